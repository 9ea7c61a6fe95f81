// The referee: plays a record's games through the engine and derives every result
// [1.4.1, spec 2]. Single games, scored matches [9] and continued matches [10].
#pragma once

#include "fleet.h"
#include "game.h"
#include "record.h"
#include "report.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace ss {

struct RefereedGame {
    std::string rules;                     // "2.6.1"
    FleetRule fleet_rule;                  // as the Fleet tag asks [3.7, 3.7.1]
    std::array<int, 2> additional{};       // cost of each player's additional ships [10.3]
    std::array<Fleet, 2> fleets;
    std::vector<TurnReport> turns;         // one per turn line pair
    GameEnd end;
    // A game won on time whose loser never revealed its fleet (GameRecord::unrevealed):
    // no turns, no end by the rules; only the winner's fleet.
    std::optional<Player> unrevealed;
};

enum class MatchKind { Single, Scored, Continued };

struct RefereedMatch {
    MatchKind kind = MatchKind::Single;
    std::vector<RefereedGame> games;
    // Overall scores: the sums of the games' scores [9.4].
    std::array<int, 2> overall() const;
};

std::string_view to_string(MatchKind kind);

// Referees every game of a record. Throws RecordError naming the line and rule of the
// first problem: an illegal setup, an action the rules forbid, a turn after the end.
RefereedMatch referee(const Record& record);

// The fleet rule a game's tags ask for ([Fleet "standard"] or [Fleet "cost N"]).
FleetRule fleet_rule_of(const GameRecord& game);

} // namespace ss
