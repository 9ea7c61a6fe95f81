// The setup screen's choices kept between sessions (settings/preferences.h): who plays,
// the levels, the names, the rules and fleet rule, and the layout — not the layout of one
// of two people at one screen, which the other would see.
#pragma once

#include "preferences.h"

namespace ss::app {

class GameOptions;
class SetupController;
// The game's choices and the setup screen's fleet, kept (not the layout of one of two
// people at one screen, which the other would see); and brought back (bad values
// ignored, a layout only when it is legal).
void keep_choices(const GameOptions& options, const SetupController& setup);
void restore_choices(const Preferences& p, GameOptions& options, SetupController& setup);
// The kept layout back on the setup screen when it is legal there (after two people at one
// screen, whose layouts never stay, the person's own).
void restore_layout(const Preferences& p, SetupController& setup);

} // namespace ss::app
