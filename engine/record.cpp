#include "record.h"

#include <algorithm>

#include <cctype>

namespace ss {

namespace {

std::string join_problems(int line, const std::vector<Violation>& problems)
{
    std::string s;
    for (const Violation& v : problems) {
        if (!s.empty())
            s += '\n';
        s += std::to_string(line) + ": " + v.text();
    }
    return s;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s)
{
    while (!s.empty() && is_space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && is_space(s.back()))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split_words(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && is_space(s[i]))
            ++i;
        std::size_t j = i;
        while (j < s.size() && !is_space(s[j]))
            ++j;
        if (j > i)
            out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

struct Line {
    int number;
    std::string text;
};

// Splits text into lines with comments removed [spec 1]: # to end of line, {...} anywhere
// (not nested, possibly over several lines). Quotes in tag lines protect # and {.
std::vector<Line> logical_lines(std::string_view text)
{
    std::vector<Line> lines;
    std::string cur;
    int line = 1, brace_line = 0;
    bool in_brace = false, in_quote = false;
    const auto tag_line = [&] {
        const std::string_view t = trim(cur);
        return !t.empty() && t.front() == '[';
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == '\n') {
            lines.push_back({line, std::move(cur)});
            cur.clear();
            ++line;
            in_quote = false;
            continue;
        }
        if (in_brace) {
            if (ch == '}')
                in_brace = false;
            else if (ch == '{')
                throw RecordError(line, "a { comment may not contain another {", "spec 1");
            continue;
        }
        if (in_quote) {
            cur += ch;
            if (ch == '\\' && i + 1 < text.size() && text[i + 1] != '\n')
                cur += text[++i];
            else if (ch == '"')
                in_quote = false;
            continue;
        }
        if (ch == '"' && tag_line()) {
            in_quote = true;
            cur += ch;
        } else if (ch == '#') {
            while (i + 1 < text.size() && text[i + 1] != '\n')
                ++i;
        } else if (ch == '{') {
            in_brace = true;
            brace_line = line;
            cur += ' ';
        } else if (ch == '}') {
            throw RecordError(line, "} closes no comment", "spec 1");
        } else {
            cur += ch;
        }
    }
    if (in_brace)
        throw RecordError(brace_line, "the comment opened by { is never closed", "spec 1");
    lines.push_back({line, std::move(cur)});
    return lines;
}

Tag parse_tag(std::string_view t, int line)
{
    const auto bad = [&] {
        return RecordError(line, "'" + printable(t) + "' is not a tag; write [Name \"value\"]", "spec 1.1");
    };
    if (t.size() < 2 || t.front() != '[' || t.back() != ']')
        throw bad();
    std::string_view inner = trim(t.substr(1, t.size() - 2));
    Tag tag;
    tag.line = line;
    std::size_t i = 0;
    while (i < inner.size() && (std::isalnum(static_cast<unsigned char>(inner[i])) || inner[i] == '_'))
        ++i;
    if (i == 0)
        throw bad();
    tag.name = std::string(inner.substr(0, i));
    std::string_view rest = trim(inner.substr(i));
    if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"')
        throw bad();
    rest = rest.substr(1, rest.size() - 2);
    for (std::size_t k = 0; k < rest.size(); ++k) {
        if (rest[k] == '\\' && k + 1 < rest.size())
            tag.value += rest[++k];
        else if (rest[k] == '"')
            throw bad();
        else
            tag.value += rest[k];
    }
    return tag;
}

} // namespace

RecordError::RecordError(int line, std::vector<Violation> problems)
    : std::runtime_error(join_problems(line, problems)), line_(line), problems_(std::move(problems))
{
}

RecordError::RecordError(int line, std::string message, std::string rule)
    : RecordError(line, std::vector<Violation>{Violation{std::move(message), std::move(rule), {}}})
{
}

std::string GameRecord::tag(std::string_view name, std::string_view fallback) const
{
    for (const Tag& t : tags)
        if (t.name == name)
            return t.value;
    return std::string(fallback);
}

int GameRecord::tag_line(std::string_view name) const
{
    for (const Tag& t : tags)
        if (t.name == name)
            return t.line;
    return first_line;
}

void GameRecord::set_tag(std::string_view name, std::string_view value)
{
    for (Tag& t : tags)
        if (t.name == name) {
            t.value = std::string(value);
            return;
        }
    tags.push_back({std::string(name), std::string(value), 0});
}

std::string GameRecord::rules_tag() const
{
    return tag("Rules", inherited_rules.empty() ? std::string_view("2.6.1") : std::string_view(inherited_rules));
}

std::vector<ShipSpec> parse_ships(std::string_view text, int line, const Ruleset& rules)
{
    std::vector<ShipSpec> ships;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(';', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::vector<std::string_view> words = split_words(text.substr(start, end - start));
        start = end + 1;
        if (words.empty())
            continue;
        const std::string_view head = words[0];
        auto type = ship_type_from_code(head.substr(0, 2));
        const std::span<const ShipType> types = rules.ships.types();
        if (type && std::find(types.begin(), types.end(), *type) == types.end()) // [classic 3.3, C2]
            throw RecordError(line, "'" + printable(head) + "' is a ship of another ruleset, not of " +
                                        std::string(rules.title) + ": its ships are " +
                                        std::string(rules.ships.code_list()),
                              rules.cite("3.7"));
        const std::string_view digits = head.size() > 2 ? head.substr(2) : std::string_view{};
        int id = 0;
        bool ok = type.has_value();
        for (char ch : digits) {
            if (ch < '0' || ch > '9' || id > 25) {
                ok = false;
                break;
            }
            id = id * 10 + (ch - '0');
        }
        if (!ok || (!digits.empty() && id == 0))
            throw RecordError(line, "'" + printable(head) + "' is not a ship: write its type (" +
                                        std::string(rules.ships.code_list()) + "), then its cells",
                              rules.cite("11.6"));
        ShipSpec ship{*type, id, {}};
        for (std::size_t k = 1; k < words.size(); ++k) {
            const auto cell = parse_cell(words[k]);
            if (!cell)
                throw RecordError(line, std::string(head) + ": " + explain_bad_cell(printable(words[k])),
                                  rules.cite("11.4"));
            if (ship.cells.contains(*cell))
                throw RecordError(line, std::string(head) + " lists " + to_string(*cell) + " twice", rules.cite("3.2"));
            ship.cells.insert(*cell);
        }
        if (ship.cells.empty())
            throw RecordError(line, std::string(head) + " lists no cells", rules.cite("3.2"));
        ships.push_back(ship);
    }
    if (ships.empty())
        throw RecordError(line, "the setup lists no ships", "2.1");
    return ships;
}

TurnRecord parse_tokens(std::string_view text, int line, const Ruleset& rules)
{
    TurnRecord turn;
    turn.line = line;
    const std::vector<std::string_view> words = split_words(text);
    if (words.size() == 1 && words[0] == "-")
        return turn;
    for (std::string_view w : words) {
        if (w == "-")
            throw RecordError(line, "'-' means no actions and stands alone on its line", rules.cite("11.5"));
        std::string error;
        const auto action = rules.actions.parse(w, &error);
        if (!action) {
            // the parser ends its message with the rule in brackets
            const std::size_t open = error.rfind(" [");
            const std::string rule = open == std::string::npos ? rules.cite("11.5")
                                                               : error.substr(open + 2, error.size() - open - 3);
            throw RecordError(line, open == std::string::npos ? error : error.substr(0, open), rule);
        }
        turn.tokens.emplace_back(w);
        turn.actions.push_back(*action);
    }
    return turn;
}

namespace {

void finish_game(const GameRecord& g, int line)
{
    if (const auto hidden = g.unrevealed(); hidden && g.setup[index_of(other(*hidden))].line) {
        if (!g.turns.empty()) // (only the tags and the winner's fleet: nothing else is known whole)
            throw RecordError(g.turns.front()[0].line ? g.turns.front()[0].line : g.turns.front()[1].line,
                              std::string("a game won on time whose loser never revealed its fleet has no turns: ") +
                                  name_of(*hidden) + "'s actions were never revealed either",
                              "1.4.1");
        return;
    }
    for (int p = 0; p < 2; ++p)
        if (!g.setup[p].line)
            throw RecordError(line, std::string("game has no setup line for ") + name_of(Player(p)), "2.1");
    if (!g.turns.empty()) {
        const auto& last = g.turns.back();
        for (int p = 0; p < 2; ++p)
            if (!last[p].line)
                throw RecordError(last[1 - p].line,
                                  "turn " + std::to_string(g.turns.size()) + " has no " + name_of(Player(p)) + " line",
                                  "2.2.1");
    }
}

} // namespace

Record parse_record(std::string_view text)
{
    Record record;
    GameRecord* game = nullptr;
    bool game_has_body = false;
    int last_line = 1;
    const auto start_game = [&](int line) {
        if (game)
            finish_game(*game, line);
        record.games.emplace_back();
        game = &record.games.back();
        game->first_line = line;
        if (record.games.size() > 1)
            game->inherited_rules = record.games.front().rules_tag();
        game_has_body = false;
    };
    // The notation and ship codes of the game's ruleset; an unknown [Rules] value is read
    // as 2.6.1 and refused by the referee at its tag [12.4].
    const auto rules = [&]() -> const Ruleset& {
        const Ruleset* r = game->ruleset();
        return r ? *r : rules_2_6_1();
    };
    for (Line& l : logical_lines(text)) {
        const std::string_view t = trim(l.text);
        if (t.empty())
            continue;
        last_line = l.number;
        if (t.front() == '[') {
            if (!game || game_has_body)
                start_game(l.number);
            game->tags.push_back(parse_tag(t, l.number));
            continue;
        }
        if (!game)
            start_game(l.number);
        if (t.substr(0, 5) == "setup") {
            const std::string_view rest = trim(t.substr(5));
            if (rest.size() < 2 || (rest[0] != 'A' && rest[0] != 'B') || rest[1] != ':')
                throw RecordError(l.number, "a setup line begins 'setup A:' or 'setup B:'", "spec 1.3");
            const int p = rest[0] == 'A' ? 0 : 1;
            if (!game->turns.empty())
                throw RecordError(l.number, "setup lines come before the first turn", "2.1");
            if (game->setup[p].line)
                throw RecordError(l.number,
                                  std::string("second setup line for ") + rest[0] + " (the first is at line " +
                                      std::to_string(game->setup[p].line) + ")",
                                  "2.1");
            game_has_body = true;
            game->setup[p].ships = parse_ships(rest.substr(2), l.number, rules());
            game->setup[p].line = l.number;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(t.front()))) {
            std::size_t i = 0;
            long number = 0;
            while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])) && number < 1000000)
                number = number * 10 + (t[i++] - '0');
            std::string_view rest = t.substr(i);
            if (rest.empty() || rest[0] != '.')
                throw RecordError(l.number, "a turn line begins with its number, a dot and the player, e.g. '3. A:'",
                                  "spec 1.4");
            rest = trim(rest.substr(1));
            if (rest.size() < 2 || (rest[0] != 'A' && rest[0] != 'B') || rest[1] != ':')
                throw RecordError(l.number, "a turn line begins with its number, a dot and the player, e.g. '3. A:'",
                                  "spec 1.4");
            const int p = rest[0] == 'A' ? 0 : 1;
            if (!game->setup[0].line || !game->setup[1].line)
                throw RecordError(l.number, "turns come after both players' setup lines", "2.1");
            game_has_body = true;
            const long have = static_cast<long>(game->turns.size());
            if (number == have + 1) {
                if (have > 0)
                    for (int q = 0; q < 2; ++q)
                        if (!game->turns.back()[q].line)
                            throw RecordError(l.number,
                                              "turn " + std::to_string(have) + " has no " + name_of(Player(q)) +
                                                  " line before turn " + std::to_string(number) + " begins",
                                              "2.2.1");
                game->turns.emplace_back();
            } else if (number != have || number == 0) {
                throw RecordError(l.number,
                                  "turn " + std::to_string(number) + " is out of order: expected turn " +
                                      std::to_string(have == 0 ? 1 : have) +
                                      (have == 0 ? "" : " or " + std::to_string(have + 1)),
                                  "2.2");
            }
            TurnRecord& slot = game->turns.back()[p];
            if (slot.line)
                throw RecordError(l.number,
                                  "turn " + std::to_string(number) + " already has " + rest[0] + "'s line (line " +
                                      std::to_string(slot.line) + ")",
                                  "2.2.1");
            slot = parse_tokens(rest.substr(2), l.number, rules());
            continue;
        }
        throw RecordError(l.number, "'" + printable(t) + "' is not a tag, a setup line or a turn line", "spec 1");
    }
    if (!game)
        throw RecordError(last_line, "the record holds no game", "2.1");
    finish_game(*game, last_line);
    return record;
}

} // namespace ss
