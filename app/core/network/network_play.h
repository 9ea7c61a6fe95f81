// Playing a person on another computer, for the views: hosting a game (the addresses and
// port to give), joining one (typed, or picked from the games announced on the local
// network), the connection's state in words, chat, and the verdict at the end. The game
// itself is one NetGame (app/net/net_game.h): this side's space is refereed here and only
// what the rules reveal crosses the network [1.4, 2.2]. The GameController seats the
// remote player (remote_seat.h) and plays the turns through this.
//
// Nothing is contacted but what the player chooses: the host listens, the joiner connects
// to the address typed or picked, and announcements go to the announce address (the local
// network's broadcast address unless set otherwise; loopback in the tests).
#pragma once

#include "broker_relay.h"
#include "lan_discovery.h"
#include "net_game.h"

#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>

namespace ss::app {

class NetworkPlay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    Q_PROPERTY(Status status READ status NOTIFY statusChanged)
    // What is happening, in words ("Waiting for someone to join: give them 192.168.1.20,
    // port 47474"); the last error, "" when none.
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)
    Q_PROPERTY(QString error READ error NOTIFY statusChanged)
    Q_PROPERTY(bool hosting READ hosting NOTIFY statusChanged)
    // The port hosted on, and this computer's addresses to give the other player.
    Q_PROPERTY(int port READ port NOTIFY statusChanged)
    Q_PROPERTY(QStringList addresses READ addresses NOTIFY statusChanged)
    Q_PROPERTY(QString opponentName READ opponentName NOTIFY statusChanged)
    // Each side's commitments so far [2.1, 2.2.1]: this player's fleet, and whether the
    // other has chosen this turn's actions (their actions stay hidden until both have).
    Q_PROPERTY(bool setupCommitted READ setupCommitted NOTIFY progressChanged)
    Q_PROPERTY(bool theyChose READ theyChose NOTIFY progressChanged)
    // Nothing has come from the other side for this many seconds while the game waits for
    // them (0: not waiting long).
    Q_PROPERTY(int silentFor READ silentFor NOTIFY progressChanged)
    // Games announced on the local network: [{name, address, port}].
    Q_PROPERTY(QVariantList games READ games NOTIFY gamesChanged)
    Q_PROPERTY(QString browseError READ browseError NOTIFY gamesChanged)
    // Chat beside the board, "Ann: good luck", oldest first (kept in the record as comments).
    Q_PROPERTY(QStringList chat READ chat NOTIFY chatChanged)
    // At the end: "" when every report of the other side checked true, else the first
    // false one; checked once both sides revealed everything [1.4.1].
    Q_PROPERTY(QString verdict READ verdict NOTIFY statusChanged)
    // The other side's verdict on this player's reports: "" when all true (or not yet known).
    Q_PROPERTY(QString theirVerdict READ theirVerdict NOTIFY statusChanged)
    // Network games left unfinished when the program stopped, newest first, as {path,
    // summary}: each can be gone on with (resume) or forgotten.
    Q_PROPERTY(QVariantList unfinished READ unfinished NOTIFY unfinishedChanged)
    // Settings (kept): the port to host on, the address last joined, whether to announce
    // and where to. Tests set the listen and discovery addresses and ports to loopback.
    Q_PROPERTY(int hostPort READ hostPort WRITE setHostPort NOTIFY settingsChanged)
    Q_PROPERTY(QString lastAddress READ lastAddress NOTIFY settingsChanged)
    Q_PROPERTY(bool announce READ announce WRITE setAnnounce NOTIFY settingsChanged)
    Q_PROPERTY(QString announceAddress READ announceAddress WRITE setAnnounceAddress NOTIFY settingsChanged)
    Q_PROPERTY(QString listenAddress READ listenAddress WRITE setListenAddress NOTIFY settingsChanged)
    Q_PROPERTY(int discoveryPort READ discoveryPort WRITE setDiscoveryPort NOTIFY settingsChanged)
    // A game by code through an MQTT broker (issue 25, network_play_code.cpp): the broker
    // (kept; a public one unless chosen), and the hosted game's code to send ("" otherwise).
    Q_PROPERTY(QString broker READ broker WRITE setBroker NOTIFY settingsChanged)
    Q_PROPERTY(QString code READ code NOTIFY statusChanged)
    Q_PROPERTY(bool byCode READ byCode NOTIFY statusChanged)
    // The clock (issue 25; NetGame's clock): the seconds a turn the host chooses for the
    // games it hosts (kept; 0 for none), the game's own once it is known, this player's
    // seconds left for the turn under way (-1: no clock or nothing to choose), the other
    // side's timeouts in a row, and whether the game may be claimed on time now.
    Q_PROPERTY(int clock READ clock WRITE setClock NOTIFY settingsChanged)
    Q_PROPERTY(int gameClock READ gameClock NOTIFY clockChanged)
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY clockChanged)
    // The other side's time for its turn while this side waits for it (-1: none to show).
    Q_PROPERTY(int theirSecondsLeft READ theirSecondsLeft NOTIFY clockChanged)
    Q_PROPERTY(int theirTimeouts READ theirTimeouts NOTIFY clockChanged)
    Q_PROPERTY(bool canClaim READ canClaim NOTIFY clockChanged)
    // What the clock says, in words ("Ben's turn is late: you may claim the game"); "".
    Q_PROPERTY(QString clockText READ clockText NOTIFY clockChanged)

