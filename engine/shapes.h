// Shape requirements of each ship type [3.5, 6.1.2] and every legal placement of each.
#pragma once

#include "cell.h"
#include "ship_type.h"
#include "violation.h"

#include <array>
#include <optional>
#include <vector>

namespace ss {

// Why cells cannot be a ship of this type (cell count [6.x.1], shape [6.x.2]), or nothing
// when they can. The message starts with the type's name.
std::optional<Violation> check_shape(ShipType type, CellSet cells);

// Every completely filled box of the given extents in the space, in all orientations.
std::vector<CellSet> boxes(std::array<int, 3> extents);

// Every cell set in the space that is a legal ship of the type, in a fixed order.
const std::vector<CellSet>& placements(ShipType type);

} // namespace ss
