#include "half_turn.h"

#include "geometry.h"
#include "space.h"

#include <algorithm>

namespace ss {

namespace {

// Reporting order of visible aspects [11.7.1.1]; missile launches are not revealed.
int aspect_order(ActionKind k)
{
    switch (k) {
    case ActionKind::Beam:
        return 0;
    case ActionKind::Strike:
        return 1;
    case ActionKind::Scan:
        return 2;
    case ActionKind::Kamikaze:
        return 3;
    case ActionKind::Missile:
        break;
    }
    return -1;
}

// The player's outcomes that are revealed, in the order they are revealed.
template <typename F>
void for_each_aspect(std::span<const Outcome> outcomes, F&& f)
{
    for (int order = 0; order < 4; ++order)
        for (std::size_t i = 0; i < outcomes.size(); ++i)
            if (aspect_order(outcomes[i].kind) == order)
                f(i);
}

} // namespace

void take_actions(Space& own, std::span<const Action> actions, std::span<const ActionUse> uses,
                  std::vector<Outcome>& outcomes)
{
    outcomes.clear();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        if (a.kind == ActionKind::Missile)
            own.rules->resolution.launch(own, a.kind, uses[i].launch); // [8.1.3.2]
        else if (a.kind == ActionKind::Kamikaze)
            own.rules->resolution.launch(own, a.kind, a.cell); // [4.5.3]
    }
    // Beams first, in the order written, each line from its first end [D2, 11.7.1.1].
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        if (a.kind != ActionKind::Beam)
            continue;
        Outcome o;
        o.kind = ActionKind::Beam;
        o.action = static_cast<std::uint16_t>(i);
        o.target = *own.rules->beams.targets(a);
        o.cells = static_cast<std::uint8_t>(own.rules->beams.length());
        o.ship = uses[i].ship;
        outcomes.push_back(o);
    }
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        if (a.kind == ActionKind::Beam)
            continue;
        Outcome o;
        o.kind = a.kind;
        o.action = static_cast<std::uint16_t>(i);
        o.target[0] = a.kind == ActionKind::Missile ? uses[i].launch : a.cell;
        outcomes.push_back(o);
    }
}

void visible_aspects(std::span<const Outcome> outcomes, std::vector<Outcome>& aspects)
{
    aspects.clear();
    for_each_aspect(outcomes, [&](std::size_t i) {
        Outcome seen = outcomes[i];
        seen.action = 0;
        seen.ship = 0;
        aspects.push_back(seen);
    });
}

void answer_aspects(Space& own, std::span<Outcome> aspects)
{
    const Resolution& resolve = own.rules->resolution;
    for (Outcome& o : aspects) {
        if (o.kind == ActionKind::Beam) {
            for (int k = 0; k < o.cells; ++k)
                o.result[k] = resolve.strike(own, o.target[k], o.explosions);
            // Hits in both end cells, which are not loosely adjacent, burn the beam out
            // [8.2.4, D7]: both players see it in the results. (No burn-out in classic.)
            o.burnout = own.rules->visible.burnout && o.result[0] == StrikeResult::Hit &&
                        o.result[o.cells - 1] == StrikeResult::Hit;
        } else if (o.kind == ActionKind::Strike)
            o.result[0] = resolve.strike(own, o.target[0], o.explosions);
    }
    // Scans after all strikes [D4].
    for (Outcome& o : aspects) {
        if (o.kind != ActionKind::Scan)
            continue;
        const Cell c = o.target[0];
        o.scan = own.ship_at[c.index] == kNoShip ? ScanResult::Empty
                 : own.destroyed.contains(c)     ? ScanResult::Destroyed
                                                 : ScanResult::Ship; // [8.3.4.1]
    }
}

void end_turn(Space& own) { own.rules->resolution.end_turn(own); }

void receive_results(Space& own, std::span<Outcome> outcomes, std::span<const Outcome> answered)
{
    std::size_t next = 0;
    for_each_aspect(outcomes, [&](std::size_t i) {
        const Outcome& r = answered[next++];
        Outcome& o = outcomes[i];
        o.result = r.result;
        o.scan = r.scan;
        o.explosions = r.explosions;
        o.burnout = r.burnout;
    });
    burn_out_beams(own, outcomes);
}

void burn_out_beams(Space& own, std::span<const Outcome> outcomes)
{
    for (const Outcome& o : outcomes)
        if (o.kind == ActionKind::Beam && o.burnout)
            own.burnt_out[o.ship] = 1;
}

void report_destroyed(const Space& own, CellSet destroyed_before, std::vector<DestroyedShip>& out)
{
    out.clear();
    const CellSet newly = own.destroyed - destroyed_before;
    if (newly.empty())
        return;
    for (std::size_t i = 0; i < own.fleet.size(); ++i) {
        const Ship& s = own.fleet[i];
        if (s.cells.intersects(newly) && own.destroyed.contains_all(s.cells))
            out.push_back(DestroyedShip{static_cast<std::uint8_t>(i)});
    }
}

void report_flashcube(const Space& own, CellSet cells, DestroyedShip& ship)
{
    ship.count = 0;
    for (Cell c : cells) { // in cell order [D5]
        FlashcubeCell f{c};
        const std::uint8_t mine = own.ship_at[c.index];
        if (mine != kNoShip) {
            const Ship& s = own.fleet[mine];
            f.ship = true;
            f.type = s.type;
            f.identity = s.numbered ? s.identity : 0; // [7.2.4]
            f.destroyed = own.destroyed.contains(c);
        }
        ship.flashcube[ship.count++] = f;
    }
}

} // namespace ss
