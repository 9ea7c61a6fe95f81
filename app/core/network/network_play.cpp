#include "network_play.h"

#include <QNetworkInterface>
#include <QSettings>

namespace ss::app {

NetworkPlay::NetworkPlay(QObject* parent) : QObject(parent)
{
    const QSettings s;
    host_port_ = std::clamp(s.value("network/port", kDefaultPort).toInt(), 1, 65535);
    last_address_ = s.value("network/lastAddress").toString();
    announce_ = s.value("network/announce", true).toBool();
    broker_ = s.value("network/broker", QString(kDefaultBroker)).toString();
    clock_ = std::clamp(s.value("network/clock", 0).toInt(), 0, NetGame::kMaxClock);
    // The clock, each second: the seconds left shown, a turn whose time ran out played.
    clock_tick_.setInterval(1000);
    connect(&clock_tick_, &QTimer::timeout, this, [this] {
        if (!game_ || game_->clock() <= 0)
            return clock_tick_.stop();
        if (game_->timeLeft() == 0 && !ran_out_) {
            ran_out_ = true;
            ran_out_in_ = game_->side() ? game_->side()->turn() : 0;
            emit timeRanOut();
        }
        emit clockChanged();
    });
    const QString to = s.value("network/announceAddress").toString();
    if (!QHostAddress(to).isNull())
        announce_address_ = to;
    // A joiner whose connection dropped tries again every few seconds until it resumes.
    retry_.setInterval(3000);
    // An address that never answers (a computer switched off, a firewall dropping the
    // connection) is given up after a while, with what to check.
    connect_timeout_.setSingleShot(true);
    connect_timeout_.setInterval(15000);
    connect(&connect_timeout_, &QTimer::timeout, this, [this] {
        if (status_ != Status::Connecting)
            return;
        const QString where = join_address_;
        const bool by_code = byCode();
        cancel();
        set_status(Status::Failed, by_code ? tr("No answer to the code %1 after 15 seconds: check the code, and that your "
                                                "friend is hosting it through the same broker (%2)").arg(where, broker_)
                                           : tr("No answer from %1 after 15 seconds: check the address, that the host is "
                                                "hosting, and that their firewall lets the port through").arg(where));
        emit failed(error_);
    });
    connect(&retry_, &QTimer::timeout, this, [this] {
        if (game_ && game_->paused())
            game_->reconnect();
        else
            retry_.stop();
    });
}

NetworkPlay::~NetworkPlay()
{
    if (game_) // the program stops: a game under way stays saved, to go on with later
        game_->disconnect(this);
}

void NetworkPlay::keep(const char* key, const QVariant& value)
{
    QSettings().setValue(key, value);
    emit settingsChanged();
}

void NetworkPlay::setHostPort(int port)
{
    if (port == 0) // any free port (tests); not kept
        host_port_ = 0;
    else if (port >= 1 && port <= 65535 && port != host_port_)
        keep("network/port", host_port_ = port);
}

void NetworkPlay::setAnnounce(bool on)
{
    if (on != announce_)
        keep("network/announce", announce_ = on);
}

void NetworkPlay::setAnnounceAddress(const QString& address)
{
    if (!QHostAddress(address).isNull() && address != announce_address_)
        keep("network/announceAddress", announce_address_ = address);
}

void NetworkPlay::setListenAddress(const QString& address)
{
    listen_address_ = address;
    emit settingsChanged();
}

void NetworkPlay::setDiscoveryPort(int port)
{
    discovery_port_ = port;
    emit settingsChanged();
}

QStringList NetworkPlay::addresses() const
{
    if (!listen_address_.isEmpty())
        return {listen_address_};
    // This computer's addresses another can reach: IPv4 first (easier to read out), never
    // loopback unless there is nothing else.
    QStringList v4, v6;
    for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback() || a.isLinkLocal())
            continue;
        (a.protocol() == QAbstractSocket::IPv4Protocol ? v4 : v6) << a.toString();
    }
    v4 << v6;
    return v4.isEmpty() ? QStringList{"127.0.0.1"} : v4;
}

QString NetworkPlay::opponentName() const
{
    const QString name = game_ ? game_->opponentName() : QString();
    return name.isEmpty() ? tr("the other player") : name;
}

