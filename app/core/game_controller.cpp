#include "game_controller.h"

#include "bot_seat.h"
#include "end_summary.h"
#include "human_seat.h"
#include "opponents.h"
#include "preferences.h"
#include "record_files.h"
#include "turn_log.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <random>

namespace ss::app {

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
        if (phase_ == Phase::Setup) {
            set_error({});
            emit hoverChanged(); // the pointed-at cell may read differently now
        }
    });
    connect(&table_, &Table::setupChosen, this, &GameController::setup_chosen);
    connect(&table_, &Table::turnChosen, this, &GameController::turn_chosen);
    connect(&table_, &Table::thinkingChanged, this, &GameController::botChanged);
    connect(&table_, &Table::seatsChanged, this, &GameController::seatsChanged);
    next_turn_.setSingleShot(true);
    next_turn_.setInterval(800);
    connect(&next_turn_, &QTimer::timeout, this, &GameController::ask_turns);
}

GameController::~GameController() = default;

void GameController::setSeed(std::uint64_t seed)
{
    seed_ = seed;
    seeded_ = true;
    setup_.seed(seed);
}

std::uint64_t GameController::next_seed()
{
    const std::uint64_t seed = seeded_ ? seed_ : std::random_device{}();
    seed_ = seed + 1;
    seeded_ = true;
    return seed;
}

std::array<QString, 2> GameController::reader_names() const
{
    // The person at the screen reads "You"; at the end of a game between two people at
    // one screen both read the result, so both are named.
    const bool both_read = table_.mode() == Mode::TwoPlayers && phase_ == Phase::Over;
    return table_.names(both_read ? std::nullopt : std::optional<Player>(viewer_));
}

QString GameController::handoverTo() const
{
    return phase_ == Phase::Handover && table_[handover_to_] ? table_[handover_to_]->name() : QString();
}

QString GameController::handoverTask() const
{
    if (phase_ != Phase::Handover)
        return {};
    return next_ == Next::Setup ? tr("lay out your fleet") : tr("enter your actions for turn %1").arg(turn());
}

bool GameController::botThinking() const { return table_.bot_thinking(); }

bool GameController::waiting() const
{
    // The person at the screen has submitted and a bot has yet to answer.
    return phase_ == Phase::Playing && mode() == Mode::AgainstBot && table_.chose_turn(viewer_);
}

int GameController::ownMateriel() const
{
    return session_ && phase_ != Phase::Handover ? session_->knowledge(viewer_).own().remaining_materiel() : 0;
}

int GameController::opponentDestroyed() const
{
    return session_ && phase_ != Phase::Handover ? session_->knowledge(viewer_).opponent_destroyed().size() : 0;
}

void GameController::set_phase(Phase phase)
{
    phase_ = phase;
    emit phaseChanged();
    emit viewChanged();
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
    // The second person at one screen has laid out their fleet.
    const bool starting = !table_.empty() && !session_;
    HumanSeat* second = starting && viewer_ == Player::B ? table_.human(Player::B) : nullptr;
    if (phase_ != Phase::Setup || (starting && !second)) // not twice while setups are chosen
        return false;
    if ((second || options_.mode() != Mode::WatchBots) && !setup_.legal()) {
        set_error(tr("The fleet is not legal yet: %1").arg(setup_.problems().value(0)));
        return false;
    }
    if (second) {
        if (setup_.rule().kind != rule_.kind) // both play under one fleet rule [3.7]
            return set_error(tr("%1 chose the %2 fleet: choose it too [3.7]")
                                 .arg(table_[Player::A]->name(), rule_.kind == FleetRule::Kind::Cost ? tr("cost 24") : tr("standard"))),
                   false;
        second->chooseSetup(setup_.setup());
        return true;
    }
    QString why;
    const auto seats = options_.seats(&why);
    if (!seats) {
        set_error(why);
        return false;
    }
    set_error({});
    next_turn_.stop();
    table_.seat(*seats);
    session_.reset();
    rule_ = setup_.rule();
    viewer_ = Player::A;
    table_.new_game(rule_, next_seed());
    table_.ask_setups();
    if (HumanSeat* a = table_.human(Player::A))
        a->chooseSetup(setup_.setup()); // the fleet on the setup screen
    emit botChanged();
    return true;
}

void GameController::setup_chosen(Player p)
{
    if (p == Player::A && table_.human(Player::B)) { // the other person lays out theirs unseen
        save_preferences();                   // the first person's layout is the one kept
        setup_.clear();
        return hand_over(Player::B, Next::Setup);
    }
    if (!table_.setups_chosen())
        return;
    if (table_.human(Player::B))
        setup_.load(*table_.setup(Player::A)); // the setup screen keeps the first person's layout
    else
        save_preferences();
    GameRecord header;
    header.tags = {{"Rules", "2.6.1", 0},
                   {"Fleet", rule_.tag(), 0},
                   {"Date", QDate::currentDate().toString("yyyy.MM.dd").toStdString(), 0},
                   {"A", table_[Player::A]->tag(), 0},
                   {"B", table_[Player::B]->tag(), 0}};
    header.setup = {SetupRecord{*table_.setup(Player::A)}, SetupRecord{*table_.setup(Player::B)}};
    records_.begin_new();
    begin_play(std::make_unique<Session>(std::move(header), rule_), 0);
}

