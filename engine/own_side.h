// One player's side of a game played apart [1.4, 2.2], as over a network: their own space
// in full and the other's only through what is exchanged — the half-turn (half_turn.h) run
// on one side. Each turn, in the order of docs/network-protocol.md:
//
//   choose(actions)          → my visible aspects, to send [2.2.1, 2.2.2]
//   answer(their aspects)    → their aspects with my space's results, to send back [2.2.3]
//   receive(my results)        the results of my aspects, as they answered them
//   destroyed()              → my ships destroyed this turn, to report [2.2.4]
//   flashcube(their ships)   → my flashcube data for the cells of their ships destroyed [7]
//   status()                 → whether I still have ships, stalled by 2.3.2, my materiel
//   finish(their ships, the flashcube data they gave, their status)
//                              → the turn as I saw it, learnt (Knowledge), and the end [2.3]
//
// Two sides exchanging honestly see exactly the turns a Session gives each player.
#pragma once

#include "action_check.h"
#include "knowledge.h"
#include "turn_rules.h"

#include <optional>
#include <vector>

namespace ss {

// What a player says of their own side at the end of a turn, for termination [2.3].
struct SideStatus {
    bool has_ships = true;  // [2.3.1]
    bool stalled = false;   // could make only kamikaze strikes and scans, and recorded only scans [2.3.2]
    int materiel = 0;       // remaining materiel, the score [2.3.3, 2.3.5]
    friend bool operator==(const SideStatus&, const SideStatus&) = default;
};

class OwnSide : public TurnRules {
public:
    OwnSide(Player me, Fleet own, const Ruleset& rules = rules_2_6_1());

    // What this player may record in the coming turn (turn entry asks these).
    Player player() const override { return knowledge_.player(); }
    const Space& own() const override { return knowledge_.own(); }
    const Entitlements& entitlements() const override { return entitlements_; }
    std::optional<Violation> check(const Actions& actions) const override;

    const Knowledge& knowledge() const { return knowledge_; }
    int turn() const { return knowledge_.turns_seen() + 1; }
    bool over() const { return end_.terminated; }
    const GameEnd& end() const { return end_; }

    // Why the player may not record these actions, or nothing; when they may, their
    // effects on the player's own space [D1] and the visible aspects to send.
    std::optional<Violation> choose(const Actions& actions, std::vector<Outcome>& aspects);
    // The other player's aspects answered on this space [2.2.3, D2-D4].
    std::vector<Outcome> answer(std::vector<Outcome> their_aspects);
    // The results of this player's aspects, as the other answered them: false when they
    // do not answer the aspects sent (another number, kind or cell) — a protocol error.
    bool receive(const std::vector<Outcome>& answered);
    // This player's ships destroyed this turn [2.2.4], as the other will see them.
    std::vector<SeenShip> destroyed() const;
    // Flashcube data for the cells of the other's ships destroyed this turn [7.2].
    std::vector<FlashcubeCell> flashcube(CellSet cells) const;
    SideStatus status() const;
    // Ends the turn: the other's ships destroyed (with this player's flashcube data for
    // them), the flashcube data the other gave for this player's ships, in their order,
    // and the other's status. Returns the turn as this player saw it.
    const TurnView& finish(std::vector<SeenShip> their_destroyed, const std::vector<FlashcubeCell>& their_flashcube,
                           const SideStatus& theirs);

private:
    Knowledge knowledge_;
    Entitlements entitlements_; // for the coming turn [2.4, D6]
    Space space_;          // this turn's working copy of the own space
    Actions actions_;
    std::vector<ActionUse> uses_;
    std::vector<Outcome> outcomes_;   // this player's, results filled in by receive()
    std::vector<Outcome> answered_;   // the other's aspects with this space's results
    CellSet destroyed_before_;
    bool stalls_ = false;
    GameEnd end_;
    TurnView view_;
};

} // namespace ss
