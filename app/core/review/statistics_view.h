// The after-game statistics (engine statistics.h) as the statistics screen shows them,
// from one player's side: that player first, then the other.
#pragma once

#include "ruleset.h"
#include "statistics.h"

#include <QString>
#include <QVariantMap>

#include <array>

namespace ss::app {

// {turns, sides: [{name, hits: [per turn], materiel: [start, after each turn], explosions,
//  weapons: [{weapon, used, cells, hits, text}], ships: [{label, found, destroyed, text}]}]}
// with `viewer`'s side first; `names` are the viewer's and the other's.
QVariantMap statistics_map(const GameStatistics& st, Player viewer, const std::array<QString, 2>& names,
                           const Ruleset& rules = rules_2_6_1());

} // namespace ss::app
