// What one player knows [1.4, 11.3]: their own space in full; of the opponent only the
// results of their own strikes and scans, the opponent's visible aspects [5] (strikes and
// beam strikes on them, scans, kamikaze deaths), ships revealed as destroyed [2.2.4] and
// the flashcube data received [7]. The GUI draws from it and bots play from it.
//
// Knowledge is built only from TurnViews, and a TurnView (view_of) holds only what the
// rules let the player see, so nothing hidden can leak through it.
#pragma once

#include "fleet.h"
#include "game.h"
#include "report.h"
#include "space.h"

#include <vector>

namespace ss {

// A ship one player reports destroyed [2.2.4], as the other player sees it.
struct SeenShip {
    ShipType type{};
    std::uint8_t identity = 0; // 0 unless its owner has several of the type [11.6.2]
    CellSet cells;
    // The other player's flashcube data for the same cells [7.1].
    std::vector<FlashcubeCell> flashcube;
    friend bool operator==(const SeenShip&, const SeenShip&) = default;
};

// Everything one player learns in one turn: the bot protocol's `seen` object.
struct TurnView {
    int turn = 0;
    // The player's own actions and their results, in reporting order.
    std::vector<Outcome> own;
    // The player's own ships destroyed this turn, with the opponent's flashcube data.
    std::vector<SeenShip> own_destroyed;
    // The opponent's visible aspects [5, 11.7.1.1]: beam strikes, strikes, scans, then
    // kamikaze deaths; no missile launches, no action indices, no firing ship.
    std::vector<Outcome> opponent;
    // The opponent's ships destroyed this turn, with this player's flashcube data.
    std::vector<SeenShip> opponent_destroyed;
    GameEnd end;
    friend bool operator==(const TurnView&, const TurnView&) = default;
};

// What player p sees of a turn the game has just played.
TurnView view_of(const Game& game, const TurnReport& report, Player p);

class Knowledge {
public:
    Knowledge(Player me, Fleet own_fleet, const Ruleset& rules = rules_2_6_1());
    const Ruleset& rules() const { return *own_.rules; }

    // Learns one turn; views must come in turn order.
    void learn(const TurnView& view);

    Player player() const { return me_; }
    int turns_seen() const { return static_cast<int>(history_.size()); }
    const std::vector<TurnView>& history() const { return history_; }

    // The player's own space as they record it [11.3.1, 11.3.2].
    const Space& own() const { return own_; }
    // What the player may do next turn [D6].
    Entitlements entitlements() const { return ss::entitlements(own_, turns_seen() + 1); }

    // The opponent's space as far as it is known [11.3.4, 11.3.5]:
    // cells known to hold no ship (misses, empty scans, empty flashcube data);
    CellSet opponent_empty() const { return opp_empty_; }
    // cells known to belong to ships (hits, duplicate hits, scans, explosions, kamikaze
    // deaths, revealed ships, flashcube data);
    CellSet opponent_ship() const { return opp_ship_; }
    // the opponent's destroyed cells. Every way a cell is destroyed is seen by the other
    // player (hits, explosions, kamikaze deaths), so this is exact.
    CellSet opponent_destroyed() const { return opp_destroyed_; }
    // cells seen to explode: missiles [8.1.4.2].
    CellSet opponent_missiles() const { return opp_missiles_; }
    // The opponent's ships reported destroyed, in the order reported.
    const std::vector<SeenShip>& opponent_revealed() const { return revealed_; }
    // Flashcube data received about the opponent's cells, in the order received [7.2].
    const std::vector<FlashcubeCell>& flashcube_received() const { return flashcube_; }

    friend bool operator==(const Knowledge& a, const Knowledge& b)
    {
        return a.me_ == b.me_ && a.history_ == b.history_ && a.opp_empty_ == b.opp_empty_ &&
               a.opp_ship_ == b.opp_ship_ && a.opp_destroyed_ == b.opp_destroyed_ &&
               a.opp_missiles_ == b.opp_missiles_ && a.revealed_ == b.revealed_ && a.flashcube_ == b.flashcube_;
    }

    // A digest of everything the player knows: their own space's state, what they know of
    // the opponent's and every turn seen (FNV-1a; equal knowledge, equal digest). For
    // checking that a game reopened from its record shows the same states at every turn.
    std::uint64_t digest() const;

private:
    Player me_;
    Space own_;
    std::vector<TurnView> history_;
    CellSet opp_empty_, opp_ship_, opp_destroyed_, opp_missiles_;
    std::vector<SeenShip> revealed_;
    std::vector<FlashcubeCell> flashcube_;
};

} // namespace ss
