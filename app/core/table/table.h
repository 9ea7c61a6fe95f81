// The table a game is played at: its two seats (seat.h), the game in play between them
// (a Session) and its record, kept by the RecordKeeper. The table asks both seats for
// their setups [2.1] and, each turn, for their actions [2.2.1]; once both have chosen, it
// plays the turn through the session and saves the record. A seat that answers against
// the rules forfeits [spec 2].
//
// What the screen shows, and when it is handed over, is the GameController's.
#pragma once

#include "human_seat.h"
#include "match.h"
#include "record_keeper.h"
#include "seat.h"
#include "session.h"

#include <QObject>
#include <QPointer>

#include <array>
#include <memory>
#include <optional>

namespace ss::app {

class Table : public QObject {
    Q_OBJECT
public:
    explicit Table(RecordKeeper& records, QObject* parent = nullptr) : QObject(parent), records_(records) {}
    ~Table() override { clear(); }

    // Takes the seats (A's, B's); the seats and game there before are dropped.
    void seat(const std::array<Seat*, 2>& seats);
    void clear();
    bool empty() const { return !seat_[0]; }
    Seat* operator[](Player p) const { return seat_[index_of(p)]; }
    // The person in this seat, or nullptr for a bot.
    HumanSeat* human(Player p) const { return qobject_cast<HumanSeat*>(seat_[index_of(p)].data()); }
    bool bot_thinking() const;

    // A new game under the fleet rule: both seats are asked for their setups, and once
    // both have chosen the game begins (started). Everything random derives from the seed
    // (B's seat gets the seed itself, as when B was always the bot).
    void begin(FleetRule rule, std::uint64_t seed, const Ruleset& ruleset = rules_2_6_1())
    {
        begin({rule, rule}, seed, ruleset);
    }
    // The same with each player's fleet rule (a continued match's additional ships [10.3]).
    void begin(const std::array<FleetRule, 2>& rules, std::uint64_t seed, const Ruleset& ruleset = rules_2_6_1());
    // The rules the games are played by [12.4; classic C1].
    const Ruleset& ruleset() const { return *ruleset_; }
    // The match the games belong to (the controller's): the first game is tagged as the
    // match's, every save writes the whole match in one file [spec 1.1].
    void set_match(const Match* match) { match_ = match; }
    // Shows another game (an earlier one of the match, for review): no seat is asked.
    void show(std::unique_ptr<Session> session) { session_ = std::move(session); }
    // A game from its record: an unfinished one goes on (started), a finished one is
    // only shown (ended).
    void resume(std::unique_ptr<Session> session, std::uint64_t seed);
    // Setups are being chosen: the game has not begun.
    bool starting() const { return !empty() && !session_; }
    FleetRule rule() const { return rules_[0]; }
    const std::optional<std::vector<ShipSpec>>& setup(Player p) const { return setups_[index_of(p)]; }
    const Session* session() const { return session_.get(); }

    // A guided game (guided_turns.h): the weapons come in one a turn, for both sides; set
    // before begin(), read from the record's [Guided] tag by resume().
    void set_guided(bool guided) { guided_ = guided; }
    bool guided() const { return guided_; }

    // Asks both seats for their actions for the coming turn.
    void ask_turns();
    bool chose_turn(Player p) const { return actions_[index_of(p)].has_value(); }

signals:
    void setupChosen(ss::Player p);
    void started();
    void turnChosen(ss::Player p);
    // Both players chose: the turn is played and the record saved.
    void turnPlayed();
    // The game ended [2.3], or a player forfeited.
    void ended();
    void saveFailed(const QString& why);
    void thinkingChanged();
    void seatsChanged();

private:
    void new_game(std::uint64_t seed);
    void setup_chosen(Player p, const std::vector<ShipSpec>& ships);
    void turn_chosen(Player p, const Actions& actions);
    void save();

    RecordKeeper& records_;
    std::array<QPointer<Seat>, 2> seat_;
    std::array<FleetRule, 2> rules_;
    const Ruleset* ruleset_ = &rules_2_6_1();
    const Match* match_ = nullptr;
    bool guided_ = false;
    std::array<std::optional<std::vector<ShipSpec>>, 2> setups_;
    std::array<std::optional<Actions>, 2> actions_;
    std::unique_ptr<Session> session_;
};

} // namespace ss::app
