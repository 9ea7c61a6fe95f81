// A turn's results in plain words for the person who played it, shown after the results
// are revealed: "You hit 4 cells and destroyed their missile destroyer. Admiral (sampler)
// hit your kill cruiser at Ry2 and exploded your missile at Yz3."
#pragma once

#include "knowledge.h"

#include <QString>

namespace ss::app {

// From the view of the player whose own space is `own` (to name their ships), with the
// reader's name ("You", or "Alice") and the opponent's.
QString summarise_turn(const TurnView& view, const Space& own, const QString& reader, const QString& opponent);

} // namespace ss::app
