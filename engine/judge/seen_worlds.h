// Who is winning, judged in play without looking at what the rules keep hidden [1.4]: the
// rest of the game played out from worlds the asking player cannot tell from the true one —
// their own space and knowledge as they are, the opponent's fleet sampled from everything
// they know (bots/analysis.h, sample_fleets), its damage as seen, and the opponent's
// knowledge of the player's space rebuilt from the opponent's strikes and their results,
// which the player saw too. One thing stays unknown and is taken as not happened: which of
// the opponent's missiles were fired (a missile strike looks like any other strike
// [8.1.3.3]). Used by the game's judgement in play (issue 26) and by the review's marks
// of each choice; the review's chances after each turn know both fleets (game_judgement.h).
#pragma once

#include "judge/win_chances.h"

#include <optional>
#include <vector>

namespace ss {

// The position in a world where the opponent's fleet is `theirs` (one of sample_fleets'):
// the player's knowledge as given, the opponent's rebuilt. Nothing if the game is over.
std::optional<Position> seen_world(const Knowledge& mine, const Fleet& theirs, FleetRule rule);

// The chances from `worlds` sampled worlds, `policy.rollouts` in all shared among them.
// Deterministic for a seed. No world fits (knowledge no fleet explains): all zero, no rollouts.
Chances seen_win_chances(const Knowledge& mine, FleetRule rule, const RolloutPolicy& policy, int worlds,
                         std::uint64_t seed);

// The player's score (a win 1, a draw 1/2) in each rollout of `worlds` sampled worlds,
// `policy.rollouts` in all, with `first` as the player's actions this turn (null: chosen by
// the player's bot, as seen_win_chances plays) and the opponent's chosen by its bot. Two
// calls differing only in `first` play the same worlds with the same random numbers, so
// their difference is what the actions bring about, as far as the player could know [1.4]
// (the review's marks). Empty if no world fits.
std::vector<double> seen_scores(const Knowledge& mine, FleetRule rule, const Actions* first,
                                const RolloutPolicy& policy, int worlds, std::uint64_t seed);

} // namespace ss
