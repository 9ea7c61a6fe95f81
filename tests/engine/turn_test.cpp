// Turn resolution through Game::play [2.2, 4, 5, 7, 8] with the referee decisions D1-D8
// of the record spec, and the actions a turn refuses.
#include "game.h"
#include "test_support.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace ss;
using test::cell;
using test::cells;

namespace {

// Both fleets: a death star (1 strike, a beam), a missile destroyer (1 strike, 1 missile)
// and a heavy scout (1 strike, scans): 3 conventional strikes, 13 cells.
const char* const kA = "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; MD Yz1 Yz2 Yz3; HS Bz4 Bz5";
const char* const kB = "DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2; MD Yx3 Yx4 Yx5; HS Ov5 Ow5";

Game game_of(std::string_view a = kA, std::string_view b = kB) { return Game(test::fleet(a), test::fleet(b)); }

// The rule that refuses the player's tokens this turn, or "" when they are legal.
std::string refusal(const Game& game, Player p, std::string_view tokens)
{
    const auto v = game.check(p, test::actions(tokens));
    return v ? v->rule : std::string();
}

const Outcome& nth(const TurnReport& r, Player p, std::size_t i)
{
    const auto& o = r.of(p).outcomes;
    REQUIRE(i < o.size());
    return o[i];
}

CellSet exploded(const Outcome& o)
{
    CellSet s;
    for (Cell c : o.explosions)
        s.insert(c);
    return s;
}

const DestroyedShip* destroyed_ship(const TurnReport& r, Player owner, int ship)
{
    for (const DestroyedShip& d : r.of(owner).destroyed)
        if (d.ship == ship)
            return &d;
    return nullptr;
}

} // namespace

// ---------------------------------------------------------------- strikes [5.2]

TEST_CASE("a strike on an undamaged ship cell is a hit and destroys it; on an empty cell a miss [5.2.2, 5.2.3]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "Rv1 Bx3", "-");
    REQUIRE(r.of(Player::A).outcomes.size() == 2);
    CHECK(nth(r, Player::A, 0).target[0] == cell("Rv1"));
    CHECK(nth(r, Player::A, 0).result[0] == StrikeResult::Hit);
    CHECK(nth(r, Player::A, 1).result[0] == StrikeResult::Miss);
    CHECK(g.space(Player::B).destroyed == cells("Rv1"));
    CHECK(g.space(Player::B).remaining_materiel() == 12);
    CHECK(g.turn() == 2);
}

TEST_CASE("a strike on a cell destroyed in an earlier turn is a duplicate hit [5.2.4]")
{
    Game g = game_of();
    test::play(g, "Rv1", "-");
    const TurnReport r = test::play(g, "Rv1", "-");
    CHECK(nth(r, Player::A, 0).result[0] == StrikeResult::Duplicate);
    CHECK(g.space(Player::B).destroyed == cells("Rv1"));
}

TEST_CASE("the example record plays out as the spec's worked example describes [D1-D6]")
{
    Game g(test::fleet(test::kSpecSetupA), test::fleet(test::kSpecSetupB));
    const TurnReport t1 = test::play(g, "Rv1 Rv2 Ow2 Gz1 Gz2 Gy1 Gy2 bRv3Rv5 mYz1 Bv1 sBx3", "Rv1 Rw1 Gv1");
    const Outcome& beam = nth(t1, Player::A, 0);
    CHECK(beam.kind == ActionKind::Beam);
    CHECK(beam.action == 7);
    CHECK(test::first3(beam.result) == std::array{StrikeResult::Hit, StrikeResult::Miss, StrikeResult::Miss});
    CHECK_FALSE(beam.burnout);
    for (std::size_t i = 1; i <= 7; ++i)
        CHECK(nth(t1, Player::A, i).result[0] == StrikeResult::Hit);
    CHECK(nth(t1, Player::A, 8).kind == ActionKind::Missile);
    CHECK(nth(t1, Player::A, 8).target[0] == cell("Yz1"));
    CHECK(nth(t1, Player::A, 9).result[0] == StrikeResult::Hit); // Bv1
    CHECK(nth(t1, Player::A, 10).scan == ScanResult::Empty);     // Bx3
    for (std::size_t i = 0; i < 3; ++i)
        CHECK(nth(t1, Player::B, i).result[0] == StrikeResult::Hit);
    CHECK(t1.of(Player::A).destroyed.empty());
    CHECK(t1.of(Player::B).destroyed.empty());
    // Turn 2: A has C = 6 and three scans; B has C = 5.
    CHECK(g.entitlements(Player::A).strikes == 6);
    CHECK(g.entitlements(Player::A).scans == 3);
    CHECK(g.entitlements(Player::B).strikes == 5);
    const TurnReport t2 = test::play(g, "Rw1 Rw2 Rw3 Ov2 Gz3 Gy3 mYz2 Yx4 sBv2 sOv5 sRv1", "Rv2 Rw2 Ov1 Ow1 Gv2 mYx3 Yz3");
    const Outcome& yx4 = nth(t2, Player::A, 7);
    CHECK(yx4.target[0] == cell("Yx4"));
    CHECK(yx4.result[0] == StrikeResult::Hit);
    REQUIRE(yx4.explosions.count == 3);
    CHECK(yx4.explosions.cell[0] == cell("Yx4"));
    CHECK(exploded(yx4) == cells("Yx3 Yx4 Yx5")); // Yx3 was fired this turn but is undamaged
    CHECK(nth(t2, Player::A, 8).scan == ScanResult::Ship);      // Bv2
    CHECK(nth(t2, Player::A, 9).scan == ScanResult::Ship);      // Ov5
    CHECK(nth(t2, Player::A, 10).scan == ScanResult::Destroyed); // Rv1
    const Outcome& yz3 = nth(t2, Player::B, 6);
    CHECK(yz3.result[0] == StrikeResult::Hit);
    REQUIRE(yz3.explosions.count == 2);
    CHECK(yz3.explosions.cell[0] == cell("Yz3"));
    CHECK(exploded(yz3) == cells("Yz2 Yz3")); // Yz1 is not adjacent to Yz3
    // B loses DS, KC and MD; A loses nothing.
    CHECK(t2.of(Player::A).destroyed.empty());
    REQUIRE(t2.of(Player::B).destroyed.size() == 3);
    CHECK(destroyed_ship(t2, Player::B, 0));
    CHECK(destroyed_ship(t2, Player::B, 1));
    CHECK(destroyed_ship(t2, Player::B, 3));
    CHECK_FALSE(g.over());
    CHECK(g.space(Player::A).remaining_materiel() == 12);
    CHECK(g.space(Player::B).remaining_materiel() == 5);
}

