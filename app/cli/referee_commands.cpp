#include "referee_commands.h"

#include "record_seal.h"
#include "report_json.h"
#include "options.h"

#include "judge/game_judgement.h"
#include "session.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <optional>

namespace ss::cli {

namespace {

void print_err(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

void print_out(const QByteArray& bytes)
{
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

struct Loaded {
    Record record;
    RefereedMatch match;
};

// Reads and referees a record; on failure prints FILE:LINE: message [rule] and sets status.
std::optional<Loaded> load(const QString& path, int& status)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        print_err(path + ": cannot open: " + file.errorString());
        status = kFailure;
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    if (app::has_sealed_setups(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        // Not damaged: a game still in play, its fleets hidden from a glance [1.4].
        print_err(path + ": a sealed unfinished game: its fleets stay sealed until the game ends [1.4], so it "
                         "cannot be refereed here; the game that saved it resumes it, and once it ends the file is "
                         "an ordinary record");
        status = kFailure;
        return std::nullopt;
    }
    try {
        Loaded loaded;
        loaded.record = parse_record(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        loaded.match = referee(loaded.record);
        status = kOk;
        return loaded;
    } catch (const RecordError& e) {
        for (const Violation& v : e.problems())
            print_err(path + ":" + QString::number(e.line()) + ": " + QString::fromStdString(v.text()));
        status = kRecordError;
    } catch (const std::exception& e) {
        print_err(path + ": " + QString::fromUtf8(e.what()));
        status = kFailure;
    }
    return std::nullopt;
}

QString turn_count(std::size_t n) { return n == 1 ? QStringLiteral("1 turn") : QStringLiteral("%1 turns").arg(n); }

QString describe_end(const GameEnd& end, std::size_t turns)
{
    const QString score = QStringLiteral("A %1, B %2").arg(end.score[0]).arg(end.score[1]);
    if (!end.terminated)
        return QStringLiteral("unfinished after %1").arg(turn_count(turns));
    const QString winner = end.draw() ? QStringLiteral("a draw") : QStringLiteral("%1 wins").arg(name_of(end.winner()));
    return QStringLiteral("terminated after %1 by rule %2: %3, %4")
        .arg(turn_count(turns))
        .arg(QString::fromUtf8(end.rule.data(), static_cast<qsizetype>(end.rule.size())), score, winner);
}

} // namespace

int replay(const QString& path)
{
    int status = kOk;
    const auto loaded = load(path, status);
    if (!loaded)
        return status;
    print_out(QJsonDocument(json::replay(loaded->record, loaded->match)).toJson(QJsonDocument::Indented));
    return kOk;
}

int check(const QString& path)
{
    int status = kOk;
    const auto loaded = load(path, status);
    if (!loaded)
        return status;
    QString out;
    const auto& games = loaded->match.games;
    for (std::size_t g = 0; g < games.size(); ++g) {
        const RefereedGame& game = games[g];
        const GameRecord& gr = loaded->record.games[g];
        const QString a = QString::fromStdString(gr.tag("A", "A"));
        const QString b = QString::fromStdString(gr.tag("B", "B"));
        const QString how = game.unrevealed
                                ? QStringLiteral("%1; %2 never revealed its fleet, so there is nothing to referee [1.4.1]")
                                      .arg(QString::fromStdString(gr.tag("Result")), QChar(name_of(*game.unrevealed)))
                                : describe_end(game.end, game.turns.size());
        QString line = QStringLiteral("%1: game %2 (%3 v %4), rules %5, %6 fleet: %7")
                           .arg(path)
                           .arg(g + 1)
                           .arg(a, b, QString::fromStdString(game.rules), QString::fromStdString(game.fleet_rule.tag()), how);
        if (const std::string clock = gr.tag("TimeControl"); !clock.empty())
            line += QStringLiteral(", %1 s a turn").arg(QString::fromStdString(clock));
        if (!game.end.terminated && !game.unrevealed)
            line += QStringLiteral(" (A %1, B %2)").arg(game.end.score[0]).arg(game.end.score[1]);
        out += line + '\n';
    }
    if (loaded->match.kind == MatchKind::Scored) {
        const auto overall = loaded->match.overall();
        out += QStringLiteral("%1: scored match, overall A %2, B %3\n").arg(path).arg(overall[0]).arg(overall[1]);
    }
    out += path + QStringLiteral(": OK\n");
    print_out(out.toUtf8());
    return kOk;
}

namespace {

QJsonObject chances_json(const Chances& c) { return {{"A", c.a}, {"B", c.b}, {"draw", c.draw}}; }

QJsonValue choice_json(const std::optional<ChoiceJudgement>& c)
{
    if (!c)
        return QJsonValue::Null;
    QStringList best;
    for (const Action& a : c->best_actions)
        best << QString::fromStdString(to_token(a));
    return QJsonObject{{"played", c->played},
                       {"best", c->best},
                       {"se", c->se},
                       {"mark", c->mark.empty() ? QJsonValue(QJsonValue::Null)
                                                : QJsonValue(QString::fromLatin1(c->mark.data(), static_cast<qsizetype>(c->mark.size())))},
                       {"best_actions", best.join(' ')}};
}

} // namespace

int analyse(const QStringList& args)
{
    const Options o = Options::parse(args, {"no-judgement"}, 1);
    if (!o.error.isEmpty() || o.positional.size() != 1) {
        print_err("analyse FILE [--seed S] [--rollouts N] [--policy BOT|players] [--no-judgement]" +
                  (o.error.isEmpty() ? QString() : ": " + o.error));
        return kFailure;
    }
    int status = kOk;
    const auto loaded = load(o.positional[0], status);
    if (!loaded)
        return status;
    JudgeOptions options;
    bool ok_rollouts = true, ok_seed = true;
    options.policy.rollouts = o.get("rollouts", QString::number(options.policy.rollouts)).toInt(&ok_rollouts);
    const auto seed = o.get("seed", "1").toULongLong(&ok_seed);
    if (!ok_rollouts || !ok_seed || options.policy.rollouts < 1) {
        print_err("analyse: --seed and --rollouts take whole numbers (--rollouts at least 1)");
        return kFailure;
    }
    // Each side played on by its own bot where the record names one (the default), or one
    // bot for both.
    const QString policy = o.get("policy", "players");
    const bool players = policy == "players";
    if (!players)
        options.policy.bot = policy.toStdString();
    options.judge_choices = o.get("no-judgement").isEmpty();
    options.chances_as_known = options.judge_choices;
    options.threads = judge_threads(); // (the same figures, sooner)
    // Each player's own figure, or null where it was not worked out.
    const auto known_json = [](const std::array<double, 2>& k) {
        const auto one = [](double v) { return v < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(v); };
        return QJsonObject{{"A", one(k[0])}, {"B", one(k[1])}};
    };
    QJsonArray games;
    try {
        for (std::size_t g = 0; g < loaded->match.games.size(); ++g) {
            const GameRecord& record = loaded->record.games[g];
            if (const auto hidden = loaded->match.games[g].unrevealed) { // won on time: nothing to play on from
                games.append(QJsonObject{{"before", QJsonValue::Null},
                                         {"decisive_turn", 0},
                                         {"result", QString(QChar(name_of(other(*hidden))))},
                                         {"unrevealed", QString(QChar(name_of(*hidden)))},
                                         {"turns", QJsonArray()}});
                continue;
            }
            if (players)
                for (int p = 0; p < 2; ++p)
                    options.policy.players[static_cast<std::size_t>(p)] = rollout_bot_for(record.tag(p == 0 ? "A" : "B"));
            const GameJudgement j = judge_game(loaded->match.games[g], record, require_supported_rules(record), options, seed);
            QJsonArray turns;
            for (const TurnJudgement& t : j.turns)
                turns.append(QJsonObject{{"turn", t.turn},
                                         {"after", chances_json(t.after)},
                                         {"materiel", QJsonObject{{"A", t.materiel[0]}, {"B", t.materiel[1]}}},
                                         {"known", known_json(t.known)},
                                         {"judgement", QJsonObject{{"A", choice_json(t.choice[0])}, {"B", choice_json(t.choice[1])}}}});
            const GameEnd& end = loaded->match.games[g].end;
            const QJsonValue result = !end.terminated ? QJsonValue(QJsonValue::Null)
                                      : end.draw()    ? QJsonValue("draw")
                                                      : QJsonValue(end.winner() == Player::A ? "A" : "B");
            games.append(QJsonObject{{"before", chances_json(j.before)},
                                     {"decisive_turn", j.decisive_turn},
                                     {"known_before", known_json(j.known_before)},
                                     {"known_decisive_turn", QJsonObject{{"A", j.known_decisive_turn[0]}, {"B", j.known_decisive_turn[1]}}},
                                     {"result", result},
                                     {"turns", turns}});
        }
    } catch (const std::exception& e) {
        print_err(o.positional[0] + ": " + QString::fromUtf8(e.what()));
        return kFailure;
    }
    print_out(QJsonDocument(QJsonObject{{"games", games}}).toJson(QJsonDocument::Indented));
    return kOk;
}

} // namespace ss::cli
