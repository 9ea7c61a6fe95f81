// What a turn being entered marks in the views: its targets, scans and beam lines in the
// opponent's space, its launch cells in one's own [4, 8, 11.5], and a beam's first end
// with the lines it may make under the pointer [8.2.1, 8.2.2].
#pragma once

#include "action.h"
#include "space_model.h"

#include <vector>

namespace ss::app {

struct DraftMarks {
    std::vector<SpaceModel::Mark> own, opponent;
};

// `beam_from` is the first end picked (-1: none), `preview` the beam lines shown under the
// pointer: those the player's death stars may fire with an end there (TurnDraft).
DraftMarks draft_marks(const Actions& actions, int beam_from, CellSet preview, const Ruleset& rules = rules_2_6_1());

} // namespace ss::app
