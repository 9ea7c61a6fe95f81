// sampler: samples complete opponent fleets consistent with everything its player knows
// (hits, misses, duplicate hits, explosions, scans, revealed ships, flashcube data,
// kamikaze deaths and beam strikes, the unknown saucer/patrol-cruiser and light/heavy
// scout choices), and shoots where the sampled fleets put undamaged ship cells most often.
#include "bots/beliefs.h"
#include "bots/bot_list.h"
#include "bots/placement_styles.h"
#include "bots/sampling_bot.h"
#include "bots/strike_order.h"
#include "geometry.h"
#include "shapes.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <optional>

namespace ss {

namespace {

class SamplerBot : public SamplingBot {
public:
    // Its name, how it lays out its fleet, and whether it plays as the Admiral (sampling_bot.h).
    SamplerBot(std::string name, Placement placement, bool admiral = false)
        : name_(std::move(name)), placement_(placement), admiral_(admiral)
    {
    }
    std::string name() const override { return name_; }
    std::vector<ShipSpec> setup() override { return place_fleet(rule_, placement_, rng_, *rules_); }
    void new_game(Player seat, FleetRule rule, std::uint64_t seed, const Ruleset& rules) override
    {
        Bot::new_game(seat, rule, seed, rules);
        if (!admiral_)
            return;
        if (!styles_ || styles_rules_ != &rules) { // the opponent's habits, learnt over the games
            styles_.emplace(rules);
            styles_rules_ = &rules;
        }
        styles_->new_game();
    }

