#include "process_bot.h"

#include "protocol_json.h"
#include "record.h"

#include <QElapsedTimer>
#include <QJsonDocument>

#ifdef Q_OS_UNIX
#include <signal.h>
#include <unistd.h>
#endif

namespace ss::cli {

namespace {

// Ends the program and anything it started: on Unix the bot runs in a process group of
// its own, so a script's children (a `sleep`, an interpreter) go with it.
void kill_all(QProcess& process)
{
#ifdef Q_OS_UNIX
    if (process.processId() > 0)
        ::kill(-static_cast<pid_t>(process.processId()), SIGKILL);
#endif
    process.kill();
}

} // namespace

ProcessBot::ProcessBot(QString command) : command_(std::move(command)), name_("cmd:" + command_.toStdString()) {}

ProcessBot::~ProcessBot()
{
    if (process_ && process_->state() != QProcess::NotRunning) {
        process_->write("quit\n");
        if (!process_->waitForFinished(200)) {
            kill_all(*process_);
            process_->waitForFinished(1000);
        }
    }
}


void ProcessBot::fail(const QString& why)
{
    if (failure_.empty())
        failure_ = why.toStdString();
    if (process_) {
        kill_all(*process_);
        process_->waitForFinished(1000);
        process_.reset();
    }
}

bool ProcessBot::start()
{
    const QStringList parts = QProcess::splitCommand(command_);
    if (parts.isEmpty()) {
        fail("empty command");
        return false;
    }
    process_ = std::make_unique<QProcess>();
    process_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
#ifdef Q_OS_UNIX
    process_->setChildProcessModifier([] { ::setpgid(0, 0); });
#endif
    process_->start(parts[0], parts.mid(1));
    if (!process_->waitForStarted(5000)) {
        fail("cannot start '" + command_ + "': " + process_->errorString());
        return false;
    }
    const auto hello = exchange("spaceships 1");
    if (!hello)
        return false;
    if (*hello != "1") {
        fail("speaks protocol version '" + *hello + "', not 1");
        return false;
    }
    if (const auto n = exchange("name"))
        name_ = n->toStdString();
    return failure_.empty();
}

std::optional<QString> ProcessBot::exchange(const QString& command)
{
    if (!failure_.empty() || !process_)
        return std::nullopt;
    process_->write((command + "\n").toUtf8());
    const int limit = 2 * time_budget();
    QElapsedTimer clock;
    clock.start();
    while (!process_->canReadLine()) {
        if (process_->state() == QProcess::NotRunning) {
            fail(QStringLiteral("the program exited (status %1) instead of answering '%2'")
                     .arg(process_->exitCode())
                     .arg(command.left(20)));
            return std::nullopt;
        }
        const qint64 left = limit - clock.elapsed();
        if (left <= 0 || (!process_->waitForReadyRead(static_cast<int>(left)) && !process_->canReadLine() &&
                          clock.elapsed() >= limit)) {
            if (process_->state() == QProcess::NotRunning)
                continue; // report the exit
            fail(QStringLiteral("no answer to '%1' within %2 ms").arg(command.left(20)).arg(limit));
            return std::nullopt;
        }
    }
    QString line = QString::fromUtf8(process_->readLine()).trimmed();
    if (line.startsWith("= ") || line == "=")
        return line.mid(2);
    if (line.startsWith("?"))
        fail("refused '" + command.left(20) + "': " + line.mid(1).trimmed());
    else
        fail("answered '" + line.left(60) + "', not '= ...' or '? ...'");
    return std::nullopt;
}

void ProcessBot::new_game(Player seat, FleetRule rule, std::uint64_t seed, const Ruleset& rules)
{
    Bot::new_game(seat, rule, seed, rules);
    failure_.clear();
    turn_ = 0;
    if (!process_ && !start())
        return;
    const QString fleet = rule.kind == FleetRule::Kind::Standard ? "standard" : QStringLiteral("cost-%1").arg(rule.cost);
    // The rules as a fourth word only when they are not 2.6.1, which every bot knows.
    const QString named = rules == rules_2_6_1() ? QString() : " " + QString::fromUtf8(rules.tag.data(), rules.tag.size());
    exchange(QStringLiteral("new %1 %2 %3%4").arg(name_of(seat)).arg(fleet).arg(seed).arg(named));
    exchange(QStringLiteral("time %1").arg(time_budget()));
}

std::vector<ShipSpec> ProcessBot::setup()
{
    const auto ships = exchange("setup");
    if (!ships)
        return {};
    try {
        auto specs = parse_ships(ships->toStdString(), 1, this->rules());
        fleet_ = make_fleet(specs);
        return specs;
    } catch (const RecordError& e) {
        fail("setup '" + ships->left(60) + "' is not a ship list: " + QString::fromStdString(e.problems()[0].text()));
        return {};
    }
}

void ProcessBot::turn(const Knowledge& knowledge, Actions& out)
{
    out.clear();
    const auto tokens = exchange(QStringLiteral("turn %1").arg(knowledge.turns_seen() + 1));
    if (!tokens)
        return;
    try {
        out = parse_tokens(tokens->toStdString(), 1, this->rules()).actions;
    } catch (const RecordError& e) {
        fail("turn '" + tokens->left(60) + "' is not an action list: " + QString::fromStdString(e.problems()[0].text()));
    }
}

void ProcessBot::seen(const TurnView& view)
{
    exchange("seen " + QString::fromUtf8(QJsonDocument(json::seen(view, fleet_)).toJson(QJsonDocument::Compact)));
}

void ProcessBot::game_over(const GameEnd& end)
{
    exchange("end " + QString::fromUtf8(QJsonDocument(json::game_end(end)).toJson(QJsonDocument::Compact)));
}

} // namespace ss::cli
