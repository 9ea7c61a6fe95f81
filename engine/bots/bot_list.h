// The built-in bots' factories (see make_bot in bot.h).
#pragma once

#include "bots/bot.h"

namespace ss {

std::unique_ptr<Bot> make_random_bot();
std::unique_ptr<Bot> make_hunter_bot();
std::unique_ptr<Bot> make_density_bot();
// The density bot's aim with the Admiral's setup: an opponent that hides its fleet well.
std::unique_ptr<Bot> make_hider_bot();
std::unique_ptr<Bot> make_sampler_bot();
// A sampler that draws this many samples a turn whatever its time budget (its deadline, a
// safety net, is then a minute): its games depend on the seed alone, on any machine and
// under any load (the bench, the sanitizers' tests).
std::unique_ptr<Bot> make_sampler_bot(int samples);
std::unique_ptr<Bot> make_oracle_bot();
// The strongest level (issue 24): the sampler's search, with its fleet laid out as a mixed
// strategy against shooters (Placement::Evasive), evidence from every turn, and a model of
// the opponent's placement learnt over the games (placement_styles.h).
std::unique_ptr<Bot> make_admiral_bot();
// The Admiral drawing this many samples a turn (as make_sampler_bot(int)): the review's
// yardstick for a choice (judge/game_judgement.h).
std::unique_ptr<Bot> make_admiral_bot(int samples);
// The level below the Admiral: the Admiral on kCommodoreSamples sampled fleets a turn.
inline constexpr int kCommodoreSamples = 30;
std::unique_ptr<Bot> make_commodore_bot();
std::unique_ptr<Bot> make_commodore_bot(int samples); // (drawing this many samples a turn)

} // namespace ss