public:
    enum class Status {
        Idle,       // no network game
        Listening,  // hosting: waiting for someone to join
        Connecting, // joining
        Playing,    // connected: setup and turns
        Paused,     // the connection dropped during the game: waiting to resume
        Over,       // the game is over and checked
        Failed      // the connection failed or the other side broke the protocol
    };
    Q_ENUM(Status)
    static constexpr quint16 kDefaultPort = 47474;

    explicit NetworkPlay(QObject* parent = nullptr);
    ~NetworkPlay() override;

    Status status() const { return status_; }
    QString statusText() const;
    QString error() const { return error_; }
    bool hosting() const { return game_ && game_->hosting(); }
    int port() const { return game_ ? game_->port() : 0; }
    QStringList addresses() const;
    QString opponentName() const;
    bool setupCommitted() const { return game_ && game_->setupCommitted(); }
    bool theyChose() const { return game_ && game_->theirTurnCommitted(); }
    int silentFor() const { return silent_for_; }
    QVariantList games() const { return browser_ ? browser_->gameList() : QVariantList(); }
    QString browseError() const { return browse_error_; }
    QStringList chat() const { return game_ ? game_->chat() : QStringList(); }
    QString verdict() const { return game_ ? game_->verdict() : QString(); }
    QString theirVerdict() const { return game_ ? game_->theirVerdict() : QString(); }
    int hostPort() const { return host_port_; }
    void setHostPort(int port);
    QString lastAddress() const { return last_address_; }
    bool announce() const { return announce_; }
    void setAnnounce(bool on);
    QString announceAddress() const { return announce_address_; }
    void setAnnounceAddress(const QString& address);
    QString listenAddress() const { return listen_address_; }
    void setListenAddress(const QString& address);
    int discoveryPort() const { return discovery_port_; }
    void setDiscoveryPort(int port);

    // Hosts a game as `name` under the fleet rule, the host taking seat A (the
    // GameController calls these with the setup screen's choices); false, with error(), when
    // the port cannot be listened on.
    bool host(const QString& name, FleetRule rule, const Ruleset& rules = rules_2_6_1());
    // Joins the game at "host:port" (or "host", on the default port); false, with error(),
    // when the address cannot be read.
    bool join(const QString& name, const QString& address);
    // This player's fleet and each turn's actions, committed to and sent; false when the
    // game is not at that point or the rules refuse them.
    bool commitSetup(const std::vector<ShipSpec>& ships);
    bool commitTurn(const Actions& actions);
    // After a dropped connection, the joiner tries again (it also does so by itself every
    // few seconds); the host waits for it.
    Q_INVOKABLE void reconnect();
    // This player leaves the game under way, and loses it: both fleets are revealed and the
    // turns played kept as the game's record (NetGame::resign). false when that cannot be
    // (not connected, not under way): cancel() then.
    Q_INVOKABLE bool resign();
    // A game by code: hosting makes the code (code()) and waits, through the broker, for the
    // friend who types it; joining takes such a code. false, with error(), when the broker's
    // address or the code cannot be read. The key is derived on a worker thread (game_code.h).
    bool host_by_code(const QString& name, FleetRule rule, const Ruleset& rules = rules_2_6_1());
    bool join_by_code(const QString& name, const QString& code);
    QString broker() const { return broker_; }
    void setBroker(const QString& url);
    QString code() const { return code_; }
    int clock() const { return clock_; }
    void setClock(int seconds);
    int gameClock() const { return game_ ? game_->clock() : 0; }
    int secondsLeft() const;
    int theirSecondsLeft() const;
    int theirTimeouts() const { return game_ ? game_->theirTimeouts() : 0; }
    bool canClaim() const { return game_ && game_->canClaimOnTime(); }
    QString clockText() const;
    // A clock in words: "15 s", "2 min", "1 h", "3 days".
    static QString clock_words(int seconds);
    // Claims the game on time (NetGame::claimOnTime); false when the clock does not allow it.
    Q_INVOKABLE bool claimOnTime();
    bool byCode() const { return relay_ != nullptr || deriving_; }
    static constexpr const char* kDefaultBroker = "mqtts://test.mosquitto.org:8886";
    // Closes the connection and forgets the game.
    Q_INVOKABLE void cancel();
    // Listens for games announced on the local network while `on` (the join page shows).
    Q_INVOKABLE void browse(bool on);
    Q_INVOKABLE bool sendChat(const QString& text);

    // Where unfinished games are kept (the records folder's "network"): a game is saved
    // there from the moment both fleets are committed until it ends or is left.
    void setFolder(const QString& folder);
    QVariantList unfinished() const { return unfinished_; }
    // Goes on with a saved game: paused until the other side is connected again (the host
    // listens on its port again, the joiner connects to where it joined); false, with
    // error(), when it cannot be read.
    bool resume(const QString& path);
    Q_INVOKABLE void forget(const QString& path);

    // The game under way, or nullptr.
    NetGame* game() const { return game_.get(); }

