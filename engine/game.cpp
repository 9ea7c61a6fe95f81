#include "game.h"

#include "geometry.h"

#include <algorithm>
#include <string>

namespace ss {

Game::Game(Fleet a, Fleet b) : space_{Space(std::move(a)), Space(std::move(b))} { compute_entitlements(); }

void Game::compute_entitlements()
{
    for (int p = 0; p < 2; ++p)
        entitled_[p] = ss::entitlements(space_[p], turn_);
}

std::optional<Violation> Game::check(Player p, std::span<const Action> actions) const
{
    std::vector<Resolved> resolved;
    return check(p, actions, entitlements(p), resolved);
}

namespace {

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

std::optional<Violation> Game::check(Player p, std::span<const Action> actions, const Entitlements& e,
                                     std::vector<Resolved>& resolved) const
{
    const Space& me = space(p);
    const std::string who(1, name_of(p));
    if (over())
        return Violation{"the game terminated at the end of turn " + std::to_string(turn_ - 1) +
                             ", so no further turn is played",
                         std::string(end_.rule), {}};
    resolved.assign(actions.size(), Resolved{});
    int plain = 0, missile_strikes = 0, kamikaze_strikes = 0, scans = 0;
    std::bitset<kMaxShips> used_missile, used_kamikaze, used_beam;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        const auto fail = [&](const std::string& why, const char* rule, CellSet cells = {}) {
            return Violation{who + " " + to_token(a) + ": " + why, rule, cells};
        };
        switch (a.kind) {
        case ActionKind::Strike:
            ++plain;
            break;
        case ActionKind::Scan:
            ++scans;
            break;
        case ActionKind::Missile: {
            CellSet match;
            for (Cell c : me.unfired_missiles())
                if (a.missile_matches(c))
                    match.insert(c);
            if (match.empty()) {
                if (!a.full_missile_cell())
                    return fail("names no unfired missile of " + who + "'s", "11.5.3");
                const Cell c = a.cell;
                const std::string cell = to_string(c);
                const std::uint8_t ship = me.ship_at[c.index];
                if (ship == kNoShip)
                    return fail(cell + " is not in any of " + who + "'s ships", "8.1.3.1", CellSet::of(c));
                const std::string label = me.fleet[ship].label();
                if (!me.missiles.contains(c))
                    return fail(cell + " is in " + label + ", which carries no missiles", "8.1.3.1", CellSet::of(c));
                if (me.destroyed.contains(c))
                    return fail(cell + " is destroyed, so it is no longer a missile", "8.1.2", CellSet::of(c));
                return fail(cell + " was fired in an earlier turn", "8.1.3.1", CellSet::of(c));
            }
            if (match.size() > 1)
                return fail("names " + std::to_string(match.size()) + " unfired missiles (" + to_string(match) +
                                "); give more of the cell",
                            "11.5.3", match);
            const Cell c = match.first();
            const std::uint8_t ship = me.ship_at[c.index];
            if (used_missile[ship])
                return fail(me.fleet[ship].label() + " already makes a missile strike this turn; a ship makes one",
                            "8.1.3", CellSet::of(c));
            used_missile.set(ship);
            resolved[i] = {ship, c};
            ++missile_strikes;
            break;
        }
        case ActionKind::Kamikaze: {
            const Cell c = a.cell;
            const std::string cell = to_string(c);
            const std::uint8_t ship = me.ship_at[c.index];
            if (ship == kNoShip)
                return fail(cell + " is not in any of " + who + "'s ships", "4.5.2", CellSet::of(c));
            const Ship& s = me.fleet[ship];
            if (me.destroyed.contains(c))
                return fail(cell + " is already destroyed; the launch cell must be undamaged", "4.5.2", CellSet::of(c));
            if (s.type == ShipType::LightScout)
                return fail("a light scout never makes a kamikaze strike", "6.8.2", s.cells);
            if (!e.kamikaze[ship])
                return fail(s.label() + " still entitles " + who +
                                " to a conventional or missile strike, so it cannot make a kamikaze strike",
                            "4.5", s.cells);
            if (used_kamikaze[ship])
                return fail(s.label() + " already makes a kamikaze strike this turn; a ship makes one", "4.5", s.cells);
            used_kamikaze.set(ship);
            resolved[i] = {ship, c};
            ++kamikaze_strikes;
            break;
        }
        case ActionKind::Beam: {
            const auto line = beam_line(a.cell, a.to);
            if (!line)
                return fail("the end cells of a beam lie two steps apart on a straight line, with one cell between",
                            "8.2.1", CellSet::of(a.cell) | CellSet::of(a.to));
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
                    return fail(who + " has several ships of type " + label + "; name one with its identity, e.g. " +
                                    label + "1",
                                "11.6.2");
                if (ship == kNoShip)
                    return fail(who + " has no ship " + label, "8.2.3.1");
                const Ship& s = me.fleet[ship];
                if (!info(s.type).beam_weapon)
                    return fail(label + " has no beam weapon", "8.2");
                if (me.ship_destroyed(ship))
                    return fail(label + " is destroyed", "3.10", s.cells);
                if (me.burnt_out[ship])
                    return fail(label + "'s beam weapon has burnt out", "8.4", s.cells);
                if (!can_fire(ship))
                    return fail(label + " has no two undamaged loosely adjacent cells in a line parallel to the beam",
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
                        return fail(who + " has no beam weapon left", "8.2");
                    if (burnt == live)
                        return fail(who + "'s beam weapon has burnt out", "8.4");
                    if (unused_beams == 0)
                        return fail(who + "'s beam weapon already fires this turn; a death star fires once a turn",
                                    "8.2");
                    return fail("no two undamaged loosely adjacent cells of " + who +
                                    "'s death star lie in a line parallel to the beam",
                                "8.2.2");
                }
            }
            used_beam.set(ship);
            resolved[i].ship = ship;
            break;
        }
        }
    }
    const int available = e.strikes + missile_strikes + kamikaze_strikes;
    if (plain > available)
        return Violation{who + " has " + plural(plain, "strike", "strikes") + " but only " + std::to_string(available) +
                             (available == 1 ? " is" : " are") + " available",
                         "4.4.1", {}};
    if (plain < missile_strikes + kamikaze_strikes) {
        const char* rule = missile_strikes ? "11.5.3" : "11.5.5";
        return Violation{who + " launches " + plural(missile_strikes + kamikaze_strikes, "missile or kamikaze strike",
                                                     "missile and kamikaze strikes") +
                             " but records only " + plural(plain, "target", "targets") + "; each needs its own",
                         rule, {}};
    }
    if (scans > e.scans) {
        if (e.scans == 0)
            return Violation{who + " has no undestroyed scanner, so cannot scan", "8.3", {}};
        return Violation{who + " makes " + std::to_string(scans) + " scans but only " + std::to_string(e.scans) +
                             (e.scans == 1 ? " is" : " are") + " available",
                         "8.3.1", {}};
    }
    return std::nullopt;
}

