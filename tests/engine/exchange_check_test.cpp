// Checking a network game after it ends (issue 12): what a player was told during play
// against the game refereed again from the revealed record [1.4.1, 2.2]. A lie about a
// result, a fleet changed after it was committed, and actions revealed other than those
// played are each caught with the turn and the cell.
#include "exchange_check.h"
#include "test_support.h"

#include <catch2/catch.hpp>

using namespace ss;

namespace {

GameRecord spec_game() { return parse_record(test::spec_example_record()).games[0]; }

// What A was told in the spec's example game, played honestly.
std::vector<TurnView> told_to_a() { return Session::replay(spec_game()).knowledge(Player::A).history(); }

std::optional<FalseReport> check(const GameRecord& revealed, const std::vector<TurnView>& seen)
{
    return first_false_report(Session::replay(revealed), Player::A, seen, {"Alice", "Bob"});
}

} // namespace

TEST_CASE("exchange check: an honest game has no false report [1.4.1]")
{
    CHECK(!check(spec_game(), told_to_a()));
    const Session game = Session::replay(spec_game());
    CHECK(!first_false_report(game, Player::B, game.knowledge(Player::B).history()));
}

TEST_CASE("exchange check: a hit reported as a miss is caught with its turn and cell [5.2]")
{
    std::vector<TurnView> seen = told_to_a();
    // Turn 1: A's first strike, Rv1, hit B's death star; Bob said it missed.
    REQUIRE(seen[0].own.size() > 1);
    Outcome* rv1 = nullptr;
    for (Outcome& o : seen[0].own)
        if (o.kind == ActionKind::Strike && to_string(o.target[0]) == "Rv1")
            rv1 = &o;
    REQUIRE(rv1);
    REQUIRE(rv1->result[0] == StrikeResult::Hit);
    rv1->result[0] = StrikeResult::Miss;
    const auto r = check(spec_game(), seen);
    REQUIRE(r);
    CHECK(r->turn == 1);
    CHECK(r->liar == Player::B);
    CHECK(r->text == "Bob's report of turn 1 is false: Rv1 was a hit on Bob's death star, reported as a miss [5.2]");
}

TEST_CASE("exchange check: a fleet changed after it was committed is caught [2.1, 8.3.4.1]")
{
    // Bob played with his heavy scout at Ov5 Ow5 (A's scan of Ov5 in turn 2 found a ship),
    // and reveals at the end a setup with it at Ov4 Ow4.
    GameRecord revealed = spec_game();
    for (ShipSpec& s : revealed.setup[1].ships)
        if (s.type == ShipType::HeavyScout)
            s.cells = test::cells("Ov4 Ow4");
    const auto r = check(revealed, told_to_a());
    REQUIRE(r);
    CHECK(r->turn == 2);
    CHECK(r->text == "Bob's report of turn 2 is false: the scan of Ov5 found empty (no ship), reported as ship [8.3.4.1]");
}

TEST_CASE("exchange check: actions revealed other than those played are caught [2.2.2]")
{
    // Bob struck Gv1 in turn 1, and reveals Gv2 at the end.
    GameRecord revealed = spec_game();
    revealed.turns[0][1].actions = test::actions("Rv1 Rw1 Gv2");
    const auto r = check(revealed, told_to_a());
    REQUIRE(r);
    CHECK(r->turn == 1);
    CHECK(r->text.find("the actions revealed at the end are not those played") != std::string::npos);
}

TEST_CASE("exchange check: a destruction not reported is caught [2.2.4]")
{
    std::vector<TurnView> seen = told_to_a();
    // Turn 2: Bob's death star, kill cruiser and destroyer were destroyed.
    REQUIRE(seen[1].opponent_destroyed.size() == 3);
    std::vector<TurnView> unreported = seen;
    unreported[1].opponent_destroyed.erase(unreported[1].opponent_destroyed.begin());
    const auto r = check(spec_game(), unreported);
    REQUIRE(r);
    CHECK(r->turn == 2);
    CHECK(r->text.find("Bob's death star") != std::string::npos);
    CHECK(r->text.find("[2.2.4]") != std::string::npos);
}
