#include "protocol_json.h"

#include "report_json.h"

#include <QJsonArray>

namespace ss::json {

namespace {

QJsonObject flashcube_json(const FlashcubeCell& f)
{
    QJsonObject fc{{"cell", cell(f.cell)}};
    if (f.ship) {
        fc["ship"] = QString::fromStdString(ship_label(f.type, f.identity));
        fc["destroyed"] = f.destroyed;
    } else {
        fc["ship"] = QJsonValue::Null;
    }
    return fc;
}

QJsonObject seen_ship(const SeenShip& s)
{
    QJsonArray cells, flashcube;
    for (Cell c : s.cells)
        cells.append(cell(c));
    for (const FlashcubeCell& f : s.flashcube)
        flashcube.append(flashcube_json(f));
    return {{"ship", QString::fromStdString(ship_label(s.type, s.identity))}, {"cells", cells}, {"flashcube", flashcube}};
}

// The token a player wrote for an outcome, rebuilt (missiles as full triples).
QString token_of(const Outcome& o)
{
    switch (o.kind) {
    case ActionKind::Beam:
        return QString::fromStdString(to_token(Action::beam(o.target[0], o.target[o.cells - 1])));
    case ActionKind::Missile:
        return QString::fromStdString(to_token(Action::missile(o.target[0])));
    case ActionKind::Kamikaze:
        return QString::fromStdString(to_token(Action::kamikaze(o.target[0])));
    case ActionKind::Scan:
        return QString::fromStdString(to_token(Action::scan(o.target[0])));
    case ActionKind::Strike:
        break;
    }
    return QString::fromStdString(to_token(Action::strike(o.target[0])));
}

struct Reader {
    QString* error;
    bool ok = true;
    bool results = true; // entries carry results (false: visible aspects still to be answered)

