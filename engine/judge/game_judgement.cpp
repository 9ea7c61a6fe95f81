#include "judge/game_judgement.h"

#include "bots/bot_list.h"
#include "guided.h"
#include "judge/seen_worlds.h"
#include "random_play.h"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <cmath>
#include <numeric>
#include <string>

namespace ss {

namespace {

// The standard error of the mean of the differences (the same rollouts, paired).
double paired_se(const std::vector<double>& x, const std::vector<double>& y)
{
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2)
        return 0;
    double mean = 0;
    for (std::size_t i = 0; i < n; ++i)
        mean += x[i] - y[i];
    mean /= static_cast<double>(n);
    double var = 0;
    for (std::size_t i = 0; i < n; ++i)
        var += (x[i] - y[i] - mean) * (x[i] - y[i] - mean);
    return std::sqrt(var / static_cast<double>(n - 1) / static_cast<double>(n));
}

// The same actions, in any order (as their tokens say).
bool same_actions(const Actions& x, const Actions& y)
{
    const auto tokens = [](const Actions& v) {
        std::vector<std::string> t;
        for (const Action& a : v)
            t.push_back(to_token(a));
        std::sort(t.begin(), t.end());
        return t;
    };
    return x.size() == y.size() && tokens(x) == tokens(y);
}

double mean(const std::vector<double>& x)
{
    return x.empty() ? 0 : std::accumulate(x.begin(), x.end(), 0.0) / static_cast<double>(x.size());
}

std::uint64_t turn_seed(std::uint64_t seed, int turn) { return seed * 0x100000001b3ULL + static_cast<std::uint64_t>(turn) * 0x9e3779b97f4a7c15ULL; }

} // namespace

int judge_threads() { return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1, 4); }

std::string_view mark_of(double drop, double se)
{
    if (drop <= 2 * se)
        return "";
    return drop > 0.20 ? "blunder" : drop > 0.10 ? "mistake" : drop > 0.05 ? "inaccuracy" : "";
}

namespace {

// The turn whose results moved a chance (`chance` of each turn judged, `before` from the
// setups) the most toward `result` (1 won, 0 lost, ½ drawn: nearer it by so much; NaN, a
// game not over: the largest move either way), by kDecisiveMove or more; 0 for none
// (playtest 30: "from 99% to over 99%" was named the turn that decided a game won from the
// setups on). A chance below 0 (not worked out) ends the series.
template <class Chance>
int decisive_of(const GameJudgement& j, double before, double result, Chance chance)
{
    int decisive = 0;
    double best = kDecisiveMove - 1e-9, last = before;
    for (const TurnJudgement& t : j.turns) {
        const double now = chance(t);
        if (now < 0)
            break;
        if (const double v = std::isnan(result) ? std::abs(now - last) : std::abs(last - result) - std::abs(now - result); v > best) {
            best = v;
            decisive = t.turn;
        }
        last = now;
    }
    return decisive;
}

} // namespace

