// Writing records in the project's canonical form (docs/record-format.md, section 4): tags,
// setups, comments, then one line per player per turn; and the Result tag of a game won on
// time, whose loser's setup line a record may lack (GameRecord::unrevealed).
#include "record.h"

namespace ss {

namespace {

std::string escape(std::string_view v)
{
    std::string out;
    for (char c : v) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

} // namespace

std::string write_ships(const std::vector<ShipSpec>& ships)
{
    std::string out;
    for (const ShipSpec& s : ships) {
        if (!out.empty())
            out += "; ";
        out += info(s.type).code;
        if (s.identity)
            out += std::to_string(s.identity);
        out += ' ';
        out += to_string(s.cells);
    }
    return out;
}

std::string write_tokens(const std::vector<std::string>& tokens)
{
    if (tokens.empty())
        return "-";
    std::string out;
    for (const std::string& t : tokens) {
        if (!out.empty())
            out += ' ';
        out += t;
    }
    return out;
}

std::string on_time_tag(Player loser) { return std::string(1, name_of(other(loser))) + " wins on time"; }

std::optional<Player> GameRecord::unrevealed() const
{
    const std::string result = tag("Result");
    for (Player loser : {Player::A, Player::B})
        if (!setup[index_of(loser)].line && setup[index_of(loser)].ships.empty() && result == on_time_tag(loser))
            return loser;
    return std::nullopt;
}

std::string write_record(const Record& record)
{
    std::string out;
    for (std::size_t g = 0; g < record.games.size(); ++g) {
        const GameRecord& game = record.games[g];
        if (g > 0)
            out += '\n';
        for (const Tag& t : game.tags)
            out += "[" + t.name + " \"" + escape(t.value) + "\"]\n";
        if (game.tags.empty() && g > 0) // a tag block is what separates games
            out += "[Rules \"" + game.rules_tag() + "\"]\n";
        out += '\n';
        for (int p = 0; p < 2; ++p)
            if (game.unrevealed() != Player(p)) // (a fleet never revealed has no line)
                out += std::string("setup ") + name_of(Player(p)) + ": " + write_ships(game.setup[p].ships) + "\n";
        for (const std::string& c : game.comments) { // one line each, whatever they hold
            std::string line = c;
            for (char& ch : line)
                if (ch == '\n' || ch == '\r')
                    ch = ' ';
            out += "# " + line + "\n";
        }
        if (!game.turns.empty())
            out += '\n';
        for (std::size_t n = 0; n < game.turns.size(); ++n)
            for (int p = 0; p < 2; ++p)
                out += std::to_string(n + 1) + ". " + name_of(Player(p)) + ": " + write_tokens(game.turns[n][p].tokens) +
                       "\n";
    }
    return out;
}

} // namespace ss
