#include "turn_log.h"

#include <QObject>
#include <QStringList>

namespace ss::app {

namespace {

QString name(Cell c) { return QString::fromStdString(to_string(c)); }
// A launch as notation writes it: "mYz1", "kRz3" [11.5.3, 11.5.5].
QString launch_name(const Outcome& o) { return (o.kind == ActionKind::Missile ? "m" : "k") + name(o.target[0]); }

// The results in the reader's language.
QString word(StrikeResult r)
{
    switch (r) {
    case StrikeResult::Miss: return QObject::tr("miss");
    case StrikeResult::Hit: return QObject::tr("hit");
    case StrikeResult::Duplicate: return QObject::tr("already destroyed"); // (playtest 35 read "duplicate" as a cell entered twice)
    }
    return {};
}
QString word(ScanResult r)
{
    switch (r) {
    case ScanResult::Empty: return QObject::tr("empty");
    case ScanResult::Ship: return QObject::tr("ship");
    case ScanResult::Destroyed: return QObject::tr("destroyed");
    }
    return {};
}

QString ships(const std::vector<SeenShip>& list)
{
    QStringList out;
    for (const SeenShip& s : list)
        out << QString::fromStdString(ship_label(s.type, s.identity)) + " (" +
                   QString::fromStdString(to_string(s.cells)) + ")";
    return out.join(", ");
}

} // namespace

QString describe_outcome(const Outcome& o)
{
    QString text;
    switch (o.kind) {
    case ActionKind::Strike:
        text = name(o.target[0]) + " " + word(o.result[0]);
        break;
    case ActionKind::Scan:
        text = "s" + name(o.target[0]) + " " + word(o.scan);
        break;
    // A launch is an action of its own, whose strike is one of the others [8.1.3, 4.5]: said
    // as launched (seventh playtest: "kRz3 · Ox1 hit" read as one action without a result).
    case ActionKind::Missile:
    case ActionKind::Kamikaze:
        // (Which of the others is its strike goes unsaid for the other side [11.7.1.2]: playtest 38
        // looked for the target of the Captain's "kYw4 launched".)
        return launch_name(o) + " " + QObject::tr("launched: one strike more");
    case ActionKind::Beam:
        { // each cell with its result (ninth playtest: "miss duplicate hit" read ambiguously)
            QStringList each;
            for (int t = 0; t < o.cells; ++t)
                each << name(o.target[t]) + " " + word(o.result[t]);
            text = "b" + name(o.target[0]) + name(o.target[o.cells - 1]) + ": " + each.join(", ");
        }
        if (o.burnout)
            text += QObject::tr(" (burnt out [8.2.4])");
        break;
    }
    if (o.explosions.count) {
        QStringList cells;
        for (Cell c : o.explosions)
            cells << name(c);
        text += QObject::tr(", explosions %1").arg(cells.join(" "));
    }
    return text;
}

QString you() { return QObject::tr("You"); }
bool is_you(const QString& who) { return who == you(); }

QString describe_turn(const TurnView& view, const QString& own_name, const QString& opponent)
{
    QStringList own, theirs;
    // The reader's launch and its target as they were entered, one after the other: said as
    // one ("kRz3 → Rw2 miss"; playtest 35 could not tell which strike was the kamikaze's).
    for (std::size_t i = 0; i < view.own.size(); ++i) {
        const Outcome& o = view.own[i];
        const bool launch = is_launch(o.kind);
        if (launch && i + 1 < view.own.size() && view.own[i + 1].kind == ActionKind::Strike)
            own << launch_name(o) + " → " + describe_outcome(view.own[++i]);
        else
            own << describe_outcome(o);
    }
    for (const Outcome& o : view.opponent)
        theirs << describe_outcome(o);
    QString text = QObject::tr("Turn %1\n%2: %3\n%4: %5")
                       .arg(view.turn)
                       .arg(own_name, own.isEmpty() ? "-" : own.join(" · "), opponent,
                            theirs.isEmpty() ? "-" : theirs.join(" · "));
    const auto destroyed = [](const QString& who, const QString& list) {
        return is_you(who) ? QObject::tr("Your ships destroyed: %1").arg(list)
                           : QObject::tr("%1's ships destroyed: %2").arg(who, list);
    };
    if (!view.opponent_destroyed.empty())
        text += "\n" + destroyed(opponent, ships(view.opponent_destroyed));
    if (!view.own_destroyed.empty()) {
        text += "\n" + destroyed(own_name, ships(view.own_destroyed));
        // The flashcube data received for those cells [7.1, 7.2].
        QStringList data;
        for (const SeenShip& s : view.own_destroyed)
            for (const FlashcubeCell& f : s.flashcube)
                data << name(f.cell) + " " +
                            (f.ship ? QString::fromStdString(ship_label(f.type, f.identity)) + (f.destroyed ? QObject::tr(" destroyed") : QString())
                                    : QObject::tr("empty"));
        if (!data.isEmpty())
            text += "\n" + QObject::tr("Flashcube data (%1): %2").arg(opponent, data.join(" · "));
    }
    return text;
}

QStringList action_chips(const Actions& actions)
{
    QStringList out;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        QString chip = is_launch_target(actions, i) ? QString() : QString::fromStdString(to_token(actions[i]));
        if (i + 1 < actions.size() && is_launch_target(actions, i + 1))
            chip += " → " + QString::fromStdString(to_token(actions[i + 1]));
        out << chip;
    }
    return out;
}

} // namespace ss::app
