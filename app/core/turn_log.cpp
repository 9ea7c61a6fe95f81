#include "turn_log.h"

#include <QStringList>

namespace ss::app {

namespace {

QString name(Cell c) { return QString::fromStdString(to_string(c)); }
QString word(std::string_view s) { return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size())); }

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
        text = name(o.target[0]) + " " + word(to_string(o.result[0]));
        break;
    case ActionKind::Scan:
        text = "s" + name(o.target[0]) + " " + word(to_string(o.scan));
        break;
    case ActionKind::Missile:
        return "m" + name(o.target[0]);
    case ActionKind::Kamikaze:
        return "k" + name(o.target[0]);
    case ActionKind::Beam:
        text = "b" + name(o.target[0]) + name(o.target[2]);
        for (int t = 0; t < 3; ++t)
            text += " " + word(to_string(o.result[t]));
        if (o.burnout)
            text += " (burnt out [8.2.4])";
        break;
    }
    if (o.explosions.count) {
        QStringList cells;
        for (Cell c : o.explosions)
            cells << name(c);
        text += ", explosions " + cells.join(" ");
    }
    return text;
}

QString possessive(const QString& who) { return who == "You" ? QString("Your") : who + "'s"; }

QString describe_turn(const TurnView& view, const QString& own_name, const QString& opponent)
{
    QStringList own, theirs;
    for (const Outcome& o : view.own)
        own << describe_outcome(o);
    for (const Outcome& o : view.opponent)
        theirs << describe_outcome(o);
    QString text = QString("Turn %1\n%2: %3\n%4: %5")
                       .arg(view.turn)
                       .arg(own_name, own.isEmpty() ? "-" : own.join(" · "), opponent,
                            theirs.isEmpty() ? "-" : theirs.join(" · "));
    if (!view.opponent_destroyed.empty())
        text += "\n" + possessive(opponent) + " ships destroyed: " + ships(view.opponent_destroyed);
    if (!view.own_destroyed.empty()) {
        text += "\n" + possessive(own_name) + " ships destroyed: " + ships(view.own_destroyed);
        // The flashcube data received for those cells [7.1, 7.2].
        QStringList data;
        for (const SeenShip& s : view.own_destroyed)
            for (const FlashcubeCell& f : s.flashcube)
                data << name(f.cell) + " " +
                            (f.ship ? QString::fromStdString(ship_label(f.type, f.identity)) + (f.destroyed ? " destroyed" : "")
                                    : QString("empty"));
        if (!data.isEmpty())
            text += "\nFlashcube data (" + opponent + "): " + data.join(" · ");
    }
    return text;
}

} // namespace ss::app
