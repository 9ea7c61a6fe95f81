#include "bots/placement_styles.h"

#include "bots/beliefs.h"

#include <algorithm>
#include <cmath>

namespace ss {

namespace {

// Each style's leaning: a placement weighs exp(lean * score), the score being how much
// denser its cells are, summed, than the type's average. Centre-leaning, uniform, keeping
// off dense cells, and keeping well off them (edges and corners). Summed, not averaged: a
// fleet kept off the dense cells as a whole moves its big ships further than its small
// ones (the Admiral's own setup, bot.cpp, leans about -3 on this score for every type,
// from -1.1 to -0.13 standard deviations of the type's average, the death star to the
// light scout).
constexpr std::array<double, PlacementStyles::kStyles> kLean{2.0, 0.0, -3.0, -8.0};
// Before anything is seen: most opponents place uniformly or near it.
constexpr std::array<double, PlacementStyles::kStyles> kPrior{0.15, 0.45, 0.25, 0.15};
// Earlier games kept: enough to learn a habit, few enough to follow a change.
constexpr std::size_t kKeptGames = 12;
// The prior's weight against the earlier games, in games.
constexpr double kPriorGames = 1.0;

} // namespace

PlacementStyles::PlacementStyles(const Ruleset& rules) : rules_(&rules), density_(prior_density(rules)), habits_(kPrior)
{
    for (int t = 0; t < kShipTypeCount; ++t) {
        const std::vector<CellSet>& all = rules.ships.placements(static_cast<ShipType>(t));
        if (all.empty())
            continue;
        double sum = 0;
        for (CellSet cells : all)
            for (Cell c : cells)
                sum += density_[c.index];
        const double n = static_cast<double>(all.size());
        mean_[t] = sum / n;
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
    double d = 0;
    for (Cell c : cells)
        d += density_[c.index];
    return d - mean_[static_cast<int>(type)];
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
    if (!now_.empty())
        earlier_.push_back(std::move(now_));
    now_.clear();
    if (earlier_.size() > kKeptGames)
        earlier_.erase(earlier_.begin());
    learn_habits();
}

std::array<double, PlacementStyles::kStyles> PlacementStyles::given(const std::vector<Seen>& ships,
                                                                    const std::array<double, kStyles>& prior) const
{
    std::array<double, kStyles> log{};
    for (int s = 0; s < kStyles; ++s) {
        log[s] = std::log(std::max(1e-12, prior[s]));
        for (const Seen& ship : ships)
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

void PlacementStyles::learn_habits()
{
    // How often each style is used, and each earlier game's style given that, worked out
    // together (expectation-maximisation: a game's five ships tell its style only roughly,
    // the games together tell the habit well), with the prior counted as kPriorGames games.
    habits_ = kPrior;
    for (int round = 0; round < 20 && !earlier_.empty(); ++round) {
        std::array<double, kStyles> count{};
        for (int s = 0; s < kStyles; ++s)
            count[s] = kPriorGames * kPrior[s];
        for (const std::vector<Seen>& game : earlier_) {
            const std::array<double, kStyles> p = given(game, habits_);
            for (int s = 0; s < kStyles; ++s)
                count[s] += p[s];
        }
        const double total = kPriorGames + static_cast<double>(earlier_.size());
        for (int s = 0; s < kStyles; ++s)
            habits_[s] = count[s] / total;
    }
}

std::array<double, PlacementStyles::kStyles> PlacementStyles::posterior() const { return given(now_, habits_); }

void weigh_by_room(std::array<double, PlacementStyles::kStyles>& chance, const std::vector<ShipSlot>& slots,
                   const std::function<double(int, ShipType)>& room)
{
    double total = 0;
    for (int s = 0; s < PlacementStyles::kStyles; ++s) {
        double log_room = 0;
        for (const ShipSlot& slot : slots) {
            double share = 0, weights = 0;
            for (const auto& [t, w] : slot.options) {
                share += w * room(s, t);
                weights += w;
            }
            log_room += std::log(std::max(1e-12, weights > 0 ? share / weights : 1.0));
        }
        chance[static_cast<std::size_t>(s)] *= std::exp(log_room);
        total += chance[static_cast<std::size_t>(s)];
    }
    if (total > 0)
        for (double& c : chance)
            c /= total;
}

} // namespace ss