GameJudgement judge_game(const std::array<Fleet, 2>& fleets, FleetRule rule, const GameRecord& record,
                         const Ruleset& rules, const JudgeOptions& options, std::uint64_t seed)
{
    GameJudgement out;
    Position position{Game(fleets[0], fleets[1], rules),
                      {Knowledge(Player::A, fleets[0], rules), Knowledge(Player::B, fleets[1], rules)}, rule};
    out.before = win_chances(position, options.policy, turn_seed(seed, 0));
    const bool guided = !record.tag(kGuidedTag).empty(); // the weapons came in one a turn (guided.h)
    // Player p's score as far as they know it `at` a position: the result once the game is over.
    const auto known_score = [&](const Position& at, int p, std::uint64_t s) {
        if (at.game.over()) {
            const GameEnd& end = at.game.end();
            return end.draw() ? 0.5 : end.winner() == Player(p) ? 1.0 : 0.0;
        }
        const std::vector<double> seen =
            seen_scores(at.knowledge[p], rule, nullptr, options.policy, options.worlds, mix_seed(s, 41 + p));
        return seen.empty() ? -1.0 : mean(seen);
    };
    for (int p = 0; options.chances_as_known && p < 2; ++p)
        out.known_before[p] = known_score(position, p, turn_seed(seed, 0));
    // The position before each turn and after the last, replayed first (turn resolution is
    // deterministic), so that the turns may be weighed apart, each from its own seed.
    std::vector<Position> at{position};
    TurnReport report;
    for (std::size_t t = 0; t < record.turns.size() && !at.back().game.over(); ++t) {
        Position next = at.back();
        if (next.game.play(record.turns[t][0].actions, record.turns[t][1].actions, report))
            break; // (refereed already: never)
        for (Player p : {Player::A, Player::B})
            next.knowledge[index_of(p)].learn(view_of(next.game, report, p));
        at.push_back(std::move(next));
    }
    const std::size_t turns = at.size() - 1;
    // A fresh Admiral for each turn: its choice made from that turn alone, whichever thread
    // weighs it (one Admiral carried from turn to turn chose by what it had seen before).
    const auto judge_turn = [&](std::size_t t) {
        std::unique_ptr<Bot> admiral = make_admiral_bot(options.admiral_samples);
        const Position& position = at[t];
        const Position& after = at[t + 1];
        const int turn = static_cast<int>(t) + 1;
        const Actions& a = record.turns[t][0].actions;
        const Actions& b = record.turns[t][1].actions;
        const std::uint64_t s = turn_seed(seed, turn);
        // Rollouts from before the turn with its actions as played are rollouts from after
        // it: turn resolution is deterministic.
        const RolloutResults played = play_out(position, &a, &b, options.policy, s);
        TurnJudgement j{turn, played.chances, {}};
        for (int p = 0; options.judge_choices && p < 2; ++p) {
            admiral->new_game(Player(p), rule, turn_seed(s, 7 + p), rules);
            ChoiceJudgement c;
            admiral->turn(position.knowledge[p], c.best_actions);
            if (guided) // (the Admiral's choice made of what the turn allowed: playtest 32 was shown a beam in turn 2)
                c.best_actions = guided_kept(c.best_actions, turn, position.knowledge[p].entitlements(), rules);
            const Actions& mine_played = p == 0 ? a : b;
            const bool same = same_actions(c.best_actions, mine_played);
            // As far as the player could know [1.4]: over worlds sampled from their knowledge,
            // so that a lucky or unlucky strike is not taken for a good or bad choice. Both
            // choices on the same worlds and random numbers (one seed), so the drop is paired.
            const auto as_known = [&](const Actions& first) {
                return seen_scores(position.knowledge[p], rule, &first, options.policy, options.worlds, mix_seed(s, 31 + p));
            };
            const std::vector<double> seen = options.choices_as_known ? as_known(mine_played) : std::vector<double>{};
            const double mine = p == 0 ? played.chances.score_a() : 1 - played.chances.score_a();
            c.played = mine;
            if (!seen.empty()) {
                c.played = mean(seen);
                c.best = c.played;
                if (!same) {
                    const std::vector<double> other = as_known(c.best_actions);
                    c.best = mean(other);
                    c.se = paired_se(other, seen);
                }
            } else if (same) {
                c.best = mine;
            } else {
                const RolloutResults best =
                    play_out(position, p == 0 ? &c.best_actions : &a, p == 0 ? &b : &c.best_actions, options.policy, s);
                const double theirs = best.chances.score_a();
                c.best = p == 0 ? theirs : 1 - theirs;
                c.se = paired_se(best.score_a, played.score_a);
            }
            // Knowing nothing yet of the other fleet [1.4], where strikes go is luck, not a
            // choice: such a turn is marked only for actions it left unused (a playtest's blind
            // first volley was called a blunder).
            const bool blind = position.knowledge[p].turns_seen() == 0 &&
                               (p == 0 ? a : b).size() >= c.best_actions.size();
            c.mark = blind ? std::string_view() : mark_of(c.drop(), c.se);
            j.choice[p] = std::move(c);
        }
        j.materiel = {after.game.space(Player::A).remaining_materiel(), after.game.space(Player::B).remaining_materiel()};
        for (int p = 0; options.chances_as_known && p < 2; ++p)
            j.known[p] = known_score(after, p, s);
        return j;
    };
    // Each judged turn told in order, as it comes; false from progress stops the work.
    const auto told = [&](TurnJudgement j) {
        out.turns.push_back(std::move(j));
        if (options.judged_so_far)
            options.judged_so_far(out);
        return !options.progress || options.progress(out.turns.back().turn, static_cast<int>(record.turns.size()));
    };
    const int workers = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(std::max(1, options.threads)), turns));
    if (workers <= 1) {
        for (std::size_t t = 0; t < turns; ++t)
            if (!told(judge_turn(t)))
                break;
    } else { // turns weighed side by side, told here in order (the same figures as one by one)
        std::vector<std::optional<TurnJudgement>> done(turns);
        std::mutex m;
        std::condition_variable ready;
        std::size_t next = 0;
        bool stop = false;
        std::exception_ptr failed;
        const auto work = [&] {
            for (;;) {
                std::size_t t;
                {
                    const std::lock_guard lock(m);
                    if (stop || next >= turns)
                        return;
                    t = next++;
                }
                try {
                    TurnJudgement j = judge_turn(t);
                    const std::lock_guard lock(m);
                    done[t] = std::move(j);
                } catch (...) { // (said where it was asked for, not ending the program in a thread)
                    const std::lock_guard lock(m);
                    failed = std::current_exception();
                    stop = true;
                }
                ready.notify_all();
            }
        };
        std::vector<std::thread> pool;
        try {
            for (int k = 0; k < workers; ++k)
                pool.emplace_back(work);
        } catch (const std::system_error&) { // (fewer threads than asked: those made do the work)
        }
        if (pool.empty())
            work(); // (none at all: this thread weighs every turn, then tells them)
        std::exception_ptr telling; // a callback's own failure, thrown once the threads are joined
        try {
            for (std::size_t t = 0; t < turns; ++t) {
                std::unique_lock lock(m);
                ready.wait(lock, [&] { return done[t].has_value() || failed; });
                if (failed)
                    break;
                TurnJudgement j = std::move(*done[t]);
                lock.unlock();
                if (!told(std::move(j)))
                    break;
            }
        } catch (...) {
            telling = std::current_exception();
        }
        {
            const std::lock_guard stopping(m);
            stop = true;
        }
        for (std::thread& w : pool)
            w.join();
        if (failed)
            std::rethrow_exception(failed);
        if (telling)
            std::rethrow_exception(telling);
    }
    const Position& position_at_end = at.back();
    // The turn that decided it: the largest move toward the result [2.3.4] — for a game A
    // won, A's largest rise; for one A lost, its largest fall (a playtest was shown its best
    // turn of a lost game); for a draw, the largest move toward even (playtest 42's draw was
    // said decided by a rise to 82 %, not by the fall from 86 % to 40 % that drew it); a game
    // not over, the largest move either way.
    const double result = !position_at_end.game.over()      ? std::nan("")
                          : position_at_end.game.end().draw() ? 0.5
                          : position_at_end.game.end().winner() == Player::A ? 1.0 : 0.0;
    out.decisive_turn = decisive_of(out, out.before.score_a(), result, [](const TurnJudgement& t) { return t.after.score_a(); });
    // The same for each player's chances as they could know them (B's result the other way).
    for (int p = 0; p < 2 && out.known_before[p] >= 0; ++p)
        out.known_decisive_turn[p] =
            decisive_of(out, out.known_before[p], p == 0 ? result : 1 - result, [p](const TurnJudgement& t) { return t.known[p]; });
    return out;
}

} // namespace ss
