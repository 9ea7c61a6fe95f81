#include "turn_summary.h"
#include "ship_names.h"
#include "turn_log.h"

#include <QObject>

#include <algorithm>
#include <QStringList>

namespace ss::app {

namespace {

QString name(Cell c) { return QString::fromStdString(to_string(c)); }


QString cells_count(int n) { return n == 1 ? QObject::tr("1 cell") : QObject::tr("%1 cells").arg(n); }

// What the reader's own actions did.
QString own_part(const TurnView& view, const QString& reader, const QString& opponent)
{
    const bool you = is_you(reader);
    if (view.own.empty())
        return QObject::tr("%1 fired nothing.").arg(reader);
    int exploded = 0;
    bool burnt_out = false;
    QStringList found, hit_cells_named, scanned_empty;
    for (const Outcome& o : view.own) {
        const int targets = o.kind == ActionKind::Beam ? o.cells : (o.kind == ActionKind::Strike ? 1 : 0);
        for (int t = 0; t < targets; ++t) {
            if (o.result[t] == StrikeResult::Hit)
                hit_cells_named << name(o.target[t]);
        }
        burnt_out = burnt_out || (o.kind == ActionKind::Beam && o.burnout);
        exploded += std::max(0, o.explosions.count - 1); // the cells the explosion took with it [8.1.4]
        if (o.kind == ActionKind::Scan && o.scan != ScanResult::Empty)
            found << name(o.target[0]);
        else if (o.kind == ActionKind::Scan)
            scanned_empty << name(o.target[0]);
    }
    QStringList did;
    if (!hit_cells_named.isEmpty()) // where: "hit Gv1, Gw1 and Gx1" (third playtest)
        did << QObject::tr("hit %1").arg(listed(hit_cells_named));
    if (exploded > 0)
        did << QObject::tr("set off a missile that took %1 more").arg(cells_count(exploded));
    // A ship whose last cells went in the opponent's own kamikaze launch [4.5.3] was not
    // the reader's doing (a strike on such a cell is a duplicate).
    QStringList sunk, spent;
    const CellSet hit_cells = cells_destroyed(view.own);
    for (const SeenShip& s : view.opponent_destroyed)
        (s.cells.intersects(hit_cells) ? sunk : spent) << ship_name(s.type);
    if (!sunk.isEmpty())
        did << (you ? QObject::tr("destroyed their %1").arg(listed(sunk))
                    : QObject::tr("destroyed %1's %2").arg(opponent, listed(sunk)));
    if (!found.isEmpty())
        did << QObject::tr("scanned a ship at %1").arg(listed(found));
    // A strike on a cell that went in the opponent's kamikaze launch the same turn is a
    // duplicate [4.5.3]: said with the launch, not as a shot at a wreck (fifth playtest).
    // (the launch cells only: a strike on a cell of that ship destroyed in an earlier turn is
    // a plain duplicate, playtest 22)
    CellSet spent_cells;
    for (const Outcome& o : view.opponent)
        if (o.kind == ActionKind::Kamikaze)
            spent_cells.insert(o.target[0]);
    QStringList struck_spent;
    int other_duplicates = 0, misses = 0;
    for (const Outcome& o : view.own) {
        const int targets = o.kind == ActionKind::Beam ? o.cells : (o.kind == ActionKind::Strike ? 1 : 0);
        for (int t = 0; t < targets; ++t) {
            if (o.result[t] == StrikeResult::Duplicate)
                spent_cells.contains(o.target[t]) ? void(struck_spent << name(o.target[t])) : void(++other_duplicates);
            misses += o.result[t] == StrikeResult::Miss;
        }
    }
    QString lost;
    const bool several = spent.size() > 1; // (sixth playtest: "… and missile destroyer went in its own …")
    if (!spent.isEmpty() && struck_spent.isEmpty())
        lost = " " + (several ? QObject::tr("%1's %2 were lost in their own kamikaze strikes.")
                              : QObject::tr("%1's %2 was lost in its own kamikaze strike.")).arg(opponent, listed(spent));
    else if (!spent.isEmpty() && you)
        lost = " " + (several ? QObject::tr("%1's %2 were lost in their own kamikaze strikes; you struck their cells %3 too.")
                      : struck_spent.size() > 1 ? QObject::tr("%1's %2 was lost in its own kamikaze strike; you struck its cells %3 too.")
                                                : QObject::tr("%1's %2 was lost in its own kamikaze strike; you struck its cell %3 too."))
                         .arg(opponent, listed(spent), listed(struck_spent));
    else if (!spent.isEmpty())
        lost = " " + (several ? QObject::tr("%1's %2 were lost in their own kamikaze strikes; %4 struck their cells %3 too.")
                      : struck_spent.size() > 1 ? QObject::tr("%1's %2 was lost in its own kamikaze strike; %4 struck its cells %3 too.")
                                                : QObject::tr("%1's %2 was lost in its own kamikaze strike; %4 struck its cell %3 too."))
                         .arg(opponent, listed(spent), listed(struck_spent), reader);
    if (burnt_out) // both end cells hit, apart: the beam weapon is gone [8.2.4]
        lost += " " + (you ? QObject::tr("Your beam burnt out [8.2.4].") : QObject::tr("%1's beam burnt out [8.2.4].").arg(reader));
    // Empty scans are said too (playtest 22: a turn's summary left its scan out).
    if (!scanned_empty.isEmpty())
        lost += " " + QObject::tr("Scanned empty: %1.").arg(listed(scanned_empty));
    if (did.isEmpty() && other_duplicates == 0 && !struck_spent.isEmpty())
        return lost.trimmed();
    // (misses beside the duplicates said as misses: playtest 29 read "hit only cells already
    // destroyed" of a beam with two misses)
    if (did.isEmpty())
        return (other_duplicates > 0 && misses == 0 ? QObject::tr("%1 hit only cells already destroyed.").arg(reader)
                : other_duplicates == 1 ? QObject::tr("%1 missed everything; one strike fell on a cell already destroyed.").arg(reader)
                : other_duplicates > 1 ? QObject::tr("%1 missed everything; %2 strikes fell on cells already destroyed.").arg(reader).arg(other_duplicates)
                                       : QObject::tr("%1 missed everything.").arg(reader)) + lost;
    return QObject::tr("%1 %2.").arg(reader, listed(did)) + lost;
}

// What the opponent's actions did to the reader's space.
QString opponent_part(const TurnView& view, const Space& own, const QString& reader, const QString& opponent)
{
    const bool you = is_you(reader);
    const QString whose = you ? QObject::tr("your") : QObject::tr("%1's").arg(reader);
    QStringList hit, exploded;
    // The cells hit, grouped by the reader's ship they belong to ("your kill cruiser at
    // By2, Bx2 and By3"), in the order first hit; empty cells alone.
    std::vector<std::pair<int, QStringList>> by_ship; // (ship index or -1, cells)
    CellSet struck; // the reader's cells the opponent's strikes destroyed this turn
    for (const Outcome& o : view.opponent) {
        const int targets = o.kind == ActionKind::Beam ? o.cells : (o.kind == ActionKind::Strike ? 1 : 0);
        for (Cell c : o.explosions)
            struck.insert(c);
        for (int t = 0; t < targets; ++t)
            if (o.result[t] == StrikeResult::Hit) {
                const Cell c = o.target[t];
                struck.insert(c);
                const int ship = own.ship_at[c.index] == kNoShip ? -1 : own.ship_at[c.index];
                auto group = std::find_if(by_ship.begin(), by_ship.end(), [&](const auto& g) { return ship >= 0 && g.first == ship; });
                if (group == by_ship.end())
                    group = by_ship.insert(by_ship.end(), {ship, {}});
                group->second << name(c);
            }
        for (Cell c : o.explosions) // the struck missile is listed as hit; the cells it took with it
            if (std::find(o.target.begin(), o.target.begin() + std::max(targets, 1), c) == o.target.begin() + std::max(targets, 1))
                exploded << name(c);
    }
    for (const auto& [ship, cells] : by_ship)
        hit << (ship < 0 ? cells.join(", ")
                         : QObject::tr("%1 %2 at %3").arg(whose, ship_name(own.fleet[static_cast<std::size_t>(ship)].type), listed(cells)));
    QStringList did;
    if (!hit.isEmpty())
        did << QObject::tr("hit %1").arg(listed(hit));
    if (!exploded.isEmpty())
        did << QObject::tr("blew up %1 in a missile explosion").arg(listed(exploded));
    // A ship whose last cells went in the reader's own kamikaze launch [4.5.3] was not the
    // opponent's doing.
    QStringList sunk, spent;
    for (const SeenShip& s : view.own_destroyed)
        (s.cells.intersects(struck) ? sunk : spent) << ship_name(s.type);
    if (!sunk.isEmpty())
        did << QObject::tr("destroyed %1 %2").arg(whose, listed(sunk));
    const bool several = spent.size() > 1;
    QString lost = spent.isEmpty() ? QString()
                 : you ? " " + (several ? QObject::tr("Your %1 were lost in their own kamikaze strikes.")
                                        : QObject::tr("Your %1 was lost in its own kamikaze strike.")).arg(listed(spent))
                       : " " + (several ? QObject::tr("%1's %2 were lost in their own kamikaze strikes.")
                                        : QObject::tr("%1's %2 was lost in its own kamikaze strike.")).arg(reader, listed(spent));
    if (std::any_of(view.opponent.begin(), view.opponent.end(), [](const Outcome& o) { return o.kind == ActionKind::Beam && o.burnout; }))
        lost += " " + QObject::tr("%1's beam burnt out [8.2.4].").arg(opponent);
    if (did.isEmpty())
        return QObject::tr("%1 hit nothing.").arg(opponent) + lost;
    return QObject::tr("%1 %2.").arg(opponent, listed(did)) + lost;
}

} // namespace

TurnEvents count_events(const TurnView& view)
{
    TurnEvents e;
    for (const Outcome& o : view.own) {
        if (o.kind == ActionKind::Beam)
            ++e.beams;
        else if (o.kind != ActionKind::Scan)
            ++e.strikes;
        const int targets = o.kind == ActionKind::Beam ? o.cells : (o.kind == ActionKind::Strike ? 1 : 0);
        for (int t = 0; t < targets; ++t)
            e.hits += o.result[t] == StrikeResult::Hit;
        e.explosions += o.explosions.count > 0;
    }
    for (const Outcome& o : view.opponent) {
        const int targets = o.kind == ActionKind::Beam ? o.cells : (o.kind == ActionKind::Strike ? 1 : 0);
        for (int t = 0; t < targets; ++t)
            e.struck += o.result[t] == StrikeResult::Hit;
        e.explosions += o.explosions.count > 0;
    }
    e.destroyed = static_cast<int>(view.own_destroyed.size() + view.opponent_destroyed.size());
    return e;
}

QString listed(const QStringList& items)
{
    if (items.size() <= 1)
        return items.value(0);
    return QObject::tr("%1 and %2").arg(QStringList(items.mid(0, items.size() - 1)).join(", "), items.back());
}

int strikes_fired(const std::vector<Outcome>& outcomes)
{
    return static_cast<int>(std::count_if(outcomes.begin(), outcomes.end(), [](const Outcome& o) { return o.kind == ActionKind::Strike; }));
}

CellSet cells_destroyed(const std::vector<Outcome>& outcomes)
{
    CellSet cells;
    for (const Outcome& o : outcomes) {
        const int n = o.kind == ActionKind::Beam ? o.cells : (o.kind == ActionKind::Strike ? 1 : 0);
        for (int t = 0; t < n; ++t)
            if (o.result[t] == StrikeResult::Hit)
                cells.insert(o.target[t]);
        for (std::uint8_t i = 0; i < o.explosions.count; ++i)
            cells.insert(o.explosions.cell[i]);
    }
    return cells;
}

QString summarise_turn(const TurnView& view, const Space& own, const QString& reader, const QString& opponent)
{
    return own_part(view, reader, opponent) + " " + opponent_part(view, own, reader, opponent);
}

} // namespace ss::app
