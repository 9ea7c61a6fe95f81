// A player on another computer (docs/network-protocol.md): their setup and actions never
// reach this program during the game [1.4] — they are committed to and referee'd on the
// other side, and revealed only at the end. The seat names them and says whether the
// game waits for them; the game itself is played by NetworkGame (network_game.h).
#pragma once

#include "seat.h"

namespace ss::app {

class RemoteSeat : public Seat {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("seats are made by the GameController")
public:
    using Seat::Seat;
    Kind kind() const override { return Kind::Remote; }
    void newGame(FleetRule, std::uint64_t) override { set_thinking(false); }
    void askSetup() override { set_thinking(true); }
    void askTurn(const Knowledge&) override { set_thinking(true); }
    void stop() override { set_thinking(false); }
    // The other side has committed to its setup or its turn, or is asked for the next.
    void set_choosing(bool on) { set_thinking(on); }
};

} // namespace ss::app
