// The session: a game in play with its record and both players' knowledge [2], played,
// forfeited and replayed; and rulings worded for whoever reads them.
#include "referee.h"
#include "session.h"
#include "test_support.h"

#include <catch2/catch.hpp>

using namespace ss;

namespace {

GameRecord spec_header()
{
    GameRecord g;
    g.tags = {{"Rules", "2.6.1", 0}, {"Fleet", "standard", 0}, {"A", "Alice", 0}, {"B", "Bob", 0}};
    g.setup[0].ships = test::ships(test::kSpecSetupA);
    g.setup[1].ships = test::ships(test::kSpecSetupB);
    return g;
}

// One light gunboat each [6.10]: a game decided in a turn or two.
GameRecord gunboats()
{
    GameRecord g;
    g.tags = {{"Rules", "2.6.1", 0}, {"Fleet", "cost 1", 0}};
    g.setup[0].ships = test::ships("LG Rv1");
    g.setup[1].ships = test::ships("LG Bz5");
    return g;
}

} // namespace

TEST_CASE("a session plays a turn: both lists checked, resolved, recorded as written, and both players learn [2.2]")
{
    Session s(spec_header(), FleetRule::standard());
    REQUIRE_FALSE(s.play(test::actions("Rv1 Rv2 Ow2 Gz1 Gz2 Gy1 Gy2 bRv3Rv5 mYz1 Bv1 sBx3"),
                         test::actions("Rv1 Rw1 Gv1")));
    CHECK(s.turns_played() == 1);
    CHECK(s.game().turn() == 2);
    REQUIRE(s.record().turns.size() == 1);
    CHECK(write_tokens(s.record().turns[0][1].tokens) == "Rv1 Rw1 Gv1");
    CHECK(s.knowledge(Player::A).turns_seen() == 1);
    CHECK(s.knowledge(Player::B).turns_seen() == 1);
    // What B learnt is what the referee derives for B [1.4]: A's three hits on B's space.
    CHECK(s.knowledge(Player::B).own().destroyed == s.game().space(Player::B).destroyed);
    CHECK(s.reports().back().side[0].outcomes[0].kind == ActionKind::Beam);
    CHECK(s.record().tag("Result").empty()); // not over
}

TEST_CASE("a session refuses an illegal turn and changes nothing [4.4.1]")
{
    Session s(spec_header(), FleetRule::standard());
    const auto v = s.play(test::actions("Rv1 Rv2 Rv3 Rv4 Rv5 Rw1 Rw2 Rw3 Rw4"), {});
    REQUIRE(v);
    CHECK(v->rule == "4.4.1");
    CHECK(v->player == Player::A);
    CHECK(s.turns_played() == 0);
    CHECK(s.record().turns.empty());
    CHECK(s.knowledge(Player::A).turns_seen() == 0);
}

TEST_CASE("at the end the session's record says who won, the score and the rule [2.3.1, 2.3.4]")
{
    Session s(gunboats(), FleetRule::with_cost(1));
    REQUIRE_FALSE(s.play(test::actions("mRv1 Bz5"), {}));
    CHECK(s.over());
    CHECK(s.end().rule == "2.3.1");
    CHECK(s.record().tag("Result") == "A wins 1-0 [2.3.1]"); // a fired missile is still undamaged
    // No turn after the end [D8].
    const auto after = s.play({}, {});
    REQUIRE(after);
    CHECK(after->rule == "2.3.1");
}

TEST_CASE("a forfeit ends the session, says why in the Result tag, and no turn follows")
{
    Session s(spec_header(), FleetRule::standard());
    s.forfeit(Player::B, "no answer in turn 1");
    CHECK(s.over());
    CHECK(s.forfeited() == Player::B);
    CHECK(s.forfeit_reason() == "no answer in turn 1");
    CHECK(s.record().tag("Result") == "A wins: B forfeits (no answer in turn 1)");
    CHECK(s.play({}, {}));
    CHECK(result_tag(GameEnd{true, "2.3.2", {3, 3}, {}}) == "Draw 3-3 [2.3.2]");
}

