#include "guided_turns.h"

#include <QObject>

namespace ss::app {

namespace {

// The weapons in the order a guided game brings them in.
constexpr ActionKind kOrder[] = {ActionKind::Missile, ActionKind::Beam, ActionKind::Scan, ActionKind::Kamikaze};

bool has(ActionKind kind, const Ruleset& rules) { return kind != ActionKind::Scan || rules.visible.scans; }

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

int guided_turn(ActionKind kind, const Ruleset& rules)
{
    int turn = 2;
    for (ActionKind k : kOrder) {
        if (k == kind)
            return turn;
        turn += has(k, rules);
    }
    return 1; // a strike
}

QString guided_new(int turn, const Ruleset& rules)
{
    for (ActionKind k : kOrder)
        if (has(k, rules) && guided_turn(k, rules) == turn)
            return k == ActionKind::Missile ? "missile" : k == ActionKind::Beam ? "beam" : k == ActionKind::Scan ? "scan" : "kamikaze";
    return {};
}

GuidedTurnRules::GuidedTurnRules(const TurnRules& inner, int turn) : inner_(inner), turn_(turn), entitled_(inner.entitlements())
{
    const Ruleset& rules = *inner.own().rules;
    const auto before = [&](ActionKind k) { return turn_ < guided_turn(k, rules); };
    if (before(ActionKind::Missile))
        entitled_.missile.reset();
    if (before(ActionKind::Beam))
        entitled_.beam.reset();
    if (before(ActionKind::Scan))
        entitled_.scans = 0;
    // Nothing left but kamikaze strikes (and scans): both stay, or the guide would end the game [2.3.2].
    last_resort_ = entitled_.only_kamikaze_and_scans() && inner.entitlements().kamikaze.any();
    if (last_resort_)
        entitled_.scans = inner.entitlements().scans;
    else if (before(ActionKind::Kamikaze))
        entitled_.kamikaze.reset();
}

bool GuidedTurnRules::withheld(ActionKind kind) const
{
    if (kind == ActionKind::Strike || (last_resort_ && (kind == ActionKind::Kamikaze || kind == ActionKind::Scan)))
        return false;
    return turn_ < guided_turn(kind, *inner_.own().rules);
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
    return without(actions, [this](ActionKind kind) { return withheld(kind); });
}

} // namespace ss::app
