#include "space.h"

#include "geometry.h"

#include <algorithm>

namespace ss {

Space::Space(Fleet ships, const Ruleset& r) : fleet(std::move(ships)), rules(&r)
{
    ship_at.fill(kNoShip);
    burnt_out.assign(fleet.size(), 0);
    for (std::size_t i = 0; i < fleet.size(); ++i) {
        const Ship& s = fleet[i];
        occupied |= s.cells;
        if (info(s.type).missiles)
            missiles |= s.cells;
        for (Cell c : s.cells)
            ship_at[c.index] = static_cast<std::uint8_t>(i);
    }
}

std::uint8_t Space::undamaged_mask(int ship) const
{
    const Ship& s = fleet[ship];
    std::uint8_t mask = 0;
    for (int i = 0; i < s.size; ++i)
        if (!destroyed.contains(s.cell[i]))
            mask |= static_cast<std::uint8_t>(1u << i);
    return mask;
}

int max_disjoint_pairs(std::uint8_t cells, const std::array<std::uint8_t, 8>& neighbours)
{
    // Take the lowest cell: leave it unpaired, or pair it with each neighbour in turn.
    while (cells) {
        const int i = std::countr_zero(cells);
        const std::uint8_t rest = static_cast<std::uint8_t>(cells & (cells - 1));
        std::uint8_t partners = neighbours[i] & rest;
        if (!partners) {
            cells = rest;
            continue;
        }
        int best = max_disjoint_pairs(rest, neighbours);
        while (partners) {
            const int j = std::countr_zero(partners);
            partners &= static_cast<std::uint8_t>(partners - 1);
            best = std::max(best, 1 + max_disjoint_pairs(static_cast<std::uint8_t>(rest & ~(1u << j)), neighbours));
        }
        return best;
    }
    return 0;
}

int Space::conventional_strikes(int ship) const
{
    const Ship& s = fleet[ship];
    const std::uint8_t undamaged = undamaged_mask(ship);
    if (s.type == ShipType::DeathStar)
        return undamaged ? 1 : 0; // one strike until destroyed [6.2.4]
    return max_disjoint_pairs(undamaged, s.neighbours);
}

int conventional_strikes(ShipType type, CellSet cells, CellSet destroyed)
{
    const CellSet undamaged = cells - destroyed;
    if (type == ShipType::DeathStar)
        return undamaged.empty() ? 0 : 1;
    std::array<Cell, 8> cell{};
    int n = 0;
    for (Cell c : undamaged) {
        if (n == 8)
            break;
        cell[n++] = c;
    }
    std::array<std::uint8_t, 8> neighbours{};
    for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b)
            if (are_adjacent(cell[a], cell[b]))
                neighbours[a] |= static_cast<std::uint8_t>(1u << b);
    return max_disjoint_pairs(static_cast<std::uint8_t>((1u << n) - 1), neighbours);
}

std::uint16_t Space::beam_directions(int ship) const
{
    const Ship& s = fleet[ship];
    if (!info(s.type).beam_weapon || burnt_out[ship])
        return 0;
    std::uint16_t dirs = 0;
    const std::uint8_t undamaged = undamaged_mask(ship);
    for (int k = 0; k < s.firing_pair_count; ++k) {
        const Ship::FiringPair& pair = s.firing_pairs[k];
        if ((undamaged & pair.cells) == pair.cells)
            dirs |= static_cast<std::uint16_t>(1u << pair.direction);
    }
    return dirs;
}

bool Space::has_scanner() const
{
    for (std::size_t i = 0; i < fleet.size(); ++i)
        if (info(fleet[i].type).scanner && !ship_destroyed(static_cast<int>(i)))
            return true;
    return false;
}

Entitlements entitlements(const Space& space, int turn) { return space.rules->actions.entitlements(space, turn); }

Entitlements entitlements_2_6_1(const Space& space, int turn)
{
    Entitlements e;
    const CellSet unfired = space.unfired_missiles();
    for (std::size_t i = 0; i < space.fleet.size(); ++i) {
        const Ship& s = space.fleet[i];
        const int ship = static_cast<int>(i);
        const int strikes = space.conventional_strikes(ship);
        e.strikes += strikes;
        const bool missile = unfired.intersects(s.cells); // [8.1.3]
        e.missile[i] = missile;
        // A kamikaze strike for a ship with no conventional or missile strike and a cell
        // to launch it from [4.5, 4.5.2]; never for a light scout [6.8.2].
        e.kamikaze[i] = strikes == 0 && !missile && info(s.type).kamikaze && !space.ship_destroyed(ship);
        if (info(s.type).beam_weapon) {
            e.beam_directions[i] = space.beam_directions(ship);
            e.beam[i] = e.beam_directions[i] != 0;
        }
    }
    // Scans: one for each own cell destroyed in the previous turn, at least one, however
    // many scanners [8.3.1.1-8.3.1.3].
    if (space.has_scanner())
        e.scans = turn > 1 ? std::max(1, space.destroyed_last_turn) : 1;
    return e;
}

} // namespace ss
