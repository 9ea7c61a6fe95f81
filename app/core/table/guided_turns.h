// A turn of the guided game (engine guided.h: the weapons one a turn, for both sides) as
// the person at the screen enters it: the rules of the turn less the weapons not yet
// brought in, each refused with when it comes.
#pragma once

#include "guided.h"
#include "turn_rules.h"

#include <QString>

namespace ss::app {

// The weapon new in turn `turn`, if one is: "missile", "beam", "scan", "kamikaze" or "".
QString guided_new(int turn, const Ruleset& rules);

// A player's rules in a turn of a guided game: the inner rules less the weapons not yet
// brought in (guided_withholds: with nothing else left to strike with, the kamikaze strike
// is allowed whatever the turn [2.3.2, 4.5]).
class GuidedTurnRules : public TurnRules {
public:
    // `turn`, the turn being entered (1 for the first).
    GuidedTurnRules(const TurnRules& inner, int turn);
    Player player() const override { return inner_.player(); }
    const Space& own() const override { return inner_.own(); }
    const Entitlements& entitlements() const override { return entitled_; }
    std::optional<Violation> check(const Actions& actions) const override;
    bool ends_game_2_3_2(const Actions& actions) const override { return inner_.ends_game_2_3_2(actions); }

    int turn() const { return turn_; }
    // Whether the weapon is held back this turn, and why in words ("" when it is not).
    bool withheld(ActionKind kind) const;
    QString why_withheld(ActionKind kind) const;
    // The actions less any weapon held back this turn (a launch goes with its target):
    // a bot's turn in a guided game.
    Actions kept(const Actions& actions) const;

private:
    const TurnRules& inner_;
    int turn_;
    Entitlements entitled_;
};

} // namespace ss::app
