// A clock for the turns entered at this screen (issue 25): two people at one screen, or a
// person against a bot when they ask for one (the setup screen's clock, GameOptions). Each
// turn's time counts from when its entry opens — after the hand-over when two people share
// the screen — and stops once the turn is submitted. When it runs out, ranOut(): the Lobby
// then plays the turn as entered so far. A network game's clock is the game's own
// (NetGame, NetworkPlay): the source gives no time for it here.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace ss::app {

class TurnDraft;

class TurnClock : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the turn entry")
    // Seconds left for the turn being entered (-1: no clock, or no turn being entered), the
    // same as "0:42" (or "1 h 05 min"), and whether it is nearly out (10 s or less).
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    Q_PROPERTY(bool urgent READ urgent NOTIFY changed)
    // Held while the last turn's results play out on screen (the view says so): the time
    // does not run then (a playtest: a fifth of a 15-second turn went to the animation).
    Q_PROPERTY(bool held READ held WRITE setHeld NOTIFY changed)

public:
    explicit TurnClock(TurnDraft* draft);
    // The seconds a turn has, asked each time a turn's entry opens (0: no clock).
    void setSource(std::function<int()> seconds_a_turn) { source_ = std::move(seconds_a_turn); }
    int secondsLeft() const;
    QString text() const { return words(secondsLeft()); }
    bool urgent() const { return secondsLeft() >= 0 && secondsLeft() <= 10; }
    // "0:42", "1 h 05 min"; "" for a negative number.
    static QString words(int seconds);
    bool held() const { return held_; }
    void setHeld(bool held);

signals:
    void changed();
    void ranOut();

private:
    void follow(); // the turn entry opened, was submitted, or closed
    void tick();
    TurnDraft* draft_;
    std::function<int()> source_;
    int seconds_ = 0; // the turn under way's time; 0 when none runs
    bool ran_out_ = false;
    bool held_ = false;
    qint64 spent_ms_ = 0;    // the turn's time used before the running stretch
    QElapsedTimer elapsed_; // the running stretch (invalid while held)
    QTimer tick_;
};

} // namespace ss::app
