// The sampler's family (sampler, commodore, admiral) as the analysis drives it: whole fleets
// for the opponent drawn from what a player knows, the last turn's estimate, and the knobs
// the hint turns (samples a turn, the price of a beam that may burn out [8.2.4]). The bot
// itself is in sampler_bot.cpp; the analysis that uses it in sampler_analysis.cpp.
#pragma once

#include "bots/analysis.h"
#include "bots/bot.h"

#include <memory>
#include <string>
#include <vector>

namespace ss {

class SamplingBot : public Bot {
public:
    // Fleets for the opponent, each consistent with everything the player knows, drawn in
    // proportion to how well they explain it [1.4].
    virtual std::vector<Fleet> sample_fleets(const Knowledge& k, int n) = 0;
    virtual int last_samples() const = 0;
    virtual const CellScores& last_estimate() const = 0;
    // Samples per turn, whatever the time budget; 0 for the budget's.
    virtual void set_sample_limit(int n) = 0;
    // What a beam weapon is worth against the chance a line burns it out [8.2.4] (<0: the
    // bot's own price).
    virtual void set_beam_value(double v) = 0;
    // How much more a strike on a ship not yet found counts than one on a ship already hit
    // (0: the strikes go to the likeliest cells, as the estimate shows them).
    virtual void set_find_bonus(double b) = 0;
};

// The plain sampler (uniform placement, no model of the opponent), or the Admiral's play
// (`admiral`: evidence from every turn, missiles fired safest-first, the opponent's habits
// learnt) under `name`, laying out its fleet by `placement`.
std::unique_ptr<SamplingBot> make_sampling_bot(std::string name = "sampler", Placement placement = Placement::Uniform,
                                               bool admiral = false);

} // namespace ss
