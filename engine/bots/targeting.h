// Turning beliefs about the opponent's space into the best legal actions: beam lines
// that maximise expected hits [8.2], every missile [8.1.3], kamikaze strikes when a ship
// can do nothing else [4.5], conventional strikes at the likeliest cells [4.4] and scans
// where they tell most [8.3]. Shared by every bot but random.
#pragma once

#include "action.h"
#include "knowledge.h"
#include "random_play.h"

#include <array>

namespace ss {

// Per cell of the opponent's space: the probability that it is an undamaged ship cell.
using CellScores = std::array<double, kCellCount>;

struct TargetingStyle {
    // Expected future hits a beam weapon is worth, charged by the chance a line burns it out.
    double beam_value = 1.0;
    // Use scans (the hunter does not think about information).
    bool scan_for_information = true;
    // The order to strike in, when not simply by p: higher first (the sampler ranks a
    // set of strikes that together find the most ships); null for p.
    const CellScores* strike_rank = nullptr;
    // Each missile ship fires first the unfired missile whose explosion, if struck, would
    // destroy most of its ship [8.1.4] (the middle of a row of three); else the first.
    bool fire_exposed_missile_first = false;
    // Never sacrifices its last undamaged cell in a kamikaze strike: that ends the game
    // [2.3.1] a cell poorer than doing nothing would [2.3.2, 2.3.3].
    bool keep_last_cell = false;
    // The opponent's remaining materiel [2.3.5] as the sampled fleets put it (their size
    // from the evidence: cost fleets differ [3.7.1]); < 0: the least a fleet of the rule has.
    double opponent_materiel = -1;
};

void choose_actions(const Knowledge& k, FleetRule rule, const CellScores& p, Rng& rng, Actions& out,
                    TargetingStyle style = {});

// The opponent's remaining materiel as far as it can be bounded: the cells a fleet of
// this rule has at least, less those known destroyed.
int opponent_materiel_estimate(const Knowledge& k, FleetRule rule);

} // namespace ss
