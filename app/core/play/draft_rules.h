// The engine's rulings on a turn still being entered [2.2.1]: a launch's target may come
// later [11.5.3, 11.5.5], and actions typed in notation [11.5] are added all or none.
#pragma once

#include <functional>
#include <optional>
#include <utility>

#include "turn_rules.h"

#include <QString>
#include <QStringList>

#include <variant>

namespace ss::app {

// Why the list breaks a rule, judged as if each launch already had its target.
std::optional<Violation> check_draft(const TurnRules& rules, const Actions& draft);

// What the player may still do this turn and has not chosen, in words: "5 strikes, a
// missile, the beam and a scan" [4.4.1, 8.1.3, 8.2, 8.3.1]; "" when nothing is left.
QString unused_actions(const TurnRules& rules, const Actions& draft);

// Actions typed in notation [11.5] added to the draft, each token checked in turn (beams
// given their firing death stars [8.2]): those the rules allow are added, the others are
// refused — each with why, in the player's words, naming its token — and left to correct (a
// refused launch keeps its target with it [11.5.3, 11.5.5]). Fifth playtest: one bad beam
// dropped twelve good actions.
struct TypedActions {
    Actions draft;
    QStringList added, refused, left;
};
TypedActions add_typed(const TurnRules& rules, Actions draft, const QString& typed);

// The far ends of every beam the player may add to the draft with an end at `end` [8.2.1,
// 8.2.2] — lines their death stars' undamaged firing cells lie parallel to, from a death
// star that has not fired this turn — or, with `whole`, all their cells. With `other`
// (>= 0) only the line from `end` to it.
CellSet beam_lines_from(const TurnRules& rules, const Actions& draft, Cell end, int other = -1, bool whole = false);

// What the beam can still do this turn [8.2.2]: in how many directions a death star that
// has not fired may fire, along how many lines, and how many of those pass a cell `known`
// says nothing of yet (tenth playtest: "Beam: DS" while its one line left was of misses).
struct BeamOutlook {
    int directions = 0, lines = 0, open = 0;
    std::optional<std::pair<Cell, Cell>> example; // a line that may be fired (its two end cells)
};
BeamOutlook beam_outlook(const TurnRules& rules, const Actions& draft, const std::function<bool(Cell)>& known);

} // namespace ss::app
