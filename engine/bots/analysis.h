// Analysis of a position, as a chess engine evaluates one: from what one player knows,
// where the opponent's undamaged ship cells could be (the sampler bot's own estimate,
// sampled from every fleet consistent with the player's knowledge), and the move the
// Admiral would make. Used in review for any turn, and in play as a hint.
#pragma once

#include "bots/targeting.h"
#include "fleet.h"
#include "knowledge.h"

#include <cstdint>
#include <functional>

namespace ss {

struct Analysis {
    // Per cell of the opponent's space: the probability it is an undamaged ship cell.
    // The sum is the expected number of the opponent's undamaged cells in ships not yet
    // revealed; known cells are 0 (empty, destroyed) or 1 (seen undamaged).
    CellScores heat{};
    // The Admiral's actions for the coming turn, and the cells of the opponent's space
    // they strike or scan.
    Actions best;
    CellSet targets;
    int samples = 0; // fleets sampled (0: the estimate fell back to counting placements)
    // Hits on ships not yet destroyed (destroyed cells in no revealed ship) and the cells
    // the move strikes beside them [1.2.3], by strikes or its beam: where a learner is taught
    // to strike next.
    CellSet open_hits, beside_hits;
};

// Deterministic for a seed; `samples` bounds the work (about 2 ms per 100 here). Cautious:
// the hint for a learner, which never stakes the beam weapon on a line likely to burn it
// out [8.2.4] (a 2.5 % risk costs it a whole hit; ninth playtest: "a hint would avoid this"),
// and strikes the likeliest cells, the brightest of its own map, rather than hunting for
// ships not yet found first (playtest 34 was shown the corners of a layer beside a brighter
// hit's neighbours; solo, the two orders take 7.19 and 7.20 turns: docs/benchmarks.md).
inline constexpr double kCautiousBeamValue = 40.0;
Analysis analyse(const Knowledge& knowledge, FleetRule rule, std::uint64_t seed, int samples = 4000, bool cautious = false);

// Sets the analysis's move (a guided turn keeps part of the Admiral's: engine guided.h) and
// the cells it strikes or scans, outlined with it.
void set_move(Analysis& analysis, Actions best, const Ruleset& rules);
// The move less the kinds of action `withheld` names (a guided turn: engine guided.h), its
// strikes then on the likeliest cells left by what it keeps: a weapon held back leaves its
// cells unstruck otherwise (playtest 37's hint passed over a 67% cell that a beam not yet
// allowed would have taken).
void restrict_move(Analysis& analysis, const Knowledge& knowledge, const std::function<bool(ActionKind)>& withheld);

// `n` whole fleets the opponent could have, each consistent with everything the player
// knows, drawn as the sampler weighs them (the revealed ships as seen, the hidden ones
// sampled): for judging a game in play without looking at the true hidden fleet [1.4].
// Fewer (none) where nothing fits. Deterministic for a seed.
std::vector<Fleet> sample_fleets(const Knowledge& knowledge, FleetRule rule, int n, std::uint64_t seed);

} // namespace ss
