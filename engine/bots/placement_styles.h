// Opponent modelling for the Admiral (issue 24): how the opponent lays out its fleet, as a
// mixture of placement styles — centre-leaning, uniform, and two degrees of keeping off the
// cells a density shooter looks at first (edges and corners). Each style weighs a ship's
// placement by how dense its cells are under uniform placement; the styles' chances are
// updated from the opponent's ships seen, in this game and in the earlier games against
// the same opponent (a bot-protocol session, a match), so a fleet hidden along the edges
// is looked for there.
#pragma once

#include "bots/targeting.h"
#include "fleet.h"
#include "ruleset.h"

#include <array>
#include <vector>

namespace ss {

class PlacementStyles {
public:
    static constexpr int kStyles = 4;

    explicit PlacementStyles(const Ruleset& rules);

    // A ship of the opponent's, seen whole (revealed as destroyed [2.2.4], or at the end).
    void observe(ShipType type, CellSet cells);
    // The ships seen in earlier games are kept (up to a limit); this game's are dropped at
    // the next game's start by new_game().
    void new_game();
    // The styles' chances given everything seen.
    std::array<double, kStyles> posterior() const;

    // The weight style s gives this placement of the type, relative to the mean over all
    // the type's placements (1 for uniform placement).
    double weight(int s, ShipType type, CellSet cells) const;

private:
    // A placement's density score, standardised over the type's placements.
    double score(ShipType type, CellSet cells) const;

    const Ruleset* rules_;
    CellScores density_{};
    std::array<double, kShipTypeCount> mean_{}, sd_{};
    std::array<std::array<double, kShipTypeCount>, kStyles> norm_{};
    struct Seen {
        ShipType type;
        CellSet cells;
    };
    std::vector<Seen> earlier_, now_;
};

} // namespace ss
