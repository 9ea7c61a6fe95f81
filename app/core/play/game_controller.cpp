#include "game_controller.h"
#include "ship_names.h"

#include "app_settings.h"
#include "bot_seat.h"
#include "end_summary.h"
#include "opponents.h"
#include "kept_choices.h"
#include "remote_seat.h"

#include <QDir>
#include <QFileInfo>

#include <random>
#include <utility>

namespace ss::app {

GameController::GameController(QObject* parent) : QObject(parent)
{
    connect(AppSettings::instance(), &AppSettings::languageChanged, this, &GameController::retranslate);
    connect(this, &GameController::turnPlayed, this, &GameController::textsChanged);
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
        if (!session())
            emit rulesChanged(); // the rules chosen on the setup screen
    });
    table_.set_match(&match_);
    connect(&table_, &Table::setupChosen, this, &GameController::setup_chosen);
    connect(&table_, &Table::started, this, &GameController::game_started);
    connect(&table_, &Table::turnChosen, this, &GameController::turn_chosen);
    connect(&table_, &Table::turnPlayed, this, &GameController::turn_played);
    connect(&table_, &Table::ended, this, &GameController::finish);
    connect(&table_, &Table::saveFailed, this, &GameController::set_error);
    connect(&table_, &Table::thinkingChanged, this, &GameController::botChanged);
    connect(&table_, &Table::seatsChanged, this, [this] {
        if (!table_.empty())
            mode_ = GameOptions::mode_of({table_[Player::A], table_[Player::B]});
        emit seatsChanged();
    });
    connect(&handover_, &Handover::taken, this, &GameController::screen_taken);
    connect(&network_, &NetworkPlay::setupNeeded, this, &GameController::network_setup_needed);
    connect(&network_, &NetworkPlay::turnNeeded, this, &GameController::network_turn_needed);
    connect(&network_, &NetworkPlay::turnPlayed, this, [this] { refresh_views(); });
    connect(&network_, &NetworkPlay::finished, this, &GameController::network_finished);
    connect(&network_, &NetworkPlay::failed, this, &GameController::network_failed);
    connect(&network_, &NetworkPlay::progressChanged, this, [this] {
        // The other player has committed to this turn: they no longer choose.
        if (network_play() && network_.theyChose())
            if (Seat* s = table_[other(viewer_)]; s && s->kind() == Seat::Kind::Remote)
                static_cast<RemoteSeat*>(s)->set_choosing(false);
        emit botChanged();
    });
    connect(&pace_, &WatchPace::due, this, [this] {
        if (mode() == Mode::WatchBots && phase_ == Phase::Playing && !botThinking())
            ask_turns();
    });
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
    const bool both_read = mode() == Mode::TwoPlayers && phase_ == Phase::Over;
    return table_.names(both_read ? std::nullopt : std::optional<Player>(viewer_));
}

bool GameController::waiting() const
{
    // The person at the screen has submitted and a bot (or the other side) has yet to answer.
    if (network_play())
        return phase_ == Phase::Playing && network_waiting();
    return phase_ == Phase::Playing && mode() == Mode::AgainstBot && table_.chose_turn(viewer_);
}

void GameController::set_phase(Phase phase)
{
    phase_ = phase;
    emit phaseChanged();
    emit endChanged();
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
    if (phase_ == Phase::Setup && (options_.mode() == Mode::Network || network_play()))
        return start_network();
    // The second of two people at one screen has laid out their fleet.
    HumanSeat* second = table_.starting() && viewer_ == Player::B ? table_.human(Player::B) : nullptr;
    if (phase_ != Phase::Setup || (table_.starting() && !second)) // not twice while setups are chosen
        return false;
    if ((second || options_.mode() != Mode::WatchBots) && !setup_.legal()) {
        set_error(tr("The fleet is not legal yet: %1").arg(setup_.problems().value(0)));
        return false;
    }
    if (second) {
        if (&setup_.ruleset() != &table_.ruleset()) // both play by one ruleset [12.4; classic C1]
            set_error(tr("%1 chose the rules %2: choose them too").arg(table_[Player::A]->name(), rules_title(table_.ruleset())));
        else if (setup_.rule().kind == table_.rule().kind) // both play under one fleet rule [3.7]
            second->chooseSetup(setup_.setup());
        else
            set_error(tr("%1 chose the %2 fleet: choose it too [3.7]")
                          .arg(table_[Player::A]->name(), setup_.costFleet() ? tr("standard") : tr("cost 24")));
        return error_.isEmpty();
    }
    FleetRule base = setup_.rule(); // the fleet rule chosen, without additional ships
    base.additional = 0;
    base.continued = false;
    if (!setup_.ruleset().matches.scored && !(between_games_ && match_.active()) &&
        Match::Kind(options_.matchKind()) == Match::Kind::Scored) {
        set_error(tr("The classic rules have no scored match: play a single game or a continued match [7]"));
        return false;
    }
    if (between_games_ && match_.active() && !match_.over()) {
        setup_.set_ruleset(table_.ruleset()); // a match is played by one ruleset [classic C1]
        // The match's next game: the same players [9.1, 10.1].
        set_error({});
        pace_.stop();
        game_index_ = match_.finished();
        between_games_ = false;
        emit matchChanged();
    } else {
        QString why;
        const auto seats = options_.seats(&why);
        if (!seats) {
            set_error(why);
            return false;
        }
        set_error({});
        pace_.stop();
        table_.seat(*seats);
        match_.begin(Match::Kind(options_.matchKind()), options_.matchGames());
        match_.set_rules(setup_.ruleset());
        game_index_ = 0;
        between_games_ = false;
        emit matchChanged();
    }
    viewer_ = Player::A;
    rules_ = match_.rules(base);
    table_.begin(rules_, next_seed(), setup_.ruleset());
    emit rulesChanged();
    if (HumanSeat* a = table_.human(Player::A))
        a->chooseSetup(setup_.setup()); // the fleet on the setup screen
    emit botChanged();
    return true;
}

