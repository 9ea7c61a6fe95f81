#include "action_check.h"

#include "geometry.h"

#include <algorithm>
#include <bitset>
#include <string>

namespace ss {

namespace {

// What a death star needs to fire along a line [8.2.2.2, 8.2.2.3], in plain words.
const std::string kFiringPair = "two undamaged cells touching (by a face, an edge or a corner) in this beam's direction";
const char* const kBeamLine =
    "the end cells of a beam lie two steps apart on a straight line, with one cell between";

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

// The fleet index of the ship a beam token names, or kNoShip.
std::uint8_t named_ship(const Fleet& fleet, const Action& a)
{
    for (std::size_t i = 0; i < fleet.size(); ++i) {
        const Ship& s = fleet[i];
        if (s.type == a.ship_type && (a.ship_identity == s.identity || (a.ship_identity == 0 && !s.numbered)))
            return static_cast<std::uint8_t>(i);
    }
    return kNoShip;
}

} // namespace

std::optional<Violation> check_actions(Player p, const Space& own, const Entitlements& e,
                                       std::span<const Action> actions, std::vector<ActionUse>& uses)
{
    return own.rules->actions.check(p, own, e, actions, uses);
}

std::optional<Violation> name_beam_ships(Player p, const Space& own, const Entitlements& e, Actions& actions)
{
    return own.rules->actions.name_beam_ships(p, own, e, actions);
}

std::optional<Violation> check_actions_2_6_1(Player p, const Space& me, const Entitlements& e,
                                             std::span<const Action> actions, std::vector<ActionUse>& uses)
{
    const auto ruling = [p](std::string message, const char* rule, CellSet cells = {}) {
        return Violation{std::move(message), rule, cells, p};
    };
    uses.assign(actions.size(), ActionUse{});
    int plain = 0, missile_strikes = 0, kamikaze_strikes = 0, scans = 0;
    std::bitset<kMaxShips> used_missile, used_kamikaze, used_beam;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        const auto fail = [&](const std::string& why, const char* rule, CellSet cells = {}) {
            return ruling("{P:}" + to_token(a) + ": " + why, rule, cells);
        };
        switch (a.kind) {
        case ActionKind::Strike:
            ++plain;
            break;
        case ActionKind::Scan:
            ++scans;
            break;
        case ActionKind::Missile:
            if (auto v = check_missile(p, me, a, used_missile, uses[i], {"11.5.3", "8.1.3.1", "8.1.3.1", "8.1.2", "8.1.3"}))
                return v;
            ++missile_strikes;
            break;
        case ActionKind::Kamikaze: {
            const Cell c = a.cell;
            std::uint8_t ship = kNoShip;
            if (auto v = check_launch_cell(p, me, a, "4.5.2", ship))
                return v;
            const Ship& s = me.fleet[ship];
            if (s.type == ShipType::LightScout)
                return fail("a light scout never makes a kamikaze strike", "6.8.2", s.cells);
            if (!e.kamikaze[ship])
                return fail(s.label() + " still entitles {P} to a conventional or missile strike, so it cannot make a "
                                        "kamikaze strike",
                            "4.5", s.cells);
            if (used_kamikaze[ship])
                return fail(s.label() + " already makes a kamikaze strike this turn; a ship makes one", "4.5", s.cells);
            used_kamikaze.set(ship);
            uses[i] = {ship, c};
            ++kamikaze_strikes;
            break;
        }
        case ActionKind::Beam: {
            const auto line = beam_line(a.cell, a.to);
            if (!line)
                return fail(kBeamLine, "8.2.1", CellSet::of(a.cell) | CellSet::of(a.to));
            const int d = line_direction((*line)[0], (*line)[1]);
            const auto can_fire = [&](std::uint8_t ship) { return (e.beam_directions[ship] >> d & 1) != 0; };
            std::uint8_t ship = kNoShip;
            if (a.names_ship) {
                ship = named_ship(me.fleet, a);
                std::string label(info(a.ship_type).code);
                if (a.ship_identity)
                    label += std::to_string(a.ship_identity);
                const auto of_type = std::count_if(me.fleet.begin(), me.fleet.end(),
                                                   [&](const Ship& s) { return s.type == a.ship_type; });
                if (ship == kNoShip && a.ship_identity == 0 && of_type > 1)
                    return fail("{P} {has} several ships of type " + label + "; name one with its identity, e.g. " +
                                    label + "1",
                                "11.6.2");
                if (ship == kNoShip)
                    return fail("{P} {has} no ship " + label, "8.2.3.1");
                const Ship& s = me.fleet[ship];
                if (!info(s.type).beam_weapon)
                    return fail(label + " has no beam weapon", "8.2");
                if (me.ship_destroyed(ship))
                    return fail(label + " is destroyed", "3.10", s.cells);
                if (me.burnt_out[ship])
                    return fail(label + "'s beam weapon has burnt out", "8.4", s.cells);
                if (!can_fire(ship))
                    return fail(label + " has no " + kFiringPair + ", so it cannot fire along it",
                                "8.2.2", s.cells);
                if (used_beam[ship])
                    return fail(label + " already fires its beam weapon this turn", "8.2", s.cells);
            } else {
                int candidates = 0, unused_beams = 0, live = 0, burnt = 0;
                for (std::size_t k = 0; k < me.fleet.size(); ++k) {
                    if (!info(me.fleet[k].type).beam_weapon || me.ship_destroyed(static_cast<int>(k)))
                        continue;
                    ++live;
                    burnt += me.burnt_out[k];
                    if (used_beam[k])
                        continue;
                    ++unused_beams;
                    if (can_fire(static_cast<std::uint8_t>(k))) {
                        ++candidates;
                        ship = static_cast<std::uint8_t>(k);
                    }
                }
                if (candidates > 1)
                    return fail("several death stars could fire this beam; name one, e.g. " + to_token(a) + "(" +
                                    me.fleet[ship].label() + ")",
                                "8.2.3.1");
                if (candidates == 0) {
                    if (live == 0)
                        return fail("{P} {has} no beam weapon left", "8.2");
                    if (burnt == live)
                        return fail("{P's} beam weapon has burnt out", "8.4");
                    if (unused_beams == 0)
                        return fail("{P's} beam weapon already fires this turn; a death star fires once a turn", "8.2");
                    return fail("{P's} death star has no " + kFiringPair + ", so it cannot fire along it",
                                "8.2.2");
                }
            }
            used_beam.set(ship);
            uses[i].ship = ship;
            break;
        }
        }
    }
    const int available = e.strikes + missile_strikes + kamikaze_strikes;
    if (plain > available)
        return ruling("{P} {has} " + plural(plain, "strike", "strikes") + " but only " + std::to_string(available) +
                          (available == 1 ? " is" : " are") + " available",
                      "4.4.1");
    if (plain < missile_strikes + kamikaze_strikes) {
        const char* rule = missile_strikes ? "11.5.3" : "11.5.5";
        return ruling("{P} launch{es} " +
                          plural(missile_strikes + kamikaze_strikes, "missile or kamikaze strike",
                                 "missile and kamikaze strikes") +
                          " but record{s} only " + plural(plain, "target", "targets") + "; each needs its own",
                      rule);
    }
    if (scans > e.scans) {
        if (e.scans == 0)
            return ruling("{P} {has} no undestroyed scanner, so cannot scan", "8.3");
        return ruling("{P} make{s} " + std::to_string(scans) + " scans but only " + std::to_string(e.scans) +
                          (e.scans == 1 ? " is" : " are") + " available",
                      "8.3.1");
    }
    return std::nullopt;
}