namespace {

// A strike or beam strike on one cell [5.2, 5.3], with any missile explosion [8.1.4, D3].
StrikeResult strike(Space& target, Cell cell, Explosions& explosions)
{
    const std::uint8_t ship = target.ship_at[cell.index];
    if (ship == kNoShip)
        return StrikeResult::Miss; // [5.2.2]
    if (target.destroyed.contains(cell))
        return StrikeResult::Duplicate; // [5.2.4]
    const bool unfired_missile = target.missiles.contains(cell) && !target.fired.contains(cell);
    target.destroyed.insert(cell); // [5.2.3]
    if (unfired_missile) {
        // Adjacent undamaged cells of the same ship are destroyed; explosions do not chain [D3].
        explosions.add(cell);
        const CellSet blast = (adjacent(cell) & target.fleet[ship].cells) - target.destroyed;
        for (Cell c : blast) {
            target.destroyed.insert(c);
            explosions.add(c);
        }
    }
    return StrikeResult::Hit;
}

bool only_scans(std::span<const Action> actions)
{
    for (const Action& a : actions)
        if (a.kind != ActionKind::Scan)
            return false;
    return true;
}

} // namespace

void Game::strike_phase(Player attacker, std::span<const Action> actions, SideReport& out)
{
    Space& own = space_[index_of(attacker)];
    Space& target = space_[index_of(other(attacker))];
    const std::vector<Resolved>& resolved = resolved_[index_of(attacker)];
    // Beam strikes first, in the order written, each line from its first end [D2, 11.7.1.1].
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        if (a.kind != ActionKind::Beam)
            continue;
        Outcome o;
        o.kind = ActionKind::Beam;
        o.action = static_cast<std::uint16_t>(i);
        o.target = *beam_line(a.cell, a.to);
        for (int k = 0; k < 3; ++k)
            o.result[k] = strike(target, o.target[k], o.explosions);
        o.ship = resolved[i].ship;
        // Hits in both end cells, which are not loosely adjacent, burn the beam out [8.2.4, D7].
        o.burnout = o.result[0] == StrikeResult::Hit && o.result[2] == StrikeResult::Hit;
        if (o.burnout)
            own.burnt_out[o.ship] = 1;
        out.outcomes.push_back(o);
    }
    // Then strikes in the order written [D2]; scans after all strikes [D4].
    const std::size_t first_other = out.outcomes.size();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action& a = actions[i];
        if (a.kind == ActionKind::Beam)
            continue;
        Outcome o;
        o.kind = a.kind;
        o.action = static_cast<std::uint16_t>(i);
        o.target[0] = a.kind == ActionKind::Missile ? resolved[i].launch : a.cell;
        if (a.kind == ActionKind::Strike)
            o.result[0] = strike(target, a.cell, o.explosions);
        out.outcomes.push_back(o);
    }
    for (std::size_t k = first_other; k < out.outcomes.size(); ++k) {
        Outcome& o = out.outcomes[k];
        if (o.kind != ActionKind::Scan)
            continue;
        const Cell c = o.target[0];
        o.scan = target.ship_at[c.index] == kNoShip ? ScanResult::Empty
                 : target.destroyed.contains(c)     ? ScanResult::Destroyed
                                                    : ScanResult::Ship; // [8.3.4.1]
    }
}

