// The GameController's network games: hosted here, joined, or gone on with after this
// program stopped — each played as a NetworkGame (network_game.h).
#include "game_controller.h"

#include "network_game.h"

namespace ss::app {

bool GameController::play_network(const std::function<bool(NetworkGame&)>& connect_game)
{
    newGame();
    options_.setMode(Mode::Network);
    network_.setFolder(records_.folder() + "/network");
    auto made = std::make_unique<NetworkGame>(network_, setup_, records_, options_.nameA());
    NetworkGame& game = *made;
    play(std::move(made));
    const bool ok = connect_game(game);
    set_error(ok ? QString() : network_.error());
    return ok;
}

bool GameController::hostGame()
{
    if (phase_ != Phase::Setup)
        return false;
    return play_network([this](NetworkGame&) {
        FleetRule rule = setup_.rule();
        rule.additional = 0; // a network game is a single game
        rule.continued = false;
        return network_.host(options_.nameA(), rule, setup_.ruleset());
    });
}

bool GameController::joinGame(const QString& address)
{
    if (phase_ != Phase::Setup)
        return false;
    return play_network([this, address](NetworkGame&) { return network_.join(options_.nameA(), address); });
}

bool GameController::resumeNetworkGame(const QString& path)
{
    return play_network([this, path](NetworkGame& game) {
        if (!network_.resume(path))
            return false;
        game.resumed();
        return true;
    });
}

} // namespace ss::app
