// What the turn entry says (turn_draft.h): each mode's prompt, why no ship may use a weapon
// this turn, and the actions so far as the turn panel's chips.
#include "turn_draft.h"

#include "draft_rules.h"
#include "turn_log.h"

#include <algorithm>

namespace ss::app {

QString TurnDraft::strikesByShip() const
{
    if (!rules_)
        return {};
    const Space& own = rules_->own();
    QStringList parts;
    for (std::size_t i = 0; i < own.fleet.size(); ++i) {
        // (missiles are said on their own row)
        const Ship& ship = own.fleet[i];
        const int strikes = own.rules->actions.conventional_strikes(ship.type, ship.cells, own.destroyed);
        const int whole = own.rules->actions.conventional_strikes(ship.type, ship.cells, CellSet{});
        const QString label = QString::fromStdString(ship.label());
        // A damaged ship says what it gave whole ("KC 1 of 3"), so that a count gone from 8 to 4
        // explains itself (playtest 55 reread the rules for it) [4.4.1]; a destroyed one gives none.
        if (strikes < whole && !(ship.cells - own.destroyed).empty())
            parts << tr("%1 %2 of %3").arg(label).arg(strikes).arg(whole);
        else if (strikes > 0)
            parts << QStringLiteral("%1 %2").arg(label).arg(strikes);
    }
    return parts.join(QStringLiteral(" · "));
}

QString TurnDraft::beamText() const
{
    const QStringList ships = beamShips();
    if (const QString later = comesIn(Mode::Beam); !later.isEmpty())
        return later;
    if (!rules_ || ships.isEmpty())
        return QStringLiteral("–");
    const BeamOutlook o = beam_outlook(*rules_, actions_, [this](Cell c) { return opponent_->knownNoHit(c.index); });
    const QString who = ships.join(", ");
    if (o.lines > 0 && o.open == 0)
        return tr("%1 (no line left with an unknown cell)").arg(who);
    if (o.directions == 1 && o.example) // (which one, said: playtest 27 found it by a refused beam)
        // (short: playtest 28 found it cut at 1920x1080)
        return tr("%1: only lines like %2–%3 [8.2.2]")
            .arg(who, QString::fromStdString(to_string(o.example->first)), QString::fromStdString(to_string(o.example->second)));
    return who;
}

QString TurnDraft::mode_hint(Mode mode) const
{
    switch (mode) {
    case Mode::Strike:
        return tr("Click cells in the opponent's space to strike them");
    case Mode::Beam:
        return classic() ? tr("Beam [6.1.3]: click the two end cells of a whole row of five in the opponent's space; "
                              "the row must run through your death star's cells. Point at a cell to light the other ends "
                              "of the rows you may fire from it")
                         : tr("Beam [8.2]: click the two end cells of a three-cell straight line in the opponent's "
                              "space. Point at a cell to light the other ends of the lines your death star may fire from it "
                              "[8.2.2]. If both end cells hit, the beam weapon burns out [8.2.4]");
    case Mode::Missile:
        return classic() ? tr("Missile strike [6.6.2]: click an unfired missile in your own space, then its target")
                         : tr("Missile strike [8.1.3]: click an unfired missile in your own space, then its target");
    case Mode::Kamikaze:
        return classic() ? tr("Kamikaze strike [4.4]: click an undamaged cell of the ship in your own space, then its "
                              "target")
                         : tr("Kamikaze strike [4.5]: click an undamaged cell of the ship in your own space, then its "
                              "target");
    case Mode::Scan:
        return tr("Scan [8.3]: click the cell to scan in the opponent's space");
    }
    return {};
}

QString TurnDraft::no_beam() const
{
    return classic() ? tr("No death star of yours can fire its beam this turn: only an undamaged death star fires [6.1.3]")
                     : tr("No death star of yours can fire its beam this turn: it needs two undamaged loosely adjacent "
                          "cells and a beam that has not burnt out [8.2.2, 8.4]");
}

namespace {
constexpr ActionKind kKinds[] = {ActionKind::Strike, ActionKind::Beam, ActionKind::Missile, ActionKind::Kamikaze,
                                 ActionKind::Scan}; // (as TurnDraft::Mode)
}

QString TurnDraft::comesIn(Mode mode) const
{
    const GuidedTurnRules* g = guide();
    const ActionKind kind = kKinds[static_cast<int>(mode)];
    if (!g || !g->withheld(kind))
        return {};
    // (the kamikaze strike with its condition: playtest 44 waited for it from turn 5 on, and no
    // ship of its gave no strike) [4.5]
    const int turn = guided_turn(kind, *rules_->own().rules);
    return kind == ActionKind::Kamikaze ? tr("from turn %1, by a ship that gives no strike").arg(turn) : tr("from turn %1").arg(turn);
}

QString TurnDraft::unavailable(Mode mode) const
{
    if (const GuidedTurnRules* g = guide())
        if (QString why = g->why_withheld(kKinds[static_cast<int>(mode)]); !why.isEmpty())
            return why;
    if (rules_ && mode == Mode::Beam && beamShips().isEmpty())
        return no_beam();
    if (rules_ && mode == Mode::Missile && missileShips().isEmpty())
        return tr("No missile of yours can be fired this turn: each missile ship fires one a turn, from an unfired "
                  "missile cell [8.1.3]");
    if (rules_ && mode == Mode::Kamikaze && kamikazeShips().isEmpty())
        return classic() ? tr("No ship of yours may make a kamikaze strike this turn: only a ship that gives no strike "
                              "may [4.4]")
                         : tr("No ship of yours may make a kamikaze strike this turn: only a ship that gives no strike "
                              "and has no unfired missile left may [4.5, 8.1.3] (a missile it could fire counts, fired or not), and never a light scout [6.8.2]");
    if (rules_ && mode == Mode::Scan && scans() == 0)
        return tr("You have no scan this turn: a scout scans once a turn, or once for each of your cells destroyed in "
                  "the last turn [8.3.1]");
    return {};
}

QStringList TurnDraft::chips() const { return action_chips(actions_); }

QString TurnDraft::strike_words(const QString& target) const
{
    // (fourth playtest: "Strike Ry1" after a missile's launch)
    const ActionKind last = actions_.empty() ? ActionKind::Strike : actions_.back().kind;
    const QString from = actions_.empty() ? QString() : QString::fromStdString(to_string(actions_.back().cell));
    if (last == ActionKind::Missile)
        return tr("Missile from %1 at %2").arg(from, target);
    if (last == ActionKind::Kamikaze)
        return tr("Kamikaze strike from %1 at %2").arg(from, target);
    return tr("Strike %1").arg(target);
}

QString TurnDraft::words_for(const Actions& list)
{
    const auto at = [](Cell c) { return QString::fromStdString(to_string(c)); };
    QStringList out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Action& a = list[i];
        const bool aimed = i + 1 < list.size() && is_launch_target(list, i + 1); // (paired as the chips pair them)
        switch (a.kind) {
        case ActionKind::Strike: out << tr("the strike at %1").arg(at(a.cell)); break;
        case ActionKind::Scan: out << tr("the scan of %1").arg(at(a.cell)); break;
        case ActionKind::Beam: out << tr("the beam %1–%2").arg(at(a.cell), at(a.to)); break;
        case ActionKind::Missile:
            out << (aimed ? tr("the missile from %1 at %2").arg(at(a.cell), at(list[i + 1].cell)) : tr("the missile from %1").arg(at(a.cell)));
            i += aimed ? 1 : 0;
            break;
        case ActionKind::Kamikaze:
            out << (aimed ? tr("the kamikaze strike from %1 at %2").arg(at(a.cell), at(list[i + 1].cell))
                          : tr("the kamikaze strike from %1").arg(at(a.cell)));
            i += aimed ? 1 : 0;
            break;
        }
    }
    return out.join(", ");
}

