#include "guided.h"

namespace ss {

namespace {

// The weapons in the order a guided game brings them in.
// The scan first: the simplest, and a light scout of one cell is often lost early (playtest
// 34 lost it in turn 3, before the scan's turn came).
constexpr ActionKind kOrder[] = {ActionKind::Scan, ActionKind::Missile, ActionKind::Beam, ActionKind::Kamikaze};

bool has(ActionKind kind, const Ruleset& rules) { return kind != ActionKind::Scan || rules.visible.scans; }

// Nothing left to strike with once the weapons held back are taken away, but a kamikaze strike.
bool last_resort(int turn, const Entitlements& e, const Ruleset& rules)
{
    const bool strikes = e.strikes > 0 || (e.missile.any() && turn >= guided_turn(ActionKind::Missile, rules)) ||
                         (e.beam.any() && turn >= guided_turn(ActionKind::Beam, rules));
    return !strikes && e.kamikaze.any();
}

} // namespace

int guided_turn(ActionKind kind, const Ruleset& rules)
{
    int turn = 2;
    for (ActionKind k : kOrder) {
        if (k == kind)
            return turn;
        turn += has(k, rules);
    }
    return 1; // a strike
}

std::optional<ActionKind> guided_weapon(int turn, const Ruleset& rules)
{
    for (ActionKind k : kOrder)
        if (has(k, rules) && guided_turn(k, rules) == turn)
            return k;
    return std::nullopt;
}

bool guided_withholds(ActionKind kind, int turn, const Entitlements& e, const Ruleset& rules)
{
    if (kind == ActionKind::Strike || turn >= guided_turn(kind, rules))
        return false;
    return !((kind == ActionKind::Kamikaze || kind == ActionKind::Scan) && last_resort(turn, e, rules));
}

Entitlements guided_entitlements(int turn, const Entitlements& e, const Ruleset& rules)
{
    Entitlements out = e;
    if (guided_withholds(ActionKind::Missile, turn, e, rules))
        out.missile.reset();
    if (guided_withholds(ActionKind::Beam, turn, e, rules))
        out.beam.reset();
    if (guided_withholds(ActionKind::Scan, turn, e, rules))
        out.scans = 0;
    if (guided_withholds(ActionKind::Kamikaze, turn, e, rules))
        out.kamikaze.reset();
    return out;
}

Actions guided_kept(const Actions& actions, int turn, const Entitlements& e, const Ruleset& rules)
{
    return without(actions, [&](ActionKind kind) { return guided_withholds(kind, turn, e, rules); });
}

} // namespace ss
