// Rules 2.6.1 as a Ruleset: the policies wrap the engine's own functions, unchanged.
#include "ruleset.h"

#include "action_check.h"
#include "geometry.h"
#include "random_play.h"
#include "report.h"
#include "shapes.h"
#include "space.h"

namespace ss {

namespace {

class Ships261 final : public ShipRules {
public:
    std::span<const ShipType> types() const override { return kTypes; }
    std::optional<Violation> check_shape(ShipType type, CellSet cells) const override
    {
        return ss::check_shape(type, cells);
    }
    const std::vector<CellSet>& placements(ShipType type) const override { return ss::placements(type); }
    std::vector<Violation> validate_setup(const std::vector<ShipSpec>& ships, FleetRule rule) const override
    {
        return ss::validate_setup(ships, rule);
    }
    std::vector<ShipType> random_types(FleetRule rule, std::mt19937_64& rng) const override
    {
        return random_types_2_6_1(rule, rng);
    }
    std::string_view code_list() const override { return "DS KC FS PC MD HS LS AG LG"; }
    std::vector<std::vector<ShipType>> standard_slots() const override
    {
        return {{ShipType::DeathStar},
                {ShipType::KillCruiser},
                {ShipType::MissileDestroyer},
                {ShipType::FlyingSaucer, ShipType::PatrolCruiser},
                {ShipType::LightScout, ShipType::HeavyScout}};
    }
    int fleet_size(FleetRule rule) const override { return rule.total_cost(); }
    int fleet_cells_at_least(FleetRule rule) const override
    {
        // A standard fleet has 23 or 24 cells (light or heavy scout); a cost fleet at least
        // cost / 3 cells. Good enough to tell who is ahead.
        return rule.kind == FleetRule::Kind::Standard ? 24 + rule.additional / 3 : rule.total_cost() / 3 + 1;
    }

private:
    static constexpr std::array<ShipType, 9> kTypes{
        ShipType::DeathStar,  ShipType::KillCruiser,    ShipType::FlyingSaucer,
        ShipType::PatrolCruiser, ShipType::MissileDestroyer, ShipType::HeavyScout,
        ShipType::LightScout, ShipType::AssaultGunboat, ShipType::LightGunboat,
    };
};

// Three loosely adjacent cells in a line [8.2.1].
class Beams261 final : public BeamGeometry {
public:
    int length() const override { return 3; }
    int firing_direction(const Outcome& beam) const override { return line_direction(beam.target[0], beam.target[1]); }
    std::optional<std::array<Cell, 5>> targets(const Action& beam) const override
    {
        const auto line = beam_line(beam.cell, beam.to);
        if (!line)
            return std::nullopt;
        return std::array<Cell, 5>{(*line)[0], (*line)[1], (*line)[2], Cell{}, Cell{}};
    }
    const std::vector<std::pair<Cell, Cell>>& lines() const override
    {
        static const auto all = [] {
            std::vector<std::pair<Cell, Cell>> out;
            for (int d = 0; d < kLineDirections; ++d)
                for (Cell from : beam_starts(d))
                    out.emplace_back(from, step_from(from, d, 2));
            return out;
        }();
        return all;
    }
    Action random_beam(const Space&, const Entitlements& e, int ship, Rng& rng) const override
    {
        const std::uint16_t dirs = e.beam_directions[ship];
        const int pick = uniform(rng, std::popcount(dirs));
        int d = 0;
        for (int seen = -1; d < kLineDirections; ++d)
            if ((dirs >> d & 1) && ++seen == pick)
                break;
        const auto& starts = beam_starts(d);
        const Cell from = starts[uniform(rng, static_cast<int>(starts.size()))];
        return Action::beam(from, step_from(from, d, 2));
    }
};

class Actions261 final : public ActionRules {
public:
    Entitlements entitlements(const Space& own, int turn) const override { return entitlements_2_6_1(own, turn); }
    int conventional_strikes(ShipType type, CellSet cells, CellSet destroyed) const override
    {
        return ss::conventional_strikes(type, cells, destroyed);
    }
    std::optional<Violation> check(Player p, const Space& own, const Entitlements& e, std::span<const Action> actions,
                                   std::vector<ActionUse>& uses) const override
    {
        return check_actions_2_6_1(p, own, e, actions, uses);
    }
    std::optional<Violation> name_beam_ships(Player p, const Space& own, const Entitlements& e,
                                             Actions& actions) const override
    {
        return name_beam_ships_2_6_1(p, own.fleet, e, actions);
    }
    std::optional<Action> parse(std::string_view token, std::string* error) const override
    {
        return parse_action(token, error);
    }
    bool can_fire_along(const Space& own, int ship, const Action& beam) const override
    {
        const auto line = beam_line(beam.cell, beam.to);
        return line && (own.beam_directions(ship) >> line_direction((*line)[0], (*line)[1]) & 1);
    }
};

// Strikes take effect one by one, in reporting order [D1-D3].
class Sequential final : public Resolution {
public:
    void launch(Space& own, ActionKind kind, Cell cell) const override
    {
        if (kind == ActionKind::Missile)
            own.fired.insert(cell); // [8.1.3.2]
        else
            own.destroyed.insert(cell); // [4.5.3, D1]
    }
    StrikeResult strike(Space& target, Cell cell, Explosions& explosions) const override
    {
        const std::uint8_t ship = target.ship_at[cell.index];
        if (ship == kNoShip)
            return StrikeResult::Miss; // [5.2.2]
        if (target.destroyed.contains(cell))
            return StrikeResult::Duplicate; // [5.2.4]
        const bool unfired_missile = target.missiles.contains(cell) && !target.fired.contains(cell);
        target.destroyed.insert(cell); // [5.2.3]
        if (unfired_missile) {
            // Adjacent undamaged cells of the same ship are destroyed; explosions do not chain [D3].
            explosions.add(cell);
            const CellSet blast = (adjacent(cell) & target.fleet[ship].cells) - target.destroyed;
            for (Cell c : blast) {
                target.destroyed.insert(c);
                explosions.add(c);
            }
        }
        return StrikeResult::Hit;
    }
    void end_turn(Space&) const override {}
};

std::string same_number(std::string_view rule) { return std::string(rule); }

} // namespace

const Ruleset& rules_2_6_1()
{
    static const Ships261 ships;
    static const Beams261 beams;
    static const Actions261 actions;
    static const Sequential resolution;
    static const Ruleset r{"2.6.1", "rules 2.6.1", ships, beams, actions, resolution, Visibility{}, MatchRules{},
                           &same_number};
    return r;
}

const Ruleset* ruleset_named(std::string_view tag)
{
    for (const Ruleset* r : all_rulesets())
        if (r->tag == tag)
            return r;
    return nullptr;
}

std::array<const Ruleset*, 2> all_rulesets() { return {&rules_2_6_1(), &classic_rules()}; }

} // namespace ss
