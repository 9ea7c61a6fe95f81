#include "rulings.h"

#include "ship_names.h"
#include "translations.h"

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>

#include <utility>

namespace ss::app {

namespace {

// One form of ruling: the engine's English as a pattern (@SHIP@ for a ship's name, @CELLS@
// for cells, @CELL@ one, @LABEL@ a ship's label, @TOKEN@ an action, @N@ a number), and its
// translation with %1… for the pattern's parts in order.
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
        const QString ship = ship_pattern(), cells = "([ROYGB][v-z][1-5](?:(?:, | and | )[ROYGB][v-z][1-5])*)",
                      cell = "([ROYGB][v-z][1-5])", label = "([A-Z][A-Z]\\d*)", token = "(\\S+)", n = "(\\d+)";
        // What a death star needs to fire along a line, as the engine words it (@PAIR@: no part
        // of its own) [8.2.2].
        const QString pair = QRegularExpression::escape("two undamaged cells touching (by a face, an edge or a corner) in this beam's direction");
        // (Patterns are matched to the ruling with its first letter in lower case.)
        const auto form = [&](QString english, const char* translation) {
            english.replace("@SHIP@", ship).replace("@CELLS@", cells).replace("@CELL@", cell).replace("@LABEL@", label)
                .replace("@TOKEN@", token).replace("@N@", n).replace("@PAIR@", pair);
            return Form{QRegularExpression("^" + english + "$"), translation};
        };
        return QList<Form>{
            // The ships' shapes [6].
            form("@SHIP@ has @N@ cells?, needs @N@ cells?", QT_TRANSLATE_NOOP("Rulings", "%1 has %2 of its %3 cells")),
            form("death star: @CELLS@ touches only one other cell",
                 QT_TRANSLATE_NOOP("Rulings", "death star: %1 touches only one other cell")),
            form("death star: @CELLS@ touches no other cell", QT_TRANSLATE_NOOP("Rulings", "death star: %1 touches no other cell")),
            form("death star: @CELLS@ each touch fewer than two other cells",
                 QT_TRANSLATE_NOOP("Rulings", "death star: %1 each touch fewer than two other cells")),
            form("death star @CELLS@ contains neither a 2x2x2 cube nor a 3x2x1 block",
                 QT_TRANSLATE_NOOP("Rulings", "death star %1 contains neither a 2x2x2 cube nor a 3x2x1 block")),
            form("@SHIP@ @CELLS@ is not a 3x2x1 block", QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not a 3x2x1 block")),
            form("@SHIP@ @CELLS@ is not a 2x2x1 square", QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not a 2x2x1 square")),
            form("@SHIP@ @CELLS@ does not lie in a straight line of adjacent cells",
                 QT_TRANSLATE_NOOP("Rulings", "%1 %2 does not lie in a straight line of adjacent cells")),
            form("@SHIP@ @CELLS@ is not two adjacent cells", QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not two adjacent cells")),
            // The fleet [3].
            form("the fleet has no @SHIP@", QT_TRANSLATE_NOOP("Rulings", "the fleet has no %1")),
            form("the standard fleet has one @SHIP@, not @N@", QT_TRANSLATE_NOOP("Rulings", "the standard fleet has one %1, not %2")),
            form("the fleet needs a @SHIP@ or a @SHIP@", QT_TRANSLATE_NOOP("Rulings", "the fleet needs a %1 or a %2")),
            form("the standard fleet has either a @SHIP@ or a @SHIP@, not both or several",
                 QT_TRANSLATE_NOOP("Rulings", "the standard fleet has either a %1 or a %2, not both or several")),
            form("@N@ @SHIP@s? in a standard fleet, which has none",
                 QT_TRANSLATE_NOOP("Rulings", "%2 × %1 in a standard fleet, which has none")),
            form("the setup records no ships", QT_TRANSLATE_NOOP("Rulings", "the setup records no ships")),
            form("@CELLS@ (?:is|are) in both (\\w+) and (\\w+)", QT_TRANSLATE_NOOP("Rulings", "%1 in both %2 and %3")),
            form("the fleet costs @N@ but must cost @N@", QT_TRANSLATE_NOOP("Rulings", "the fleet costs %1 but must cost %2")),
            form("the fleet costs @N@ but must cost @N@ \\(@N@ plus @N@ of additional ships, the remaining materiel of the last game\\)",
                 QT_TRANSLATE_NOOP("Rulings", "the fleet costs %1 but must cost %2 (%3 plus %4 of additional ships, the remaining "
                                              "materiel of the last game)")),
            // A turn's actions [4, 8], as said to the player entering them.
            form("names no unfired missile of yours", QT_TRANSLATE_NOOP("Rulings", "names no unfired missile of yours")),
            form("@CELL@ is not in any of your ships", QT_TRANSLATE_NOOP("Rulings", "%1 is not in any of your ships")),
            form("@CELL@ is in @LABEL@, which carries no missiles", QT_TRANSLATE_NOOP("Rulings", "%1 is in %2, which carries no missiles")),
            form("@CELL@ is destroyed, so it is no longer a missile",
                 QT_TRANSLATE_NOOP("Rulings", "%1 is destroyed, so it is no longer a missile")),
            form("@CELL@ was fired in an earlier turn", QT_TRANSLATE_NOOP("Rulings", "%1 was fired in an earlier turn")),
            form("names @N@ unfired missiles \\(@CELLS@\\); give more of the cell",
                 QT_TRANSLATE_NOOP("Rulings", "names %1 unfired missiles (%2); give more of the cell")),
            form("@LABEL@ already makes a missile strike this turn; a ship makes one",
                 QT_TRANSLATE_NOOP("Rulings", "%1 already makes a missile strike this turn; a ship makes one")),
            form("@CELL@ is already destroyed; the launch cell must be undamaged",
                 QT_TRANSLATE_NOOP("Rulings", "%1 is already destroyed; the launch cell must be undamaged")),
            form("a light scout never makes a kamikaze strike", QT_TRANSLATE_NOOP("Rulings", "a light scout never makes a kamikaze strike")),
            form("@LABEL@ still entitles you to a conventional or missile strike, so it cannot make a kamikaze strike",
                 QT_TRANSLATE_NOOP("Rulings", "%1 still entitles you to a conventional or missile strike, so it cannot make a "
                                              "kamikaze strike")),
            form("@LABEL@ already makes a kamikaze strike this turn; a ship makes one",
                 QT_TRANSLATE_NOOP("Rulings", "%1 already makes a kamikaze strike this turn; a ship makes one")),
            form("the end cells of a beam lie two steps apart on a straight line, with one cell between",
                 QT_TRANSLATE_NOOP("Rulings", "the end cells of a beam lie two steps apart on a straight line, with one cell between")),
            form("you have several ships of type @LABEL@; name one with its identity, e\\.g\\. @TOKEN@",
                 QT_TRANSLATE_NOOP("Rulings", "you have several ships of type %1; name one with its identity, e.g. %2")),
            form("you have no ship @LABEL@", QT_TRANSLATE_NOOP("Rulings", "you have no ship %1")),
            form("@LABEL@ has no beam weapon", QT_TRANSLATE_NOOP("Rulings", "%1 has no beam weapon")),
            form("@LABEL@ is destroyed", QT_TRANSLATE_NOOP("Rulings", "%1 is destroyed")),
            form("@LABEL@'s beam weapon has burnt out", QT_TRANSLATE_NOOP("Rulings", "%1's beam weapon has burnt out")),
            form("@LABEL@ has no @PAIR@, so it cannot fire along it",
                 QT_TRANSLATE_NOOP("Rulings", "%1 has no two undamaged cells touching (by a face, an edge or a corner) in this beam's direction, so it cannot fire along it")),
            form("@LABEL@ already fires its beam weapon this turn", QT_TRANSLATE_NOOP("Rulings", "%1 already fires its beam weapon this turn")),
            form("several death stars could fire this beam; name one, e\\.g\\. @TOKEN@",
                 QT_TRANSLATE_NOOP("Rulings", "several death stars could fire this beam; name one, e.g. %1")),
            form("you have no beam weapon left", QT_TRANSLATE_NOOP("Rulings", "you have no beam weapon left")),
            form("your beam weapon has burnt out", QT_TRANSLATE_NOOP("Rulings", "your beam weapon has burnt out")),
            form("your beam weapon already fires this turn; a death star fires once a turn",
                 QT_TRANSLATE_NOOP("Rulings", "your beam weapon already fires this turn; a death star fires once a turn")),
            form("your death star has no @PAIR@, so it cannot fire along it",
                 QT_TRANSLATE_NOOP("Rulings", "your death star has no two undamaged cells touching (by a face, an edge or a corner) in this beam's direction, so it cannot fire along it")),
            form("none of your death stars has @PAIR@, so none can fire along it",
                 QT_TRANSLATE_NOOP("Rulings", "none of your death stars has two undamaged cells touching (by a face, an edge or a corner) in this beam's direction, so none can fire along it")),
            form("every one of your death stars that can fire along it already fires this turn; each fires once a turn",
                 QT_TRANSLATE_NOOP("Rulings", "every one of your death stars that can fire along it already fires this turn; each "
                                              "fires once a turn")),
            form("you have @N@ strikes? but only @N@ (?:is|are) available",
                 QT_TRANSLATE_NOOP("Rulings", "you have %1 strikes but only %2 available")),
            form("you launch @N@ missile (?:or|and) kamikaze strikes? but record only @N@ targets?; each needs its own",
                 QT_TRANSLATE_NOOP("Rulings", "you launch %1 missile or kamikaze strikes but record only %2 targets; each needs its own")),
            form("you have no undestroyed scanner, so cannot scan",
                 QT_TRANSLATE_NOOP("Rulings", "you have no undestroyed scanner, so cannot scan")),
            form("you make @N@ scans but only @N@ (?:is|are) available", QT_TRANSLATE_NOOP("Rulings", "you make %1 scans but only %2 available")),
            form("the game terminated at the end of turn @N@, so no further turn is played",
                 QT_TRANSLATE_NOOP("Rulings", "the game terminated at the end of turn %1, so no further turn is played")),
            form("the game is over, so no further turn is played",
                 QT_TRANSLATE_NOOP("Rulings", "the game is over, so no further turn is played")),
            // The notation of cells [11.4] and actions [11.5], as typed in the turn panel.
            form("'(.*)' is not a cell: a cell is colour, letter, number, e\\.g\\. Yx3",
                 QT_TRANSLATE_NOOP("Rulings", "'%1' is not a cell: a cell is colour, letter, number, e.g. Yx3")),
            form("'(.*)' is not a cell: the colour must be one of R O Y G B",
                 QT_TRANSLATE_NOOP("Rulings", "'%1' is not a cell: the colour must be one of R O Y G B")),
            form("'(.*)' is not a cell: a colour is a capital letter, ([ROYGB]) not ([roygb])",
                 QT_TRANSLATE_NOOP("Rulings", "'%1' is not a cell: a colour is a capital letter, %2 not %3")),
            form("'(.*)' is not a cell: the letter must be one of v w x y z",
                 QT_TRANSLATE_NOOP("Rulings", "'%1' is not a cell: the letter must be one of v w x y z")),
            form("'(.*)' is not a cell: the number must be one of 1 2 3 4 5",
                 QT_TRANSLATE_NOOP("Rulings", "'%1' is not a cell: the number must be one of 1 2 3 4 5")),
            form("a scan is written s and one cell, e\\.g\\. sYx3",
                 QT_TRANSLATE_NOOP("Rulings", "a scan is written s and one cell, e.g. sYx3")),
            form("a kamikaze strike is written k and one cell, e\\.g\\. kYx3",
                 QT_TRANSLATE_NOOP("Rulings", "a kamikaze strike is written k and one cell, e.g. kYx3")),
            form("a missile launch is m and its cell, e\\.g\\. mYz1, or enough of it to name one missile, e\\.g\\. mY",
                 QT_TRANSLATE_NOOP("Rulings", "a missile launch is m and its cell, e.g. mYz1, or enough of it to name one missile, e.g. mY")),
            form("a beam firing is b and its two end cells, e\\.g\\. bRv1Rv3",
                 QT_TRANSLATE_NOOP("Rulings", "a beam firing is b and its two end cells, e.g. bRv1Rv3")),
            form("the ship firing a beam is written in parentheses, e\\.g\\. bRv1Rv3\\(DS2\\)",
                 QT_TRANSLATE_NOOP("Rulings", "the ship firing a beam is written in parentheses, e.g. bRv1Rv3(DS2)")),
            form("'(.*)' is not a ship", QT_TRANSLATE_NOOP("Rulings", "'%1' is not a ship")),
            form("'(.*)' is not an action: write a cell \\(Gx3\\), bCELLCELL, mCELL, kCELL or sCELL",
                 QT_TRANSLATE_NOOP("Rulings", "'%1' is not an action: write a cell (Gx3), bCELLCELL, mCELL, kCELL or sCELL")),
            form("empty action", QT_TRANSLATE_NOOP("Rulings", "empty action")),
            // The classic rules' shapes, fleet and actions [classic 3, 4, 6, C2-C17].
            form("@SHIP@ @CELLS@ is not a 2x2x2 cube", QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not a 2x2x2 cube")),
            form("@SHIP@ @CELLS@ is not a 3x2x1 rectangle", QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not a 3x2x1 rectangle")),
            form("@SHIP@ @CELLS@ is not three adjacent cells in a straight line",
                 QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not three adjacent cells in a straight line")),
            form("@SHIP@ @CELLS@ is not two adjacent cells sharing a face",
                 QT_TRANSLATE_NOOP("Rulings", "%1 %2 is not two adjacent cells sharing a face")),
            form("the classic rules have no @SHIP@; their ships are DS KC FS MD HF",
                 QT_TRANSLATE_NOOP("Rulings", "the classic rules have no %1; their ships are DS KC FS MD HF")),
            form("the fleet has one @SHIP@, not @N@ \\(several only in a continued match's later games\\)",
                 QT_TRANSLATE_NOOP("Rulings", "the fleet has one %1, not %2 (several only in a continued match's later games)")),
            form("the fleet has @N@ cells but must have @N@", QT_TRANSLATE_NOOP("Rulings", "the fleet has %1 cells but must have %2")),
            form("the fleet has @N@ cells but must have @N@ \\(23 plus @N@ in additional ships, the remaining materiel of the last game\\)",
                 QT_TRANSLATE_NOOP("Rulings", "the fleet has %1 cells but must have %2 (23 plus %3 in additional ships, the remaining "
                                              "materiel of the last game)")),
            form("the classic rules have no scans", QT_TRANSLATE_NOOP("Rulings", "the classic rules have no scans")),
            form("@LABEL@ gives you a conventional strike until it is destroyed, so never a kamikaze strike",
                 QT_TRANSLATE_NOOP("Rulings", "%1 gives you a conventional strike until it is destroyed, so never a kamikaze strike")),
            form("@LABEL@ still has two adjacent undamaged cells, which entitle you to a conventional strike, so it cannot make a "
                 "kamikaze strike",
                 QT_TRANSLATE_NOOP("Rulings", "%1 still has two adjacent undamaged cells, which entitle you to a conventional strike, "
                                              "so it cannot make a kamikaze strike")),
            form("a beam strikes a whole row of five cells: write b and the two coordinates the row keeps, e\\.g\\. bRv, bR3 or "
                 "bv3, or its two end cells, e\\.g\\. bRv1Rv5",
                 QT_TRANSLATE_NOOP("Rulings", "a beam strikes a whole row of five cells: write b and the two coordinates the row keeps, "
                                              "e.g. bRv, bR3 or bv3, or its two end cells, e.g. bRv1Rv5")),
            form("@LABEL@ is damaged, and only an undamaged death star fires its beam weapon",
                 QT_TRANSLATE_NOOP("Rulings", "%1 is damaged, and only an undamaged death star fires its beam weapon")),
            form("the row does not pass through the cells of @LABEL@ in your own space",
                 QT_TRANSLATE_NOOP("Rulings", "the row does not pass through the cells of %1 in your own space")),
            form("you have no undamaged death star, and only an undamaged death star fires its beam weapon",
                 QT_TRANSLATE_NOOP("Rulings", "you have no undamaged death star, and only an undamaged death star fires its beam weapon")),
            form("the row does not pass through the cells of your undamaged death star in your own space",
                 QT_TRANSLATE_NOOP("Rulings", "the row does not pass through the cells of your undamaged death star in your own space")),
            form("each of your death stars that could fire along it already fires this turn; each fires once a turn",
                 QT_TRANSLATE_NOOP("Rulings", "each of your death stars that could fire along it already fires this turn; each fires "
                                              "once a turn")),
            form("no undamaged death star of yours that is not firing already has a cell in its row",
                 QT_TRANSLATE_NOOP("Rulings", "no undamaged death star of yours that is not firing already has a cell in its row")),
            form("'(.*)': the classic rules have no scans", QT_TRANSLATE_NOOP("Rulings", "'%1': the classic rules have no scans")),
            form("'(.*)': a beam strikes a whole row of five cells: write b and the two coordinates the row keeps, e\\.g\\. bRv, "
                 "bR3 or bv3, or its two end cells, e\\.g\\. bRv1Rv5",
                 QT_TRANSLATE_NOOP("Rulings", "'%1': a beam strikes a whole row of five cells: write b and the two coordinates the "
                                              "row keeps, e.g. bRv, bR3 or bv3, or its two end cells, e.g. bRv1Rv5")),
            form("'(.*)': the classic rules have no ship @LABEL@",
                 QT_TRANSLATE_NOOP("Rulings", "'%1': the classic rules have no ship %2")),
            // A record file's syntax [spec 1, 2.1, 2.2, 3.2, 11.6], as opening a damaged one says.
            form("a \\{ comment may not contain another \\{", QT_TRANSLATE_NOOP("Rulings", "a { comment may not contain another {")),
            form("\\} closes no comment", QT_TRANSLATE_NOOP("Rulings", "} closes no comment")),
            form("the comment opened by \\{ is never closed", QT_TRANSLATE_NOOP("Rulings", "the comment opened by { is never closed")),
            form("'(.*)' is not a tag; write \\[Name \"value\"\\]", QT_TRANSLATE_NOOP("Rulings", "'%1' is not a tag; write [Name \"value\"]")),
            form("'(.*)' is not a ship: write its type \\(DS KC FS PC MD HS LS AG LG\\), then its cells",
                 QT_TRANSLATE_NOOP("Rulings", "'%1' is not a ship: write its type (DS KC FS PC MD HS LS AG LG), then its cells")),
            form("@LABEL@ lists @CELL@ twice", QT_TRANSLATE_NOOP("Rulings", "%1 lists %2 twice")),
            form("@LABEL@ lists no cells", QT_TRANSLATE_NOOP("Rulings", "%1 lists no cells")),
            form("the setup lists no ships", QT_TRANSLATE_NOOP("Rulings", "the setup lists no ships")),
            form("game has no setup line for ([AB])", QT_TRANSLATE_NOOP("Rulings", "game has no setup line for %1")),
            form("turn @N@ has no ([AB]) line", QT_TRANSLATE_NOOP("Rulings", "turn %1 has no %2 line")),
            form("a setup line begins 'setup A:' or 'setup B:'", QT_TRANSLATE_NOOP("Rulings", "a setup line begins 'setup A:' or 'setup B:'")),
            form("setup lines come before the first turn", QT_TRANSLATE_NOOP("Rulings", "setup lines come before the first turn")),
            form("second setup line for ([AB]) \\(the first is at line @N@\\)",
                 QT_TRANSLATE_NOOP("Rulings", "second setup line for %1 (the first is at line %2)")),
            form("a turn line begins with its number, a dot and the player, e\\.g\\. '3\\. A:'",
                 QT_TRANSLATE_NOOP("Rulings", "a turn line begins with its number, a dot and the player, e.g. '3. A:'")),
            form("turns come after both players' setup lines", QT_TRANSLATE_NOOP("Rulings", "turns come after both players' setup lines")),
            form("turn @N@ has no ([AB]) line before turn @N@ begins",
                 QT_TRANSLATE_NOOP("Rulings", "turn %1 has no %2 line before turn %3 begins")),
            form("turn @N@ is out of order: expected turn @N@", QT_TRANSLATE_NOOP("Rulings", "turn %1 is out of order: expected turn %2")),
            form("turn @N@ is out of order: expected turn @N@ or @N@",
                 QT_TRANSLATE_NOOP("Rulings", "turn %1 is out of order: expected turn %2 or %3")),
            form("turn @N@ already has ([AB])'s line \\(line @N@\\)", QT_TRANSLATE_NOOP("Rulings", "turn %1 already has %2's line (line %3)")),
            form("'(.*)' is not a tag, a setup line or a turn line",
                 QT_TRANSLATE_NOOP("Rulings", "'%1' is not a tag, a setup line or a turn line")),
            form("the record holds no game", QT_TRANSLATE_NOOP("Rulings", "the record holds no game")),
            form("'-' means no actions and stands alone on its line",
                 QT_TRANSLATE_NOOP("Rulings", "'-' means no actions and stands alone on its line")),
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
    // "DS: …", "mYz1: …" — a ship's label or an action's token, then the ruling about it.
    static const QRegularExpression labelled("^([^\\s:]+): (.*)$");
    if (const auto m = labelled.match(english); m.hasMatch())
        return m.captured(1) + ": " + ruling_message(m.captured(2));
    // (As the engine words it, or with its first letter in lower case, as the patterns are:
    // "You have…" after a placeholder put "you" first.)
    const QString lower = english.isEmpty() ? english : english.front().toLower() + english.mid(1);
    for (const QString& said : {english, lower})
        for (const Form& f : forms()) {
            const auto m = f.english.match(said);
            if (!m.hasMatch())
                continue;
            QString text = QCoreApplication::translate("Rulings", f.translation);
            for (int i = 1; i <= m.lastCapturedIndex(); ++i)
                text = text.arg(part(m.captured(i)));
            return capitalised(text); // a sentence of its own, or after "DS: "
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