// ---------------------------------------------------------------- D1: own effects first

TEST_CASE("a strike on a missile fired this turn is a hit with no explosion [D1, 8.1.3.2, 8.1.4]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "Yx3", "mYx3 Bx1");
    const Outcome& o = nth(r, Player::A, 0);
    CHECK(o.result[0] == StrikeResult::Hit);
    CHECK(o.explosions.count == 0);
    CHECK(g.space(Player::B).destroyed == cells("Yx3"));
    CHECK(g.space(Player::B).fired == cells("Yx3"));
    // B's own actions: the launch, then its target.
    CHECK(nth(r, Player::B, 0).kind == ActionKind::Missile);
    CHECK(nth(r, Player::B, 0).target[0] == cell("Yx3"));
    CHECK(nth(r, Player::B, 1).result[0] == StrikeResult::Miss);
}

TEST_CASE("a strike on a cell destroyed by kamikaze this turn is a duplicate hit [D1, 4.5.3]")
{
    Game g = game_of();
    test::play(g, "Ov5", "-"); // B's heavy scout keeps only Ow5: a kamikaze strike
    REQUIRE(g.entitlements(Player::B).kamikaze[2]);
    const TurnReport r = test::play(g, "Ow5", "kOw5 Rv1");
    CHECK(nth(r, Player::A, 0).result[0] == StrikeResult::Duplicate);
    CHECK(nth(r, Player::B, 0).kind == ActionKind::Kamikaze);
    CHECK(nth(r, Player::B, 0).target[0] == cell("Ow5"));
    CHECK(nth(r, Player::B, 1).result[0] == StrikeResult::Hit);
    CHECK(g.space(Player::B).destroyed.contains(cell("Ow5")));
    // The kamikaze destroyed B's heavy scout, which B reports.
    REQUIRE(r.of(Player::B).destroyed.size() == 1);
    CHECK(r.of(Player::B).destroyed[0].ship == 2);
}

// ---------------------------------------------------------------- D2: sequential strikes

TEST_CASE("two strikes on one cell in a turn are a hit then a duplicate hit [D2, 5.2.4]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "Rv1 Rv1", "-");
    CHECK(nth(r, Player::A, 0).result[0] == StrikeResult::Hit);
    CHECK(nth(r, Player::A, 1).result[0] == StrikeResult::Duplicate);
}

TEST_CASE("beam strikes are evaluated before plain strikes even when written after them [D2, 11.7.1.1]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "Rv2 bRv1Rv3", "-");
    REQUIRE(r.of(Player::A).outcomes.size() == 2);
    const Outcome& beam = nth(r, Player::A, 0);
    CHECK(beam.kind == ActionKind::Beam);
    CHECK(beam.action == 1);
    CHECK(test::first3(beam.target) == std::array{cell("Rv1"), cell("Rv2"), cell("Rv3")});
    CHECK(test::first3(beam.result) == std::array{StrikeResult::Hit, StrikeResult::Hit, StrikeResult::Hit});
    const Outcome& strike = nth(r, Player::A, 1);
    CHECK(strike.action == 0);
    CHECK(strike.result[0] == StrikeResult::Duplicate);
}

TEST_CASE("beams are evaluated in the order written, each from its first end [D2]")
{
    // Two death stars: the cube can fire along the number axis, and so can the flat one.
    Game g = game_of("DS1 Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; DS2 Gv1 Gv2 Gv3 Gv4 Gw1 Gw2 Gw3 Gw4; HS Bz4 Bz5", kB);
    const TurnReport r = test::play(g, "bRv1Rv3(DS1) bRv3Rv5(DS2)", "-");
    REQUIRE(r.of(Player::A).outcomes.size() == 2);
    const Outcome& first = nth(r, Player::A, 0);
    const Outcome& second = nth(r, Player::A, 1);
    CHECK(first.ship == 0);
    CHECK(second.ship == 1);
    CHECK(test::first3(first.result) == std::array{StrikeResult::Hit, StrikeResult::Hit, StrikeResult::Hit});
    CHECK(second.target[0] == cell("Rv3"));
    CHECK(test::first3(second.result) == std::array{StrikeResult::Duplicate, StrikeResult::Miss, StrikeResult::Miss});
}

// ---------------------------------------------------------------- D3: explosions [8.1.4]

