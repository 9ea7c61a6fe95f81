// The first game's coach: what the newest turn has to teach a new player, in a line, once —
// a first hit, a first ship destroyed or lost, a weapon not tried yet — with the rules it
// rests on (playtest 19: "there is no guided first game; the rules are heavy").
#pragma once

#include "knowledge.h"

#include <QString>

namespace ss::app {

// The lesson of the turn just played, as seen by the player `k` belongs to (the player at
// the screen, addressed as "you"); "" when it has none. Each lesson is given on the first
// turn it applies to (or, for a weapon, on the turns set aside for it), so that a game
// teaches each thing once without the coach remembering anything of its own.
QString coach_tip(const Knowledge& k, const QString& opponent);
// A weapon the player has not tried yet, on the turns set aside for it ("Try a missile: …");
// "" when none. Said before the turn's first action: it speaks of the turns played, not of
// the actions being entered.
QString weapon_tip(const Knowledge& k);

} // namespace ss::app
