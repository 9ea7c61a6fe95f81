// A game with a player on another computer (docs/network-protocol.md), over one TCP
// connection and no server: this side keeps its own space (OwnSide, engine/own_side.h),
// referees the other's strikes on it and tells only what the rules reveal; every setup and
// action list is committed before anything is revealed (commitment.h); at the end both
// sides reveal everything, each referees the whole game again, and the first false report
// is named (engine/exchange_check.h).
//
// The local player — a person's seat or a bot — answers setupNeeded with setSetup() and
// turnNeeded with setActions(). A peer that sends garbage, an oversized line, a message out
// of order or another protocol version is refused with a clear error; nothing crashes.
#pragma once

#include "commitment.h"
#include "exchange_check.h"
#include "own_side.h"
#include "session.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <memory>
#include <optional>

namespace ss::app {

class NetGame : public QObject {
    Q_OBJECT
public:
    static constexpr int kProtocol = 1;
    static constexpr qint64 kMaxLine = 65536;

    explicit NetGame(QObject* parent = nullptr);
    ~NetGame() override;

    // The host listens (on loopback unless told otherwise) and takes the seat `seat` in a
    // game under `rule`; the joiner connects. Port 0: any free port (port() says which).
    bool host(quint16 port, Player seat, FleetRule rule, const QHostAddress& address = QHostAddress::LocalHost,
              const Ruleset& rules = rules_2_6_1());
    void join(const QString& host, quint16 port);
    // After connectionLost: the joiner connects again; both go on from the last turn both
    // completed (the host takes the new connection by itself).
    void reconnect();
    bool paused() const { return paused_; }
    quint16 port() const;
    void setName(const QString& name) { name_ = name; }

    // Chat beside the board [docs/network-protocol.md]: at most 500 characters a line; kept
    // in the record as comments ("Ann: good luck").
    bool sendChat(const QString& text);
    const QStringList& chat() const { return chat_; }
    // How long to wait for the other side before saying so (waitingLong); the game waits
    // on, and the player decides.
    void setPatience(int ms)
    {
        patience_ms_ = ms;
        if (patience_)
            patience_->setInterval(std::min(1000, std::max(10, ms / 4)));
    }

    // The clock (issue 25; docs/network-protocol.md): seconds a turn for each side, set by
    // the host before anyone joins and told to the joiner with the game; 0 for none. A
    // turn's time counts from when both sides have the previous turn's results, and 4 s
    // (kResultsMs) later after a turn, while the results play out. The other
    // side has timed out when its turn has not come 5 s (kGraceMs) after its time ran out,
    // and again each time as long again passes; after two timeouts in a row — one in a
    // correspondence game, a clock of an hour or more — this side may claim the game.
    static constexpr qint64 kGraceMs = 5000;
    static constexpr qint64 kResultsMs = 4000; // (a playtest: a 15-s clock ran while a turn's results played out)
    static constexpr int kMaxClock = 30 * 86400; // seconds: 30 days a turn at the most
    void setClock(int seconds) { clock_s_ = std::max(0, seconds); }
    int clock() const { return clock_s_; }
    bool correspondence() const { return clock_s_ >= 3600; }
    // Milliseconds this side has left for the turn under way (-1: no clock, or no turn to
    // choose); never below 0.
    qint64 timeLeft() const;
    // Milliseconds the other side has left for its turn, while this side waits for it (-1:
    // no clock, not waiting, or already late: theirTimeouts()).
    qint64 theirTimeLeft() const;
    // The other side's timeouts in a row, and whether this side may claim the game now.
    int theirTimeouts() const { return their_timeouts_; }
    // The other side's turn is late in the turn under way (it timed out in it).
    bool theirTurnLate() const { return their_periods_ > 0 && waitingForTheirTurn(); }
    // This side waits for the other's turn: its commitment has not come, or this side has
    // chosen and the turn has not completed.
    bool waitingForTheirTurn() const { return side_ && !side_->over() && (turn_.their_digest.isEmpty() || turn_.chosen); }
    bool canClaimOnTime() const;
    // Claims the game on time: the other is told, both reveal as for a resignation, and the
    // record ends "A wins on time". Should the other not reveal within `wait_ms` (a program
    // that stopped), the game still ends, won on time, with a record that holds this side's
    // fleet only (docs/record-format.md). false when the clock does not allow it.
    bool claimOnTime(int wait_ms = 15000);
    // The player who lost on time, either way (nothing before).
    std::optional<Player> lostOnTime() const { return on_time_; }

    // The local player's fleet and each turn's actions.
    bool setSetup(const std::vector<ShipSpec>& ships) { return set_setup(ships, {}); }
    bool setActions(const Actions& actions) { return set_actions(actions, {}); }