TEST_CASE("a strike on an unfired missile explodes, destroying its face-adjacent undamaged cells [D3, 8.1.4]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "Yx4", "-");
    const Outcome& o = nth(r, Player::A, 0);
    CHECK(o.result[0] == StrikeResult::Hit);
    REQUIRE(o.explosions.count == 3);
    CHECK(o.explosions.cell[0] == cell("Yx4")); // the target first
    CHECK(exploded(o) == cells("Yx3 Yx4 Yx5"));
    CHECK(g.space(Player::B).destroyed == cells("Yx3 Yx4 Yx5"));
    REQUIRE(r.of(Player::B).destroyed.size() == 1);
    CHECK(r.of(Player::B).destroyed[0].ship == 1);
}

TEST_CASE("explosions do not chain: a missile destroyed by an explosion does not explode [D3]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "Yx3 Yx4", "-");
    const Outcome& end = nth(r, Player::A, 0);
    REQUIRE(end.explosions.count == 2);
    CHECK(end.explosions.cell[0] == cell("Yx3"));
    CHECK(exploded(end) == cells("Yx3 Yx4"));
    // Yx4 is already destroyed: a duplicate, with no explosion of its own.
    const Outcome& middle = nth(r, Player::A, 1);
    CHECK(middle.result[0] == StrikeResult::Duplicate);
    CHECK(middle.explosions.count == 0);
    CHECK_FALSE(g.space(Player::B).destroyed.contains(cell("Yx5")));
}

TEST_CASE("an explosion destroys only cells of the same ship [8.1.4.1]")
{
    // B's heavy scout lies alongside the missile destroyer.
    Game g = game_of(kA, "DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2; MD Yx3 Yx4 Yx5; HS Yw3 Yw4");
    const TurnReport r = test::play(g, "Yx4", "-");
    CHECK(exploded(nth(r, Player::A, 0)) == cells("Yx3 Yx4 Yx5"));
    CHECK_FALSE(g.space(Player::B).destroyed.contains(cell("Yw3")));
    CHECK_FALSE(g.space(Player::B).destroyed.contains(cell("Yw4")));
}

TEST_CASE("an explosion destroys a neighbour fired in an earlier turn, which is still undamaged [8.1.4.1]")
{
    Game g = game_of();
    test::play(g, "-", "mYx3 Bx1");
    const TurnReport r = test::play(g, "Yx4", "-");
    CHECK(exploded(nth(r, Player::A, 0)) == cells("Yx3 Yx4 Yx5"));
}

TEST_CASE("a strike on a missile fired in an earlier turn is a hit with no explosion [8.1.4]")
{
    Game g = game_of();
    test::play(g, "-", "mYx3 Bx1");
    const TurnReport r = test::play(g, "Yx3", "-");
    CHECK(nth(r, Player::A, 0).result[0] == StrikeResult::Hit);
    CHECK(nth(r, Player::A, 0).explosions.count == 0);
    CHECK(g.space(Player::B).destroyed == cells("Yx3"));
}

TEST_CASE("explosions are reported only in cells they destroy, not in cells already destroyed [8.1.4.2, D3]")
{
    Game g = game_of();
    test::play(g, "Yx5", "mYx5 Bx1"); // Yx5 fired and hit: destroyed without explosion
    const TurnReport r = test::play(g, "Yx4", "-");
    const Outcome& o = nth(r, Player::A, 0);
    REQUIRE(o.explosions.count == 2);
    CHECK(o.explosions.cell[0] == cell("Yx4"));
    CHECK(exploded(o) == cells("Yx3 Yx4"));
}

TEST_CASE("a beam whose middle cell was destroyed by an explosion from its first end scores a duplicate there [D2, D3]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "bYx3Yx5", "-");
    const Outcome& beam = nth(r, Player::A, 0);
    // Yx3 explodes and destroys Yx4; Yx5 is still an unfired missile and explodes alone.
    CHECK(test::first3(beam.result) == std::array{StrikeResult::Hit, StrikeResult::Duplicate, StrikeResult::Hit});
    REQUIRE(beam.explosions.count == 3);
    CHECK(beam.explosions.cell[0] == cell("Yx3"));
    CHECK(beam.explosions.cell[1] == cell("Yx4"));
    CHECK(beam.explosions.cell[2] == cell("Yx5"));
    // Both ends report hit, so the beam burns out [D7].
    CHECK(beam.burnout);
}

// ---------------------------------------------------------------- D4: scans

TEST_CASE("a scan sees the state after the scanner's own strikes, even when written first [D4, 8.3.4.1]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "sRv1 Rv1", "-");
    CHECK(nth(r, Player::A, 0).kind == ActionKind::Scan);
    CHECK(nth(r, Player::A, 0).scan == ScanResult::Destroyed);
}

TEST_CASE("a scan sees cells destroyed by the scanner's explosions this turn [D4]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "Yx4 sYx5", "-");
    CHECK(nth(r, Player::A, 1).scan == ScanResult::Destroyed);
}

TEST_CASE("a scan reports an empty cell or an undamaged ship cell [8.3.4.1]")
{
    Game g = game_of();
    CHECK(nth(test::play(g, "sBx3", "-"), Player::A, 0).scan == ScanResult::Empty);
    CHECK(nth(test::play(g, "sOw2", "-"), Player::A, 0).scan == ScanResult::Ship);
    // A scan has no effect [8.3.4.2].
    CHECK(g.space(Player::B).destroyed.empty());
}

// ---------------------------------------------------------------- D5: destruction and flashcube data [7]

