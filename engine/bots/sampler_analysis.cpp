// The analysis a chess GUI's engine gives (analysis.h): the Admiral's move and its heat map
// for a position, and fleets for the opponent that fit what a player knows — both through
// the sampler's family of bots (sampling_bot.h).
#include "bots/analysis.h"
#include "bots/sampling_bot.h"
#include "geometry.h"

#include <algorithm>

namespace ss {

std::vector<Fleet> sample_fleets(const Knowledge& knowledge, FleetRule rule, int n, std::uint64_t seed)
{
    const auto bot = make_sampling_bot(); // (the plain sampler: no model of the opponent's habits)
    bot->new_game(knowledge.player(), rule, seed, knowledge.rules());
    return bot->sample_fleets(knowledge, n);
}

Analysis analyse(const Knowledge& knowledge, FleetRule rule, std::uint64_t seed, int samples, bool cautious)
{
    // The Admiral's choice (its price on a beam that may burn out [8.2.4], its tighter
    // evidence), so that the hint does not propose what the turn panel then cautions against.
    const auto bot = make_sampling_bot("admiral", Placement::Evasive, true);
    bot->new_game(knowledge.player(), rule, seed, knowledge.rules());
    bot->set_sample_limit(std::max(1, samples));
    bot->set_time_budget(60'000); // the samples bound the work; this is only a safety net
    if (cautious) {
        bot->set_beam_value(kCautiousBeamValue);
        bot->set_find_bonus(0);
    }
    Analysis out;
    Actions best;
    bot->turn(knowledge, best);
    out.heat = bot->last_estimate();
    for (Cell c : knowledge.opponent_ship() - knowledge.opponent_destroyed())
        out.heat[c.index] = 1.0; // seen (a scan, flashcube data): certain, not "99%"
    out.samples = bot->last_samples();
    CellSet revealed;
    for (const SeenShip& s : knowledge.opponent_revealed())
        revealed |= s.cells;
    out.open_hits = knowledge.opponent_destroyed() - revealed;
    set_move(out, std::move(best), knowledge.rules());
    return out;
}

void set_move(Analysis& analysis, Actions best, const Ruleset& rules)
{
    analysis.best = std::move(best);
    analysis.targets = {};
    analysis.beside_hits = {};
    CellSet struck; // (strikes and beam strikes; a scan strikes nothing)
    for (const Action& a : analysis.best) {
        if (a.kind == ActionKind::Scan)
            analysis.targets.insert(a.cell);
        else if (a.kind == ActionKind::Strike)
            struck.insert(a.cell);
        else if (a.kind == ActionKind::Beam)
            struck |= rules.beams.target_cells(a);
    }
    analysis.targets |= struck;
    for (Cell c : analysis.open_hits)
        analysis.beside_hits |= adjacent(c) & struck;
}

void restrict_move(Analysis& analysis, const Knowledge& knowledge, const std::function<bool(ActionKind)>& withheld)
{
    Actions move = without(analysis.best, withheld);
    CellSet taken = knowledge.opponent_empty() | knowledge.opponent_destroyed();
    for (const Action& a : move)
        if (a.kind == ActionKind::Scan)
            taken.insert(a.cell);
        else if (a.kind == ActionKind::Beam)
            taken |= knowledge.rules().beams.target_cells(a);
    std::vector<int> order;
    for (int c = 0; c < kCellCount; ++c)
        if (!taken.contains(Cell{static_cast<std::uint8_t>(c)}))
            order.push_back(c);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return analysis.heat[a] > analysis.heat[b]; });
    std::size_t next = 0;
    for (Action& a : move)
        if (a.kind == ActionKind::Strike && next < order.size())
            a.cell = Cell{static_cast<std::uint8_t>(order[next++])};
    set_move(analysis, std::move(move), knowledge.rules());
}

} // namespace ss