TEST_CASE("a forfeit's Result tag reads back as its loser and reason, and nothing else does")
{
    const auto f = forfeit_of(forfeit_tag(Player::A, "left the game"));
    REQUIRE(f);
    CHECK(f->loser == Player::A);
    CHECK(f->reason == "left the game");
    CHECK(forfeit_of("A wins: B forfeits (no answer (in turn 1))")->reason == "no answer (in turn 1)");
    CHECK_FALSE(forfeit_of("A wins 12-7 [2.3.1]"));
    CHECK_FALSE(forfeit_of("A wins: A forfeits (x)")); // the winner cannot be the loser
    CHECK_FALSE(forfeit_of("B wins: A forfeits"));
    CHECK_FALSE(forfeit_of(""));
}

TEST_CASE("replaying a record to a turn gives the state and knowledge of playing it to that turn [1.4.1, spec 2]")
{
    const Record rec = parse_record(test::spec_example_record());
    const GameRecord& g = rec.games.front();
    Session played(g, fleet_rule_of(g));
    REQUIRE_FALSE(played.play(g.turns[0][0].actions, g.turns[0][1].actions));
    const Session to_one = Session::replay(g, 1);
    CHECK(to_one.turns_played() == 1);
    CHECK(to_one.knowledge(Player::A) == played.knowledge(Player::A));
    CHECK(to_one.knowledge(Player::B) == played.knowledge(Player::B));
    CHECK(to_one.game().space(Player::B).destroyed == played.game().space(Player::B).destroyed);
    const Session all = Session::replay(g);
    CHECK(all.turns_played() == static_cast<int>(g.turns.size()));
    CHECK(Session::replay(g, 0).turns_played() == 0);
    // The tags and tokens come through as written.
    CHECK(write_record(Record{{all.record()}}) == write_record(Record{{g}}));
}

TEST_CASE("replaying a record that breaks a rule names its line and rule [spec 2]")
{
    const std::string setups = std::string("setup A: ") + test::kSpecSetupA + "\nsetup B: " + test::kSpecSetupB + "\n";
    const Record rec = parse_record(setups + "1. A: Rv1 Rv2 Rv3 Rv4 Rv5 Rw1 Rw2 Rw3 Rw4 Rw5\n1. B: -\n");
    try {
        Session::replay(rec.games.front());
        FAIL("the record was accepted");
    } catch (const RecordError& e) {
        CHECK(e.line() == 3);
        CHECK(e.problems().front().text() == "A has 10 strikes but only 7 are available [4.4.1]");
    }
    const Record bad_setup = parse_record("setup A: LG Rv1\nsetup B: LG Rv1\n");
    CHECK_THROWS_AS(Session::replay(bad_setup.games.front()), RecordError); // not the standard fleet [3.7]
}

TEST_CASE("a ruling names its player as the reader needs: the referee's letter, a name, or you")
{
    Session s(spec_header(), FleetRule::standard());
    const auto v = s.check(Player::A, test::actions("Rv1 Rv2 Rv3 Rv4 Rv5 Rw1 Rw2 Rw3 Rw4"));
    REQUIRE(v); // 7 conventional strikes [4.4.1]
    CHECK(v->text() == "A has 9 strikes but only 7 are available [4.4.1]");
    CHECK(v->text(Voice::named("Alice")) == "Alice has 9 strikes but only 7 are available [4.4.1]");
    CHECK(v->text(Voice::you()) == "You have 9 strikes but only 7 are available [4.4.1]");
    const auto launch = s.check(Player::A, test::actions("mYz1"));
    REQUIRE(launch);
    CHECK(launch->text(Voice::you()) ==
          "You launch 1 missile or kamikaze strike but record only 0 targets; each needs its own [11.5.3]");
    CHECK(launch->text() ==
          "A launches 1 missile or kamikaze strike but records only 0 targets; each needs its own [11.5.3]");
    const auto not_mine = s.check(Player::A, test::actions("kRz5 Rv1"));
    REQUIRE(not_mine);
    CHECK(not_mine->text() == "A kRz5: Rz5 is not in any of A's ships [4.5.2]");
    CHECK(not_mine->text(Voice::you()) == "kRz5: Rz5 is not in any of your ships [4.5.2]");
    CHECK(not_mine->text(Voice::named("Alice")) == "Alice's kRz5: Rz5 is not in any of Alice's ships [4.5.2]");
}