QString NetworkPlay::statusText() const
{
    switch (status_) {
    case Status::Idle:
        return {};
    case Status::Listening:
        if (!code_.isEmpty())
            return tr("Waiting for your friend: send them the code %1 (through %2)").arg(code_, broker_);
        return tr("Waiting for someone to join: give them the address %1 and the port %2")
            .arg(addresses().value(0))
            .arg(port());
    case Status::Connecting:
        if (byCode())
            return tr("Looking for the game %1 through %2…").arg(join_address_, broker_);
        return tr("Connecting to %1…").arg(join_address_);
    case Status::Playing:
        if (const auto left = game_ ? game_->resigned() : std::nullopt)
            return *left == game_->player()
                       ? tr("You left the game: waiting for %1 to reveal their fleet, for the record").arg(opponentName())
                       : tr("%1 left the game: you win, and the game is kept with both fleets").arg(opponentName());
        if (silent_for_ > 0)
            return tr("Nothing from %1 for %2 s: the game waits for them").arg(opponentName()).arg(silent_for_);
        return tr("Connected to %1").arg(opponentName());
    case Status::Paused:
        return hosting() ? tr("The connection to %1 dropped: the game is paused until they reconnect").arg(opponentName())
                         : tr("The connection to %1 dropped: the game is paused; reconnecting…").arg(opponentName());
    case Status::Over:
        if (game_ && game_->record().unrevealed())
            return tr("Game over: you win on time; %1 never revealed their fleet, so nothing could be checked").arg(opponentName());
        return verdict().isEmpty() ? tr("Game over: every report %1 made was checked and true").arg(opponentName())
                                   : verdict();
    case Status::Failed:
        return error_;
    }
    return {};
}

void NetworkPlay::set_status(Status s, const QString& error)
{
    status_ = s;
    error_ = error;
    if (s != Status::Playing)
        silent_for_ = 0;
    emit statusChanged();
    emit progressChanged();
}

std::unique_ptr<NetGame> NetworkPlay::make_game(const QString& name)
{
    cancel();
    ran_out_ = false;
    ran_out_in_ = 0;
    auto game = std::make_unique<NetGame>();
    NetGame* g = game.get();
    g->setName(name.trimmed().isEmpty() ? tr("Player") : name.trimmed().left(40));
    connect(g, &NetGame::connected, this, [this] {
        if (announcer_)
            announcer_->stop(); // the game has its two players
        // A joiner is connected once the host has answered (setupNeeded): a port that
        // takes the connection and says nothing is given up like one that never answers.
        if (status_ != Status::Paused && hosting())
            set_status(Status::Playing);
    });
    connect(g, &NetGame::setupNeeded, this, [this] {
        connect_timeout_.stop();
        if (status_ != Status::Paused)
            set_status(Status::Playing); // (the other's name is known)
        emit setupNeeded();
    });
    connect(g, &NetGame::clockChanged, this, [this, g] {
        if (g->clock() > 0 && !clock_tick_.isActive())
            clock_tick_.start();
        if (g->timeLeft() != 0)
            ran_out_ = false; // (a new turn's time)
        emit clockChanged();
    });
    connect(g, &NetGame::turnNeeded, this, [this] {
        save(); // both fleets committed, or a turn completed
        silent_for_ = 0;
        emit progressChanged();
        emit turnNeeded();
    });
    connect(g, &NetGame::turnPlayed, this, [this] {
        emit progressChanged();
        emit turnPlayed();
    });
    connect(g, &NetGame::peerCommitted, this, [this] {
        silent_for_ = 0;
        emit progressChanged();
        emit statusChanged(); // (they may have left the game)
    });
    connect(g, &NetGame::savedChanged, this, &NetworkPlay::save);
    connect(g, &NetGame::finishedChanged, this, [this] {
        drop_save(); // the record is saved whole now
        set_status(Status::Over);
        emit finished();
    });
    connect(g, &NetGame::failed, this, [this](const QString& why) {
        retry_.stop();
        if (announcer_)
            announcer_->stop();
        drop_save(); // the game cannot go on
        set_status(Status::Failed, why);
        emit failed(why);
    });
    connect(g, &NetGame::connectionLost, this, [this] {
        set_status(Status::Paused);
        if (!hosting() && !retry_.isActive())
            retry_.start();
    });
    connect(g, &NetGame::resumed, this, [this] {
        retry_.stop();
        silent_for_ = 0; // the other side is back: no silence to speak of
        set_status(Status::Playing);
    });
    connect(g, &NetGame::peerClosed, this, [this] {
        if (status_ == Status::Playing && !(game_ && game_->finished()))
            set_status(Status::Failed, tr("%1 left the game").arg(opponentName()));
    });
    connect(g, &NetGame::chatReceived, this, &NetworkPlay::chatChanged);
    connect(g, &NetGame::theirVerdictChanged, this, &NetworkPlay::statusChanged);
    connect(g, &NetGame::waitingLong, this, [this](int seconds) {
        silent_for_ = seconds;
        emit progressChanged();
        emit statusChanged();
    });
    return game;
}

