// What one player may record in the coming turn, judged on their own space alone [2.2.1,
// 2.4, D6] — all that entering a turn needs. A game played in one process answers from its
// Game (GameTurnRules); a game played apart, from the player's own side (OwnSide).
#pragma once

#include "action_check.h"
#include "game.h"

#include <optional>

namespace ss {

class TurnRules {
public:
    virtual ~TurnRules() = default;
    virtual Player player() const = 0;
    virtual const Space& own() const = 0;
    // What the player may do this turn, on the state at its start [2.4, D6].
    virtual const Entitlements& entitlements() const = 0;
    // Why the player may not record these actions, or nothing if they may.
    virtual std::optional<Violation> check(const Actions& actions) const;
    // Whether these actions end the game by 2.3.2 (only scans, when nothing else is left).
    virtual bool ends_game_2_3_2(const Actions& actions) const;
    // Gives every beam its firing death star [8.2, 8.2.3.1] (name_beam_ships, action_check.h).
    std::optional<Violation> name_beam_ships(Actions& actions) const;
};

// A player's rules in a Game played in this process.
class GameTurnRules : public TurnRules {
public:
    GameTurnRules(const Game& game, Player p) : game_(game), p_(p) {}
    Player player() const override { return p_; }
    const Space& own() const override { return game_.space(p_); }
    const Entitlements& entitlements() const override { return game_.entitlements(p_); }
    std::optional<Violation> check(const Actions& actions) const override { return game_.check(p_, actions); }
    bool ends_game_2_3_2(const Actions& actions) const override { return game_.ends_game_2_3_2(p_, actions); }

private:
    const Game& game_;
    Player p_;
};

} // namespace ss
