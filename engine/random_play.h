// Random legal play: random setups and random legal action lists, the opponent for the
// throughput benchmark and the property tests. Deterministic for a seed on every platform
// (std::mt19937_64 is fully specified; ranges are reduced here, not by std distributions).
#pragma once

#include "action.h"
#include "fleet.h"
#include "game.h"
#include "ruleset.h"
#include "space.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <random>
#include <vector>

namespace ss {

using Rng = std::mt19937_64;

// A seed of its own for item k of a run seeded `seed` (splitmix64): the games of a
// tournament, the rollouts of a judgement.
inline std::uint64_t mix_seed(std::uint64_t seed, std::uint64_t k)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (k + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// A number in [0, n), n > 0.
inline int uniform(Rng& rng, int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }
inline bool chance(Rng& rng, int in, int of) { return uniform(rng, of) < in; }

// A legal random setup for the fleet rule [2.1, 3.7]: the standard fleet with its
// choices drawn at random, or random ship types adding up to the cost [3.7.1].
std::vector<ShipSpec> random_setup(FleetRule rule, Rng& rng, const Ruleset& rules = rules_2_6_1());
// Rules 2.6.1's fleet choices (ShipRules::random_types): the standard fleet's choices, or
// ship types adding up to the cost, largest first.
std::vector<ShipType> random_types_2_6_1(FleetRule rule, Rng& rng);
// These ship types placed at random (a player's own choice of ships [3.7, 3.7.1]); the
// types must fit in the space together, as any legal fleet's do.
std::vector<ShipSpec> random_setup_of(std::vector<ShipType> types, Rng& rng, const Ruleset& rules = rules_2_6_1());
// One attempt to place the types in this order; nothing when one of them found no room.
// Cells already `taken` (ships laid out by hand) are left alone; the identities number
// only these ships.
std::optional<std::vector<ShipSpec>> random_placement(std::span<const ShipType> types, Rng& rng, CellSet taken = {},
                                                      const Ruleset& rules = rules_2_6_1());
// These ship types placed at random around the cells already taken; nothing when no room
// was found for them in many tries (the taken cells leave too little).
std::optional<std::vector<ShipSpec>> random_setup_around(std::vector<ShipType> types, CellSet taken, Rng& rng,
                                                         const Ruleset& rules = rules_2_6_1());

// A random player: fires what it may, at cells it has not struck yet.
class RandomPlayer {
public:
    // Every strike used, or now and then one left unused [4.2] (the fuzzers' and referee
    // tests' random games: a legal choice to exercise; a bot to play against never passes
    // with a strike in hand — eighth playtest: "the Practice bot skipped a turn").
    explicit RandomPlayer(bool every_strike = false);
    // A random legal action list for this turn, from the player's own space and what it
    // entitles them to (see Game::entitlements or Knowledge::entitlements) only.
    void choose(const Space& own, const Entitlements& e, Rng& rng, Actions& out);

private:
    bool every_strike_ = false;
    std::vector<Cell> untried_; // strike targets not yet used, a random pick each
    int untried_count_ = kCellCount;
    Cell next_target(Rng& rng);
};

// Plays one complete game between two random players with random setups. The observer,
// if given, sees every turn after it is played. Gives up (unterminated) after max_turns.
struct RandomGame {
    int turns = 0;
    GameEnd end;
};
using TurnObserver = std::function<void(const Game&, const Actions& a, const Actions& b, const TurnReport&)>;
RandomGame play_random_game(Rng& rng, FleetRule rule = FleetRule::standard(), const TurnObserver& observe = {},
                            int max_turns = 10000, const Ruleset& rules = rules_2_6_1());

} // namespace ss
