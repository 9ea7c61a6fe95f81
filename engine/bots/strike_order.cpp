#include "bots/strike_order.h"

namespace ss {

void StrikeOrder::keep(const std::vector<std::pair<ShipType, CellSet>>& ships, const Evidence& ev, double weight)
{
    if (full())
        return;
    Layout& l = layouts_[static_cast<std::size_t>(stored_++)];
    l.owner.fill(kNoShip);
    l.found = 0;
    l.weight = weight;
    for (std::size_t i = 0; i < ships.size() && i < 32; ++i) {
        for (Cell c : ships[i].second - ev.destroyed)
            l.owner[c.index] = static_cast<std::uint8_t>(i);
        if (ships[i].second.intersects(ev.unexplained))
            l.found |= 1u << i;
    }
}

CellScores StrikeOrder::rank(const CellScores& p, const Evidence& ev, double find_bonus, int picks) const
{
    CellScores rank = p;
    if (stored_ == 0)
        return rank;
    std::vector<std::uint32_t> found(static_cast<std::size_t>(stored_));
    for (int s = 0; s < stored_; ++s)
        found[s] = layouts_[s].found;
    CellSet chosen = ev.forbidden | ev.destroyed;
    for (int pick = 0; pick < picks; ++pick) {
        std::array<double, kCellCount> gain{};
        for (int s = 0; s < stored_; ++s) {
            const Layout& l = layouts_[s];
            for (int c = 0; c < kCellCount; ++c) {
                const std::uint8_t o = l.owner[c];
                if (o != kNoShip)
                    gain[c] += l.weight * ((found[s] >> o & 1) ? 1.0 : 1.0 + find_bonus);
            }
        }
        int best = -1;
        for (int c = 0; c < kCellCount; ++c)
            if (!chosen.contains(Cell{static_cast<std::uint8_t>(c)}) && (best < 0 || gain[c] > gain[best]))
                best = c;
        if (best < 0 || gain[best] <= 0)
            break;
        const Cell b{static_cast<std::uint8_t>(best)};
        chosen.insert(b);
        rank[best] = 1000.0 - pick;
        for (int s = 0; s < stored_; ++s)
            if (layouts_[s].owner[best] != kNoShip)
                found[s] |= 1u << layouts_[s].owner[best];
    }
    return rank;
}

} // namespace ss
