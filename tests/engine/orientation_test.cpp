// Turning and mirroring a ship at setup [3.6]: every orientation its shape has, each still
// a legal ship of its type [6.x.2], kept inside the space [1.2.6]; random layouts of the
// rest of a fleet around ships laid out by hand.
#include "orientation.h"
#include "random_play.h"
#include "shapes.h"
#include "test_support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace ss;
using test::cells;

namespace {

std::set<std::pair<std::uint64_t, std::uint64_t>> keys(const std::vector<CellSet>& sets)
{
    std::set<std::pair<std::uint64_t, std::uint64_t>> out;
    for (CellSet s : sets)
        out.insert({s.lo(), s.hi()});
    return out;
}

} // namespace

TEST_CASE("A shape has as many orientations as its symmetry allows [3.6]", "[orientation]")
{
    CHECK(orientations(cells("Yx3")).size() == 1);               // one cell
    CHECK(orientations(cells("Yx2 Yx3 Yx4")).size() == 3);       // a line of three: along each axis
    CHECK(orientations(cells("Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2")).size() == 1); // a 2x2x2 cube
    CHECK(orientations(cells("Gv1 Gv2 Gv3 Gw1 Gw2 Gw3")).size() == 6);        // a 3x2x1 block
    CHECK(orientations(cells("Rv1 Rv2 Rw1")).size() == 12);      // an L of three cells
}

TEST_CASE("Stepping through orientations visits each once and comes back [3.6]", "[orientation]")
{
    const CellSet start = cells("Ow2 Ow3 Ow4 Ox2 Ox3 Ox4"); // room to turn every way
    std::vector<CellSet> seen{start};
    CellSet c = start;
    for (int k = 1; k < 6; ++k) {
        c = rotated(c);
        seen.push_back(c);
    }
    CHECK(keys(seen).size() == 6);
    CHECK(rotated(c) == start);
    CHECK(rotated(rotated(start), -1) == start);
}

TEST_CASE("Turned ships stay legal and inside the space [6.2.2, 6.3.2, 1.2.6]", "[orientation]")
{
    for (ShipType type : kAllShipTypes)
        for (CellSet p : placements(type)) {
            for (CellSet o : orientations(p)) {
                REQUIRE(o.size() == p.size());
                REQUIRE_FALSE(check_shape(type, o));
            }
        }
}

TEST_CASE("A ship at the space's edge turns back inside it [1.2.6]", "[orientation]")
{
    const CellSet line = cells("Bz3 Bz4 Bz5"); // along the numbers, in the far corner
    for (CellSet o : orientations(line))
        CHECK(o.size() == 3);
    // Turned about its middle cell (Bz4), then moved back inside.
    CHECK(keys(orientations(line)) == keys({cells("Bz3 Bz4 Bz5"), cells("Bx4 By4 Bz4"), cells("Yz4 Gz4 Bz4")}));
    // Inside, a line turns about its middle cell (playtest 36: it seemed to jump).
    CHECK(keys(orientations(cells("Gw3 Gx3 Gy3"))) == keys({cells("Gw3 Gx3 Gy3"), cells("Gx2 Gx3 Gx4"), cells("Yx3 Gx3 Bx3")}));
}

TEST_CASE("Mirroring flips a ship in its own box [3.6]", "[orientation]")
{
    CHECK(mirrored(cells("Rv1 Rv2 Rw1"), 1) == cells("Rv1 Rw1 Rw2"));
    CHECK(mirrored(cells("Rv1 Rv2 Rw1"), 2) == cells("Rv1 Rv2 Rw2"));
    CHECK(mirrored(cells("Yx2 Yx3 Yx4"), 1) == cells("Yx2 Yx3 Yx4"));
}

TEST_CASE("Random for the rest leaves the ships laid out by hand alone [3.6]", "[orientation]")
{
    Rng rng(7);
    const CellSet taken = cells("Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2");
    for (int k = 0; k < 200; ++k) {
        const auto ships = random_setup_around({ShipType::KillCruiser, ShipType::MissileDestroyer, ShipType::LightScout},
                                               taken, rng);
        REQUIRE(ships);
        REQUIRE(ships->size() == 3);
        CellSet all;
        for (const ShipSpec& s : *ships) {
            CHECK_FALSE(s.cells.intersects(taken));
            CHECK_FALSE(s.cells.intersects(all));
            CHECK_FALSE(check_shape(s.type, s.cells));
            all |= s.cells;
        }
    }
}

TEST_CASE("Random for the rest says so when there is no room", "[orientation]")
{
    Rng rng(7);
    const CellSet taken = CellSet::all() - cells("Yx3 Yx4");
    CHECK_FALSE(random_setup_around({ShipType::MissileDestroyer}, taken, rng));
    CHECK(random_setup_around({ShipType::LightScout}, taken, rng));
}
