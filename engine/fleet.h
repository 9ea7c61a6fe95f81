// Ships [3] and fleets [3.7]: a player's ships as recorded at setup, and the checks that
// make a setup legal (shapes [3.5], no overlap [3.4], composition [3.6, 3.7], cost
// [3.7.1, 10.3], identities [3.3, 11.6.1]).
#pragma once

#include "cell.h"
#include "ship_type.h"
#include "violation.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace ss {

// One ship as written at setup [3.1-3.3]. identity is 0 when none was written.
struct ShipSpec {
    ShipType type{};
    int identity = 0;
    CellSet cells;
};

// The fleet a game requires [3.7]: the standard fleet, or any ships costing `cost`
// [3.7.1]; plus, in a continued match, additional ships costing `additional` [10.2, 10.3].
struct FleetRule {
    enum class Kind : std::uint8_t { Standard, Cost };
    Kind kind = Kind::Standard;
    int cost = 24;
    int additional = 0;
    bool continued = false; // a later game of a continued match: additional ships apply [10.2]

    static FleetRule standard() { return {}; }
    static FleetRule with_cost(int n) { return {Kind::Cost, n, 0}; }
    int total_cost() const { return (kind == Kind::Standard ? 24 : cost) + additional; }
    // "standard" or "cost N", as the Fleet tag writes it.
    std::string tag() const;
};

// A ship in play: its cells in order, and each cell's face neighbours within the ship as
// a bit mask over that order (for counting conventional strikes [4.4.1]).
struct Ship {
    ShipType type{};
    std::uint8_t identity = 1; // 1, 2, ... among the fleet's ships of this type [11.6.1]
    bool numbered = false;     // the fleet has several ships of this type [7.2.4, 11.6.2]
    std::uint8_t size = 0;
    std::array<Cell, 8> cell{};
    std::array<std::uint8_t, 8> neighbours{};
    CellSet cells;
    // Ships with a beam weapon: each loosely adjacent pair of cells (a two-bit mask over
    // `cell`) and its line direction, the candidate beam firing cells [8.2.2].
    struct FiringPair {
        std::uint8_t cells = 0;
        std::uint8_t direction = 0;
    };
    std::array<FiringPair, 28> firing_pairs{};
    std::uint8_t firing_pair_count = 0;

    // "DS", or "AG2" when the fleet has several of the type [11.6.2].
    std::string label() const;
};

using Fleet = std::vector<Ship>;

// Every broken rule of a setup, each with its cells; empty when the setup is legal.
std::vector<Violation> validate_setup(const std::vector<ShipSpec>& ships, FleetRule rule);

// Builds the fleet of a setup; identities are kept when written, else numbered in order.
// The setup should be valid; this does not check it.
Fleet make_fleet(const std::vector<ShipSpec>& ships);

// The ship specs of a fleet, identities written only where several share a type.
std::vector<ShipSpec> specs_of(const Fleet& fleet);

// Writes identities 1, 2, ... in order where several ships share a type, and none where a
// type has one ship [3.3, 11.6.1].
void number_identities(std::vector<ShipSpec>& ships);

int fleet_cost(const std::vector<ShipSpec>& ships);
// Total cells in the fleet's ships.
int fleet_cells(const Fleet& fleet);

} // namespace ss
