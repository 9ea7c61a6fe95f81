#include "coach.h"

#include "ship_names.h"
#include "turn_summary.h"

#include <QObject>
#include <QStringList>

#include <algorithm>

namespace ss::app {

namespace {

// Whether the player has used the weapon in any turn so far.
bool ever_used(const std::vector<TurnView>& history, ActionKind kind)
{
    return std::any_of(history.begin(), history.end(), [kind](const TurnView& v) {
        return std::any_of(v.own.begin(), v.own.end(), [kind](const Outcome& o) { return o.kind == kind; });
    });
}

// "Rx1 and Rz1".
QString cells_named(CellSet cells)
{
    QStringList out;
    for (Cell c : cells)
        out << QString::fromStdString(to_string(c));
    return listed(out);
}

// The first of the player's ships the entitlement names.
QString first_ship(const Space& own, const std::bitset<kMaxShips>& ships)
{
    for (std::size_t i = 0; i < own.fleet.size() && i < ships.size(); ++i)
        if (ships.test(i))
            return ship_name(own.fleet[i].type);
    return {};
}

// The lessons of what happened in turn `t`, the first time each happened, in order.
QStringList lessons_of(const std::vector<TurnView>& history, std::size_t t, const QString& opponent)
{
    const TurnView& v = history[t];
    const auto first = [&](auto had) {
        if (!had(v))
            return false;
        for (std::size_t u = 0; u < t; ++u)
            if (had(history[u]))
                return false;
        return true;
    };
    QStringList out;
    // (playtest 33: "f" marks in the player's own space from turn 1, the word on them at turn 7)
    const auto gave_flashcube = [](const TurnView& u) {
        return std::any_of(u.opponent_destroyed.begin(), u.opponent_destroyed.end(), [](const SeenShip& s) { return !s.flashcube.empty(); });
    };
    if (first([](const TurnView& u) { return !u.opponent_destroyed.empty(); }))
        out << (gave_flashcube(v) ? QObject::tr("You destroyed their %1! In return they learn what lies in the same cells of your "
                                                "space, marked f there (flashcube data [7.1]); you learn theirs when they destroy one "
                                                "of yours. What wins is materiel: the undamaged ship cells at the end [2.3.5].")
                                  : QObject::tr("You destroyed their %1! What wins, though, is materiel: when the game ends, whoever has more "
                                                "undamaged ship cells wins [2.3.4, 2.3.5], so every hit counts, not only the last."))
                   .arg(ship_name(v.opponent_destroyed.front().type));
    // Flashcube data [7.1] (playtest 32: "f" marks came with no word of what they were).
    const auto flashcube = [](const TurnView& u) {
        return std::any_of(u.own_destroyed.begin(), u.own_destroyed.end(), [](const SeenShip& s) { return !s.flashcube.empty(); });
    };
    if (first(flashcube)) { // (ship cells destroyed already said as such: playtest 36 was told "no ship there")
        int found = 0, spent = 0;
        for (const SeenShip& s : v.own_destroyed)
            for (const FlashcubeCell& c : s.flashcube) {
                found += c.ship && !c.destroyed;
                spent += c.ship && c.destroyed;
            }
        out << (found > 1    ? QObject::tr("Flashcube data: with your %1 destroyed, you learn what lies in the same cells of %2's "
                                           "space (marked f) [7.1] — %3 of them hold ships: strike them.")
                                   .arg(ship_name(v.own_destroyed.front().type), opponent)
                                   .arg(found)
                : found == 1 ? QObject::tr("Flashcube data: with your %1 destroyed, you learn what lies in the same cells of %2's "
                                           "space (marked f) [7.1] — one of them holds a ship: strike it.")
                                   .arg(ship_name(v.own_destroyed.front().type), opponent)
                : spent > 0  ? QObject::tr("Flashcube data: with your %1 destroyed, you learn what lies in the same cells of %2's "
                                           "space (marked f) [7.1] — the ship cells there are already destroyed. It works both "
                                           "ways: a ship of theirs destroyed tells them what lies in its cells of your space.")
                                   .arg(ship_name(v.own_destroyed.front().type), opponent)
                          : QObject::tr("Flashcube data: with your %1 destroyed, you learn what lies in the same cells of %2's "
                                        "space (marked f) [7.1] — no ship there this time. It works both ways: a ship of "
                                        "theirs destroyed tells them what lies in its cells of your space.")
                                .arg(ship_name(v.own_destroyed.front().type), opponent));
    }
    // Only a ship the opponent destroyed (playtest 37 was told "Practice bot destroyed your
    // missile destroyer" of one lost in its own kamikaze strike [4.5.3]).
    const auto sunk_by_them = [](const TurnView& u) -> const SeenShip* {
        const CellSet struck = cells_destroyed(u.opponent);
        for (const SeenShip& s : u.own_destroyed)
            if (s.cells.intersects(struck))
                return &s;
        return nullptr;
    };
    if (first([&](const TurnView& u) { return sunk_by_them(u) != nullptr; }))
        out << QObject::tr("%1 destroyed your %2: whatever it gave you each turn (strikes, a weapon, scans) is gone with it. "
                           "Your score is what you keep: your undamaged ship cells when the game ends [2.3.5].")
                   .arg(opponent, ship_name(sunk_by_them(v)->type));
    if (first([](const TurnView& u) { return !cells_destroyed(u.own).empty(); })) {
        const CellSet hits = cells_destroyed(v.own);
        out << (hits.size() == 1 ? QObject::tr("A hit at %1: a ship is there. Most ships are groups of neighbouring cells [6], "
                                               "so strike the cells beside it next; pointing at a cell reads out what is known of it.")
                                 : QObject::tr("Hits at %1: ships are there. Most ships are groups of neighbouring cells [6], "
                                               "so strike the cells beside them next; pointing at a cell reads out what is known of it."))
                   .arg(cells_named(hits));
    }
    if (first([](const TurnView& u) { return !cells_destroyed(u.opponent).empty(); }))
        out << QObject::tr("%1 has hit your ships. A damaged ship strikes less — one strike for every two touching "
                           "undamaged cells, no cell counted twice [4.4.1] — so the strike count in the turn panel drops. A "
                           "death star alone gives its one strike until it is destroyed [6.2.4].")
                   .arg(opponent);
    return out;
}

} // namespace

QString coach_tip(const Knowledge& k, const QString& opponent)
{
    const std::vector<TurnView>& history = k.history();
    // (The current rules only: the lessons cite their numbers, and a new player starts there.)
    if (history.empty() || history.back().end.terminated || k.rules() == classic_rules())
        return {};
    // What the newest turn did, the first time it happens: one lesson a turn, never a turn
    // late (playtests 21, 37 and 38 read a lesson of an earlier turn as news, or as stale; a
    // busy turn's second lesson is left for the Help).
    const QStringList now = lessons_of(history, history.size() - 1, opponent);
    return now.isEmpty() ? QString() : now.front();
}

QString weapon_tip(const Knowledge& k)
{
    const std::vector<TurnView>& history = k.history();
    if (history.empty() || history.back().end.terminated || k.rules() == classic_rules())
        return {};
    const Entitlements e = k.entitlements();
    const int next = static_cast<int>(history.size()) + 1; // the turn about to be entered
    const Space& own = k.own();
    // (The kamikaze strike when a ship of the player's has just been damaged so that it may
    // make one [4.5]: while it has not been tried, not on every turn after.)
    if (e.kamikaze.any() && !cells_destroyed(history.back().opponent).empty() && !ever_used(history, ActionKind::Kamikaze))
        return QObject::tr("Your %1 has no strike of its own left, so it may make a kamikaze strike instead: press "
                           "Kamikaze, click one of its undamaged cells, then a target. That cell is destroyed [4.5].")
            .arg(first_ship(own, e.kamikaze));
    if ((next == 2 || next == 3) && e.missile.any() && !ever_used(history, ActionKind::Missile))
        return QObject::tr("Try a missile: press Missile, click a missile cell of your %1, then a target — a strike more "
                           "this turn, and a fired missile can no longer explode in your space when it is hit [8.1.3, 8.1.4].")
            .arg(first_ship(own, e.missile));
    if ((next == 4 || next == 5) && e.beam.any() && !ever_used(history, ActionKind::Beam))
        return QObject::tr("Try the beam: press Beam and click the two end cells of a three-cell straight line; your %1 "
                           "strikes all three, along a line two of its undamaged cells are parallel to [8.2].")
            .arg(first_ship(own, e.beam));
    if ((next == 6 || next == 7) && e.scans > 0 && !ever_used(history, ActionKind::Scan))
        return QObject::tr("Try a scan: press Scan and click a cell; it tells whether a ship is there without striking "
                           "it [8.3]. You get one more for each of your cells destroyed the turn before [8.3.1.1].");
    return {};
}

} // namespace ss::app
