// Shape requirements of every ship type [3.5, 6.1.1, 6.1.2, 6.2-6.10] and the placements
// of each type in the space.
#include "shapes.h"
#include "test_support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace ss;
using test::cells;

namespace {

// The rule a shape breaks, or "" when the cells are a legal ship of the type.
std::string shape_rule(ShipType type, std::string_view text)
{
    const auto v = check_shape(type, cells(text));
    return v ? v->rule : std::string();
}

} // namespace

TEST_CASE("a death star is a 2x2x2 cube, or a 3x2x1 block with two more cells each touching two [6.2]")
{
    CHECK(shape_rule(ShipType::DeathStar, "Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2") == "");    // cube
    CHECK(shape_rule(ShipType::DeathStar, "Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2") == "");    // block with a pair on top
    CHECK(shape_rule(ShipType::DeathStar, "Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2") == "");    // 3x3 square less a corner
    CHECK(shape_rule(ShipType::DeathStar, "Gv1 Gv2 Gv3 Gv4 Gw1 Gw2 Gw3 Gw4") == "");    // 4x2x1 block
    CHECK(shape_rule(ShipType::DeathStar, "Rv1 Ov1 Yv1 Rv2 Ov2 Yv2 Rw2 Ow2") == "");    // block along colours
    CHECK(shape_rule(ShipType::DeathStar, "Rv1 Rv2 Rw1 Rw2 Ow1 Ow2 Yw1 Yw2") == "");    // a 2x4 ladder bent once
}

TEST_CASE("a death star has eight cells [6.2.1]")
{
    const auto v = check_shape(ShipType::DeathStar, cells("Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1"));
    REQUIRE(v);
    CHECK(v->rule == "6.2.1");
    CHECK_THAT(v->message, Catch::StartsWith("death star"));
    CHECK(shape_rule(ShipType::DeathStar, "Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2 Yv2") == "6.2.1");
}

TEST_CASE("a death star cell touching only one other is refused, naming the cell [6.2.2]")
{
    // A 3x2x1 block with a tail Ov1-Yv1: Yv1 touches only Ov1.
    const auto v = check_shape(ShipType::DeathStar, cells("Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov1 Yv1"));
    REQUIRE(v);
    CHECK(v->rule == "6.2.2");
    CHECK(v->message == "death star: Yv1 touches only one other cell");
    CHECK(v->cells == cells("Yv1"));
}

TEST_CASE("a death star cell touching no other is refused, naming the cell [6.2.2]")
{
    const auto v = check_shape(ShipType::DeathStar, cells("Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Bz5"));
    REQUIRE(v);
    CHECK(v->rule == "6.2.2");
    CHECK_THAT(v->message, Catch::Contains("Bz5"));
    CHECK(v->cells == cells("Bz5"));
}

TEST_CASE("several death star cells touching fewer than two others are all named [6.2.2]")
{
    // Ov1 touches only Rv1, Ov3 only Rv3.
    const auto v = check_shape(ShipType::DeathStar, cells("Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov1 Ov3"));
    REQUIRE(v);
    CHECK(v->rule == "6.2.2");
    CHECK(v->cells == cells("Ov1 Ov3"));
    CHECK_THAT(v->message, Catch::Contains("Ov1") && Catch::Contains("Ov3"));
}

TEST_CASE("a death star without a 2x2x2 cube or a 3x2x1 block is refused even if every cell touches two [6.2.3]")
{
    // A ring: the 3x3 square without its centre.
    const auto ring = check_shape(ShipType::DeathStar, cells("Rv1 Rv2 Rv3 Rw1 Rw3 Rx1 Rx2 Rx3"));
    REQUIRE(ring);
    CHECK(ring->rule == "6.2.3");
    CHECK(ring->cells == cells("Rv1 Rv2 Rv3 Rw1 Rw3 Rx1 Rx2 Rx3"));
    // Two 2x2 squares in neighbouring layers, offset by one letter: a 2x2 overlap, no line of three.
    CHECK(shape_rule(ShipType::DeathStar, "Rv1 Rv2 Rw1 Rw2 Ow1 Ow2 Ox1 Ox2") == "6.2.3");
}

TEST_CASE("a kill cruiser is six cells in a 3x2x1 block, in any orientation [6.3]")
{
    CHECK(shape_rule(ShipType::KillCruiser, "Gv1 Gv2 Gv3 Gw1 Gw2 Gw3") == "");
    CHECK(shape_rule(ShipType::KillCruiser, "Rv1 Ov1 Yv1 Rv2 Ov2 Yv2") == "");
    CHECK(shape_rule(ShipType::KillCruiser, "Rz4 Rz5 Oz4 Oz5 Yz4 Yz5") == "");
    CHECK(shape_rule(ShipType::KillCruiser, "Gv1 Gv2 Gv3 Gv4 Gw1 Gw2") == "6.3.2"); // L shape
    CHECK(shape_rule(ShipType::KillCruiser, "Gv1 Gv2 Gw1 Gw2 Yv1 Yv2") == "6.3.2"); // a 2x2 square plus two cells in the next layer
    CHECK(shape_rule(ShipType::KillCruiser, "Gv1 Gv2 Gv3 Gx1 Gx2 Gx3") == "6.3.2"); // two rows with a gap
    CHECK(shape_rule(ShipType::KillCruiser, "Gv1 Gv2 Gv3 Gw1 Gw2") == "6.3.1");
    CHECK(shape_rule(ShipType::KillCruiser, "Gv1 Gv2 Gv3 Gw1 Gw2 Gw3 Gx1") == "6.3.1");
    const auto v = check_shape(ShipType::KillCruiser, cells("Gv1 Gv2 Gv3 Gv4 Gw1 Gw2"));
    REQUIRE(v);
    CHECK_THAT(v->message, Catch::StartsWith("kill cruiser"));
}

