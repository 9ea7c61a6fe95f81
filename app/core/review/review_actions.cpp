#include "review_actions.h"

#include "turn_log.h"

namespace ss::app {

std::vector<ReviewAction> review_actions(const Session& game, int turn, Player viewer, const std::array<QString, 2>& names)
{
    std::vector<ReviewAction> out;
    if (turn < 1 || turn > game.turns_played())
        return out;
    for (Player p : {viewer, other(viewer)}) {
        const bool mine = p == viewer;
        // Each player's own view of the turn lists all their actions, missile launches
        // included [8.1.3]; the other player sees only their visible aspects [5].
        for (const Outcome& o : game.knowledge(p).history()[static_cast<std::size_t>(turn - 1)].own) {
            ReviewAction a;
            a.text = names[mine ? 0 : 1] + ": " + describe_outcome(o);
            a.by_viewer = mine;
            CellSet struck, launched;
            if (o.kind == ActionKind::Missile || o.kind == ActionKind::Kamikaze)
                launched.insert(o.target[0]); // in the player's own space [8.1.3.1, 4.5.1]
            else
                for (int i = 0; i < (o.kind == ActionKind::Beam ? o.cells : 1); ++i)
                    struck.insert(o.target[i]);
            for (Cell c : o.explosions)
                struck.insert(c);
            a.own_cells = mine ? launched : struck;
            a.opponent_cells = mine ? struck : launched;
            out.push_back(a);
        }
    }
    return out;
}

} // namespace ss::app
