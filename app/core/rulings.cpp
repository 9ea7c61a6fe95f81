#include "rulings.h"

#include "ship_names.h"
#include "translations.h"

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>

#include <utility>

namespace ss::app {

namespace {

// One form of ruling: the engine's English as a pattern (SHIP for a ship's name, CELLS
// for cells), and its translation with %1… for the pattern's parts in order.
struct Form {
    QRegularExpression english;
    const char* translation;
};

QString ship_pattern()
{
    QStringList names;
    for (ShipType t : kAllShipTypes)
        names << QRegularExpression::escape(QString::fromLatin1(info(t).name.data(), static_cast<qsizetype>(info(t).name.size())));
    return "(" + names.join('|') + ")";
}

const QList<Form>& forms()
{
    static const QList<Form> all = [] {
        const QString ship = ship_pattern(), cells = "([ROYGB][v-z][1-5](?:(?:, | and | )[ROYGB][v-z][1-5])*)", n = "(\\d+)";
        const auto form = [&](QString english, const char* translation) {
            english.replace("SHIP", ship).replace("CELLS", cells).replace("N", n);
            return Form{QRegularExpression("^" + english + "$"), translation};
        };
        return QList<Form>{
            // The ships' shapes [6].
            form("SHIP has N cells?, needs N cells?", QT_TRANSLATE_NOOP("Rulings", "%1 has %2 of its %3 cells")),
            form("death star: CELLS touches only one other cell",
                 QT_TRANSLATE_NOOP("Rulings", "death star: %1 touches only one other cell")),
            form("death star: CELLS touches no other cell", QT_TRANSLATE_NOOP("Rulings", "death star: %1 touches no other cell")),
            form("death star: CELLS each touch fewer than two other cells",
                 QT_TRANSLATE_NOOP("Rulings", "death star: %1 each touch fewer than two other cells")),
            form("death star CELLS contains neither a 2x2x2 cube nor a 3x2x1 block",
                 QT_TRANSLATE_NOOP("Rulings", "death star %1 contains neither a 2x2x2 cube nor a 3x2x1 block")),
            form("SHIP CELLS is not a 3x2x1 block", QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not a 3x2x1 block")),
            form("SHIP CELLS is not a 2x2x1 square", QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not a 2x2x1 square")),
            form("SHIP CELLS does not lie in a straight line of adjacent cells",
                 QT_TRANSLATE_NOOP("Rulings", "%1 %2 does not lie in a straight line of adjacent cells")),
            form("SHIP CELLS is not two adjacent cells", QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not two adjacent cells")),
            // The fleet [3].
            form("the fleet has no SHIP", QT_TRANSLATE_NOOP("Rulings", "the fleet has no %1")),
            form("the standard fleet has one SHIP, not N", QT_TRANSLATE_NOOP("Rulings", "the standard fleet has one %1, not %2")),
            form("the fleet needs a SHIP or a SHIP", QT_TRANSLATE_NOOP("Rulings", "the fleet needs a %1 or a %2")),
            form("the standard fleet has either a SHIP or a SHIP, not both or several",
                 QT_TRANSLATE_NOOP("Rulings", "the standard fleet has either a %1 or a %2, not both or several")),
            form("N SHIPs? in a standard fleet, which has none",
                 QT_TRANSLATE_NOOP("Rulings", "%2 × %1 in a standard fleet, which has none")),
            form("the setup records no ships", QT_TRANSLATE_NOOP("Rulings", "the setup records no ships")),
            form("CELLS (?:is|are) in both (\\w+) and (\\w+)", QT_TRANSLATE_NOOP("Rulings", "%1 in both %2 and %3")),
            form("the fleet costs N but must cost N", QT_TRANSLATE_NOOP("Rulings", "the fleet costs %1 but must cost %2")),
            form("the fleet costs N but must cost N \\(N plus N of additional ships, the remaining materiel of the last game\\)",
                 QT_TRANSLATE_NOOP("Rulings", "the fleet costs %1 but must cost %2 (%3 plus %4 of additional ships, the remaining "
                                              "materiel of the last game)")),
        };
    }();
    return all;
}

// A part of a ruling in the player's language: a ship's name translated; cells as they are.
QString part(const QString& text)
{
    QString out = text;
    out.replace(" and ", QCoreApplication::translate("Rulings", " and "));
    for (ShipType t : kAllShipTypes)
        if (text == QLatin1String(info(t).name.data(), static_cast<qsizetype>(info(t).name.size())))
            return ship_name(t);
    return out;
}

// The first letter up, as the engine's own messages begin a line (after a ship's "DS: ").
QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

QString ruling_message(const QString& english)
{
    if (current_language() == "en") // as the engine words it
        return english;
    // "DS: …" — a ship's label, then the ruling about it.
    static const QRegularExpression labelled("^([A-Z]{2}\\d*): (.*)$");
    if (const auto m = labelled.match(english); m.hasMatch())
        return m.captured(1) + ": " + ruling_message(m.captured(2));
    for (const Form& f : forms()) {
        const auto m = f.english.match(english);
        if (!m.hasMatch())
            continue;
        QString text = QCoreApplication::translate("Rulings", f.translation);
        for (int i = 1; i <= m.lastCapturedIndex(); ++i)
            text = text.arg(part(m.captured(i)));
        return english.front().isUpper() ? capitalised(text) : text;
    }
    return english;
}

QString ruling_text(const Violation& v, const Voice& voice)
{
    const QString message = ruling_message(QString::fromStdString(v.worded(voice)));
    return v.rule.empty() ? message : message + " [" + QString::fromStdString(v.rule) + "]";
}

QString ruling_text(const Violation& v)
{
    return ruling_text(v, v.player ? Voice::referee(*v.player) : Voice::named("?"));
}

} // namespace ss::app
