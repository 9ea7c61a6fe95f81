// Where a game comes from other than the setup screen's Start: a record opened (an
// unfinished game goes on, a finished one is reviewed), the unfinished game resumed, or a
// game with a person on another computer hosted, joined or gone on with. Each is made
// here and handed to the GameController, which plays it (GameController::play).
#pragma once

#include "fleet.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace ss::app {

class GameController;
class NetworkGame;

class Lobby : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")

public:
    explicit Lobby(GameController& table);

    // Opens a record (a path or file URL), seating its players by its [A] and [B] tags
    // (GameOptions::seats_of). An unfinished game goes on (RecordKeeper::begin_opened says
    // in which file); a finished one opens for review with the setup screen left alone.
    // A damaged record is refused with "FILE:LINE: message [rule]" and nothing changes.
    Q_INVOKABLE bool openRecord(const QString& where);
    // Resumes an unfinished game (the most recent when "").
    Q_INVOKABLE bool resumeUnfinished(const QString& path = {});
    // A game with a person on another computer, under the setup screen's fleet rule
    // [3.7]: hosted here (network.port and addresses say where), or joined at
    // "host:port". Each player then lays out a fleet and presses Start; the game begins
    // when both fleets are committed (docs/network-protocol.md).
    Q_INVOKABLE bool hostGame();
    Q_INVOKABLE bool joinGame(const QString& address);
    // The same through the broker by a game code (issue 25): the host's code is
    // network()->code once hosting.
    Q_INVOKABLE bool hostGameByCode();
    Q_INVOKABLE bool joinGameByCode(const QString& code);
    // Goes on with a network game this program stopped in the middle of
    // (network.unfinished): paused until the other player is connected again.
    Q_INVOKABLE bool resumeNetworkGame(const QString& path);

signals:
    // Why a request failed, "" when one succeeds.
    void refused(const QString& why);
    // Something said in passing, not a refusal (a turn played when its time ran out).
    void told(const QString& what);

private:
    // The setup screen's fleet rule for a network game: a single game, never a match.
    FleetRule network_rule() const;
    bool play_network(const std::function<bool(NetworkGame&)>& connect);
    // The turn being entered, when its time ran out (issue 25).
    void play_as_entered();

    GameController& table_;
};

} // namespace ss::app
