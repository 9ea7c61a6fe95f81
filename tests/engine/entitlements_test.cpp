// What a player may do in a turn, judged on the state at its start [2.4, D6]:
// conventional strikes [4.4.1, 6.2.4], missile strikes [8.1.3], kamikaze strikes [4.5,
// 6.8.2], beam firings [8.2.2, 8.4] and scans [8.3.1, 8.3.2].
#include "space.h"
#include "geometry.h"
#include "test_support.h"

#include <catch2/catch.hpp>

using namespace ss;
using test::cell;
using test::cells;

namespace {

Space space_of(std::string_view fleet) { return Space(test::fleet(fleet)); }

// A space with the given cells destroyed.
Space damaged(std::string_view fleet, std::string_view destroyed)
{
    Space s = space_of(fleet);
    s.destroyed = cells(destroyed);
    return s;
}

const char* const kKillCruiser = "KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3";
const char* const kCube = "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2";

std::uint16_t bit(const char* a, const char* b)
{
    return static_cast<std::uint16_t>(1u << line_direction(cell(a), cell(b)));
}

} // namespace

TEST_CASE("the example fleets start with 7 and 8 conventional strikes [4.4.1, D6]")
{
    // A: DS 1 + KC 3 + FS 2 + MD 1 + LS 0; B: DS 1 + KC 3 + PC 2 + MD 1 + HS 1.
    const Space a = space_of(test::kSpecSetupA);
    const Space b = space_of(test::kSpecSetupB);
    const Entitlements ea = entitlements(a, 1);
    const Entitlements eb = entitlements(b, 1);
    CHECK(ea.strikes == 7);
    CHECK(eb.strikes == 8);
    CHECK(a.conventional_strikes(0) == 1);
    CHECK(a.conventional_strikes(1) == 3);
    CHECK(a.conventional_strikes(2) == 2);
    CHECK(a.conventional_strikes(3) == 1);
    CHECK(a.conventional_strikes(4) == 0);
    CHECK(ea.missile.count() == 1);
    CHECK(ea.missile[3]);
    CHECK(ea.beam.count() == 1);
    CHECK(ea.beam[0]);
    CHECK(ea.kamikaze.none());
    CHECK(ea.scans == 1);
    CHECK(eb.scans == 1);
}

TEST_CASE("a kill cruiser that lost a corner cell has two strikes, as in the example's turn 2 [4.4.1]")
{
    // A after turn 1 of the example: Rv1 Rw1 of the death star and Gv1 of the kill cruiser.
    const Space a = damaged(test::kSpecSetupA, "Rv1 Rw1 Gv1");
    CHECK(a.conventional_strikes(1) == 2);
    CHECK(entitlements(a, 2).strikes == 6);
}

TEST_CASE("a kill cruiser with its two middle cells destroyed keeps two disjoint pairs [4.4.1]")
{
    // Gv1-Gw1 and Gv3-Gw3 remain.
    CHECK(damaged(kKillCruiser, "Gv2 Gw2").conventional_strikes(0) == 2);
}

TEST_CASE("undamaged cells may hold fewer disjoint adjacent pairs than half their number [4.4.1, D6]")
{
    // Gv1 is cut off; Gv3, Gw2 and Gw3 form a corner with a single pair.
    CHECK(damaged(kKillCruiser, "Gv2 Gw1").conventional_strikes(0) == 1);
    // A T: Gv2 touches Gv1, Gv3 and Gw2, which do not touch each other.
    CHECK(damaged(kKillCruiser, "Gw1 Gw3").conventional_strikes(0) == 1);
    // Five cells hold at most two pairs.
    CHECK(damaged(kKillCruiser, "Gv2").conventional_strikes(0) == 2);
    // A path Gw1-Gw2-Gv2-Gv3: two pairs, though pairing the middle cells first gives one.
    CHECK(damaged(kKillCruiser, "Gv1 Gw3").conventional_strikes(0) == 2);
    CHECK(damaged(kKillCruiser, "Gv1 Gv2 Gv3 Gw1 Gw2 Gw3").conventional_strikes(0) == 0);
}

