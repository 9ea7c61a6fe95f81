// A game by code carried through a broker (issue 25): this side's NetGame plays exactly as
// in a direct game, over a TCP connection on loopback, and the relay carries each of its
// lines to the other side through the broker — sealed with the key derived from the code
// (message_seal.h), published on this side's topic and read from the other side's
// (broker_link.h). Nothing the rules keep hidden crosses before the reveal, as in a direct
// game: the relay adds transport, not trust.
//
// The host's NetGame listens on loopback; the relay connects to it once the joiner's first
// message arrives. The joiner's relay listens on loopback for its NetGame to join. Lines are
// numbered and sent again until acknowledged (relay_delivery.h), so none is lost to a side
// not yet subscribed or to a broker restarted empty.
#pragma once

#include "broker_link.h"
#include "game_code.h"
#include "message_seal.h"
#include "relay_delivery.h"

#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace ss::app {

class BrokerRelay : public QObject {
    Q_OBJECT
public:
    BrokerRelay(const CodeSecrets& secrets, MessageSeal::Role role, QObject* parent = nullptr);

    // The host: `net_game_port` is where this side's NetGame listens on loopback.
    bool start_host(const QUrl& broker, quint16 net_game_port);
    // The joiner: port() is where this side's NetGame is to join, on loopback.
    bool start_joiner(const QUrl& broker);
    quint16 port() const { return server_ ? server_->serverPort() : 0; }
    QString error() const { return error_; }
    // Lines sent and not yet acknowledged by the other side.
    bool waiting() const { return delivery_.waiting(); }

signals:
    // Connected to the broker and subscribed: the game can begin.
    void ready();
    void failed(const QString& why);
    // A message from the broker that is not this game's (no code, changed, forged): dropped.
    void refused(const QString& why);

private:
    bool start(const QUrl& broker);
    void attach(QTcpSocket* socket);
    void from_game();
    void from_broker(const QByteArray& payload);
    void flush_to_game();
    void publish(const QByteArray& frame);
    void resend();

    CodeSecrets secrets_;
    MessageSeal seal_;
    MessageSeal::Role role_;
    BrokerLink link_;
    RelayDelivery delivery_;
    QTimer resend_;
    int pause_ms_ = 0;
    QPointer<QTcpServer> server_;
    QPointer<QTcpSocket> game_;
    quint16 net_game_port_ = 0;
    QByteArray buffer_;
    QList<QByteArray> to_game_; // lines for the NetGame, held until it is connected
    QString error_;
};

} // namespace ss::app
