// The guided game (issue 23: "a gentler start"): a game in which the weapons come in one a
// turn, for both players — strikes alone in turn 1, then the scan, the missile, the beam and
// the kamikaze strike. An ordinary game of the rules, tagged [Guided] in its record: each
// player simply leaves the weapons not yet brought in unused, as the rules allow [2.2.1].
// The desktop game enters turns by it (app: guided_turns.h); the judge weighs a guided
// game's choices by it.
#pragma once

#include "action.h"
#include "ruleset.h"
#include "space.h"

#include <optional>

namespace ss {

// The record's tag and its value, for a guided game.
inline constexpr const char* kGuidedTag = "Guided";
inline constexpr const char* kGuidedValue = "one new weapon a turn";

// The turn a weapon comes into a guided game under these rules (1 for strikes): the
// scan in turn 2, the missile in 3, the beam in 4 and the kamikaze strike in 5 (under the
// classic rules, which have no scans [classic 4.2], the missile in 2, the beam in 3 and
// the kamikaze strike in 4).
int guided_turn(ActionKind kind, const Ruleset& rules);
// The weapon that comes in in `turn`, if one does.
std::optional<ActionKind> guided_weapon(int turn, const Ruleset& rules);

// Whether a guided game holds the weapon back in `turn` from a player entitled to `e`. One
// exception keeps the game from ending by the guide's hand: with nothing else left to
// strike with, the kamikaze strike (and the scan) is allowed whatever the turn [2.3.2, 4.5].
bool guided_withholds(ActionKind kind, int turn, const Entitlements& e, const Ruleset& rules);

// What a player entitled to `e` may use in `turn` of a guided game.
Entitlements guided_entitlements(int turn, const Entitlements& e, const Ruleset& rules);

// The actions less the weapons held back (a launch goes with its target): a bot's turn,
// or the Admiral's choice in the judge's eyes, in a guided game.
Actions guided_kept(const Actions& actions, int turn, const Entitlements& e, const Ruleset& rules);

} // namespace ss
