// NetGame's end [1.4.1]: this side's reveal, the check of the other's against its
// commitments and the whole game refereed again, and a resignation (docs/network-protocol.md).
#include "net_game.h"

#include "referee.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimer>

namespace ss::app {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

} // namespace

std::string NetGame::verdict_tag(const QString& verdict)
{
    return verdict.isEmpty() ? "every report checked and true" : verdict.toStdString();
}

bool NetGame::resign(int wait_ms)
{
    if (!side_ || side_->over() || finished_ || resigned_ || revealed_ || paused_ || !error_.isEmpty() || !socket_)
        return false;
    resigned_ = me_;
    send({{"type", "resign"}});
    reveal();
    QTimer::singleShot(wait_ms, this, [this] {
        if (!finished_)
            fail(tr("%1 did not reveal their fleet after you left: no whole record of the game could be kept")
                     .arg(their_name_.isEmpty() ? tr("The other player") : their_name_));
    });
    return true;
}

GameRecord NetGame::record_header() const
{
    GameRecord game;
    game.set_tag("Rules", std::string(rules_->tag));
    game.set_tag("Fleet", rule_.tag());
    game.set_tag("Date", QDate::currentDate().toString(Qt::ISODate).toStdString());
    game.set_tag("A", (me_ == Player::A ? name_ : their_name_).toStdString());
    game.set_tag("B", (me_ == Player::B ? name_ : their_name_).toStdString());
    if (clock_s_ > 0)
        game.set_tag("TimeControl", std::to_string(clock_s_));
    return game;
}

void NetGame::reveal()
{
    QString setup = qs(write_ships(setup_));
    QList<QString> lines = my_lines_;
    before_reveal(setup, lines);
    QJsonArray turns;
    for (qsizetype i = 0; i < lines.size(); ++i)
        turns.append(QJsonObject{{"actions", lines[i]}, {"salt", my_salts_[i]}});
    const QJsonObject m{{"type", "reveal"}, {"setup", setup}, {"setupSalt", setup_commit_.salt}, {"turns", turns}};
    reveal_line_ = QJsonDocument(m).toJson(QJsonDocument::Compact) + "\n";
    send(m);
    revealed_ = true;
    if (their_reveal_)
        check_reveal(*their_reveal_);
}

void NetGame::check_reveal(const QJsonObject& m)
{
    const QString name = their_name_.isEmpty() ? tr("The other player") : their_name_;
    const auto verdict = [&](const QString& text) {
        verdict_ = text;
        if (!record_.setup[0].ships.empty())
            record_.set_tag("Verdict", verdict_tag(text));
        finished_ = true;
        send({{"type", "verdict"}, {"ok", text.isEmpty()}, {"text", text}});
        emit finishedChanged();
        if (their_verdict_)
            emit peerClosed();
    };
    // Their setup and every action line, against what they committed to [2.1, 2.2.1].
    const QString setup = m["setup"].toString();
    if (!matches(their_setup_digest_, setup, m["setupSalt"].toString()))
        return verdict(tr("%1's setup does not match the commitment made before the first turn: the fleet was "
                          "changed during the game [2.1]")
                           .arg(name));
    const QJsonArray turns = m["turns"].toArray();
    // A game resigned mid-turn: one side may have completed a turn more than the other;
    // the record holds the turns both completed.
    const qsizetype played = resigned_ ? std::min(turns.size(), their_digests_.size()) : their_digests_.size();
    if (turns.size() != their_digests_.size() && !(resigned_ && std::abs(turns.size() - their_digests_.size()) == 1))
        return verdict(tr("%1 revealed %2 turns of the %3 played").arg(name).arg(turns.size()).arg(their_digests_.size()));
    GameRecord game = record_header();
    try {
        game.setup[index_of(me_)] = {setup_, 1};
        game.setup[index_of(other(me_))] = {parse_ships(setup.toStdString(), 2, *rules_), 2};
        for (qsizetype t = 0; t < played; ++t) {
            const QJsonObject turn = turns[t].toObject();
            const QString line = turn["actions"].toString();
            if (!matches(their_digests_[t], line, turn["salt"].toString()))
                return verdict(tr("%1's action list of turn %2 does not match its commitment [2.2.1]").arg(name).arg(t + 1));
            std::array<TurnRecord, 2> both;
            both[index_of(me_)] = parse_tokens(my_lines_[t].toStdString(), static_cast<int>(3 + 2 * t), *rules_);
            both[index_of(other(me_))] = parse_tokens(line.toStdString(), static_cast<int>(4 + 2 * t), *rules_);
            game.turns.push_back(both);
        }
        const Session replayed = Session::replay(game, -1, std::array<FleetRule, 2>{rule_, rule_});
        record_ = game;
        for (const QString& line : chat_)
            record_.comments.push_back(line.toStdString());
        if (replayed.over())
            record_.set_tag("Result", result_tag(replayed.end()));
        else if (on_time_)
            record_.set_tag("Result", on_time_tag(*on_time_));
        else if (resigned_)
            record_.set_tag("Result", forfeit_tag(*resigned_, kLeftTheGame));
        const std::vector<TurnView> seen(seen_.begin(), seen_.begin() + std::min<std::size_t>(seen_.size(), played));
        const auto lie = first_false_report(replayed, me_, seen, {game.tag("A", "A"), game.tag("B", "B")});
        return verdict(lie ? qs(lie->text) : QString());
    } catch (const RecordError& e) {
        return verdict(tr("%1's revealed game breaks the rules: %2").arg(name, qs(e.what())));
    }
}

} // namespace ss::app
