// Classic ships and setups [3, 6; C2-C4, C21]: five types, each an axis-parallel box of
// face-adjacent cells [1.2.3]; one of each, 23 cells, or in a continued match's later
// games as many more cells as the player's remaining materiel [7.2].
#include "classic.h"

#include "geometry.h"
#include "random_play.h"
#include "shapes.h"

#include <algorithm>
#include <map>

namespace ss::classic {

namespace {

struct Shape {
    ShipType type;
    std::array<int, 3> extents; // sorted
    const char* rule;
    const char* what; // "is not …"
};

constexpr std::array<Shape, 5> kShapes{{
    {ShipType::DeathStar, {2, 2, 2}, "6.1.1", "a 2x2x2 cube"},
    {ShipType::KillCruiser, {1, 2, 3}, "6.2", "a 3x2x1 rectangle"},
    {ShipType::FlyingSaucer, {1, 2, 2}, "6.3", "a 2x2x1 square"},
    {ShipType::MissileDestroyer, {1, 1, 3}, "6.4.1", "three adjacent cells in a straight line"},
    {ShipType::HeavyFighter, {1, 1, 2}, "6.5", "two adjacent cells sharing a face"},
}};
constexpr int kStandardCells = 23; // 8 + 6 + 4 + 3 + 2 [3.3]

const Shape* shape_of(ShipType t)
{
    for (const Shape& s : kShapes)
        if (s.type == t)
            return &s;
    return nullptr;
}

std::string label(const ShipSpec& s) { return ship_label(s.type, s.identity); }

class Ships final : public ShipRules {
public:
    std::span<const ShipType> types() const override { return kTypes; }

    std::optional<Violation> check_shape(ShipType type, CellSet cells) const override
    {
        const Shape* shape = shape_of(type);
        const std::string name(info(type).name);
        if (!shape)
            return Violation{"the classic rules have no " + name + "; their ships are DS KC FS MD HF", "3.3", cells};
        const int size = info(type).size;
        if (cells.size() != size)
            return Violation{name + " has " + std::to_string(cells.size()) + (cells.size() == 1 ? " cell" : " cells") +
                                 ", needs " + std::to_string(size),
                             shape->rule, cells};
        if (sorted_extents(cells) != shape->extents) // the count fixed, the box is then full
            return Violation{name + " " + to_string(cells) + " is not " + shape->what, shape->rule, cells};
        return std::nullopt;
    }

    const std::vector<CellSet>& placements(ShipType type) const override
    {
        static const auto all = [] {
            std::array<std::vector<CellSet>, kShipTypeCount> p;
            for (const Shape& s : kShapes)
                p[static_cast<int>(s.type)] = boxes(s.extents);
            return p;
        }();
        return all[static_cast<int>(type)];
    }

    std::vector<Violation> validate_setup(const std::vector<ShipSpec>& ships, FleetRule rule) const override
    {
        std::vector<Violation> out;
        if (ships.empty()) {
            out.push_back({"the setup records no ships", "3.2", {}});
            return out;
        }
        for (const ShipSpec& s : ships) // [3.1, 6; C3]
            if (auto v = check_shape(s.type, s.cells)) {
                if (s.identity)
                    v->message = label(s) + ": " + v->message;
                out.push_back(*v);
            }
        for (std::size_t i = 0; i < ships.size(); ++i) // [3.7]
            for (std::size_t j = i + 1; j < ships.size(); ++j) {
                const CellSet both = ships[i].cells & ships[j].cells;
                if (!both.empty())
                    out.push_back({to_string(both) + (both.size() == 1 ? " is" : " are") + " in both " +
                                       label(ships[i]) + " and " + label(ships[j]),
                                   "3.7", both});
            }
        std::map<ShipType, std::vector<int>> ids; // identities [C2]
        int cells = 0;
        for (const ShipSpec& s : ships) {
            ids[s.type].push_back(s.identity);
            cells += s.cells.size();
        }
        for (auto& [type, list] : ids) {
            const std::string code(info(type).code);
            if (list.size() == 1 && list[0] > 1)
                out.push_back({"a single " + std::string(info(type).name) + " is " + code + " or " + code + "1, not " +
                                   code + std::to_string(list[0]),
                               "C2", {}});
            if (list.size() > 1) {
                std::sort(list.begin(), list.end());
                bool ok = true;
                for (std::size_t k = 0; k < list.size(); ++k)
                    ok = ok && list[k] == static_cast<int>(k) + 1;
                if (!ok)
                    out.push_back({std::to_string(list.size()) + " " + std::string(info(type).name) +
                                       "s must be numbered " + code + "1 to " + code + std::to_string(list.size()) +
                                       ", each once",
                                   "C2", {}});
            }
        }
        const bool continued = rule.continued || rule.additional > 0;
        for (const Shape& s : kShapes) { // [3.2, 3.3]
            const auto n = ids.count(s.type) ? ids[s.type].size() : 0;
            const std::string name(info(s.type).name);
            if (n == 0)
                out.push_back({"the fleet has no " + name, "3.3", {}});
            else if (n > 1 && !continued)
                out.push_back({"the fleet has one " + name + ", not " + std::to_string(n) +
                                   " (several only in a continued match's later games)",
                               "3.3", {}});
        }
        // A continued match: additional ships of as many cells as the remaining materiel;
        // one cell cannot be a ship, so then none [7.2, C21].
        const int additional = rule.additional == 1 ? 0 : rule.additional;
        const int want = kStandardCells + (continued ? additional : 0);
        if (cells != want && (continued || out.empty()))
            out.push_back({"the fleet has " + std::to_string(cells) + " cells but must have " + std::to_string(want) +
                               (continued ? " (23 plus " + std::to_string(additional) +
                                                " in additional ships, the remaining materiel of the last game)"
                                          : std::string()),
                           continued ? "7.2" : "3.3", {}});
        return out;
    }

