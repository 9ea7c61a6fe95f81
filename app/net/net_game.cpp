// NetGame's connection: hosting and joining, the lines in and out, failures, the silent-peer
// warning, chat, and pausing and resuming after a dropped connection.
#include "net_game.h"

#include <QDateTime>
#include <QJsonDocument>

#include <memory>

namespace ss::app {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

} // namespace

NetGame::NetGame(QObject* parent) : QObject(parent)
{
    // Timeouts are shown, not hung on: while this side waits for the other, it says so
    // after patience_ms_ of silence, and again each time as long again passes.
    patience_ = new QTimer(this);
    patience_->setInterval(1000);
    connect(patience_, &QTimer::timeout, this, [this] {
        if (!waiting_for_peer() || !error_.isEmpty() || finished_)
            return;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (now >= next_warning_) {
            emit waitingLong(static_cast<int>((now - last_heard_) / 1000));
            next_warning_ = now + patience_ms_;
        }
    });
}

bool NetGame::waiting_for_peer() const
{
    if (!socket_ || !hello_received_)
        return socket_ != nullptr;
    if (setup_.empty())
        return false; // this side's player is choosing a fleet
    if (their_setup_digest_.isEmpty())
        return true;
    if (side_->over())
        return !finished_;
    return turn_.chosen; // this side has chosen; the rest of the turn needs the other
}

bool NetGame::sendChat(const QString& text)
{
    const QString line = text.simplified().left(500);
    if (line.isEmpty() || !socket_ || socket_->state() != QAbstractSocket::ConnectedState)
        return false;
    send({{"type", "chat"}, {"text", line}});
    chat_ << name_ + ": " + line;
    note({{"mine", "chat"}, {"text", line}});
    return true;
}

NetGame::~NetGame() { close(); }

void NetGame::close()
{
    if (server_) // the port is free again at once, for the next game
        server_->close();
    if (socket_) { // closed without a word: the other side pauses, as for a dropped connection
        socket_->flush();
        socket_->disconnect(this);
        socket_->abort();
    }
}

bool NetGame::host(quint16 port, Player seat, FleetRule rule, const QHostAddress& address, const Ruleset& rules)
{
    hosting_ = true;
    me_ = seat;
    rule_ = rule;
    rules_ = &rules;
    game_known_ = true;
    return listen(address, port);
}

bool NetGame::listen(const QHostAddress& address, quint16 port)
{
    server_ = new QTcpServer(this);
    if (!server_->listen(address, port)) {
        fail(tr("Cannot listen on port %1: %2").arg(port).arg(server_->errorString()), false);
        return false;
    }
    connect(server_, &QTcpServer::newConnection, this, [this] {
        QTcpSocket* s = server_->nextPendingConnection();
        // Someone connects during a game, paused or not: the other player again (its old
        // connection may not have been seen to drop yet), or anyone at all. The game goes
        // on undisturbed until the newcomer proves it is the other player (vet).
        if (!their_setup_digest_.isEmpty() && !finished_)
            return vet(s);
        if (socket_ && !paused_) { // one opponent per game
            s->write("{\"type\":\"error\",\"text\":\"this game already has its two players\"}\n");
            s->disconnectFromHost();
            return;
        }
        attach(s);
    });
    return true;
}

