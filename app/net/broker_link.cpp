#include "broker_link.h"

#include <mosquitto.h>

#include <QFile>
#include <QMetaObject>

namespace ss::app {

namespace {

struct Library {
    Library() { mosquitto_lib_init(); }
    ~Library() { mosquitto_lib_cleanup(); }
};

void ensure_library() { static Library library; }

} // namespace

BrokerLink::BrokerLink(QObject* parent) : QObject(parent) { ensure_library(); }

BrokerLink::~BrokerLink() { close(); }

QString BrokerLink::check_url(const QUrl& broker)
{
    if (!broker.isValid() || (broker.scheme() != "mqtt" && broker.scheme() != "mqtts"))
        return tr("A broker's address starts with mqtt:// or mqtts:// (%1)").arg(broker.toString());
    if (broker.host().isEmpty())
        return tr("The broker's address names no host (%1)").arg(broker.toString());
    return {};
}

bool BrokerLink::open(const QUrl& broker, const QString& client_id, const QString& listen_topic)
{
    close();
    error_ = check_url(broker);
    if (!error_.isEmpty())
        return false;
    listen_ = listen_topic.toUtf8();
    const QByteArray id = client_id.toUtf8();
    mosq_ = mosquitto_new(id.constData(), false, this); // a persistent session [MQTT clean session 0]
    if (!mosq_) {
        error_ = tr("The MQTT library could not start");
        return false;
    }
    mosquitto_int_option(mosq_, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
    mosquitto_connect_callback_set(mosq_, &BrokerLink::on_connect);
    mosquitto_disconnect_callback_set(mosq_, &BrokerLink::on_disconnect);
    mosquitto_message_callback_set(mosq_, &BrokerLink::on_message);
    mosquitto_subscribe_callback_set(mosq_, &BrokerLink::on_subscribe);
    mosquitto_reconnect_delay_set(mosq_, 1, 30, true);
    const bool tls = broker.scheme() == "mqtts";
    if (tls) {
        const char* bundle = "/etc/ssl/certs/ca-certificates.crt";
        const int rc = QFile::exists(bundle) ? mosquitto_tls_set(mosq_, bundle, nullptr, nullptr, nullptr, nullptr)
                                             : mosquitto_tls_set(mosq_, nullptr, "/etc/ssl/certs", nullptr, nullptr, nullptr);
        if (rc != MOSQ_ERR_SUCCESS) {
            error_ = tr("TLS could not be set up: %1").arg(QString::fromUtf8(mosquitto_strerror(rc)));
            close();
            return false;
        }
    }
    if (!broker.userName().isEmpty())
        mosquitto_username_pw_set(mosq_, broker.userName().toUtf8().constData(),
                                  broker.password().isEmpty() ? nullptr : broker.password().toUtf8().constData());
    const QByteArray host = broker.host().toUtf8();
    int rc = mosquitto_connect_async(mosq_, host.constData(), broker.port(tls ? 8883 : 1883), 30);
    if (rc == MOSQ_ERR_SUCCESS)
        rc = mosquitto_loop_start(mosq_);
    if (rc != MOSQ_ERR_SUCCESS) {
        error_ = rc == MOSQ_ERR_EAI ? tr("Could not reach the broker %1: its name was not found (is this computer online?)").arg(broker.host())
                                    : tr("Could not reach the broker %1: %2").arg(broker.host(), QString::fromUtf8(mosquitto_strerror(rc)));
        close();
        return false;
    }
    return true;
}

bool BrokerLink::publish(const QString& topic, const QByteArray& payload, bool retain)
{
    if (!mosq_)
        return false;
    const QByteArray t = topic.toUtf8();
    return mosquitto_publish(mosq_, nullptr, t.constData(), static_cast<int>(payload.size()), payload.constData(), 1,
                             retain) == MOSQ_ERR_SUCCESS;
}

void BrokerLink::close()
{
    if (!mosq_)
        return;
    // Connected, the loop's thread ends by itself once it has sent the disconnection; not
    // cancelled, for a thread cancelled while it reads a message leaves that message behind
    // (the sanitizers saw one leak whenever a stranger kept publishing as the game closed).
    // Not connected, it may be waiting on the network for minutes: then it is cancelled.
    const bool up = link_up_;
    mosquitto_disconnect(mosq_);
    mosquitto_loop_stop(mosq_, !up);
    mosquitto_destroy(mosq_);
    mosq_ = nullptr;
    connected_ = false;
}

// The callbacks run on libmosquitto's thread: what they hear goes to this object's thread.
void BrokerLink::on_connect(struct mosquitto* m, void* self, int rc)
{
    auto* link = static_cast<BrokerLink*>(self);
    link->link_up_ = rc == 0;
    if (rc == 0) { // connected() once the broker has the subscription (on_subscribe)
        mosquitto_subscribe(m, nullptr, link->listen_.constData(), 1);
        return;
    }
    const QString why = QString::fromUtf8(mosquitto_connack_string(rc));
    QMetaObject::invokeMethod(link, [link, why] {
        link->error_ = tr("The broker refused the connection: %1").arg(why);
        emit link->failed(link->error_);
    }, Qt::QueuedConnection);
}

void BrokerLink::on_subscribe(struct mosquitto*, void* self, int, int, const int*)
{
    auto* link = static_cast<BrokerLink*>(self);
    QMetaObject::invokeMethod(link, [link] {
        link->connected_ = true;
        emit link->connected();
    }, Qt::QueuedConnection);
}

void BrokerLink::on_disconnect(struct mosquitto*, void* self, int rc)
{
    auto* link = static_cast<BrokerLink*>(self);
    link->link_up_ = false;
    if (rc == 0)
        return; // (asked for)
    const QString why = QString::fromUtf8(mosquitto_strerror(rc));
    QMetaObject::invokeMethod(link, [link, why] {
        link->connected_ = false;
        emit link->disconnected(why);
    }, Qt::QueuedConnection);
}

void BrokerLink::on_message(struct mosquitto*, void* self, const ::mosquitto_message* m)
{
    auto* link = static_cast<BrokerLink*>(self);
    if (m->payloadlen <= 0 || m->payloadlen > kMaxPayload)
        return; // (nothing of ours is empty or that large)
    QByteArray payload(static_cast<const char*>(m->payload), m->payloadlen);
    QMetaObject::invokeMethod(link, [link, payload] { emit link->received(payload); }, Qt::QueuedConnection);
}

} // namespace ss::app
