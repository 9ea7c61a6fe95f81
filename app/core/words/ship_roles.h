// What each type of ship does in play, in one sentence with its rules — shown on the setup
// screen for the ship being laid out (tenth playtest: "a new player gets little warning
// during layout that a missile destroyer is a bomb until its missiles are fired").
#pragma once

#include "ship_type.h"

#include <QString>

namespace ss::app {

// `classic`: under the classic rules, with their numbers.
QString ship_role(ShipType type, bool classic);

} // namespace ss::app
