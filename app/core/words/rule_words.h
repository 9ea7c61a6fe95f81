// A rule number in plain words: what the rule a message cites says, for a player who does
// not know the rules by number (a playtest: "[4.4.1] means nothing to me"). Shown when the
// pointer rests on a message that cites rules (RuleHover.qml).
#pragma once

#include <QString>

namespace ss::app {

// The rule's gist in one or two sentences, in the player's language; a rule not worded
// here is explained by the rule it belongs to (8.1.3.1 by 8.1.3, then 8.1). Empty for a
// number that is not a rule of the current rules (2.6.1).
QString rule_words(const QString& number);
// Every rule cited in `text` (as "[4.4.1]" or "[2.3.3, 2.3.5]"), one line each: "4.4.1:
// words". Empty when the text cites none.
QString explain_rules(const QString& text);

} // namespace ss::app
