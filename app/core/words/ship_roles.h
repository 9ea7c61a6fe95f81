// What each type of ship does in play, in one sentence with its rules — shown on the setup
// screen for the ship being laid out (tenth playtest: "a new player gets little warning
// during layout that a missile destroyer is a bomb until its missiles are fired").
#pragma once

#include "ship_type.h"

#include <QString>

namespace ss::app {

// `classic`: under the classic rules, with their numbers.
QString ship_role(ShipType type, bool classic);
// The shape a ship of the type must have, in one sentence with its rule (eleventh playtest:
// a saucer's square was learnt only when the fleet check refused a line of four).
QString ship_shape(ShipType type, bool classic);

} // namespace ss::app
