// One game [2]: two spaces, and turn resolution as the rules [4, 5, 7, 8] and the
// referee decisions D1-D8 of the record spec lay down: each player's half of the turn
// (half_turn.h) composed. A game in play, with its record and both players' knowledge,
// is a Session (session.h), the door every client uses.
#pragma once

#include "action.h"
#include "action_check.h"
#include "fleet.h"
#include "report.h"
#include "space.h"
#include "violation.h"

#include <array>
#include <optional>
#include <span>
#include <vector>

namespace ss {

class Game {
public:
    // Both fleets must be legal setups under the ruleset (ShipRules::validate_setup).
    Game(Fleet a, Fleet b, const Ruleset& rules = rules_2_6_1());
    // A game in play from both spaces as they stand at the start of `turn`, under the
    // spaces' ruleset (a world a player cannot tell from the true one: judge/seen_worlds.h).
    Game(Space a, Space b, int turn);

    const Ruleset& rules() const { return *space_[0].rules; }

    int turn() const { return turn_; } // the turn to be played next, from 1
    bool over() const { return end_.terminated; }
    const GameEnd& end() const { return end_; }
    const Space& space(Player p) const { return space_[index_of(p)]; }

    // What the player may do this turn, on the state at its start [2.4, D6].
    const Entitlements& entitlements(Player p) const { return entitled_[index_of(p)]; }

    // Why the player may not record these actions this turn, or nothing if they may.
    // The message names the player and the action; the rule is the one broken.
    std::optional<Violation> check(Player p, std::span<const Action> actions) const;

    // Whether these actions, recorded this turn, end the game by 2.3.2: the player could
    // make no action but kamikaze strikes and scans at the start of the turn, and records
    // only scans (or nothing).
    bool ends_game_2_3_2(Player p, std::span<const Action> actions) const;

    // Gives every beam weapon firing in the list its own death star [8.2], one whose
    // firing cells lie parallel to the beam [8.2.2.3], keeping the ships already named
    // where it can, and names them where the player has several [8.2.3.1]. When the beams
    // cannot all be fired, the list stays as it was and the reason is returned.
    std::optional<Violation> name_beam_ships(Player p, Actions& actions) const;

    // Measurement only (the solo benchmark's fleet that never shoots back): rule 2.3.2
    // is not applied to this player, so the game runs until their fleet is destroyed.
    void exempt_from_2_3_2(Player p) { exempt_[index_of(p)] = true; }

    // Plays one turn with both players' actions [2.2]. If either list breaks a rule (or
    // the game is over [2.3, D8]) nothing changes and the violation is returned.
    std::optional<Violation> play(std::span<const Action> a, std::span<const Action> b, TurnReport& report);

private:
    std::optional<Violation> check(Player p, std::span<const Action> actions, const Entitlements& e,
                                   std::vector<ActionUse>& uses) const;
    void compute_entitlements();

    std::array<Space, 2> space_;
    std::array<Entitlements, 2> entitled_; // for the coming turn [D6]
    int turn_ = 1;
    GameEnd end_;
    std::array<bool, 2> exempt_{};
    std::array<std::vector<ActionUse>, 2> uses_; // scratch, reused each turn
};

} // namespace ss
