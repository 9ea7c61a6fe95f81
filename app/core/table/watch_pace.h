// Watching two bots: the pause between their turns, or, while paused, one turn at a
// time when asked. It only says when the next turn is due; the table's game asks the
// seats (table_game.h).
#pragma once

#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

namespace ss::app {

class WatchPace : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    Q_PROPERTY(bool paused READ paused WRITE setPaused NOTIFY changed)
    // The pause between turns, in milliseconds (0 to 10,000).
    Q_PROPERTY(int turnDelay READ turnDelay WRITE setTurnDelay NOTIFY changed)
    // The last turn's results are still being shown: the pause starts once they are (a
    // fourth playtest never saw a summary at 2.5 s a turn).
    Q_PROPERTY(bool held READ held WRITE setHeld NOTIFY changed)

public:
    explicit WatchPace(QObject* parent = nullptr);

    bool paused() const { return paused_; }
    void setPaused(bool paused);
    int turnDelay() const { return timer_.interval(); }
    void setTurnDelay(int ms);
    bool held() const { return held_; }
    void setHeld(bool held);

    // A turn was played: the next is due after the pause, unless paused.
    void turn_played();
    // No turn is due (a new game, the end).
    void stop();
    // The next turn, now.
    Q_INVOKABLE void step();

signals:
    void due();
    void changed();

private:
    QTimer timer_;
    bool paused_ = false;
    bool held_ = false;
    bool pending_ = false; // a turn was played and the next is not yet due
};

} // namespace ss::app
