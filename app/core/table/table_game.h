// A game at this table: both players' seats here — a person against a bot, two people at
// one screen, two bots watched — played through one Session (table.h), the record kept as
// it goes. Two people at one screen share it (the controller hands it over between them);
// two bots watched play at the pace the watcher sets (watch_pace.h).
#pragma once

#include "game_in_play.h"
#include "guided_turns.h"
#include "table.h"
#include "watch_pace.h"

#include <array>
#include <memory>
#include <optional>

namespace ss::app {

class TableGame : public GameInPlay {
    Q_OBJECT
public:
    // The record kept by `records`, as one game of `match`; two bots paced by `pace`.
    TableGame(RecordKeeper& records, const Match* match, WatchPace* pace, QObject* parent = nullptr);

    // Takes the seats (A's, B's).
    void seat(const std::array<Seat*, 2>& seats) { table_.seat(seats); }
    // A new game: both seats are asked for their setups under their fleet rules (a
    // continued match's additional ships [10.3]).
    void begin(const std::array<FleetRule, 2>& rules, std::uint64_t seed, const Ruleset& ruleset)
    {
        table_.begin(rules, seed, ruleset);
    }
    // A game from its record: an unfinished one goes on, a finished one ends at once.
    void resume(std::unique_ptr<Session> session, std::uint64_t seed) { table_.resume(std::move(session), seed); }
    // The next game begun is guided (guided_turns.h): the weapons come in one a turn.
    void set_guided(bool guided) { table_.set_guided(guided); }

    Seat* seat(Player p) const override { return table_.empty() ? nullptr : table_[p]; }
    const Ruleset& ruleset() const override { return table_.ruleset(); }
    FleetRule fleet_rule() const override { return table_.rule(); }
    const Session* session() const override { return table_.session(); }
    int turn() const override { return session() ? session()->game().turn() : 0; }
    int turns_played() const override { return session() ? session()->turns_played() : 0; }
    const Knowledge* knowledge(Player p) const override { return session() ? &session()->knowledge(p) : nullptr; }
    const Fleet* shown_fleet(Player viewer) const override;
    bool shared_screen() const override { return people() == 2; }
    std::optional<Player> setup_awaited() const override;
    QString lay_out(Player p, const std::vector<ShipSpec>& ships, const Ruleset& rules, FleetRule rule) override;
    QString setup_locked() const override;
    std::optional<Player> turn_awaited() const override;
    const TurnRules* turn_rules(Player p) const override;
    QString submit(Player p, const Actions& actions) override;
    bool submitted(Player p) const override { return table_.chose_turn(p); }
    bool thinking() const override { return table_.bot_thinking(); }
    bool hint_allowed(Player viewer) const override;
    std::string bot_of(Player p) const override;
    QString record_withheld() const override;
    void leave() override { table_.clear(); }
    // Against a bot only: two people at one screen would read each other's (in settings).
    void keep_draft(Player p, const QString& text) override;
    QString kept_draft(Player p) const override;

private:
    int people() const;
    void ask_turns();
    void turn_played();

    RecordKeeper& records_;
    Table table_;
    WatchPace* pace_;
    mutable std::array<std::optional<GameTurnRules>, 2> turn_rules_;
    mutable std::array<std::optional<GuidedTurnRules>, 2> guided_rules_; // over turn_rules_, in a guided game
    std::pair<int, QString> kept_{-1, {}}; // the draft last kept
};

} // namespace ss::app
