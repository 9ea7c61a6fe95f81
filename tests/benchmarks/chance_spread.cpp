// How much a chance of winning at the start owes to the fleets (issue 23, playtest 29: the
// hint said 45 % at turn 1 where the review said 76 %). For one fleet of A's, laid out by
// a bot, and B as the hunter (Cadet): the hint's figure, from worlds that fit what A knows
// (judge/seen_worlds.h), against the figure with each of many true fleets of B's, as the
// review weighs it (judge/win_chances.h). Not run by ctest; see docs/benchmarks.md.
//
//   build/tests/benchmarks/chance-spread [FLEETS] [A'S SETUP BOT] [B'S BOT]
#include "bots/bot.h"
#include "fleet.h"
#include "judge/seen_worlds.h"
#include "judge/win_chances.h"
#include "knowledge.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <string>
#include <vector>

using namespace ss;

int main(int argc, char** argv)
{
    const int fleets = argc > 1 ? std::max(1, std::atoi(argv[1])) : 40;
    const std::string setup_bot = argc > 2 ? argv[2] : "sampler";
    const std::string opponent = argc > 3 ? argv[3] : "hunter";
    const FleetRule rule = FleetRule::standard();
    auto a_bot = make_bot(setup_bot);
    auto b_probe = make_bot(opponent);
    if (!a_bot || !b_probe) {
        std::fprintf(stderr, "unknown bot\n");
        return 1;
    }
    a_bot->new_game(Player::A, rule, 7);
    const Fleet a = make_fleet(a_bot->setup());
    RolloutPolicy policy; // as the hint weighs it: 64 games, the sampler for A, B's own bot
    policy.rollouts = 64;
    policy.players = {"sampler:30", rollout_player(opponent)};
    const Knowledge known(Player::A, a);
    for (int worlds : {8, 32})
        std::printf("from what A knows (%d worlds, 64 games): %.1f %%\n", worlds,
                    100 * seen_win_chances(known, rule, policy, worlds, 1).score_a());
    std::vector<double> truth;
    RolloutPolicy review = policy;
    review.rollouts = 96; // as the review weighs it
    for (int i = 0; i < fleets; ++i) {
        auto b_bot = make_bot(opponent);
        b_bot->new_game(Player::B, rule, 100 + static_cast<std::uint64_t>(i));
        const Fleet b = make_fleet(b_bot->setup());
        const Position p{Game(a, b), {Knowledge(Player::A, a), Knowledge(Player::B, b)}, rule};
        truth.push_back(win_chances(p, review, 3).score_a());
    }
    std::sort(truth.begin(), truth.end());
    const double mean = std::accumulate(truth.begin(), truth.end(), 0.0) / static_cast<double>(truth.size());
    const auto at = [&](double q) { return 100 * truth[static_cast<std::size_t>(q * static_cast<double>(truth.size() - 1))]; };
    std::printf("with B's true fleet (%d fleets, 96 games each): mean %.1f %%, lowest %.1f, tenth %.1f, median %.1f, "
                "ninetieth %.1f, highest %.1f\n",
                fleets, 100 * mean, at(0), at(0.1), at(0.5), at(0.9), at(1));
}
