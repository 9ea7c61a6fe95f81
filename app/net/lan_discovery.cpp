#include "lan_discovery.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkDatagram>

#include <algorithm>

namespace ss::app {

void LanAnnouncer::start(const QString& name, quint16 game_port, const QHostAddress& to, quint16 port, int interval_ms)
{
    datagram_ = QJsonDocument(QJsonObject{{"type", "announce"},
                                          {"protocol", 1},
                                          {"program", "Spaceships"},
                                          {"name", name.left(40)},
                                          {"port", game_port}})
                    .toJson(QJsonDocument::Compact);
    to_ = to;
    port_ = port;
    connect(&timer_, &QTimer::timeout, this, &LanAnnouncer::announce, Qt::UniqueConnection);
    timer_.start(interval_ms);
    announce();
}

void LanAnnouncer::stop() { timer_.stop(); }

void LanAnnouncer::announce() { socket_.writeDatagram(datagram_, to_, port_); }

bool LanBrowser::listen(const QHostAddress& address, quint16 port)
{
    if (!socket_.bind(address, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) {
        error_ = tr("Cannot listen for games on port %1: %2").arg(port).arg(socket_.errorString());
        return false;
    }
    connect(&socket_, &QUdpSocket::readyRead, this, &LanBrowser::read);
    connect(&sweep_, &QTimer::timeout, this, &LanBrowser::forget_old);
    sweep_.start(std::max(50, forget_ms_ / 5));
    return true;
}

void LanBrowser::read()
{
    bool changed = false;
    while (socket_.hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_.receiveDatagram(2048);
        // Anything but a well-formed announcement of this protocol is ignored.
        const QJsonDocument doc = QJsonDocument::fromJson(d.data());
        const QJsonObject m = doc.object();
        const int port = m["port"].toInt();
        const QString name = m["name"].toString().simplified().left(40);
        if (d.data().size() > 1024 || !doc.isObject() || m["type"].toString() != "announce" ||
            m["protocol"].toInt() != 1 || port <= 0 || port > 65535 || name.isEmpty())
            continue;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const QHostAddress from = d.senderAddress();
        auto it = std::find_if(games_.begin(), games_.end(),
                               [&](const Game& g) { return g.address.isEqual(from) && g.port == port; });
        if (it == games_.end()) {
            games_.push_back({name, from, static_cast<quint16>(port), now});
            changed = true;
        } else {
            changed = changed || it->name != name;
            it->name = name;
            it->seen = now;
        }
    }
    if (changed)
        emit gamesChanged();
}

void LanBrowser::forget_old()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto old = std::remove_if(games_.begin(), games_.end(), [&](const Game& g) { return now - g.seen > forget_ms_; });
    if (old == games_.end())
        return;
    games_.erase(old, games_.end());
    emit gamesChanged();
}

QVariantList LanBrowser::gameList() const
{
    QVariantList out;
    for (const Game& g : games_)
        out << QVariantMap{{"name", g.name}, {"address", g.address.toString()}, {"port", g.port}};
    return out;
}

} // namespace ss::app
