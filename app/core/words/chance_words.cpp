#include "chance_words.h"

namespace ss::app {

QString ChanceWords::say(double p)
{
    // (rounded as the percentage would be: 99.5% and up is "over 99%", under 0.5% "under 1%")
    if (p >= 0.995)
        return tr("over 99%");
    if (p < 0.005)
        return tr("under 1%");
    return tr("%1%").arg(qRound(100 * p));
}

} // namespace ss::app
