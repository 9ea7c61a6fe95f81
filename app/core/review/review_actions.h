// The actions of one reviewed turn, both players', each with its results in notation
// [11.5, 11.7] and the cells it touched in the shown player's own space and in the
// other's — for the review's action list, which highlights the selected one in both views.
#pragma once

#include "session.h"

#include <QString>

#include <array>
#include <vector>

namespace ss::app {

struct ReviewAction {
    QString text;         // "You: bRv3Rv5 hit miss miss", "Admiral: Yx3 hit"
    bool by_viewer = false;
    CellSet own_cells;    // in the shown player's space: the other's targets, one's own launches
    CellSet opponent_cells;
};

// Turn `turn` (1-based) of a game, from `viewer`'s side; `names` are the viewer's and the
// other's as the reader knows them. Nothing for turn 0 or a turn not played.
std::vector<ReviewAction> review_actions(const Session& game, int turn, Player viewer, const std::array<QString, 2>& names);

} // namespace ss::app
