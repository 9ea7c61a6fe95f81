// A finished (or unfinished) game judged turn by turn, as a chess engine reviews one: who
// was winning after each turn (win_chances.h, both fleets known), each player's choice of
// actions weighed against the Admiral's from the same knowledge, in worlds the player could
// not tell from the true one (seen_worlds.h), and the turn that decided the game.
#pragma once

#include "judge/win_chances.h"
#include "record.h"
#include "referee.h"

#include <array>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace ss {

// One player's actions in a turn against the Admiral's choice from the same knowledge: the
// player's chances of winning (a draw counting half) with each, as far as the player could
// know — over worlds sampled from their knowledge, the opponent's actions chosen by its bot
// (JudgeOptions::choices_as_known) — over the same rollouts, and the drop's standard error.
struct ChoiceJudgement {
    double played = 0, best = 0, se = 0;
    std::string_view mark; // "", "inaccuracy", "mistake" or "blunder" (mark_of)
    Actions best_actions;
    double drop() const { return best - played; }
};

struct TurnJudgement {
    int turn = 0;
    Chances after;                                    // once the turn's results are in
    std::array<int, 2> materiel{};                    // then: each fleet's undamaged cells [2.3.3]
    std::array<std::optional<ChoiceJudgement>, 2> choice; // when choices are judged
    // Then each player's score (a win 1, a draw 1/2) as far as they could know it: the
    // rest of the game played out over worlds sampled from what they knew (seen_worlds.h),
    // the result itself once the game is over; -1 when not worked out (chances_as_known).
    std::array<double, 2> known{-1, -1};
};

struct GameJudgement {
    Chances before; // from the setups
    std::vector<TurnJudgement> turns;
    // The turn whose results moved A's chances the most toward the game's result: the
    // winner's largest rise, the loser's largest fall (either way for a draw or a game not
    // over); 0 when no turn moved them so by kDecisiveMove or more.
    int decisive_turn = 0;
    // Each player's score from what they knew at the setups, and the turn that decided the
    // game as each could know it: the largest move of their known score toward their
    // result, by kDecisiveMove or more (0: none). With chances_as_known only.
    std::array<double, 2> known_before{-1, -1};
    std::array<int, 2> known_decisive_turn{};
};

// The least move in the chance of winning that can have decided a game: ten points.
inline constexpr double kDecisiveMove = 0.10;

struct JudgeOptions {
    RolloutPolicy policy;
    bool judge_choices = true;
    int admiral_samples = 600; // the Admiral's samples for its choice of a turn
    // Each choice weighed over worlds sampled from what its player knew then (seen_worlds.h),
    // the policy's rollouts shared among `worlds` of them; false: in the true world, both
    // fleets known (where luck counts as skill).
    bool choices_as_known = true;
    int worlds = 24;
    // Each player's chance after each turn as far as they could know it (TurnJudgement::known).
    bool chances_as_known = true;
    // Told after each turn judged (turns done, turns in all); false stops the work, the
    // turns judged so far kept (a review that is left, a cancel).
    std::function<bool(int, int)> progress;
    // Turns weighed side by side, in so many threads (the figures do not depend on it);
    // judge_threads() for the machine's cores.
    int threads = 1;
    // Told the judgement so far after each turn judged (its decisive turns still 0), for a
    // chart that fills turn by turn (playtest 51 waited 15-20 s on an empty one).
    std::function<void(const GameJudgement&)> judged_so_far;
};

// One thread a core, up to four: JudgeOptions::threads where a person waits (the review,
// analyse).
int judge_threads();

// A drop in the chance of winning, marked as lichess marks moves: more than 5, 10 and 20
// points, and more than twice its standard error (so that noise marks nothing).
std::string_view mark_of(double drop, double se);

// Judges a game of this ruleset from its two fleets and its record's turns; deterministic
// for a seed.
GameJudgement judge_game(const std::array<Fleet, 2>& fleets, FleetRule rule, const GameRecord& record,
                         const Ruleset& rules, const JudgeOptions& options, std::uint64_t seed);
// The same for a refereed game (referee.h).
inline GameJudgement judge_game(const RefereedGame& game, const GameRecord& record, const Ruleset& rules,
                                const JudgeOptions& options, std::uint64_t seed)
{
    return judge_game(game.fleets, game.fleet_rule, record, rules, options, seed);
}

} // namespace ss