void GameController::begin_play(std::unique_ptr<Session> session, std::uint64_t seed)
{
    session_ = std::move(session);
    if (seed) // a game opened from its record: the seats begin here
        table_.new_game(rule_, seed);
    save_record();
    ask_turns();
}

void GameController::ask_turns()
{
    table_.ask_turns(*session_);
    if (table_.mode() == Mode::TwoPlayers)
        return hand_over(Player::A, Next::Turn);
    if (HumanSeat* h = table_.human(Player::A) ? table_.human(Player::A) : table_.human(Player::B))
        draft_.start(&session_->game(), viewer_ = h->player());
    set_phase(Phase::Playing);
    refresh_views();
}

void GameController::hand_over(Player to, Next next)
{
    handover_to_ = to;
    next_ = next;
    draft_.stop();
    set_phase(Phase::Handover);
    refresh_views(); // hidden: nothing of either player's space shows
}

void GameController::ready()
{
    if (phase_ != Phase::Handover)
        return;
    viewer_ = handover_to_;
    if (next_ == Next::Setup)
        return set_phase(Phase::Setup);
    draft_.start(&session_->game(), viewer_);
    set_phase(Phase::Playing);
    refresh_views();
}

void GameController::turn_chosen(Player p)
{
    emit botChanged();
    if (p == Player::A && table_.mode() == Mode::TwoPlayers)
        return hand_over(Player::B, Next::Turn);
    if (table_.turns_chosen())
        resolve();
}

bool GameController::submit()
{
    HumanSeat* me = table_.human(viewer_);
    if (phase_ != Phase::Playing || !me || table_.chose_turn(viewer_))
        return false;
    if (const auto v = draft_.check()) {
        set_error(draft_.explained(*v));
        submit_refused_ = true;
        return false;
    }
    set_error({});
    draft_.lock(); // the turn as submitted is the turn played
    me->chooseTurn(draft_.actions());
    return true;
}

void GameController::resolve()
{
    const auto [a, b] = table_.take_turns();
    for (Player p : {Player::A, Player::B}) // a player that answers illegally loses [spec 2]
        if (const auto v = session_->check(p, p == Player::A ? a : b)) {
            session_->forfeit(p, v->text());
            return finish();
        }
    session_->play(a, b);
    if (session_->over())
        return finish();
    set_error({});
    save_record(); // says so if it cannot
    if (mode() != Mode::WatchBots)
        return ask_turns();
    refresh_views();
    if (!paused_)
        next_turn_.start();
}

void GameController::finish()
{
    phase_ = Phase::Over; // the names as read at the end
    const std::array<QString, 2> names = reader_names();
    const Game& game = session_->game();
    const EndSummary s = session_->forfeited()
                             ? summarise_forfeit(game, names, *session_->forfeited(),
                                                 QString::fromStdString(session_->record().tag("Result")))
                             : summarise_end(game, names);
    result_ = s.result;
    score_ = s.score;
    end_reason_ = s.reason;
    save_record();
    draft_.stop();
    review_turn_ = turnsPlayed();
    set_phase(Phase::Over);
    refresh_views();
    emit reviewChanged();
}

void GameController::save_record()
{
    if (const QString why = records_.save(Record{{session_->record()}}, session_->over()); !why.isEmpty())
        set_error(why);
}

void GameController::refresh_views()
{
    if (phase_ == Phase::Handover || !session_) {
        view_.hide();
    } else {
        const std::array<QString, 2> names = reader_names();
        const bool reveal = phase_ == Phase::Over || mode() == Mode::WatchBots;
        view_.show(session_->knowledge(viewer_), reveal ? &session_->game().space(other(viewer_)).fleet : nullptr,
                   {names[index_of(viewer_)], names[index_of(other(viewer_))]});
    }
    emit viewChanged();
    emit turnPlayed();
    emit hoverChanged(); // the pointed-at cell may read differently now
}

void GameController::clickCell(SpaceModel::Side side, int index)
{
    const bool own = side == SpaceModel::Side::Own;
    if (phase_ == Phase::Setup) {
        if (!table_.empty() && !session_)
            set_error(tr("The game is starting: the other player is laying out their fleet"));
        else if (own)
            setup_.clickCell(index);
        return;
    }
    if (phase_ == Phase::Over)
        return set_error(tr("The game is over: use the review controls, or start a new game"));
    if (phase_ == Phase::Handover || !table_.human(viewer_))
        return set_error(tr("%1 is playing: watch, or pause and step").arg(viewerName()));
    if (table_.chose_turn(viewer_))
        return set_error(tr("This turn is submitted and waits for %1; your next turn starts when it is resolved")
                             .arg(opponentName()));
    if (own)
        draft_.clickOwn(index);
    else
        draft_.clickOpponent(index);
}

