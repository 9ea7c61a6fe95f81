// Actions a player records for a turn [4, 8] and their conventional notation [11.5].
#pragma once

#include "cell.h"
#include "ship_type.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ss {

enum class ActionKind : std::uint8_t {
    Strike,   // a target triple: conventional, or the target of a missile or kamikaze strike [11.5.1]
    Beam,     // b + two end cells [11.5.2]
    Missile,  // m + the launch cell [11.5.3]
    Kamikaze, // k + the launch cell [11.5.5]
    Scan,     // s + the target cell [11.5.4]
};

struct Action {
    ActionKind kind = ActionKind::Strike;
    Cell cell; // strike or scan target; missile or kamikaze launch; beam first end
    Cell to;   // beam second end
    // Beam: the ship named in parentheses, if any [11.5.2.1]; identity 0 when unnumbered.
    bool names_ship = false;
    ShipType ship_type = ShipType::DeathStar;
    std::uint8_t ship_identity = 0;
    // Missile: which coordinates the token gives (-1 for one left out); a full token
    // gives all three and `cell` [11.5.3].
    std::int8_t colour = -1, letter = -1, number = -1;

    static Action strike(Cell target) { return {ActionKind::Strike, target}; }
    static Action scan(Cell target) { return {ActionKind::Scan, target}; }
    static Action kamikaze(Cell launch) { return {ActionKind::Kamikaze, launch}; }
    static Action beam(Cell from, Cell to) { return {ActionKind::Beam, from, to}; }
    static Action missile(Cell launch)
    {
        Action a{ActionKind::Missile, launch};
        a.colour = static_cast<std::int8_t>(launch.colour());
        a.letter = static_cast<std::int8_t>(launch.letter());
        a.number = static_cast<std::int8_t>(launch.number());
        return a;
    }
    bool full_missile_cell() const { return colour >= 0 && letter >= 0 && number >= 0; }
    // Whether a cell fits the coordinates a (possibly short) missile token gives.
    bool missile_matches(Cell c) const
    {
        return (colour < 0 || colour == c.colour()) && (letter < 0 || letter == c.letter()) &&
               (number < 0 || number == c.number());
    }
    bool operator==(const Action&) const = default;
};

using Actions = std::vector<Action>;

// A missile or kamikaze launch: it adds one strike and carries no target of its own
// [8.1.3, 4.5, 11.5.3, 11.5.5].
inline bool is_launch(ActionKind kind) { return kind == ActionKind::Missile || kind == ActionKind::Kamikaze; }
// Whether actions[i] is a strike entered just after a launch: its target, as the desktop
// game enters and shows them.
inline bool is_launch_target(const Actions& actions, std::size_t i)
{
    return i > 0 && i < actions.size() && actions[i].kind == ActionKind::Strike && is_launch(actions[i - 1].kind);
}
// The actions with each launch just before a strike as its target: a bot lists its
// launches first and its strikes best first, so each launch takes one of the last strikes
// (playtest 35 read "mRz3 Ow3", apart, as a missile and a strike). Left as they are when
// there are more launches than strikes.
Actions launches_paired(const Actions& actions);

// The actions less those of the kinds `dropped` names. A launch carries no target of its
// own: it adds one to the plain strikes the player may record [11.5.3, 11.5.5], so each
// launch dropped takes a plain strike with it: the last one left, since a bot lists its
// strikes best first (the hint lost its two likeliest cells when the strike just after the
// launches went with them).
template <class Pred>
Actions without(const Actions& actions, Pred dropped)
{
    Actions out;
    int owed = 0; // strikes still to drop for launches dropped
    for (const Action& a : actions) {
        if (!dropped(a.kind))
            out.push_back(a);
        else if (is_launch(a.kind))
            ++owed;
    }
    for (std::size_t i = out.size(); owed > 0 && i-- > 0;)
        if (out[i].kind == ActionKind::Strike) {
            out.erase(out.begin() + static_cast<std::ptrdiff_t>(i));
            --owed;
        }
    return out;
}

// The token for an action, as writers emit it (missiles always as full triples).
std::string to_token(const Action& action);
// Parses one token; on failure returns nothing and sets *error to "message [rule]".
std::optional<Action> parse_action(std::string_view token, std::string* error);

} // namespace ss
