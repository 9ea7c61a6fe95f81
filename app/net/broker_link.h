// One side's link to an MQTT broker for a game by code (issue 25), through libmosquitto:
// it publishes this side's sealed messages on its own topic and receives the other side's,
// at QoS 1 in a persistent session (the broker keeps what arrives while this side is away).
// libmosquitto runs its network loop on its own thread; what it hears is handed to this
// object's thread as signals. The broker is never trusted: messages are sealed
// (message_seal.h) before they reach it.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUrl>

#include <atomic>

struct mosquitto;
struct mosquitto_message;

namespace ss::app {

class BrokerLink : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxPayload = 1 << 20; // larger messages are dropped unread
    explicit BrokerLink(QObject* parent = nullptr);
    ~BrokerLink() override;

    // Connects to `broker` (mqtt://host[:1883] or mqtts://host[:8883], TLS with the system's
    // certificates) as `client_id`, and subscribes to `listen_topic`. false, with error(),
    // when the URL or the library refuses at once; else connected() or failed() follows.
    bool open(const QUrl& broker, const QString& client_id, const QString& listen_topic);
    // Sends `payload` on `topic` at QoS 1 (held by libmosquitto until the broker has it).
    bool publish(const QString& topic, const QByteArray& payload, bool retain = false);
    void close();
    QString error() const { return error_; }
    bool isConnected() const { return connected_; }

    // A broker URL's problem in words, or "" when it is one (mqtt:// or mqtts://, a host).
    static QString check_url(const QUrl& broker);

signals:
    // Connected, and the broker has the subscription: what the other side sends now arrives.
    void connected();
    // The connection dropped: libmosquitto tries again by itself.
    void disconnected(const QString& why);
    void failed(const QString& why);
    void received(const QByteArray& payload);

private:
    static void on_connect(struct mosquitto*, void* self, int rc);
    static void on_disconnect(struct mosquitto*, void* self, int rc);
    static void on_subscribe(struct mosquitto*, void* self, int mid, int count, const int* granted);
    static void on_message(struct mosquitto*, void* self, const ::mosquitto_message* m);

    struct mosquitto* mosq_ = nullptr;
    QByteArray listen_;
    QString error_;
    bool connected_ = false;
    std::atomic<bool> link_up_{false}; // the broker's connection, as libmosquitto's thread sees it
};

} // namespace ss::app