TEST_CASE("a flying saucer is four cells in a 2x2x1 square [6.4]")
{
    CHECK(shape_rule(ShipType::FlyingSaucer, "Bv1 Bv2 Bw1 Bw2") == "");
    CHECK(shape_rule(ShipType::FlyingSaucer, "Ov1 Ov2 Yv1 Yv2") == "");
    CHECK(shape_rule(ShipType::FlyingSaucer, "Bv1 Bv2 Bv3 Bv4") == "6.4.2"); // a line
    CHECK(shape_rule(ShipType::FlyingSaucer, "Bv1 Bv2 Bv3 Bw1") == "6.4.2"); // an L
    CHECK(shape_rule(ShipType::FlyingSaucer, "Bv1 Bv2 Bw2 Bw3") == "6.4.2"); // an S
    CHECK(shape_rule(ShipType::FlyingSaucer, "Bv1 Bv2 Bw1") == "6.4.1");
}

TEST_CASE("a patrol cruiser is four adjacent cells in a straight line [6.5]")
{
    CHECK(shape_rule(ShipType::PatrolCruiser, "Bv1 Bv2 Bv3 Bv4") == "");
    CHECK(shape_rule(ShipType::PatrolCruiser, "Rv1 Ov1 Yv1 Gv1") == "");
    CHECK(shape_rule(ShipType::PatrolCruiser, "Bv1 Bv2 Bv3 Bv5") == "6.5.2"); // a gap
    CHECK(shape_rule(ShipType::PatrolCruiser, "Bv1 Bv2 Bw1 Bw2") == "6.5.2"); // a square
    CHECK(shape_rule(ShipType::PatrolCruiser, "Rv1 Ow2 Yx3 Gy4") == "6.5.2"); // diagonal: not adjacent
    CHECK(shape_rule(ShipType::PatrolCruiser, "Bv1 Bv2 Bv3") == "6.5.1");
}

TEST_CASE("a missile destroyer is three adjacent cells in a straight line [6.6]")
{
    CHECK(shape_rule(ShipType::MissileDestroyer, "Yx3 Yx4 Yx5") == "");
    CHECK(shape_rule(ShipType::MissileDestroyer, "Yz1 Gz1 Bz1") == "");
    CHECK(shape_rule(ShipType::MissileDestroyer, "Yx3 Yx4 Yy4") == "6.6.2"); // bent
    CHECK(shape_rule(ShipType::MissileDestroyer, "Yx1 Yx2 Yx4") == "6.6.2"); // a gap
    CHECK(shape_rule(ShipType::MissileDestroyer, "Yx3 Yx4") == "6.6.1");
    CHECK(shape_rule(ShipType::MissileDestroyer, "Yx1 Yx2 Yx3 Yx4") == "6.6.1");
}

TEST_CASE("a heavy scout is two face-adjacent cells [6.7.1]")
{
    CHECK(shape_rule(ShipType::HeavyScout, "Ov5 Ow5") == "");
    CHECK(shape_rule(ShipType::HeavyScout, "Ov5 Rv5") == "");
    CHECK(shape_rule(ShipType::HeavyScout, "Ov5 Rw5") == "6.7.1"); // edge only
    CHECK(shape_rule(ShipType::HeavyScout, "Ov1 Ov3") == "6.7.1");
    CHECK(shape_rule(ShipType::HeavyScout, "Ov5") == "6.7.1");
}

TEST_CASE("a light scout is one cell [6.8]")
{
    CHECK(shape_rule(ShipType::LightScout, "Bz5") == "");
    CHECK(shape_rule(ShipType::LightScout, "Rv1") == "");
    CHECK(shape_rule(ShipType::LightScout, "Bz4 Bz5") == "6.8");
}

TEST_CASE("an assault gunboat is two face-adjacent cells [6.9]")
{
    CHECK(shape_rule(ShipType::AssaultGunboat, "Gx3 Gx4") == "");
    CHECK(shape_rule(ShipType::AssaultGunboat, "Gx3 Yx3") == "");
    CHECK(shape_rule(ShipType::AssaultGunboat, "Gx3 Gy4") == "6.9");
    CHECK(shape_rule(ShipType::AssaultGunboat, "Gx3") == "6.9");
}

