// The engine's rulings (a Violation: what is wrong, and the rule that says so) in the
// player's language. The engine words them in English, as the rules are written; each
// form it uses for a setup [3, 6] is known here as a pattern with its translation, the
// ships in it named in the player's language. A ruling of another form is shown as the
// engine worded it.
#pragma once

#include "violation.h"

#include <QString>

namespace ss::app {

// "message [rule]", worded for `voice` (the reader, a named player, or the referee), as
// Violation::text(voice) does; without a voice, as Violation::text() does.
QString ruling_text(const Violation& v, const Voice& voice);
QString ruling_text(const Violation& v);
// The message alone (no rule), translated when its form is known.
QString ruling_message(const QString& english);

} // namespace ss::app
