// A player's half of a turn [2.2], refereed on their own space alone, as on paper: no
// step needs the opponent's fleet. Game::play is these halves composed for both players;
// network play runs them apart, one on each side, exchanging only what the rules reveal.
//
//   active player                              passive player
//   take_actions (effects on own space, D1)
//   visible_aspects  ───── aspects [2.2.2] ───▶ answer_aspects (effects, results, D2-D4)
//   receive_results ◀──── visible results ──── (the same outcomes, results filled in)
//   report_destroyed ──── destroyed ships ────▶ report_flashcube [7, D5]
//   Knowledge::learn, on both sides, from what was exchanged
#pragma once

#include "action.h"
#include "action_check.h"
#include "report.h"
#include "space.h"

#include <span>
#include <vector>

namespace ss {

// 2.2.1: the effects of the player's own checked actions on their space [D1]: missiles
// launched become fired [8.1.3.2] and kamikaze launch cells destroyed [4.5.3]. Writes the
// player's outcomes, results still to come, in reporting order: beams, then the other
// actions as written [D2, 11.7.1.1].
void take_actions(Space& own, std::span<const Action> actions, std::span<const ActionUse> uses,
                  std::vector<Outcome>& outcomes);

// 2.2.2: the visible aspects [5] of the player's outcomes as the opponent is told them:
// beam strikes, strikes, scans, then kamikaze deaths [11.7.1.1]; no missile launches and
// nothing of which ship fired or in which order the actions were written [8.1.3.3,
// 11.7.1.2].
void visible_aspects(std::span<const Outcome> outcomes, std::vector<Outcome>& aspects);

// 2.2.3: the opponent's visible aspects resolved on the player's own space: each strike's
// and beam strike's effect and result, with missile explosions [5.2, 5.3, 8.1.4, D3],
// then each scan's result [8.3.4.1, D4]; a kamikaze death has none [5.4.2]. The results
// are filled in, to be sent back, with a beam's burn-out [8.2.4], which they show.
// The aspects may come in reporting order or as the opponent's own outcomes (beams
// first, the rest as written, launches passed over): the results are the same.
void answer_aspects(Space& own, std::span<Outcome> aspects);

// The end of the turn [2.2]: cells the ruleset destroys only then (classic [5.1.3, 4.4.3,
// 6.6.3.1, C5]) are destroyed. Nothing waits under rules 2.6.1 [D1-D3].
void end_turn(Space& own);

// 2.2.3, back with the active player: the visible results received (the aspects as
// answered, in the order visible_aspects gave them) go into the player's outcomes, and a
// beam whose results burn it out is burnt out [8.2.4, 8.4, D7].
void receive_results(Space& own, std::span<Outcome> outcomes, std::span<const Outcome> answered);
// The player's beams whose results burn them out, burnt out [8.2.4, 8.4].
void burn_out_beams(Space& own, std::span<const Outcome> outcomes);

// 2.2.4: the player's ships destroyed in this turn (wholly destroyed now, not before it),
// for the report to the opponent; flashcube data still to come.
void report_destroyed(const Space& own, CellSet destroyed_before, std::vector<DestroyedShip>& out);

// 7: the flashcube data the player reports for the cells of a ship the opponent lost,
// from their own space at the end of the turn [7.1, 7.2, D5].
void report_flashcube(const Space& own, CellSet cells, DestroyedShip& ship);

} // namespace ss