TEST_CASE("a destroyed ship is reported with the opponent's flashcube data at the end of the turn [D5, 7.2]")
{
    // A's missile destroyer Yx3 Yy3 Yz3 shares Yx3 with B's; A's heavy scout shares Ow5.
    Game g = game_of("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; MD Yx3 Yy3 Yz3; HS Ow5 Ox5", kB);
    // A destroys B's heavy scout and (by explosion) missile destroyer; B hits A's Ow5.
    const TurnReport r = test::play(g, "Ov5 Ow5 Yx4", "Ow5");
    CHECK(r.of(Player::A).destroyed.empty());
    REQUIRE(r.of(Player::B).destroyed.size() == 2);

    const DestroyedShip* hs = destroyed_ship(r, Player::B, 2);
    REQUIRE(hs);
    REQUIRE(hs->count == 2);
    CHECK(hs->flashcube[0].cell == cell("Ov5"));
    CHECK_FALSE(hs->flashcube[0].ship); // empty in A's space [7.2.1]
    CHECK(hs->flashcube[1].cell == cell("Ow5"));
    CHECK(hs->flashcube[1].ship);
    CHECK(hs->flashcube[1].type == ShipType::HeavyScout); // [7.2.3]
    CHECK(hs->flashcube[1].identity == 0);                // A has one heavy scout [7.2.4]
    CHECK(hs->flashcube[1].destroyed);                    // destroyed by B this same turn [7.2.2, D5]

    const DestroyedShip* md = destroyed_ship(r, Player::B, 1);
    REQUIRE(md);
    REQUIRE(md->count == 3);
    CHECK(md->flashcube[0].cell == cell("Yx3"));
    CHECK(md->flashcube[0].ship);
    CHECK(md->flashcube[0].type == ShipType::MissileDestroyer);
    CHECK_FALSE(md->flashcube[0].destroyed);
    CHECK(md->flashcube[1].cell == cell("Yx4"));
    CHECK_FALSE(md->flashcube[1].ship);
    CHECK(md->flashcube[2].cell == cell("Yx5"));
    CHECK_FALSE(md->flashcube[2].ship);
}

TEST_CASE("a ship is reported destroyed once, in the turn it is destroyed [2.2.4]")
{
    Game g = game_of();
    const TurnReport first = test::play(g, "Ov5 Ow5", "-");
    CHECK(first.of(Player::B).destroyed.size() == 1);
    const TurnReport later = test::play(g, "Ov5", "-");
    CHECK(later.of(Player::B).destroyed.empty());
}

TEST_CASE("flashcube data names the identity when the reporting player has several ships of the type [7.2.4]")
{
    Game g = game_of("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; HS1 Ow5 Ox5; HS2 Bz4 Bz5", kB);
    const TurnReport r = test::play(g, "Ov5 Ow5", "-");
    const DestroyedShip* hs = destroyed_ship(r, Player::B, 2);
    REQUIRE(hs);
    REQUIRE(hs->count == 2);
    CHECK(hs->flashcube[1].ship);
    CHECK(hs->flashcube[1].type == ShipType::HeavyScout);
    CHECK(hs->flashcube[1].identity == 1);
    CHECK_FALSE(hs->flashcube[1].destroyed);
}

TEST_CASE("a destroyed ship of a numbered type is reported with its identity [11.6.2, 2.2.4]")
{
    Game g = game_of(kA, "DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2; AG1 Gx3 Gx4; AG2 Gz4 Gz5");
    const TurnReport r = test::play(g, "Gz4", "-");
    CHECK(exploded(nth(r, Player::A, 0)) == cells("Gz4 Gz5"));
    REQUIRE(r.of(Player::B).destroyed.size() == 1);
    const int ship = r.of(Player::B).destroyed[0].ship;
    CHECK(g.space(Player::B).fleet[ship].label() == "AG2");
}

// ---------------------------------------------------------------- D7: burn-out [8.2.4, 8.4]

TEST_CASE("a beam with hits in both end cells burns out and cannot fire again [D7, 8.2.4, 8.4]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "bRw1Rw3", "-");
    CHECK(nth(r, Player::A, 0).burnout);
    CHECK(g.space(Player::A).burnt_out[0]);
    const Entitlements e = g.entitlements(Player::A);
    CHECK(e.beam.none());
    CHECK(e.strikes == 3); // the death star still strikes [6.2.4]
    CHECK(refusal(g, Player::A, "bRv1Rv3") == "8.4");
    CHECK(refusal(g, Player::A, "Rv1 Rv2 Rv3") == "");
}

TEST_CASE("hits in both end cells burn a beam out even when the middle cell misses [D7, 8.2.4]")
{
    // B's heavy scout at Yv1 Yv2: the beam Rv1 Ov1 Yv1 hits, misses, hits.
    Game g = game_of(kA, "DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2; MD Yx3 Yx4 Yx5; HS Yv1 Yv2");
    const TurnReport r = test::play(g, "bRv1Yv1", "-");
    const Outcome& beam = nth(r, Player::A, 0);
    CHECK(test::first3(beam.result) == std::array{StrikeResult::Hit, StrikeResult::Miss, StrikeResult::Hit});
    CHECK(beam.burnout);
}

TEST_CASE("a beam with a miss in an end cell does not burn out [D7]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "bRv2Rv4", "-");
    const Outcome& beam = nth(r, Player::A, 0);
    CHECK(test::first3(beam.result) == std::array{StrikeResult::Hit, StrikeResult::Hit, StrikeResult::Miss});
    CHECK_FALSE(beam.burnout);
    CHECK(g.entitlements(Player::A).beam[0]);
    CHECK(refusal(g, Player::A, "bRw1Rw3") == "");
}