TEST_CASE("cells must be face-adjacent, undamaged and of the same ship to make a pair [4.4.1]")
{
    const char* const pc = "PC Bv1 Bv2 Bv3 Bv4";
    CHECK(space_of(pc).conventional_strikes(0) == 2);
    CHECK(damaged(pc, "Bv2").conventional_strikes(0) == 1);
    CHECK(damaged(pc, "Bv1 Bv3").conventional_strikes(0) == 0);
    CHECK(space_of("FS Bv1 Bv2 Bw1 Bw2").conventional_strikes(0) == 2);
    CHECK(damaged("FS Bv1 Bv2 Bw1 Bw2", "Bv1").conventional_strikes(0) == 1);
    // Two light gunboats side by side are two ships, not a pair.
    const Space gunboats = space_of("LG1 Gx3; LG2 Gx4");
    CHECK(entitlements(gunboats, 1).strikes == 0);
}

TEST_CASE("a death star gives exactly one strike while any cell is undamaged [6.2.4]")
{
    CHECK(space_of(kCube).conventional_strikes(0) == 1);
    CHECK(space_of("DS Gv1 Gv2 Gv3 Gv4 Gw1 Gw2 Gw3 Gw4").conventional_strikes(0) == 1);
    const Space last_cell = damaged(kCube, "Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1");
    CHECK(last_cell.conventional_strikes(0) == 1);
    CHECK_FALSE(entitlements(last_cell, 5).kamikaze[0]);
    const Space gone = damaged(kCube, "Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2");
    CHECK(gone.conventional_strikes(0) == 0);
    CHECK(entitlements(gone, 5).strikes == 0);
}

TEST_CASE("each ship with an unfired missile gives one missile strike, however many it holds [8.1.3]")
{
    Space s = space_of("MD Yz1 Yz2 Yz3; AG Gx3 Gx4; LG Bz5");
    Entitlements e = entitlements(s, 1);
    CHECK(e.missile.count() == 3);
    CHECK(e.strikes == 2); // MD 1, AG 1, LG 0
    s.fired = cells("Yz1 Yz2");
    e = entitlements(s, 2);
    CHECK(e.missile[0]); // Yz3 is still unfired
    s.fired = cells("Yz1 Yz2 Yz3 Bz5");
    e = entitlements(s, 3);
    CHECK_FALSE(e.missile[0]);
    CHECK(e.missile[1]);
    CHECK_FALSE(e.missile[2]);
    CHECK(s.unfired_missiles() == cells("Gx3 Gx4"));
}

TEST_CASE("a destroyed cell is no longer a missile [8.1.2]")
{
    Space s = damaged("MD Yz1 Yz2 Yz3", "Yz3");
    s.fired = cells("Yz1 Yz2");
    CHECK(s.unfired_missiles().empty());
    CHECK_FALSE(entitlements(s, 2).missile[0]);
}

TEST_CASE("ships without missiles give no missile strike [8.1.3, 6.6.3]")
{
    const Entitlements e = entitlements(space_of("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; "
                                                 "HS Ov5 Ow5; LS Bz5"),
                                        1);
    CHECK(e.missile.none());
}

TEST_CASE("a ship with a conventional strike gives no kamikaze strike [4.5]")
{
    const Entitlements e = entitlements(space_of("HS Ov5 Ow5; PC Bv1 Bv2 Bv3 Bv4; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3"), 1);
    CHECK(e.kamikaze.none());
}

TEST_CASE("a ship with no conventional or missile strike gives one kamikaze strike [4.5]")
{
    // A heavy scout with one cell left, a patrol cruiser with no adjacent undamaged pair.
    const Entitlements e = entitlements(damaged("HS Ov5 Ow5; PC Bv1 Bv2 Bv3 Bv4", "Ov5 Bv1 Bv3"), 2);
    CHECK(e.strikes == 0);
    CHECK(e.kamikaze[0]);
    CHECK(e.kamikaze[1]);
}

