// What a turn produced [2.2]: each action's visible results [5, 8], the ships each player
// reports destroyed with the flashcube data returned for them [2.2.4, 7], and whether
// the game terminated [2.3].
#pragma once

#include "action.h"
#include "cell.h"
#include "player.h"
#include "ship_type.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace ss {

enum class StrikeResult : std::uint8_t { Miss, Hit, Duplicate }; // [5.2.2-5.2.4]
enum class ScanResult : std::uint8_t { Empty, Ship, Destroyed }; // [8.3.4.1]

std::string_view to_string(StrikeResult r); // "miss", "hit", "duplicate"
std::string_view to_string(ScanResult r);   // "empty", "ship", "destroyed"

// Cells where missile explosions are reported [8.1.4.2]: a target, then the cells of its
// ship the explosion destroyed; each cell once (a classic beam's five strikes may explode
// up to five missiles of several destroyers [classic C7]).
struct Explosions {
    std::array<Cell, 15> cell{};
    std::uint8_t count = 0;
    void add(Cell c) { cell[count++] = c; }
    bool contains(Cell c) const
    {
        for (std::uint8_t i = 0; i < count; ++i)
            if (cell[i] == c)
                return true;
        return false;
    }
    void add_once(Cell c)
    {
        if (!contains(c))
            add(c);
    }
    const Cell* begin() const { return cell.data(); }
    const Cell* end() const { return cell.data() + count; }
    friend bool operator==(const Explosions&, const Explosions&) = default;
};

// One entry of a player's results, in reporting order: beams first, then the other
// actions as written [D2, 11.7.1.1].
struct Outcome {
    ActionKind kind = ActionKind::Strike;
    std::uint16_t action = 0;          // index of the action in the list as written
    std::array<Cell, 5> target{};      // strike/scan: [0]; beam: each struck cell; missile/kamikaze: launch in [0]
    std::array<StrikeResult, 5> result{}; // strike: [0]; beam: one per target
    std::uint8_t cells = 1;            // targets: 1, or a beam's 3 [8.2.1] or 5 [classic 6.1.3.2]
    ScanResult scan = ScanResult::Empty;
    bool burnout = false;              // beam [8.2.4, D7]
    std::uint8_t ship = 0;             // beam: index of the firing death star in the fleet
    Explosions explosions;
    friend bool operator==(const Outcome&, const Outcome&) = default;
};

// Flashcube data for one cell [7.2].
struct FlashcubeCell {
    Cell cell;
    bool ship = false;
    ShipType type = ShipType::DeathStar;
    std::uint8_t identity = 0; // 0 unless the reporting player has several of the type [7.2.4]
    bool destroyed = false;
    friend bool operator==(const FlashcubeCell&, const FlashcubeCell&) = default;
};

// A ship its owner reports destroyed this turn, with the opponent's flashcube data for
// its cells, in cell order [2.2.4, 7.1, D5].
struct DestroyedShip {
    std::uint8_t ship = 0; // index in its owner's fleet
    std::array<FlashcubeCell, 8> flashcube{};
    std::uint8_t count = 0;
    const FlashcubeCell* begin() const { return flashcube.data(); }
    const FlashcubeCell* end() const { return flashcube.data() + count; }
};

struct SideReport {
    std::vector<Outcome> outcomes;       // this player's actions and their results
    std::vector<DestroyedShip> destroyed; // this player's own ships destroyed this turn
    void clear()
    {
        outcomes.clear();
        destroyed.clear();
    }
};

struct GameEnd {
    bool terminated = false;
    std::string_view rule;        // "2.3.1" or "2.3.2"
    std::array<int, 2> score{};   // remaining materiel [2.3.3, 2.3.5]
    // 2.3.2: which players, able only to make kamikaze strikes and scans, recorded only scans.
    std::array<bool, 2> stalled{};
    // The winner [2.3.4]; draw when the scores are equal.
    bool draw() const { return score[0] == score[1]; }
    Player winner() const { return score[0] > score[1] ? Player::A : Player::B; }
    friend bool operator==(const GameEnd&, const GameEnd&) = default;
};

struct TurnReport {
    int turn = 0;
    std::array<SideReport, 2> side;
    GameEnd end;
    const SideReport& of(Player p) const { return side[index_of(p)]; }
};

} // namespace ss