bool NetworkPlay::host(const QString& name, FleetRule rule, const Ruleset& rules)
{
    game_ = make_game(name);
    game_->setClock(clock_);
    const QHostAddress listen = listen_address_.isEmpty() ? QHostAddress(QHostAddress::Any) : QHostAddress(listen_address_);
    if (!game_->host(static_cast<quint16>(host_port_), Player::A, rule, listen, rules)) {
        const QString why = game_->error();
        game_.reset();
        set_status(Status::Failed, why);
        return false;
    }
    if (announce_) {
        announcer_ = std::make_unique<LanAnnouncer>();
        announcer_->start(name.trimmed().isEmpty() ? tr("Player") : name.trimmed(), game_->port(),
                          QHostAddress(announce_address_), static_cast<quint16>(discovery_port_));
    }
    set_status(Status::Listening);
    return true;
}

bool NetworkPlay::join(const QString& name, const QString& address)
{
    // "host:port", "[v6]:port", or a host alone on the default port.
    QString host = address.trimmed();
    int port = kDefaultPort;
    const qsizetype colon = host.lastIndexOf(':');
    if (colon > 0 && host.count(':') == 1) {
        bool ok = false;
        port = host.mid(colon + 1).toInt(&ok);
        host = host.left(colon);
        if (!ok || port < 1 || port > 65535) {
            set_status(Status::Failed, tr("\"%1\" is not a port: give an address and a port as 192.168.1.20:%2")
                                           .arg(address.mid(colon + 1).trimmed()).arg(kDefaultPort));
            return false;
        }
    } else if (host.startsWith('[') && host.contains("]:")) {
        port = host.mid(host.indexOf("]:") + 2).toInt();
        host = host.mid(1, host.indexOf("]:") - 1);
    }
    if (host.isEmpty() || port < 1 || port > 65535) {
        set_status(Status::Failed, tr("Give the host's address and port, as 192.168.1.20:%1").arg(kDefaultPort));
        return false;
    }
    game_ = make_game(name);
    join_address_ = host + ":" + QString::number(port);
    last_address_ = address.trimmed();
    keep("network/lastAddress", last_address_);
    set_status(Status::Connecting);
    connect_timeout_.start();
    game_->join(host, static_cast<quint16>(port));
    return true;
}

bool NetworkPlay::commitSetup(const std::vector<ShipSpec>& ships)
{
    if (!game_ || !game_->setSetup(ships))
        return false;
    emit progressChanged();
    return true;
}

bool NetworkPlay::commitTurn(const Actions& actions)
{
    if (!game_ || !game_->setActions(actions))
        return false;
    emit progressChanged();
    return true;
}

void NetworkPlay::reconnect()
{
    if (game_ && game_->paused())
        game_->reconnect();
}

bool NetworkPlay::resign()
{
    if (!game_ || !game_->resign())
        return false;
    emit statusChanged();
    return true;
}

void NetworkPlay::cancel()
{
    connect_timeout_.stop();
    if (game_ && !game_->paused() && game_->error().isEmpty())
        drop_save(); // left on purpose (a paused game stays saved, to go on with later)
    save_path_.clear();
    retry_.stop();
    announcer_.reset();
    relay_.reset();
    code_.clear();
    deriving_ = false;
    ++derivation_;
    if (game_) {
        game_->disconnect(this);
        game_->close(); // the port free for the next game at once
        game_.release()->deleteLater(); // it may be in one of its own signals
    }
    set_status(Status::Idle);
    emit chatChanged();
}

void NetworkPlay::browse(bool on)
{
    if (!on) {
        browser_.reset();
        browse_error_.clear();
        emit gamesChanged();
        return;
    }
    if (browser_)
        return;
    browser_ = std::make_unique<LanBrowser>();
    connect(browser_.get(), &LanBrowser::gamesChanged, this, &NetworkPlay::gamesChanged);
    // Listening contacts no one: announcements are only heard.
    const QHostAddress on_address = listen_address_.isEmpty() ? QHostAddress(QHostAddress::AnyIPv4) : QHostAddress(listen_address_);
    if (!browser_->listen(on_address, static_cast<quint16>(discovery_port_))) {
        browse_error_ = browser_->error();
        browser_.reset();
    }
    emit gamesChanged();
}

bool NetworkPlay::sendChat(const QString& text)
{
    if (!game_ || !game_->sendChat(text))
        return false;
    emit chatChanged();
    return true;
}

} // namespace ss::app
