// Cautions about a turn still being entered: nothing in it breaks a rule, but some of it
// is seldom meant — a cell struck twice, a beam through cells already known, a beam that
// may burn out [5.2.4, 8.2.4] (fifth playtest: "no warning for a wasted or self-destroying
// beam").
#pragma once

#include "space_model.h"
#include "turn_rules.h"

#include <QStringList>

namespace ss::app {

// One sentence per caution, each with its rule; the opponent's space as the player knows it.
QStringList draft_cautions(const TurnRules& rules, const Actions& draft, const SpaceModel& opponent);

// A beam with one end already known empty or destroyed cannot burn out [8.2.4]: said as the
// trade it is when the beam is recorded, not as a caution (the Admiral's hint fires them so).
QString safe_beam_note(const TurnRules& rules, const Action& beam, const SpaceModel& opponent);

// Whether these actions surely end the game [2.3.1]: their conventional strikes hit every
// undamaged cell the opponent has left, each known to hold a ship (a scan's or flashcube
// data's), where the fleet's size is certain (opponent.undamagedLeft()). What else the turn
// could do is moot.
bool surely_ends_game(const Actions& draft, const SpaceModel& opponent);

} // namespace ss::app
