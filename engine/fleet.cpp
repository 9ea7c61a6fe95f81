#include "fleet.h"

#include "geometry.h"
#include "shapes.h"

#include <algorithm>
#include <map>

namespace ss {

std::string FleetRule::tag() const
{
    return kind == Kind::Standard ? "standard" : "cost " + std::to_string(cost);
}

std::string Ship::label() const { return ship_label(type, numbered ? identity : 0); }

void number_identities(std::vector<ShipSpec>& ships)
{
    std::array<int, kShipTypeCount> count{}, next{};
    for (const ShipSpec& s : ships)
        ++count[static_cast<int>(s.type)];
    for (ShipSpec& s : ships) {
        const int t = static_cast<int>(s.type);
        s.identity = count[t] > 1 ? ++next[t] : 0;
    }
}

int fleet_cost(const std::vector<ShipSpec>& ships)
{
    int cost = 0;
    for (const ShipSpec& s : ships)
        cost += info(s.type).cost;
    return cost;
}

int fleet_cells(const Fleet& fleet)
{
    int n = 0;
    for (const Ship& s : fleet)
        n += s.size;
    return n;
}

namespace {

std::string plural(ShipType t, int n)
{
    std::string name(info(t).name);
    return std::to_string(n) + " " + name + (n == 1 ? "" : "s");
}

std::string spec_label(const ShipSpec& s)
{
    std::string l(info(s.type).code);
    if (s.identity)
        l += std::to_string(s.identity);
    return l;
}

void check_standard_composition(const std::array<int, kShipTypeCount>& count, FleetRule rule,
                                std::vector<Violation>& out)
{
    const auto n = [&](ShipType t) { return count[static_cast<int>(t)]; };
    const bool extra = rule.additional > 0;
    const auto need_one = [&](ShipType t) {
        if (n(t) == 0)
            out.push_back({"the fleet has no " + std::string(info(t).name), "3.7", {}});
        else if (!extra && n(t) > 1)
            out.push_back({"the standard fleet has one " + std::string(info(t).name) + ", not " + std::to_string(n(t)),
                           "3.7", {}});
    };
    const auto need_either = [&](ShipType a, ShipType b) {
        const int k = n(a) + n(b);
        const std::string names = std::string(info(a).name) + " or a " + std::string(info(b).name);
        if (k == 0)
            out.push_back({"the fleet needs a " + names, "3.7", {}});
        else if (!extra && k > 1)
            out.push_back({"the standard fleet has either a " + names + ", not both or several", "3.7", {}});
    };
    need_one(ShipType::DeathStar);
    need_one(ShipType::KillCruiser);
    need_either(ShipType::FlyingSaucer, ShipType::PatrolCruiser);
    need_one(ShipType::MissileDestroyer);
    need_either(ShipType::LightScout, ShipType::HeavyScout);
    if (!extra)
        for (ShipType t : {ShipType::AssaultGunboat, ShipType::LightGunboat})
            if (n(t) > 0)
                out.push_back({plural(t, n(t)) + " in a standard fleet, which has none", "3.7", {}});
}

} // namespace

std::vector<Violation> validate_setup(const std::vector<ShipSpec>& ships, FleetRule rule)
{
    std::vector<Violation> out;
    if (ships.empty()) {
        out.push_back({"the setup records no ships", "3.6", {}});
        return out;
    }
    // Shapes [3.5, 6].
    for (const ShipSpec& s : ships)
        if (auto v = check_shape(s.type, s.cells)) {
            if (s.identity)
                v->message = spec_label(s) + ": " + v->message;
            out.push_back(*v);
        }
    // Overlap [3.4].
    for (std::size_t i = 0; i < ships.size(); ++i)
        for (std::size_t j = i + 1; j < ships.size(); ++j) {
            const CellSet both = ships[i].cells & ships[j].cells;
            if (!both.empty())
                out.push_back({to_string(both) + (both.size() == 1 ? " is" : " are") + " in both " +
                                   spec_label(ships[i]) + " and " + spec_label(ships[j]),
                               "3.4", both});
        }
    // Identities [3.3, 11.6.1].
    std::array<int, kShipTypeCount> count{};
    for (const ShipSpec& s : ships)
        ++count[static_cast<int>(s.type)];
    for (ShipType t : kAllShipTypes) {
        const int k = count[static_cast<int>(t)];
        std::vector<int> ids;
        for (const ShipSpec& s : ships)
            if (s.type == t)
                ids.push_back(s.identity);
        const std::string code(info(t).code);
        if (k == 1 && ids[0] > 1)
            out.push_back({"a single " + std::string(info(t).name) + " is " + code + " or " + code + "1, not " + code +
                               std::to_string(ids[0]),
                           "11.6.1", {}});
        if (k > 1) {
            std::sort(ids.begin(), ids.end());
            std::vector<int> want(k);
            for (int i = 0; i < k; ++i)
                want[i] = i + 1;
            if (ids != want)
                out.push_back({plural(t, k) + " must be numbered " + code + "1 to " + code + std::to_string(k) +
                                   ", each once",
                               "11.6.1", {}});
        }
    }
    // Composition and cost [3.7, 3.7.1, 10.3].
    if (rule.kind == FleetRule::Kind::Standard)
        check_standard_composition(count, rule, out);
    const int cost = fleet_cost(ships);
    if (cost != rule.total_cost()) {
        std::string why = "the fleet costs " + std::to_string(cost) + " but must cost " + std::to_string(rule.total_cost());
        const bool continued = rule.continued || rule.additional > 0;
        if (continued)
            why += " (" + std::to_string(rule.total_cost() - rule.additional) + " plus " +
                   std::to_string(rule.additional) + " of additional ships, the remaining materiel of the last game)";
        const bool standard_only = rule.kind == FleetRule::Kind::Standard && rule.additional == 0;
        if (!standard_only || continued) // a standard fleet always costs 24; its composition error says more
            out.push_back({why, continued ? "10.3" : "3.7.1", {}});
    }
    return out;
}

Fleet make_fleet(const std::vector<ShipSpec>& ships)
{
    std::array<int, kShipTypeCount> count{}, next{};
    for (const ShipSpec& s : ships)
        ++count[static_cast<int>(s.type)];
    Fleet fleet;
    fleet.reserve(ships.size());
    for (const ShipSpec& s : ships) {
        Ship ship;
        ship.type = s.type;
        const int t = static_cast<int>(s.type);
        ship.identity = static_cast<std::uint8_t>(s.identity ? s.identity : ++next[t]);
        ship.numbered = count[t] > 1;
        ship.cells = s.cells;
        int i = 0;
        for (Cell c : s.cells) {
            if (i == 8)
                break;
            ship.cell[i++] = c;
        }
        ship.size = static_cast<std::uint8_t>(i);
        for (int a = 0; a < i; ++a)
            for (int b = 0; b < i; ++b)
                if (are_adjacent(ship.cell[a], ship.cell[b]))
                    ship.neighbours[a] |= static_cast<std::uint8_t>(1u << b);
        if (info(s.type).beam_weapon)
            for (int a = 0; a < i; ++a)
                for (int b = a + 1; b < i; ++b)
                    if (const int d = line_direction(ship.cell[a], ship.cell[b]); d >= 0)
                        ship.firing_pairs[ship.firing_pair_count++] = {static_cast<std::uint8_t>(1u << a | 1u << b),
                                                                       static_cast<std::uint8_t>(d)};
        fleet.push_back(ship);
    }
    return fleet;
}

std::vector<ShipSpec> specs_of(const Fleet& fleet)
{
    std::vector<ShipSpec> out;
    for (const Ship& s : fleet)
        out.push_back({s.type, s.numbered ? s.identity : 0, s.cells});
    return out;
}

} // namespace ss
