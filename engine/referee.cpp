#include "referee.h"

#include "session.h"

namespace ss {

namespace {

const Ruleset& session_rules(const GameRecord& game) { return require_supported_rules(game); }

} // namespace

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

FleetRule fleet_rule_of(const GameRecord& game)
{
    const std::string value = game.tag("Fleet", "standard");
    if (value == "standard")
        return FleetRule::standard();
    const Ruleset* rules = game.ruleset();
    if (rules && !rules->matches.cost_fleets)
        throw RecordError(game.tag_line("Fleet"),
                          "[Fleet \"" + value + "\"]: " + std::string(rules->title) +
                              " have only the standard fleet, one ship of each type",
                          "3.3");
    if (value.rfind("cost ", 0) == 0) {
        const std::string digits = value.substr(5);
        bool ok = !digits.empty() && digits.size() <= 3;
        for (char c : digits)
            ok = ok && c >= '0' && c <= '9';
        if (ok && std::stoi(digits) > 0)
            return FleetRule::with_cost(std::stoi(digits));
    }
    throw RecordError(game.tag_line("Fleet"),
                      "[Fleet \"" + value + "\"] is neither \"standard\" nor \"cost N\" with N a positive number",
                      "3.7.1");
}

RefereedMatch referee(const Record& record)
{
    RefereedMatch match;
    const GameRecord& first = record.games.front();
    const Ruleset& rules = require_supported_rules(first);
    const std::string kind = first.tag("Match", "single");
    if (kind == "single")
        match.kind = MatchKind::Single;
    else if (kind == "scored" && rules.matches.scored)
        match.kind = MatchKind::Scored;
    else if (kind == "continued")
        match.kind = MatchKind::Continued;
    else if (kind == "scored")
        throw RecordError(first.tag_line("Match"),
                          "[Match \"scored\"] does not exist in " + std::string(rules.title) +
                              ": a match is \"single\" or \"continued\"",
                          "7");
    else
        throw RecordError(first.tag_line("Match"), "[Match \"" + kind + "\"] is not single, scored or continued",
                          "1.1");
    if (match.kind == MatchKind::Single && record.games.size() > 1)
        throw RecordError(record.games[1].first_line,
                          "a second game begins, but the record is a single game; tag the first game "
                          "[Match \"scored\"] or [Match \"continued\"]",
                          "1.1");

    for (std::size_t g = 0; g < record.games.size(); ++g) {
        const GameRecord& gr = record.games[g];
        RefereedGame out;
        require_supported_rules(gr);
        const FleetRule rule = fleet_rule_of(gr);
        if (g > 0) {
            const RefereedGame& previous = match.games.back();
            if (!previous.end.terminated)
                throw RecordError(gr.first_line,
                                  "game " + std::to_string(g + 1) + " begins before game " + std::to_string(g) +
                                      " has terminated",
                                  match.kind == MatchKind::Scored ? "9.3.1"
                                                                  : std::string(session_rules(gr).matches.continued_rule));
        }
        // Continued matches: additional ships cost the remaining materiel of the last game [10.3].
        std::array<FleetRule, 2> rules{rule, rule};
        for (int p = 0; p < 2; ++p)
            if (match.kind == MatchKind::Continued && g > 0) {
                rules[p].additional = match.games.back().end.score[p];
                rules[p].continued = true;
            }
        out.rules = gr.rules_tag();
        if (const auto hidden = gr.unrevealed()) { // won on time, the loser's fleet never revealed
            const Player shown = other(*hidden);
            auto problems = session_rules(gr).ships.validate_setup(gr.setup[index_of(shown)].ships, rules[index_of(shown)]);
            if (!problems.empty())
                throw RecordError(gr.setup[index_of(shown)].line, std::move(problems));
            out.fleet_rule = rule;
            out.fleets[index_of(shown)] = make_fleet(gr.setup[index_of(shown)].ships);
            out.unrevealed = hidden;
            match.games.push_back(std::move(out));
            continue;
        }
        Session session = Session::replay(gr, -1, rules);
        out.fleet_rule = rule;
        out.additional = {rules[0].additional, rules[1].additional};
        for (Player p : {Player::A, Player::B})
            out.fleets[index_of(p)] = session.game().space(p).fleet;
        out.turns = session.reports();
        out.end = session.end();
        match.games.push_back(std::move(out));
    }
    return match;
}

} // namespace ss
