#include "game_controller.h"

#include "referee.h"
#include "turn_log.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
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
    connect(&setup_, &SetupController::changed, this, [this] {
        if (phase_ == "setup")
            set_error({});
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
        return QString::fromStdString(bot_.name());
    const std::string name = bot_override_.empty() ? levels()[difficulty_].bot : bot_override_;
    return QString::fromStdString(name);
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
    if (phase_ != "setup")
        return false;
    if (!setup_.legal()) {
        set_error(tr("The fleet is not legal yet: %1").arg(setup_.problems().value(0)));
        return false;
    }
    set_error({});
    my_setup_ = setup_.setup();
    const std::uint64_t seed = seeded_ ? seed_ : std::random_device{}();
    seed_ = seed + 1;
    seeded_ = true;
    std::unique_ptr<Bot> bot = make_bot(botName().toStdString());
    bot->set_time_budget(1000);
    bot_.start(std::move(bot), Player::B, setup_.rule(), seed);
    bot_thinking_ = true;
    emit botChanged();
    bot_.setup([this](std::vector<ShipSpec> ships) { bot_setup_ready(std::move(ships)); });
    return true;
}

void GameController::bot_setup_ready(std::vector<ShipSpec> ships)
{
    bot_thinking_ = false;
    emit botChanged();
    const FleetRule rule = setup_.rule();
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
              {"B", "Bot: " + bot_.name() + " (" + difficulties().value(difficulty_).toStdString() + ")", 0}};
    if (!bot_override_.empty())
        g.set_tag("B", "Bot: " + bot_.name());
    g.setup[0].ships = my_setup_;
    g.setup[1].ships = ships;
    record_.games.push_back(std::move(g));
    record_path_ = recordsIn() + "/" + QDateTime::currentDateTime().toString("yyyy-MM-dd-HHmmss-zzz") + ".ssg";
    record_is_ours_ = true;
    save_record();
    save_preferences();
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
        set_error(QString::fromStdString(v->text()));
        return false;
    }
    set_error({});
    waiting_ = true;
    emit botChanged();
    if (bot_actions_)
        resolve();
    return true;
}

void GameController::resolve()
{
    waiting_ = false;
    const Actions mine = draft_.actions();
    Actions theirs = *bot_actions_;
    bot_actions_.reset();
    TurnReport report;
    if (game_->check(Player::B, theirs)) // a built-in bot never answers illegally
        theirs.clear();
    if (const auto v = game_->play(mine, theirs, report)) {
        set_error(QString::fromStdString(v->text()));
        emit botChanged();
        return;
    }
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
    save_record();
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
    score_ = tr("%1 – %2").arg(me).arg(bot);
    const bool mine_gone = !game_->space(Player::A).has_ships(), bots_gone = !game_->space(Player::B).has_ships();
    if (end.rule == "2.3.1")
        end_reason_ = (mine_gone && bots_gone ? tr("Both fleets are destroyed")
                       : mine_gone           ? tr("Your fleet is destroyed")
                                             : tr("The bot's fleet is destroyed")) +
                      tr(", so the game ends [2.3.1]; the score is the remaining materiel [2.3.3, 2.3.5]");
    else
        end_reason_ = tr("A player could make only kamikaze strikes and scans, and recorded only scans, so the game "
                         "ends [2.3.2]; the score is the remaining materiel [2.3.3, 2.3.5]");
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
    if (!record_is_ours_)
        return;
    // Saved without asking after every turn; a failure never loses the game in play.
    QDir().mkpath(QFileInfo(record_path_).absolutePath());
    QSaveFile file(record_path_);
    if (!file.open(QIODevice::WriteOnly))
        return;
    const std::string text = write_record(record_);
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (file.commit() && !game_->over())
        set_unfinished(record_path_);
}

void GameController::refresh_views()
{
    own_.show(*mine_);
    opponent_.show(*mine_, game_->over() ? &game_->space(Player::B).fleet : nullptr);
}

void GameController::clickCell(const QString& side, int index)
{
    if (phase_ == "setup") {
        if (side == "own")
            setup_.clickCell(index);
        return;
    }
    if (phase_ != "playing" || waiting_)
        return;
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
    if (!last.isEmpty())
        text += tr("; last turn: %1").arg(last);
    return text;
}

void GameController::newGame()
{
    bot_.stop();
    draft_.stop();
    game_.reset();
    mine_.reset();
    bots_.reset();
    bot_actions_.reset();
    bot_thinking_ = waiting_ = false;
    log_.clear();
    emit botChanged();
    set_error({});
    set_phase("setup");
    emit turnPlayed();
}

} // namespace ss::app