TEST_CASE("a ship whose unfired missile still gives a missile strike gives no kamikaze strike [4.5, 8.1.3]")
{
    // The middle is destroyed, so no pair is left, but Yz1 and Yz3 are unfired missiles.
    Space s = damaged("MD Yz1 Yz2 Yz3", "Yz2");
    Entitlements e = entitlements(s, 2);
    CHECK(e.strikes == 0);
    CHECK(e.missile[0]);
    CHECK_FALSE(e.kamikaze[0]);
    // Once both are fired the ship may make a kamikaze strike.
    s.fired = cells("Yz1 Yz3");
    e = entitlements(s, 3);
    CHECK_FALSE(e.missile[0]);
    CHECK(e.kamikaze[0]);
}

TEST_CASE("a light gunboat gives a kamikaze strike only once its missile is fired [4.5, 6.10]")
{
    Space s = space_of("LG Gx3");
    CHECK_FALSE(entitlements(s, 1).kamikaze[0]);
    s.fired = cells("Gx3");
    CHECK(entitlements(s, 2).kamikaze[0]);
}

TEST_CASE("a light scout never gives a kamikaze strike [6.8.2]")
{
    const Entitlements e = entitlements(space_of("LS Bz5"), 1);
    CHECK(e.strikes == 0);
    CHECK(e.missile.none());
    CHECK_FALSE(e.kamikaze[0]);
}

TEST_CASE("a destroyed ship gives no kamikaze strike, having no cell to launch it from [4.5.2]")
{
    const Entitlements e = entitlements(damaged("HS Ov5 Ow5; LG Gx3", "Ov5 Ow5 Gx3"), 4);
    CHECK(e.kamikaze.none());
}

TEST_CASE("a 2x2x2 death star can fire its beam in all 13 directions [8.2.2]")
{
    const Space s = space_of(kCube);
    CHECK(s.beam_directions(0) == 0x1FFF);
    const Entitlements e = entitlements(s, 1);
    CHECK(e.beam[0]);
    CHECK(e.beam_directions[0] == 0x1FFF);
}

TEST_CASE("a flat death star fires only parallel to its own plane [8.2.2.3]")
{
    // All cells are Green: every pair differs in letter or number only.
    const Space s = space_of("DS Gv1 Gv2 Gv3 Gv4 Gw1 Gw2 Gw3 Gw4");
    const std::uint16_t expected = bit("Gv1", "Gv2") | bit("Gv1", "Gw1") | bit("Gv1", "Gw2") | bit("Gv2", "Gw1");
    CHECK(s.beam_directions(0) == expected);
    CHECK_FALSE((s.beam_directions(0) & bit("Gv1", "Bv1")));
}

TEST_CASE("beam firing cells must be undamaged and loosely adjacent [8.2.2.1, 8.2.2.2]")
{
    // Only Rv1 and Rv2 are left: the number axis.
    CHECK(damaged(kCube, "Rw1 Rw2 Ov1 Ov2 Ow1 Ow2").beam_directions(0) == bit("Rv1", "Rv2"));
    // Only Rv1 and Ow2 are left: one space diagonal.
    CHECK(damaged(kCube, "Rv2 Rw1 Rw2 Ov1 Ov2 Ow1").beam_directions(0) == bit("Rv1", "Ow2"));
    // Gv1 and Gv4 are not loosely adjacent: no beam, but still one conventional strike.
    const Space far = damaged("DS Gv1 Gv2 Gv3 Gv4 Gw1 Gw2 Gw3 Gw4", "Gv2 Gv3 Gw1 Gw2 Gw3 Gw4");
    const Entitlements e = entitlements(far, 3);
    CHECK(far.beam_directions(0) == 0);
    CHECK_FALSE(e.beam[0]);
    CHECK(e.strikes == 1);
}