void NetGame::vet(QTcpSocket* s)
{
    if (candidates_ >= 4) { // a few at a time: no one can keep the other player out for long
        s->abort();
        s->deleteLater();
        return;
    }
    ++candidates_;
    s->setParent(this);
    auto heard = std::make_shared<QByteArray>();
    auto done = std::make_shared<bool>(false);
    const auto drop = [this, s, done](const char* why) {
        if (*done)
            return;
        *done = true;
        --candidates_;
        s->disconnect(this);
        if (!why || s->state() != QAbstractSocket::ConnectedState)
            return s->deleteLater();
        // Told why, then closed once that is written.
        connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
        s->write(QByteArray("{\"type\":\"error\",\"text\":\"") + why + "\"}\n");
        s->disconnectFromHost();
    };
    QTimer::singleShot(5000, s, [drop] { drop("this game already has its two players"); });
    connect(s, &QTcpSocket::disconnected, this, [drop] { drop(nullptr); });
    connect(s, &QTcpSocket::readyRead, this, [this, s, heard, done, drop] {
        *heard += s->readAll();

        const QList<QByteArray> lines = heard->split('\n');
        if (lines.size() < 3) { // two whole lines, not yet
            if (heard->size() > 2 * kMaxLine)
                drop("this game already has its two players");
            return;
        }
        // The other player: hello in this protocol, then resume with its fleet's commitment.
        const QJsonObject hello = QJsonDocument::fromJson(lines[0]).object();
        const QJsonObject resume = QJsonDocument::fromJson(lines[1]).object();
        if (hello["type"].toString() != "hello" || hello["protocol"].toInt() != kProtocol ||
            resume["type"].toString() != "resume" || resume["setup"].toString() != their_setup_digest_)
            return drop("this game already has its two players");
        *done = true;
        --candidates_;
        s->disconnect(this);
        if (socket_ && !paused_)
            lost(); // the old connection is done with
        attach(s);  // greets: hello and resume
        buffer_ = *heard;
        read_lines();
    });
}

void NetGame::join(const QString& host, quint16 port)
{
    hosting_ = false;
    join_host_ = host;
    join_port_ = port;
    auto* s = new QTcpSocket(this);
    attach(s);
    s->connectToHost(host, port);
}

void NetGame::reconnect()
{
    if (!paused_ || hosting_ || (socket_ && lost_socket_ != socket_)) // (an attempt under way)
        return;
    auto* s = new QTcpSocket(this);
    attach(s);
    s->connectToHost(join_host_, join_port_);
}

quint16 NetGame::port() const { return server_ ? server_->serverPort() : 0; }

void NetGame::attach(QTcpSocket* socket)
{
    if (socket_) { // a new connection after one dropped: the old one is done with
        socket_->disconnect(this);
        socket_->deleteLater();
    }
    socket_ = socket;
    buffer_.clear();
    socket->setParent(this);
    connect(socket, &QTcpSocket::readyRead, this, &NetGame::read_lines);
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket](QAbstractSocket::SocketError) {
        if (socket != socket_)
            return;
        read_lines(); // what arrived before the connection closed still counts
        if (finished_ || !error_.isEmpty())
            return;
        if (!their_setup_digest_.isEmpty() || paused_)
            return lost(); // a game under way pauses
        fail(tr("The connection failed: %1").arg(socket_ ? socket_->errorString() : QString()), false);
    });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        if (socket != socket_)
            return;
        read_lines();
        if (!finished_ && error_.isEmpty() && !their_setup_digest_.isEmpty())
            return lost();
        emit peerClosed();
    });
    const auto greet = [this] {
        hello_sent_ = true;
        last_heard_ = QDateTime::currentMSecsSinceEpoch();
        next_warning_ = last_heard_ + patience_ms_;
        patience_->start();
        send({{"type", "hello"}, {"protocol", kProtocol}, {"program", "Spaceships"}, {"name", name_}});
        if (paused_) // going on after a dropped connection
            send({{"type", "resume"}, {"completed", static_cast<int>(seen_.size())}, {"setup", setup_commit_.digest}});
        else if (hosting_) {
            QJsonObject game{{"type", "game"},
                             {"rules", QString::fromUtf8(rules_->tag.data(), static_cast<qsizetype>(rules_->tag.size()))},
                             {"fleet", qs(rule_.tag())},
                             {"host", QString(QChar(name_of(me_)))}};
            if (clock_s_ > 0)
                game["clock"] = clock_s_;
            send(game);
        }
        emit connected();
    };
    if (socket->state() == QAbstractSocket::ConnectedState)
        greet();
    else
        connect(socket, &QTcpSocket::connected, this, greet);
}

void NetGame::lost()
{
    // A drop is reported once per connection (a closed socket reports both an error and
    // its disconnection); a failed attempt to connect again is a drop too.
    if (lost_socket_ == socket_)
        return;
    lost_socket_ = socket_;
    paused_ = true;
    hello_received_ = false;
    emit connectionLost();
}

