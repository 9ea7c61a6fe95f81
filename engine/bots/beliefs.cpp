#include "bots/beliefs.h"

#include "geometry.h"
#include "shapes.h"

#include <algorithm>
#include <cmath>

namespace ss {

bool Evidence::allows(ShipType t, CellSet cells) const
{
    if (cells.intersects(forbidden) || (destroyed_ships_revealed && destroyed.contains_all(cells)))
        return false; // a wholly destroyed ship is revealed [2.2.4]
    if (!info(t).missiles && cells.intersects(missiles))
        return false;
    for (Cell c : cells)
        if (type[c.index] >= 0 && type[c.index] != static_cast<signed char>(t))
            return false;
    if (t == ShipType::DeathStar && beam_directions) {
        std::uint16_t dirs = 0;
        for (Cell a : cells)
            for (Cell b : loosely_adjacent(a) & cells)
                dirs |= static_cast<std::uint16_t>(1u << line_direction(a, b));
        if ((dirs & beam_directions) != beam_directions)
            return false;
    }
    return true;
}

Evidence evidence_of(const Knowledge& k, FleetRule rule)
{
    Evidence ev;
    ev.type.fill(-1);
    CellSet revealed;
    for (const SeenShip& s : k.opponent_revealed())
        revealed |= s.cells;
    ev.forbidden = k.opponent_empty() | revealed;
    ev.unexplained = k.opponent_ship() - revealed;
    ev.destroyed = k.opponent_destroyed();
    ev.missiles = k.opponent_missiles() - revealed;
    ev.destroyed_ships_revealed = k.rules().visible.destruction_reports;
    if (rule.kind == FleetRule::Kind::Standard && rule.additional == 0)
        for (const TurnView& v : k.history())
            for (const Outcome& o : v.opponent)
                if (const int d = o.kind == ActionKind::Beam ? k.rules().beams.firing_direction(o) : -1; d >= 0)
                    ev.beam_directions |= static_cast<std::uint16_t>(1u << d); // (a beam off any line tells nothing)
    for (const FlashcubeCell& f : k.flashcube_received())
        if (f.ship && !revealed.contains(f.cell))
            ev.type[f.cell.index] = static_cast<signed char>(f.type);
    return ev;
}

std::vector<ShipSlot> hidden_slots(const Knowledge& k, FleetRule rule)
{
    std::vector<ShipSlot> slots;
    std::array<int, kShipTypeCount> revealed{};
    for (const SeenShip& s : k.opponent_revealed())
        ++revealed[static_cast<int>(s.type)];
    const auto n = [&](ShipType t) { return revealed[static_cast<int>(t)]; };
    if (rule.kind == FleetRule::Kind::Standard) {
        // Each slot of the standard fleet not yet revealed, its choices equally likely.
        for (const std::vector<ShipType>& choice : k.rules().ships.standard_slots()) {
            int seen = 0;
            for (ShipType t : choice)
                seen += n(t);
            if (seen > 0)
                continue;
            ShipSlot slot;
            for (ShipType t : choice)
                slot.options.push_back({t, 1.0 / static_cast<double>(choice.size())});
            slots.push_back(slot);
        }
    } else {
        // A cost fleet's make-up is unknown: a slot of any type until the revealed cost
        // accounts for the whole fleet.
        int cost = 0;
        for (const SeenShip& s : k.opponent_revealed())
            cost += info(s.type).cost;
        for (int left = rule.total_cost() - cost; left > 0; left -= 4) {
            ShipSlot slot;
            const std::span<const ShipType> types = k.rules().ships.types();
            for (ShipType t : types)
                if (info(t).cost <= left)
                    slot.options.push_back({t, 1.0 / static_cast<double>(types.size())});
            slots.push_back(slot);
        }
    }
    return slots;
}

CellScores placement_density(const Knowledge& k, FleetRule rule, double hit_weight)
{
    const Evidence ev = evidence_of(k, rule);
    CellScores density{};
    std::array<std::array<double, kCellCount>, kShipTypeCount> per_type{};
    std::array<bool, kShipTypeCount> done{};
    for (const ShipSlot& slot : hidden_slots(k, rule))
        for (const auto& [t, prior] : slot.options) {
            auto& cover = per_type[static_cast<int>(t)];
            if (!done[static_cast<int>(t)]) {
                done[static_cast<int>(t)] = true;
                double total = 0;
                for (CellSet cells : k.rules().ships.placements(t)) {
                    if (!ev.allows(t, cells))
                        continue;
                    const double w = std::pow(hit_weight, (cells & ev.unexplained).size());
                    total += w;
                    for (Cell c : cells - ev.destroyed)
                        cover[c.index] += w;
                }
                if (total > 0)
                    for (double& v : cover)
                        v /= total;
            }
            for (int c = 0; c < kCellCount; ++c)
                density[c] += prior * cover[c];
        }
    for (Cell c : ev.forbidden | ev.destroyed)
        density[c.index] = 0;
    for (Cell c : ev.unexplained - ev.destroyed)
        density[c.index] = 1; // scanned: a ship cell, undamaged
    for (double& v : density)
        v = std::min(v, 1.0);
    return density;
}

const CellScores& prior_density(const Ruleset& rules)
{
    static const std::array<CellScores, 2> priors = [] {
        std::array<CellScores, 2> p{};
        for (std::size_t i = 0; i < p.size(); ++i) {
            const Knowledge nothing(Player::A, Fleet{}, *all_rulesets()[i]);
            p[i] = placement_density(nothing, FleetRule::standard(), 1.0);
        }
        return p;
    }();
    return priors[all_rulesets()[0] == &rules ? 0 : 1];
}

std::vector<StrikeCount> strike_counts(const Knowledge& k, std::size_t last)
{
    std::vector<StrikeCount> out;
    CellSet destroyed;
    for (const TurnView& v : k.history()) {
        StrikeCount sc{destroyed};
        for (const Outcome& o : v.opponent) {
            sc.strikes += o.kind == ActionKind::Strike;
            sc.kamikaze += o.kind == ActionKind::Kamikaze;
            if (o.kind == ActionKind::Kamikaze)
                destroyed.insert(o.target[0]);
        }
        for (const Outcome& o : v.own) {
            const int n = o.kind == ActionKind::Beam || o.kind == ActionKind::Strike ? o.cells : 0;
            for (int i = 0; i < n; ++i)
                if (o.result[i] == StrikeResult::Hit)
                    destroyed.insert(o.target[i]);
            for (Cell c : o.explosions)
                destroyed.insert(c);
        }
        out.push_back(sc);
    }
    if (last > 0 && out.size() > last)
        out.erase(out.begin(), out.end() - static_cast<std::ptrdiff_t>(last));
    return out;
}

} // namespace ss
