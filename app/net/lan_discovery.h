// Games announced on the local network (docs/network-protocol.md): a host announces its
// game by UDP datagrams once a second; a joiner lists what it hears. The address the
// announcements go to is a setting — the local network's broadcast address in the game,
// loopback in the tests — so nothing is sent anywhere the player has not chosen.
#pragma once

#include <QDateTime>
#include <QHostAddress>
#include <QObject>
#include <QTimer>
#include <QUdpSocket>
#include <QVariantList>

#include <vector>

namespace ss::app {

constexpr quint16 kDiscoveryPort = 47475;

class LanAnnouncer : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // Announces a game hosted on `game_port` by `name`, to `to`:`port`, every `interval_ms`.
    void start(const QString& name, quint16 game_port, const QHostAddress& to, quint16 port = kDiscoveryPort,
               int interval_ms = 1000);
    void stop();
    bool running() const { return timer_.isActive(); }

private:
    void announce();
    QUdpSocket socket_;
    QTimer timer_;
    QByteArray datagram_;
    QHostAddress to_;
    quint16 port_ = kDiscoveryPort;
};

class LanBrowser : public QObject {
    Q_OBJECT
public:
    struct Game {
        QString name;
        QHostAddress address;
        quint16 port = 0;
        qint64 seen = 0; // ms since the epoch
    };
    using QObject::QObject;
    // Listens for announcements on `address`:`port`; false, with error(), when it cannot.
    bool listen(const QHostAddress& address = QHostAddress::AnyIPv4, quint16 port = kDiscoveryPort);
    const std::vector<Game>& games() const { return games_; }
    // As {name, address, port} for the views.
    QVariantList gameList() const;
    QString error() const { return error_; }
    // The port listened on (the one chosen when 0 was asked for).
    quint16 port() const { return socket_.localPort(); }
    // Games not heard from for this long are dropped.
    void setForgetAfter(int ms) { forget_ms_ = ms; }

signals:
    void gamesChanged();

private:
    void read();
    void forget_old();
    QUdpSocket socket_;
    QTimer sweep_;
    std::vector<Game> games_;
    QString error_;
    int forget_ms_ = 5000;
};

} // namespace ss::app
