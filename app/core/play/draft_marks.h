// What a turn being entered marks in the views: its targets, scans and beam lines in the
// opponent's space, its launch cells in one's own [4, 8, 11.5], and a beam's first end
// with the line it would make under the pointer [8.2.1].
#pragma once

#include "action.h"
#include "space_model.h"

#include <vector>

namespace ss::app {

struct DraftMarks {
    std::vector<SpaceModel::Mark> own, opponent;
};

// `beam_from` is the first end picked, `pointer` the cell under the pointer (-1: none).
DraftMarks draft_marks(const Actions& actions, int beam_from, int pointer, const Ruleset& rules = rules_2_6_1());

} // namespace ss::app
