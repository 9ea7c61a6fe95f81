#include "bots/bot.h"

#include "bots/beliefs.h"
#include "bots/bot_list.h"

namespace ss {

std::vector<ShipSpec> Bot::setup() { return place_fleet(rule_, Placement::Uniform, rng_, *rules_); }

namespace {

// Of several random setups, the one whose cells a density shooter with no knowledge rates
// lowest.
template <class Draw>
std::vector<ShipSpec> least_dense(Draw draw, const Ruleset& rules)
{
    static const std::array<CellScores, 2> priors = [] {
        std::array<CellScores, 2> p{};
        for (std::size_t i = 0; i < p.size(); ++i) {
            const Knowledge nothing(Player::A, Fleet{}, *all_rulesets()[i]);
            p[i] = placement_density(nothing, FleetRule::standard(), 1.0);
        }
        return p;
    }();
    const CellScores& prior = priors[all_rulesets()[0] == &rules ? 0 : 1];
    std::vector<ShipSpec> best;
    double best_score = 1e18;
    for (int i = 0; i < 12; ++i) {
        std::vector<ShipSpec> ships = draw();
        double score = 0;
        for (const ShipSpec& s : ships)
            for (Cell c : s.cells)
                score += prior[c.index];
        if (score < best_score) {
            best_score = score;
            best = std::move(ships);
        }
    }
    return best;
}

} // namespace

std::vector<ShipSpec> place_fleet(FleetRule rule, Placement placement, Rng& rng, const Ruleset& rules)
{
    if (placement == Placement::Uniform)
        return random_setup(rule, rng, rules);
    return least_dense([&] { return random_setup(rule, rng, rules); }, rules);
}

std::vector<ShipSpec> place_ships(const std::vector<ShipType>& types, Placement placement, Rng& rng,
                                  const Ruleset& rules)
{
    if (placement == Placement::Uniform)
        return random_setup_of(types, rng, rules);
    return least_dense([&] { return random_setup_of(types, rng, rules); }, rules);
}

std::optional<std::vector<ShipSpec>> place_ships_around(const std::vector<ShipType>& types, CellSet taken,
                                                        Placement placement, Rng& rng, const Ruleset& rules)
{
    std::optional<std::vector<ShipSpec>> first = random_setup_around(types, taken, rng, rules);
    if (!first || placement == Placement::Uniform)
        return first;
    bool drew_first = false;
    return least_dense([&] {
        if (!drew_first) {
            drew_first = true;
            return *first;
        }
        return random_setup_around(types, taken, rng, rules).value_or(*first); // (a failed draw counts as the first again)
    }, rules);
}

const std::vector<std::string>& bot_names()
{
    static const std::vector<std::string> names{"random", "hunter", "density", "sampler", "oracle"};
    return names;
}

std::unique_ptr<Bot> make_bot(std::string_view name)
{
    if (name == "random")
        return make_random_bot();
    if (name == "hunter")
        return make_hunter_bot();
    if (name == "density")
        return make_density_bot();
    if (name == "sampler")
        return make_sampler_bot();
    if (name == "oracle")
        return make_oracle_bot();
    return nullptr;
}

const std::vector<Difficulty>& difficulties()
{
    static const std::vector<Difficulty> levels{{"Cadet", "hunter"}, {"Captain", "density"}, {"Admiral", "sampler"}};
    return levels;
}

} // namespace ss