void GameController::hover(SpaceModel::Side side, int index)
{
    if (side == hover_side_ && index == hover_cell_)
        return;
    hover_side_ = side;
    hover_cell_ = index;
    draft_.hoverOpponent(side == SpaceModel::Side::Opponent ? index : -1);
    emit hoverChanged();
}

QString GameController::hoverText() const
{
    if (hover_cell_ < 0)
        return {};
    if (phase_ == Phase::Setup)
        return hover_side_ == SpaceModel::Side::Own ? setup_.model().readout(hover_cell_, tr("your space")) : QString();
    return view_.readout(hover_side_, hover_cell_);
}

void GameController::newGame()
{
    notice_.clear();
    emit noticeChanged();
    next_turn_.stop();
    table_.clear();
    draft_.stop();
    session_.reset();
    result_.clear();
    end_reason_.clear();
    score_.clear();
    review_turn_ = 0;
    hover_cell_ = -1;
    viewer_ = Player::A;
    set_error({});
    set_phase(Phase::Setup);
    refresh_views();
    emit botChanged();
    emit reviewChanged();
}

void GameController::setReviewTurn(int turn)
{
    if (phase_ != Phase::Over || !session_)
        return;
    turn = std::clamp(turn, 0, turnsPlayed());
    if (turn == review_turn_)
        return;
    review_turn_ = turn;
    // The game as it stood after `turn` turns, replayed from its record, with both fleets
    // shown [1.4.1].
    const Session then = Session::replay(session_->record(), turn);
    view_.show_review(then.knowledge(viewer_), then.game().space(other(viewer_)).fleet);
    emit reviewChanged();
    emit hoverChanged();
}

void GameController::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    if (paused)
        next_turn_.stop();
    else if (mode() == Mode::WatchBots && phase_ == Phase::Playing && !botThinking())
        next_turn_.start();
    emit watchChanged();
}

void GameController::setTurnDelay(int ms)
{
    next_turn_.setInterval(std::clamp(ms, 0, 10000));
    emit watchChanged();
}

void GameController::step()
{
    if (mode() != Mode::WatchBots || phase_ != Phase::Playing || botThinking())
        return;
    next_turn_.stop();
    ask_turns();
}

bool GameController::openRecord(const QString& where)
{
    QString why;
    std::optional<Record> record = load_record_file(where, &why);
    if (!record) {
        set_error(why);
        return false;
    }
    const QString path = local_path(where);
    GameRecord& g = record->games[0];
    auto session = std::make_unique<Session>(Session::replay(g));
    const bool finished = session->over();
    bool replaced = false;
    const auto seats = options_.seats_of(g, finished, QFileInfo(path).fileName(), &replaced);
    draft_.stop();
    set_error({});
    next_turn_.stop();
    table_.seat(seats);
    viewer_ = seats[0]->human() || !seats[1]->human() ? Player::A : Player::B;
    rule_ = session->rule();
    session->record() = g; // with its tags as they now stand
    records_.begin_opened(path, !replaced, finished);
    if (finished) { // for review only
        session_ = std::move(session);
        return finish(), true;
    }
    if (mode() == Mode::AgainstBot) { // the person's fleet in play is their layout now
        setup_.setCostFleet(rule_.kind == FleetRule::Kind::Cost);
        setup_.load(g.setup[index_of(viewer_)].ships);
        if (const auto* bot = qobject_cast<BotSeat*>(table_[other(viewer_)]))
            options_.setDifficulty(level_index(bot->level()));
    }
    begin_play(std::move(session), next_seed()); // saved at once; offered for resuming once saved
    return true;
}

bool GameController::saveCopy(const QString& where)
{
    if (!session_) {
        set_error(tr("There is no game to save yet"));
        return false;
    }
    QString saved_as;
    if (const QString why = records_.save_copy(Record{{session_->record()}}, where, &saved_as); !why.isEmpty()) {
        set_error(why);
        return false;
    }
    notice_ = tr("A copy of the game is saved as %1").arg(QDir::toNativeSeparators(saved_as));
    emit noticeChanged();
    return true;
}

void GameController::save_preferences()
{
    Preferences p;
    options_.store(p);
    p.cost_fleet = setup_.costFleet();
    p.layout = setup_.setup();
    ss::app::save_preferences(p);
}

void GameController::restorePreferences()
{
    const Preferences p = load_preferences();
    options_.restore(p);
    setup_.setCostFleet(p.cost_fleet);
    if (!p.layout.empty() && validate_setup(p.layout, setup_.rule()).empty())
        setup_.load(p.layout);
    records_.set_unfinished(p.unfinished);
}

} // namespace ss::app
