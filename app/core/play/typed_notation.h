// What a player types in the turn panel, read as a person means it before the game's
// notation [11.5] checks it: whole cells in any case ("gw1", "RX4": the place of each
// character in a triple says what it is, so case decides nothing there [11.4.4, 11.4.5]),
// an action's letter apart from its cells ("b Rv1 Rv3"), a launch written with its target
// ("mOz3Bx4"), and commas between actions. Anything else is left as typed, for the notation
// to judge: shortened coordinates ("bRv" in the classic rules) keep their case.
#pragma once

#include <QStringList>

namespace ss::app {

QStringList lenient_tokens(const QString& typed);

} // namespace ss::app