signals:
    // A saved game is restored, to go on with (resume(): at once for a direct game, once
    // the code's key is derived for a game by code).
    void restored();
    void statusChanged();
    void progressChanged();
    void gamesChanged();
    void chatChanged();
    void settingsChanged();
    void unfinishedChanged();
    // For the GameController: the game's fleet rule is known (choose a setup), a turn is
    // to be chosen, a turn was played, the game is over and checked, or it failed.
    void setupNeeded();
    void turnNeeded();
    void turnPlayed();
    void finished();
    void failed(const QString& why);
    // The clock ticked (each second while a game with a clock is under way).
    void clockChanged();
    // This player's time for the turn ran out: the turn is played as entered so far.
    void timeRanOut();

private:
    std::unique_ptr<NetGame> make_game(const QString& name);
    void set_status(Status s, const QString& error = {});
    void keep(const char* key, const QVariant& value);
    void save();
    void drop_save();
    void scan();
    QString folder_, save_path_;
    QVariantList unfinished_;

    std::unique_ptr<NetGame> game_;
    std::unique_ptr<LanAnnouncer> announcer_;
    std::unique_ptr<LanBrowser> browser_;
    QString browse_error_;
    Status status_ = Status::Idle;
    QString error_;
    QString join_address_;
    int silent_for_ = 0;
    QTimer retry_;
    QTimer connect_timeout_; // a join that has no answer is given up, and says so
    int host_port_ = kDefaultPort;
    QString last_address_;
    bool announce_ = true;
    QString announce_address_ = "255.255.255.255";
    QString listen_address_; // "": every address of this computer
    int discovery_port_ = kDiscoveryPort;
    // A game by code: the relay to the broker, the code, and the derivation under way.
    void derive(const QString& code, std::function<void(const CodeSecrets&)> then);
    // `joining`: a new game's joiner joins the relay once ready (not one going on, restored).
    void start_relay(const CodeSecrets& secrets, bool hosting, bool joining = true);
    // Going on with a game by code saved before (network_play_saved.cpp).
    bool resume_by_code(QJsonObject saved, const QString& path);
    std::unique_ptr<BrokerRelay> relay_;
    QString broker_ = kDefaultBroker, code_;
    bool deriving_ = false;
    int clock_ = 0;
    QTimer clock_tick_;
    bool ran_out_ = false; // timeRanOut said for the turn under way
    int ran_out_in_ = 0;   // the last turn whose time ran out here
    std::uint64_t derivation_ = 0; // a cancelled derivation's result is dropped
};

} // namespace ss::app
