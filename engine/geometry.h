// Relationships between cells: adjacency [1.2.3], loose adjacency [1.2.4], the 13 line
// directions of the space and the three-cell lines a beam weapon strikes [8.2.1].
#pragma once

#include "cell.h"

#include <array>
#include <optional>
#include <vector>

namespace ss {

// Cells sharing a face with c [1.2.3].
CellSet adjacent(Cell c);
// Cells sharing a face, edge or vertex with c [1.2.4].
CellSet loosely_adjacent(Cell c);

inline bool are_adjacent(Cell a, Cell b) { return adjacent(a).contains(b); }
inline bool are_loosely_adjacent(Cell a, Cell b) { return loosely_adjacent(a).contains(b); }

// A set is adjacent (loosely adjacent) if each cell touches at least one other [1.2.5].
bool is_adjacent_set(CellSet cells);
// Every cell can be reached from every other through face-adjacent cells of the set.
bool is_connected(CellSet cells);

// The 13 line directions: a step vector and its opposite are one direction.
constexpr int kLineDirections = 13;
struct Step {
    int colour, letter, number;
};
Step direction_step(int direction);
// The line direction from a to b when they are loosely adjacent, else -1.
int line_direction(Cell a, Cell b);

// The three target cells of a beam whose end cells are from and to [11.5.2]: they lie in
// a straight line and are loosely adjacent [8.2.1], so to - from is twice one step.
std::optional<std::array<Cell, 3>> beam_line(Cell from, Cell to);

// Cells from which a beam in the line direction stays inside the space: the first ends
// of every beam line in that direction [8.2.1].
const std::vector<Cell>& beam_starts(int direction);
// The cell `steps` steps from c in the direction (which must stay inside the space).
Cell step_from(Cell c, int direction, int steps);

// Bounding-box extents of a non-empty set, sorted ascending (e.g. {1, 2, 3} for a 3x2x1 block).
std::array<int, 3> sorted_extents(CellSet cells);
// Whether the set fills its bounding box completely.
bool fills_bounding_box(CellSet cells);

} // namespace ss
