// The person at this screen: their setup comes from the setup screen and their actions
// from the turn panel, handed in by the GameController when they press Start or Submit.
#pragma once

#include "seat.h"

namespace ss::app {

class HumanSeat : public Seat {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("seats are made by the GameController")
public:
    using Seat::Seat;
    Kind kind() const override { return Kind::Human; }
    void newGame(FleetRule, std::uint64_t) override { set_thinking(false); }
    void askSetup() override { set_thinking(true); }
    void askTurn(const Knowledge&) override { set_thinking(true); }
    void stop() override { set_thinking(false); }

    // What the person chose.
    void chooseSetup(const std::vector<ShipSpec>& ships)
    {
        set_thinking(false);
        emit setupChosen(ships);
    }
    void chooseTurn(const Actions& actions)
    {
        set_thinking(false);
        emit turnChosen(actions);
    }
};

} // namespace ss::app
