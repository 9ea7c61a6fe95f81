// After-game statistics (issue 11), checked against figures counted by hand from the
// spec's example record (tests/data/spec-example.ssg): two turns, A's eight strikes,
// beam, missile and scan, then six strikes and a missile that explodes B's destroyer.
#include "statistics.h"
#include "test_support.h"

#include <catch2/catch.hpp>

using namespace ss;

namespace {

GameStatistics example() { return game_statistics(parse_record(test::spec_example_record()).games[0]); }

std::vector<std::tuple<std::string, int, int>> fates(const SideStatistics& s)
{
    std::vector<std::tuple<std::string, int, int>> out;
    for (const ShipFate& f : s.ships)
        out.emplace_back(f.label, f.found, f.destroyed);
    return out;
}

} // namespace

TEST_CASE("statistics: each side's hits per turn and materiel after each turn [2.3.5]")
{
    const GameStatistics st = example();
    CHECK(st.turns == 2);
    // Turn 1: A hits Rv1 Rv2 Ow2 Gz1 Gz2 Gy1 Gy2 Bv1 and, with the beam, Rv3; B hits Rv1 Rw1 Gv1.
    // Turn 2: A hits Rw1 Rw2 Rw3 Ov2 Gz3 Gy3 Yx4, whose missile explodes Yx3 and Yx5 [8.1.4];
    // B hits Rv2 Rw2 Ov1 Ow1 Gv2 Yz3, whose missile explodes Yz2.
    CHECK(st.of(Player::A).hits == std::vector<int>{9, 9});
    CHECK(st.of(Player::B).hits == std::vector<int>{3, 7});
    CHECK(st.of(Player::A).materiel == std::vector<int>{22, 19, 12});
    CHECK(st.of(Player::B).materiel == std::vector<int>{23, 14, 5});
}

TEST_CASE("statistics: accuracy by weapon, a missile's target counted as a strike [11.5.3]")
{
    const GameStatistics st = example();
    const SideStatistics& a = st.of(Player::A);
    CHECK((a.strikes.used == 15 && a.strikes.cells == 15 && a.strikes.hits == 15));
    CHECK((a.beams.used == 1 && a.beams.cells == 3 && a.beams.hits == 1)); // bRv3Rv5: hit miss miss
    CHECK(a.missiles.used == 2);
    CHECK(a.kamikaze.used == 0);
    CHECK((a.scans.used == 4 && a.scans.hits == 3)); // sBx3 empty; sBv2, sOv5 ship; sRv1 destroyed
    CHECK(a.explosions == 3);                          // Yx4 Yx3 Yx5
    const SideStatistics& b = st.of(Player::B);
    CHECK((b.strikes.used == 9 && b.strikes.hits == 9));
    CHECK((b.beams.used == 0 && b.missiles.used == 1 && b.scans.used == 0));
    CHECK(b.explosions == 2); // Yz3 Yz2
}

TEST_CASE("statistics: the turn each ship was found and destroyed [3.10, 7]")
{
    const GameStatistics st = example();
    using F = std::vector<std::tuple<std::string, int, int>>;
    // B's death star, kill cruiser and destroyer fall in turn 2; the heavy scout is found
    // by a scan in turn 2 [8.3.4.1].
    CHECK(fates(st.of(Player::B)) == F{{"DS", 1, 2}, {"KC", 1, 2}, {"PC", 1, 0}, {"MD", 2, 2}, {"HS", 2, 0}});
    // A's saucer and light scout were never found.
    CHECK(fates(st.of(Player::A)) == F{{"DS", 1, 0}, {"KC", 1, 0}, {"FS", 0, 0}, {"MD", 2, 0}, {"LS", 0, 0}});
}

TEST_CASE("statistics: a finished game's figures agree with its end [2.3.3]")
{
    const GameStatistics st = game_statistics(
        parse_record("[Fleet \"cost 1\"]\nsetup A: LG Rv1\nsetup B: LG Bz5\n1. A: mRv1 Bz5\n1. B: -\n").games[0]);
    CHECK(st.turns == 1);
    CHECK(st.of(Player::A).hits == std::vector<int>{1});
    CHECK(st.of(Player::B).materiel == std::vector<int>{1, 0});
    CHECK(st.of(Player::A).explosions == 1);
    CHECK(st.of(Player::B).ships.front().destroyed == 1);
}
