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

QString result_word(const QString& r)
{
    if (r == QLatin1String("hit")) return QObject::tr("hit");
    if (r == QLatin1String("miss")) return QObject::tr("miss");
    if (r == QLatin1String("duplicate")) return QObject::tr("already destroyed");
    if (r == QLatin1String("ship")) return QObject::tr("a ship");
    if (r == QLatin1String("empty")) return QObject::tr("empty");
    if (r == QLatin1String("destroyed")) return QObject::tr("destroyed");
    return r;
}

// A shot in words, for the line under the 3-D view while it plays: "Your strike at Yx3:
// hit", "Captain's beam Rv1 Rw1 Rx1: miss, hit, miss".
QString caption(ActionKind kind, const QStringList& cells, const QStringList& results, const QString& who)
{
    const bool you = is_you(who);
    const QString at = cells.join(QLatin1Char(' '));
    QString what;
    switch (kind) {
    case ActionKind::Beam:
        what = you ? QObject::tr("Your beam %1").arg(at) : QObject::tr("%1's beam %2").arg(who, at);
        break;
    case ActionKind::Scan:
        what = you ? QObject::tr("Your scan of %1").arg(at) : QObject::tr("%1's scan of %2").arg(who, at);
        break;
    case ActionKind::Kamikaze: // the launch cell is destroyed [4.5.3], seen as a kamikaze death [5.4]
        return you ? QObject::tr("Your kamikaze launch from %1").arg(at) : QObject::tr("%1's kamikaze launch from %2").arg(who, at);
    default:
        what = you ? QObject::tr("Your strike at %1").arg(at) : QObject::tr("%1's strike at %2").arg(who, at);
    }
    QStringList words;
    for (const QString& r : results)
        words << result_word(r);
    return QObject::tr("%1: %2").arg(what, words.join(QStringLiteral(", ")));
}

// The outcomes that land in `space`, as shots: strikes, beams and scans land in the other
// space (`launches` false), kamikaze launches in the launcher's own, where they are seen as a
// kamikaze death [5.4] (`launches` true); missile launches are not seen [5].
void add_shots(QVariantList& out, const std::vector<Outcome>& outcomes, const QString& space, const QString& who, bool launches)
{
    for (const Outcome& o : outcomes) {
        if (o.kind == ActionKind::Missile || (o.kind == ActionKind::Kamikaze) != launches) // (a launch's strike is an outcome of its own)
            continue;
        QVariantList cells, results, explosion;
        QStringList names, said;
        const int n = o.kind == ActionKind::Beam ? o.cells : 1;
        for (int t = 0; t < n; ++t) {
            cells << o.target[t].index;
            names << QString::fromStdString(to_string(o.target[t]));
            said << (o.kind == ActionKind::Scan       ? QString::fromUtf8(to_string(o.scan).data())
                     : o.kind == ActionKind::Kamikaze ? QStringLiteral("launch")
                                                      : QString::fromUtf8(to_string(o.result[t]).data()));
            results << said.back();
        }
        QString words = caption(o.kind, names, said, who);
        if (o.explosions.count > 1)
            words += QStringLiteral(" — ") + QObject::tr("a missile explodes [8.1.4]");
        if (o.kind == ActionKind::Beam && o.burnout)
            words += QStringLiteral(" — ") + QObject::tr("the beam burns out [8.2.4]");
        for (std::uint8_t i = 0; i < o.explosions.count; ++i)
            explosion << o.explosions.cell[i].index;
        out << QVariantMap{{"space", space},       {"kind", kind_of(o.kind)}, {"cells", cells},
                           {"results", results},   {"explosion", explosion},  {"burnout", o.burnout},
                           {"caption", words}};
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
    // In each space the kamikaze launches come first, as the rules have them (the launch
    // cells are destroyed before any strike is evaluated, D1 [4.5.3]): a strike on a launch
    // cell is then told "already destroyed" after the launch, not before it (playtest 19).
    add_shots(out, view.opponent, "opponent", opponent, true);
    add_shots(out, view.own, "opponent", reader, false);
    // (Nor was a ship of theirs whose last cells went in their own kamikaze launch.)
    const CellSet hit = cells_destroyed(view.own);
    for (const SeenShip& s : view.opponent_destroyed)
        out << destroyed(s, "opponent",
                         !s.cells.intersects(hit) ? QObject::tr("%1's %2 was lost in its own kamikaze strike").arg(opponent, ship_name(s.type))
                         : you ? QObject::tr("You destroyed their %1!").arg(ship_name(s.type))
                               : QObject::tr("%1 destroyed %2's %3!").arg(reader, opponent, ship_name(s.type)));
    add_shots(out, view.own, "own", reader, true);
    add_shots(out, view.opponent, "own", opponent, false);
    // A ship whose last cells went in the reader's own kamikaze launch [4.5.3] was not the
    // opponent's doing.
    const CellSet struck = cells_destroyed(view.opponent);
    for (const SeenShip& s : view.own_destroyed) {
        const QString name = ship_name(s.type);
        const bool theirs = s.cells.intersects(struck);
        out << destroyed(s, "own",
                         theirs ? (you ? QObject::tr("They destroyed your %1!").arg(name)
                                       : QObject::tr("%1 destroyed %2's %3!").arg(opponent, reader, name))
                                : (you ? QObject::tr("Your %1 was lost in its own kamikaze strike").arg(name)
                                       : QObject::tr("%1's %2 was lost in its own kamikaze strike").arg(reader, name)));
    }
    return out;
}

} // namespace ss::app
