#include "bots/placement_styles.h"

#include "bots/beliefs.h"

#include <algorithm>
#include <cmath>

namespace ss {

namespace {

// Each style's leaning: a placement weighs exp(lean * score), the score being how much
// denser than the type's average its cells are (in standard deviations). Centre-leaning,
// uniform, keeping off dense cells, and keeping well off them (edges and corners).
constexpr std::array<double, PlacementStyles::kStyles> kLean{0.8, 0.0, -1.2, -2.5};
// Before anything is seen: most opponents place uniformly or near it.
constexpr std::array<double, PlacementStyles::kStyles> kPrior{0.15, 0.45, 0.25, 0.15};
// Ships of earlier games kept: enough to learn a habit, few enough to follow a change.
constexpr std::size_t kKept = 60;

} // namespace

PlacementStyles::PlacementStyles(const Ruleset& rules) : rules_(&rules), density_(prior_density(rules))
{
    for (int t = 0; t < kShipTypeCount; ++t) {
        const std::vector<CellSet>& all = rules.ships.placements(static_cast<ShipType>(t));
        if (all.empty())
            continue;
        double sum = 0, squares = 0;
        for (CellSet cells : all) {
            double d = 0;
            for (Cell c : cells)
                d += density_[c.index];
            d /= cells.size();
            sum += d;
            squares += d * d;
        }
        const double n = static_cast<double>(all.size());
        mean_[t] = sum / n;
        sd_[t] = std::max(1e-9, std::sqrt(std::max(0.0, squares / n - mean_[t] * mean_[t])));
        for (int s = 0; s < kStyles; ++s) {
            double total = 0;
            for (CellSet cells : all)
                total += std::exp(kLean[s] * score(static_cast<ShipType>(t), cells));
            norm_[s][t] = total / n;
        }
    }
}

double PlacementStyles::score(ShipType type, CellSet cells) const
{
    const int t = static_cast<int>(type);
    double d = 0;
    for (Cell c : cells)
        d += density_[c.index];
    return (d / std::max(1, cells.size()) - mean_[t]) / sd_[t];
}

double PlacementStyles::weight(int s, ShipType type, CellSet cells) const
{
    const int t = static_cast<int>(type);
    return norm_[s][t] > 0 ? std::exp(kLean[s] * score(type, cells)) / norm_[s][t] : 1.0;
}

void PlacementStyles::observe(ShipType type, CellSet cells)
{
    for (const Seen& seen : now_)
        if (seen.cells == cells)
            return;
    now_.push_back({type, cells});
}

void PlacementStyles::new_game()
{
    earlier_.insert(earlier_.end(), now_.begin(), now_.end());
    now_.clear();
    if (earlier_.size() > kKept)
        earlier_.erase(earlier_.begin(), earlier_.end() - static_cast<std::ptrdiff_t>(kKept));
}

std::array<double, PlacementStyles::kStyles> PlacementStyles::posterior() const
{
    std::array<double, kStyles> log{};
    for (int s = 0; s < kStyles; ++s) {
        log[s] = std::log(kPrior[s]);
        for (const auto* seen : {&earlier_, &now_})
            for (const Seen& ship : *seen)
                log[s] += std::log(weight(s, ship.type, ship.cells));
    }
    const double top = *std::max_element(log.begin(), log.end());
    std::array<double, kStyles> p{};
    double total = 0;
    for (int s = 0; s < kStyles; ++s)
        total += p[s] = std::exp(log[s] - top);
    for (double& v : p)
        v /= total;
    return p;
}

} // namespace ss
