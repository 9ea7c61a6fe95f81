#include "report_json.h"

namespace ss::json {

QString cell(Cell c) { return QString::fromStdString(to_string(c)); }

namespace {

QString str(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QJsonArray explosions(const Explosions& e)
{
    QJsonArray a;
    for (Cell c : e)
        a.append(cell(c));
    return a;
}

QJsonObject scores(const std::array<int, 2>& s) { return {{"A", s[0]}, {"B", s[1]}}; }

} // namespace

QJsonObject outcome(const Outcome& o, const QString& token, const Ruleset& rules)
{
    QJsonObject j;
    j["token"] = token;
    switch (o.kind) {
    case ActionKind::Beam: {
        QJsonArray targets, results;
        for (int k = 0; k < o.cells; ++k) {
            targets.append(cell(o.target[k]));
            results.append(str(to_string(o.result[k])));
        }
        j["kind"] = "beam";
        j["targets"] = targets;
        j["results"] = results;
        j["explosions"] = explosions(o.explosions);
        if (rules.visible.burnout) // no burn-out in classic [C20]
            j["burnout"] = o.burnout;
        break;
    }
    case ActionKind::Strike:
        j["kind"] = "strike";
        j["target"] = cell(o.target[0]);
        j["result"] = str(to_string(o.result[0]));
        j["explosions"] = explosions(o.explosions);
        break;
    case ActionKind::Missile:
        j["kind"] = "missile";
        j["launch"] = cell(o.target[0]);
        break;
    case ActionKind::Kamikaze:
        j["kind"] = "kamikaze";
        j["launch"] = cell(o.target[0]);
        break;
    case ActionKind::Scan:
        j["kind"] = "scan";
        j["target"] = cell(o.target[0]);
        j["result"] = str(to_string(o.scan));
        break;
    }
    return j;
}

QJsonObject destroyed_ship(const Fleet& owner, const DestroyedShip& d, const Ruleset& rules)
{
    const Ship& s = owner[d.ship];
    QJsonArray cells, flashcube;
    if (!rules.visible.flashcube) { // the ship and its cells only [classic C20]
        for (Cell c : s.cells)
            cells.append(cell(c));
        return {{"ship", QString::fromStdString(s.label())}, {"cells", cells}};
    }
    for (const FlashcubeCell& f : d) {
        cells.append(cell(f.cell));
        QJsonObject fc{{"cell", cell(f.cell)}};
        if (!f.ship) {
            fc["ship"] = QJsonValue::Null;
        } else {
            QString label = str(info(f.type).code);
            if (f.identity)
                label += QString::number(f.identity);
            fc["ship"] = label;
            fc["destroyed"] = f.destroyed;
        }
        flashcube.append(fc);
    }
    return {{"ship", QString::fromStdString(s.label())}, {"cells", cells}, {"flashcube", flashcube}};
}

QJsonObject side(const Fleet& owner, const SideReport& s, const std::vector<std::string>& tokens, const Ruleset& rules)
{
    QJsonArray actions, destroyed;
    for (const Outcome& o : s.outcomes)
        actions.append(
            outcome(o, o.action < tokens.size() ? QString::fromStdString(tokens[o.action]) : QString(), rules));
    for (const DestroyedShip& d : s.destroyed)
        destroyed.append(destroyed_ship(owner, d, rules));
    return {{"actions", actions}, {"destroyed", destroyed}};
}

QJsonObject end(const GameEnd& e)
{
    if (!e.terminated)
        return {{"terminated", false},
                {"rule", QJsonValue::Null},
                {"score", QJsonValue::Null},
                {"winner", QJsonValue::Null}};
    return {{"terminated", true},
            {"rule", str(e.rule)},
            {"score", scores(e.score)},
            {"winner", e.draw() ? "draw" : QString(QChar(name_of(e.winner())))}};
}

QJsonObject replay(const Record& record, const RefereedMatch& match)
{
    QJsonArray games;
    for (std::size_t g = 0; g < match.games.size(); ++g) {
        const RefereedGame& game = match.games[g];
        const GameRecord& gr = record.games[g];
        const Ruleset& rules = *ruleset_named(game.rules);
        QJsonArray turns;
        for (std::size_t n = 0; n < game.turns.size(); ++n) {
            const TurnReport& t = game.turns[n];
            QJsonObject turn{{"turn", t.turn}};
            for (int p = 0; p < 2; ++p)
                turn[QString(QChar(name_of(Player(p))))] = side(game.fleets[p], t.side[p], gr.turns[n][p].tokens, rules);
            turns.append(turn);
        }
        QJsonObject tags;
        for (const Tag& tag : gr.tags)
            tags[QString::fromStdString(tag.name)] = QString::fromStdString(tag.value);
        QJsonObject entry{{"rules", QString::fromStdString(game.rules)},
                          {"fleet", QString::fromStdString(game.fleet_rule.tag())},
                          {"tags", tags},
                          {"turns", turns},
                          {"end", end(game.end)}};
        if (game.unrevealed) // won on time, the loser's fleet never revealed: nothing to referee
            entry["unrevealed"] = QString(QChar(name_of(*game.unrevealed)));
        if (match.kind == MatchKind::Continued) // [10.3; classic 7.2, in cells]
            entry[rules.matches.cost_fleets ? "additional_cost" : "additional_cells"] = scores(game.additional);
        games.append(entry);
    }
    QJsonObject doc{{"games", games}};
    if (match.kind != MatchKind::Single) {
        QJsonObject m{{"kind", str(to_string(match.kind))}};
        const bool finished = match.games.back().end.terminated;
        if (match.kind == MatchKind::Scored) {
            const auto overall = match.overall();
            m["overall"] = scores(overall); // [9.4]
            m["winner"] = !finished              ? QJsonValue(QJsonValue::Null)
                          : overall[0] == overall[1] ? QJsonValue("draw")
                                                     : QJsonValue(overall[0] > overall[1] ? "A" : "B"); // [9.5]
        }
        doc["match"] = m;
    }
    return doc;
}

} // namespace ss::json