std::optional<Violation> check_missile(Player p, const Space& me, const Action& a, std::bitset<kMaxShips>& used,
                                       ActionUse& use, const MissileRuleNumbers& rules)
{
    const auto fail = [&](const std::string& why, const char* rule, CellSet cells = {}) {
        return Violation{"{P:}" + to_token(a) + ": " + why, rule, cells, p};
    };
    CellSet match;
    for (Cell c : me.unfired_missiles())
        if (a.missile_matches(c))
            match.insert(c);
    if (match.empty()) {
        if (!a.full_missile_cell())
            return fail("names no unfired missile of {mine}", rules.token);
        const Cell c = a.cell;
        const std::string cell = to_string(c);
        const std::uint8_t ship = me.ship_at[c.index];
        if (ship == kNoShip)
            return fail(cell + " is not in any of {P's} ships", rules.launch, CellSet::of(c));
        const std::string label = me.fleet[ship].label();
        if (!me.missiles.contains(c))
            return fail(cell + " is in " + label + ", which carries no missiles", rules.carries, CellSet::of(c));
        if (me.destroyed.contains(c))
            return fail(cell + " is destroyed, so it is no longer a missile", rules.destroyed, CellSet::of(c));
        return fail(cell + " was fired in an earlier turn", rules.launch, CellSet::of(c));
    }
    if (match.size() > 1)
        return fail("names " + std::to_string(match.size()) + " unfired missiles (" + to_string(match) +
                        "); give more of the cell",
                    rules.token, match);
    const Cell c = match.first();
    const std::uint8_t ship = me.ship_at[c.index];
    if (used[ship])
        return fail(me.fleet[ship].label() + " already makes a missile strike this turn; a ship makes one", rules.per_ship,
                    CellSet::of(c));
    used.set(ship);
    use = {ship, c};
    return std::nullopt;
}

