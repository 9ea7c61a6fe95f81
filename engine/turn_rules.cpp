#include "turn_rules.h"

namespace ss {

std::optional<Violation> TurnRules::check(const Actions& actions) const
{
    std::vector<ActionUse> uses;
    return check_actions(player(), own(), entitlements(), actions, uses);
}

bool TurnRules::ends_game_2_3_2(const Actions& actions) const
{
    if (!entitlements().only_kamikaze_and_scans())
        return false;
    for (const Action& a : actions)
        if (a.kind != ActionKind::Scan)
            return false;
    return true;
}

std::optional<Violation> TurnRules::name_beam_ships(Actions& actions) const
{
    return ss::name_beam_ships(player(), own(), entitlements(), actions);
}

} // namespace ss