    void fail(const QString& why)
    {
        if (ok && error)
            *error = why;
        ok = false;
    }
    Cell cell_at(const QJsonValue& v)
    {
        const auto c = parse_cell(v.toString().toStdString());
        if (!c) {
            fail("'" + v.toString() + "' is not a cell");
            return {};
        }
        return *c;
    }
    StrikeResult strike_result(const QJsonValue& v)
    {
        const QString s = v.toString();
        if (s == "hit")
            return StrikeResult::Hit;
        if (s == "miss")
            return StrikeResult::Miss;
        if (s == "duplicate")
            return StrikeResult::Duplicate;
        fail("'" + s + "' is not a strike result");
        return {};
    }
    std::optional<std::pair<ShipType, int>> parse_label(const QString& text)
    {
        const auto t = ship_type_from_code(text.left(2).toStdString());
        bool num = true;
        const int id = text.size() > 2 ? text.mid(2).toInt(&num) : 0;
        if (!t || !num || id < 0 || id > 125) {
            fail("'" + text + "' is not a ship");
            return std::nullopt;
        }
        return std::pair{*t, id};
    }
    Outcome outcome(const QJsonObject& j, const Fleet& own, bool mine)
    {
        Outcome o;
        const QString kind = j["kind"].toString();
        if (kind == "beam") {
            o.kind = ActionKind::Beam;
            const QJsonArray targets = j["targets"].toArray(), answers = j["results"].toArray();
            // Three targets [8.2.1], or a classic row's five [classic 6.1.3.2].
            if ((targets.size() != 3 && targets.size() != 5) || (results && answers.size() != targets.size()))
                fail(results ? "a beam entry has three (classic: five) targets and as many results"
                             : "a beam entry has three (classic: five) targets");
            o.cells = static_cast<std::uint8_t>(targets.size() == 5 ? 5 : 3);
            for (int k = 0; k < o.cells && k < targets.size(); ++k) {
                o.target[k] = cell_at(targets[k]);
                if (results && k < answers.size())
                    o.result[k] = strike_result(answers[k]);
            }
            o.burnout = j["burnout"].toBool();
            if (mine) {
                // The firing death star: named, or the first one that has a beam weapon.
                o.ship = kNoShip;
                const auto named = j.contains("ship") ? parse_label(j["ship"].toString()) : std::nullopt;
                for (std::size_t i = 0; i < own.size() && o.ship == kNoShip; ++i)
                    if (named ? (own[i].type == named->first && (!own[i].numbered || own[i].identity == named->second))
                              : info(own[i].type).beam_weapon)
                        o.ship = static_cast<std::uint8_t>(i);
                if (o.ship == kNoShip) {
                    fail("a beam entry names no death star of the player's");
                    o.ship = 0;
                }
            }
        } else if (kind == "strike") {
            o.kind = ActionKind::Strike;
            o.target[0] = cell_at(j["target"]);
            if (results)
                o.result[0] = strike_result(j["result"]);
        } else if (kind == "scan") {
            o.kind = ActionKind::Scan;
            o.target[0] = cell_at(j["target"]);
            const QString r = j["result"].toString();
            o.scan = r == "empty" ? ScanResult::Empty : r == "ship" ? ScanResult::Ship : ScanResult::Destroyed;
            if (results && r != "empty" && r != "ship" && r != "destroyed")
                fail("'" + r + "' is not a scan result");
        } else if (kind == "missile" || kind == "kamikaze") {
            o.kind = kind == "missile" ? ActionKind::Missile : ActionKind::Kamikaze;
            o.target[0] = cell_at(j["launch"]);
        } else {
            fail("'" + kind + "' is not an entry kind");
        }
        for (const QJsonValue& e : j["explosions"].toArray()) // each cell once
            if (o.explosions.count < o.explosions.cell.size())
                o.explosions.add_once(cell_at(e));
        return o;
    }
    SeenShip ship(const QJsonObject& j)
    {
        SeenShip s;
        if (const auto l = parse_label(j["ship"].toString())) {
            s.type = l->first;
            s.identity = static_cast<std::uint8_t>(l->second);
        }
        for (const QJsonValue& c : j["cells"].toArray())
            s.cells.insert(cell_at(c));
        for (const QJsonValue& v : j["flashcube"].toArray())
            s.flashcube.push_back(flashcube(v.toObject()));
        return s;
    }
    FlashcubeCell flashcube(const QJsonObject& f)
    {
        FlashcubeCell fc{cell_at(f["cell"])};
        if (!f["ship"].isNull()) {
            if (const auto l = parse_label(f["ship"].toString())) {
                fc.ship = true;
                fc.type = l->first;
                fc.identity = static_cast<std::uint8_t>(l->second);
                fc.destroyed = f["destroyed"].toBool();
            }
        }
        return fc;
    }
};

} // namespace

QJsonObject seen(const TurnView& v, const Fleet& own)
{
    QJsonArray you, you_destroyed, them, them_destroyed;
    for (const Outcome& o : v.own) {
        QJsonObject j = outcome(o, token_of(o));
        if (o.kind == ActionKind::Beam && o.ship < own.size())
            j["ship"] = QString::fromStdString(own[o.ship].label());
        you.append(j);
    }
    for (const SeenShip& s : v.own_destroyed)
        you_destroyed.append(seen_ship(s));
    for (const Outcome& o : v.opponent) {
        QJsonObject j = outcome(o, {});
        j.remove("token");
        them.append(j);
    }
    for (const SeenShip& s : v.opponent_destroyed)
        them_destroyed.append(seen_ship(s));
    return {{"turn", v.turn},
            {"you", QJsonObject{{"actions", you}, {"destroyed", you_destroyed}}},
            {"opponent", QJsonObject{{"actions", them}, {"destroyed", them_destroyed}}}};
}

std::optional<TurnView> parse_seen(const QJsonObject& j, const Fleet& own, QString* error)
{
    Reader r{error};
    TurnView v;
    v.turn = j["turn"].toInt();
    if (v.turn <= 0)
        r.fail("a seen object has a positive \"turn\"");
    const QJsonObject you = j["you"].toObject(), them = j["opponent"].toObject();
    for (const QJsonValue& e : you["actions"].toArray())
        v.own.push_back(r.outcome(e.toObject(), own, true));
    for (const QJsonValue& e : you["destroyed"].toArray())
        v.own_destroyed.push_back(r.ship(e.toObject()));
    for (const QJsonValue& e : them["actions"].toArray())
        v.opponent.push_back(r.outcome(e.toObject(), own, false));
    for (const QJsonValue& e : them["destroyed"].toArray())
        v.opponent_destroyed.push_back(r.ship(e.toObject()));
    if (!r.ok)
        return std::nullopt;
    return v;
}

QJsonObject game_end(const GameEnd& e)
{
    QJsonObject j = end(e);
    j.remove("terminated");
    return j;
}

QJsonObject outcome_entry(const Outcome& o, bool with_results)
{
    QJsonObject j = outcome(o, {});
    j.remove("token");
    if (!with_results)
        for (const char* key : {"result", "results", "burnout", "explosions"})
            j.remove(key);
    return j;
}

std::optional<Outcome> parse_outcome_entry(const QJsonObject& entry, QString* error, bool with_results)
{
    Reader r{error};
    r.results = with_results;
    const Outcome o = r.outcome(entry, {}, false);
    if (!r.ok)
        return std::nullopt;
    return o;
}

QJsonObject ship_entry(const SeenShip& ship) { return seen_ship(ship); }

std::optional<SeenShip> parse_ship_entry(const QJsonObject& entry, QString* error)
{
    Reader r{error};
    SeenShip s = r.ship(entry);
    if (!entry["ship"].isString())
        r.fail("a ship entry names its ship");
    if (!r.ok)
        return std::nullopt;
    return s;
}

QJsonObject flashcube_entry(const FlashcubeCell& f) { return flashcube_json(f); }

std::optional<FlashcubeCell> parse_flashcube_entry(const QJsonObject& entry, QString* error)
{
    Reader r{error};
    const FlashcubeCell f = r.flashcube(entry);
    if (!entry.contains("ship"))
        r.fail("a flashcube entry says whether a ship is there");
    if (!r.ok)
        return std::nullopt;
    return f;
}

} // namespace ss::json