TEST_CASE("a duplicate hit in an end cell does not count towards burn-out [D7]")
{
    Game g = game_of();
    test::play(g, "Rv1", "-");
    const TurnReport r = test::play(g, "bRv1Rv3", "-");
    const Outcome& beam = nth(r, Player::A, 0);
    CHECK(test::first3(beam.result) == std::array{StrikeResult::Duplicate, StrikeResult::Hit, StrikeResult::Hit});
    CHECK_FALSE(beam.burnout);
    CHECK(g.entitlements(Player::A).beam[0]);
}

// ---------------------------------------------------------------- D8: termination [2.3]

TEST_CASE("the game terminates when a fleet is fully destroyed, scored by remaining materiel [D8, 2.3.1, 2.3.3]")
{
    Game g = game_of(kA, "HS Ov5 Ow5");
    const TurnReport r = test::play(g, "Ov5 Ow5", "Rv1");
    CHECK(g.over());
    CHECK(r.end.terminated);
    CHECK(r.end.rule == "2.3.1");
    CHECK(r.end.score == std::array{12, 0}); // A: 13 cells less Rv1 [2.3.5]
    CHECK_FALSE(r.end.draw());
    CHECK(r.end.winner() == Player::A); // [2.3.4]
    CHECK(g.end() == r.end);
}

TEST_CASE("a game in which both fleets still have ships goes on [2.3.1]")
{
    Game g = game_of();
    const TurnReport r = test::play(g, "Ov5", "Rv1");
    CHECK_FALSE(r.end.terminated);
    CHECK_FALSE(g.over());
}

TEST_CASE("termination by 2.3.1 is checked before 2.3.2 [D8]")
{
    Game g = game_of(kA, "HS Ov5 Ow5");
    test::play(g, "Ov5", "Rv1");
    // B now has only a kamikaze strike and a scan, and records only a scan; A destroys Ow5.
    REQUIRE(g.entitlements(Player::B).only_kamikaze_and_scans());
    const TurnReport r = test::play(g, "Ow5", "sRv2");
    CHECK(r.end.terminated);
    CHECK(r.end.rule == "2.3.1");
    CHECK(r.end.score == std::array{12, 0});
    CHECK(r.end.stalled == std::array{false, false});
}

TEST_CASE("a player with only kamikaze strikes and scans who records only scans ends the game [D8, 2.3.2]")
{
    Game g = game_of(kA, "HS Ov5 Ow5; LS Bz5");
    test::play(g, "Ov5", "Rv1");
    REQUIRE(g.entitlements(Player::B).only_kamikaze_and_scans());
    CHECK(g.ends_game_2_3_2(Player::B, test::actions("sRv2")));
    CHECK(g.ends_game_2_3_2(Player::B, Actions{}));
    CHECK_FALSE(g.ends_game_2_3_2(Player::B, test::actions("kOw5 Rv2")));
    CHECK_FALSE(g.ends_game_2_3_2(Player::A, Actions{})); // A can still strike
    const TurnReport r = test::play(g, "-", "sRv2");
    CHECK(r.end.terminated);
    CHECK(r.end.rule == "2.3.2");
    CHECK(r.end.score == std::array{12, 2}); // B keeps Ow5 and Bz5
    CHECK(r.end.winner() == Player::A);
    CHECK(r.end.stalled == std::array{false, true}); // B ended it, not A

}

TEST_CASE("recording no actions at all also ends the game under 2.3.2 [2.3.2]")
{
    Game g = game_of(kA, "HS Ov5 Ow5; LS Bz5");
    test::play(g, "Ov5", "Rv1");
    const TurnReport r = test::play(g, "-", "-");
    CHECK(r.end.terminated);
    CHECK(r.end.rule == "2.3.2");
}

TEST_CASE("a player who records a kamikaze strike does not end the game under 2.3.2 [2.3.2, 4.5]")
{
    Game g = game_of(kA, "HS Ov5 Ow5; LS Bz5");
    test::play(g, "Ov5", "Rv1");
    const TurnReport r = test::play(g, "-", "kOw5 Rv2");
    CHECK_FALSE(r.end.terminated);
    CHECK_FALSE(g.over());
    // Next turn only the light scout is left; a scan alone ends the game.
    const TurnReport last = test::play(g, "-", "sRv3");
    CHECK(last.end.terminated);
    CHECK(last.end.rule == "2.3.2");
    CHECK(last.end.score == std::array{11, 1});
}

TEST_CASE("a player who could strike at the start of the turn does not end the game by scanning [2.3.2, 2.4]")
{
    Game g = game_of(kA, "HS Ov5 Ow5; LS Bz5");
    const TurnReport r = test::play(g, "Ov5", "sRv1");
    CHECK_FALSE(r.end.terminated);
}

TEST_CASE("the player with the higher score wins; equal scores are a draw [2.3.4]")
{
    SECTION("B wins")
    {
        Game g = game_of("HS Ov5 Ow5", kB);
        test::play(g, "Rv1", "Ov5");
        const TurnReport r = test::play(g, "sRv2", "-");
        CHECK(r.end.rule == "2.3.2");
        CHECK(r.end.score == std::array{1, 12});
        CHECK(r.end.winner() == Player::B);
        CHECK_FALSE(r.end.draw());
    }
    SECTION("a draw under 2.3.2")
    {
        Game g = game_of("HS Ov5 Ow5", "HS Ov5 Ow5");
        test::play(g, "Ov5", "Ov5");
        const TurnReport r = test::play(g, "-", "-");
        CHECK(r.end.rule == "2.3.2");
        CHECK(r.end.score == std::array{1, 1});
        CHECK(r.end.draw());
    }
    SECTION("a draw under 2.3.1 when both fleets are destroyed in the same turn")
    {
        Game g = game_of("LG Gx3", "LG Gx3");
        const TurnReport r = test::play(g, "mGx3 Gx3", "mGx3 Gx3");
        CHECK(r.end.rule == "2.3.1");
        CHECK(r.end.score == std::array{0, 0});
        CHECK(r.end.draw());
    }
}

