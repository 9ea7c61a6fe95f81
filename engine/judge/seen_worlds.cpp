#include "judge/seen_worlds.h"

#include "bots/analysis.h"
#include "half_turn.h"
#include "random_play.h"

#include <algorithm>

namespace ss {

namespace {

// What the opponent saw of a turn, from what the player saw of it: the same events from
// the other side. The opponent's own outcomes are their visible aspects (their missile
// launches unseen); a beam is given to their first ship with a beam weapon, and a scan the
// result the player's own space gives it (`mine`: the player's ship cells).
TurnView mirrored(const TurnView& v, const Fleet& theirs, CellSet mine)
{
    TurnView m;
    m.turn = v.turn;
    m.own = v.opponent;
    std::uint8_t beam_ship = 0;
    for (std::size_t i = 0; i < theirs.size(); ++i)
        if (info(theirs[i].type).beam_weapon) {
            beam_ship = static_cast<std::uint8_t>(i);
            break;
        }
    for (Outcome& o : m.own) {
        if (o.kind == ActionKind::Beam)
            o.ship = beam_ship;
        if (o.kind == ActionKind::Scan)
            o.scan = mine.contains(o.target[0]) ? ScanResult::Ship : ScanResult::Empty;
    }
    visible_aspects(v.own, m.opponent);
    m.own_destroyed = v.opponent_destroyed;
    m.opponent_destroyed = v.own_destroyed;
    m.end = v.end;
    return m;
}

} // namespace

std::optional<Position> seen_world(const Knowledge& mine, const Fleet& theirs, FleetRule rule)
{
    if (!mine.history().empty() && mine.history().back().end.terminated)
        return std::nullopt;
    const Player me = mine.player(), them = other(me);
    Knowledge their_knowledge(them, theirs, mine.rules());
    for (const TurnView& v : mine.history())
        their_knowledge.learn(mirrored(v, theirs, mine.own().occupied));
    const int turn = mine.turns_seen() + 1;
    const Space& a = me == Player::A ? mine.own() : their_knowledge.own();
    const Space& b = me == Player::A ? their_knowledge.own() : mine.own();
    Position position{Game(a, b, turn), {me == Player::A ? mine : their_knowledge, me == Player::A ? their_knowledge : mine}, rule};
    return position;
}

std::vector<double> seen_scores(const Knowledge& mine, FleetRule rule, const Actions* first,
                                const RolloutPolicy& policy, int worlds, std::uint64_t seed)
{
    std::vector<double> out;
    const std::vector<Fleet> fleets = sample_fleets(mine, rule, std::max(1, worlds), mix_seed(seed, 0x5EE));
    const int n = static_cast<int>(fleets.size());
    const bool a = mine.player() == Player::A;
    for (int w = 0; w < n; ++w) {
        const std::optional<Position> position = seen_world(mine, fleets[static_cast<std::size_t>(w)], rule);
        if (!position)
            return {};
        RolloutPolicy each = policy;
        each.rollouts = policy.rollouts / n + (w < policy.rollouts % n ? 1 : 0);
        if (each.rollouts == 0)
            continue;
        const RolloutResults r = play_out(*position, a ? first : nullptr, a ? nullptr : first, each,
                                          mix_seed(seed, static_cast<std::uint64_t>(w) + 1));
        for (double s : r.score_a)
            out.push_back(a ? s : 1 - s);
    }
    return out;
}

Chances seen_win_chances(const Knowledge& mine, FleetRule rule, const RolloutPolicy& policy, int worlds, std::uint64_t seed)
{
    Chances out;
    const std::vector<double> scores = seen_scores(mine, rule, nullptr, policy, worlds, seed);
    for (double s : scores) {
        const double a = mine.player() == Player::A ? s : 1 - s;
        (a == 1.0 ? out.a : a == 0.0 ? out.b : out.draw) += 1;
    }
    out.rollouts = static_cast<int>(scores.size());
    if (out.rollouts > 0) {
        out.a /= out.rollouts;
        out.b /= out.rollouts;
        out.draw /= out.rollouts;
    }
    return out;
}

} // namespace ss
