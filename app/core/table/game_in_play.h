// The game in play, whatever plays it — the one thing the GameController holds of a game
// being played, as KDE KNavalBattle's controller holds its players. Two kinds today:
//   - TableGame (table_game.h): both players at this table, played through one Session —
//     a person against a bot, two people at one screen, two bots watched;
//   - NetworkGame (network/network_game.h): a person here against a person on another
//     computer, this side's space refereed here and the other's never seen before the end.
// A new kind of game is one more implementation and one line where the GameController
// makes games. The controller never asks which kind it holds.
#pragma once

#include "knowledge.h"
#include "seat.h"
#include "session.h"
#include "turn_log.h" // you()
#include "turn_rules.h"

#include <QObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace ss::app {

class GameInPlay : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // The players [1.1]; nullptr until known (a network game before the other side answers).
    virtual Seat* seat(Player p) const = 0;
    // The person at this screen; of two, or of none, the first player [1.1].
    Player home_player() const
    {
        const Seat* a = seat(Player::A);
        const Seat* b = seat(Player::B);
        return b && b->human() && !(a && a->human()) ? Player::B : Player::A;
    }
    // The players' names as read at this screen by `viewer`: the person at the screen reads
    // "You"; at the end of a game between two people at one screen both read the result,
    // so both are named.
    std::array<QString, 2> reader_names(Player viewer, bool at_end) const
    {
        std::array<QString, 2> out;
        for (Player p : {Player::A, Player::B})
            if (const Seat* s = seat(p)) {
                const bool both_read = at_end && seat(other(p)) && seat(other(p))->human();
                out[index_of(p)] = s->human() && !both_read && p == viewer ? you() : s->name();
            }
        return out;
    }
    // A person at this screen, as `viewer`, has submitted and waits for a player who is not
    // at this screen.
    bool waiting_on_other(Player viewer) const
    {
        const Seat* mine = seat(viewer);
        const Seat* theirs = seat(other(viewer));
        return mine && theirs && mine->human() && !theirs->human() && submitted(viewer);
    }
    // The rules the game is played by [12.4; classic C1], and its fleet rule [3.7].
    virtual const Ruleset& ruleset() const = 0;
    virtual FleetRule fleet_rule() const = 0;
    // The whole game, every setup and action, when this program has it: a game at this
    // table always (once both setups are in), a game played apart only once both sides
    // have revealed everything at its end [1.4.1]; else nullptr.
    virtual const Session* session() const = 0;
    // The turn being chosen (1 the first), and the turns played.
    virtual int turn() const = 0;
    virtual int turns_played() const = 0;
    // What `p` knows, for the views [1.4]; nullptr before the game begins.
    virtual const Knowledge* knowledge(Player p) const = 0;
    // The other player's whole fleet, shown to `viewer` while the game goes on when no
    // person plays it (two bots watched); else nullptr.
    virtual const Fleet* shown_fleet(Player) const { return nullptr; }
    // Two people share this screen, which is handed over between them.
    virtual bool shared_screen() const { return false; }

    // The person at this screen whose fleet the game waits for, if any.
    virtual std::optional<Player> setup_awaited() const = 0;
    // Hands in the fleet laid out on the setup screen by its rules: "" when taken, else
    // why not ("message [rule]").
    virtual QString lay_out(Player p, const std::vector<ShipSpec>& ships, const Ruleset& rules, FleetRule rule) = 0;
    // Why the setup screen's fleet cannot be changed now ("" when it can).
    virtual QString setup_locked() const = 0;

    // The person at this screen who enters the coming turn, if any (the first of two
    // people at one screen who has not chosen).
    virtual std::optional<Player> turn_awaited() const = 0;
    // What `p` may record this turn, for the turn entry [2.4].
    virtual const TurnRules* turn_rules(Player p) const = 0;
    // The turn `p` committed to before this program stopped, in notation ("" none).
    virtual QString submitted_text(Player) const { return {}; }
    // The actions `p` has chosen so far this turn, kept should the program stop before they
    // are submitted, and read back when the game is resumed ("" none).
    virtual void keep_draft(Player, const QString&) {}
    virtual QString kept_draft(Player) const { return {}; }
    // Hands in a person's actions: "" when taken, else why not.
    virtual QString submit(Player p, const Actions& actions) = 0;
    // `p` has chosen this turn's actions, and they stand.
    virtual bool submitted(Player p) const = 0;
    // A bot is choosing on its thread.
    virtual bool thinking() const = 0;
    // The hint (the analysis in play) may be offered to the person at `viewer`'s seat.
    virtual bool hint_allowed(Player) const { return false; }
    // The built-in bot that plays this side ("random", "hunter", …), or "" for a person.
    virtual std::string bot_of(Player) const { return {}; }
    // Why a copy of the record cannot be saved now ("" when session() has it whole).
    virtual QString record_withheld() const = 0;
    // The game is left: answers still to come are dropped.
    virtual void leave() = 0;

signals:
    void seatsChanged();
    // A person's or a bot's fleet is in [2.1].
    void setupChosen(ss::Player p);
    // Both players are asked for this turn's actions [2.2.1]; one has chosen.
    void turnAsked();
    void turnChosen(ss::Player p);
    // A turn was played and nobody here is asked yet (two bots watched: the next is paced).
    void turnPlayed();
    // The game ended [2.3]: session() has it whole.
    void ended();
    // The game cannot go on: why.
    void failed(const QString& why);
    // A problem to show (a save that failed), or "" when the last one is over.
    void warned(const QString& why);
    // Something to tell the player ("Your fleet is committed: waiting for Ann's"), "" none.
    void told(const QString& notice);
    // Who is choosing or waiting changed.
    void progressChanged();
};

} // namespace ss::app
