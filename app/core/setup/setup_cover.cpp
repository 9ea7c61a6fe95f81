// The setup's cover in words (issue 24's yardstick for the Admiral's own setup, said to the
// player: a playtest lost to the Admiral from the setups, at 3 %, with no word why): how
// well the fleet laid out keeps off the cells shooters try first (setup_cover, bots/bot.h).
// Not a promise: playtest 18 read "well hidden" as one, and lost 0-5 to lucky shots;
// playtest 43 too, its death star hit in turn 1 by the Commodore.
#include "setup_controller.h"

#include <QtMath>

namespace ss::app {

QString SetupController::cover() const
{
    if (cover_ < 0)
        return {};
    const int share = qRound(100 * cover_);
    if (share >= 99)
        return tr("Hidden well from a first search: better than almost any random layout, its ships off the cells shooters try first. It slows a search down; a lucky shot, or a bot that has learnt where you hide, still finds them");
    if (cover_ >= 0.75)
        return tr("Hidden well from a first search: better than %1% of random layouts, its ships off the cells shooters try first. It slows a search down; a lucky shot, or a bot that has learnt where you hide, still finds them").arg(share);
    if (cover_ >= 0.4)
        return tr("Hidden about as well as a random layout (better than %1% of them): ships at the edges and corners are found later").arg(share);
    return tr("Easy to find: better hidden than only %1% of random layouts, its ships where shooters look first; edges and corners are found later").arg(share);
}

} // namespace ss::app