void GameController::setup_chosen(Player p)
{
    if (p == Player::A && table_.human(Player::B)) { // the other person lays out theirs unseen
        keep_choices(options_, setup_); // the choices; two people's layouts are never kept
        setup_.set_additional(rules_[1].additional); // B's additional ships [10.3]
        setup_.start_over(tr("%1, lay out your fleet: click a ship, then its cells, or Random layout")
                         .arg(table_[Player::B]->name()));
        hand_over(Player::B, Handover::Next::Setup);
    }
}

void GameController::game_started()
{
    if (table_.human(Player::B)) // neither person's layout stays on the setup screen
        setup_.start_over(tr("Two players at one screen: each lays out a fleet in turn"));
    else if (table_.setup(Player::A))
        keep_choices(options_, setup_);
    ask_turns();
}

void GameController::ask_turns()
{
    table_.ask_turns();
    if (mode() == Mode::TwoPlayers)
        return hand_over(Player::A, Handover::Next::Turn);
    if (HumanSeat* h = table_.human(Player::A) ? table_.human(Player::A) : table_.human(Player::B))
        draft_.start(&turn_rules_.emplace(session()->game(), viewer_ = h->player()));
    set_phase(Phase::Playing);
    refresh_views();
}

void GameController::hand_over(Player to, Handover::Next next)
{
    hover_cell_ = -1; // the last player's pointer
    draft_.stop();
    handover_.begin(to, table_[to]->name(), next, turn());
    set_phase(Phase::Handover);
    refresh_views(); // hidden: nothing of either player's space shows
}

void GameController::screen_taken()
{
    viewer_ = handover_.player();
    if (handover_.next() == Handover::Next::Setup)
        return set_phase(Phase::Setup);
    draft_.start(&turn_rules_.emplace(session()->game(), viewer_));
    set_phase(Phase::Playing);
    refresh_views();
}

void GameController::turn_chosen(Player p)
{
    emit botChanged();
    if (p == Player::A && mode() == Mode::TwoPlayers && !table_.chose_turn(Player::B))
        hand_over(Player::B, Handover::Next::Turn);
}