namespace ss::app {

void GameController::set_unfinished(const QString& path)
{
    unfinished_ = path;
    unfinished_summary_.clear();
    if (!path.isEmpty()) {
        const QFileInfo info(path);
        unfinished_summary_ = tr("Your unfinished game of %1").arg(info.lastModified().toString("d MMM yyyy, HH:mm"));
    }
    QSettings().setValue("game/unfinished", path);
    emit unfinishedChanged();
}

void GameController::discardUnfinished() { set_unfinished({}); }

void GameController::save_preferences()
{
    QSettings s;
    s.setValue("game/difficulty", difficulty_);
    s.setValue("setup/costFleet", setup_.costFleet());
    s.setValue("setup/layout", QString::fromStdString(write_ships(setup_.setup())));
}

void GameController::restorePreferences()
{
    QSettings s;
    setDifficulty(s.value("game/difficulty", difficulty_).toInt());
    setup_.setCostFleet(s.value("setup/costFleet", false).toBool());
    const std::string layout = s.value("setup/layout").toString().toStdString();
    if (!layout.empty()) {
        try {
            const std::vector<ShipSpec> ships = parse_ships(layout, 1);
            if (validate_setup(ships, setup_.rule()).empty())
                setup_.load(ships);
        } catch (const RecordError&) {
            // A damaged setting: start from an empty layout.
        }
    }
    const QString unfinished = s.value("game/unfinished").toString();
    set_unfinished(!unfinished.isEmpty() && QFileInfo::exists(unfinished) ? unfinished : QString());
}

bool GameController::openRecord(const QString& where)
{
    const QUrl url(where);
    const QString path = url.isLocalFile() ? url.toLocalFile() : where;
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        set_error(tr("Cannot open %1: %2").arg(path, file.errorString()));
        return false;
    }
    Record record;
    try {
        record = parse_record(file.readAll().toStdString());
        if (record.games.size() != 1)
            throw RecordError(record.games[1].first_line, "a saved game holds one game, and this record holds a match",
                              "1.1");
        referee(record); // every rule, with the line that breaks it
    } catch (const RecordError& e) {
        set_error(name + ":" + QString::fromStdString(e.what()).replace("\n", "\n" + name + ":"));
        return false;
    }
    // The bot named in the B tag ("Bot: sampler (Captain)"), else the chosen difficulty's.
    GameRecord& g = record.games[0];
    const std::string b = g.tag("B");
    std::string bot;
    if (b.rfind("Bot: ", 0) == 0)
        bot = b.substr(5, b.find(' ', 5) == std::string::npos ? std::string::npos : b.find(' ', 5) - 5);
    if (!make_bot(bot))
        bot = levels()[difficulty_].bot;
    for (int i = 0; i < static_cast<int>(levels().size()); ++i)
        if (b.find("(" + levels()[i].label.toStdString() + ")") != std::string::npos)
            difficulty_ = i;
    emit difficultyChanged();

    bot_.stop();
    draft_.stop();
    const FleetRule rule = fleet_rule_of(g);
    game_ = std::make_unique<Game>(make_fleet(g.setup[0].ships), make_fleet(g.setup[1].ships));
    mine_.emplace(Player::A, game_->space(Player::A).fleet);
    bots_.emplace(Player::B, game_->space(Player::B).fleet);
    log_.clear();
    TurnReport report;
    for (const auto& turn : g.turns) {
        game_->play(turn[0].actions, turn[1].actions, report); // refereed above: legal
        mine_->learn(view_of(*game_, report, Player::A));
        bots_->learn(view_of(*game_, report, Player::B));
        log_ << describe_turn(mine_->history().back());
    }
    setup_.setCostFleet(rule.kind == FleetRule::Kind::Cost);
    setup_.load(g.setup[0].ships);
    record_ = std::move(record);
    record_path_ = path;
    bot_actions_.reset();
    waiting_ = false;
    set_error({});
    if (game_->over()) {
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
    set_unfinished(path);
    begin_play();
    return true;
}

} // namespace ss::app

namespace ss::app {

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
    const GameRecord& g = record_.games.back();
    Game game(make_fleet(g.setup[0].ships), make_fleet(g.setup[1].ships));
    Knowledge mine(Player::A, game.space(Player::A).fleet);
    TurnReport report;
    for (int t = 0; t < turn; ++t) {
        game.play(g.turns[t][0].actions, g.turns[t][1].actions, report);
        mine.learn(view_of(game, report, Player::A));
    }
    own_.show(mine);
    opponent_.show(mine, &game.space(Player::B).fleet);
    emit reviewChanged();
}

} // namespace ss::app