TEST_CASE("no turn is played after the game has terminated [D8]")
{
    Game g = game_of(kA, "HS Ov5 Ow5");
    test::play(g, "Ov5 Ow5", "-");
    REQUIRE(g.over());
    TurnReport r;
    const auto v = g.play(test::actions("Rv1"), test::actions("-"), r);
    REQUIRE(v);
    CHECK_THAT(v->rule, Catch::StartsWith("2.3"));
    CHECK(g.turn() == 2);
    CHECK(g.space(Player::B).destroyed == cells("Ov5 Ow5"));
}

// ---------------------------------------------------------------- several ships of a type

namespace {
// A cost fleet with two death stars: a cube (every direction) and a flat one in the Green
// plane (letter and number directions only).
const char* const kTwoDeathStars = "DS1 Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; DS2 Gv1 Gv2 Gv3 Gv4 Gw1 Gw2 Gw3 Gw4; HS Bz4 Bz5";
} // namespace

TEST_CASE("a beam that two death stars could fire must name one [8.2.3.1, 11.5.2.1]")
{
    Game g = game_of(kTwoDeathStars, kB);
    CHECK(refusal(g, Player::A, "bRv1Rv3") == "8.2.3.1");
    CHECK(refusal(g, Player::A, "bRv1Rv3(DS1)") == "");
    CHECK(refusal(g, Player::A, "bRv1Rv3(DS2)") == "");
    CHECK(refusal(g, Player::A, "bRv1Rv3(DS3)") == "8.2.3.1");
    const TurnReport r = test::play(g, "bRv1Rv3(DS2)", "-");
    CHECK(nth(r, Player::A, 0).ship == 1);
}

TEST_CASE("a beam only one death star could fire needs no name [8.2.3.1]")
{
    // The colour axis: only the cube has two cells in that direction.
    Game g = game_of(kTwoDeathStars, kB);
    CHECK(refusal(g, Player::A, "bRv1Yv1(DS2)") == "8.2.2");
    const TurnReport r = test::play(g, "bRv1Yv1", "-");
    CHECK(nth(r, Player::A, 0).ship == 0);
}

namespace {
std::string tokens_of(const Actions& actions)
{
    std::string out;
    for (const Action& a : actions)
        out += (out.empty() ? "" : " ") + to_token(a);
    return out;
}
} // namespace

TEST_CASE("each beam firing is given its own death star, one that can fire along it [8.2, 8.2.2.3, 8.2.3.1]")
{
    const Game g = game_of(kTwoDeathStars, kB);
    // Along the numbers either could fire the first; along the colours only the cube (DS1),
    // so the first passes to the flat DS2.
    Actions both = test::actions("bRv1Rv3 bRv1Yv1");
    REQUIRE_FALSE(g.name_beam_ships(Player::A, both));
    CHECK(tokens_of(both) == "bRv1Rv3(DS2) bRv1Yv1(DS1)");
    CHECK(refusal(g, Player::A, tokens_of(both)) == "");
    // Ships already named are kept where they can be.
    Actions named = test::actions("bRv1Rv3(DS1) bRv1Rx1");
    REQUIRE_FALSE(g.name_beam_ships(Player::A, named));
    CHECK(tokens_of(named) == "bRv1Rv3(DS1) bRv1Rx1(DS2)");
    // A third beam has no death star left, and the list stays as it was [8.2].
    Actions three = test::actions("bRv1Rv3 bRv1Yv1 bBv1Bv3");
    const auto none_left = g.name_beam_ships(Player::A, three);
    REQUIRE(none_left);
    CHECK(none_left->rule == "8.2");
    CHECK(none_left->text().rfind("A bBv1Bv3: every one of A's death stars", 0) == 0);
    CHECK(tokens_of(three) == "bRv1Rv3 bRv1Yv1 bBv1Bv3");
    // A flat death star alone cannot fire along the colours [8.2.2.3].
    const Game flat = game_of("DS Gv1 Gv2 Gv3 Gv4 Gw1 Gw2 Gw3 Gw4; HS Bz4 Bz5", kB);
    Actions up = test::actions("bRv1Yv1");
    const auto not_parallel = flat.name_beam_ships(Player::A, up);
    REQUIRE(not_parallel);
    CHECK(not_parallel->rule == "8.2.2.3");
    Actions across = test::actions("bRv1Rx1");
    CHECK_FALSE(flat.name_beam_ships(Player::A, across));
    CHECK(tokens_of(across) == "bRv1Rx1"); // one death star: no name needed [8.2.3.1]
    // Ends that make no beam line are refused for the line, not the death star [8.2.1].
    for (const char* typed : {"bRv1Rv5", "bRv1Rw2", "bRv1Rw4"}) {
        Actions bad = test::actions(typed);
        const auto no_line = flat.name_beam_ships(Player::A, bad);
        REQUIRE(no_line);
        CHECK(no_line->rule == "8.2.1");
        CHECK(no_line->text() == std::string("A ") + typed +
                                     ": the end cells of a beam lie two steps apart on a straight line, with one "
                                     "cell between [8.2.1]");
    }
}