bool GameController::submit()
{
    if (network_play())
        return submit_network();
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

void GameController::turn_played()
{
    if (mode() != Mode::WatchBots)
        return ask_turns();
    refresh_views();
    pace_.turn_played();
}

void GameController::finish()
{
    phase_ = Phase::Over; // the names as read at the end
    if (mode() == Mode::TwoPlayers)
        viewer_ = Player::A; // both read the end: the board from the first player's side, both fleets shown
    end_ = summarise(*session(), reader_names());
    draft_.stop();
    pace_.stop();
    review_turn_ = turnsPlayed();
    if (match_.active() && match_.finished() <= game_index_) { // a game of the match has ended
        match_.add(session()->record(), session()->end());
        if (session()->forfeited())
            match_.stop(); // no game may follow a game that did not terminate [9.3.1, 10.6.1]
    }
    set_phase(Phase::Over);
    refresh_views();
    emit reviewChanged();
    emit matchChanged();
}

void GameController::refresh_views(bool played)
{
    const OwnSide* apart = network_play() ? network_.game()->side() : nullptr;
    if (apart && phase_ == Phase::Playing) { // a network game: this side's knowledge alone [1.4]
        const std::array<QString, 2> names = reader_names();
        view_.show(apart->knowledge(), nullptr, {names[index_of(viewer_)], names[index_of(other(viewer_))]});
        review_actions_.clear();
        selected_action_ = -1;
        analyst_.clear();
        emit reviewChanged(); // the turns played
    } else if (phase_ == Phase::Handover || !session()) {
        view_.hide();
        review_actions_.clear();
        selected_action_ = -1;
        analyst_.clear();
    } else {
        const std::array<QString, 2> names = reader_names();
        const bool reveal = phase_ == Phase::Over || mode() == Mode::WatchBots;
        view_.show(session()->knowledge(viewer_), reveal ? &session()->game().space(other(viewer_)).fleet : nullptr,
                   {names[index_of(viewer_)], names[index_of(other(viewer_))]});
        refresh_aids(*session());
    }
    emit viewChanged();
    if (played)
        emit turnPlayed();
    else
        emit textsChanged();
    emit hoverChanged(); // the pointed-at cell may read differently now
}

void GameController::clickCell(SpaceModel::Side side, int index)
{
    const bool own = side == SpaceModel::Side::Own;
    if (phase_ == Phase::Setup) {
        if (network_play() && network_.setupCommitted())
            set_error(tr("Your fleet is committed: the game begins when %1 has laid out theirs").arg(network_.opponentName()));
        else if (!network_play() && table_.starting() && viewer_ == Player::A)
            set_error(tr("The game is starting: the other player is laying out their fleet"));
        else if (own)
            setup_.clickCell(index);
        return;
    }
    if (phase_ == Phase::Over)
        return set_error(tr("The game is over: use the review controls, or start a new game"));
    if (phase_ == Phase::Handover || !table_.human(viewer_))
        return set_error(tr("%1 is playing: watch, or pause and step").arg(viewerName()));
    if (table_.chose_turn(viewer_) || network_waiting())
        return set_error(tr("This turn is submitted and waits for %1; your next turn starts when it is resolved")
                             .arg(opponentName()));
    if (own) {
        draft_.clickOwn(index);
        return;
    }
    const int before = draft_.tokens().size();
    draft_.clickOpponent(index);
    // A strike where the player already knows there is nothing left to hit is legal [4.4.2],
    // but seldom meant: say so.
    if (draft_.tokens().size() > before && draft_.mode() == TurnDraft::Mode::Strike) {
        const SpaceModel& seen = std::as_const(view_).opponent();
        const QString state = seen.data(seen.index(index), SpaceModel::StateRole).toString();
        if (state == "empty" || state == "destroyed")
            draft_.note(state == "empty" ? tr("you already know %1 is empty: a strike there cannot hit")
                                         : tr("%1 is already destroyed: a strike there can only be a duplicate hit [5.2.4]"),
                        index);
    }
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
    pace_.stop();
    leave_network();
    analyst_.setShown(false); // the hint is off until asked for, each game
    match_.clear();
    between_games_ = false;
    game_index_ = 0;
    setup_.set_additional(0);
    handover_.end();
    // The turn entry lets go of the game's rules before the game goes (the views may ask it
    // for its strikes while the table is cleared).
    draft_.stop();
    turn_rules_.reset();
    table_.clear();
    end_ = {};
    review_turn_ = 0;
    hover_cell_ = -1;
    viewer_ = Player::A;
    set_error({});
    set_phase(Phase::Setup);
    refresh_views();
    emit botChanged();
    emit reviewChanged();
    emit matchChanged();
}

void GameController::setReviewTurn(int turn)
{
    if (phase_ != Phase::Over || !session())
        return;
    turn = std::clamp(turn, 0, turnsPlayed());
    if (turn == review_turn_)
        return;
    review_turn_ = turn;
    // The game as it stood after `turn` turns, replayed from its record, with both fleets
    // shown [1.4.1].
    const Session then = Session::replay(session()->record(), turn, session()->rules());
    view_.show_review(then.knowledge(viewer_), &then.game().space(other(viewer_)).fleet);
    refresh_aids(then);
    emit reviewChanged();
    if (retranslating_)
        emit textsChanged();
    else
        emit turnPlayed(); // the counters follow the turn reviewed
    emit hoverChanged();
}

int GameController::outcome() const
{
    if (phase_ != Phase::Over || !session())
        return 0;
    if (const auto loser = session()->forfeited())
        return *loser == viewer_ ? -1 : 1;
    const GameEnd& end = session()->game().end();
    return end.draw() ? 0 : end.winner() == viewer_ ? 1 : -1;
}

void GameController::restorePreferences()
{
    const Preferences p = load_preferences();
    restore_choices(p, options_, setup_);
    network_.setFolder(records_.folder() + "/network"); // network games left unfinished
    records_.set_unfinished(p.unfinished);
}

} // namespace ss::app
