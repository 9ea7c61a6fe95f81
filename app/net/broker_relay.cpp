#include "broker_relay.h"

#include <QHostAddress>

namespace ss::app {

namespace {

constexpr qint64 kMaxLine = 65536; // as NetGame's
constexpr int kFirstPause = 1000, kLongestPause = 30000; // before a line is sent again (ms)

QString topic_of(const CodeSecrets& s, MessageSeal::Role role) { return s.topic + "/" + QChar(static_cast<char>(role)); }

MessageSeal::Role other(MessageSeal::Role r)
{
    return r == MessageSeal::Role::Host ? MessageSeal::Role::Joiner : MessageSeal::Role::Host;
}

} // namespace

BrokerRelay::BrokerRelay(const CodeSecrets& secrets, MessageSeal::Role role, QObject* parent)
    : QObject(parent), secrets_(secrets), seal_(secrets.key, role), role_(role)
{
    connect(&link_, &BrokerLink::received, this, &BrokerRelay::from_broker);
    connect(&link_, &BrokerLink::connected, this, [this] {
        resend(); // (back after a drop: what the broker may have lost goes again at once)
        emit ready();
    });
    resend_.setSingleShot(true);
    connect(&resend_, &QTimer::timeout, this, &BrokerRelay::resend);
    connect(&link_, &BrokerLink::failed, this, [this](const QString& why) {
        error_ = why;
        emit failed(why);
    });
}

bool BrokerRelay::start(const QUrl& broker)
{
    // The same client each time this side of this game connects, so that the broker keeps
    // its session (and what arrives meanwhile) across a restart.
    const QString id = "ss-" + secrets_.topic.section('/', -1).left(16) + QChar(static_cast<char>(role_));
    if (!link_.open(broker, id, topic_of(secrets_, other(role_)))) {
        error_ = link_.error();
        return false;
    }
    // "Here I am", kept until taken: the other side learns at once that this side (again) is.
    publish(delivery_.send({}));
    pause_ms_ = kFirstPause;
    resend_.start(pause_ms_);
    return true;
}

bool BrokerRelay::start_host(const QUrl& broker, quint16 net_game_port)
{
    net_game_port_ = net_game_port;
    return start(broker);
}

bool BrokerRelay::start_joiner(const QUrl& broker)
{
    server_ = new QTcpServer(this);
    if (!server_->listen(QHostAddress::LocalHost, 0)) {
        error_ = tr("Could not listen on loopback: %1").arg(server_->errorString());
        return false;
    }
    connect(server_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* s = server_->nextPendingConnection())
            attach(s);
    });
    return start(broker);
}

void BrokerRelay::attach(QTcpSocket* socket)
{
    if (game_) { // one game per relay: a later connection is the game coming back
        game_->disconnect(this);
        game_->deleteLater();
    }
    game_ = socket;
    socket->setParent(this);
    connect(socket, &QTcpSocket::readyRead, this, &BrokerRelay::from_game);
    connect(socket, &QTcpSocket::connected, this, &BrokerRelay::flush_to_game);
    if (socket->state() == QAbstractSocket::ConnectedState)
        flush_to_game();
}

void BrokerRelay::from_game()
{
    if (!game_)
        return;
    buffer_ += game_->readAll();
    for (qsizetype end; (end = buffer_.indexOf('\n')) >= 0;) {
        const QByteArray line = buffer_.left(end);
        buffer_.remove(0, end + 1);
        if (!line.isEmpty()) {
            publish(delivery_.send(line));
            if (!resend_.isActive()) {
                pause_ms_ = kFirstPause;
                resend_.start(pause_ms_);
            }
        }
    }
    if (buffer_.size() > kMaxLine)
        buffer_.clear(); // (NetGame never writes such a line)
}

void BrokerRelay::from_broker(const QByteArray& payload)
{
    QString why;
    const std::optional<QByteArray> frame = seal_.open(payload, &why);
    if (!frame) {
        if (!why.isEmpty())
            emit refused(why);
        return;
    }
    const std::optional<RelayDelivery::Taken> taken = delivery_.take(*frame, &why);
    if (!taken) { // (sealed with the code, so from the other side: a fault of its program)
        emit refused(why);
        return;
    }
    if (taken->ack)
        publish(*taken->ack);
    if (taken->restarted && game_) {
        // The other side's program started again and goes on from its saved game: to this
        // side's game that is a dropped connection (it pauses, as in a direct game), and the
        // new program's lines come on a new one — the host's relay connects again, the
        // joiner's game connects again to its relay.
        to_game_.clear();
        buffer_.clear();
        game_->disconnect(this);
        game_->abort();
        game_->deleteLater();
        game_ = nullptr;
    }
    if (taken->met) {
        // A program of the other side's is there, new or started again: what it has not had
        // goes at once — a host that waited long for its friend sends again only every half
        // minute, and the friend gives up on a code after 15 s (seen with two windows).
        pause_ms_ = kFirstPause;
        resend();
    } else if (taken->acknowledged) {
        pause_ms_ = kFirstPause; // the other side is there: what is left goes again soon
        resend_.start(pause_ms_);
    }
    if (taken->lines.isEmpty())
        return;
    for (const QByteArray& line : taken->lines)
        to_game_ << line + '\n';
    if (!game_ && role_ == MessageSeal::Role::Host && net_game_port_ != 0) {
        // The joiner is here: connect to this side's NetGame, as a direct joiner would.
        auto* socket = new QTcpSocket(this);
        attach(socket);
        socket->connectToHost(QHostAddress::LocalHost, net_game_port_);
        return;
    }
    flush_to_game();
}

void BrokerRelay::publish(const QByteArray& frame)
{
    // A publish refused now (no connection yet) is no loss: the frame stays unacknowledged
    // and goes again; an acknowledgement lost goes again with the next copy that comes.
    link_.publish(topic_of(secrets_, role_), seal_.seal(frame));
}

void BrokerRelay::resend()
{
    if (!delivery_.waiting()) {
        resend_.stop();
        return;
    }
    if (link_.isConnected())
        for (const QByteArray& frame : delivery_.unacknowledged())
            publish(frame);
    pause_ms_ = std::min(kLongestPause, std::max(kFirstPause, pause_ms_ * 2));
    resend_.start(pause_ms_);
}

void BrokerRelay::flush_to_game()
{
    if (!game_ || game_->state() != QAbstractSocket::ConnectedState)
        return;
    for (const QByteArray& line : std::as_const(to_game_))
        game_->write(line);
    to_game_.clear();
}

} // namespace ss::app
