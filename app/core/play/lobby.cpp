#include "lobby.h"

#include "bot_seat.h"
#include "game_controller.h"
#include "network_game.h"
#include "opponents.h"
#include "table_game.h"

namespace ss::app {

Lobby::Lobby(GameController& table) : table_(table)
{
    // Clocks (issue 25): when the time of the person entering a turn runs out — by a
    // network game's clock, or the clock of a game at this screen — the turn is played as
    // entered so far.
    connect(table_.network(), &NetworkPlay::timeRanOut, this, &Lobby::play_as_entered);
    TurnClock* clock = table_.draft()->clock();
    connect(clock, &TurnClock::ranOut, this, &Lobby::play_as_entered);
    clock->setSource([this] { // a network game keeps its own clock; no one enters a watched game
        const auto mode = table_.mode();
        return mode == GameOptions::Mode::AgainstBot || mode == GameOptions::Mode::TwoPlayers ? table_.options()->clock() : 0;
    });
}

void Lobby::play_as_entered()
{
    // All of the turn as entered if the rules allow it, else nothing; said, as a network
    // game's panel says it.
    if (table_.phase() != GameController::Phase::Playing || table_.waiting() || !table_.draft()->active())
        return;
    const Seat* who = table_.viewer() == Player::A ? table_.seatA() : table_.seatB();
    if (!table_.submit()) {
        table_.draft()->clear();
        table_.submit();
    }
    if (table_.mode() == GameOptions::Mode::TwoPlayers && who) // (said to both: the screen is handed over)
        emit told(tr("%1's time ran out: the turn was played as entered").arg(who->name()));
    else if (table_.mode() == GameOptions::Mode::AgainstBot)
        emit told(tr("Your time ran out: the turn was played as you had entered it"));
}

// A record opened from a file: a finished game (or match) for review, an unfinished one
// to play on [1.4.1, 9, 10].
bool Lobby::openRecord(const QString& where)
{
    QString why;
    std::optional<OpenedGame> opened = table_.options()->open(where, &why);
    if (!opened) {
        emit refused(why);
        return false;
    }
    emit refused({});
    TableGame* game = table_.table_game(opened->seats);
    // A match's record [9, 10]: its games so far; the last is shown, or played on.
    MatchStanding& standing = *table_.match();
    Match& match = standing.match();
    match.restore(opened->record, opened->ends);
    standing.set_game(static_cast<int>(opened->record.games.size()) - 1);
    standing.set_between_games(false);
    SetupController& setup = *table_.setup();
    setup.set_additional(0);
    const bool finished = opened->session->over() && (!match.active() || match.over());
    const Player viewer = table_.viewer();
    table_.records()->begin_opened(opened->path, !opened->replaced, finished,
                                   tr("%1 vs %2").arg(opened->seats[0]->name(), opened->seats[1]->name()));
    const auto* bot = qobject_cast<BotSeat*>(opened->seats[index_of(other(viewer))]);
    if (!finished && opened->seats[index_of(viewer)]->human() && bot) { // the person's fleet in play is their layout now
        setup.set_ruleset(opened->session->rules_set());
        setup.setCostFleet(opened->session->rule().kind == FleetRule::Kind::Cost);
        setup.load(opened->session->record().setup[index_of(viewer)].ships);
        table_.options()->setDifficulty(level_index(bot->level()));
    }
    game->resume(std::move(opened->session), table_.next_seed()); // goes on, or is shown for review
    emit table_.rulesChanged();
    return true;
}

bool Lobby::resumeUnfinished(const QString& path)
{
    return openRecord(path.isEmpty() ? table_.records()->unfinishedGame() : path);
}

// The game with a person on another computer: played as a NetworkGame (network_game.h).
bool Lobby::play_network(const std::function<bool(NetworkGame&)>& connect_game)
{
    table_.newGame();
    table_.options()->setMode(GameOptions::Mode::Network);
    NetworkPlay& network = *table_.network();
    network.setFolder(table_.records()->folder() + "/network");
    auto made = std::make_unique<NetworkGame>(network, *table_.setup(), *table_.records(), table_.options()->nameA());
    NetworkGame& game = *made;
    table_.play(std::move(made));
    const bool ok = connect_game(game);
    emit refused(ok ? QString() : network.error());
    return ok;
}

FleetRule Lobby::network_rule() const
{
    FleetRule rule = table_.setup()->rule();
    rule.additional = 0; // a network game is a single game
    rule.continued = false;
    return rule;
}

bool Lobby::hostGame()
{
    if (table_.phase() != GameController::Phase::Setup)
        return false;
    return play_network([this](NetworkGame&) {
        return table_.network()->host(table_.options()->nameA(), network_rule(), table_.setup()->ruleset());
    });
}

bool Lobby::joinGame(const QString& address)
{
    if (table_.phase() != GameController::Phase::Setup)
        return false;
    return play_network([this, address](NetworkGame&) {
        return table_.network()->join(table_.options()->nameA(), address);
    });
}

bool Lobby::hostGameByCode()
{
    if (table_.phase() != GameController::Phase::Setup)
        return false;
    return play_network([this](NetworkGame&) {
        return table_.network()->host_by_code(table_.options()->nameA(), network_rule(), table_.setup()->ruleset());
    });
}

bool Lobby::joinGameByCode(const QString& code)
{
    if (table_.phase() != GameController::Phase::Setup)
        return false;
    return play_network([this, code](NetworkGame&) { return table_.network()->join_by_code(table_.options()->nameA(), code); });
}

bool Lobby::resumeNetworkGame(const QString& path)
{
    return play_network([this, path](NetworkGame& game) {
        // (a game by code is restored once its key is derived, a moment later)
        connect(table_.network(), &NetworkPlay::restored, &game, [&game] { game.resumed(); }, Qt::SingleShotConnection);
        return table_.network()->resume(path);
    });
}

} // namespace ss::app
