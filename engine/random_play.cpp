#include "random_play.h"

#include "geometry.h"
#include "shapes.h"

#include <algorithm>
#include <array>

namespace ss {

std::vector<ShipType> random_types_2_6_1(FleetRule rule, Rng& rng)
{
    std::vector<ShipType> types;
    int budget = rule.additional;
    if (rule.kind == FleetRule::Kind::Standard) {
        types = {ShipType::DeathStar, ShipType::KillCruiser,
                 chance(rng, 1, 2) ? ShipType::FlyingSaucer : ShipType::PatrolCruiser, ShipType::MissileDestroyer,
                 chance(rng, 1, 2) ? ShipType::LightScout : ShipType::HeavyScout};
    } else {
        budget += rule.cost;
    }
    while (budget > 0) {
        ShipType t;
        do
            t = kAllShipTypes[uniform(rng, 9)]; // the nine of rules 2.6.1, the heavy fighter last
        while (info(t).cost > budget);
        types.push_back(t);
        budget -= info(t).cost;
    }
    // Largest first, so that placement rarely fails.
    std::stable_sort(types.begin(), types.end(), [](ShipType a, ShipType b) { return info(a).size > info(b).size; });
    return types;
}

std::optional<std::vector<ShipSpec>> random_placement(std::span<const ShipType> types, Rng& rng, CellSet taken,
                                                      const Ruleset& rules)
{
    std::vector<ShipSpec> ships;
    CellSet used = taken;
    for (ShipType t : types) {
        const std::vector<CellSet>& options = rules.ships.placements(t);
        bool placed = false;
        for (int attempt = 0; attempt < 200 && !placed; ++attempt) {
            const CellSet cells = options[uniform(rng, static_cast<int>(options.size()))];
            if (!cells.intersects(used)) {
                used |= cells;
                ships.push_back({t, 0, cells});
                placed = true;
            }
        }
        if (!placed)
            return std::nullopt;
    }
    number_identities(ships); // where several ships share a type [11.6.1]
    return ships;
}

std::vector<ShipSpec> random_setup(FleetRule rule, Rng& rng, const Ruleset& rules)
{
    for (;;)
        if (auto ships = random_placement(rules.ships.random_types(rule, rng), rng, {}, rules))
            return std::move(*ships);
}

std::vector<ShipSpec> random_setup_of(std::vector<ShipType> types, Rng& rng, const Ruleset& rules)
{
    // Largest first, so that placement rarely fails.
    std::stable_sort(types.begin(), types.end(), [](ShipType a, ShipType b) { return info(a).size > info(b).size; });
    for (;;)
        if (auto ships = random_placement(types, rng, {}, rules))
            return std::move(*ships);
}

std::optional<std::vector<ShipSpec>> random_setup_around(std::vector<ShipType> types, CellSet taken, Rng& rng,
                                                         const Ruleset& rules)
{
    std::stable_sort(types.begin(), types.end(), [](ShipType a, ShipType b) { return info(a).size > info(b).size; });
    for (int attempt = 0; attempt < 1000; ++attempt)
        if (auto ships = random_placement(types, rng, taken, rules))
            return ships;
    return std::nullopt;
}

RandomPlayer::RandomPlayer(bool every_strike) : every_strike_(every_strike), untried_(kCellCount)
{
    for (int i = 0; i < kCellCount; ++i)
        untried_[i] = Cell{static_cast<std::uint8_t>(i)};
}

Cell RandomPlayer::next_target(Rng& rng)
{
    if (untried_count_ == 0)
        return Cell{static_cast<std::uint8_t>(uniform(rng, kCellCount))};
    const int k = uniform(rng, untried_count_);
    const Cell c = untried_[k];
    std::swap(untried_[k], untried_[--untried_count_]);
    return c;
}

void RandomPlayer::choose(const Space& own, const Entitlements& e, Rng& rng, Actions& out)
{
    out.clear();
    int beam_ships = 0;
    for (std::size_t i = 0; i < own.fleet.size(); ++i)
        beam_ships += info(own.fleet[i].type).beam_weapon;
    int launches = 0;
    const CellSet unfired = own.unfired_missiles();
    for (std::size_t i = 0; i < own.fleet.size(); ++i) {
        const Ship& ship = own.fleet[i];
        if (e.beam[i] && chance(rng, 3, 4)) {
            Action beam = own.rules->beams.random_beam(own, e, static_cast<int>(i), rng);
            if (beam_ships > 1) { // name the ship when several could fire [8.2.3.1]
                beam.names_ship = true;
                beam.ship_type = ship.type;
                beam.ship_identity = ship.numbered ? ship.identity : 0;
            }
            if (chance(rng, 1, 2))
                std::swap(beam.cell, beam.to);
            out.push_back(beam);
        }
        if (e.missile[i] && chance(rng, 3, 4)) {
            const CellSet mine = unfired & ship.cells;
            out.push_back(Action::missile(mine.nth(uniform(rng, mine.size()))));
            ++launches;
        }
        if (e.kamikaze[i] && chance(rng, 1, 3)) {
            const CellSet undamaged = ship.cells - own.destroyed;
            out.push_back(Action::kamikaze(undamaged.nth(uniform(rng, undamaged.size()))));
            ++launches;
        }
    }
    int strikes = e.strikes + launches;
    if (strikes > launches && chance(rng, 1, 20) && !every_strike_)
        --strikes; // a player need not use every strike [4.2]
    for (int k = 0; k < strikes; ++k)
        out.push_back(Action::strike(next_target(rng)));
    for (int k = 0; k < e.scans; ++k)
        if (chance(rng, 9, 10))
            out.push_back(Action::scan(Cell{static_cast<std::uint8_t>(uniform(rng, kCellCount))}));
    for (std::size_t k = out.size(); k > 1; --k)
        std::swap(out[k - 1], out[uniform(rng, static_cast<int>(k))]);
}

RandomGame play_random_game(Rng& rng, FleetRule rule, const TurnObserver& observe, int max_turns, const Ruleset& rules)
{
    Game game(make_fleet(random_setup(rule, rng, rules)), make_fleet(random_setup(rule, rng, rules)), rules);
    RandomPlayer player_a, player_b;
    Actions a, b;
    TurnReport report;
    while (!game.over() && game.turn() <= max_turns) {
        player_a.choose(game.space(Player::A), game.entitlements(Player::A), rng, a);
        player_b.choose(game.space(Player::B), game.entitlements(Player::B), rng, b);
        game.play(a, b, report);
        if (observe)
            observe(game, a, b, report);
    }
    return {game.turn() - 1, game.end()};
}

} // namespace ss
