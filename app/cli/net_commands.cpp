#include "net_commands.h"

#include "bot_commands.h"
#include "bot_factory.h"
#include "broker_relay.h"
#include "net_game.h"
#include "options.h"
#include "referee_commands.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTimer>

#include <cstdio>

namespace ss::cli {

namespace {

void say(const QString& text, FILE* to = stdout)
{
    std::fputs((text + "\n").toLocal8Bit().constData(), to);
    std::fflush(to);
}

// --save FILE: the endpoint's game so far (NetGame::saved(), with a game code's code and
// side), written whenever it grows, so that the same command run again goes on where it
// stopped; removed once the game is over (the record holds it then).
QJsonObject read_saved(const Options& o)
{
    QFile f(o.get("save"));
    if (o.get("save").isEmpty() || !f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

void keep_saved(app::NetGame& game, const Options& o, const QJsonObject& extra)
{
    const QString path = o.get("save");
    if (path.isEmpty())
        return;
    QObject::connect(&game, &app::NetGame::savedChanged, &game, [&game, path, extra] {
        QJsonObject out = extra;
        out["game"] = game.saved();
        QSaveFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QJsonDocument(out).toJson(QJsonDocument::Compact));
            f.commit();
        }
    });
}

// Plays the game to its end with the bot answering for this side; writes the record.
// `restored`: going on from a saved game (the bot is told the game so far by its knowledge).
int play(app::NetGame& game, const Options& o, const char* command, bool restored = false)
{
    QString why;
    const BotFactory factory = bot_factory(o.get("bot"), why);
    if (!factory) {
        say(QString("spaceships-cli %1: %2").arg(command, why), stderr);
        return kFailure;
    }
    std::unique_ptr<Bot> bot = factory();
    bool ok = false;
    const std::uint64_t seed = o.get("seed", "1").toULongLong(&ok);
    const int time_ms = o.get("time", "200").toInt();
    bot->set_time_budget(time_ms > 0 ? time_ms : 200);
    QEventLoop loop;
    if (restored)
        bot->new_game(game.player(), game.rule(), seed);
    QObject::connect(&game, &app::NetGame::setupNeeded, &game, [&] {
        bot->new_game(game.player(), game.rule(), seed);
        if (!game.setSetup(bot->setup()))
            say(QString("spaceships-cli %1: the bot's setup was refused").arg(command), stderr), loop.exit(kFailure);
    });
    QObject::connect(&game, &app::NetGame::turnNeeded, &game, [&] {
        Actions actions;
        bot->turn(game.side()->knowledge(), actions);
        if (!game.setActions(actions))
            say(QString("spaceships-cli %1: the bot's actions were refused%2")
                    .arg(command, bot->failure().empty() ? QString() : ": " + QString::fromStdString(bot->failure())),
                stderr),
                loop.exit(kFailure);
    });
    // Each turn as this side saw it, for a bot that keeps its own state (an external program
    // through the bot protocol is told "seen"; the built-in bots read their knowledge).
    QObject::connect(&game, &app::NetGame::turnPlayed, &game, [&](const TurnView& view) { bot->seen(view); });
    QObject::connect(&game, &app::NetGame::finishedChanged, &loop, [&] { loop.exit(game.verdict().isEmpty() ? kOk : kCheating); });
    // The clock [issue 25]: a win on time is claimed as soon as the clock allows it.
    QObject::connect(&game, &app::NetGame::clockChanged, &loop, [&] {
        if (game.lostOnTime() || game.theirTimeouts() == 0)
            return;
        say(QString("spaceships-cli %1: the other side's turn %2 has not come in time (%3 timeout%4 in a row)")
                .arg(command)
                .arg(game.side() ? game.side()->turn() : 0)
                .arg(game.theirTimeouts())
                .arg(game.theirTimeouts() == 1 ? "" : "s"),
            stderr);
        if (game.canClaimOnTime() && game.claimOnTime(10000))
            say(QString("spaceships-cli %1: the game is claimed on time").arg(command), stderr);
    });
    QObject::connect(&game, &app::NetGame::failed, &loop, [&](const QString& w) {
        say(QString("spaceships-cli %1: %2").arg(command, w), stderr);
        loop.exit(kFailure);
    });
    // A dropped connection pauses the game: the joiner connects again (every second, ten
    // times), the host waits for it.
    int attempts = 0;
    QObject::connect(&game, &app::NetGame::connectionLost, &loop, [&] {
        const bool joining = game.port() == 0;
        say(QString("spaceships-cli %1: the connection dropped; %2")
                .arg(command, joining ? "connecting again" : "waiting for the other side"),
            stderr);
        if (joining && ++attempts <= 10)
            QTimer::singleShot(1000, &game, &app::NetGame::reconnect);
    });
    QTimer::singleShot(10 * 60 * 1000, &loop, [&] {
        say(QString("spaceships-cli %1: no end after 10 minutes").arg(command), stderr);
        loop.exit(kFailure);
    });
    const int status = loop.exec();
    if (game.finished()) {
        // Give the other side its time to check the game too before the connection closes.
        QEventLoop linger;
        QObject::connect(&game, &app::NetGame::peerClosed, &linger, &QEventLoop::quit);
        QTimer::singleShot(3000, &linger, &QEventLoop::quit);
        linger.exec();
        const GameRecord& record = game.record();
        const QString result = QString::fromStdString(record.tag("Result"));
        say(record.unrevealed() ? QString("game over: %1 (the other side never revealed its fleet)").arg(result)
            : game.verdict().isEmpty() ? QString("game over, every report true: %1").arg(result)
                                       : QString("CHEATING DETECTED: %1").arg(game.verdict()));
        if (const QString path = o.get("record"); !path.isEmpty() && !write_game(path, record)) {
            say(QString("spaceships-cli %1: cannot write %2").arg(command, path), stderr);
            return kFailure;
        }
        if (!o.get("save").isEmpty())
            QFile::remove(o.get("save"));
    }
    return status;
}

// A relay that fails closes the game (play() then says so); a message dropped is said.
void say_relay_problems(app::BrokerRelay& relay, app::NetGame& game, const QString& command)
{
    QObject::connect(&relay, &app::BrokerRelay::failed, &game, [&game, command](const QString& why) {
        say("spaceships-cli " + command + ": " + why, stderr);
        game.close();
    });
    QObject::connect(&relay, &app::BrokerRelay::refused, &game, [command](const QString& why) {
        say("spaceships-cli " + command + ": dropped " + why, stderr);
    });
}

} // namespace

int net_host(const QStringList& args)
{
    const Options o = Options::parse(args, {});
    FleetRule rule;
    bool port_ok = false;
    const int port = o.get("port", "47474").toInt(&port_ok);
    const QString seat = o.get("seat", "A");
    const QHostAddress address(o.get("address", "127.0.0.1"));
    bool clock_ok = true;
    const int clock = o.get("clock").isEmpty() ? 0 : o.get("clock").toInt(&clock_ok);
    clock_ok = clock_ok && clock >= 0 && clock <= app::NetGame::kMaxClock;
    if (!o.error.isEmpty() || !clock_ok || !port_ok || port < 0 || port > 65535 || o.get("bot").isEmpty() ||
        (seat != "A" && seat != "B") || !parse_fleet(o.get("fleet", "standard"), rule) || address.isNull()) {
        say("usage: spaceships-cli net-host [--port P] [--address A] [--broker URL] --bot NAME [--seat A|B] [--fleet F] "
            "[--clock SECONDS] [--seed S] [--time MS] [--record FILE] [--save FILE] [--name N]",
            stderr);
        return kFailure;
    }
    app::NetGame game;
    game.setName(o.get("name", "Host (" + o.get("bot") + ")"));
    game.setClock(clock); // (a saved game keeps its own)
    QJsonObject saved = read_saved(o);
    const bool restored = !saved.isEmpty();
    const QString broker = o.get("broker");
    if (!broker.isEmpty()) { // a game by code: NetGame on loopback, the relay to the broker
        if (const QString why = app::BrokerLink::check_url(QUrl(broker)); !why.isEmpty()) {
            say("spaceships-cli net-host: " + why, stderr);
            return kFailure;
        }
        const QString code = restored ? saved["code"].toString() : app::new_game_code();
        say("code: " + code); // first, at once: the joiner needs it
        QJsonObject game_saved = saved["game"].toObject();
        game_saved["port"] = 0; // (any loopback port: only the relay connects)
        if (restored ? !game.restore(game_saved) : !game.host(0, seat == "A" ? Player::A : Player::B, rule)) {
            say("spaceships-cli net-host: " + game.error(), stderr);
            return kFailure;
        }
        app::BrokerRelay relay(app::derive_secrets(code), app::MessageSeal::Role::Host);
        if (!relay.start_host(QUrl(broker), game.port())) {
            say("spaceships-cli net-host: " + relay.error(), stderr);
            return kFailure;
        }
        say_relay_problems(relay, game, "net-host");
        keep_saved(game, o, {{"code", code}});
        return play(game, o, "net-host", restored);
    }
    if (restored ? !game.restore(saved["game"].toObject(), address)
                 : !game.host(static_cast<quint16>(port), seat == "A" ? Player::A : Player::B, rule, address)) {
        say("spaceships-cli net-host: " + game.error(), stderr);
        return kFailure;
    }
    say(QString("listening on %1:%2").arg(address.toString()).arg(game.port()));
    keep_saved(game, o, {});
    return play(game, o, "net-host", restored);
}

// A game by code: the relay to the broker first, NetGame joining it on loopback once the
// broker has this side's subscription.
static int join_by_code(const Options& o)
{
    const std::optional<QString> code = app::canonical_code(o.positional.value(0));
    const QUrl broker(o.get("broker"));
    QString why = code ? app::BrokerLink::check_url(broker) : QString("a game code is eight letters and digits, as K7QF-M2XA");
    if (!why.isEmpty()) {
        say("spaceships-cli net-join: " + why, stderr);
        return kFailure;
    }
    app::NetGame game;
    game.setName(o.get("name", "Joiner (" + o.get("bot") + ")"));
    app::BrokerRelay relay(app::derive_secrets(*code), app::MessageSeal::Role::Joiner);
    if (!relay.start_joiner(broker)) {
        say("spaceships-cli net-join: " + relay.error(), stderr);
        return kFailure;
    }
    const QJsonObject saved = read_saved(o);
    if (!saved.isEmpty()) { // going on: the game joins this run's relay again
        QJsonObject game_saved = saved["game"].toObject();
        game_saved["joinHost"] = "127.0.0.1";
        game_saved["joinPort"] = relay.port();
        if (!game.restore(game_saved)) {
            say("spaceships-cli net-join: " + game.error(), stderr);
            return kFailure;
        }
    } else {
        QObject::connect(&relay, &app::BrokerRelay::ready, &game, [&] {
            game.join("127.0.0.1", relay.port());
        }, Qt::SingleShotConnection);
    }
    say_relay_problems(relay, game, "net-join");
    keep_saved(game, o, {{"code", *code}});
    return play(game, o, "net-join", !saved.isEmpty());
}

int net_join(const QStringList& args)
{
    const Options o = Options::parse(args, {}, 1); // HOST:PORT, or a code with --broker
    if (!o.error.isEmpty() || o.positional.size() != 1 || o.get("bot").isEmpty()) {
        say("usage: spaceships-cli net-join HOST:PORT|CODE [--broker URL] --bot NAME [--seed S] [--record FILE] [--save FILE] [--name N]", stderr);
        return kFailure;
    }
    if (!o.get("broker").isEmpty())
        return join_by_code(o);
    const QString where = o.positional.value(0);
    const qsizetype colon = where.lastIndexOf(':');
    bool port_ok = false;
    const int port = colon > 0 ? where.mid(colon + 1).toInt(&port_ok) : 0;
    if (!o.error.isEmpty() || o.positional.size() != 1 || !port_ok || port <= 0 || port > 65535 || o.get("bot").isEmpty()) {
        say("usage: spaceships-cli net-join HOST:PORT --bot NAME [--seed S] [--record FILE] [--name N]", stderr);
        return kFailure;
    }
    app::NetGame game;
    game.setName(o.get("name", "Joiner (" + o.get("bot") + ")"));
    const QJsonObject saved = read_saved(o);
    if (saved.isEmpty())
        game.join(where.left(colon), static_cast<quint16>(port));
    else if (!game.restore(saved["game"].toObject())) {
        say("spaceships-cli net-join: " + game.error(), stderr);
        return kFailure;
    }
    keep_saved(game, o, {});
    return play(game, o, "net-join", !saved.isEmpty());
}

} // namespace ss::cli
