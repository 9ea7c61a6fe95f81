#include "guided_turns.h"

#include <QObject>

namespace ss::app {

namespace {

QString weapon_name(ActionKind kind)
{
    switch (kind) {
    case ActionKind::Missile:
        return QObject::tr("the missile");
    case ActionKind::Beam:
        return QObject::tr("the beam");
    case ActionKind::Scan:
        return QObject::tr("the scan");
    case ActionKind::Kamikaze:
        return QObject::tr("the kamikaze strike");
    default:
        return {};
    }
}

} // namespace

QString guided_new(int turn, const Ruleset& rules)
{
    const std::optional<ActionKind> k = guided_weapon(turn, rules);
    return !k                          ? QString()
           : *k == ActionKind::Missile ? "missile"
           : *k == ActionKind::Beam    ? "beam"
           : *k == ActionKind::Scan    ? "scan"
                                       : "kamikaze";
}

GuidedTurnRules::GuidedTurnRules(const TurnRules& inner, int turn)
    : inner_(inner), turn_(turn), entitled_(guided_entitlements(turn, inner.entitlements(), *inner.own().rules))
{
}

bool GuidedTurnRules::withheld(ActionKind kind) const
{
    return guided_withholds(kind, turn_, inner_.entitlements(), *inner_.own().rules);
}

QString GuidedTurnRules::why_withheld(ActionKind kind) const
{
    if (!withheld(kind))
        return {};
    return QObject::tr("Not yet: this guided game brings in %1 in turn %2, one new weapon a turn (the setup screen's "
                       "“Guided game” box)")
        .arg(weapon_name(kind))
        .arg(guided_turn(kind, *inner_.own().rules));
}

std::optional<Violation> GuidedTurnRules::check(const Actions& actions) const
{
    for (const Action& a : actions)
        if (withheld(a.kind))
            return Violation{why_withheld(a.kind).toStdString(), {}, {}, player()};
    return inner_.check(actions);
}

Actions GuidedTurnRules::kept(const Actions& actions) const
{
    return guided_kept(actions, turn_, inner_.entitlements(), *inner_.own().rules);
}

} // namespace ss::app
