#include "statistics_view.h"

#include "ship_names.h"

#include <QCoreApplication>
#include <QVariantList>

namespace ss::app {

namespace {

struct Statistics {
    Q_DECLARE_TR_FUNCTIONS(Statistics)
};

QVariantList list(const std::vector<int>& v)
{
    QVariantList out;
    for (int x : v)
        out << x;
    return out;
}

QString percent(int part, int whole) { return whole > 0 ? QString(" (%1%)").arg(qRound(100.0 * part / whole)) : QString(); }

QVariantMap weapon(const QString& name, const WeaponTally& t, const QString& text)
{
    return {{"weapon", name}, {"used", t.used}, {"cells", t.cells}, {"hits", t.hits}, {"text", text}};
}

QVariantMap side(const SideStatistics& s, const QString& name, const Ruleset& rules)
{
    const bool classic = !rules.visible.scans; // the classic numbers [8.2.3, 8.2.4]; no scans [4.2]
    QVariantList weapons;
    weapons << weapon(Statistics::tr("Strikes"), s.strikes,
                      s.strikes.used ? Statistics::tr("%1 of %2 hit").arg(s.strikes.hits).arg(s.strikes.used) + percent(s.strikes.hits, s.strikes.used)
                                     : Statistics::tr("none"));
    weapons << weapon(Statistics::tr("Beams"), s.beams,
                      s.beams.used ? Statistics::tr("%1 fired: %2 of %3 cells hit").arg(s.beams.used).arg(s.beams.hits).arg(s.beams.cells) +
                                         percent(s.beams.hits, s.beams.cells)
                                   : Statistics::tr("none"));
    weapons << weapon(Statistics::tr("Missiles"), s.missiles,
                      !s.missiles.used ? Statistics::tr("none")
                      : classic        ? Statistics::tr("%1 launched (a missile's target counts as a strike [8.2.3])").arg(s.missiles.used)
                                       : Statistics::tr("%1 launched (a missile's target counts as a strike [11.5.3])").arg(s.missiles.used));
    weapons << weapon(Statistics::tr("Kamikaze"), s.kamikaze,
                      !s.kamikaze.used ? Statistics::tr("none")
                      : classic        ? Statistics::tr("%1 made (a kamikaze's target counts as a strike [8.2.4])").arg(s.kamikaze.used)
                                       : Statistics::tr("%1 made (a kamikaze's target counts as a strike [11.5.5])").arg(s.kamikaze.used));
    if (rules.visible.scans)
        weapons << weapon(Statistics::tr("Scans"), s.scans,
                      s.scans.used ? Statistics::tr("%1 of %2 found a ship").arg(s.scans.hits).arg(s.scans.used) + percent(s.scans.hits, s.scans.used)
                                   : Statistics::tr("none"));
    QVariantList ships;
    for (const ShipFate& f : s.ships) {
        const QString found = f.found ? Statistics::tr("found in turn %1").arg(f.found) : Statistics::tr("never found");
        const QString destroyed = f.destroyed ? Statistics::tr("destroyed in turn %1").arg(f.destroyed) : Statistics::tr("survived");
        QString name = ship_name(f.type); // in the player's language
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        ships << QVariantMap{{"label", QString::fromStdString(f.label)},
                             {"name", name + " (" + QString::fromStdString(f.label) + ")"},
                             {"found", f.found},
                             {"destroyed", f.destroyed},
                             {"text", found + ", " + destroyed}};
    }
    return {{"name", name},         {"hits", list(s.hits)},   {"materiel", list(s.materiel)},
            {"explosions", s.explosions}, {"weapons", weapons}, {"ships", ships}};
}

} // namespace

QVariantMap statistics_map(const GameStatistics& st, Player viewer, const std::array<QString, 2>& names,
                           const Ruleset& rules)
{
    const bool classic = !rules.visible.scans;
    return {{"turns", st.turns},
            {"materielRule", classic ? "2.3.4" : "2.3.5"},  // remaining materiel [2.3.5 / classic 2.3.4]
            {"explosionRule", classic ? "6.6.3" : "8.1.4.2"}, // missile explosions counted in cells [8.1.4.2 / classic 6.6.3], as the end card says (playtest 28)
            {"sides", QVariantList{side(st.of(viewer), names[0], rules), side(st.of(other(viewer)), names[1], rules)}}};
}

} // namespace ss::app