TEST_CASE("a light gunboat is one cell [6.10]")
{
    CHECK(shape_rule(ShipType::LightGunboat, "Gx3") == "");
    CHECK(shape_rule(ShipType::LightGunboat, "Gx3 Gx4") == "6.10");
}

TEST_CASE("an empty cell set is no ship of any type [6.1.1]")
{
    for (ShipType t : kAllShipTypes)
        CHECK(check_shape(t, CellSet{}));
}

TEST_CASE("ship sizes and costs are those of the rules [6.1.1, 6.1.3]")
{
    CHECK(info(ShipType::DeathStar).size == 8);
    CHECK(info(ShipType::DeathStar).cost == 8);
    CHECK(info(ShipType::KillCruiser).size == 6);
    CHECK(info(ShipType::KillCruiser).cost == 6);
    CHECK(info(ShipType::FlyingSaucer).size == 4);
    CHECK(info(ShipType::FlyingSaucer).cost == 4);
    CHECK(info(ShipType::PatrolCruiser).size == 4);
    CHECK(info(ShipType::PatrolCruiser).cost == 4);
    CHECK(info(ShipType::MissileDestroyer).size == 3);
    CHECK(info(ShipType::MissileDestroyer).cost == 3);
    CHECK(info(ShipType::HeavyScout).size == 2);
    CHECK(info(ShipType::HeavyScout).cost == 3);
    CHECK(info(ShipType::LightScout).size == 1);
    CHECK(info(ShipType::LightScout).cost == 3);
    CHECK(info(ShipType::AssaultGunboat).size == 2);
    CHECK(info(ShipType::AssaultGunboat).cost == 2);
    CHECK(info(ShipType::LightGunboat).size == 1);
    CHECK(info(ShipType::LightGunboat).cost == 1);
}

TEST_CASE("the number of placements of each type in the 5x5x5 space is counted exactly")
{
    // One cell: 125 places.
    CHECK(placements(ShipType::LightScout).size() == 125);
    CHECK(placements(ShipType::LightGunboat).size() == 125);
    // A line of n: 3 axes x (6 - n) x 5 x 5.
    CHECK(placements(ShipType::HeavyScout).size() == 3 * 4 * 25);      // 300
    CHECK(placements(ShipType::AssaultGunboat).size() == 3 * 4 * 25);  // 300
    CHECK(placements(ShipType::MissileDestroyer).size() == 3 * 3 * 25); // 225
    CHECK(placements(ShipType::PatrolCruiser).size() == 3 * 2 * 25);   // 150
    // A 2x2x1 square: 3 choices of the thin axis x 4 x 4 x 5.
    CHECK(placements(ShipType::FlyingSaucer).size() == 3 * 4 * 4 * 5); // 240
    // A 3x2x1 block: 6 orientations x 3 x 4 x 5.
    CHECK(placements(ShipType::KillCruiser).size() == 6 * 3 * 4 * 5); // 360
    // Death stars [6.2.2, 6.2.3]: the two extra cells of a 3x2x1 block each touch exactly
    // one block cell, so they touch each other and lie side by side on one face.
    //   2x2x2 cubes:                                                 4 x 4 x 4 =   64
    //   a pair on a 3x2 face (7 pairs; 6 orientations x 12 places x 8 face layers) = 4032
    //   a 3x3 square less a corner (3 planes x 9 x 5 squares x 4 corners) =          540
    //   a 4x2x1 block (6 orientations x 2 x 4 x 5) =                                 240
    CHECK(placements(ShipType::DeathStar).size() == 64 + 6 * 12 * 8 * 7 + 540 + 240); // 4876
}

TEST_CASE("every placement is a legal, distinct ship of its type [3.5]")
{
    for (ShipType t : kAllShipTypes) {
        INFO(info(t).name);
        const auto& all = placements(t);
        std::vector<std::pair<std::uint64_t, std::uint64_t>> keys;
        for (CellSet s : all) {
            REQUIRE(s.size() == info(t).size);
            const auto v = check_shape(t, s);
            INFO(to_string(s));
            REQUIRE_FALSE(v);
            keys.emplace_back(s.hi(), s.lo());
        }
        std::sort(keys.begin(), keys.end());
        CHECK(std::adjacent_find(keys.begin(), keys.end()) == keys.end());
    }
}

TEST_CASE("placements include the shapes the rules allow and none they forbid [6.2]")
{
    const auto& ds = placements(ShipType::DeathStar);
    const auto has = [&](std::string_view text) { return std::find(ds.begin(), ds.end(), cells(text)) != ds.end(); };
    CHECK(has("Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2"));
    CHECK(has("Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2"));
    CHECK(has("Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Rx1 Rx2"));
    CHECK(has("Bz2 Bz3 Bz4 Bz5 By2 By3 By4 By5"));
    CHECK_FALSE(has("Rv1 Rv2 Rv3 Rw1 Rw3 Rx1 Rx2 Rx3"));
    CHECK_FALSE(has("Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov1 Yv1"));
    const auto& kc = placements(ShipType::KillCruiser);
    CHECK(std::find(kc.begin(), kc.end(), cells("Gz1 Gz2 Gz3 Gy1 Gy2 Gy3")) != kc.end());
}
