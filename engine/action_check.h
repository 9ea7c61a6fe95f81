// Checking one player's action list for a turn [2.2.1, 4, 8, 11.5] on their own space
// alone, as each player can on paper before anything is revealed: what they may record
// is judged on the state at the start of the turn [2.4, D6]. Rulings name the player by
// placeholders (violation.h).
#pragma once

#include "action.h"
#include "player.h"
#include "space.h"
#include "violation.h"

#include <bitset>
#include <optional>
#include <span>
#include <vector>

namespace ss {

// What a checked action uses: the ship (missile, kamikaze, beam) and, for a missile, the
// launch cell its token names, which may be short [11.5.3].
struct ActionUse {
    std::uint8_t ship = kNoShip;
    Cell launch;
};

// Why player p may not record these actions on their space with these entitlements, or
// nothing (and `uses` filled, one per action) if they may: the space's ruleset decides.
std::optional<Violation> check_actions(Player p, const Space& own, const Entitlements& e,
                                       std::span<const Action> actions, std::vector<ActionUse>& uses);
// Rules 2.6.1's check [4, 8, 11.5].
std::optional<Violation> check_actions_2_6_1(Player p, const Space& own, const Entitlements& e,
                                             std::span<const Action> actions, std::vector<ActionUse>& uses);

// The rules a missile token's check cites, numbered as in the game's text.
struct MissileRuleNumbers {
    const char* token;     // the token names one unfired missile [11.5.3 / classic 8.2.3]
    const char* launch;    // the launch cell is an unfired missile of the ship [8.1.3.1 / 6.6.2.1]
    const char* carries;   // the ship carries missiles [8.1.3.1 / 6.4.2]
    const char* destroyed; // a destroyed missile is none [8.1.2 / 6.6.1]
    const char* per_ship;  // one missile strike per ship [8.1.3 / 6.6.2]
};

// Checks one missile token against the state at the start of the turn: the missile it
// names (marked used for its ship, and given in `use`), or why it may not be launched.
std::optional<Violation> check_missile(Player p, const Space& own, const Action& missile, std::bitset<kMaxShips>& used,
                                       ActionUse& use, const MissileRuleNumbers& rules);

// Checks a kamikaze token's launch cell: an undamaged cell of one of the player's ships
// [4.5.2 / classic 4.4.2], whose fleet index is put in `ship`; or why not.
std::optional<Violation> check_launch_cell(Player p, const Space& own, const Action& kamikaze, const char* rule,
                                           std::uint8_t& ship);

// Gives every beam weapon firing in the list its own death star [8.2], one whose firing
// cells lie parallel to the beam [8.2.2.3], keeping the ships already named where it
// can, and names them where the player has several [8.2.3.1]. When the beams cannot all
// be fired, the list stays as it was and the reason is returned.
std::optional<Violation> name_beam_ships(Player p, const Space& own, const Entitlements& e, Actions& actions);
std::optional<Violation> name_beam_ships_2_6_1(Player p, const Fleet& fleet, const Entitlements& e, Actions& actions);

} // namespace ss
