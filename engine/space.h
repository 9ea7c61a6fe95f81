// One player's space [1.2] in play: their fleet and the state of its cells [3.8, 8.1],
// and what that state entitles them to at the start of a turn [D6].
#pragma once

#include "cell.h"
#include "fleet.h"
#include "ruleset.h"

#include <array>
#include <bitset>
#include <cstdint>
#include <vector>

namespace ss {

constexpr std::uint8_t kNoShip = 0xFF;
constexpr int kMaxShips = 128; // ships are disjoint and non-empty, so at most 125

struct Space {
    Fleet fleet;
    const Ruleset* rules = &rules_2_6_1(); // the game's ruleset, which the space is played by
    std::array<std::uint8_t, kCellCount> ship_at{}; // fleet index, or kNoShip
    CellSet occupied;  // cells of ships
    CellSet missiles;  // cells that started as missiles [6.6.3, 6.9.1, 6.10.1]
    CellSet destroyed; // [3.8]
    CellSet fired;     // fired missiles [8.1]
    CellSet pending;   // to be destroyed at the end of the turn [classic 5.1.3, C5]; empty between turns
    std::vector<std::uint8_t> burnt_out; // per ship: its beam weapon burnt out [8.4]
    int destroyed_last_turn = 0;         // own cells destroyed during the previous turn [8.3.1.1]

    Space() = default;
    explicit Space(Fleet ships, const Ruleset& rules = rules_2_6_1());

    // Undamaged cells in the player's ships [2.3.5].
    int remaining_materiel() const { return (occupied - destroyed).size(); }
    // Some ship is not destroyed [2.3.1]: some cell of a ship is undamaged.
    bool has_ships() const { return !(occupied - destroyed).empty(); }
    bool ship_destroyed(int ship) const { return destroyed.contains_all(fleet[ship].cells); } // [3.10]
    // Missiles that are neither fired nor destroyed [8.1.1, 8.1.2].
    CellSet unfired_missiles() const { return missiles - fired - destroyed; }
    // Bit i set when the ship's i-th cell is undamaged.
    std::uint8_t undamaged_mask(int ship) const;
    // Conventional strikes the ship entitles its player to [4.4.1, 6.2.4, D6].
    int conventional_strikes(int ship) const;
    // Line directions in which the ship has two undamaged loosely adjacent cells, as a
    // 13-bit mask: the beam lines it could fire [8.2.2]. Zero for ships without a beam
    // weapon and for burnt-out beams [8.4].
    std::uint16_t beam_directions(int ship) const;
    // Whether an undestroyed ship has a scanner [8.3, 8.3.2].
    bool has_scanner() const;
};

// The largest number of disjoint adjacent pairs among the cells in `cells` (a bit mask
// over a ship's cells), given each cell's neighbours in the ship [4.4.1].
int max_disjoint_pairs(std::uint8_t cells, const std::array<std::uint8_t, 8>& neighbours);

// Conventional strikes a ship of this type on these cells gives with these cells
// destroyed [4.4.1, 6.2.4]: for reasoning about ships not in play (a bot's hypotheses).
int conventional_strikes(ShipType type, CellSet cells, CellSet destroyed);

// What a player may do in a turn, judged on the state at its start [2.4, D6].
struct Entitlements {
    int strikes = 0;                   // conventional strikes, C [4.4.1]
    int scans = 0;                     // [8.3.1]
    std::bitset<kMaxShips> missile;    // ships that may make a missile strike [8.1.3]
    std::bitset<kMaxShips> kamikaze;   // ships that may make a kamikaze strike [4.5]
    std::bitset<kMaxShips> beam;       // ships that may fire a beam weapon [8.2]
    std::array<std::uint16_t, kMaxShips> beam_directions{}; // per ship, see Space::beam_directions

    // No possible action but kamikaze strikes and scans [2.3.2].
    bool only_kamikaze_and_scans() const { return strikes == 0 && missile.none() && beam.none(); }
};

// The space's ruleset's entitlements (ActionRules::entitlements).
Entitlements entitlements(const Space& space, int turn);
// Rules 2.6.1's [4.4.1, 4.5, 8.2, 8.3.1, D6].
Entitlements entitlements_2_6_1(const Space& space, int turn);

} // namespace ss