void NetGame::restart_turn()
{
    // The turn under way starts again from its commitment (the same actions, the same
    // commitment): the other side sees it all again in order.
    if (side_ && turn_.chosen) {
        Turn again;
        again.actions = turn_.actions;
        again.line = turn_.line;
        again.commit = turn_.commit;
        again.chosen = true;
        side_->choose(again.actions, again.aspects); // the own space as at the turn's start
        turn_ = again;
    } else {
        turn_ = {};
    }
}

void NetGame::resume(const QJsonObject& m)
{
    if (!paused_)
        return fail(tr("Message 'resume' out of order: the game was not interrupted"));
    if (m["setup"].toString() != their_setup_digest_)
        return fail(tr("The other side is in another game (its fleet's commitment differs)"));
    const int theirs = m["completed"].toInt(-1), mine = static_cast<int>(seen_.size());
    if (theirs < mine - 1 || theirs > mine + 1)
        return fail(tr("The other side has completed %1 turns and this side %2: they cannot go on together").arg(theirs).arg(mine));
    paused_ = false;
    resumed_ = true;
    restart_turn();
    note({{"restart", true}}); // a saved game plays this again at this point
    turn_sent_.clear();
    if (theirs == mine - 1) // they missed the end of the turn this side completed: all of it again
        for (const QByteArray& line : last_turn_sent_)
            socket_->write(line);
    if (side_ && !side_->over() && turn_.chosen)
        send({{"type", "turn-commit"}, {"turn", side_->turn()}, {"commitment", turn_.commit.digest}});
    if (!claim_line_.isEmpty())
        socket_->write(claim_line_);
    if (!reveal_line_.isEmpty())
        socket_->write(reveal_line_);
    emit resumed();
}

void NetGame::send(const QJsonObject& m)
{
    const QByteArray line = QJsonDocument(m).toJson(QJsonDocument::Compact) + "\n";
    // The turn's lines are kept even while disconnected (or restoring): a peer that missed
    // the end of the turn gets them again on resuming.
    if (m.contains("turn") && side_ && !side_->over() && m["turn"].toInt() == side_->turn())
        turn_sent_ << line;
    if (socket_ && socket_->state() == QAbstractSocket::ConnectedState) {
        sent_ << line;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        last_heard_ = now; // the wait for the answer starts now
        next_warning_ = std::max(next_warning_, now + patience_ms_);
        socket_->write(line);
    }
}

void NetGame::fail(const QString& why, bool tell_peer)
{
    if (!error_.isEmpty())
        return;
    error_ = why;
    if (tell_peer)
        send({{"type", "error"}, {"text", why}});
    if (socket_) {
        socket_->flush(); // the other side hears why, even if this side is closed at once
        socket_->disconnectFromHost();
    }
    emit failed(why);
}

void NetGame::read_lines()
{
    if (!socket_)
        return;
    if (socket_->isOpen())
        buffer_ += socket_->readAll();
    take_lines();
}

void NetGame::host_unconnected(Player seat, FleetRule rule, const Ruleset& rules)
{
    hosting_ = true;
    me_ = seat;
    rule_ = rule;
    rules_ = &rules;
    game_known_ = true;
    hello_sent_ = true;
}

void NetGame::receive(const QByteArray& bytes)
{
    buffer_ += bytes;
    take_lines();
}

void NetGame::take_lines()
{
    for (;;) {
        const qsizetype end = buffer_.indexOf('\n');
        if (end < 0) {
            if (buffer_.size() > kMaxLine)
                return fail(tr("The other side sent a line longer than %1 bytes").arg(kMaxLine));
            return;
        }
        const QByteArray line = buffer_.left(end);
        buffer_.remove(0, end + 1);
        if (line.size() > kMaxLine)
            return fail(tr("The other side sent a line longer than %1 bytes").arg(kMaxLine));
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError e;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &e);
        if (!doc.isObject() || !doc.object()["type"].isString())
            return fail(tr("The other side sent something that is not a protocol message: %1")
                            .arg(QString::fromUtf8(line.left(80))));
        last_heard_ = QDateTime::currentMSecsSinceEpoch();
        next_warning_ = last_heard_ + patience_ms_;
        handle(doc.object());
        if (!error_.isEmpty())
            return;
    }
}

} // namespace ss::app
