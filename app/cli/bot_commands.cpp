#include "bot_commands.h"

#include "bot_factory.h"
#include "options.h"
#include "referee_commands.h"
#include "tournament.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <map>

namespace ss::cli {

namespace {

void err(const QString& text)
{
    std::fputs(text.toLocal8Bit().constData(), stderr);
    std::fputc('\n', stderr);
}

// The factories for --a and --b; false, with the reason printed, if either is unknown.
bool bot_pair(const Options& o, const QString& command, BotFactory& a, BotFactory& b)
{
    QString why;
    a = bot_factory(o.get("a"), why);
    b = a ? bot_factory(o.get("b"), why) : BotFactory{};
    if (!a || !b)
        err("spaceships-cli " + command + ": " + why);
    return a && b;
}

QJsonObject timing(const std::vector<double>& ms)
{
    return {{"median", percentile(ms, 0.5)}, {"p95", percentile(ms, 0.95)}};
}

} // namespace

bool parse_fleet(const QString& text, FleetRule& rule)
{
    if (text == "standard") {
        rule = FleetRule::standard();
        return true;
    }
    const QString digits = text.startsWith("cost-") || text.startsWith("cost ") ? text.mid(5) : QString();
    bool ok = false;
    const int n = digits.toInt(&ok);
    if (!ok || n <= 0 || n > 200)
        return false;
    rule = FleetRule::with_cost(n);
    return true;
}

const Ruleset* parse_rules(const QString& text) { return ruleset_named(text.toStdString()); }

bool write_game(const QString& path, const GameRecord& game)
{
    Record r;
    r.games.push_back(game);
    QFile f(path);
    const QByteArray text = QByteArray::fromStdString(write_record(r));
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}


int tournament(const QStringList& args)
{
    const Options o = Options::parse(args, {"json"});
    if (!o.error.isEmpty()) {
        err("spaceships-cli tournament: " + o.error);
        return kFailure;
    }
    FleetRule rule;
    bool games_ok = false, seed_ok = false, time_ok = false;
    const int games = o.get("games", "100").toInt(&games_ok);
    const qulonglong seed = o.get("seed", "1").toULongLong(&seed_ok);
    const int time_ms = o.get("time", "1000").toInt(&time_ok);
    const Ruleset* rules = parse_rules(o.get("rules", "2.6.1"));
    if (!games_ok || games <= 0 || !seed_ok || !time_ok || time_ms <= 0 || !parse_fleet(o.get("fleet", "standard"), rule) ||
        !rules || (rule.kind != FleetRule::Kind::Standard && !rules->matches.cost_fleets)) {
        err("spaceships-cli tournament: --games, --time take positive numbers, --seed a number, --fleet standard or "
            "cost-N, --rules 2.6.1 or classic (whose fleet is standard only)");
        return kFailure;
    }
    const QString fleets_named = o.get("fleets", "swapped");
    if (fleets_named != "swapped" && fleets_named != "own") {
        err("spaceships-cli tournament: --fleets takes own (each bot lays out its own fleet in every game) or swapped "
            "(pairs of games on the same two fleets, swapped), not '" + fleets_named + "'");
        return kFailure;
    }
    const TournamentFleets fleets = fleets_named == "own" ? TournamentFleets::Own : TournamentFleets::Swapped;
    BotFactory a, b;
    if (!bot_pair(o, "tournament", a, b))
        return kFailure;
    const QString records = o.get("records");
    if (!records.isEmpty() && !QDir().mkpath(records)) {
        err("spaceships-cli tournament: cannot create " + records);
        return kFailure;
    }
    bool write_failed = false;
    const auto on_game = [&](int index, const BotGame& game) {
        if (!records.isEmpty())
            write_failed |= !write_game(
                QDir(records).filePath(QStringLiteral("game-%1.ssg").arg(index + 1, 5, 10, QChar('0'))), game.record);
    };
    const TournamentResult r = run_tournament(a, b, games, seed, rule, time_ms, on_game, *rules, fleets);
    const auto [low, high] = r.ci95();
    const double mean_turns = r.games ? static_cast<double>(r.turns) / r.games : 0;
    const double mean_margin = r.games ? static_cast<double>(r.margin) / r.games : 0;
    if (o.get("json") == "1") {
        QJsonArray forfeits;
        for (const std::string& f : r.forfeits)
            forfeits.append(QString::fromStdString(f));
        const QJsonObject j{{"a", o.get("a")},
                            {"b", o.get("b")},
                            {"rules", QString::fromUtf8(rules->tag.data(), static_cast<qsizetype>(rules->tag.size()))},
                            {"fleets", QString(to_string(fleets))},
                            {"games", r.games},
                            {"a_wins", r.a_wins},
                            {"draws", r.draws},
                            {"b_wins", r.b_wins},
                            {"unfinished", r.unfinished},
                            {"a_score", r.a_score()},
                            {"ci95", QJsonArray{low, high}},
                            {"mean_margin", mean_margin},
                            {"mean_turns", mean_turns},
                            {"move_ms", QJsonObject{{"a", timing(r.move_ms[0])}, {"b", timing(r.move_ms[1])}}},
                            {"forfeits", forfeits}};
        std::fputs(QJsonDocument(j).toJson(QJsonDocument::Compact).constData(), stdout);
        std::fputc('\n', stdout);
    } else {
        std::printf("%s v %s: %d games, seed %llu, %s fleets (%s), %s\n", o.get("a").toLocal8Bit().constData(),
                    o.get("b").toLocal8Bit().constData(), r.games, seed, rule.tag().c_str(), to_string(fleets),
                    std::string(rules->title).c_str());
        std::printf("  %s wins %d, draws %d, %s wins %d (unfinished %d)\n", o.get("a").toLocal8Bit().constData(),
                    r.a_wins, r.draws, o.get("b").toLocal8Bit().constData(), r.b_wins, r.unfinished);
        std::printf("  %s scores %.1f%% (Wilson 95%%: %.1f%%-%.1f%%)\n", o.get("a").toLocal8Bit().constData(),
                    100 * r.a_score(), 100 * low, 100 * high);
        std::printf("  mean score margin %+.2f, mean turns %.1f\n", mean_margin, mean_turns);
        std::printf("  move time ms: %s median %.2f p95 %.2f; %s median %.2f p95 %.2f\n",
                    o.get("a").toLocal8Bit().constData(), percentile(r.move_ms[0], 0.5),
                    percentile(r.move_ms[0], 0.95), o.get("b").toLocal8Bit().constData(),
                    percentile(r.move_ms[1], 0.5), percentile(r.move_ms[1], 0.95));
        for (const std::string& f : r.forfeits)
            std::printf("  forfeit: %s\n", f.c_str());
    }
    if (write_failed) {
        err("spaceships-cli tournament: could not write every record to " + records);
        return kFailure;
    }
    return kOk;
}

int match(const QStringList& args)
{
    const Options o = Options::parse(args, {});
    FleetRule rule;
    bool seed_ok = false, time_ok = false;
    const qulonglong seed = o.get("seed", "1").toULongLong(&seed_ok);
    const int time_ms = o.get("time", "1000").toInt(&time_ok);
    const Ruleset* rules = parse_rules(o.get("rules", "2.6.1"));
    if (!o.error.isEmpty() || !seed_ok || !time_ok || time_ms <= 0 || !parse_fleet(o.get("fleet", "standard"), rule) ||
        !rules || (rule.kind != FleetRule::Kind::Standard && !rules->matches.cost_fleets)) {
        err("spaceships-cli match: --a BOT --b BOT --seed S [--record FILE] [--time MS] [--fleet F] [--rules 2.6.1|classic]");
        return kFailure;
    }
    BotFactory make_a, make_b;
    if (!bot_pair(o, "match", make_a, make_b))
        return kFailure;
    auto a = make_a();
    auto b = make_b();
    a->set_time_budget(time_ms);
    b->set_time_budget(time_ms);
    const BotGame game = play_bot_game(*a, *b, rule, seed, nullptr, 500, *rules);
    if (const QString path = o.get("record"); !path.isEmpty() && !write_game(path, game.record)) {
        err("spaceships-cli match: cannot write " + path);
        return kFailure;
    }
    std::printf("A %s v B %s: ", a->name().c_str(), b->name().c_str());
    if (game.forfeited)
        std::printf("%c forfeits after %d turns: %s\n", name_of(*game.forfeited), game.turns,
                    game.forfeit_reason.c_str());
    else if (!game.end.terminated)
        std::printf("unfinished after %d turns: A %d, B %d\n", game.turns, game.end.score[0], game.end.score[1]);
    else
        std::printf("terminated after %d turns by rule %s: A %d, B %d, %s\n", game.turns,
                    std::string(game.end.rule).c_str(), game.end.score[0], game.end.score[1],
                    game.end.draw() ? "a draw" : game.end.winner() == Player::A ? "A wins" : "B wins");
    return kOk;
}

int solo(const QStringList& args)
{
    const Options o = Options::parse(args, {"json"});
    bool games_ok = false, seed_ok = false;
    const int games = o.get("games", "100").toInt(&games_ok);
    const qulonglong seed = o.get("seed", "1").toULongLong(&seed_ok);
    const Ruleset* rules = parse_rules(o.get("rules", "2.6.1"));
    const QString end = o.get("end", "destroyed");
    if (!o.error.isEmpty() || !games_ok || games <= 0 || !seed_ok || !rules || (end != "destroyed" && end != "rules")) {
        err("spaceships-cli solo: --bot NAME --games N --seed S [--json] [--time MS] [--rules 2.6.1|classic] "
            "[--end destroyed|rules]");
        return kFailure;
    }
    QString why;
    const BotFactory bot = bot_factory(o.get("bot"), why);
    if (!bot) {
        err("spaceships-cli solo: " + why);
        return kFailure;
    }
    const SoloResult r = run_solo(bot, games, seed, FleetRule::standard(), o.get("time", "1000").toInt(), *rules,
                                  end == "rules" ? SoloEnd::Rules : SoloEnd::Destroyed);
    std::vector<double> turns(r.turns.begin(), r.turns.end());
    double mean = 0;
    for (double t : turns)
        mean += t / static_cast<double>(turns.size());
    if (o.get("json") == "1") {
        const QJsonObject j{{"bot", o.get("bot")},
                            {"games", games},
                            {"end", end},
                            {"turns", QJsonObject{{"mean", mean},
                                                  {"median", percentile(turns, 0.5)},
                                                  {"p95", percentile(turns, 0.95)}}},
                            {"move_ms", timing(r.move_ms)}};
        std::fputs(QJsonDocument(j).toJson(QJsonDocument::Compact).constData(), stdout);
        std::fputc('\n', stdout);
    } else {
        std::printf("%s solo, %d games, seed %llu: turns mean %.2f, median %.1f, p95 %.1f; move ms median %.2f p95 %.2f\n",
                    o.get("bot").toLocal8Bit().constData(), games, seed, mean, percentile(turns, 0.5),
                    percentile(turns, 0.95), percentile(r.move_ms, 0.5), percentile(r.move_ms, 0.95));
    }
    return kOk;
}

} // namespace ss::cli
