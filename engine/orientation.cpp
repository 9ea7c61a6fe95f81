#include "orientation.h"

#include <algorithm>
#include <array>

namespace ss {
namespace {

using Coords = std::array<int, 3>;

Coords coords(Cell c) { return {c.colour(), c.letter(), c.number()}; }

// One of the 24 turns: each new axis takes an old axis, perhaps reversed.
struct Turn {
    std::array<int, 3> from;
    std::array<int, 3> sign;
};

const std::array<Turn, 24>& turns()
{
    static const std::array<Turn, 24> all = [] {
        std::array<Turn, 24> out{};
        std::size_t n = 0;
        std::array<int, 3> perm{0, 1, 2};
        do {
            // A permutation's parity times the signs' product must be +1 for a turn.
            int inversions = 0;
            for (int i = 0; i < 3; ++i)
                for (int j = i + 1; j < 3; ++j)
                    inversions += perm[i] > perm[j];
            for (int s = 0; s < 8; ++s) {
                const std::array<int, 3> sign{s & 1 ? -1 : 1, s & 2 ? -1 : 1, s & 4 ? -1 : 1};
                if ((inversions % 2 ? -1 : 1) * sign[0] * sign[1] * sign[2] == 1)
                    out[n++] = {perm, sign};
            }
        } while (std::next_permutation(perm.begin(), perm.end()));
        return out;
    }();
    return all;
}

Coords lowest_corner(CellSet cells)
{
    Coords low{kSide, kSide, kSide};
    for (Cell c : cells)
        for (int a = 0; a < 3; ++a)
            low[a] = std::min(low[a], coords(c)[a]);
    return low;
}

// Points (any integers) moved so that their lowest corner is `at`, then back inside the space.
CellSet placed(const std::vector<Coords>& points, Coords at)
{
    Coords low{1 << 20, 1 << 20, 1 << 20}, high{-(1 << 20), -(1 << 20), -(1 << 20)};
    for (const Coords& p : points)
        for (int a = 0; a < 3; ++a) {
            low[a] = std::min(low[a], p[a]);
            high[a] = std::max(high[a], p[a]);
        }
    Coords shift{};
    for (int a = 0; a < 3; ++a) {
        shift[a] = at[a] - low[a];
        const int over = high[a] + shift[a] - (kSide - 1);
        if (over > 0)
            shift[a] -= over;
    }
    CellSet out;
    for (const Coords& p : points)
        out.insert(Cell::at(p[0] + shift[0], p[1] + shift[1], p[2] + shift[2]));
    return out;
}

// The order of shapes at the space's corner: by their cells.
bool before(CellSet a, CellSet b)
{
    return a.hi() != b.hi() ? a.hi() < b.hi() : a.lo() < b.lo();
}

} // namespace

std::vector<CellSet> orientations(CellSet cells)
{
    if (cells.empty())
        return {cells};
    std::vector<CellSet> at_corner;
    for (const Turn& t : turns()) {
        std::vector<Coords> points;
        for (Cell c : cells) {
            const Coords p = coords(c);
            points.push_back({t.sign[0] * p[t.from[0]], t.sign[1] * p[t.from[1]], t.sign[2] * p[t.from[2]]});
        }
        const CellSet shape = placed(points, {0, 0, 0});
        if (std::find(at_corner.begin(), at_corner.end(), shape) == at_corner.end())
            at_corner.push_back(shape);
    }
    std::sort(at_corner.begin(), at_corner.end(), before);
    // Each turned about the middle cell of the cells' box (the lower of two middles), where
    // it can (playtest 36: turned about its lowest corner, a ship seemed to jump elsewhere).
    // Every orientation has that same middle cell, so stepping on and back returns.
    Coords middle = lowest_corner(cells);
    for (int a = 0; a < 3; ++a) {
        int high = 0;
        for (Cell c : cells)
            high = std::max(high, coords(c)[a]);
        middle[a] = (middle[a] + high) / 2;
    }
    std::vector<CellSet> out;
    for (CellSet shape : at_corner) {
        std::vector<Coords> points;
        Coords at{};
        for (Cell c : shape)
            points.push_back(coords(c));
        for (int a = 0; a < 3; ++a) {
            int size = 0; // (the shape's box, from 0 at the corner)
            for (const Coords& p : points)
                size = std::max(size, p[a]);
            at[a] = std::max(0, middle[a] - size / 2); // (placed() moves it back from the far side)
        }
        out.push_back(placed(points, at));
    }
    return out;
}

CellSet rotated(CellSet cells, int step)
{
    const std::vector<CellSet> all = orientations(cells);
    std::vector<Coords> own;
    for (Cell c : cells)
        own.push_back(coords(c));
    const CellSet own_at_corner = placed(own, {0, 0, 0});
    // Find the cells' own orientation by its shape at the same corner.
    std::size_t k = 0;
    for (; k < all.size(); ++k) {
        std::vector<Coords> points;
        for (Cell c : all[k])
            points.push_back(coords(c));
        if (placed(points, {0, 0, 0}) == own_at_corner)
            break;
    }
    if (k == all.size())
        return cells;
    const int n = static_cast<int>(all.size());
    return all[((static_cast<int>(k) + step) % n + n) % n];
}

CellSet mirrored(CellSet cells, int axis)
{
    if (cells.empty() || axis < 0 || axis > 2)
        return cells;
    const Coords low = lowest_corner(cells);
    int high = 0;
    for (Cell c : cells)
        high = std::max(high, coords(c)[axis]);
    CellSet out;
    for (Cell c : cells) {
        Coords p = coords(c);
        p[axis] = low[axis] + high - p[axis];
        out.insert(Cell::at(p[0], p[1], p[2]));
    }
    return out;
}

} // namespace ss
