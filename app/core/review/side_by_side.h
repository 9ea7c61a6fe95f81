// The two players side by side at the end of a game, for the end card: a few measures of
// how each played (strikes that hit, the turn of the first hit, the other's ships found,
// missile explosions, beam and scan results), each with the better of the two marked, so a
// player who lost sees what the winner did better (playtest 23: "what did the Admiral do
// better?"). Read from the game's statistics (statistics.h), as the referee would count.
#pragma once

#include "ruleset.h"
#include "statistics.h"

#include <QVariantList>

namespace ss::app {

// [{label, rule, mine, theirs, better, mineFull, theirsFull}]: the measure, the rule it
// counts by ("" for none), the viewer's and the other player's values in short ("11%") and
// in full ("4 of 37"), and which is better (0 the viewer's, 1 the other's, -1 neither).
// Rows for weapons neither used are left out.
QVariantList side_by_side(const GameStatistics& statistics, Player viewer, const Ruleset& rules);

} // namespace ss::app
