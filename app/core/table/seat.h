// A seat at the game: one of the two players [1.1], filled by any kind of player — the
// person at this screen, a bot, a person on another computer — behind one interface, as
// KDE KNavalBattle's Entity. A game at this table (table.h) asks each seat for its setup
// and for its actions every turn and plays them through the Session, never asking what
// kind of player sits there.
#pragma once

#include "fleet.h"
#include "knowledge.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace ss::app {

class Seat : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("seats are made by the GameController")
    // "Alice", "Admiral (sampler)": how the game names this player.
    Q_PROPERTY(QString name READ name CONSTANT)
    Q_PROPERTY(Kind kind READ kind CONSTANT)
    // A bot is choosing on its thread (or a person has yet to answer).
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)

public:
    enum class Kind { Human, Bot, Remote };
    Q_ENUM(Kind)

    Seat(Player player, QString name, QObject* parent = nullptr)
        : QObject(parent), player_(player), name_(std::move(name))
    {
    }

    Player player() const { return player_; }
    virtual QString name() const { return name_; }
    virtual Kind kind() const = 0;
    bool thinking() const { return thinking_; }
    bool human() const { return kind() == Kind::Human; }
    // The record's tag for this player: a person's name, or "Bot: sampler (Admiral)".
    virtual std::string tag() const { return name_.toStdString(); }

    // The rules of the coming games [12.4; classic C1], set by the table before newGame.
    void set_rules(const Ruleset& rules) { rules_ = &rules; }
    const Ruleset& rules() const { return *rules_; }
    // A new game under this fleet rule; everything random derives from the seed.
    virtual void newGame(FleetRule rule, std::uint64_t seed) = 0;
    // Asks for the seat's setup [2.1]; the answer comes as setupChosen.
    virtual void askSetup() = 0;
    // Asks for the seat's actions for the coming turn from what its player knows
    // [2.2.1]; the answer comes as turnChosen.
    virtual void askTurn(const Knowledge& knowledge) = 0;
    // The game is abandoned: answers still to come are dropped.
    virtual void stop() = 0;

signals:
    void setupChosen(const std::vector<ss::ShipSpec>& ships);
    void turnChosen(const ss::Actions& actions);
    void thinkingChanged();

protected:
    void set_thinking(bool on)
    {
        if (on == thinking_)
            return;
        thinking_ = on;
        emit thinkingChanged();
    }

private:
    Player player_;
    QString name_;
    bool thinking_ = false;
    const Ruleset* rules_ = &rules_2_6_1();
};

} // namespace ss::app