    // The game so far, to go on after this program stops (net_game_saved.cpp): this side's
    // choices with their salts and every message of the other side's it acted on, in order
    // (savedChanged says when it grew). restore() plays them again on a new NetGame and
    // pauses it as after a dropped connection: a host listens again on its port, a joiner
    // connects again to where it joined, and both go on from the last turn both completed.
    QJsonObject saved() const;
    bool restore(const QJsonObject& saved, const QHostAddress& listen = QHostAddress::LocalHost);

    // What each side has committed to so far: the fleets [2.1], and this turn's actions [2.2.1].
    bool setupCommitted() const { return !setup_.empty(); }
    bool theirSetupCommitted() const { return !their_setup_digest_.isEmpty(); }
    bool turnCommitted() const { return turn_.chosen; }
    // This turn's actions as committed, in notation ("" before).
    QString committedTurn() const { return turn_.chosen ? turn_.line : QString(); }
    bool theirTurnCommitted() const { return !turn_.their_digest.isEmpty(); }
    bool hosting() const { return hosting_; }

    Player player() const { return me_; }
    FleetRule rule() const { return rule_; }
    // The rules the game is played by, as the host said [12.4; classic C1].
    const Ruleset& rules() const { return *rules_; }
    QString opponentName() const { return their_name_; }
    const OwnSide* side() const { return side_.get(); }
    // The whole game's record, once both sides have revealed everything; with the verdict.
    const GameRecord& record() const { return record_; }
    bool finished() const { return finished_; }
    // The verdict: "" when every report was true, else the first false one.
    QString verdict() const { return verdict_; }
    // The other side's verdict on this side's reports, once it has sent it: "" when it
    // found them all true.
    bool theirVerdictKnown() const { return their_verdict_; }
    QString theirVerdict() const { return their_verdict_text_; }
    // The record's [Verdict] tag for a verdict.
    static std::string verdict_tag(const QString& verdict);
    QString error() const { return error_; }
    // This side leaves the game: the other is told, and the connection closes.
    void leave() { fail(tr("%1 left the game").arg(name_)); }
    // This side resigns the game under way, and loses it: the other is told, both reveal
    // their fleets and the turns both completed [1.4.1], and each side keeps that record,
    // with "X wins: Y forfeits (left the game)". false when no game is under way and
    // connected (leave() then). Should the other not reveal within `wait_ms`, the game
    // fails with no whole record.
    bool resign(int wait_ms = 15000);
    // Who resigned the game, this side or the other (nothing before).
    std::optional<Player> resigned() const { return resigned_; }
    // Stops listening and closes the connection now (what was sent is flushed first).
    void close();
    // For fuzzing the protocol without a connection: a host that has said hello, and bytes
    // taken as if they had arrived on the connection (what this side answers goes nowhere).
    void host_unconnected(Player seat, FleetRule rule, const Ruleset& rules = rules_2_6_1());
    void receive(const QByteArray& bytes);
    // Every line this side sent, in order (for tests that replay or mutate a conversation).
    const QList<QByteArray>& sentLines() const { return sent_; }

signals:
    void connected();
    // The game's fleet rule is known: choose a setup (setSetup).
    void setupNeeded();
    // A turn is to be chosen from what this player knows (setActions).
    void turnNeeded();
    void turnPlayed(const ss::TurnView& view);
    // The game is over and checked: verdict() and record() say how it went.
    void finishedChanged();
    // The connection failed or the peer broke the protocol: error() says why.
    void failed(const QString& why);
    // The other side is done: it has reached its verdict too, or the connection closed.
    void peerClosed();
    // The connection dropped during the game: it is paused until the joiner reconnects.
    void connectionLost();
    // The other side committed to its fleet or to this turn's actions.
    void peerCommitted();
    // saved() grew: this side chose, or a message of the other side's was acted on.
    void savedChanged();
    // The other side's verdict arrived (theirVerdict()).
    void theirVerdictChanged();
    // The game goes on after a dropped connection.
    void resumed();
    // A chat line arrived ("Ben: hi").
    void chatReceived(const QString& line);
    // Nothing has come from the other side for this long while this side waits for it.
    void waitingLong(int seconds);
    // The clock: a new turn's time began, or the other side timed out (theirTimeouts()).
    void clockChanged();

protected:
    // What is sent, for tests of cheating peers to tamper with (an honest game sends these
    // as they are): this side's answers to the other's aspects, and the reveal at the end.
    virtual void before_results(int turn, std::vector<Outcome>& answered) { Q_UNUSED(turn) Q_UNUSED(answered) }
    virtual void before_reveal(QString& setup, QList<QString>& action_lines) { Q_UNUSED(setup) Q_UNUSED(action_lines) }

private:
    bool set_setup(const std::vector<ShipSpec>& ships, const QString& salt);
    bool set_actions(const Actions& actions, const QString& salt);
    bool listen(const QHostAddress& address, quint16 port);
    void note(const QJsonObject& event);
    void attach(QTcpSocket* socket);
    // A connection made during a game, taken only once it resumes this game.
    void vet(QTcpSocket* socket);
    void read_lines();
    void take_lines();
    void handle(const QJsonObject& m);
    void send(const QJsonObject& m);
    void fail(const QString& why, bool tell_peer = true);
    void start_if_ready();
    void send_aspects_if_ready();
    void after_results();
    void finish_turn_if_ready();
    void reveal();
    void lost();
    void resume(const QJsonObject& m);
    void restart_turn();
    void check_reveal(const QJsonObject& m);
    void start_turn_clock(qint64 after_ms = 0);
    qint64 period_left() const; // ms left of the turn's time, the whole while results play
    void tick_clock();
    void claim(int wait_ms); // claimOnTime() once allowed, or again on restoring
    void claimed_on_time();
    void finish_unrevealed();
    // The tags every record of this game carries: the rules, fleet, date, players, clock.
    GameRecord record_header() const;
    int timeouts_needed() const { return correspondence() ? 1 : 2; }