    void turn(const Knowledge& k, Actions& out) override
    {
        using Clock = std::chrono::steady_clock;
        // The number of samples follows from the budget alone, so a seed gives the same
        // game on any machine; the deadline (the whole budget, some ten times what the
        // samples take here) is only a safety net for a machine far slower than this one.
        const int max_samples = sample_limit_ > 0 ? sample_limit_ : std::clamp(budget_ms_ * 20, 200, kMaxSamples);
        // (A bot told its number of samples draws them all: its deadline is then a minute.)
        const auto deadline = Clock::now() + std::chrono::milliseconds(sample_limit_ > 0 ? 60'000 : std::max(1, budget_ms_));
        const Evidence ev = evidence_of(k, rule());
        const std::vector<ShipSlot> slots = hidden_slots(k, rule());
        prepare(ev, slots, k.rules());

        std::array<double, kCellCount> count{};
        double weight_sum = 0, materiel_sum = 0;
        int revealed_left = 0; // (the revealed ships' undamaged cells: the same in every sample)
        for (const SeenShip& s : k.opponent_revealed())
            revealed_left += (s.cells - k.opponent_destroyed()).size();
        order_.clear();
        const int samples = draw(k, ev, slots, max_samples, deadline, [&](double w, CellSet used) {
            weight_sum += w;
            materiel_sum += w * ((used - ev.destroyed).size() + revealed_left);
            for (Cell c : used - ev.destroyed)
                count[c.index] += w;
            order_.keep(placed_, ev, w); // (the layout, for the order of strikes)
        });
        CellScores p{};
        if (samples == 0) {
            p = placement_density(k, rule(), 40.0);
        } else {
            for (int c = 0; c < kCellCount; ++c)
                p[c] = count[c] / weight_sum;
        }
        last_samples_ = samples;
        last_estimate_ = p;
        // (no bonus: by the estimate itself, from every sample rather than the layouts kept)
        const CellScores rank = find_bonus_ > 0 ? order_.rank(p, ev, find_bonus_) : p;
        TargetingStyle targeting;
        if (samples > 0 && find_bonus_ > 0)
            targeting.strike_rank = &rank;
        targeting.fire_exposed_missile_first = admiral_;
        targeting.keep_last_cell = admiral_;
        if (admiral_ && samples > 0)
            targeting.opponent_materiel = materiel_sum / weight_sum; // (the fleet's size from the evidence)
        if (beam_value_ >= 0)
            targeting.beam_value = beam_value_;
        else if (admiral_)
            targeting.beam_value = kAdmiralBeamValue;
        choose_actions(k, rule(), p, rng_, out, targeting);
    }

    // Whole fleets for the opponent, each consistent with everything the player knows
    // (the revealed ships as seen, the hidden ones sampled), drawn in proportion to how
    // well they explain it: worlds the player cannot tell from the true one [1.4].
    std::vector<Fleet> sample_fleets(const Knowledge& k, int n) override
    {
        const Evidence ev = evidence_of(k, rule());
        const std::vector<ShipSlot> slots = hidden_slots(k, rule());
        prepare(ev, slots, k.rules());
        std::vector<std::pair<double, std::vector<ShipSpec>>> drawn;
        draw(k, ev, slots, std::max(1, n) * 4, std::chrono::steady_clock::now() + std::chrono::seconds(60),
             [&](double w, CellSet) {
                 std::vector<ShipSpec> specs;
                 for (const SeenShip& s : k.opponent_revealed())
                     specs.push_back({s.type, 0, s.cells});
                 for (const auto& [t, cells] : placed_)
                     specs.push_back({t, 0, cells});
                 drawn.push_back({w, std::move(specs)});
             });
        std::vector<Fleet> out;
        double total = 0;
        for (const auto& d : drawn)
            total += d.first;
        for (int i = 0; i < n && total > 0; ++i) { // (resampled by weight)
            double r = total * (static_cast<double>(rng_() >> 11) * 0x1.0p-53);
            std::size_t pick = 0;
            while (pick + 1 < drawn.size() && (r -= drawn[pick].first) >= 0)
                ++pick;
            out.push_back(make_fleet(drawn[pick].second));
        }
        return out;
    }

private:
    // Draws up to `max_samples` fleets consistent with everything the player knows (fewer
    // if the deadline passes); for each, `each(weight, cells of the hidden ships)` is called
    // while placed_ holds its hidden ships. Returns how many were drawn.
    template <class Each>
    int draw(const Knowledge& k, const Evidence& ev, const std::vector<ShipSlot>& slots, int max_samples,
             std::chrono::steady_clock::time_point deadline, Each&& each)
    {
        using Clock = std::chrono::steady_clock;
        const std::vector<StrikeCount> counts = strike_counts(k, admiral_ ? 0 : 3);
        int samples = 0;
        placed_.clear();
        std::vector<int> open; // slots not yet placed in a sample
        std::vector<std::pair<int, int>> options;
        std::vector<ShipType> types(slots.size());
        // The Admiral's model of how the opponent places its ships: a style per sample,
        // drawn by the styles' chances given the ships seen (placement_styles.h).
        std::array<double, PlacementStyles::kStyles> style_chance{};
        if (styles_) {
            for (const SeenShip& ship : k.opponent_revealed())
                styles_->observe(ship.type, ship.cells);
            style_chance = styles_->posterior();
            // (what the search has seen: a style's weight left on the placements still possible)
            weigh_by_room(style_chance, slots, [this](int s, ShipType t) {
                const int ti = static_cast<int>(t);
                return cand_sum_[s][ti].empty() ? 0.0 : cand_sum_[s][ti].back() * inverse_count_[ti];
            });
        }
        int style = -1;
        for (int iter = 0; iter < max_samples * 4 && samples < max_samples; ++iter) {
            if (iter % 64 == 63 && Clock::now() > deadline)
                break;
            if (styles_) {
                double r = static_cast<double>(rng_() >> 11) * 0x1.0p-53;
                style = 0;
                while (style + 1 < PlacementStyles::kStyles && (r -= style_chance[style]) >= 0)
                    ++style;
            }
            for (std::size_t j = 0; j < slots.size(); ++j)
                types[j] = pick_type(slots[j]);
            open.resize(slots.size());
            for (std::size_t j = 0; j < slots.size(); ++j)
                open[j] = static_cast<int>(j);
            CellSet used, need = ev.unexplained;
            placed_.clear();
            bool ok = true;
            // First explain every known ship cell with some hidden ship covering it.
            while (ok && !need.empty()) {
                const Cell u = need.nth(uniform(rng_, need.size()));
                options.clear();
                for (std::size_t o = 0; o < open.size(); ++o) {
                    const auto& list = cand_[static_cast<int>(types[open[o]])];
                    for (int idx : by_cell_[static_cast<int>(types[open[o]])][u.index])
                        if (!list[idx].intersects(used))
                            options.push_back({static_cast<int>(o), idx});
                }
                if (options.empty()) {
                    ok = false;
                    break;
                }
                // Each option weighs 1 / (the type's number of placements): a ship is placed
                // uniformly among all its placements, so a small ship covering u is as
                // likely per fleet as a big one with many placements there.
                // (Under a placement style, each weighs what the style gives it too.)
                const auto option_weight = [&](const std::pair<int, int>& option) {
                    const int t = static_cast<int>(types[open[option.first]]);
                    return inverse_count_[t] * (style < 0 ? 1.0 : cand_weight_[style][t][option.second]);
                };
                double total = 0;
                for (const auto& option : options)
                    total += option_weight(option);
                double r = total * (static_cast<double>(rng_() >> 11) * 0x1.0p-53);
                std::size_t pick = 0;
                for (; pick + 1 < options.size(); ++pick) {
                    r -= option_weight(options[pick]);
                    if (r < 0)
                        break;
                }
                const auto [o, idx] = options[pick];
                const CellSet cells = cand_[static_cast<int>(types[open[o]])][idx];
                placed_.push_back({types[open[o]], cells});
                used |= cells;
                need -= cells;
                open.erase(open.begin() + o);
            }
            // Then place the rest anywhere that fits.
            for (std::size_t o = 0; ok && o < open.size(); ++o) {
                const auto& list = cand_[static_cast<int>(types[open[o]])];
                bool placed = false;
                const int t = static_cast<int>(types[open[o]]);
                for (int attempt = 0; attempt < 40 && !list.empty() && !placed; ++attempt) {
                    // (under a style, each placement drawn with the weight the style gives it)
                    const CellSet cells = style < 0 ? list[uniform(rng_, static_cast<int>(list.size()))]
                                                    : list[weighted_pick(cand_sum_[style][t])];
                    if (!cells.intersects(used) && !cells.intersects(ev.destroyed - ev.unexplained)) {
                        placed_.push_back({types[open[o]], cells});
                        used |= cells;
                        placed = true;
                    }
                }
                ok = placed;
            }
            if (!ok)
                continue;
            const double w = likelihood(k, counts);
            if (w <= 0)
                continue;
            ++samples;
            each(w, used);
        }
        return samples;
    }

public:
    int last_samples() const override { return last_samples_; }
    const CellScores& last_estimate() const override { return last_estimate_; }
    void set_sample_limit(int n) override { sample_limit_ = n; }
    void set_beam_value(double v) override { beam_value_ = v; }
    void set_find_bonus(double b) override { find_bonus_ = b; }

private:
    static constexpr int kMaxSamples = 20000;

    // How well a sampled fleet (placed_ plus the revealed ships) explains the opponent's
    // strike counts: 0 if it could not have made them; less if it left strikes unused.
    double likelihood(const Knowledge& k, const std::vector<StrikeCount>& counts) const
    {
        double w = 1;
        for (const StrikeCount& sc : counts) {
            int strikes = 0, missile_ships = 0;
            const auto add = [&](ShipType t, CellSet cells) {
                strikes += k.rules().actions.conventional_strikes(t, cells, sc.destroyed_before);
                missile_ships += info(t).missiles && !sc.destroyed_before.contains_all(cells);
            };
            for (const auto& [t, cells] : placed_)
                add(t, cells);
            for (const SeenShip& s : k.opponent_revealed())
                add(s.type, s.cells);
            if (strikes + missile_ships + sc.kamikaze < sc.strikes)
                return 0;
            if (strikes + sc.kamikaze > sc.strikes)
                w *= 0.3;
        }
        return w;
    }
    std::vector<std::pair<ShipType, CellSet>> placed_;

    // Sampled layouts, for the order of strikes that together find the most ships.
    static constexpr int kStored = 1000;
    StrikeOrder order_{kStored};

    // How much more a strike on a ship not yet found counts in the order of strikes
    // (docs/benchmarks.md: 4 helped solo, not in games); the learner's hint sets 0.
    static constexpr double kFindBonus = 2.0;
    double find_bonus_ = kFindBonus;
    // What the Admiral's beam weapon is worth, in expected hits, when a line risks burning it
    // out [8.2.4]: three, where the other bots count one (2,000 games against hunter, own
    // fleets: 79.4 % -> 80.7 %; a bonus for hits that cut the opponent's strikes gained
    // nothing and was dropped; docs/benchmarks.md).
    static constexpr double kAdmiralBeamValue = 3.0;

    ShipType pick_type(const ShipSlot& slot)
    {
        if (slot.options.size() == 1)
            return slot.options[0].first;
        double total = 0;
        for (const auto& [t, w] : slot.options)
            total += w;
        double r = total * uniform(rng_, 1 << 20) / (1 << 20);
        for (const auto& [t, w] : slot.options) {
            if (r < w)
                return t;
            r -= w;
        }
        return slot.options.back().first;
    }

    // The placements of each hidden type that fit the evidence, and for each cell the
    // ones covering it.
    void prepare(const Evidence& ev, const std::vector<ShipSlot>& slots, const Ruleset& rules)
    {
        std::array<bool, kShipTypeCount> need{};
        for (const ShipSlot& s : slots)
            for (const auto& [t, w] : s.options)
                need[static_cast<int>(t)] = true;
        for (int t = 0; t < kShipTypeCount; ++t) {
            cand_[t].clear();
            for (auto& v : by_cell_[t])
                v.clear();
            const std::vector<CellSet>& all = rules.ships.placements(static_cast<ShipType>(t));
            inverse_count_[t] = all.empty() ? 0.0 : 1.0 / static_cast<double>(all.size());
            if (!need[t])
                continue;
            for (CellSet cells : all)
                if (ev.allows(static_cast<ShipType>(t), cells)) {
                    const int idx = static_cast<int>(cand_[t].size());
                    cand_[t].push_back(cells);
                    for (Cell c : cells & ev.unexplained)
                        by_cell_[t][c.index].push_back(idx);
                }
            for (int s = 0; styles_ && s < PlacementStyles::kStyles; ++s) {
                cand_weight_[s][t].clear();
                cand_sum_[s][t].clear();
                double sum = 0;
                for (CellSet cells : cand_[t]) {
                    cand_weight_[s][t].push_back(styles_->weight(s, static_cast<ShipType>(t), cells));
                    cand_sum_[s][t].push_back(sum += cand_weight_[s][t].back());
                }
            }
        }
    }
    // An index drawn with chances in proportion to the steps of a running sum.
    int weighted_pick(const std::vector<double>& sum)
    {
        const double r = sum.back() * (static_cast<double>(rng_() >> 11) * 0x1.0p-53);
        return static_cast<int>(std::min<std::ptrdiff_t>(std::upper_bound(sum.begin(), sum.end(), r) - sum.begin(),
                                                         static_cast<std::ptrdiff_t>(sum.size()) - 1));
    }
    // Per placement style, each candidate's weight and their running sum (opponent model).
    std::array<std::array<std::vector<double>, kShipTypeCount>, PlacementStyles::kStyles> cand_weight_, cand_sum_;

    std::array<std::vector<CellSet>, kShipTypeCount> cand_;
    std::array<double, kShipTypeCount> inverse_count_{};
    std::array<std::array<std::vector<int>, kCellCount>, kShipTypeCount> by_cell_;
    std::string name_ = "sampler";
    Placement placement_ = Placement::Uniform;
    // The Admiral's play (issue 24): evidence from every turn, missiles fired safest-first,
    // and a model of the opponent's placement learnt over the games.
    bool admiral_ = false;
    double beam_value_ = -1;
    std::optional<PlacementStyles> styles_;
    const Ruleset* styles_rules_ = nullptr;
    int last_samples_ = 0;
    int sample_limit_ = 0;
    CellScores last_estimate_{};
};

} // namespace

std::unique_ptr<SamplingBot> make_sampling_bot(std::string name, Placement placement, bool admiral)
{
    return std::make_unique<SamplerBot>(std::move(name), placement, admiral);
}

std::unique_ptr<Bot> make_sampler_bot() { return make_sampling_bot(); }

std::unique_ptr<Bot> make_admiral_bot() { return make_sampling_bot("admiral", Placement::Evasive, true); }

// The Admiral with a smaller budget: its search, its model of the opponent and its setup, on
// 30 sampled fleets a turn instead of thousands (the level between the Captain and the
// Admiral, docs/benchmarks.md). It had been the Admiral's search with a fleet laid out by
// chance, which the Captain, hiding its fleet as well as the Admiral, came level with.
std::unique_ptr<Bot> make_commodore_bot() { return make_commodore_bot(kCommodoreSamples); }

namespace {

// A bot of the sampler's family drawing this many samples a turn, whatever its budget.
std::unique_ptr<Bot> drawing(std::unique_ptr<SamplingBot> bot, int samples)
{
    bot->set_sample_limit(std::max(1, samples));
    return bot;
}

} // namespace

std::unique_ptr<Bot> make_commodore_bot(int samples) { return drawing(make_sampling_bot("commodore", Placement::Evasive, true), samples); }
std::unique_ptr<Bot> make_admiral_bot(int samples) { return drawing(make_sampling_bot("admiral", Placement::Evasive, true), samples); }
std::unique_ptr<Bot> make_sampler_bot(int samples) { return drawing(make_sampling_bot(), samples); }

} // namespace ss
