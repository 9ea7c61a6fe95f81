#include "bots/bot.h"

#include "bots/beliefs.h"
#include "bots/bot_list.h"

#include <algorithm>

namespace ss {

std::vector<ShipSpec> Bot::setup() { return place_fleet(rule_, Placement::Uniform, rng_, *rules_); }

namespace {

// Of several random setups, the one whose cells a density shooter with no knowledge rates
// lowest (prior_density, beliefs.h).
// The mean prior density of a setup's cells: how soon a density shooter looks there.
double density_of(const std::vector<ShipSpec>& ships, const CellScores& prior)
{
    double score = 0;
    int cells = 0;
    for (const ShipSpec& s : ships)
        for (Cell c : s.cells)
            score += prior[c.index], ++cells;
    return cells ? score / cells : 0;
}

template <class Draw>
std::vector<ShipSpec> least_dense(Draw draw, const Ruleset& rules)
{
    const CellScores& prior = prior_density(rules);
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

// One of the least dense eighth of 160 draws, at random: hidden, but no one layout that a
// shooter could learn (the mixed strategy's placement).
template <class Draw>
std::vector<ShipSpec> one_of_least_dense(Draw draw, Rng& rng, const Ruleset& rules)
{
    const CellScores& prior = prior_density(rules);
    std::vector<std::pair<double, std::vector<ShipSpec>>> drawn;
    for (int i = 0; i < 160; ++i) {
        std::vector<ShipSpec> ships = draw();
        const double d = density_of(ships, prior);
        drawn.emplace_back(d, std::move(ships));
    }
    std::nth_element(drawn.begin(), drawn.begin() + 19, drawn.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    return std::move(drawn[uniform(rng, 20)].second);
}

// The mixed strategy (Placement::Evasive): per standard slot with a choice, the larger
// scout and the patrol cruiser three times in four (a cost fleet: any legal fleet); then
// one of the least dense eighth of 160 layouts of those ships, at random.
std::vector<ShipSpec> evasive(FleetRule rule, Rng& rng, const Ruleset& rules)
{
    std::vector<ShipType> types;
    if (rule.kind == FleetRule::Kind::Standard && rule.additional == 0) {
        for (const std::vector<ShipType>& slot : rules.ships.standard_slots()) {
            ShipType t = slot[uniform(rng, static_cast<int>(slot.size()))];
            for (ShipType liked : {ShipType::HeavyScout, ShipType::PatrolCruiser})
                if (std::find(slot.begin(), slot.end(), liked) != slot.end())
                    t = uniform(rng, 4) < 3 ? liked : slot[uniform(rng, static_cast<int>(slot.size()))];
            types.push_back(t);
        }
    } else {
        types = rules.ships.random_types(rule, rng);
    }
    return one_of_least_dense([&] { return random_setup_of(types, rng, rules); }, rng, rules);
}

} // namespace

std::vector<ShipSpec> place_fleet(FleetRule rule, Placement placement, Rng& rng, const Ruleset& rules)
{
    if (placement == Placement::Uniform)
        return random_setup(rule, rng, rules);
    if (placement == Placement::Evasive)
        return evasive(rule, rng, rules);
    return least_dense([&] { return random_setup(rule, rng, rules); }, rules);
}

std::vector<ShipSpec> place_ships(const std::vector<ShipType>& types, Placement placement, Rng& rng,
                                  const Ruleset& rules)
{
    if (placement == Placement::Uniform)
        return random_setup_of(types, rng, rules);
    if (placement == Placement::Evasive) // (the ships as given: the mixed strategy's placement alone)
        return one_of_least_dense([&] { return random_setup_of(types, rng, rules); }, rng, rules);
    return least_dense([&] { return random_setup_of(types, rng, rules); }, rules);
}

std::optional<std::vector<ShipSpec>> place_ships_around(const std::vector<ShipType>& types, CellSet taken,
                                                        Placement placement, Rng& rng, const Ruleset& rules)
{
    std::optional<std::vector<ShipSpec>> first = random_setup_around(types, taken, rng, rules);
    if (!first || placement == Placement::Uniform)
        return first;
    bool drew_first = false;
    const auto draw = [&] {
        if (!drew_first) {
            drew_first = true;
            return *first;
        }
        return random_setup_around(types, taken, rng, rules).value_or(*first); // (a failed draw counts as the first again)
    };
    if (placement == Placement::Evasive)
        return one_of_least_dense(draw, rng, rules);
    return least_dense(draw, rules);
}

double setup_cover(const std::vector<ShipSpec>& ships, const Ruleset& rules, int samples)
{
    if (ships.empty() || samples <= 0)
        return 0;
    const CellScores& prior = prior_density(rules);
    const double mine = density_of(ships, prior);
    std::vector<ShipType> types;
    for (const ShipSpec& s : ships)
        types.push_back(s.type);
    Rng rng(0x5e7c0e7); // (the same yardstick for every setup)
    int denser = 0;
    for (int i = 0; i < samples; ++i)
        denser += density_of(random_setup_of(types, rng, rules), prior) > mine;
    return static_cast<double>(denser) / samples;
}

const std::vector<std::string>& bot_names()
{
    static const std::vector<std::string> names{"random", "hunter", "density", "hider", "sampler", "commodore", "admiral", "oracle"};
    return names;
}

std::unique_ptr<Bot> make_bot(std::string_view name)
{
    if (const auto colon = name.find(':'); colon != std::string_view::npos) {
        const std::string_view bot = name.substr(0, colon), budget = name.substr(colon + 1);
        int samples = 0;
        for (const char c : budget)
            samples = c >= '0' && c <= '9' && samples < 100000 ? samples * 10 + (c - '0') : -1;
        if (budget.empty() || samples < 1)
            return nullptr;
        return bot == "sampler"     ? make_sampler_bot(samples)
               : bot == "commodore" ? make_commodore_bot(samples)
               : bot == "admiral"   ? make_admiral_bot(samples)
                                    : nullptr;
    }
    if (name == "random")
        return make_random_bot();
    if (name == "hunter")
        return make_hunter_bot();
    if (name == "density")
        return make_density_bot();
    if (name == "hider")
        return make_hider_bot();
    if (name == "sampler")
        return make_sampler_bot();
    if (name == "commodore")
        return make_commodore_bot();
    if (name == "admiral")
        return make_admiral_bot();
    if (name == "oracle")
        return make_oracle_bot();
    return nullptr;
}

const std::vector<Difficulty>& difficulties()
{
    static const std::vector<Difficulty> levels{{"Cadet", "hunter"}, {"Captain", "hider"}, {"Commodore", "commodore"}, {"Admiral", "admiral"}};
    return levels;
}

} // namespace ss
