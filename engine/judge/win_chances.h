// Who is winning, as a chess engine's evaluation says it: from a game in play as it truly
// is (both fleets, and what each player knows), the rest of the game played many times by
// bots that each play only from their own player's knowledge [1.4], counting the results.
// Used by the review's judgement of a game (game_judgement.h); deterministic for a seed.
#pragma once

#include "game.h"
#include "knowledge.h"

#include <array>
#include <cstdint>
#include <string>

namespace ss {

// The chances of each result, and of the expected score (a win 1, a draw 1/2) of A.
struct Chances {
    double a = 0, b = 0, draw = 0;
    int rollouts = 0;
    double score_a() const { return a + draw / 2; }
};

// How the rest of a game is played out: the bot that plays it for both players, how many
// times, and the turn after which an unfinished game goes to the one with more materiel
// [2.3.3] (bots end games long before it).
struct RolloutPolicy {
    // The sampler with 30 samples a turn: over 480 positions of six pairings of bot games
    // the best calibrated and sharpest of those tried (hunter and density were overconfident;
    // tests/benchmarks/calibration.py, docs/benchmarks.md).
    std::string bot = "sampler:30";
    // Each player's own bot, where the record names it ("" for `bot`): a game between bots
    // of unequal strength is judged as those bots would play it on (`analyse --policy
    // players`). "admiral:N" is the Admiral drawing N samples a turn.
    std::array<std::string, 2> players{};
    int rollouts = 96;
    int max_turns = 60;
};

// A game in play: its state and both players' knowledge, kept in step.
struct Position {
    Game game;
    std::array<Knowledge, 2> knowledge;
    FleetRule rule; // the fleets' rule, which the bots reason from [3.7]
};

// The chances from `position`, this turn's actions first given for both (each may be
// null: the bot chooses; an empty list is a turn of no actions, as a record may have it —
// playtest 21's review read 48 % after a game lost by 2.3.2, the bots having chosen for
// the empty last turn). Rollout i plays with the same random numbers whatever the
// actions given, so two calls differing only in them differ only by what the actions
// bring about (common random numbers: the judgement of a choice is not noise).
struct RolloutResults {
    Chances chances;
    std::vector<double> score_a; // each rollout's score for A: 1, 1/2 or 0
};
RolloutResults play_out(const Position& position, const Actions* first_a, const Actions* first_b,
                        const RolloutPolicy& policy, std::uint64_t seed);

Chances win_chances(const Position& position, const RolloutPolicy& policy, std::uint64_t seed);

// The rollout bot for a player as a record's [A] or [B] tag names it: its own where the tag
// names a built-in bot ("Bot: hunter", "Bot: density (Captain)"), the Admiral and the
// sampler drawing 30 samples a turn (deterministic, and fast enough to play out); "" for a
// person (the policy's `bot`). Over the same 480 positions of bot games, rollouts by the
// players' own bots scored a Brier of 0.038 against 0.077 with one bot for both
// (docs/benchmarks.md): who plays on decides as much as the position.
std::string rollout_bot_for(const std::string& tag);
// A bot by name as it plays in rollouts: the sampling bots (sampler, commodore, admiral)
// drawing 30 samples a turn ("admiral:30"), the others as they are.
std::string rollout_player(const std::string& bot);

} // namespace ss
