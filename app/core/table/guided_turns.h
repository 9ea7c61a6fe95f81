// The guided game (issue 23: "a gentler start", playtests 30 and 31): a first game in which
// the weapons come in one a turn — strikes alone in turn 1, then the missile, the beam,
// the scan and the kamikaze strike — for both sides alike. It is an ordinary game of the
// rules, tagged [Guided] in its record: each side simply leaves the weapons not yet brought
// in unused, as the rules allow [2.2.1].
#pragma once

#include "turn_rules.h"

#include <QString>

namespace ss::app {

// The record's tag and its value, for a guided game.
inline constexpr const char* kGuidedTag = "Guided";
inline constexpr const char* kGuidedValue = "one new weapon a turn";

// The turn a weapon comes into a guided game under these rules (1 for strikes): the
// missile in turn 2, the beam in 3, the scan in 4 and the kamikaze strike next (in 4
// under the classic rules, which have no scans [classic 4.2]).
int guided_turn(ActionKind kind, const Ruleset& rules);
// The weapon new in turn `turn`, if one is: "missile", "beam", "scan", "kamikaze" or "".
QString guided_new(int turn, const Ruleset& rules);

// A player's rules in a turn of a guided game: the inner rules less the weapons not yet
// brought in. One exception keeps the game from ending by the guide's hand: with nothing
// else left to strike with, the kamikaze strike is allowed whatever the turn [2.3.2, 4.5].
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
    bool last_resort_ = false; // only a kamikaze strike is left to strike with
    Entitlements entitled_;
};

} // namespace ss::app