    QPointer<QTcpServer> server_;
    QPointer<QTcpSocket> socket_;
    int candidates_ = 0; // connections being vetted
    QByteArray buffer_;
    bool hosting_ = false;
    QString name_ = "Player", their_name_;
    Player me_ = Player::A;
    FleetRule rule_;
    const Ruleset* rules_ = &rules_2_6_1();
    bool hello_sent_ = false, hello_received_ = false, game_known_ = false;
    bool setup_asked_ = false, first_turn_asked_ = false;

    // Setup [2.1]
    std::vector<ShipSpec> setup_;
    Commitment setup_commit_;
    QString their_setup_digest_;
    std::unique_ptr<OwnSide> side_;

    // The turn under way [2.2]
    struct Turn {
        Actions actions;
        QString line;
        Commitment commit;
        bool chosen = false;
        std::vector<Outcome> aspects; // this player's visible aspects [2.2.2]
        QString their_digest;
        bool aspects_sent = false;
        std::optional<std::vector<Outcome>> their_aspects;
        bool results_sent = false, results_received = false;
        bool destroyed_sent = false;
        std::optional<std::vector<SeenShip>> their_destroyed;
        std::optional<SideStatus> their_status;
        bool flashcube_sent = false;
        std::optional<std::vector<FlashcubeCell>> their_flashcube;
    };
    Turn turn_;
    QList<QString> my_lines_, my_salts_, their_digests_;
    std::vector<TurnView> seen_;

    // The end [1.4.1]
    std::optional<Player> resigned_;
    bool revealed_ = false;
    std::optional<QJsonObject> their_reveal_;
    GameRecord record_;
    bool finished_ = false, their_verdict_ = false;
    QString their_verdict_text_;
    QString verdict_, error_;
    QList<QByteArray> sent_;
    // Resuming after a dropped connection: the lines of the turn under way and of the last
    // turn completed, sent again as needed; messages of turns already completed are then
    // ignored.
    bool paused_ = false, resumed_ = false;
    QPointer<QTcpSocket> lost_socket_; // the connection whose drop was reported
    QString join_host_;
    quint16 join_port_ = 0;
    QList<QByteArray> turn_sent_, last_turn_sent_;
    QByteArray reveal_line_;
    QStringList chat_;
    QJsonArray journal_;     // saved()'s events
    bool replaying_ = false; // restore() is playing them again
    int patience_ms_ = 120000;
    QTimer* patience_ = nullptr;
    qint64 last_heard_ = 0;   // the last message either way, in ms since the epoch
    qint64 next_warning_ = 0; // when to say the other side is silent
    bool waiting_for_peer() const;
    // The clock (issue 25).
    int clock_s_ = 0;
    qint64 turn_started_ = 0;     // when the turn under way began, ms since the epoch
    qint64 last_tick_ = 0;        // the clock's last look, ms since the epoch
    qint64 judge_from_ = 0;       // the other side's lateness is not judged before (a start, a wake)
    int their_periods_ = 0;       // the other side's timeouts in the turn under way
    int my_periods_ = 0;          // this side's, by its own clock
    int their_timeouts_ = 0, my_timeouts_ = 0; // in a row
    std::optional<Player> on_time_;
    QByteArray claim_line_; // sent again on resuming
    QTimer* clock_timer_ = nullptr;
};

} // namespace ss::app
