#include "session.h"

#include "referee.h"

namespace ss {

namespace {

std::array<Fleet, 2> fleets_of(const GameRecord& header)
{
    return {make_fleet(header.setup[0].ships), make_fleet(header.setup[1].ships)};
}

} // namespace

std::string result_tag(const GameEnd& end)
{
    return (end.draw() ? std::string("Draw ") : std::string(1, name_of(end.winner())) + " wins ") +
           std::to_string(end.score[0]) + "-" + std::to_string(end.score[1]) + " [" + std::string(end.rule) + "]";
}

std::string forfeit_tag(Player loser, const std::string& reason)
{
    return std::string(1, name_of(other(loser))) + " wins: " + name_of(loser) + " forfeits (" + reason + ")";
}

std::optional<Forfeit> forfeit_of(const std::string& result)
{
    if (result == on_time_tag(Player::A) || result == on_time_tag(Player::B))
        return Forfeit{result[0] == 'A' ? Player::B : Player::A, kOnTime};
    // "B wins: A forfeits (why)"
    if (result.size() < 22 || (result[0] != 'A' && result[0] != 'B') || result.back() != ')')
        return std::nullopt;
    const Player loser = result[0] == 'A' ? Player::B : Player::A;
    const std::string head = std::string(1, result[0]) + " wins: " + name_of(loser) + " forfeits (";
    if (result.compare(0, head.size(), head) != 0)
        return std::nullopt;
    return Forfeit{loser, result.substr(head.size(), result.size() - head.size() - 1)};
}

void restore_forfeit(Session& session, const GameRecord& record)
{
    if (const auto f = forfeit_of(record.tag("Result")); f && !session.over())
        session.forfeit(f->loser, f->reason);
}

Session::Session(GameRecord header, FleetRule rule) : Session(header, {rule, rule}, fleets_of(header)) {}

Session::Session(GameRecord header, const std::array<FleetRule, 2>& rules) : Session(header, rules, fleets_of(header)) {}

Session::Session(GameRecord header, const std::array<FleetRule, 2>& rules, std::array<Fleet, 2> fleets)
    : record_(std::move(header)), rules_(rules), game_(fleets[0], fleets[1], require_supported_rules(record_)),
      knowledge_{Knowledge(Player::A, std::move(fleets[0]), game_.rules()),
                 Knowledge(Player::B, std::move(fleets[1]), game_.rules())}
{
    record_.turns.clear();
}

const Ruleset& require_supported_rules(const GameRecord& record)
{
    const std::string rules = record.rules_tag();
    const Ruleset* r = ruleset_named(rules);
    if (!r)
        throw RecordError(record.tag_line("Rules"),
                          "[Rules \"" + rules + "\"] is not supported; this referee plays rules 2.6.1 and the classic rules "
                          "([Rules \"classic\"])",
                          "12.4");
    if (!record.inherited_rules.empty() && rules != record.inherited_rules)
        throw RecordError(record.tag_line("Rules"),
                          "[Rules \"" + rules + "\"] differs from the first game's [Rules \"" + record.inherited_rules +
                              "\"]; every game of a record is played by the same rules",
                          record.inherited_rules == "classic" || rules == "classic" ? "C1" : "12.4");
    return *r;
}

Session Session::replay(const GameRecord& record, int up_to_turn, const std::optional<std::array<FleetRule, 2>>& given)
{
    const Ruleset& ruleset = require_supported_rules(record);
    if (const auto hidden = record.unrevealed())
        throw RecordError(record.first_line,
                          std::string(1, name_of(*hidden)) + " lost on time and never revealed its fleet, so the game " +
                              "cannot be played through; the record keeps " + name_of(other(*hidden)) + "'s fleet and the result",
                          "1.4.1");
    const FleetRule tagged = given ? (*given)[0] : fleet_rule_of(record);
    const std::array<FleetRule, 2> rules = given ? *given : std::array<FleetRule, 2>{tagged, tagged};
    for (Player p : {Player::A, Player::B}) {
        auto problems = ruleset.ships.validate_setup(record.setup[index_of(p)].ships, rules[index_of(p)]);
        if (!problems.empty()) {
            for (Violation& v : problems)
                v.message = std::string("setup ") + name_of(p) + ": " + v.message;
            throw RecordError(record.setup[index_of(p)].line, std::move(problems));
        }
    }
    Session s(record, rules);
    const std::size_t turns = up_to_turn < 0 ? record.turns.size()
                                              : std::min<std::size_t>(record.turns.size(), up_to_turn);
    for (std::size_t n = 0; n < turns; ++n) {
        const auto& turn = record.turns[n];
        if (s.game_.over())
            throw RecordError(std::min(turn[0].line, turn[1].line),
                              "turn " + std::to_string(n + 1) + " follows the end of the game after turn " +
                                  std::to_string(n) + "; no turn may follow (decision D8)",
                              std::string(s.game_.end().rule));
        for (Player p : {Player::A, Player::B})
            if (auto v = s.game_.check(p, turn[index_of(p)].actions))
                throw RecordError(turn[index_of(p)].line, {*v});
        s.record_.turns.push_back(turn); // the tokens as written
        TurnReport report;
        s.game_.play(turn[0].actions, turn[1].actions, report); // checked: legal
        s.learn(std::move(report));
    }
    return s;
}

std::optional<Violation> Session::play(const Actions& a, const Actions& b)
{
    if (forfeited_)
        return Violation{"the game ended when " + std::string(1, name_of(*forfeited_)) + " forfeited", "", {}};
    TurnReport report;
    if (auto v = game_.play(a, b, report))
        return v;
    record_turn(a, b);
    learn(std::move(report));
    if (game_.over())
        record_.set_tag("Result", result_tag(game_.end()));
    return std::nullopt;
}

void Session::record_turn(const Actions& a, const Actions& b)
{
    std::array<TurnRecord, 2> line;
    for (int p = 0; p < 2; ++p)
        for (const Action& act : p == 0 ? a : b) {
            line[p].tokens.push_back(to_token(act));
            line[p].actions.push_back(act);
        }
    record_.turns.push_back(std::move(line));
}

void Session::learn(TurnReport report)
{
    for (Player p : {Player::A, Player::B})
        knowledge_[index_of(p)].learn(view_of(game_, report, p));
    reports_.push_back(std::move(report));
}

void Session::forfeit(Player p, const std::string& reason)
{
    if (over())
        return;
    forfeited_ = p;
    forfeit_reason_ = reason;
    record_.set_tag("Result", forfeit_tag(p, reason));
}

} // namespace ss
