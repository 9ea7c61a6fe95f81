// A player who is only shown, never asked: a program named in a finished record that this
// game does not have ("Bot: my-bot 2.1"), seated for its review by its tag.
#pragma once

#include "seat.h"

namespace ss::app {

class ShownSeat : public Seat {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("seats are made by the GameController")
public:
    ShownSeat(Player player, const std::string& tag, QObject* parent = nullptr)
        : Seat(player, QString::fromStdString(tag), parent), tag_(tag)
    {
    }
    Kind kind() const override { return Kind::Bot; }
    std::string tag() const override { return tag_; }
    void newGame(FleetRule, std::uint64_t) override {}
    void askSetup() override {}
    void askTurn(const Knowledge&) override {}
    void stop() override {}

private:
    std::string tag_;
};

} // namespace ss::app
