// Analysis (issue 11): the sampler's heat map of where the opponent's undamaged ship
// cells could be, from one player's knowledge, and the move it would make.
#include "bots/analysis.h"
#include "session.h"
#include "test_support.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <numeric>

using namespace ss;

namespace {

double sum(const CellScores& heat) { return std::accumulate(heat.begin(), heat.end(), 0.0); }

// The spec's setups; in turn 1 A destroys B's heavy scout (Ov5 Ow5) and hits B's death
// star at Rv1, and misses at Bx3 and Yx1.
Session scout_destroyed()
{
    const std::string text = std::string("[Fleet \"standard\"]\nsetup A: ") + test::kSpecSetupA +
                             "\nsetup B: " + test::kSpecSetupB + "\n1. A: Ov5 Ow5 Rv1 Bx3 Yx1\n1. B: -\n";
    return Session::replay(parse_record(text).games[0]);
}

} // namespace

TEST_CASE("analysis: before the first turn the heat map sums to the fleet's expected cells [3.7]")
{
    const Session game = Session::replay(parse_record(test::spec_example_record()).games[0], 0);
    const Analysis a = analyse(game.knowledge(Player::A), FleetRule::standard(), 7);
    // Death star 8, kill cruiser 6, saucer or patrol cruiser 4, missile destroyer 3, and a
    // heavy scout (2) or light scout (1) as likely [3.7]: 22.5 cells.
    CHECK(sum(a.heat) == Approx(22.5).margin(0.05));
    CHECK(a.samples == 4000);
    for (double h : a.heat)
        CHECK((h >= 0 && h <= 1));
    CHECK(!a.best.empty());
    CHECK(!a.targets.empty());
}

TEST_CASE("analysis: the heat map of a known position sums to the unknown ship cells left")
{
    const Session game = scout_destroyed();
    const Knowledge& k = game.knowledge(Player::A);
    REQUIRE(k.opponent_revealed().size() == 1); // the heavy scout [2.2.4]
    const Analysis a = analyse(k, FleetRule::standard(), 11);
    // Hidden: death star 8, kill cruiser 6, patrol cruiser or saucer 4, destroyer 3 = 21
    // cells, of which Rv1 is destroyed.
    CHECK(sum(a.heat) == Approx(20.0).epsilon(1e-9));
    // Known cells: misses and destroyed cells are 0.
    for (const char* c : {"Bx3", "Yx1", "Rv1", "Ov5", "Ow5"})
        CHECK(a.heat[test::cell(c).index] == 0.0);
    // The death star holds Rv1, so its neighbours are likelier than a far corner.
    CHECK(a.heat[test::cell("Rv2").index] > a.heat[test::cell("Yz5").index]);
    // The best move strikes where the heat is: no strike or scan at a known cell, and a
    // beam only with a known end cell, which keeps it from burning out [8.2.4].
    const CellSet known = k.opponent_empty() | k.opponent_destroyed();
    for (const Action& x : a.best) {
        if (x.kind == ActionKind::Strike || x.kind == ActionKind::Scan)
            CHECK(!known.contains(x.cell));
        if (x.kind == ActionKind::Beam)
            CHECK(!known.contains(k.rules().beams.targets(x)->at(1)));
    }
}

TEST_CASE("analysis: the same seed gives the same heat map and move")
{
    const Session game = scout_destroyed();
    const Analysis a = analyse(game.knowledge(Player::A), FleetRule::standard(), 3, 500);
    const Analysis b = analyse(game.knowledge(Player::A), FleetRule::standard(), 3, 500);
    CHECK(a.heat == b.heat);
    CHECK(a.targets == b.targets);
    CHECK(a.samples == 500);
}