void Game::report_destroyed(Player owner, CellSet destroyed_before, SideReport& out) const
{
    const Space& own = space(owner);
    const Space& opponent = space(other(owner));
    const CellSet newly = own.destroyed - destroyed_before;
    if (newly.empty())
        return;
    for (std::size_t i = 0; i < own.fleet.size(); ++i) {
        const Ship& s = own.fleet[i];
        if (!s.cells.intersects(newly) || !own.destroyed.contains_all(s.cells))
            continue;
        DestroyedShip d;
        d.ship = static_cast<std::uint8_t>(i);
        // Flashcube data: the opponent's own cells at the same coordinates, at the end of
        // the turn [7.1, 7.2, D5].
        for (Cell c : s.cells) {
            FlashcubeCell f{c};
            const std::uint8_t theirs = opponent.ship_at[c.index];
            if (theirs != kNoShip) {
                const Ship& t = opponent.fleet[theirs];
                f.ship = true;
                f.type = t.type;
                f.identity = t.numbered ? t.identity : 0; // [7.2.4]
                f.destroyed = opponent.destroyed.contains(c);
            }
            d.flashcube[d.count++] = f;
        }
        out.destroyed.push_back(d);
    }
}

bool Game::ends_game_2_3_2(Player p, std::span<const Action> actions) const
{
    return entitled_[index_of(p)].only_kamikaze_and_scans() && !exempt_[index_of(p)] && only_scans(actions);
}

std::optional<Violation> Game::name_beam_ships(Player p, Actions& actions) const
{
    const std::string who(1, name_of(p));
    const Fleet& fleet = space_[index_of(p)].fleet;
    const Entitlements& e = entitled_[index_of(p)];
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
        bool any = false;
        for (std::size_t i = 0; i < fleet.size(); ++i)
            any |= can_fire(actions[b], i);
        if (!any)
            return Violation{who + " " + to_token(actions[b]) + ": none of " + who +
                                 "'s death stars has two undamaged loosely adjacent firing cells in a line parallel to "
                                 "the beam",
                             "8.2.2.3", {}};
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
        return Violation{who + " " + to_token(actions[beams.back()]) + ": every one of " + who +
                             "'s death stars that can fire along it already fires this turn; each fires once a turn",
                         "8.2", {}};
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

std::optional<Violation> Game::play(std::span<const Action> a, std::span<const Action> b, TurnReport& report)
{
    const std::array<std::span<const Action>, 2> actions{a, b};
    // Availability is judged on the state at the start of the turn [2.4, D6].
    for (Player p : {Player::A, Player::B})
        if (auto v = check(p, actions[index_of(p)], entitled_[index_of(p)], resolved_[index_of(p)]))
            return v;
    const std::array<bool, 2> stalls{ends_game_2_3_2(Player::A, a), ends_game_2_3_2(Player::B, b)};

    report.turn = turn_;
    report.side[0].clear();
    report.side[1].clear();
    const std::array<CellSet, 2> destroyed_before{space_[0].destroyed, space_[1].destroyed};

    // D1: each player's effects on their own space come first: missiles launched become
    // fired [8.1.3.2], kamikaze launch cells become destroyed [4.5.3].
    for (int p = 0; p < 2; ++p)
        for (std::size_t i = 0; i < actions[p].size(); ++i) {
            const Action& act = actions[p][i];
            if (act.kind == ActionKind::Missile)
                space_[p].fired.insert(resolved_[p][i].launch);
            else if (act.kind == ActionKind::Kamikaze)
                space_[p].destroyed.insert(act.cell);
        }
    // D2-D4: strikes, explosions and scans on the opponent's space.
    strike_phase(Player::A, a, report.side[0]);
    strike_phase(Player::B, b, report.side[1]);
    // D5: destruction reports and flashcube data at the end of the turn.
    for (Player p : {Player::A, Player::B})
        report_destroyed(p, destroyed_before[index_of(p)], report.side[index_of(p)]);
    for (int p = 0; p < 2; ++p)
        space_[p].destroyed_last_turn = (space_[p].destroyed - destroyed_before[p]).size();

    // D8: termination, 2.3.1 first, then 2.3.2.
    ++turn_;
    if (!space_[0].has_ships() || !space_[1].has_ships())
        end_.rule = "2.3.1";
    else if (stalls[0] || stalls[1]) {
        end_.rule = "2.3.2";
        end_.stalled = stalls;
    }
    end_.terminated = !end_.rule.empty();
    end_.score = {space_[0].remaining_materiel(), space_[1].remaining_materiel()};
    report.end = end_;
    compute_entitlements();
    return std::nullopt;
}

} // namespace ss
