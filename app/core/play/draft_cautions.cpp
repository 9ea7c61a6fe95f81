#include "draft_cautions.h"

#include "geometry.h"
#include "ship_names.h"

#include <QObject>

#include <map>

namespace ss::app {

namespace {

QString named(Cell c) { return QString::fromStdString(to_string(c)); }

} // namespace

QStringList draft_cautions(const TurnRules& rules, const Actions& draft, const SpaceModel& opponent)
{
    QStringList out;
    const BeamGeometry& beams = rules.own().rules->beams;
    const bool burns_out = rules.own().rules->visible.burnout; // beams burn out under these rules [8.2.4]
    std::map<int, int> times; // how often each cell is a target this turn
    // An unknown cell beside a known ship cell (hit or seen) of a ship still afloat: likely a
    // ship cell itself. (Not beside a ship known destroyed, named by its destruction report
    // [3.10]: playtest 29 was warned of a beam beside a sunk missile destroyer.)
    const auto near_hits = [&](Cell c) {
        if (opponent.state(c.index) != SpaceModel::CellState::Unknown)
            return false;
        for (Cell n : adjacent(c)) {
            const auto s = opponent.state(n.index);
            const bool sunk = s == SpaceModel::CellState::Destroyed && !opponent.shipLabel(n.index).isEmpty()
                              && opponent.flashcube(n.index) == SpaceModel::Flashcube::NoFlashcube;
            if (s == SpaceModel::CellState::Ship || (s == SpaceModel::CellState::Destroyed && !sunk))
                return true;
        }
        return false;
    };
    for (const Action& a : draft) {
        if (a.kind == ActionKind::Strike) {
            ++times[a.cell.index];
            // Known already (a miss, an empty scan, a wreck): typed or clicked, said here too
            // (eighth playtest: a strike at a cell scanned empty went in unremarked).
            const auto state = opponent.state(a.cell.index);
            if (state == SpaceModel::CellState::Empty)
                out << QObject::tr("%1 is known to be empty: a strike there cannot hit [5.2.2]").arg(named(a.cell));
            else if (state == SpaceModel::CellState::Destroyed)
                out << QObject::tr("%1 is already destroyed: a strike there can only be a duplicate hit [5.2.4]").arg(named(a.cell));
            continue;
        }
        // A scan where the answer is known is legal but tells nothing [8.3] (a playtest
        // scanned a known miss unwarned, where a strike there was cautioned).
        if (a.kind == ActionKind::Scan) {
            const auto state = opponent.state(a.cell.index);
            if (state == SpaceModel::CellState::Empty)
                out << QObject::tr("%1 is known to be empty: a scan there tells you nothing new [8.3]").arg(named(a.cell));
            else if (state == SpaceModel::CellState::Ship || state == SpaceModel::CellState::Destroyed)
                out << QObject::tr("%1 is known to hold a ship: a scan there tells you nothing new [8.3]").arg(named(a.cell));
            continue;
        }
        // A kamikaze strike from a ship's last undamaged cell destroys the ship [4.5.3, 3.10]
        // (playtest 20 lost a kill cruiser so, unwarned, twice).
        if (a.kind == ActionKind::Kamikaze) {
            const Space& own = rules.own();
            const int ship = own.ship_at[a.cell.index];
            // The fleet's last undamaged cell: the game ends with it, the score 0 (playtest 46
            // was told only of the ship).
            if (ship != kNoShip && own.remaining_materiel() == 1 && !own.destroyed.contains(a.cell))
                out << QObject::tr("The kamikaze strike from %1 spends the last undamaged cell of your fleet: every ship of yours is "
                                   "destroyed, so the game ends after this turn with your score at 0, lost unless theirs is 0 too "
                                   "[4.5.3, 2.3.1, 2.3.4]")
                           .arg(named(a.cell));
            else if (ship != kNoShip && !own.destroyed.contains(a.cell) &&
                (own.fleet[static_cast<std::size_t>(ship)].cells - own.destroyed).size() == 1)
                out << QObject::tr("The kamikaze strike from %1 spends the last undamaged cell of your %2: the ship is "
                                   "destroyed with it, its cells lost to your score [4.5.3, 3.10, 2.3.5]")
                           .arg(named(a.cell), ship_name(own.fleet[static_cast<std::size_t>(ship)].type));
            continue;
        }
        if (a.kind != ActionKind::Beam)
            continue;
        const auto line = beams.targets(a);
        if (!line)
            continue;
        const int n = beams.length();
        QStringList known, dud_end; // (a known end, where beams burn out: a trade, said as one)
        for (int k = 0; k < n; ++k) {
            const Cell c = (*line)[static_cast<std::size_t>(k)];
            ++times[c.index];
            if (opponent.knownNoHit(c.index))
                (burns_out && (k == 0 || k == n - 1) ? dud_end : known) << named(c);
        }
        if (dud_end.size() == 2) { // (no strike of its ends can hit: a waste, not a trade)
            known = dud_end + known;
            dud_end.clear();
        }
        const QString beam = named(a.cell) + "–" + named(a.to);
        if (known.size() == 1)
            out << QObject::tr("The beam %1 passes %2, already known to be empty or destroyed: that strike is wasted "
                               "[5.2.2, 5.2.4]")
                       .arg(beam, known.front());
        else if (!known.isEmpty())
            out << QObject::tr("The beam %1 passes %2, already known to be empty or destroyed: those strikes are wasted "
                               "[5.2.2, 5.2.4]")
                       .arg(beam, known.join(", "));
        // (A beam with one end known empty or destroyed cannot burn out: a safe beam, as the
        // Admiral's hint fires them. A trade, not a caution: said as the beam is recorded —
        // safe_beam_note — since playtest 28 saw the hint's own beam asked about.)
        // Both ends hit, two cells apart: the beam weapon burns out [8.2.4].
        const Cell first = (*line)[0], last = (*line)[static_cast<std::size_t>(n - 1)];
        // (an end that cannot hit cannot burn it out: the warning above says so; a playtest
        // read both, one contradicting the other)
        const bool first_ship = dud_end.isEmpty() && opponent.state(first.index) == SpaceModel::CellState::Ship;
        const bool last_ship = dud_end.isEmpty() && opponent.state(last.index) == SpaceModel::CellState::Ship;
        if (burns_out && first_ship && last_ship)
            out << QObject::tr("Both ends of the beam %1 are known ship cells: when both hit, your beam weapon burns out "
                               "[8.2.4]")
                       .arg(beam);
        else if (burns_out && (first_ship || last_ship))
            out << QObject::tr("%1 at one end of the beam %2 is a known ship cell: if %3 at the other end hits too, your "
                               "beam weapon burns out [8.2.4]")
                       .arg(named(first_ship ? first : last), beam, named(first_ship ? last : first));
        else if (burns_out && dud_end.isEmpty() && near_hits(first) && near_hits(last)) // (sixth playtest: both ends beside hits, burnt out)
            out << QObject::tr("Both ends of the beam %1 lie beside known ship cells: if both hit, your beam weapon burns "
                               "out [8.2.4]")
                       .arg(beam);
    }
    for (const auto& [cell, n] : times)
        if (n > 1)
            out << QObject::tr("%1 is a target %2 times this turn: after the first, a strike there can at best be a "
                               "duplicate hit [5.2.4]")
                       .arg(named(Cell{static_cast<std::uint8_t>(cell)}))
                       .arg(n);
    return out;
}

QString safe_beam_note(const TurnRules& rules, const Action& beam, const SpaceModel& opponent)
{
    const BeamGeometry& beams = rules.own().rules->beams;
    const auto line = beams.targets(beam);
    if (beam.kind != ActionKind::Beam || !line || !rules.own().rules->visible.burnout)
        return {};
    const auto known = [&](Cell c) { return opponent.knownNoHit(c.index); };
    const Cell first = (*line)[0], last = (*line)[static_cast<std::size_t>(beams.length() - 1)];
    if (known(first) == known(last)) // (both known: a waste, which the cautions say)
        return {};
    return QObject::tr("a safe beam: its end %1 is known empty or destroyed, so it cannot hit there, and the beam "
                       "cannot burn out [8.2.4]")
        .arg(named(known(first) ? first : last));
}

bool surely_ends_game(const Actions& draft, const SpaceModel& opponent)
{
    const int left = opponent.undamagedLeft();
    if (left <= 0)
        return false;
    // Conventional strikes only: a launch or a beam whose ship is destroyed in the same turn
    // may come to nothing, a strike of one's own never.
    CellSet struck;
    for (std::size_t i = 0; i < draft.size(); ++i)
        if (draft[i].kind == ActionKind::Strike && !is_launch_target(draft, i))
            struck.insert(draft[i].cell);
    int ships = 0;
    for (Cell c : struck)
        ships += opponent.state(c.index) == SpaceModel::CellState::Ship;
    return ships >= left;
}

} // namespace ss::app