    std::vector<ShipType> random_types(FleetRule rule, std::mt19937_64& rng) const override
    {
        std::vector<ShipType> types(kTypes.begin(), kTypes.end());
        int budget = rule.additional == 1 ? 0 : rule.additional;
        while (budget > 0) {
            ShipType t;
            do
                t = kTypes[uniform(rng, static_cast<int>(kTypes.size()))];
            while (info(t).size > budget || budget - info(t).size == 1);
            types.push_back(t);
            budget -= info(t).size;
        }
        std::stable_sort(types.begin(), types.end(), [](ShipType a, ShipType b) { return info(a).size > info(b).size; });
        return types;
    }

    std::string_view code_list() const override { return "DS KC FS MD HF"; }
    std::vector<std::vector<ShipType>> standard_slots() const override
    {
        std::vector<std::vector<ShipType>> slots;
        for (ShipType t : kTypes)
            slots.push_back({t});
        return slots;
    }
    int fleet_size(FleetRule rule) const override { return fleet_cells_at_least(rule); }
    int fleet_cells_at_least(FleetRule rule) const override
    {
        return kStandardCells + (rule.additional == 1 ? 0 : rule.additional);
    }

private:
    static constexpr std::array<ShipType, 5> kTypes{ShipType::DeathStar, ShipType::KillCruiser, ShipType::FlyingSaucer,
                                                   ShipType::MissileDestroyer, ShipType::HeavyFighter};
};

} // namespace

const ShipRules& ships()
{
    static const Ships s;
    return s;
}

int conventional_strikes(ShipType type, CellSet cells, CellSet destroyed)
{
    const CellSet undamaged = cells - destroyed;
    if (type == ShipType::DeathStar)
        return undamaged.empty() ? 0 : 1; // [6.1.2, C9]
    int pairs = 0;                        // distinct face-adjacent pairs [4.3.1, C8]
    for (Cell c : undamaged)
        pairs += (adjacent(c) & undamaged).size();
    return pairs / 2;
}

std::string cite(std::string_view rule)
{
    static const std::map<std::string_view, std::string_view> numbers{
        {"11.4", "8.1"},     {"11.4.1", "8.1.1"}, {"11.4.2", "8.1.2"}, {"11.4.3", "8.1.3"}, {"11.4.5", "8.1.5"},
        {"11.5", "8.2"},     {"11.5.1", "8.2.1"}, {"11.5.2", "8.2.2"}, {"11.5.2.1", "C14"}, {"11.5.3", "8.2.3"},
        {"11.5.4", "4.2"},   {"11.5.5", "8.2.4"}, {"11.6", "C2"},      {"11.6.1", "C2"},    {"11.6.2", "C2"},
        {"3.2", "3"},        {"3.7", "3.3"},      {"3.6", "3.2"},
    };
    const auto it = numbers.find(rule);
    return std::string(it == numbers.end() ? rule : it->second);
}

} // namespace ss::classic