TEST_CASE("each death star gives its own conventional strike [6.2.4]")
{
    const Game g = game_of(kTwoDeathStars, kB);
    CHECK(g.entitlements(Player::A).strikes == 3);
    CHECK(refusal(g, Player::A, "Rv1 Rv2 Rv3") == "");
    CHECK(refusal(g, Player::A, "Rv1 Rv2 Rv3 Rw1") == "4.4.1");
}

// ---------------------------------------------------------------- scans across turns [8.3.1]

TEST_CASE("after the first turn a player has one scan per own cell lost in the previous turn [8.3.1.1]")
{
    Game g = game_of();
    test::play(g, "-", "Yz2"); // A's missile destroyer explodes: three cells lost
    CHECK(g.entitlements(Player::A).scans == 3);
    CHECK(refusal(g, Player::A, "sRv1 sRv2 sRv3 sRw1") == "8.3.1");
    test::play(g, "sRv1 sRv2 sRv3", "-");
    CHECK(g.entitlements(Player::A).scans == 1); // nothing lost in turn 2 [8.3.1.2]
}

TEST_CASE("a kamikaze launch cell counts among the cells lost for next turn's scans [8.3.1.1, 4.5.3]")
{
    Game g = game_of("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; MD Yz1 Yz2 Yz3; HS Bz4 Bz5; LS Bv5", kB);
    test::play(g, "-", "Bz4");
    test::play(g, "kBz5 Rv1", "Rv1 Rv2"); // A loses Bz5 (kamikaze), Rv1 and Rv2
    CHECK(g.entitlements(Player::A).scans == 3);
}

TEST_CASE("once the scanner's ship is destroyed there are no scans, however many cells were lost [8.3.2]")
{
    Game g = game_of();
    test::play(g, "-", "Bz4 Bz5");
    CHECK(g.entitlements(Player::A).scans == 0);
    CHECK_THAT(refusal(g, Player::A, "sRv1"), Catch::StartsWith("8.3"));
}

// ---------------------------------------------------------------- refused actions

TEST_CASE("recording more strikes than are available is refused [4.4.1]")
{
    Game g = game_of();
    const auto v = g.check(Player::B, test::actions("Rv1 Rv2 Rw1 Rw2"));
    REQUIRE(v);
    CHECK(v->text() == "B has 4 strikes but only 3 are available [4.4.1]");
    // The refused turn changes nothing.
    TurnReport r;
    CHECK(g.play(test::actions("Rv1"), test::actions("Rv1 Rv2 Rw1 Rw2"), r));
    CHECK(g.turn() == 1);
    CHECK(g.space(Player::A).destroyed.empty());
    CHECK(g.space(Player::B).destroyed.empty());
}

TEST_CASE("each missile or kamikaze strike adds exactly one target [4.4.1, 11.5.3, 11.5.5]")
{
    const Game g = game_of();
    CHECK(refusal(g, Player::A, "mYz1 Rv1 Rv2 Rw1 Rw2") == "");
    CHECK(refusal(g, Player::A, "mYz1 Rv1 Rv2 Rw1 Rw2 Ov1") == "4.4.1");
    CHECK(refusal(g, Player::A, "mYz1") == "11.5.3");
}

TEST_CASE("a kamikaze strike without a target of its own is refused [11.5.5]")
{
    Game g = game_of();
    test::play(g, "-", "Bz4");
    CHECK(refusal(g, Player::A, "kBz5") == "11.5.5");
    CHECK(refusal(g, Player::A, "kBz5 Rv1") == "");
}

TEST_CASE("a missile launched from a cell fired in an earlier turn is refused [8.1.3.1]")
{
    Game g = game_of();
    test::play(g, "mYz1 Rv1", "-");
    CHECK(refusal(g, Player::A, "mYz1 Rv2") == "8.1.3.1");
    CHECK(refusal(g, Player::A, "mYz2 Rv2") == "");
}

TEST_CASE("a missile launched from a destroyed cell is refused [8.1.2]")
{
    Game g = game_of();
    test::play(g, "-", "Yz1"); // the explosion destroys Yz1 and Yz2
    CHECK(refusal(g, Player::A, "mYz1 Rv1") == "8.1.2");
    CHECK(refusal(g, Player::A, "mYz3 Rv1") == "");
}

TEST_CASE("a missile launched from a cell that is no missile is refused [8.1.3.1]")
{
    const Game g = game_of();
    CHECK(refusal(g, Player::A, "mRv1 Rv1") == "8.1.3.1"); // a death star cell
    CHECK(refusal(g, Player::A, "mBx3 Rv1") == "8.1.3.1"); // no ship there
}

TEST_CASE("a ship makes at most one missile strike a turn [8.1.3]")
{
    const Game g = game_of();
    CHECK(refusal(g, Player::A, "mYz1 mYz2 Rv1 Rv2") == "8.1.3");
}

TEST_CASE("a short missile token must name exactly one unfired missile [11.5.3]")
{
    Game g = game_of();
    CHECK(refusal(g, Player::A, "mY Rv1") == "11.5.3");  // Yz1, Yz2 and Yz3
    CHECK(refusal(g, Player::A, "mYz Rv1") == "11.5.3"); // the same three
    CHECK(refusal(g, Player::A, "mO Rv1") == "11.5.3");  // none
    const TurnReport r = test::play(g, "mz1 Rv1", "-");
    CHECK(nth(r, Player::A, 0).target[0] == cell("Yz1"));
    CHECK(g.space(Player::A).fired == cells("Yz1"));
    test::play(g, "mYz2 Rv2", "-");
    // Only Yz3 is left unfired, so "mY" names it.
    const TurnReport last = test::play(g, "mY Rv3", "-");
    CHECK(nth(last, Player::A, 0).target[0] == cell("Yz3"));
}

