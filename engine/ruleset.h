// A ruleset: what differs between the rules 2.6.1 and the classic rules, as data and a
// few small policies, chosen per game by its [Rules] tag [12.4; classic C1]. The engine
// asks the game's ruleset wherever the texts differ and never asks which ruleset it is:
//
//   ShipRules      ship types, shapes and adjacency, legal setups, continued fleets [3, 6]
//   ActionRules    entitlements, checking an action list, notation [4, 8, 11.5 / 8.2]
//   BeamGeometry   the cells a beam strikes and the lines a death star may fire along
//   Resolution     when a strike's effects happen: one by one [D1-D3] or at the end of
//                  the turn on the start-of-turn state [classic 2.4, C5]
//   Visibility     which results are revealed: scans, burn-outs, destruction reports,
//                  flashcube data
//   MatchRules     which matches there are and what a continued match adds [9, 10 / 7]
// Termination [2.3] reads the entitlements the same way under both texts.
#pragma once

#include "action.h"
#include "cell.h"
#include "fleet.h"
#include "player.h"
#include "violation.h"

#include <array>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace ss {

struct Space;
struct Entitlements;
struct ActionUse;
struct Outcome;
struct Explosions;
enum class StrikeResult : std::uint8_t;

class ShipRules {
public:
    virtual ~ShipRules() = default;
    // The ship types this ruleset has, in the order a palette shows them.
    virtual std::span<const ShipType> types() const = 0;
    // Why these cells cannot be a ship of the type (its name first), or nothing.
    virtual std::optional<Violation> check_shape(ShipType type, CellSet cells) const = 0;
    // Every cell set in the space that is a legal ship of the type, in a fixed order.
    virtual const std::vector<CellSet>& placements(ShipType type) const = 0;
    // Every broken rule of a setup; empty when it is legal under the fleet rule.
    virtual std::vector<Violation> validate_setup(const std::vector<ShipSpec>& ships, FleetRule rule) const = 0;
    // Random ship types for a legal fleet under the rule (largest first).
    virtual std::vector<ShipType> random_types(FleetRule rule, std::mt19937_64& rng) const = 0;
    // The ship codes, for messages: "DS KC FS MD HF".
    virtual std::string_view code_list() const = 0;
    // The standard fleet as slots, each one ship of one of the slot's types [3.7 / 3.3].
    virtual std::vector<std::vector<ShipType>> standard_slots() const = 0;
    // The fewest cells a fleet under the rule has, for judging who is ahead.
    virtual int fleet_cells_at_least(FleetRule rule) const = 0;
    // What a fleet under the rule must add up to, in the measure its setup is checked by:
    // cost [3.7.1, 10.3], or cells [classic 3.3, 7.2]. Each type's measure is info().cost.
    virtual int fleet_size(FleetRule rule) const = 0;
};

class BeamGeometry {
public:
    virtual ~BeamGeometry() = default;
    // Cells a beam strikes: 3 [8.2.1], or 5, a whole row [classic 6.1.3.2].
    virtual int length() const = 0;
    // The target cells of a beam firing (its two end cells as `cell` and `to`), in the
    // order they are struck; nothing when they are not the ends of a beam line.
    virtual std::optional<std::array<Cell, 5>> targets(const Action& beam) const = 0;
    // The same target cells as a set (none when not a beam line).
    CellSet target_cells(const Action& beam) const
    {
        CellSet out;
        if (const auto line = targets(beam))
            for (int n = 0; n < length(); ++n)
                out.insert((*line)[static_cast<std::size_t>(n)]);
        return out;
    }
    // The line direction (geometry.h) the opponent's death star must hold a loosely
    // adjacent pair of cells in, having fired this beam [8.2.2]; -1 when a beam says
    // nothing of the firer's shape this way (a classic row [6.1.3.3]).
    virtual int firing_direction(const Outcome& beam) const = 0;
    // Every beam line, as (first end, second end), in a fixed order.
    virtual const std::vector<std::pair<Cell, Cell>>& lines() const = 0;
    // A random beam the ship may fire this turn (e.beam[ship] must be set), either end
    // first, for random play.
    virtual Action random_beam(const Space& own, const Entitlements& e, int ship, std::mt19937_64& rng) const = 0;
};

