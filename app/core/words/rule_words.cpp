#include "rule_words.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringList>

namespace ss::app {

namespace {

struct Gist {
    const char* number;
    const char* words;
};

// The rules of version 2.6.1 most cited in the program's messages, in our own words.
constexpr Gist kGists[] = {
    {"1.2", QT_TRANSLATE_NOOP("RuleWords", "Each player has a space of 5×5×5 cells: five layers R, O, Y, G, B, each of 5×5 cells.")},
    {"1.2.3", QT_TRANSLATE_NOOP("RuleWords", "Adjacent cells share a face: next to each other in a row, a column or the layer above or below.")},
    {"1.2.4", QT_TRANSLATE_NOOP("RuleWords", "Loosely adjacent cells touch at a face, an edge or a corner.")},
    {"1.4", QT_TRANSLATE_NOOP("RuleWords", "What each player records is hidden from the other until the rules say it is shown.")},
    {"2.2", QT_TRANSLATE_NOOP("RuleWords", "Both players choose their actions for a turn in secret; then both turns are revealed together.")},
    {"2.3", QT_TRANSLATE_NOOP("RuleWords", "How a game ends and who wins.")},
    {"2.3.1", QT_TRANSLATE_NOOP("RuleWords", "The game ends at the end of a turn in which either player has lost every ship.")},
    {"2.3.2", QT_TRANSLATE_NOOP("RuleWords", "A player left with nothing but kamikaze strikes and scans who records only scans ends the game at the end of that turn.")},
    {"2.3.3", QT_TRANSLATE_NOOP("RuleWords", "Each player's score is their remaining materiel when the game ends.")},
    {"2.3.4", QT_TRANSLATE_NOOP("RuleWords", "The higher score wins; equal scores are a draw.")},
    {"2.3.5", QT_TRANSLATE_NOOP("RuleWords", "Remaining materiel: the number of undamaged cells in a player's ships.")},
    {"3", QT_TRANSLATE_NOOP("RuleWords", "A ship is a type, the cells it stands on, and an identity.")},
    {"3.4", QT_TRANSLATE_NOOP("RuleWords", "A player's ships may not share a cell.")},
    {"3.5", QT_TRANSLATE_NOOP("RuleWords", "Each ship must have its type's shape.")},
    {"3.6", QT_TRANSLATE_NOOP("RuleWords", "The fleet must have exactly the ships the rules ask for.")},
    {"3.7", QT_TRANSLATE_NOOP("RuleWords", "The fleet: a death star, a kill cruiser, a flying saucer or a patrol cruiser, a missile destroyer, and a light or a heavy scout.")},
    {"3.7.1", QT_TRANSLATE_NOOP("RuleWords", "By agreement, a fleet may be any ships whose costs add up to 24.")},
    {"3.10", QT_TRANSLATE_NOOP("RuleWords", "A ship is destroyed when all its cells are destroyed.")},
    {"4.4", QT_TRANSLATE_NOOP("RuleWords", "Conventional strikes: shots at one cell of the other's space each.")},
    {"4.4.1", QT_TRANSLATE_NOOP("RuleWords", "A ship gives one strike a turn for each pair of touching undamaged cells it has, no cell counted twice: the more a ship is hit, the fewer strikes it gives.")},
    {"4.4.2", QT_TRANSLATE_NOOP("RuleWords", "A strike names one target cell.")},
    {"4.5", QT_TRANSLATE_NOOP("RuleWords", "A ship that gives no strike or missile this turn may make a kamikaze strike instead: one of its own undamaged cells is destroyed to strike a cell of the other's space.")},
    {"4.5.2", QT_TRANSLATE_NOOP("RuleWords", "The kamikaze launch cell must be an undamaged cell of that ship.")},
    {"4.5.3", QT_TRANSLATE_NOOP("RuleWords", "The kamikaze launch cell is destroyed.")},
    {"5.2", QT_TRANSLATE_NOOP("RuleWords", "A strike on an empty cell is a miss; on an undamaged ship cell, a hit that destroys it; on a cell already destroyed, a duplicate hit.")},
    {"5.2.4", QT_TRANSLATE_NOOP("RuleWords", "A strike on a cell already destroyed is a duplicate hit: it does nothing more.")},
    {"6", QT_TRANSLATE_NOOP("RuleWords", "The types of ship, their shapes and what they can do.")},
    {"6.1.3", QT_TRANSLATE_NOOP("RuleWords", "Each type of ship has a cost: death star 8, kill cruiser 6, saucer and patrol cruiser 4, missile destroyer and the scouts 3, assault gunboat 2, light gunboat 1.")},
    {"6.2", QT_TRANSLATE_NOOP("RuleWords", "A death star: eight cells, each touching at least two others, with a 2×2×2 cube or a 3×2×1 block among them; it has a beam weapon.")},
    {"6.2.4", QT_TRANSLATE_NOOP("RuleWords", "A death star gives only one conventional strike a turn, but until it is destroyed.")},
    {"6.3", QT_TRANSLATE_NOOP("RuleWords", "A kill cruiser: six cells in a 3×2×1 block.")},
    {"6.4", QT_TRANSLATE_NOOP("RuleWords", "A flying saucer: four cells in a 2×2 square.")},
    {"6.5", QT_TRANSLATE_NOOP("RuleWords", "A patrol cruiser: four cells in a straight line.")},
    {"6.6", QT_TRANSLATE_NOOP("RuleWords", "A missile destroyer: three cells in a straight line, each a missile.")},
    {"6.7", QT_TRANSLATE_NOOP("RuleWords", "A heavy scout: two touching cells, with a scanner.")},
    {"6.8", QT_TRANSLATE_NOOP("RuleWords", "A light scout: one cell, with a scanner; it never makes a kamikaze strike.")},
    {"7", QT_TRANSLATE_NOOP("RuleWords", "Flashcube data: when one of your ships is destroyed, the other player tells you what is in the same cells of their own space.")},
    {"8.1", QT_TRANSLATE_NOOP("RuleWords", "Missiles: each ship with an unfired missile fires one missile strike a turn, from a missile cell, at any cell.")},
    {"8.1.3", QT_TRANSLATE_NOOP("RuleWords", "Each ship with an unfired missile gives one missile strike a turn; the launch cell becomes a fired missile.")},
    {"8.1.4", QT_TRANSLATE_NOOP("RuleWords", "A strike on an unfired missile makes it explode: the touching undamaged cells of its ship are destroyed too. Fired missiles no longer explode.")},
    {"8.2", QT_TRANSLATE_NOOP("RuleWords", "A beam weapon fires once a turn at three cells in a straight line, along a line parallel to two undamaged cells of its ship.")},
    {"8.2.1", QT_TRANSLATE_NOOP("RuleWords", "A beam's three target cells lie in a straight line, each touching the next at a face, an edge or a corner.")},
    {"8.2.2", QT_TRANSLATE_NOOP("RuleWords", "The ship needs two undamaged cells, touching, in a line parallel to the beam's.")},
    {"8.2.4", QT_TRANSLATE_NOOP("RuleWords", "A beam burns out for good when two of the cells it hits do not touch each other: in its line of three, both end cells hit.")},
    {"8.3", QT_TRANSLATE_NOOP("RuleWords", "A scanner gives a scan a turn, one more for each of your cells destroyed the turn before; a scan tells whether a cell is part of a ship, and whether it is destroyed.")},
    {"8.3.1", QT_TRANSLATE_NOOP("RuleWords", "One scan a turn, plus one for each of your own cells destroyed in the turn before; several scanners give no more.")},
    {"8.4", QT_TRANSLATE_NOOP("RuleWords", "A weapon that burns out gives no more actions for the rest of the game.")},
    {"9", QT_TRANSLATE_NOOP("RuleWords", "A scored match: several games; each player's scores are added up, and the larger total wins the match.")},
    {"10", QT_TRANSLATE_NOOP("RuleWords", "A continued match: in each game after the first, a player adds ships costing as much as the materiel they had left at the end of the last.")},
    {"11.4", QT_TRANSLATE_NOOP("RuleWords", "A cell is named by its layer (R, O, Y, G, B), its letter (v–z) and its number (1–5), as Yx3.")},
    {"11.5", QT_TRANSLATE_NOOP("RuleWords", "How a turn's actions are written: Yx3 a strike, bRv3Rv5 a beam, mYz1Bv1 a missile from Yz1 at Bv1, kOw5Rv1 a kamikaze strike, sBx3 a scan.")},
};

} // namespace

QString rule_words(const QString& number)
{
    static const QHash<QString, const char*> gists = [] {
        QHash<QString, const char*> h;
        for (const Gist& g : kGists)
            h.insert(QString::fromLatin1(g.number), g.words);
        return h;
    }();
    for (QString n = number; !n.isEmpty(); n = n.section('.', 0, -2)) {
        if (const auto it = gists.constFind(n); it != gists.constEnd())
            return QCoreApplication::translate("RuleWords", it.value());
        if (!n.contains('.'))
            break;
    }
    return {};
}

QString explain_rules(const QString& text)
{
    static const QRegularExpression cited(R"(\[((?:\d+(?:\.\d+)*)(?:,\s*\d+(?:\.\d+)*)*)\])");
    QStringList lines, seen;
    for (auto m = cited.globalMatch(text); m.hasNext();)
        for (const QString& n : m.next().captured(1).split(',', Qt::SkipEmptyParts)) {
            const QString number = n.trimmed();
            if (seen.contains(number))
                continue;
            seen << number;
            if (const QString words = rule_words(number); !words.isEmpty())
                lines << QStringLiteral("%1: %2").arg(number, words);
        }
    return lines.join('\n');
}

} // namespace ss::app
