#include "typed_notation.h"

#include <QRegularExpression>

namespace ss::app {

namespace {

// "gw1" or "RX4" as the cell it names ("Gw1", "Rx4"), or "" when it is no whole cell.
QString whole_cell(const QString& s)
{
    static const QRegularExpression cell("^[ROYGBroygb][VWXYZvwxyz][1-5]$");
    if (!cell.match(s).hasMatch())
        return {};
    return s.left(1).toUpper() + s.mid(1, 1).toLower() + s.right(1);
}

// A run of whole cells ("Rv1Rv3"), or none when any part is not one.
QStringList whole_cells(const QString& s)
{
    if (s.isEmpty() || s.size() % 3 != 0)
        return {};
    QStringList cells;
    for (int i = 0; i < s.size(); i += 3) {
        const QString c = whole_cell(s.mid(i, 3));
        if (c.isEmpty())
            return {};
        cells << c;
    }
    return cells;
}

bool is_action_letter(const QString& s) { return s.size() == 1 && QString("smkbSMKB").contains(s); }

// One token as meant: the action's letter in lower case and its cells as cells, a launch
// and its target apart; unchanged when it is not of that shape.
QStringList read_token(const QString& token)
{
    const QStringList bare = whole_cells(token);
    if (bare.size() == 1)
        return bare;
    if (token.size() % 3 != 1 || !is_action_letter(token.left(1)))
        return {token};
    const QChar kind = token.at(0).toLower();
    const QStringList cells = whole_cells(token.mid(1));
    if (kind == 'b' && cells.size() == 2)
        return {"b" + cells.join("")};
    if (kind == 's' && cells.size() == 1)
        return {"s" + cells.front()};
    if ((kind == 'm' || kind == 'k') && (cells.size() == 1 || cells.size() == 2)) // (with its target)
        return QStringList{QString(kind) + cells.front()} + cells.mid(1);
    return {token};
}

} // namespace

QStringList lenient_tokens(const QString& typed)
{
    QStringList read;
    for (const QString& raw : typed.split(QRegularExpression("[\\s,;]+"), Qt::SkipEmptyParts))
        read << read_token(raw);
    // An action's letter standing alone takes the cells after it: "b Rv1 Rv3", "m Yz1".
    QStringList out;
    for (int i = 0; i < read.size(); ++i) {
        const QString& t = read[i];
        if (!is_action_letter(t)) {
            out << t;
            continue;
        }
        const QString kind = t.toLower();
        const bool next = i + 1 < read.size() && !whole_cell(read[i + 1]).isEmpty();
        if (kind == "b" && next && i + 2 < read.size() && !whole_cell(read[i + 2]).isEmpty()) {
            out << kind + read[i + 1] + read[i + 2];
            i += 2;
        } else if (kind == "b" && i + 1 < read.size() && read[i + 1].size() == 2) { // a classic row ("b Rv")
            out << kind + read[i + 1];
            ++i;
        } else if (kind != "b" && next) {
            out << kind + read[i + 1];
            ++i;
        } else {
            out << t;
        }
    }
    return out;
}

} // namespace ss::app