class ActionRules {
public:
    virtual ~ActionRules() = default;
    // What a player may do in a turn, judged on the state at its start [2.4, D6, C5].
    virtual Entitlements entitlements(const Space& own, int turn) const = 0;
    // Conventional strikes a ship of the type on these cells gives with these cells
    // destroyed: for reasoning about ships not in play (a bot's hypotheses).
    virtual int conventional_strikes(ShipType type, CellSet cells, CellSet destroyed) const = 0;
    // Why player p may not record these actions, or nothing (and `uses` filled).
    virtual std::optional<Violation> check(Player p, const Space& own, const Entitlements& e,
                                           std::span<const Action> actions, std::vector<ActionUse>& uses) const = 0;
    // Gives every beam its own firing death star, naming them where the player has several.
    virtual std::optional<Violation> name_beam_ships(Player p, const Space& own, const Entitlements& e,
                                                     Actions& actions) const = 0;
    // Parses one token of a turn line; on failure sets *error to "message [rule]".
    virtual std::optional<Action> parse(std::string_view token, std::string* error) const = 0;
    // Whether a death star may fire along this line (ends as in BeamGeometry), on the
    // state at the start of the turn: for turn entry and bots.
    virtual bool can_fire_along(const Space& own, int ship, const Action& beam) const = 0;
};

class Resolution {
public:
    virtual ~Resolution() = default;
    // The active player's own effects [2.2.1]: missile launch cells fired, kamikaze
    // launch cells destroyed (at once [D1], or at the end of the turn [classic 4.4.3]).
    virtual void launch(Space& own, ActionKind kind, Cell cell) const = 0;
    // One strike or beam strike on the passive player's space [5.2 / 5.1], with any
    // missile explosion; explosions lists each cell once.
    virtual StrikeResult strike(Space& target, Cell cell, Explosions& explosions) const = 0;
    // The end of the turn: whatever was to be destroyed then is destroyed [classic 5.1.3].
    virtual void end_turn(Space& own) const = 0;
};

// Which visible results a turn reveals [5, 7, 8 / classic 5].
struct Visibility {
    bool scans = true;              // scanners [8.3]
    bool burnout = true;            // beam burn-outs [8.2.4]
    bool destruction_reports = true; // ships reported destroyed [2.2.4]
    bool flashcube = true;          // flashcube data [7]
};

// The matches a ruleset has [1.1, 9, 10 / classic 7].
struct MatchRules {
    bool scored = true;             // [9]
    bool cost_fleets = true;        // [Fleet "cost N"] [3.7.1]
    std::string_view continued_rule = "10.6.1"; // a game may begin only after the last terminated
};

class Ruleset {
public:
    std::string_view tag;   // the [Rules] value: "2.6.1" or "classic"
    std::string_view title; // "rules 2.6.1", "the classic rules"
    const ShipRules& ships;
    const BeamGeometry& beams;
    const ActionRules& actions;
    const Resolution& resolution;
    Visibility visible;
    MatchRules matches;
    // The rule numbers of the record format's notation and syntax in this text, for
    // messages shared by both (the 2.6.1 number, e.g. "11.5.2", to this text's).
    std::string (*cite)(std::string_view rule_2_6_1);

    friend bool operator==(const Ruleset& a, const Ruleset& b) { return &a == &b; }
};

const Ruleset& rules_2_6_1();
const Ruleset& classic_rules();
// The ruleset a [Rules] value names, or nothing.
const Ruleset* ruleset_named(std::string_view tag);
// Both, 2.6.1 first.
std::array<const Ruleset*, 2> all_rulesets();

} // namespace ss
