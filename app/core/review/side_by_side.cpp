#include "side_by_side.h"

#include <QCoreApplication>

#include <algorithm>

namespace ss::app {

namespace {

struct SideBySide {
    Q_DECLARE_TR_FUNCTIONS(SideBySide)
};

// Which of two values is better, higher first; -1 for a tie.
int higher(double mine, double theirs) { return mine > theirs ? 0 : theirs > mine ? 1 : -1; }

// A share as a percentage ("11%"), and in full ("4 of 37") for its tooltip.
QString share(int part, int whole) { return whole > 0 ? QString("%1%").arg(qRound(100.0 * part / whole)) : SideBySide::tr("none"); }
// The same share as compared, none the worst (playtest 56 saw the bot's 24% of scans marked
// beside its own 25%: the counts had been compared).
double ratio(int part, int whole) { return whole > 0 ? static_cast<double>(part) / whole : -1.0; }
QString in_full(int part, int whole) { return SideBySide::tr("%1 of %2").arg(part).arg(whole); }

// The first turn this side destroyed a cell of the other's (0: never).
int first_hit(const SideStatistics& s)
{
    const auto at = std::find_if(s.hits.begin(), s.hits.end(), [](int h) { return h > 0; });
    return at == s.hits.end() ? 0 : static_cast<int>(at - s.hits.begin()) + 1;
}

int found(const SideStatistics& fleet)
{
    return static_cast<int>(std::count_if(fleet.ships.begin(), fleet.ships.end(), [](const ShipFate& f) { return f.found > 0; }));
}

QString cells(int n) { return n == 1 ? SideBySide::tr("1 cell") : SideBySide::tr("%1 cells").arg(n); }

QVariantMap row(const QString& label, const QString& rule, const QString& mine, const QString& theirs, int better,
                const QString& mine_full = {}, const QString& theirs_full = {})
{
    return {{"label", label}, {"rule", rule}, {"mine", mine}, {"theirs", theirs}, {"better", better},
            {"mineFull", mine_full.isEmpty() ? mine : mine_full}, {"theirsFull", theirs_full.isEmpty() ? theirs : theirs_full}};
}

} // namespace

QVariantList side_by_side(const GameStatistics& st, Player viewer, const Ruleset& rules)
{
    const SideStatistics &me = st.of(viewer), &them = st.of(other(viewer));
    const bool classic = !rules.visible.scans;
    QVariantList out;
    // Strikes that hit: the aim (a missile's and a kamikaze's targets count as strikes).
    out << row(SideBySide::tr("Strikes that hit"), QString(), share(me.strikes.hits, me.strikes.used),
               share(them.strikes.hits, them.strikes.used), higher(ratio(me.strikes.hits, me.strikes.used), ratio(them.strikes.hits, them.strikes.used)),
               in_full(me.strikes.hits, me.strikes.used), in_full(them.strikes.hits, them.strikes.used));
    // The first hit: how soon each found the other's fleet (earlier is better; never is worst).
    const int mine = first_hit(me), theirs = first_hit(them);
    const auto turn = [](int t) { return t > 0 ? SideBySide::tr("turn %1").arg(t) : SideBySide::tr("never"); };
    out << row(SideBySide::tr("First hit"), QString(), turn(mine), turn(theirs),
               mine == theirs ? -1 : mine == 0 ? 1 : theirs == 0 ? 0 : mine < theirs ? 0 : 1);
    // The other's ships found: how well each fleet was hidden [1.4].
    const int ships_me = found(them), ships_them = found(me);
    out << row(SideBySide::tr("Ships found"), QString(), in_full(ships_me, static_cast<int>(them.ships.size())),
               in_full(ships_them, static_cast<int>(me.ships.size())), higher(ships_me, ships_them));
    if (me.explosions + them.explosions > 0)
    { // in cells, as the rule counts them: the struck missile's own and those it took with it [8.1.4.2]
        // (set off: by striking the other side's missiles — playtest 46 asked whose)
        // (a playtest: the turn summary lists the struck missile as a hit, so the counts seemed to differ)
        const auto exploded = [](int n) { return SideBySide::tr("%1 exploded: each struck missile and the cells it took with it").arg(cells(n)); };
        out << row(SideBySide::tr("Missile explosions set off"), classic ? "6.6.3" : "8.1.4.2", cells(me.explosions), cells(them.explosions),
                   higher(me.explosions, them.explosions), exploded(me.explosions), exploded(them.explosions));
    }
    if (me.beams.used + them.beams.used > 0)
        out << row(SideBySide::tr("Beam hits"), classic ? "6.1.3" : "8.2", share(me.beams.hits, me.beams.cells),
                   share(them.beams.hits, them.beams.cells), higher(ratio(me.beams.hits, me.beams.cells), ratio(them.beams.hits, them.beams.cells)),
                   in_full(me.beams.hits, me.beams.cells), in_full(them.beams.hits, them.beams.cells));
    if (!classic && me.scans.used + them.scans.used > 0)
        out << row(SideBySide::tr("Scans that found"), "8.3", share(me.scans.hits, me.scans.used),
                   share(them.scans.hits, them.scans.used), higher(ratio(me.scans.hits, me.scans.used), ratio(them.scans.hits, them.scans.used)),
                   in_full(me.scans.hits, me.scans.used), in_full(them.scans.hits, them.scans.used));
    return out;
}

} // namespace ss::app
