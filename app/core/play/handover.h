// Two people at one screen: the screen is handed from one to the other between their
// setups and turns, and shows nothing of either space until the person named says they
// are ready.
#pragma once

#include "player.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace ss::app {

class Handover : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    // Who is to take the screen ("Bob"), and what for ("lay out your fleet").
    Q_PROPERTY(QString to READ to NOTIFY changed)
    Q_PROPERTY(QString task READ task NOTIFY changed)

public:
    enum class Next { Setup, Turn }; // what the person taking the screen does

    using QObject::QObject;

    // The screen goes to `player`, named `name`, to lay out a fleet or enter a turn.
    void begin(Player player, const QString& name, Next next, int turn);
    void end();
    bool active() const { return active_; }
    Player player() const { return player_; }
    Next next() const { return next_; }
    QString to() const { return active_ ? name_ : QString(); }
    QString task() const;

    // The person named has the screen.
    Q_INVOKABLE void ready();

signals:
    void changed();
    void taken();

private:
    bool active_ = false;
    Player player_ = Player::A;
    QString name_;
    Next next_ = Next::Turn;
    int turn_ = 0;
};

} // namespace ss::app
