#include "action.h"

namespace ss {

std::string to_token(const Action& a)
{
    switch (a.kind) {
    case ActionKind::Strike:
        return to_string(a.cell);
    case ActionKind::Scan:
        return "s" + to_string(a.cell);
    case ActionKind::Kamikaze:
        return "k" + to_string(a.cell);
    case ActionKind::Missile: {
        if (a.full_missile_cell())
            return "m" + to_string(a.cell);
        std::string t = "m";
        if (a.colour >= 0)
            t += kColours[a.colour];
        if (a.letter >= 0)
            t += kLetters[a.letter];
        if (a.number >= 0)
            t += kNumbers[a.number];
        return t;
    }
    case ActionKind::Beam: {
        std::string t = "b" + to_string(a.cell) + to_string(a.to);
        if (a.names_ship) {
            t += "(" + std::string(info(a.ship_type).code);
            if (a.ship_identity)
                t += std::to_string(a.ship_identity);
            t += ")";
        }
        return t;
    }
    }
    return {};
}

namespace {

std::optional<Action> fail(std::string* error, std::string message)
{
    if (error)
        *error = std::move(message);
    return std::nullopt;
}

std::string quoted(std::string_view t) { return "'" + printable(t) + "'"; }

} // namespace

std::optional<Action> parse_action(std::string_view token, std::string* error)
{
    if (token.empty())
        return fail(error, "empty action [11.5]");
    if (token.size() == 3 && kColours.find(token[0]) != std::string_view::npos) {
        if (auto c = parse_cell(token))
            return Action::strike(*c);
        return fail(error, explain_bad_cell(token));
    }
    const char kind = token[0];
    // Three characters and no action's letter: meant as a cell ("yx3", "Zz9") [11.4].
    if (token.size() == 3 && std::string_view("skmb").find(kind) == std::string_view::npos)
        return fail(error, explain_bad_cell(token));
    const std::string_view rest = token.substr(1);
    const auto one_cell = [&](ActionKind k, const char* what, const char* rule) -> std::optional<Action> {
        if (auto c = parse_cell(rest))
            return Action{k, *c};
        if (rest.size() == 3)
            return fail(error, quoted(token) + ": " + explain_bad_cell(rest));
        return fail(error, quoted(token) + ": " + what + " is written " + std::string(1, kind) +
                               " and one cell, e.g. " + std::string(1, kind) + "Yx3 [" + rule + "]");
    };
    switch (kind) {
    case 's':
        return one_cell(ActionKind::Scan, "a scan", "11.5.4");
    case 'k':
        return one_cell(ActionKind::Kamikaze, "a kamikaze strike", "11.5.5");
    case 'm': {
        // m followed by colour, letter, number, any of which may be left out [11.5.3].
        Action a{ActionKind::Missile};
        std::size_t i = 0;
        if (i < rest.size() && kColours.find(rest[i]) != std::string_view::npos)
            a.colour = static_cast<std::int8_t>(kColours.find(rest[i++]));
        if (i < rest.size() && kLetters.find(rest[i]) != std::string_view::npos)
            a.letter = static_cast<std::int8_t>(kLetters.find(rest[i++]));
        if (i < rest.size() && kNumbers.find(rest[i]) != std::string_view::npos)
            a.number = static_cast<std::int8_t>(kNumbers.find(rest[i++]));
        if (i != rest.size() || i == 0)
            return fail(error, quoted(token) + ": a missile launch is m and its cell, e.g. mYz1, or enough of it "
                                               "to name one missile, e.g. mY [11.5.3]");
        if (a.full_missile_cell())
            a.cell = Cell::at(a.colour, a.letter, a.number);
        return a;
    }
    case 'b': {
        const std::string_view ends = rest.substr(0, 6);
        const auto from = parse_cell(ends.substr(0, 3));
        const auto to = ends.size() == 6 ? parse_cell(ends.substr(3, 3)) : std::nullopt;
        if (!from || !to)
            return fail(error, quoted(token) + ": a beam firing is b and its two end cells, e.g. bRv1Rv3 [11.5.2]");
        Action a = Action::beam(*from, *to);
        std::string_view ship = rest.substr(6);
        if (!ship.empty()) {
            if (ship.size() < 4 || ship.front() != '(' || ship.back() != ')')
                return fail(error, quoted(token) + ": the ship firing a beam is written in parentheses, e.g. "
                                                   "bRv1Rv3(DS2) [11.5.2.1]");
            ship = ship.substr(1, ship.size() - 2);
            const auto type = ship_type_from_code(ship.substr(0, 2));
            const std::string_view digits = ship.substr(2);
            int id = 0;
            for (char ch : digits) {
                if (ch < '0' || ch > '9' || id > 25)
                    return fail(error, quoted(token) + ": " + quoted(ship) + " is not a ship [11.6.2]");
                id = id * 10 + (ch - '0');
            }
            if (!type || (!digits.empty() && id == 0))
                return fail(error, quoted(token) + ": " + quoted(ship) + " is not a ship [11.6.2]");
            a.names_ship = true;
            a.ship_type = *type;
            a.ship_identity = static_cast<std::uint8_t>(id);
        }
        return a;
    }
    default:
        return fail(error, quoted(token) + " is not an action: write a cell (Gx3), bCELLCELL, mCELL, kCELL or "
                                           "sCELL [11.5]");
    }
}

Actions launches_paired(const Actions& actions)
{
    Actions launches, strikes, rest;
    for (const Action& a : actions)
        (is_launch(a.kind) ? launches : a.kind == ActionKind::Strike ? strikes : rest).push_back(a);
    if (launches.size() > strikes.size())
        return actions;
    const std::size_t plain = strikes.size() - launches.size();
    Actions out(strikes.begin(), strikes.begin() + static_cast<std::ptrdiff_t>(plain));
    for (std::size_t i = 0; i < launches.size(); ++i) {
        out.push_back(launches[i]);
        out.push_back(strikes[plain + i]);
    }
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

} // namespace ss