TEST_CASE("a ship that still gives a conventional strike may not make a kamikaze strike [4.5]")
{
    const Game g = game_of();
    CHECK(refusal(g, Player::A, "kBz4 Rv1") == "4.5");
    CHECK(refusal(g, Player::A, "kRv1 Rv1") == "4.5");
}

TEST_CASE("a light scout may never make a kamikaze strike [6.8.2]")
{
    const Game g(test::fleet(test::kSpecSetupA), test::fleet(test::kSpecSetupB));
    CHECK(refusal(g, Player::A, "kBz5 Rv1") == "6.8.2");
}

TEST_CASE("a kamikaze strike must be launched from an undamaged cell of the ship [4.5.2]")
{
    Game g = game_of();
    test::play(g, "-", "Bz4");
    CHECK(refusal(g, Player::A, "kBz4 Rv1") == "4.5.2"); // destroyed
    CHECK(refusal(g, Player::A, "kBx3 Rv1") == "4.5.2"); // no ship there
}

TEST_CASE("more scans than the scanner gives are refused [8.3.1]")
{
    const Game g = game_of();
    CHECK(refusal(g, Player::A, "sRv1") == "");
    CHECK(refusal(g, Player::A, "sRv1 sRv2") == "8.3.1");
    const Game blind = game_of("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; MD Yz1 Yz2 Yz3", kB);
    CHECK_THAT(refusal(blind, Player::A, "sRv1"), Catch::StartsWith("8.3"));
}

TEST_CASE("a beam whose end cells are not two steps apart in a straight line is refused [8.2.1]")
{
    const Game g = game_of();
    CHECK(refusal(g, Player::A, "bRv1Rv2") == "8.2.1");
    CHECK(refusal(g, Player::A, "bRv1Rv4") == "8.2.1");
    CHECK(refusal(g, Player::A, "bRv1Ow3") == "8.2.1");
    CHECK(refusal(g, Player::A, "bRv1Rv1") == "8.2.1");
}

TEST_CASE("a beam with no undamaged loosely adjacent firing pair parallel to it is refused [8.2.2]")
{
    const Game flat = game_of("DS Gv1 Gv2 Gv3 Gv4 Gw1 Gw2 Gw3 Gw4; MD Yz1 Yz2 Yz3; HS Bz4 Bz5", kB);
    CHECK(refusal(flat, Player::A, "bRv1Yv1") == "8.2.2"); // colour axis
    CHECK(refusal(flat, Player::A, "bRv1Yx3") == "8.2.2"); // space diagonal
    CHECK(refusal(flat, Player::A, "bRv1Rv3") == "");      // number axis
    // After losing all but Rv1 and Rv2, the cube fires only along the number axis.
    Game g = game_of();
    test::play(g, "-", "Rw1 Rw2 Ov1");
    test::play(g, "-", "Ov2 Ow1 Ow2");
    CHECK(refusal(g, Player::A, "bRw1Rw3") == "");
    CHECK(refusal(g, Player::A, "bRw1Yw1") == "8.2.2");
    CHECK(refusal(g, Player::A, "bRw1Rx2") == "8.2.1");
}

TEST_CASE("a player without a death star has no beam weapon [8.2, 6.2.5]")
{
    const Game g = game_of("MD Yz1 Yz2 Yz3; HS Bz4 Bz5", kB);
    CHECK(refusal(g, Player::A, "bRv1Rv3") == "8.2");
}

TEST_CASE("actions are judged on the state at the start of the turn [2.4, D6]")
{
    // B destroys A's heavy scout this turn; A still has its strike and its scan.
    Game g = game_of();
    const TurnReport r = test::play(g, "Rv1 Rv2 Rv3 sRw1", "Bz4 Bz5");
    CHECK(r.of(Player::A).outcomes.size() == 4);
    REQUIRE(r.of(Player::A).destroyed.size() == 1);
    CHECK(g.entitlements(Player::A).strikes == 2);
    CHECK(g.entitlements(Player::A).scans == 0);
}

TEST_CASE("a death star fires its beam weapon at most once a turn [8.2]")
{
    const Game g = game_of();
    CHECK(refusal(g, Player::A, "bRv1Rv3") == "");
    CHECK(refusal(g, Player::A, "bRv1Rv3 bRw1Rw3") == "8.2");
}

TEST_CASE("each eligible ship makes at most one kamikaze strike a turn, and several ships may each make one [4.5]")
{
    // A's patrol cruiser keeps Bv2 and Bv4, no adjacent pair; its heavy scout keeps Bz5.
    Game g = game_of("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; PC Bv1 Bv2 Bv3 Bv4; HS Bz4 Bz5", kB);
    test::play(g, "-", "Bv1 Bv3 Bz4");
    const Entitlements& e = g.entitlements(Player::A);
    REQUIRE(e.kamikaze[1]);
    REQUIRE(e.kamikaze[2]);
    CHECK(refusal(g, Player::A, "kBv2 kBv4 Rv1 Rv2") == "4.5");
    const TurnReport r = test::play(g, "kBv2 kBz5 Rv1 Rv2 Rv3", "-");
    CHECK(nth(r, Player::A, 2).result[0] == StrikeResult::Hit);
    CHECK(nth(r, Player::A, 3).result[0] == StrikeResult::Hit);
    CHECK(nth(r, Player::A, 4).result[0] == StrikeResult::Hit);
    CHECK(g.space(Player::A).destroyed == cells("Bv1 Bv2 Bv3 Bz4 Bz5"));
}
