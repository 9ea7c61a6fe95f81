// A ship's cells turned or mirrored as one rigid body, for laying out a fleet [3.6]. Turning
// and mirroring keep which cells touch and which lie in a line, so a shape that meets its
// ship type's rule [6.x.2] still meets it afterwards.
#pragma once

#include "cell.h"

#include <vector>

namespace ss {

// The distinct orientations of the cells under the 24 turns of the cube, each about the
// middle of the cells' box (moved back inside the space where it would stick out). The order depends on the shape alone, not on which orientation the cells are in,
// so stepping through it visits every orientation once.
std::vector<CellSet> orientations(CellSet cells);

// The orientation `step` places after the cells' own in that order (the cells themselves
// when the shape looks the same every way round).
CellSet rotated(CellSet cells, int step = 1);

// The cells mirrored along an axis (0 colour, 1 letter, 2 number), in the same box.
CellSet mirrored(CellSet cells, int axis);

} // namespace ss
