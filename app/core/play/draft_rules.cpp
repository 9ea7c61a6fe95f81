#include "draft_rules.h"
#include "rulings.h"
#include "typed_notation.h"

#include "record.h"

#include <QObject>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <numeric>
#include <set>
#include <QRegularExpression>
#include <QStringList>

namespace ss::app {

std::optional<Violation> check_draft(const TurnRules& rules, const Actions& draft)
{
    Actions padded = draft;
    int launches = 0, targets = 0;
    for (const Action& x : draft) {
        launches += x.kind == ActionKind::Missile || x.kind == ActionKind::Kamikaze;
        targets += x.kind == ActionKind::Strike;
    }
    for (int k = targets; k < launches; ++k)
        padded.push_back(Action::strike(Cell{0}));
    return rules.check(padded);
}

QString unused_actions(const TurnRules& rules, const Actions& draft)
{
    const Entitlements& e = rules.entitlements();
    int launches = 0, strikes = 0, missiles = 0, beams = 0, scans = 0;
    for (const Action& a : draft) {
        launches += a.kind == ActionKind::Missile || a.kind == ActionKind::Kamikaze;
        strikes += a.kind == ActionKind::Strike;
        missiles += a.kind == ActionKind::Missile;
        beams += a.kind == ActionKind::Beam;
        scans += a.kind == ActionKind::Scan;
    }
    QStringList left;
    if (const int n = e.strikes + launches - strikes; n > 0)
        left << (n == 1 ? QObject::tr("a strike") : QObject::tr("%1 strikes").arg(n));
    if (const int n = static_cast<int>(e.missile.count()) - missiles; n > 0)
        left << (n == 1 ? QObject::tr("a missile") : QObject::tr("%1 missiles").arg(n));
    if (const int n = static_cast<int>(e.beam.count()) - beams; n > 0)
        left << (n == 1 ? QObject::tr("the beam") : QObject::tr("%1 beams").arg(n));
    // With nothing but kamikaze strikes and scans left, a scan tells what no strike can use
    // any more (the game ends with this turn unless a kamikaze strike is made [2.3.2]): not
    // asked about (a playtest was asked on the game's last turn); with a kamikaze strike the
    // game goes on, and scans are worth asking about again (playtest 26).
    if (const int n = e.scans - scans; n > 0 && !rules.ends_game_2_3_2(draft))
        left << (n == 1 ? QObject::tr("a scan") : QObject::tr("%1 scans").arg(n));
    if (left.size() < 2)
        return left.join("");
    const QString last = left.takeLast();
    return QObject::tr("%1 and %2").arg(left.join(", "), last);
}

TypedActions add_typed(const TurnRules& rules, Actions draft, const QString& typed)
{
    TypedActions out;
    bool hold_target = false; // a launch was refused: its target waits with it
    for (const QString& token : lenient_tokens(typed)) { // (as meant: "gw1", "b Rv1 Rv3", "mOz3Bx4")
        TurnRecord turn;
        try {
            turn = parse_tokens(token.toStdString(), 1, *rules.own().rules); // the game's notation [11.5 / classic 8.2]
        } catch (const RecordError& e) {
            out.refused << ruling_text(e.problems().front());
            out.left << token;
            hold_target = false;
            continue;
        }
        for (const Action& a : turn.actions) { // (one, or none for "-")
            if (hold_target && a.kind == ActionKind::Strike) {
                out.left << token;
                hold_target = false;
                continue;
            }
            // A cell typed twice is refused as a second click takes it back (sixth playtest:
            // "Yx3 … Yx3" made two chips and wasted a strike) [5.2.4].
            if (a.kind == ActionKind::Strike &&
                std::any_of(draft.begin(), draft.end(), [&](const Action& x) { return x.kind == ActionKind::Strike && x.cell == a.cell; })) {
                out.refused << token + ": " + QObject::tr("already a target this turn; a second strike there could at best be a "
                                                          "duplicate hit [5.2.4]");
                out.left << token;
                continue;
            }
            draft.push_back(a);
            auto v = a.kind == ActionKind::Beam ? rules.name_beam_ships(draft) : std::nullopt;
            if (!v)
                v = check_draft(rules, draft);
            if (v) {
                // The ruling names its token where it is about one ("mGv1: ..."), else say which.
                const QString why = ruling_text(*v, Voice::you());
                out.refused << (why.startsWith(token + ":") ? why : token + ": " + why);
                out.left << token;
                draft.pop_back();
                hold_target = a.kind == ActionKind::Missile || a.kind == ActionKind::Kamikaze;
                continue;
            }
            out.added << token;
            hold_target = false;
        }
    }
    out.draft = std::move(draft);
    return out;
}

CellSet beam_lines_from(const TurnRules& rules, const Actions& draft, Cell end, int other, bool whole)
{
    CellSet cells;
    const BeamGeometry& beams = rules.own().rules->beams;
    Actions next = draft;
    next.push_back({});
    for (const auto& [a, b] : beams.lines()) {
        if (a != end && b != end)
            continue;
        const Cell far = a == end ? b : a;
        if (other >= 0 && far.index != other)
            continue;
        next.back() = Action::beam(end, far);
        if (rules.name_beam_ships(next)) // no death star may fire it [8.2.2]
            continue;
        if (!whole)
            cells.insert(far);
        else if (const auto line = beams.targets(next.back()))
            for (int k = 0; k < beams.length(); ++k)
                cells.insert((*line)[k]);
    }
    return cells;
}

BeamOutlook beam_outlook(const TurnRules& rules, const Actions& draft, const std::function<bool(Cell)>& known)
{
    BeamOutlook out;
    const BeamGeometry& beams = rules.own().rules->beams;
    Actions next = draft;
    next.push_back({});
    std::set<std::array<int, 3>> directions;
    for (const auto& [a, b] : beams.lines()) {
        next.back() = Action::beam(a, b);
        if (rules.name_beam_ships(next))
            continue;
        ++out.lines;
        if (!out.example)
            out.example = std::make_pair(a, b);
        std::array<int, 3> d{b.colour() - a.colour(), b.letter() - a.letter(), b.number() - a.number()};
        const int g = std::gcd(std::gcd(std::abs(d[0]), std::abs(d[1])), std::abs(d[2]));
        for (int& x : d)
            x /= g;
        if (d[0] < 0 || (d[0] == 0 && (d[1] < 0 || (d[1] == 0 && d[2] < 0)))) // (one sign for a line's two ways)
            for (int& x : d)
                x = -x;
        directions.insert(d);
        if (const auto line = beams.targets(next.back()))
            for (int k = 0; k < beams.length(); ++k)
                if (!known((*line)[static_cast<std::size_t>(k)])) {
                    ++out.open;
                    break;
                }
    }
    out.directions = static_cast<int>(directions.size());
    return out;
}

} // namespace ss::app
