// Checking a game played over the network once it has ended [1.4, 1.4.1, 2.2]. During play
// each player referees the other's strikes on their own space and reports the results,
// the ships destroyed and the flashcube data; nobody sees both fleets. At the end both
// reveal their setups and every action list, the game is refereed again from that record,
// and what a player was told during play is compared with what the rules give: the first
// difference is a false report, named by turn, cell and rule.
#pragma once

#include "knowledge.h"
#include "session.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace ss {

struct FalseReport {
    int turn = 0;
    Player liar = Player::A;
    // "B's report of turn 4 is false: Ry2 was a hit on B's kill cruiser, reported as a miss [5.2.3]"
    std::string text;
};

// `seen`: the turns player `me` was told during play, in order; `game`: the game refereed
// again from the revealed record; `names`: A's and B's names for the text. Nothing when
// every report `me` received was true. Reports about the opponent's own actions (their
// strikes as they made them) are compared too: a player who revealed at the end actions
// other than those they played is caught the same way.
std::optional<FalseReport> first_false_report(const Session& game, Player me, const std::vector<TurnView>& seen,
                                              const std::array<std::string, 2>& names = {"A", "B"});

} // namespace ss
