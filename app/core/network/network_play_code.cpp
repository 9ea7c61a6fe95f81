// NetworkPlay's game by code (issue 25): the same NetGame as a direct game, on loopback,
// carried through an MQTT broker by a BrokerRelay (app/net/broker_relay.h). The host makes
// the code and waits; the joiner types it. The slow key derivation (game_code.h) runs on a
// worker thread, so the window never stalls.
#include "network_play.h"

#include <QMetaObject>
#include <QThread>

namespace ss::app {

void NetworkPlay::setBroker(const QString& url)
{
    const QString trimmed = url.trimmed();
    if (trimmed != broker_ && BrokerLink::check_url(QUrl(trimmed)).isEmpty())
        keep("network/broker", broker_ = trimmed);
}

void NetworkPlay::derive(const QString& code, std::function<void(const CodeSecrets&)> then)
{
    deriving_ = true;
    const std::uint64_t generation = ++derivation_;
    QThread* worker = QThread::create([this, code, generation, then = std::move(then)] {
        const CodeSecrets secrets = derive_secrets(code);
        QMetaObject::invokeMethod(this, [this, generation, secrets, then] {
            if (generation != derivation_)
                return; // cancelled meanwhile
            deriving_ = false;
            then(secrets);
        }, Qt::QueuedConnection);
    });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    worker->start();
}

void NetworkPlay::start_relay(const CodeSecrets& secrets, bool hosting, bool joining)
{
    relay_ = std::make_unique<BrokerRelay>(secrets, hosting ? MessageSeal::Role::Host : MessageSeal::Role::Joiner);
    connect(relay_.get(), &BrokerRelay::failed, this, [this](const QString& why) {
        if (status_ == Status::Listening || status_ == Status::Connecting) {
            const QString said = tr("The broker %1: %2").arg(broker_, why);
            cancel();
            set_status(Status::Failed, said);
            emit failed(said);
        }
    });
    const bool started = hosting ? relay_->start_host(QUrl(broker_), game_->port()) : relay_->start_joiner(QUrl(broker_));
    if (!started) {
        const QString why = relay_->error();
        cancel();
        set_status(Status::Failed, why);
        emit failed(why);
        return;
    }
    if (!hosting && joining) // the friend's side joins its relay once the broker has its subscription
        connect(relay_.get(), &BrokerRelay::ready, this, [this] {
            if (game_ && relay_)
                game_->join("127.0.0.1", relay_->port());
        }, Qt::SingleShotConnection);
}

bool NetworkPlay::host_by_code(const QString& name, FleetRule rule, const Ruleset& rules)
{
    if (const QString why = BrokerLink::check_url(QUrl(broker_)); !why.isEmpty()) {
        set_status(Status::Failed, why);
        return false;
    }
    game_ = make_game(name);
    game_->setClock(clock_);
    if (!game_->host(0, Player::A, rule, QHostAddress::LocalHost, rules)) { // (only the relay connects)
        const QString why = game_->error();
        game_.reset();
        set_status(Status::Failed, why);
        return false;
    }
    code_ = new_game_code();
    derive(code_, [this](const CodeSecrets& secrets) { start_relay(secrets, true); });
    set_status(Status::Listening);
    return true;
}

bool NetworkPlay::join_by_code(const QString& name, const QString& code)
{
    const std::optional<QString> canonical = canonical_code(code);
    if (!canonical) {
        set_status(Status::Failed, tr("A game code is eight letters and digits, as K7QF-M2XA: \"%1\" is not one").arg(code.trimmed().toUpper()));
        return false;
    }
    if (const QString why = BrokerLink::check_url(QUrl(broker_)); !why.isEmpty()) {
        set_status(Status::Failed, why);
        return false;
    }
    game_ = make_game(name);
    join_address_ = *canonical;
    set_status(Status::Connecting);
    // (the wait for an answer counts from when the key is derived: the derivation is slow
    // on purpose, and slower still on a loaded machine — CI's sanitizer run)
    derive(*canonical, [this](const CodeSecrets& secrets) {
        connect_timeout_.start();
        start_relay(secrets, false);
    });
    return true;
}

} // namespace ss::app
