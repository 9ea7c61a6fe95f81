// The Admiral's order of strikes: over whole fleets sampled for the opponent (sampler_bot.cpp),
// each next cell the one that adds the most expected hits, a hit on a ship not yet found
// counting more, since finding a ship leads to its other cells.
#pragma once

#include "bots/beliefs.h"
#include "bots/targeting.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace ss {

class StrikeOrder {
public:
    // Keeps up to `capacity` sampled layouts a turn.
    explicit StrikeOrder(int capacity) : layouts_(static_cast<std::size_t>(std::max(0, capacity))) {}

    void clear() { stored_ = 0; }
    bool full() const { return stored_ >= static_cast<int>(layouts_.size()); }
    int stored() const { return stored_; }
    // Keeps a sampled fleet's hidden ships (at most 32): which of them holds each undamaged
    // cell, and which are already found (they hold a known ship cell the evidence has not
    // explained by a revealed ship).
    void keep(const std::vector<std::pair<ShipType, CellSet>>& ships, const Evidence& ev, double weight);
    // `p` with the first `picks` cells of the order ranked above everything else, in order
    // (the cells forbidden or destroyed left out). A hit on a ship not yet found counts
    // 1 + `find_bonus` hits.
    CellScores rank(const CellScores& p, const Evidence& ev, double find_bonus, int picks = 16) const;

private:
    struct Layout {
        std::array<std::uint8_t, kCellCount> owner;
        std::uint32_t found;
        double weight;
    };
    std::vector<Layout> layouts_;
    int stored_ = 0;
};

} // namespace ss
