// Opponent modelling for the Admiral (issue 24): how the opponent lays out its fleet, as a
// mixture of placement styles — centre-leaning, uniform, and two degrees of keeping off the
// cells a density shooter looks at first (edges and corners). Each style weighs a ship's
// placement by how dense its cells are under uniform placement. Each game's fleet is laid
// out in one style; how often the opponent uses each is learnt from the earlier games
// against it (a bot-protocol session, a match), and this game's style from its ships seen
// so far, so a fleet hidden along the edges is looked for there — and an opponent that
// mixes its styles from game to game is expected to mix them, not to have one in between.
#pragma once

#include "bots/beliefs.h"
#include "bots/targeting.h"
#include "fleet.h"
#include "ruleset.h"

#include <array>
#include <functional>
#include <vector>

namespace ss {

class PlacementStyles {
public:
    static constexpr int kStyles = 4;

    explicit PlacementStyles(const Ruleset& rules);

    // A ship of the opponent's, seen whole (revealed as destroyed [2.2.4], or at the end).
    void observe(ShipType type, CellSet cells);
    // This game's ships become an earlier game's (the last kKeptGames are kept).
    void new_game();
    // The chances of this game's style: how often the opponent used each in the earlier
    // games, weighed by this game's ships seen.
    std::array<double, kStyles> posterior() const;
    // How often the opponent uses each style, from the earlier games (the prior at first).
    std::array<double, kStyles> habits() const { return habits_; }

    // The weight style s gives this placement of the type, relative to the mean over all
    // the type's placements (1 for uniform placement).
    double weight(int s, ShipType type, CellSet cells) const;

private:
    // A placement's density score: its cells' prior densities summed, less the type's mean.
    double score(ShipType type, CellSet cells) const;

    const Ruleset* rules_;
    CellScores density_{};
    std::array<double, kShipTypeCount> mean_{};
    std::array<std::array<double, kShipTypeCount>, kStyles> norm_{};
    struct Seen {
        ShipType type;
        CellSet cells;
    };
    // The chances of each style given one game's ships, from `prior`.
    std::array<double, kStyles> given(const std::vector<Seen>& ships, const std::array<double, kStyles>& prior) const;
    void learn_habits(); // habits_ from earlier_
    std::vector<std::vector<Seen>> earlier_; // the earlier games' ships, a game each
    std::vector<Seen> now_;
    std::array<double, kStyles> habits_{};
};

// The styles' chances weighed by how much room each leaves the hidden ships once the
// evidence is in: `room(s, t)` is the share of style s's weight on the placements of type t
// still possible; a slot's room is its types' shares by their weights, the fleet's the
// product over its slots (their overlaps left aside). Misses where a style puts its ships
// count against it, so a fleet kept off the centre is looked for off it sooner.
void weigh_by_room(std::array<double, PlacementStyles::kStyles>& chance, const std::vector<ShipSlot>& slots,
                   const std::function<double(int, ShipType)>& room);

} // namespace ss
