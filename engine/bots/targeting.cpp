#include "targeting.h"

#include "geometry.h"

#include <algorithm>
#include <numeric>

namespace ss {

int opponent_materiel_estimate(const Knowledge& k, FleetRule rule)
{
    const int cells = k.rules().ships.fleet_cells_at_least(rule);
    return std::max(0, cells - k.opponent_destroyed().size());
}

void choose_actions(const Knowledge& k, FleetRule rule, const CellScores& p_in, Rng& rng, Actions& out,
                    TargetingStyle style)
{
    out.clear();
    const Entitlements e = k.entitlements();
    const Space& own = k.own();
    CellScores p = p_in;
    CellSet excluded = k.opponent_empty() | k.opponent_destroyed();
    // Known cells need no strike: misses and destroyed cells can only give nothing.
    for (Cell c : k.opponent_empty() | k.opponent_destroyed())
        p[c.index] = 0;
    // Tiny noise breaks ties at random (deterministically for the seed).
    for (double& v : p)
        v += 1e-9 * uniform(rng, 1000);

    // Beams: the line with the most expected hits, less the chance it burns out [8.2.4]
    // where beams burn out.
    const Ruleset& rules = k.rules();
    const int length = rules.beams.length();
    const double burnout = rules.visible.burnout ? style.beam_value : 0.0;
    int beam_ships = 0;
    for (const Ship& s : own.fleet)
        beam_ships += info(s.type).beam_weapon;
    for (std::size_t i = 0; i < own.fleet.size(); ++i) {
        if (!e.beam[i])
            continue;
        double best = -1;
        Cell from{}, to{};
        for (const auto& [s, t] : rules.beams.lines()) {
            const Action candidate = Action::beam(s, t);
            if (!rules.actions.can_fire_along(own, static_cast<int>(i), candidate))
                continue;
            const auto cells = *rules.beams.targets(candidate);
            double v = 0;
            for (int n = 0; n < length; ++n)
                v += p[cells[n].index];
            v -= burnout * p[s.index] * p[t.index];
            if (v > best) {
                best = v;
                from = s;
                to = t;
            }
        }
        if (best < 0)
            continue;
        Action beam = Action::beam(from, to);
        const auto line = *rules.beams.targets(beam);
        if (beam_ships > 1) {
            beam.names_ship = true;
            beam.ship_type = own.fleet[i].type;
            beam.ship_identity = own.fleet[i].numbered ? own.fleet[i].identity : 0;
        }
        out.push_back(beam);
        for (int n = 0; n < length; ++n) {
            p[line[n].index] = 0;
            excluded.insert(line[n]);
        }
    }

    // Missiles: always launched; a fired missile no longer explodes when struck [D1].
    int strikes = e.strikes;
    const CellSet unfired = own.unfired_missiles();
    for (std::size_t i = 0; i < own.fleet.size(); ++i)
        if (e.missile[i]) {
            const CellSet mine = unfired & own.fleet[i].cells;
            Cell launch = mine.first();
            if (style.fire_exposed_missile_first) {
                const CellSet undamaged = own.fleet[i].cells - own.destroyed;
                for (Cell c : mine)
                    if ((adjacent(c) & undamaged).size() > (adjacent(launch) & undamaged).size())
                        launch = c;
            }
            out.push_back(Action::missile(launch));
            ++strikes;
        }

    // Rank the remaining cells.
    CellScores ranking = style.strike_rank ? *style.strike_rank : p;
    for (Cell c : excluded)
        ranking[c.index] = -1; // known, or in this turn's beam
    std::array<std::uint8_t, kCellCount> order;
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::uint8_t a, std::uint8_t b) { return ranking[a] > ranking[b]; });

    // Kamikaze strikes cost a cell of our own: worth it for a near-certain hit, or when
    // behind and otherwise the game would end [2.3.2] with us losing.
    const bool stuck = e.only_kamikaze_and_scans();
    const double theirs = style.opponent_materiel >= 0 ? style.opponent_materiel : opponent_materiel_estimate(k, rule);
    const bool behind = own.remaining_materiel() <= theirs;
    int rank = strikes, sacrificed = 0;
    for (std::size_t i = 0; i < own.fleet.size(); ++i) {
        if (!e.kamikaze[i])
            continue;
        const double next = rank < kCellCount ? p[order[rank]] : 0;
        if (style.keep_last_cell && own.remaining_materiel() - sacrificed <= 1)
            continue;
        if (next > 0.9 || (stuck && behind)) {
            const CellSet undamaged = own.fleet[i].cells - own.destroyed;
            out.push_back(Action::kamikaze(undamaged.first()));
            ++strikes;
            ++rank;
            ++sacrificed;
        }
    }
    for (int n = 0; n < strikes && n < kCellCount; ++n)
        out.push_back(Action::strike(Cell{order[n]}));

    // Scans where the outcome is least certain, away from this turn's targets [D4].
    if (e.scans > 0) {
        CellScores info_gain{};
        CellSet targeted;
        for (const Action& a : out)
            if (a.kind == ActionKind::Strike)
                targeted.insert(a.cell);
        for (int c = 0; c < kCellCount; ++c) {
            const Cell cell{static_cast<std::uint8_t>(c)};
            const bool known = k.opponent_empty().contains(cell) || k.opponent_ship().contains(cell);
            info_gain[c] = (known || targeted.contains(cell)) ? -1 : (style.scan_for_information ? p[c] * (1 - p[c]) : p[c]);
        }
        std::sort(order.begin(), order.end(), [&](std::uint8_t a, std::uint8_t b) { return info_gain[a] > info_gain[b]; });
        for (int n = 0; n < e.scans; ++n)
            out.push_back(Action::scan(Cell{order[n]}));
    }
}

} // namespace ss
