#include "geometry.h"

#include <algorithm>

namespace ss {
namespace {

struct Tables {
    std::array<CellSet, kCellCount> adjacent{};
    std::array<CellSet, kCellCount> loose{};
    // direction index of (dc, dl, dn) + 1 each, or -1 for the zero step
    std::array<int, 27> direction_of_step{};
    std::array<Step, kLineDirections> steps{};

    Tables()
    {
        int next = 0;
        direction_of_step.fill(-1);
        for (int dc = -1; dc <= 1; ++dc)
            for (int dl = -1; dl <= 1; ++dl)
                for (int dn = -1; dn <= 1; ++dn) {
                    if (dc == 0 && dl == 0 && dn == 0)
                        continue;
                    const int key = (dc + 1) * 9 + (dl + 1) * 3 + (dn + 1);
                    const int opposite = (1 - dc) * 9 + (1 - dl) * 3 + (1 - dn);
                    if (direction_of_step[opposite] >= 0) {
                        direction_of_step[key] = direction_of_step[opposite];
                    } else {
                        steps[next] = {dc, dl, dn};
                        direction_of_step[key] = next++;
                    }
                }
        for (int i = 0; i < kCellCount; ++i) {
            const Cell c{static_cast<std::uint8_t>(i)};
            for (int dc = -1; dc <= 1; ++dc)
                for (int dl = -1; dl <= 1; ++dl)
                    for (int dn = -1; dn <= 1; ++dn) {
                        const int nc = c.colour() + dc, nl = c.letter() + dl, nn = c.number() + dn;
                        if ((dc == 0 && dl == 0 && dn == 0) || !Cell::in_space(nc, nl, nn))
                            continue;
                        const Cell n = Cell::at(nc, nl, nn);
                        loose[i].insert(n);
                        if (std::abs(dc) + std::abs(dl) + std::abs(dn) == 1)
                            adjacent[i].insert(n);
                    }
        }
    }
};

const Tables& tables()
{
    static const Tables t;
    return t;
}

} // namespace

CellSet adjacent(Cell c) { return tables().adjacent[c.index]; }
CellSet loosely_adjacent(Cell c) { return tables().loose[c.index]; }

bool is_adjacent_set(CellSet cells)
{
    if (cells.size() < 2)
        return false;
    for (Cell c : cells)
        if (!adjacent(c).intersects(cells))
            return false;
    return true;
}

bool is_connected(CellSet cells)
{
    if (cells.empty())
        return false;
    CellSet reached = CellSet::of(cells.first());
    CellSet frontier = reached;
    while (!frontier.empty()) {
        CellSet next;
        for (Cell c : frontier)
            next |= adjacent(c);
        frontier = (next & cells) - reached;
        reached |= frontier;
    }
    return reached == cells;
}

Step direction_step(int direction) { return tables().steps[direction]; }

int line_direction(Cell a, Cell b)
{
    const int dc = b.colour() - a.colour(), dl = b.letter() - a.letter(), dn = b.number() - a.number();
    if (std::abs(dc) > 1 || std::abs(dl) > 1 || std::abs(dn) > 1)
        return -1;
    return tables().direction_of_step[(dc + 1) * 9 + (dl + 1) * 3 + (dn + 1)];
}

std::optional<std::array<Cell, 3>> beam_line(Cell from, Cell to)
{
    const int dc = to.colour() - from.colour(), dl = to.letter() - from.letter(), dn = to.number() - from.number();
    const auto step_ok = [](int d) { return d == 0 || d == 2 || d == -2; };
    if (!step_ok(dc) || !step_ok(dl) || !step_ok(dn) || (dc == 0 && dl == 0 && dn == 0))
        return std::nullopt;
    const Cell mid = Cell::at(from.colour() + dc / 2, from.letter() + dl / 2, from.number() + dn / 2);
    return std::array<Cell, 3>{from, mid, to};
}

const std::vector<Cell>& beam_starts(int direction)
{
    static const auto starts = [] {
        std::array<std::vector<Cell>, kLineDirections> s;
        for (int d = 0; d < kLineDirections; ++d) {
            const Step st = direction_step(d);
            for (int i = 0; i < kCellCount; ++i) {
                const Cell c{static_cast<std::uint8_t>(i)};
                if (Cell::in_space(c.colour() + 2 * st.colour, c.letter() + 2 * st.letter, c.number() + 2 * st.number))
                    s[d].push_back(c);
            }
        }
        return s;
    }();
    return starts[direction];
}

Cell step_from(Cell c, int direction, int steps)
{
    const Step st = direction_step(direction);
    return Cell::at(c.colour() + steps * st.colour, c.letter() + steps * st.letter, c.number() + steps * st.number);
}

std::array<int, 3> sorted_extents(CellSet cells)
{
    int lo[3] = {kSide, kSide, kSide}, hi[3] = {-1, -1, -1};
    for (Cell c : cells) {
        const int v[3] = {c.colour(), c.letter(), c.number()};
        for (int k = 0; k < 3; ++k) {
            lo[k] = std::min(lo[k], v[k]);
            hi[k] = std::max(hi[k], v[k]);
        }
    }
    std::array<int, 3> e{hi[0] - lo[0] + 1, hi[1] - lo[1] + 1, hi[2] - lo[2] + 1};
    std::sort(e.begin(), e.end());
    return e;
}

bool fills_bounding_box(CellSet cells)
{
    const auto e = sorted_extents(cells);
    return cells.size() == e[0] * e[1] * e[2];
}

} // namespace ss
