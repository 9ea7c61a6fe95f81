// What a classic player may do in a turn and how it is written [4, 6, 8; C8-C17]:
// entitlements on the state at the start of the turn, the check of an action list, which
// death star fires which beam, and the notation with its short beam form.
#include "classic.h"

#include "action_check.h"
#include "geometry.h"
#include "space.h"

#include <algorithm>
#include <bitset>

namespace ss::classic {

namespace {

const char* const kBeamRow = "a beam strikes a whole row of five cells: write b and the two coordinates the row keeps, "
                             "e.g. bRv, bR3 or bv3, or its two end cells, e.g. bRv1Rv5";

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

// Strikes of a ship in play: one per distinct adjacent pair of undamaged cells [4.3.1, C8],
// a death star's one [6.1.2, C9].
int strikes_of(const Space& s, int ship)
{
    const Ship& sh = s.fleet[ship];
    const std::uint8_t undamaged = s.undamaged_mask(ship);
    if (sh.type == ShipType::DeathStar)
        return undamaged ? 1 : 0;
    int ends = 0;
    for (int i = 0; i < sh.size; ++i)
        if (undamaged >> i & 1)
            ends += std::popcount(static_cast<unsigned>(sh.neighbours[i] & undamaged));
    return ends / 2;
}

// The line directions of the three axes, as the 13-direction masks count them.
std::uint16_t axis_directions()
{
    static const std::uint16_t mask = static_cast<std::uint16_t>(
        1u << line_direction(Cell::at(0, 0, 0), Cell::at(1, 0, 0)) |
        1u << line_direction(Cell::at(0, 0, 0), Cell::at(0, 1, 0)) |
        1u << line_direction(Cell::at(0, 0, 0), Cell::at(0, 0, 1)));
    return mask;
}

bool row_meets(const Space& own, int ship, const Action& beam)
{
    const auto row = beams().targets(beam);
    if (!row)
        return false;
    for (Cell c : *row)
        if (own.fleet[ship].cells.contains(c)) // the corresponding own cells [6.1.3.3, C13]
            return true;
    return false;
}

// Whether a beam token's (DS) or (DSn) names the ship [C14].
bool names(const Action& a, const Ship& s)
{
    return a.names_ship && a.ship_type == s.type &&
           (a.ship_identity == s.identity || (a.ship_identity == 0 && !s.numbered));
}

// Gives each beam its own undamaged death star whose cells its row passes through,
// keeping the ships named [C13]; nothing when there is no such assignment.
std::optional<std::vector<int>> assign_beams(const Space& own, const Entitlements& e, std::span<const Action> actions,
                                             const std::vector<std::size_t>& beams)
{
    std::vector<int> ship(beams.size(), -1), best;
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
        const Action& a = actions[beams[b]];
        for (std::size_t i = 0; i < own.fleet.size(); ++i) {
            if (taken[i] || !e.beam[i] || !row_meets(own, static_cast<int>(i), a))
                continue;
            if (a.names_ship && !names(a, own.fleet[i]))
                continue;
            taken[i] = true;
            ship[b] = static_cast<int>(i);
            self(self, b + 1, kept + 1);
            taken[i] = false;
        }
    };
    search(search, 0, 0);
    if (best_kept < 0)
        return std::nullopt;
    return best;
}

class ClassicActions final : public ActionRules {
public:
    Entitlements entitlements(const Space& own, int) const override
    {
        Entitlements e;
        const CellSet unfired = own.unfired_missiles();
        for (std::size_t i = 0; i < own.fleet.size(); ++i) {
            const Ship& s = own.fleet[i];
            const int ship = static_cast<int>(i);
            const int strikes = strikes_of(own, ship);
            e.strikes += strikes;
            e.missile[i] = unfired.intersects(s.cells); // [6.6.2, C16]
            // A kamikaze strike for a ship giving no conventional strike, with a cell to
            // launch from; a missile does not bar it [4.4, 4.4.2, C10].
            e.kamikaze[i] = strikes == 0 && !own.ship_destroyed(ship);
            // A beam for each undamaged death star [6.1.3, C11].
            e.beam[i] = info(s.type).beam_weapon && !own.destroyed.intersects(s.cells);
            e.beam_directions[i] = e.beam[i] ? axis_directions() : 0;
        }
        return e; // no scans [4.2]
    }

