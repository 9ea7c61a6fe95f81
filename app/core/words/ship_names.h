// The ships' names [6] in the player's language, for everything the game says about them
// (the engine names them in English, as the rules do).
#pragma once

#include "ruleset.h"
#include "ship_type.h"

#include <QString>
#include <string_view>

namespace ss::app {

QString ship_name(ShipType type);
// "2.6.1" or "classic", as the player reads it.
QString rules_title(const Ruleset& rules);
// By its English name, as the engine's ShipTypeInfo has it (unknown ones as they are).
QString ship_name(std::string_view english);

} // namespace ss::app