TEST_CASE("only a death star has a beam weapon [6.2.5, 8.2]")
{
    const Space s = space_of("KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2");
    CHECK(s.beam_directions(0) == 0);
    CHECK(s.beam_directions(1) == 0);
    CHECK(entitlements(s, 1).beam.none());
}

TEST_CASE("a burnt-out beam weapon gives no beam firing, but the death star still strikes [8.4, 6.2.4]")
{
    Space s = space_of(kCube);
    s.burnt_out[0] = 1;
    const Entitlements e = entitlements(s, 2);
    CHECK(s.beam_directions(0) == 0);
    CHECK_FALSE(e.beam[0]);
    CHECK(e.strikes == 1);
}

TEST_CASE("an undestroyed scanner gives one scan in the first turn [8.3.1.2]")
{
    CHECK(entitlements(space_of("LS Bz5"), 1).scans == 1);
    CHECK(entitlements(space_of("HS Ov5 Ow5"), 1).scans == 1);
}

TEST_CASE("after the first turn a scanner gives one scan per own cell destroyed in the previous turn [8.3.1.1]")
{
    Space s = space_of(test::kSpecSetupA);
    s.destroyed = cells("Rv1 Rw1 Gv1");
    s.destroyed_last_turn = 3;
    CHECK(entitlements(s, 2).scans == 3);
}

TEST_CASE("a scanner gives at least one scan when no cell was lost [8.3.1.2]")
{
    Space s = space_of(test::kSpecSetupA);
    s.destroyed_last_turn = 0;
    CHECK(entitlements(s, 2).scans == 1);
    CHECK(entitlements(s, 9).scans == 1);
}

TEST_CASE("several scanners give no more scans than one [8.3.1.3]")
{
    Space s = space_of("HS Ov5 Ow5; LS Bz5");
    CHECK(entitlements(s, 1).scans == 1);
    s.destroyed_last_turn = 2;
    s.destroyed = cells("Rv1 Rv2");
    CHECK(entitlements(s, 2).scans == 2);
}

TEST_CASE("a damaged scanner ship still scans; a destroyed one does not [8.3.2]")
{
    Space s = space_of("HS Ov5 Ow5; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3");
    s.destroyed = cells("Ov5");
    s.destroyed_last_turn = 1;
    CHECK(entitlements(s, 2).scans == 1);
    s.destroyed = cells("Ov5 Ow5");
    s.destroyed_last_turn = 5;
    CHECK_FALSE(s.has_scanner());
    CHECK(entitlements(s, 3).scans == 0);
}

TEST_CASE("a fleet without a scanner has no scans [8.3]")
{
    const Space s = space_of("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; MD Yz1 Yz2 Yz3");
    CHECK_FALSE(s.has_scanner());
    CHECK(entitlements(s, 1).scans == 0);
}

TEST_CASE("a player left with only kamikaze strikes and scans is recognised [2.3.2]")
{
    // A one-cell heavy scout (kamikaze) and a light scout (scans).
    CHECK(entitlements(damaged("HS Ov5 Ow5; LS Bz5", "Ov5"), 2).only_kamikaze_and_scans());
    // A destroyed death star no longer gives a strike.
    CHECK(entitlements(damaged("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; LS Bz5", "Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2"), 2)
              .only_kamikaze_and_scans());
    // A conventional strike, a missile strike or a beam firing is another action.
    CHECK_FALSE(entitlements(space_of("HS Ov5 Ow5; LS Bz5"), 1).only_kamikaze_and_scans());
    CHECK_FALSE(entitlements(space_of("LG Gx3; LS Bz5"), 1).only_kamikaze_and_scans());
    CHECK_FALSE(entitlements(damaged(kCube, "Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1"), 2).only_kamikaze_and_scans());
}
