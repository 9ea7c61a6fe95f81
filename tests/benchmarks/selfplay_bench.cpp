// Engine throughput benchmark (not a test): random-legal self-play games per second on
// one core, and the cost of counting a ship's conventional strikes [4.4.1, D6].
//
//   build/tests/benchmarks/selfplay-bench [GAMES_PER_RUN] [RUNS]
//
// Prints each run and the medians; docs/benchmarks.md records the figures.
#include "random_play.h"
#include "space.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace ss;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

} // namespace

int main(int argc, char** argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 100000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;

    std::vector<double> rates, turn_means;
    for (int r = 0; r < runs; ++r) {
        Rng rng(1000 + r);
        long turns = 0;
        int terminated = 0;
        const auto t0 = Clock::now();
        for (int g = 0; g < games; ++g) {
            const RandomGame result = play_random_game(rng);
            turns += result.turns;
            terminated += result.end.terminated;
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
        rates.push_back(games / seconds);
        turn_means.push_back(static_cast<double>(turns) / games);
        std::printf("run %d: %d games (%d terminated) in %.3f s: %.0f games/s, %.1f turns/game, %.2f us/turn\n", r + 1,
                    games, terminated, seconds, games / seconds, static_cast<double>(turns) / games,
                    seconds * 1e6 / static_cast<double>(turns));
    }

    // Entitlement: conventional strikes of every ship of random fleets in random damage states.
    std::vector<double> per_ship_ns, per_player_ns;
    for (int r = 0; r < runs; ++r) {
        Rng rng(7 + r);
        std::vector<Space> spaces;
        for (int i = 0; i < 1000; ++i) {
            Space s(make_fleet(random_setup(FleetRule::standard(), rng)));
            for (Cell c : s.occupied)
                if (chance(rng, 1, 3))
                    s.destroyed.insert(c);
            spaces.push_back(std::move(s));
        }
        long ships = 0, sink = 0;
        const auto t0 = Clock::now();
        for (int rep = 0; rep < 200; ++rep)
            for (const Space& s : spaces)
                for (std::size_t i = 0; i < s.fleet.size(); ++i) {
                    sink += s.conventional_strikes(static_cast<int>(i));
                    ++ships;
                }
        const double ns = std::chrono::duration<double, std::nano>(Clock::now() - t0).count();
        per_ship_ns.push_back(ns / static_cast<double>(ships));
        // Everything a player may do in a turn: strikes, missiles, kamikaze, beams, scans [D6].
        const auto t1 = Clock::now();
        for (int rep = 0; rep < 200; ++rep)
            for (const Space& s : spaces)
                sink += entitlements(s, 2).strikes;
        const double all_ns = std::chrono::duration<double, std::nano>(Clock::now() - t1).count();
        per_player_ns.push_back(all_ns / (200.0 * static_cast<double>(spaces.size())));
        std::printf("entitlement run %d: conventional strikes %.1f ns per ship, all entitlements %.1f ns per player "
                    "(checksum %ld)\n",
                    r + 1, ns / static_cast<double>(ships), per_player_ns.back(), sink);
    }
    std::printf("median: %.0f games/s, %.1f turns/game; conventional strikes %.1f ns per ship; all entitlements "
                "%.1f ns per player\n",
                median(rates), median(turn_means), median(per_ship_ns), median(per_player_ns));
    return 0;
}
