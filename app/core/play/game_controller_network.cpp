// The GameController's network game: a person here against a person on another computer
// (docs/network-protocol.md). Until its end there is no Session here — the other fleet
// never reaches this program [1.4] — so the views show this side's knowledge (OwnSide),
// turns are entered against OwnSide's rules, and the NetGame plays them. At the end both
// sides reveal everything: the record, refereed whole, is saved with the verdict and
// shown for review like any finished game.
#include "game_controller.h"
#include "ship_names.h"

#include "kept_choices.h"
#include "remote_seat.h"

#include <QDate>

namespace ss::app {

namespace {

FleetRule base_rule(FleetRule rule)
{
    rule.additional = 0; // a network game is a single game
    rule.continued = false;
    return rule;
}

} // namespace

bool GameController::network_play() const
{
    return mode() == Mode::Network && !session() && network_.game() && !table_.empty();
}

bool GameController::network_waiting() const
{
    const NetGame* g = network_.game();
    return network_play() && g->side() && g->turnCommitted();
}

bool GameController::hostGame()
{
    if (phase_ != Phase::Setup)
        return false;
    newGame();
    options_.setMode(Mode::Network);
    network_.setFolder(records_.folder() + "/network");
    const bool ok = network_.host(options_.nameA(), base_rule(setup_.rule()), setup_.ruleset());
    set_error(ok ? QString() : network_.error());
    return ok;
}

bool GameController::joinGame(const QString& address)
{
    if (phase_ != Phase::Setup)
        return false;
    newGame();
    options_.setMode(Mode::Network);
    network_.setFolder(records_.folder() + "/network");
    const bool ok = network_.join(options_.nameA(), address);
    set_error(ok ? QString() : network_.error());
    return ok;
}

void GameController::seat_network()
{
    // This person in the seat the host gave them, the other across the network.
    const NetGame* g = network_.game();
    const Player me = g->player();
    const QString name = options_.nameA().trimmed();
    std::array<Seat*, 2> seats{};
    seats[index_of(me)] = new HumanSeat(me, name.isEmpty() ? tr("Player") : name);
    auto* remote = new RemoteSeat(other(me), network_.opponentName());
    seats[index_of(other(me))] = remote;
    table_.seat(seats);
    remote->set_choosing(true);
    viewer_ = me;
}

void GameController::network_setup_needed()
{
    // Both sides are connected and the game is known.
    seat_network();
    const NetGame* g = network_.game();
    // Both play by the host's rules and fleet rule [12.4, 3.7].
    const bool cost = g->rule().kind == FleetRule::Kind::Cost;
    if (&setup_.ruleset() != &g->rules()) {
        setup_.set_ruleset(g->rules());
        setup_.setCostFleet(cost);
        notice_ = tr("%1 hosts a game by the rules %2: lay out your fleet and press Start")
                      .arg(network_.opponentName(), rules_title(g->rules()));
        emit rulesChanged();
    } else if (setup_.costFleet() != cost) {
        setup_.setCostFleet(cost);
        notice_ = tr("%1 hosts a game with the %2 fleet [3.7]: lay out yours and press Start")
                      .arg(network_.opponentName(), cost ? tr("cost 24") : tr("standard"));
    } else {
        notice_ = tr("Connected to %1: lay out your fleet and press Start").arg(network_.opponentName());
    }
    emit noticeChanged();
    set_error({});
    emit botChanged();
}

bool GameController::start_network()
{
    NetGame* g = network_.game();
    if (!g || table_.empty()) {
        set_error(tr("Host a game or join one first: the game begins once the other player is connected"));
        return false;
    }
    if (g->setupCommitted())
        return false;
    if (!setup_.legal()) {
        set_error(tr("The fleet is not legal yet: %1").arg(setup_.problems().value(0)));
        return false;
    }
    if (&setup_.ruleset() != &g->rules()) {
        set_error(tr("%1 hosts a game by the rules %2: choose them too").arg(network_.opponentName(), rules_title(g->rules())));
        return false;
    }
    if (setup_.rule().kind != g->rule().kind) {
        set_error(tr("%1 hosts a game with the %2 fleet: choose it too [3.7]")
                      .arg(network_.opponentName(), g->rule().kind == FleetRule::Kind::Cost ? tr("cost 24") : tr("standard")));
        return false;
    }
    if (!network_.commitSetup(setup_.setup())) {
        set_error(tr("The fleet could not be committed: the connection is not ready"));
        return false;
    }
    set_error({});
    keep_choices(options_, setup_);
    notice_ = g->theirSetupCommitted() ? QString() : tr("Your fleet is committed: waiting for %1's").arg(network_.opponentName());
    emit noticeChanged();
    emit botChanged();
    return true;
}

bool GameController::resumeNetworkGame(const QString& path)
{
    newGame();
    options_.setMode(Mode::Network);
    network_.setFolder(records_.folder() + "/network");
    if (!network_.resume(path)) {
        set_error(network_.error());
        return false;
    }
    const NetGame* g = network_.game();
    seat_network();
    network_turn_needed(); // where it stopped: the turn to choose, or the one committed
    if (const QString committed = g->committedTurn(); !committed.isEmpty() && !draft_.locked()) {
        draft_.enterText(committed);
        draft_.lock();
    }
    notice_ = tr("Going on with the game against %1 from turn %2").arg(network_.opponentName()).arg(turn());
    emit noticeChanged();
    emit botChanged();
    return true;
}

void GameController::network_turn_needed()
{
    const NetGame* g = network_.game();
    if (!g || !g->side())
        return;
    if (auto* remote = qobject_cast<RemoteSeat*>(table_[other(g->player())]))
        remote->set_choosing(!g->theirTurnCommitted());
    if (!notice_.isEmpty()) { // "committed, waiting", or "going on from turn N": done with
        notice_.clear();
        emit noticeChanged();
    }
    viewer_ = g->player();
    draft_.start(g->side()); // what this player may record, judged on their own space [2.4]
    set_error({});
    set_phase(Phase::Playing);
    refresh_views();
    emit botChanged();
}

bool GameController::submit_network()
{
    NetGame* g = network_.game();
    if (phase_ != Phase::Playing || !g->side() || g->turnCommitted())
        return false;
    if (const auto v = draft_.check()) {
        set_error(draft_.explained(*v));
        submit_refused_ = true;
        return false;
    }
    if (!network_.commitTurn(draft_.actions())) {
        set_error(tr("The turn could not be sent: %1").arg(network_.statusText()));
        return false;
    }
    set_error({});
    draft_.lock(); // committed: the turn as sent is the turn played [2.2.1]
    emit botChanged();
    return true;
}

void GameController::network_finished()
{
    NetGame* g = network_.game();
    draft_.stop();
    if (auto* remote = qobject_cast<RemoteSeat*>(table_[other(g->player())]))
        remote->set_choosing(false);
    GameRecord record = g->record();
    if (record.setup[0].ships.empty()) { // the other's reveal did not even match its fleet
        set_error(g->verdict());
        emit botChanged();
        return;
    }
    std::unique_ptr<Session> session;
    try {
        session = std::make_unique<Session>(Session::replay(record, -1, std::array<FleetRule, 2>{g->rule(), g->rule()}));
    } catch (const RecordError& e) {
        set_error(tr("%1: %2").arg(g->verdict(), QString::fromStdString(e.what())));
        return;
    }
    session->record() = record; // with its verdict and chat
    records_.begin_new(tr("%1 vs %2").arg(table_[Player::A]->name(), table_[Player::B]->name()));
    if (const QString why = records_.save(Record{{record}}, true, false); !why.isEmpty())
        set_error(why);
    table_.show(std::move(session));
    finish();
}

void GameController::network_failed(const QString& why)
{
    set_error(why);
    if (!notice_.isEmpty()) { // "going on from turn N" and the like no longer hold
        notice_.clear();
        emit noticeChanged();
    }
    if (!table_.empty())
        if (auto* remote = qobject_cast<RemoteSeat*>(table_[other(viewer_)]))
            remote->set_choosing(false);
    if (phase_ == Phase::Playing) {
        draft_.stop(); // the game cannot go on; the board stays to look at
    } else if (phase_ == Phase::Setup) {
        table_.clear();
        notice_.clear();
        emit noticeChanged();
    }
    emit botChanged();
}

void GameController::leave_network()
{
    if (NetGame* g = network_.game(); g && !g->finished() && g->error().isEmpty())
        g->leave();
    network_.cancel();
}

} // namespace ss::app
