// The two seats at a game (seat.h) and what each has chosen in the step under way: its
// setup [2.1], or its actions for the turn [2.2.1]. Who sits where makes the mode — a
// person against a bot, two people at one screen, two bots — and says how the players
// are named to whoever reads the screen.
#pragma once

#include "game_options.h"
#include "human_seat.h"
#include "seat.h"
#include "session.h"

#include <QObject>
#include <QPointer>

#include <array>
#include <optional>

namespace ss::app {

class Table : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~Table() override { clear(); }

    // Takes the seats (A's, B's); the seats there before are stopped and deleted.
    void seat(const std::array<Seat*, 2>& seats);
    void clear();
    bool empty() const { return !seat_[0]; }
    Seat* operator[](Player p) const { return seat_[index_of(p)]; }
    // The person in this seat, or nullptr for a bot.
    HumanSeat* human(Player p) const { return qobject_cast<HumanSeat*>(seat_[index_of(p)].data()); }
    GameOptions::Mode mode() const { return mode_; }
    bool bot_thinking() const;
    // A's and B's names as the reader knows them: "You" for the reader's own seat when a
    // person sits there (no reader: both by name).
    std::array<QString, 2> names(std::optional<Player> reader) const;

    // A new game for both seats; everything random derives from the seed (B's seat gets
    // the seed itself, as when B was always the bot, so seeded games play as they did).
    void new_game(FleetRule rule, std::uint64_t seed);
    // Asks both seats; the answers come as setupChosen and turnChosen.
    void ask_setups();
    void ask_turns(const Session& session);
    const std::optional<std::vector<ShipSpec>>& setup(Player p) const { return setups_[index_of(p)]; }
    bool chose_turn(Player p) const { return actions_[index_of(p)].has_value(); }
    bool setups_chosen() const { return setups_[0] && setups_[1]; }
    bool turns_chosen() const { return actions_[0] && actions_[1]; }
    // Both players' actions, taken for the turn to be played.
    std::array<Actions, 2> take_turns();

signals:
    void setupChosen(ss::Player p);
    void turnChosen(ss::Player p);
    void thinkingChanged();
    void seatsChanged();

private:
    std::array<QPointer<Seat>, 2> seat_;
    GameOptions::Mode mode_ = GameOptions::Mode::AgainstBot;
    std::array<std::optional<std::vector<ShipSpec>>, 2> setups_;
    std::array<std::optional<Actions>, 2> actions_;
};

} // namespace ss::app