QString TurnDraft::untried() const
{
    if (!rules_)
        return {};
    const auto has = [this](ActionKind kind) {
        return std::any_of(actions_.begin(), actions_.end(), [kind](const Action& a) { return a.kind == kind; });
    };
    const Entitlements& e = entitled();
    if (e.missile.any() && !has(ActionKind::Missile)) // [8.1.3]
        return QStringLiteral("missile");
    if (e.beam.any() && !has(ActionKind::Beam)) // [8.2]
        return QStringLiteral("beam");
    if (e.scans > 0 && !has(ActionKind::Scan)) // [8.3.1]
        return QStringLiteral("scan");
    return {};
}

QString TurnDraft::launched_words(bool missile, const QString& from)
{
    return (missile ? tr("Missile launched from %1: now click its target in the opponent's space")
                    : tr("Kamikaze strike from %1: now click its target in the opponent's space"))
        .arg(from);
}

QString TurnDraft::launchAwaiting() const
{
    // A launch is followed by its target [8.1.3, 4.5]: only the last action can be one waiting.
    if (actions_.empty() || (actions_.back().kind != ActionKind::Missile && actions_.back().kind != ActionKind::Kamikaze))
        return {};
    return launched_words(actions_.back().kind == ActionKind::Missile, QString::fromStdString(to_string(actions_.back().cell)));
}

QString TurnDraft::ends_game() const
{
    return kamikazeShips().isEmpty()
               ? tr("You can no longer strike: whatever you record, the game ends after this turn [2.3.2]")
           : classic() || entitled().scans == 0 // (no scanner left: playtest 26 was told of scans)
               ? tr("You can only make kamikaze strikes: unless you record one, the game ends after this "
                            "turn [2.3.2]")
                       : tr("You can only make kamikaze strikes and scans: unless you record a kamikaze strike, the "
                            "game ends after this turn [2.3.2]");
}

} // namespace ss::app
