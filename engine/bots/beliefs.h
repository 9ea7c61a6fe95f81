// What a player can infer about the opponent's hidden fleet from their knowledge: which
// ships are still hidden, which placements of each fit everything seen, and per-cell
// densities from counting them.
#pragma once

#include "bots/targeting.h"
#include "fleet.h"
#include "knowledge.h"

#include <vector>

namespace ss {

// One hidden ship: a type, or a choice of types with prior weights (the standard fleet's
// saucer/patrol-cruiser and light/heavy-scout choices [3.7]).
struct ShipSlot {
    std::vector<std::pair<ShipType, double>> options;
};

// Facts about the opponent's space every placement of a hidden ship must respect.
struct Evidence {
    CellSet forbidden;    // known empty, or cells of revealed ships
    CellSet unexplained;  // known ship cells not in a revealed ship: some hidden ship covers each
    CellSet destroyed;    // the opponent's destroyed cells (exact)
    CellSet missiles;     // cells seen to explode: only missile ships hold them [8.1.4]
    std::array<signed char, kCellCount> type{}; // from flashcube data: the ship type there, or -1
    // Line directions the opponent's death star has fired its beam in: it must hold a
    // loosely adjacent pair of cells in each [8.2.2]. Used only when it has one death star.
    std::uint16_t beam_directions = 0;
    // A wholly destroyed ship would have been reported [2.2.4], so a hidden one is not;
    // the classic rules report none, so there a hidden ship may be wholly destroyed.
    bool destroyed_ships_revealed = true;

    // Whether cells can be a hidden ship of this type.
    bool allows(ShipType t, CellSet cells) const;
};

Evidence evidence_of(const Knowledge& k, FleetRule rule);

// The opponent's ships not yet revealed as destroyed.
std::vector<ShipSlot> hidden_slots(const Knowledge& k, FleetRule rule);

// Per cell: the expected number of hidden ships covering it undamaged, counting each
// ship's placements independently, each weighted by hit_weight per unexplained ship cell
// it covers. Known cells are 0; scanned undamaged ship cells 1.
CellScores placement_density(const Knowledge& k, FleetRule rule, double hit_weight);

// What a density shooter with no knowledge makes of each cell under the rules: how soon it
// looks there.
const CellScores& prior_density(const Ruleset& rules);

// The opponent's plain strikes and kamikaze deaths in a past turn, and its cells destroyed
// at that turn's start: its strikes cannot exceed what its fleet then entitled it to
// [4.4.1, D6] (the sampler weighs its sampled fleets by them).
struct StrikeCount {
    CellSet destroyed_before;
    int strikes = 0, kamikaze = 0;
};
// One per turn played; `last`: only that many of the latest turns (0: every turn).
std::vector<StrikeCount> strike_counts(const Knowledge& k, std::size_t last);

} // namespace ss
