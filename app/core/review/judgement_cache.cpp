#include "judgement_cache.h"

#include "action.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace ss::app {

namespace {

constexpr int kVersion = 2; // (2: each player's chances as they could know them)

QString file_of(const QString& folder, const QByteArray& key)
{
    return folder + "/" + QString::fromLatin1(key.toHex()) + ".json";
}

QJsonArray chances_json(const Chances& c) { return {c.a, c.b, c.draw, c.rollouts}; }

std::optional<Chances> chances_of(const QJsonValue& v)
{
    const QJsonArray a = v.toArray();
    if (a.size() != 4)
        return std::nullopt;
    Chances c{a[0].toDouble(), a[1].toDouble(), a[2].toDouble(), a[3].toInt()};
    if (c.rollouts < 1 || c.a < 0 || c.b < 0 || c.draw < 0)
        return std::nullopt;
    return c;
}

QJsonValue choice_json(const std::optional<ChoiceJudgement>& c)
{
    if (!c)
        return QJsonValue::Null;
    QJsonArray best;
    for (const Action& a : c->best_actions)
        best << QString::fromStdString(to_token(a));
    return QJsonObject{{"played", c->played}, {"best", c->best}, {"se", c->se}, {"actions", best}};
}

// nullopt inside: none judged; nullopt outside: damaged.
std::optional<std::optional<ChoiceJudgement>> choice_of(const QJsonValue& v)
{
    if (v.isNull())
        return std::optional<ChoiceJudgement>{};
    if (!v.isObject())
        return std::nullopt;
    const QJsonObject o = v.toObject();
    ChoiceJudgement c;
    c.played = o["played"].toDouble(-1);
    c.best = o["best"].toDouble(-1);
    c.se = o["se"].toDouble(-1);
    if (c.played < 0 || c.best < 0 || c.se < 0)
        return std::nullopt;
    for (const QJsonValue& t : o["actions"].toArray()) {
        std::string error;
        const std::optional<Action> a = parse_action(t.toString().toStdString(), &error);
        if (!a)
            return std::nullopt;
        c.best_actions.push_back(*a);
    }
    c.mark = mark_of(c.drop(), c.se); // (the thresholds as they are now)
    return std::optional<ChoiceJudgement>{c};
}

} // namespace

QString judgement_folder()
{
    // (none under test: a test judges afresh each run, unless it chooses a folder)
    return QStandardPaths::isTestModeEnabled() ? QString()
                                               : QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + "/judgements";
}

std::optional<GameJudgement> load_judgement(const QString& folder, const QByteArray& key)
{
    if (folder.isEmpty())
        return std::nullopt;
    QFile file(file_of(folder, key));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    if (o["version"].toInt() != kVersion)
        return std::nullopt;
    GameJudgement j;
    const auto before = chances_of(o["before"]);
    if (!before)
        return std::nullopt;
    j.before = *before;
    j.decisive_turn = o["decisive"].toInt(-1);
    const QJsonArray known_before = o["knownBefore"].toArray(), known_decisive = o["knownDecisive"].toArray();
    for (int p = 0; p < 2; ++p) {
        j.known_before[p] = known_before.at(p).toDouble(-1);
        j.known_decisive_turn[p] = known_decisive.at(p).toInt(0);
    }
    const QJsonArray turns = o["turns"].toArray();
    if (j.decisive_turn < 0 || j.decisive_turn > turns.size())
        return std::nullopt;
    for (qsizetype i = 0; i < turns.size(); ++i) {
        const QJsonObject t = turns[i].toObject();
        TurnJudgement tj;
        tj.turn = static_cast<int>(i) + 1;
        const auto after = chances_of(t["after"]);
        const auto a = choice_of(t["A"]), b = choice_of(t["B"]);
        const QJsonArray materiel = t["materiel"].toArray();
        if (!after || !a || !b || materiel.size() != 2)
            return std::nullopt;
        tj.after = *after;
        tj.materiel = {materiel[0].toInt(), materiel[1].toInt()};
        const QJsonArray known = t["known"].toArray();
        tj.known = {known.at(0).toDouble(-1), known.at(1).toDouble(-1)};
        tj.choice = {*a, *b};
        j.turns.push_back(std::move(tj));
    }
    return j;
}

void save_judgement(const QString& folder, const QByteArray& key, const GameJudgement& judgement)
{
    QJsonArray turns;
    for (const TurnJudgement& t : judgement.turns)
        turns << QJsonObject{{"after", chances_json(t.after)},
                             {"materiel", QJsonArray{t.materiel[0], t.materiel[1]}},
                             {"known", QJsonArray{t.known[0], t.known[1]}},
                             {"A", choice_json(t.choice[0])},
                             {"B", choice_json(t.choice[1])}};
    const QJsonObject o{{"version", kVersion}, {"before", chances_json(judgement.before)},
                        {"decisive", judgement.decisive_turn}, {"turns", turns},
                        {"knownBefore", QJsonArray{judgement.known_before[0], judgement.known_before[1]}},
                        {"knownDecisive", QJsonArray{judgement.known_decisive_turn[0], judgement.known_decisive_turn[1]}}};
    if (folder.isEmpty() || !QDir().mkpath(folder))
        return;
    QSaveFile file(file_of(folder, key)); // whole or not at all
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

} // namespace ss::app
