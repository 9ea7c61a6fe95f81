#include "referee.h"

namespace ss {

std::string_view to_string(MatchKind kind)
{
    switch (kind) {
    case MatchKind::Single:
        return "single";
    case MatchKind::Scored:
        return "scored";
    case MatchKind::Continued:
        return "continued";
    }
    return {};
}

std::array<int, 2> RefereedMatch::overall() const
{
    std::array<int, 2> sum{};
    for (const RefereedGame& g : games)
        for (int p = 0; p < 2; ++p)
            sum[p] += g.end.score[p];
    return sum;
}

namespace {

int tag_line(const GameRecord& game, std::string_view name)
{
    for (const Tag& t : game.tags)
        if (t.name == name)
            return t.line;
    return game.first_line;
}

} // namespace

FleetRule fleet_rule_of(const GameRecord& game)
{
    const std::string value = game.tag("Fleet", "standard");
    if (value == "standard")
        return FleetRule::standard();
    if (value.rfind("cost ", 0) == 0) {
        const std::string digits = value.substr(5);
        bool ok = !digits.empty() && digits.size() <= 3;
        for (char c : digits)
            ok = ok && c >= '0' && c <= '9';
        if (ok && std::stoi(digits) > 0)
            return FleetRule::with_cost(std::stoi(digits));
    }
    throw RecordError(tag_line(game, "Fleet"),
                      "[Fleet \"" + value + "\"] is neither \"standard\" nor \"cost N\" with N a positive number",
                      "3.7.1");
}

RefereedMatch referee(const Record& record)
{
    RefereedMatch match;
    const GameRecord& first = record.games.front();
    const std::string kind = first.tag("Match", "single");
    if (kind == "single")
        match.kind = MatchKind::Single;
    else if (kind == "scored")
        match.kind = MatchKind::Scored;
    else if (kind == "continued")
        match.kind = MatchKind::Continued;
    else
        throw RecordError(tag_line(first, "Match"), "[Match \"" + kind + "\"] is not single, scored or continued",
                          "1.1");
    if (match.kind == MatchKind::Single && record.games.size() > 1)
        throw RecordError(record.games[1].first_line,
                          "a second game begins, but the record is a single game; tag the first game "
                          "[Match \"scored\"] or [Match \"continued\"]",
                          "1.1");

    for (std::size_t g = 0; g < record.games.size(); ++g) {
        const GameRecord& gr = record.games[g];
        RefereedGame out;
        out.rules = gr.tag("Rules", "2.6.1");
        if (out.rules != "2.6.1")
            throw RecordError(tag_line(gr, "Rules"),
                              "[Rules \"" + out.rules + "\"] is not supported; this referee plays rules 2.6.1", "12.4");
        out.fleet_rule = fleet_rule_of(gr);
        if (g > 0) {
            const RefereedGame& previous = match.games.back();
            if (!previous.end.terminated)
                throw RecordError(gr.first_line,
                                  "game " + std::to_string(g + 1) + " begins before game " + std::to_string(g) +
                                      " has terminated",
                                  match.kind == MatchKind::Scored ? "9.3.1" : "10.6.1");
        }
        for (int p = 0; p < 2; ++p) {
            FleetRule rule = out.fleet_rule;
            // Continued matches: additional ships cost the remaining materiel of the last game [10.3].
            if (match.kind == MatchKind::Continued && g > 0) {
                rule.additional = match.games.back().end.score[p];
                rule.continued = true;
            }
            out.additional[p] = rule.additional;
            auto problems = validate_setup(gr.setup[p].ships, rule);
            if (!problems.empty()) {
                for (Violation& v : problems)
                    v.message = std::string("setup ") + name_of(Player(p)) + ": " + v.message;
                throw RecordError(gr.setup[p].line, std::move(problems));
            }
            out.fleets[p] = make_fleet(gr.setup[p].ships);
        }
        Game game(out.fleets[0], out.fleets[1]);
        for (std::size_t n = 0; n < gr.turns.size(); ++n) {
            const auto& turn = gr.turns[n];
            if (game.over())
                throw RecordError(std::min(turn[0].line, turn[1].line),
                                  "turn " + std::to_string(n + 1) + " follows the end of the game after turn " +
                                      std::to_string(n) + "; no turn may follow (decision D8)",
                                  std::string(game.end().rule));
            for (Player p : {Player::A, Player::B})
                if (auto v = game.check(p, turn[index_of(p)].actions))
                    throw RecordError(turn[index_of(p)].line, {*v});
            TurnReport report;
            game.play(turn[0].actions, turn[1].actions, report);
            out.turns.push_back(std::move(report));
        }
        out.end = game.end();
        match.games.push_back(std::move(out));
    }
    return match;
}

} // namespace ss
