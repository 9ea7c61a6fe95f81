// A turn's results in plain words for the person who played it, shown after the results
// are revealed: "You hit 4 cells and destroyed their missile destroyer. Admiral
// hit your kill cruiser at Ry2 and exploded your missile at Yz3."
#pragma once

#include "knowledge.h"

#include <QString>
#include <QStringList>

namespace ss::app {

// What a turn did, counted for its sounds and animations, from one player's view.
struct TurnEvents {
    int beams = 0;      // beams fired by the player
    int strikes = 0;    // strikes, missiles and kamikaze strikes by the player (beams apart)
    int hits = 0;       // the player's hits, beam strikes included
    int explosions = 0; // missile explosions in either space [8.1.4]
    int destroyed = 0;  // ships destroyed on either side
    int struck = 0;     // the opponent's hits on the player's ships
};
TurnEvents count_events(const TurnView& view);

// The cells a side's outcomes destroyed this turn: its hits and the cells its missile
// explosions took [8.1.4].
CellSet cells_destroyed(const std::vector<Outcome>& outcomes);
// The conventional strikes among a side's outcomes (the other's missiles and kamikaze
// strikes show as strikes [4.5.4, 8.1.3.3]).
int strikes_fired(const std::vector<Outcome>& outcomes);
// A list in words: "a, b and c".
QString listed(const QStringList& items);

// From the view of the player whose own space is `own` (to name their ships), with the
// reader's name ("You", or "Alice") and the opponent's.
QString summarise_turn(const TurnView& view, const Space& own, const QString& reader, const QString& opponent);

} // namespace ss::app
