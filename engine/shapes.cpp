#include "shapes.h"

#include "geometry.h"

#include <algorithm>
#include <array>
#include <string>

namespace ss {

std::vector<CellSet> boxes(std::array<int, 3> extents)
{
    std::sort(extents.begin(), extents.end());
    std::vector<CellSet> out;
    do {
        const auto [ec, el, en] = extents;
        for (int c = 0; c + ec <= kSide; ++c)
            for (int l = 0; l + el <= kSide; ++l)
                for (int n = 0; n + en <= kSide; ++n) {
                    CellSet box;
                    for (int i = 0; i < ec; ++i)
                        for (int j = 0; j < el; ++j)
                            for (int k = 0; k < en; ++k)
                                box.insert(Cell::at(c + i, l + j, n + k));
                    out.push_back(box);
                }
    } while (std::next_permutation(extents.begin(), extents.end()));
    return out;
}

namespace {

const std::vector<CellSet>& blocks_3x2x1()
{
    static const std::vector<CellSet> b = boxes({1, 2, 3});
    return b;
}

std::string type_name(ShipType t) { return std::string(info(t).name); }

std::string cell_list(CellSet cells)
{
    std::string out;
    int i = 0;
    const int n = cells.size();
    for (Cell c : cells) {
        if (i > 0)
            out += (i == n - 1) ? " and " : ", ";
        out += to_string(c);
        ++i;
    }
    return out;
}

std::optional<Violation> check_death_star(CellSet cells)
{
    CellSet lonely;
    CellSet isolated;
    for (Cell c : cells) {
        const int touching = (adjacent(c) & cells).size();
        if (touching < 2)
            lonely.insert(c);
        if (touching == 0)
            isolated.insert(c);
    }
    if (lonely.size() == 1) {
        const Cell c = lonely.first();
        return Violation{"death star: " + to_string(c) + " touches " +
                             (isolated.empty() ? "only one other cell" : "no other cell"),
                         "6.2.2", lonely};
    }
    if (!lonely.empty())
        return Violation{"death star: " + cell_list(lonely) + " each touch fewer than two other cells", "6.2.2",
                         lonely};
    const bool cube = sorted_extents(cells) == std::array<int, 3>{2, 2, 2};
    const bool block = std::any_of(blocks_3x2x1().begin(), blocks_3x2x1().end(),
                                   [&](CellSet b) { return cells.contains_all(b); });
    if (!cube && !block)
        return Violation{"death star " + to_string(cells) + " contains neither a 2x2x2 cube nor a 3x2x1 block",
                         "6.2.3", cells};
    return std::nullopt;
}

} // namespace

std::optional<Violation> check_shape(ShipType type, CellSet cells)
{
    const ShipTypeInfo& t = info(type);
    if (cells.size() != t.size) {
        const std::string needs = t.size == 1 ? "1 cell" : std::to_string(t.size) + " cells";
        return Violation{type_name(type) + " has " + std::to_string(cells.size()) + (cells.size() == 1 ? " cell" : " cells") +
                             ", needs " + needs,
                         std::string(t.size_rule), cells};
    }
    const auto e = sorted_extents(cells);
    const auto fail = [&](const char* what) {
        return Violation{type_name(type) + " " + to_string(cells) + " " + what, std::string(t.shape_rule), cells};
    };
    switch (type) {
    case ShipType::DeathStar:
        return check_death_star(cells);
    case ShipType::KillCruiser:
        if (e != std::array<int, 3>{1, 2, 3})
            return fail("is not a 3x2x1 block");
        break;
    case ShipType::FlyingSaucer:
        if (e != std::array<int, 3>{1, 2, 2})
            return fail("is not a 2x2x1 square");
        break;
    case ShipType::PatrolCruiser:
    case ShipType::MissileDestroyer:
        if (e != std::array<int, 3>{1, 1, t.size})
            return fail("does not lie in a straight line of adjacent cells");
        break;
    case ShipType::HeavyScout:
    case ShipType::AssaultGunboat:
        if (e != std::array<int, 3>{1, 1, 2})
            return fail("is not two adjacent cells");
        break;
    case ShipType::LightScout:
    case ShipType::LightGunboat:
        break;
    case ShipType::HeavyFighter: // the classic rules' (rules/classic_ships.cpp)
        return Violation{"rules 2.6.1 have no heavy fighter", "3.7", cells};
    }
    return std::nullopt;
}

const std::vector<CellSet>& placements(ShipType type)
{
    static const std::array<std::vector<CellSet>, kShipTypeCount> all = [] {
        std::array<std::vector<CellSet>, kShipTypeCount> p;
        const auto line = [](int n) { return boxes({1, 1, n}); };
        p[int(ShipType::KillCruiser)] = boxes({1, 2, 3});
        p[int(ShipType::FlyingSaucer)] = boxes({1, 2, 2});
        p[int(ShipType::PatrolCruiser)] = line(4);
        p[int(ShipType::MissileDestroyer)] = line(3);
        p[int(ShipType::HeavyScout)] = line(2);
        p[int(ShipType::AssaultGunboat)] = line(2);
        p[int(ShipType::LightScout)] = line(1);
        p[int(ShipType::LightGunboat)] = line(1);
        // Death stars: every 2x2x2 cube, and every 3x2x1 block with two more cells. Each
        // extra cell touches at least two cells [6.2.2], so both touch the block itself.
        std::vector<CellSet> ds = boxes({2, 2, 2});
        for (CellSet block : boxes({1, 2, 3})) {
            CellSet rim;
            for (Cell c : block)
                rim |= adjacent(c);
            rim -= block;
            for (Cell x : rim)
                for (Cell y : rim) {
                    if (!(x < y))
                        continue;
                    CellSet s = block;
                    s.insert(x);
                    s.insert(y);
                    if (!check_death_star(s))
                        ds.push_back(s);
                }
        }
        const auto key = [](CellSet s) { return std::pair(s.hi(), s.lo()); };
        std::sort(ds.begin(), ds.end(), [&](CellSet a, CellSet b) { return key(a) < key(b); });
        ds.erase(std::unique(ds.begin(), ds.end()), ds.end());
        p[int(ShipType::DeathStar)] = std::move(ds);
        return p;
    }();
    return all[static_cast<int>(type)];
}

} // namespace ss
