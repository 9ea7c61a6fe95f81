// A game played apart: the person at this screen against a person on another computer
// (docs/network-protocol.md), as one GameInPlay. Until its end there is no Session here —
// the other fleet never reaches this program [1.4] — so the views show this side's
// knowledge (OwnSide), turns are entered against OwnSide's rules, and the NetGame of
// NetworkPlay plays them. At the end both sides reveal everything: the record, refereed
// whole, is saved with the verdict, and session() has it for review like any game.
#pragma once

#include "game_in_play.h"
#include "human_seat.h"
#include "network_play.h"
#include "record_keeper.h"
#include "remote_seat.h"
#include "setup_controller.h"

#include <memory>

namespace ss::app {

class NetworkGame : public GameInPlay {
    Q_OBJECT
public:
    // Plays the game `network` hosts, joins or resumes, as the person named `name`; the
    // setup screen takes the host's rules [12.4, 3.7] once they are known, and the whole
    // record is kept by `records` at the end.
    NetworkGame(NetworkPlay& network, SetupController& setup, RecordKeeper& records, const QString& name,
                QObject* parent = nullptr);
    ~NetworkGame() override;

    // Goes on with the game NetworkPlay has just resumed: seated, and the turn asked.
    void resumed();

    Seat* seat(Player p) const override { return seats_[index_of(p)].get(); }
    const Ruleset& ruleset() const override;
    FleetRule fleet_rule() const override;
    const Session* session() const override { return session_.get(); }
    int turn() const override;
    int turns_played() const override;
    const Knowledge* knowledge(Player p) const override;
    std::optional<Player> setup_awaited() const override;
    QString lay_out(Player p, const std::vector<ShipSpec>& ships, const Ruleset& rules, FleetRule rule) override;
    QString setup_locked() const override;
    std::optional<Player> turn_awaited() const override;
    const TurnRules* turn_rules(Player p) const override;
    QString submitted_text(Player p) const override;
    QString submit(Player p, const Actions& actions) override;
    bool submitted(Player p) const override;
    bool thinking() const override { return false; }
    QString record_withheld() const override;
    void leave() override;

private:
    const NetGame* net() const { return network_.game(); }
    RemoteSeat* remote() const;
    void seat_players();
    void setup_needed();
    void turn_needed();
    void finished();
    void lost(const QString& why);

    NetworkPlay& network_;
    SetupController& setup_;
    RecordKeeper& records_;
    QString name_;
    // Won on time before the other side revealed its fleet: that record is kept, and the
    // whole one, should the reveal come after all, replaces it in the same file.
    bool kept_unrevealed_ = false;
    std::array<std::unique_ptr<Seat>, 2> seats_;
    std::unique_ptr<Session> session_; // at the end, the whole game
};

} // namespace ss::app