    int conventional_strikes(ShipType type, CellSet cells, CellSet destroyed) const override
    {
        return classic::conventional_strikes(type, cells, destroyed);
    }

    std::optional<Violation> check(Player p, const Space& me, const Entitlements& e, std::span<const Action> actions,
                                   std::vector<ActionUse>& uses) const override
    {
        const auto ruling = [p](std::string message, const char* rule, CellSet cells = {}) {
            return Violation{std::move(message), rule, cells, p};
        };
        uses.assign(actions.size(), ActionUse{});
        int plain = 0, missiles = 0, kamikazes = 0;
        std::bitset<kMaxShips> used_missile, used_kamikaze;
        std::vector<std::size_t> beams;
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
                return fail("the classic rules have no scans", "4.2", CellSet::of(a.cell));
            case ActionKind::Missile: // [6.6.2, 8.2.3, C16]
                if (auto v = check_missile(p, me, a, used_missile, uses[i], {"8.2.3", "6.6.2.1", "6.4.2", "6.6.1", "6.6.2"}))
                    return v;
                ++missiles;
                break;
            case ActionKind::Kamikaze: {
                const Cell c = a.cell;
                std::uint8_t ship = kNoShip;
                if (auto v = check_launch_cell(p, me, a, "4.4.2", ship))
                    return v;
                const Ship& s = me.fleet[ship];
                if (s.type == ShipType::DeathStar)
                    return fail(s.label() + " gives {P} a conventional strike until it is destroyed, so never a "
                                            "kamikaze strike",
                                "6.1.2", s.cells);
                if (!e.kamikaze[ship])
                    return fail(s.label() + " still has two adjacent undamaged cells, which entitle {P} to a "
                                            "conventional strike, so it cannot make a kamikaze strike",
                                "4.4", s.cells);
                if (used_kamikaze[ship])
                    return fail(s.label() + " already makes a kamikaze strike this turn; a ship makes one", "4.4",
                                s.cells);
                used_kamikaze.set(ship);
                uses[i] = {ship, c};
                ++kamikazes;
                break;
            }
            case ActionKind::Beam: {
                if (!classic::beams().targets(a))
                    return fail(kBeamRow, "6.1.3.2", CellSet::of(a.cell) | CellSet::of(a.to));
                if (a.names_ship) {
                    const std::string label = ship_label(a.ship_type, a.ship_identity);
                    const auto it = std::find_if(me.fleet.begin(), me.fleet.end(), [&](const Ship& s) { return names(a, s); });
                    const auto of_type = std::count_if(me.fleet.begin(), me.fleet.end(),
                                                       [&](const Ship& s) { return s.type == a.ship_type; });
                    if (it == me.fleet.end() && a.ship_identity == 0 && of_type > 1)
                        return fail("{P} {has} several ships of type " + label + "; name one with its identity, e.g. " +
                                        label + "1",
                                    "C14");
                    if (it == me.fleet.end())
                        return fail("{P} {has} no ship " + label, "C14");
                    const int ship = static_cast<int>(it - me.fleet.begin());
                    if (!info(it->type).beam_weapon)
                        return fail(label + " has no beam weapon", "6.1.3");
                    if (me.ship_destroyed(ship))
                        return fail(label + " is destroyed", "3.6", it->cells);
                    if (!e.beam[ship])
                        return fail(label + " is damaged, and only an undamaged death star fires its beam weapon",
                                    "6.1.3", it->cells);
                    if (!row_meets(me, ship, a))
                        return fail("the row does not pass through the cells of " + label + " in {P's} own space",
                                    "6.1.3.3", it->cells);
                } else {
                    bool any_beam = false, any_row = false;
                    for (std::size_t k = 0; k < me.fleet.size(); ++k) {
                        any_beam |= e.beam[k];
                        any_row |= e.beam[k] && row_meets(me, static_cast<int>(k), a);
                    }
                    if (!any_beam)
                        return fail("{P} {has} no undamaged death star, and only an undamaged death star fires its "
                                    "beam weapon",
                                    "6.1.3");
                    if (!any_row)
                        return fail("the row does not pass through the cells of {P's} undamaged death star in {P's} own "
                                    "space",
                                    "6.1.3.3");
                }
                beams.push_back(i);
                break;
            }
            }
        }
        if (!beams.empty()) {
            const auto ships = assign_beams(me, e, actions, beams);
            if (!ships)
                return ruling("{P:}" + to_token(actions[beams.back()]) +
                                  ": each of {P's} death stars that could fire along it already fires this turn; each "
                                  "fires once a turn",
                              "6.1.3");
            for (std::size_t b = 0; b < beams.size(); ++b)
                uses[beams[b]].ship = static_cast<std::uint8_t>((*ships)[b]);
        }
        const int available = e.strikes + missiles + kamikazes; // [C17]
        if (plain > available)
            return ruling("{P} {has} " + plural(plain, "strike", "strikes") + " but only " + std::to_string(available) +
                              (available == 1 ? " is" : " are") + " available",
                          "4.3.1");
        if (plain < missiles + kamikazes)
            return ruling("{P} launch{es} " +
                              plural(missiles + kamikazes, "missile or kamikaze strike", "missile and kamikaze strikes") +
                              " but record{s} only " + plural(plain, "target", "targets") + "; each needs its own",
                          missiles ? "8.2.3" : "8.2.4");
        return std::nullopt;
    }

    std::optional<Violation> name_beam_ships(Player p, const Space& own, const Entitlements& e,
                                             Actions& actions) const override
    {
        std::vector<std::size_t> beams;
        for (std::size_t k = 0; k < actions.size(); ++k)
            if (actions[k].kind == ActionKind::Beam) {
                if (!classic::beams().targets(actions[k]))
                    return Violation{"{P:}" + to_token(actions[k]) + ": " + kBeamRow, "6.1.3.2", {}, p};
                beams.push_back(k);
            }
        // A row that meets no undamaged death star at all [6.1.3.3]; else each one it meets
        // fires already [6.1.3, C13].
        for (std::size_t b : beams) {
            bool meets = false;
            for (std::size_t k = 0; k < own.fleet.size(); ++k)
                meets |= e.beam[k] && row_meets(own, static_cast<int>(k), actions[b]);
            if (!meets) {
                bool any = false;
                for (std::size_t k = 0; k < own.fleet.size(); ++k)
                    any |= e.beam[k];
                return any ? Violation{"{P:}" + to_token(actions[b]) +
                                           ": the row does not pass through the cells of {P's} undamaged death star in {P's} "
                                           "own space",
                                       "6.1.3.3", {}, p}
                           : Violation{"{P:}" + to_token(actions[b]) +
                                           ": {P} {has} no undamaged death star, and only an undamaged death star fires its "
                                           "beam weapon",
                                       "6.1.3", {}, p};
            }
        }
        const auto ships = assign_beams(own, e, actions, beams);
        if (!ships)
            return Violation{"{P:}" + to_token(actions[beams.back()]) +
                                 ": each of {P's} death stars that could fire along it already fires this turn; each fires "
                                 "once a turn",
                             "6.1.3", {}, p};
        int beam_ships = 0;
        for (const Ship& s : own.fleet)
            beam_ships += info(s.type).beam_weapon;
        if (beam_ships > 1) // several death stars: name each beam's [C13]
            for (std::size_t b = 0; b < beams.size(); ++b) {
                Action& a = actions[beams[b]];
                const Ship& s = own.fleet[(*ships)[b]];
                a.names_ship = true;
                a.ship_type = s.type;
                a.ship_identity = s.numbered ? s.identity : 0;
            }
        return std::nullopt;
    }

    std::optional<Action> parse(std::string_view token, std::string* error) const override
    {
        const auto fail = [&](std::string message) -> std::optional<Action> {
            if (error)
                *error = std::move(message);
            return std::nullopt;
        };
        if (!token.empty() && token[0] == 's')
            return fail("'" + printable(token) + "': the classic rules have no scans [4.2]");
        if (!token.empty() && token[0] == 'b') {
            // The short form: the two coordinate values the row keeps, in the order
            // colour, letter, number [8.2.2, 8.1.4, C14]; an optional (DS) as usual.
            const std::string_view rest = token.substr(1);
            const std::size_t paren = rest.find('(');
            const std::string_view values = rest.substr(0, paren);
            if (values.size() == 2) {
                std::array<int, 3> fixed{-1, -1, -1};
                int last = -1;
                bool ok = true;
                for (char ch : values) {
                    int k = kColours.find(ch) != std::string_view::npos   ? 0
                            : kLetters.find(ch) != std::string_view::npos ? 1
                            : kNumbers.find(ch) != std::string_view::npos ? 2
                                                                          : -1;
                    if (k <= last) {
                        ok = false;
                        break;
                    }
                    const std::string_view alphabet = k == 0 ? kColours : k == 1 ? kLetters : kNumbers;
                    fixed[k] = static_cast<int>(alphabet.find(ch));
                    last = k;
                }
                if (!ok)
                    return fail("'" + printable(token) + "': " + kBeamRow + " [8.2.2]");
                std::array<int, 3> from = fixed, to = fixed;
                for (int k = 0; k < 3; ++k)
                    if (fixed[k] < 0) {
                        from[k] = 0;
                        to[k] = kSide - 1;
                    }
                // Written as the end-cell form, whose parser reads the ship's name.
                const std::string full = "b" + to_string(Cell::at(from[0], from[1], from[2])) +
                                         to_string(Cell::at(to[0], to[1], to[2])) +
                                         std::string(paren == std::string_view::npos ? "" : rest.substr(paren));
                return parse(full, error);
            }
        }
        auto a = parse_action(token, error);
        if (!a && !token.empty() && token[0] == 'b' && error &&
            error->find("parentheses") == std::string::npos && error->find("is not a ship") == std::string::npos)
            return fail("'" + printable(token) + "': " + kBeamRow + " [8.2.2]");
        if (!a && error) { // the shared notation's rule, by its classic number
            const std::size_t open = error->rfind(" [");
            if (open != std::string::npos)
                *error = error->substr(0, open) + " [" + cite(error->substr(open + 2, error->size() - open - 3)) + "]";
        }
        if (a && a->kind == ActionKind::Beam && a->names_ship) {
            const std::span<const ShipType> types = ships().types();
            if (std::find(types.begin(), types.end(), a->ship_type) == types.end())
                return fail("'" + printable(token) + "': the classic rules have no ship " +
                            std::string(info(a->ship_type).code) + " [C2]");
        }
        return a;
    }

    bool can_fire_along(const Space& own, int ship, const Action& beam) const override
    {
        return info(own.fleet[ship].type).beam_weapon && !own.destroyed.intersects(own.fleet[ship].cells) &&
               row_meets(own, ship, beam);
    }
};

} // namespace

const ActionRules& actions()
{
    static const ClassicActions a;
    return a;
}

} // namespace ss::classic

namespace ss {

const Ruleset& classic_rules()
{
    static const Ruleset r{"classic",
                           "the classic rules",
                           classic::ships(),
                           classic::beams(),
                           classic::actions(),
                           classic::resolution(),
                           Visibility{false, false, false, false},
                           MatchRules{false, false, "7.2"},
                           &classic::cite};
    return r;
}

} // namespace ss
