// NetGame's saved game: what this side chose (with the salts of its commitments) and every
// message of the other side's it acted on, in the order they came, so that a program that
// stopped in the middle of a network game goes on where it was. Playing the events again
// through the same code rebuilds the same state — the own space, what was learnt, the turn
// under way with its commitment — and the game then resumes as after a dropped connection.
#include "net_game.h"

#include <QDateTime>

#include "record.h"
#include "referee.h"

#include <QSignalBlocker>

namespace ss::app {

void NetGame::note(const QJsonObject& event)
{
    if (replaying_)
        return;
    journal_.append(event);
    emit savedChanged();
}

QJsonObject NetGame::saved() const
{
    QJsonObject out{{"protocol", kProtocol},
                    {"hosting", hosting_},
                    {"me", QString(QChar(name_of(me_)))},
                    {"fleet", QString::fromStdString(rule_.tag())},
                    {"rules", QString::fromUtf8(rules_->tag.data(), static_cast<qsizetype>(rules_->tag.size()))},
                    {"name", name_},
                    {"opponent", their_name_},
                    {"turnsCompleted", static_cast<int>(seen_.size())},
                    {"events", journal_}};
    if (clock_s_ > 0)
        out["clock"] = clock_s_;
    if (hosting_)
        out["port"] = port();
    else {
        out["joinHost"] = join_host_;
        out["joinPort"] = join_port_;
    }
    return out;
}

bool NetGame::restore(const QJsonObject& saved, const QHostAddress& listen_on)
{
    if (saved["protocol"].toInt() != kProtocol || !saved["events"].isArray())
        return fail(tr("The saved network game is not one this version can go on with"), false), false;
    hosting_ = saved["hosting"].toBool();
    name_ = saved["name"].toString().left(40);
    if (hosting_) {
        me_ = saved["me"].toString() == "B" ? Player::B : Player::A;
        const Ruleset* rules = ruleset_named(saved["rules"].toString("2.6.1").toStdString()); // saved before: 2.6.1
        if (!rules)
            return fail(tr("The saved network game's rules cannot be read"), false), false;
        rules_ = rules;
        GameRecord tags;
        tags.set_tag("Rules", std::string(rules->tag));
        tags.set_tag("Fleet", saved["fleet"].toString().toStdString());
        try {
            rule_ = fleet_rule_of(tags);
        } catch (const RecordError& e) {
            return fail(tr("The saved network game's fleet rule cannot be read: %1").arg(e.what()), false), false;
        }
        game_known_ = true;
        clock_s_ = std::max(0, saved["clock"].toInt());
    } else {
        join_host_ = saved["joinHost"].toString();
        join_port_ = static_cast<quint16>(saved["joinPort"].toInt());
    }
    {
        // The events again, through the same code as when they happened; nothing is sent
        // (there is no connection) and no one is told until the game is whole again.
        const QSignalBlocker quiet(this);
        replaying_ = true;
        for (const QJsonValue& v : saved["events"].toArray()) {
            const QJsonObject e = v.toObject();
            const QString mine = e["mine"].toString();
            try {
                if (e.contains("theirs"))
                    handle(e["theirs"].toObject());
                else if (mine == "setup")
                    set_setup(parse_ships(e["setup"].toString().toStdString(), 1, *rules_), e["salt"].toString());
                else if (mine == "turn")
                    set_actions(parse_tokens(e["actions"].toString().toStdString(), 0, *rules_).actions, e["salt"].toString());
                else if (e.contains("restart")) // resumed after a drop: the turn under way again
                    restart_turn();
                else if (mine == "chat")
                    chat_ << name_ + ": " + e["text"].toString();
                else if (mine == "claim") // this side claimed the game on time
                    claim(15000);
                else if (e.contains("clock")) { // the clock as it was then
                    const QJsonObject c = e["clock"].toObject();
                    turn_started_ = static_cast<qint64>(c["turnStarted"].toDouble());
                    their_timeouts_ = c["theirs"].toInt();
                    my_timeouts_ = c["mine"].toInt();
                    their_periods_ = c["theirPeriods"].toInt();
                    my_periods_ = c["myPeriods"].toInt();
                }
            } catch (const RecordError& e) {
                error_ = QString::fromStdString(e.what());
            }
            if (!error_.isEmpty())
                break;
        }
        replaying_ = false;
    }
    journal_ = saved["events"].toArray();
    if (!error_.isEmpty() || !hello_received_ || !game_known_) {
        const QString why = error_.isEmpty() ? tr("the game had not begun") : error_;
        error_.clear();
        return fail(tr("The saved network game cannot be gone on with: %1").arg(why), false), false;
    }
    // Paused as after a dropped connection: the other side must say hello and resume.
    paused_ = true;
    // The other side's lateness is judged only once what it sent while this program was not
    // running has had time to come (a playtest: a program started again said its friend,
    // never late, was late).
    judge_from_ = QDateTime::currentMSecsSinceEpoch() + kGraceMs;
    if (clock_timer_ && clock_s_ > 0 && side_ && !side_->over())
        clock_timer_->start(); // (the clock ran on meanwhile)
    hello_received_ = false;
    if (hosting_)
        return listen(listen_on, static_cast<quint16>(saved["port"].toInt()));
    reconnect();
    return true;
}

} // namespace ss::app
