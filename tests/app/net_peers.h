// Test peers for network play: a bot at one end of a game, and a cheat that lies about a
// result (shared by the protocol's tests and the desktop game's).
#pragma once

#include "net_game.h"

#include "bots/bot.h"

#include <QTest>

#include <functional>
#include <memory>

namespace ss::app {

// A bot at one end of a network game.
struct BotEnd {
    NetGame* game;
    std::unique_ptr<Bot> bot;
    // The turn at which this player stops choosing (0: never), and what it does instead.
    int stop_turn = 0;
    std::function<void()> at_stop;
    void wire(std::uint64_t seed)
    {
        QObject::connect(game, &NetGame::setupNeeded, game, [this, seed] {
            bot->new_game(game->player(), game->rule(), seed, game->rules()); // the seat and rules the host gave
            QVERIFY(game->setSetup(bot->setup()));
        });
        QObject::connect(game, &NetGame::turnNeeded, game, [this] {
            if (stop_turn > 0 && game->side()->turn() == stop_turn) {
                if (at_stop)
                    at_stop();
                return;
            }
            Actions a;
            bot->turn(game->side()->knowledge(), a);
            QVERIFY2(game->setActions(a), "the bot's actions are legal");
        });
    }
};

// A cheating peer that reports one hit of the other's as a miss.
class LyingGame : public NetGame {
public:
    int lie_in_turn = 0;
    mutable QString lie;
protected:
    void before_results(int turn, std::vector<Outcome>& answered) override
    {
        if (turn < lie_in_turn || !lie.isEmpty())
            return;
        for (Outcome& o : answered)
            if (o.kind == ActionKind::Strike && o.result[0] == StrikeResult::Hit) {
                o.result[0] = StrikeResult::Miss;
                o.explosions = {};
                lie = QString::fromStdString(to_string(o.target[0]));
                return;
            }
    }
};

} // namespace ss::app
