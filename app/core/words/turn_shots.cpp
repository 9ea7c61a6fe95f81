#include "turn_shots.h"

#include "ship_names.h"
#include "turn_log.h"
#include "turn_summary.h"

#include <QObject>

namespace ss::app {

namespace {

QString kind_of(ActionKind kind)
{
    switch (kind) {
    case ActionKind::Beam: return QStringLiteral("beam");
    case ActionKind::Scan: return QStringLiteral("scan");
    case ActionKind::Kamikaze: return QStringLiteral("kamikaze");
    default: return QStringLiteral("strike");
    }
}

// The outcomes that land in the other space, as shots; launches are not seen [5].
void add_shots(QVariantList& out, const std::vector<Outcome>& outcomes, const QString& space)
{
    for (const Outcome& o : outcomes) {
        if (o.kind == ActionKind::Missile) // a launch; its strike is an outcome of its own
            continue;
        QVariantList cells, results, explosion;
        const int n = o.kind == ActionKind::Beam ? o.cells : 1;
        for (int t = 0; t < n; ++t) {
            cells << o.target[t].index;
            results << (o.kind == ActionKind::Scan ? QString::fromUtf8(to_string(o.scan).data())
                                                   : QString::fromUtf8(to_string(o.result[t]).data()));
        }
        for (std::uint8_t i = 0; i < o.explosions.count; ++i)
            explosion << o.explosions.cell[i].index;
        out << QVariantMap{{"space", space},       {"kind", kind_of(o.kind)}, {"cells", cells},
                           {"results", results},   {"explosion", explosion},  {"burnout", o.burnout}};
    }
}

QVariantMap destroyed(const SeenShip& s, const QString& space, const QString& callout)
{
    QVariantList cells;
    for (Cell c : s.cells)
        cells << c.index;
    return {{"space", space}, {"kind", "destroyed"}, {"cells", cells}, {"ship", ship_name(s.type)}, {"callout", callout}};
}

} // namespace

QVariantList turn_shots(const TurnView& view, const QString& reader, const QString& opponent)
{
    const bool you = is_you(reader);
    QVariantList out;
    add_shots(out, view.own, "opponent");
    // (Nor was a ship of theirs whose last cells went in their own kamikaze launch.)
    const CellSet hit = cells_destroyed(view.own);
    for (const SeenShip& s : view.opponent_destroyed)
        out << destroyed(s, "opponent",
                         !s.cells.intersects(hit) ? QObject::tr("%1's %2 went in its own kamikaze strike").arg(opponent, ship_name(s.type))
                         : you ? QObject::tr("You destroyed their %1!").arg(ship_name(s.type))
                               : QObject::tr("%1 destroyed %2's %3!").arg(reader, opponent, ship_name(s.type)));
    add_shots(out, view.opponent, "own");
    // A ship whose last cells went in the reader's own kamikaze launch [4.5.3] was not the
    // opponent's doing.
    const CellSet struck = cells_destroyed(view.opponent);
    for (const SeenShip& s : view.own_destroyed) {
        const QString name = ship_name(s.type);
        const bool theirs = s.cells.intersects(struck);
        out << destroyed(s, "own",
                         theirs ? (you ? QObject::tr("They destroyed your %1!").arg(name)
                                       : QObject::tr("%1 destroyed %2's %3!").arg(opponent, reader, name))
                                : (you ? QObject::tr("Your %1 is spent in its kamikaze strike").arg(name)
                                       : QObject::tr("%1's %2 is spent in its kamikaze strike").arg(reader, name)));
    }
    return out;
}

} // namespace ss::app
