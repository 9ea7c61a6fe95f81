// A GameController's state in one line of JSON, for tests and scripts (`spaceships
// --state`): phase, turn, turns played, whether the record is only shown, the error, the
// record's path.
#pragma once

#include <QString>

namespace ss::app {

class GameController;

QString state_json(GameController& controller);

} // namespace ss::app
