// The turn log: what each turn did, in conventional notation [11.5, 11.7], from one
// player's view of it (a TurnView), as the GUI lists it.
#pragma once

#include "knowledge.h"

#include <QString>
#include <QStringList>

namespace ss::app {

// One line for each player of one turn, named as the reader knows them ("You", "Alice",
// "Admiral (sampler)"), then the ships destroyed on either side and the flashcube data
// received [7], e.g.
// "You: Rv1 miss · bRv3Rv5 hit miss miss · mYz1 · Bv1 hit, explosions Bv1 Bv2 · sBx3 ship".
QString describe_turn(const TurnView& view, const QString& own_name, const QString& opponent);
// How the reader is named to themselves ("You", translated), and whether a name is it.
QString you();
bool is_you(const QString& who);

// One outcome: "Yx3 hit", "sBx3 empty", "bRv3Rv5 hit miss miss (burnt out)", "kYx3".
QString describe_outcome(const Outcome& o);

// Actions as notation, one entry per action, a launch with its target ("mYz1 → Bv1") and the
// target's own entry empty: the turn panel's chips, and the Admiral's choices in review.
QStringList action_chips(const Actions& actions);

} // namespace ss::app
