// After-game statistics from a record: each side's hits per turn and remaining materiel
// over the game [2.3.5], what each weapon did, and when each ship was found and
// destroyed. Everything is read from a replay of the record, so the figures are those the
// referee would give.
#pragma once

#include "fleet.h"
#include "record.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace ss {

// What one kind of action did over a game. A missile's or kamikaze strike's target is
// written as one more strike [11.5.3, 11.5.5], so its hit counts with the strikes'.
struct WeaponTally {
    int used = 0;  // strikes, beam firings, missiles launched, kamikaze strikes, scans
    int cells = 0; // cells struck or scanned (a beam strikes three [8.2.1])
    int hits = 0;  // cells hit (strikes, beams), or found to hold a ship (scans)
};

// One ship of a player's fleet, and the turns it was found and destroyed (0: never).
struct ShipFate {
    ShipType type{};
    std::string label; // "KC", or "AG2" [11.6.2]
    int found = 0;     // the first turn the opponent learnt one of its cells is a ship cell
    int destroyed = 0; // the turn its last cell was destroyed [3.10]
};

struct SideStatistics {
    // The opponent's cells this player destroyed each turn (strikes, beam strikes, missile
    // explosions [5, 8.1.4]); index 0 is turn 1.
    std::vector<int> hits;
    // This player's remaining materiel [2.3.5] before turn 1 (index 0) and after each turn.
    std::vector<int> materiel;
    WeaponTally strikes, beams, missiles, kamikaze, scans;
    // Missile explosions this player's strikes set off in the opponent's space, in cells
    // [8.1.4.2].
    int explosions = 0;
    std::vector<ShipFate> ships; // this player's ships, in fleet order
};

struct GameStatistics {
    int turns = 0;
    std::array<SideStatistics, 2> side;
    const SideStatistics& of(Player p) const { return side[index_of(p)]; }
};

// Throws RecordError as Session::replay does for a record that breaks a rule. `rules`:
// each player's fleet rule, when not the [Fleet] tag's (a continued match's later games).
GameStatistics game_statistics(const GameRecord& record, const std::optional<std::array<FleetRule, 2>>& rules = std::nullopt);

} // namespace ss