std::optional<Violation> check_launch_cell(Player p, const Space& me, const Action& a, const char* rule,
                                           std::uint8_t& ship)
{
    const Cell c = a.cell;
    ship = me.ship_at[c.index];
    if (ship == kNoShip)
        return Violation{"{P:}" + to_token(a) + ": " + to_string(c) + " is not in any of {P's} ships", rule, CellSet::of(c), p};
    if (me.destroyed.contains(c))
        return Violation{"{P:}" + to_token(a) + ": " + to_string(c) + " is already destroyed; the launch cell must be undamaged",
                         rule, CellSet::of(c), p};
    return std::nullopt;
}

std::optional<Violation> name_beam_ships_2_6_1(Player p, const Fleet& fleet, const Entitlements& e, Actions& actions)
{
    std::vector<std::size_t> beams;
    for (std::size_t k = 0; k < actions.size(); ++k)
        if (actions[k].kind == ActionKind::Beam)
            beams.push_back(k);
    const auto can_fire = [&](const Action& a, std::size_t i) { // [8.2.2.3]
        const auto line = beam_line(a.cell, a.to);
        return e.beam[i] && line && (e.beam_directions[i] >> line_direction((*line)[0], (*line)[1]) & 1);
    };
    const auto names = [&](const Action& a, std::size_t i) {
        return a.names_ship && a.ship_type == fleet[i].type &&
               a.ship_identity == (fleet[i].numbered ? fleet[i].identity : 0);
    };
    for (std::size_t b : beams) {
        const Action& a = actions[b];
        if (!beam_line(a.cell, a.to)) // no line, so no death star could fire along it [8.2.1]
            return Violation{"{P:}" + to_token(a) + ": " + kBeamLine, "8.2.1", CellSet::of(a.cell) | CellSet::of(a.to), p};
        bool any = false;
        for (std::size_t i = 0; i < fleet.size(); ++i)
            any |= can_fire(actions[b], i);
        if (!any)
            return Violation{"{P:}" + to_token(actions[b]) +
                                 ": none of {P's} death stars has " + kFiringPair + ", so none can fire along it",
                             "8.2.2.3", {}, p};
    }
    // Every way to give each beam its own death star (a handful at most), keeping the most
    // ships already named.
    std::vector<std::size_t> ship(beams.size()), best;
    std::bitset<kMaxShips> taken;
    int best_kept = -1;
    const auto search = [&](const auto& self, std::size_t b, int kept) -> void {
        if (b == beams.size()) {
            if (kept > best_kept) {
                best_kept = kept;
                best = ship;
            }
            return;
        }
        for (std::size_t i = 0; i < fleet.size(); ++i)
            if (!taken[i] && can_fire(actions[beams[b]], i)) {
                taken[i] = true;
                ship[b] = i;
                self(self, b + 1, kept + names(actions[beams[b]], i));
                taken[i] = false;
            }
    };
    search(search, 0, 0);
    if (best_kept < 0)
        return Violation{"{P:}" + to_token(actions[beams.back()]) +
                             ": every one of {P's} death stars that can fire along it already fires this turn; each "
                             "fires once a turn",
                         "8.2", {}, p};
    int beam_ships = 0; // ships whose beam weapons could enable a firing [8.2.3.1]
    for (const Ship& s : fleet)
        beam_ships += info(s.type).beam_weapon;
    if (beam_ships > 1)
        for (std::size_t b = 0; b < beams.size(); ++b) {
            Action& a = actions[beams[b]];
            a.names_ship = true;
            a.ship_type = fleet[best[b]].type;
            a.ship_identity = fleet[best[b]].numbered ? fleet[best[b]].identity : 0;
        }
    return std::nullopt;
}

} // namespace ss
