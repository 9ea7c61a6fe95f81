#include "game_controller.h"

#include "referee.h"
#include "saved_games.h"
#include "turn_log.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUrl>

#include <random>

namespace ss::app {

namespace {

// Practice (the random bot) and the bot issue's three levels.
struct Level {
    QString label;
    std::string bot;
};

std::vector<Level> levels()
{
    std::vector<Level> out{{"Practice", "random"}};
    for (const Difficulty& d : difficulties())
        out.push_back({QString::fromUtf8(d.label.data(), static_cast<qsizetype>(d.label.size())), std::string(d.bot)});
    return out;
}

} // namespace

GameController::GameController(QObject* parent) : QObject(parent)
{
    // A refusal of Submit is about the actions as they were: it goes once they change.
    connect(&draft_, &TurnDraft::changed, this, [this] {
        if (submit_refused_) {
            submit_refused_ = false;
            set_error({});
        }
    });
    connect(&setup_, &SetupController::changed, this, [this] {
        if (phase_ == "setup") {
            set_error({});
            emit hoverChanged(); // the pointed-at cell may read differently now
        }
    });
}

GameController::~GameController() { bot_.stop(); }

QStringList GameController::difficulties() const
{
    QStringList out;
    for (const Level& l : levels())
        out << l.label;
    return out;
}

void GameController::setDifficulty(int level)
{
    if (level < 0 || level >= static_cast<int>(levels().size()) || level == difficulty_)
        return;
    difficulty_ = level;
    emit difficultyChanged();
}

QString GameController::botName() const
{
    if (game_) // the bot in play (a resumed game's own)
        return QString::fromStdString(playing_bot_);
    const std::string name = bot_override_.empty() ? levels()[difficulty_].bot : bot_override_;
    return QString::fromStdString(name);
}

QString GameController::opponentLabel() const
{
    const QString bot = botName();
    const std::string level = game_ ? playing_level_ : bot_override_.empty() ? levels()[difficulty_].label.toStdString() : "";
    return level.empty() ? tr("the %1 bot").arg(bot) : tr("%1 (%2)").arg(QString::fromStdString(level), bot);
}

int GameController::ownMateriel() const { return game_ ? game_->space(Player::A).remaining_materiel() : 0; }

int GameController::botDestroyed() const { return mine_ ? mine_->opponent_destroyed().size() : 0; }

void GameController::set_phase(const QString& phase)
{
    phase_ = phase;
    emit phaseChanged();
}

void GameController::set_error(const QString& error)
{
    if (error == error_)
        return;
    error_ = error;
    emit errorChanged();
}

bool GameController::start()
{
    if (phase_ != "setup" || bot_thinking_) // not twice while the bot lays out its fleet
        return false;
    if (!setup_.legal()) {
        set_error(tr("The fleet is not legal yet: %1").arg(setup_.problems().value(0)));
        return false;
    }
    std::unique_ptr<Bot> bot = make_bot(botName().toStdString());
    if (!bot) {
        set_error(tr("There is no bot called \"%1\"").arg(botName()));
        return false;
    }
    set_error({});
    // What the game is started with; the setup screen may change while the bot lays out.
    my_setup_ = setup_.setup();
    start_rule_ = setup_.rule();
    playing_bot_ = botName().toStdString();
    playing_level_ = bot_override_.empty() ? levels()[difficulty_].label.toStdString() : "";
    const std::uint64_t seed = seeded_ ? seed_ : std::random_device{}();
    seed_ = seed + 1;
    seeded_ = true;
    bot->set_time_budget(1000);
    bot_.start(std::move(bot), Player::B, start_rule_, seed);
    bot_thinking_ = true;
    emit botChanged();
    bot_.setup([this](std::vector<ShipSpec> ships) { bot_setup_ready(std::move(ships)); });
    return true;
}

void GameController::bot_setup_ready(std::vector<ShipSpec> ships)
{
    bot_thinking_ = false;
    emit botChanged();
    const FleetRule rule = start_rule_;
    if (!validate_setup(ships, rule).empty()) // cannot happen with built-in bots
    {
        Rng rng(seed_);
        ships = random_setup(rule, rng);
    }
    game_ = std::make_unique<Game>(make_fleet(my_setup_), make_fleet(ships));
    mine_.emplace(Player::A, game_->space(Player::A).fleet);
    bots_.emplace(Player::B, game_->space(Player::B).fleet);
    log_.clear();
    result_.clear();
    end_reason_.clear();
    score_.clear();
    record_ = Record{};
    GameRecord g;
    g.tags = {{"Rules", "2.6.1", 0},
              {"Fleet", rule.tag(), 0},
              {"Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString(), 0},
              {"A", "Player", 0},
              {"B", bot_tag(playing_bot_, playing_level_), 0}};
    g.setup[0].ships = my_setup_;
    g.setup[1].ships = ships;
    record_.games.push_back(std::move(g));
    record_path_ = recordsIn() + "/" + QDateTime::currentDateTime().toString("yyyy-MM-dd-HHmmss-zzz") + ".ssg";
    record_is_ours_ = true;
    save_record();
    save_preferences(); // what the game started with
    begin_play();
}

void GameController::begin_play()
{
    refresh_views();
    draft_.start(game_.get(), Player::A);
    set_phase("playing");
    emit turnPlayed();
    ask_bot();
}

QString GameController::recordsIn() const
{
    return record_folder_.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/games"
                                    : record_folder_;
}

void GameController::ask_bot()
{
    bot_actions_.reset();
    bot_thinking_ = true;
    emit botChanged();
    bot_.turn(*bots_, [this](Actions actions) { bot_decided(std::move(actions)); });
}

void GameController::bot_decided(Actions actions)
{
    bot_actions_ = std::move(actions);
    bot_thinking_ = false;
    emit botChanged();
    if (waiting_)
        resolve();
}

bool GameController::submit()
{
    if (phase_ != "playing" || waiting_)
        return false;
    if (const auto v = draft_.check()) {
        set_error(draft_.explained(*v));
        submit_refused_ = true;
        return false;
    }
    set_error({});
    submitted_ = draft_.actions();
    draft_.lock(); // the turn as submitted is the turn played
    waiting_ = true;
    emit botChanged();
    if (bot_actions_)
        resolve();
    return true;
}

void GameController::resolve()
{
    waiting_ = false;
    const Actions& mine = submitted_;
    Actions theirs = *bot_actions_;
    TurnReport report;
    if (game_->check(Player::B, theirs)) // a built-in bot never answers illegally
        theirs.clear();
    if (const auto v = game_->play(mine, theirs, report)) {
        // Checked on Submit, so this cannot happen; if it did, the turn stays open with
        // the bot's answer kept, and the player can correct and submit again.
        draft_.unlock();
        set_error(QString::fromStdString(v->text()));
        emit botChanged();
        return;
    }
    bot_actions_.reset();
    std::array<TurnRecord, 2> line;
    for (int p = 0; p < 2; ++p)
        for (const Action& a : p == 0 ? mine : theirs) {
            line[p].tokens.push_back(to_token(a));
            line[p].actions.push_back(a);
        }
    record_.games.back().turns.push_back(std::move(line));
    mine_->learn(view_of(*game_, report, Player::A));
    bots_->learn(view_of(*game_, report, Player::B));
    log_ << describe_turn(mine_->history().back());
    emit botChanged();
    if (game_->over()) {
        finish();
        return;
    }
    set_error({});
    save_record(); // says so if it cannot
    refresh_views();
    draft_.start(game_.get(), Player::A);
    emit turnPlayed();
    ask_bot();
}

void GameController::finish()
{
    const GameEnd& end = game_->end();
    const int me = end.score[0], bot = end.score[1];
    result_ = end.draw() ? tr("Draw") : end.winner() == Player::A ? tr("You win") : tr("The bot wins");
    score_ = tr("You %1 – %2 the bot").arg(me).arg(bot);
    const bool mine_gone = !game_->space(Player::A).has_ships(), bots_gone = !game_->space(Player::B).has_ships();
    if (end.rule == "2.3.1")
        end_reason_ = (mine_gone && bots_gone ? tr("Both fleets are destroyed")
                       : mine_gone           ? tr("Your fleet is destroyed")
                                             : tr("The bot's fleet is destroyed")) +
                      tr(", so the game ends [2.3.1]; the score is the remaining materiel [2.3.3, 2.3.5]");
    else
        end_reason_ = (end.stalled[0] && end.stalled[1]
                           ? tr("Neither you nor the bot could make any action but kamikaze strikes and scans, and "
                                "both recorded only scans")
                       : end.stalled[0] ? tr("You could make no action but kamikaze strikes and scans, and recorded "
                                             "only scans")
                                        : tr("The bot could make no action but kamikaze strikes and scans, and "
                                             "recorded only scans")) +
                      tr(", so the game ends [2.3.2]; the score is the remaining materiel [2.3.3, 2.3.5]");
    record_.games.back().set_tag("Result", (end.draw() ? std::string("Draw ") : std::string(1, name_of(end.winner())) +
                                                                                  " wins ") +
                                               std::to_string(me) + "-" + std::to_string(bot) + " [" +
                                               std::string(end.rule) + "]");
    save_record();
    if (unfinished_ == record_path_)
        set_unfinished({});
    draft_.stop();
    review_turn_ = turnsPlayed();
    refresh_views();
    set_phase("over");
    emit reviewChanged();
    emit turnPlayed();
}

void GameController::save_record()
{
    // Saved without asking after every turn; a failure never stops the game in play.
    if (!record_is_ours_)
        return;
    if (!save_record_file(record_path_, record_)) {
        set_error(tr("The game could not be saved to %1; it goes on, and saving is tried again after each turn")
                      .arg(record_path_));
        return;
    }
    if (!game_->over())
        set_unfinished(record_path_);
}

void GameController::refresh_views()
{
    own_.show(*mine_);
    opponent_.show(*mine_, game_->over() ? &game_->space(Player::B).fleet : nullptr);
    emit hoverChanged(); // the pointed-at cell may read differently now
}

void GameController::clickCell(const QString& side, int index)
{
    if (phase_ == "setup" && bot_thinking_) {
        set_error(tr("The game is starting: the bot is laying out its fleet"));
        return;
    }
    if (phase_ == "setup") {
        if (side == "own")
            setup_.clickCell(index);
        return;
    }
    if (phase_ == "over") {
        set_error(tr("The game is over: use the review controls, or start a new game"));
        return;
    }
    if (waiting_) {
        set_error(tr("This turn is submitted and waits for the bot; your next turn starts when it is resolved"));
        return;
    }
    if (side == "own")
        draft_.clickOwn(index);
    else
        draft_.clickOpponent(index);
}

void GameController::hover(const QString& side, int index)
{
    if (side == hover_side_ && index == hover_cell_)
        return;
    hover_side_ = index < 0 ? QString() : side;
    hover_cell_ = index;
    draft_.hoverOpponent(side == "opponent" ? index : -1);
    emit hoverChanged();
}

QString GameController::hoverText() const
{
    if (hover_cell_ < 0 || hover_cell_ >= kCellCount)
        return {};
    const SpaceModel& m = hover_side_ == "own" ? (phase_ == "setup" ? setup_.model() : own_) : opponent_;
    const QModelIndex i = m.index(hover_cell_);
    const auto get = [&](SpaceModel::Role r) { return m.data(i, r).toString(); };
    QString text = get(SpaceModel::NameRole) + (hover_side_ == "own" ? tr(" (your space)") : tr(" (bot's space)"));
    const QString state = get(SpaceModel::StateRole), ship = get(SpaceModel::ShipRole),
                  missile = get(SpaceModel::MissileRole), last = get(SpaceModel::LastTurnRole);
    if (state == "unknown")
        text += tr(": unknown");
    else if (state == "empty")
        text += tr(": no ship");
    else if (state == "ship" && hover_side_ == "own")
        text += tr(": ship") + (ship.isEmpty() ? QString() : " " + ship) + tr(", undamaged");
    else if (state == "ship")
        text += tr(": a ship is here") + (ship.isEmpty() ? QString() : " (" + ship + ")");
    else if (state == "revealed")
        text += tr(": ship %1, undamaged (revealed at the end)").arg(ship);
    else if (state == "destroyed")
        text += tr(": destroyed") + (ship.isEmpty() ? QString() : tr(", part of ") + ship);
    if (missile == "unfired")
        text += tr(", unfired missile");
    else if (missile == "fired")
        text += tr(", missile fired");
    else if (missile == "exploded")
        text += tr(", missile exploded");
    const QString flashcube = get(SpaceModel::FlashcubeRole);
    if (!flashcube.isEmpty())
        text += tr(" (flashcube data [7.2])");
    if (!last.isEmpty())
        text += tr("; last turn: %1").arg(last);
    return text;
}

void GameController::newGame()
{
    notice_.clear();
    emit noticeChanged();
    bot_.stop();
    draft_.stop();
    game_.reset();
    mine_.reset();
    bots_.reset();
    bot_actions_.reset();
    bot_thinking_ = waiting_ = false;
    log_.clear();
    result_.clear();
    end_reason_.clear();
    score_.clear();
    review_turn_ = 0;
    hover_side_.clear();
    hover_cell_ = -1;
    emit botChanged();
    emit hoverChanged();
    set_error({});
    set_phase("setup");
    emit turnPlayed();
    emit reviewChanged();
}


void GameController::set_unfinished(const QString& path)
{
    unfinished_ = path;
    unfinished_summary_.clear();
    if (!path.isEmpty()) {
        const QFileInfo info(path);
        unfinished_summary_ = tr("Your unfinished game of %1").arg(info.lastModified().toString("d MMM yyyy, HH:mm"));
    }
    save_unfinished(path);
    emit unfinishedChanged();
}

void GameController::discardUnfinished() { set_unfinished({}); }

void GameController::save_preferences() { ss::app::save_preferences(difficulty_, setup_.costFleet(), setup_.setup()); }

void GameController::restorePreferences()
{
    const Preferences p = load_preferences();
    setDifficulty(p.difficulty);
    setup_.setCostFleet(p.cost_fleet);
    if (!p.layout.empty() && validate_setup(p.layout, setup_.rule()).empty())
        setup_.load(p.layout);
    set_unfinished(p.unfinished);
}

bool GameController::openRecord(const QString& where)
{
    QString why;
    std::optional<SavedGame> saved = load_saved_game(where, &why);
    if (!saved) {
        set_error(why);
        return false;
    }
    const QString path = QUrl(where).isLocalFile() ? QUrl(where).toLocalFile() : where;
    GameRecord& g = saved->record.games[0];
    ReplayedGame replayed = replay_game(g);
    const bool finished = replayed.game->over();
    // The bot and level its B tag names, else the chosen difficulty's.
    std::string bot = saved->bot, level = saved->level;
    const bool known_bot = make_bot(bot) != nullptr;
    if (!known_bot) {
        bot = levels()[difficulty_].bot;
        level = levels()[difficulty_].label.toStdString();
    }
    // An unfinished game goes on in its own file only if it is one of ours, against the
    // bot it names; any other record is left as it is and the game goes on in a copy.
    QString continue_in = path;
    if (!finished) {
        // Ours: in the records folder, or the unfinished game this app left off.
        const bool ours = QFileInfo(path).absoluteDir() == QDir(recordsIn()) ||
                          (!unfinished_.isEmpty() && QFileInfo(path) == QFileInfo(unfinished_));
        if (!known_bot) {
            const std::string played =
                g.turns.empty() ? "the setups" : "turns 1-" + std::to_string(g.turns.size());
            g.set_tag("Continued", played + " against " + g.tag("B", "B") + ", from " +
                                       QFileInfo(path).fileName().toStdString());
            g.set_tag("B", bot_tag(bot, level));
        }
        if (!ours || !known_bot)
            continue_in = recordsIn() + "/" + QDateTime::currentDateTime().toString("yyyy-MM-dd-HHmmss-zzz") + ".ssg";
        for (int i = 0; i < static_cast<int>(levels().size()); ++i)
            if (level == levels()[i].label.toStdString() && difficulty_ != i) {
                difficulty_ = i;
                emit difficultyChanged();
            }
    }

    bot_.stop();
    draft_.stop();
    bot_thinking_ = false;
    emit botChanged();
    playing_bot_ = bot;
    playing_level_ = level;
    const FleetRule rule = fleet_rule_of(g);
    game_ = std::move(replayed.game);
    mine_ = std::move(replayed.player);
    bots_ = std::move(replayed.bot);
    log_.clear();
    for (const TurnView& view : mine_->history())
        log_ << describe_turn(view);
    if (!finished) { // the fleet in play is the player's layout now; a review leaves it alone
        setup_.setCostFleet(rule.kind == FleetRule::Kind::Cost);
        setup_.load(g.setup[0].ships);
    }
    record_ = std::move(saved->record);
    record_path_ = finished ? path : continue_in;
    bot_actions_.reset();
    waiting_ = false;
    set_error({});
    if (finished) {
        record_is_ours_ = false; // shown for review only
        finish();
        return true;
    }
    record_is_ours_ = true;
    const std::uint64_t seed = seeded_ ? seed_ : std::random_device{}();
    seed_ = seed + 1;
    seeded_ = true;
    std::unique_ptr<Bot> made = make_bot(bot);
    made->set_time_budget(1000);
    bot_.start(std::move(made), Player::B, rule, seed);
    save_record(); // a copy is written at once; the game is offered for resuming once saved
    begin_play();
    return true;
}


bool GameController::saveCopy(const QString& where)
{
    if (!game_ || record_.games.empty()) {
        set_error(tr("There is no game to save yet"));
        return false;
    }
    QString path = QUrl(where).isLocalFile() ? QUrl(where).toLocalFile() : where;
    if (QFileInfo(path).suffix().isEmpty())
        path += ".ssg";
    if (!save_record_file(path, record_)) {
        set_error(tr("The game could not be saved to %1").arg(path));
        return false;
    }
    notice_ = tr("A copy of the game is saved as %1").arg(QDir::toNativeSeparators(path));
    emit noticeChanged();
    return true;
}

QUrl GameController::shareFolderUrl() const
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QUrl::fromLocalFile(documents.isEmpty() ? QDir::homePath() : documents);
}

int GameController::turnsPlayed() const { return game_ ? game_->turn() - 1 : 0; }

void GameController::setReviewTurn(int turn)
{
    if (phase_ != "over" || record_.games.empty())
        return;
    turn = std::clamp(turn, 0, turnsPlayed());
    if (turn == review_turn_)
        return;
    review_turn_ = turn;
    // The game as it stood after `turn` turns, replayed from its record, with the bot's
    // fleet shown throughout [1.4.1].
    const ReplayedGame then = replay_game(record_.games.back(), turn);
    own_.show(*then.player);
    opponent_.show(*then.player, &then.game->space(Player::B).fleet);
    emit reviewChanged();
    emit hoverChanged();
}

} // namespace ss::app
