// One player's side of a game played apart (own_side.h, issue 12): two sides exchanging
// only what the rules reveal see exactly the turns a Session gives each player, over many
// random games with every weapon [2.2, 5, 7, 8]; a refused action list changes nothing.
#include "own_side.h"
#include "random_play.h"
#include "session.h"
#include "test_support.h"

#include <catch2/catch.hpp>

using namespace ss;

namespace {

// Plays one turn between the two sides as the network protocol exchanges it.
std::array<TurnView, 2> play_apart(std::array<OwnSide, 2>& side, const std::array<Actions, 2>& actions)
{
    std::array<std::vector<Outcome>, 2> aspects, answered;
    for (int p = 0; p < 2; ++p)
        REQUIRE(!side[p].choose(actions[p], aspects[p]));
    for (int p = 0; p < 2; ++p)
        answered[1 - p] = side[p].answer(aspects[1 - p]); // my aspects, answered by the other
    for (int p = 0; p < 2; ++p)
        REQUIRE(side[p].receive(answered[p]));
    std::array<std::vector<SeenShip>, 2> destroyed{side[0].destroyed(), side[1].destroyed()};
    std::array<std::vector<FlashcubeCell>, 2> flashcube; // given by p for the other's ships
    for (int p = 0; p < 2; ++p)
        for (const SeenShip& s : destroyed[1 - p])
            for (const FlashcubeCell& f : side[p].flashcube(s.cells))
                flashcube[p].push_back(f);
    const std::array<SideStatus, 2> status{side[0].status(), side[1].status()};
    return {side[0].finish(destroyed[1], flashcube[1], status[1]), side[1].finish(destroyed[0], flashcube[0], status[0])};
}

} // namespace

TEST_CASE("two sides played apart see the turns a Session gives each player [2.2]")
{
    int turns = 0, games = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        Rng rng(seed);
        const FleetRule rule = seed % 3 == 0 ? FleetRule::with_cost(24) : FleetRule::standard();
        GameRecord header;
        header.setup = {SetupRecord{random_setup(rule, rng)}, SetupRecord{random_setup(rule, rng)}};
        Session session(header, rule);
        std::array<OwnSide, 2> side{OwnSide(Player::A, session.game().space(Player::A).fleet),
                                    OwnSide(Player::B, session.game().space(Player::B).fleet)};
        std::array<RandomPlayer, 2> players;
        while (!session.over() && session.game().turn() <= 300) {
            std::array<Actions, 2> actions;
            for (Player p : {Player::A, Player::B})
                players[index_of(p)].choose(session.game().space(p), session.game().entitlements(p), rng,
                                            actions[index_of(p)]);
            REQUIRE(!session.play(actions[0], actions[1]));
            const std::array<TurnView, 2> seen = play_apart(side, actions);
            for (Player p : {Player::A, Player::B}) {
                REQUIRE(seen[index_of(p)] == session.knowledge(p).history().back());
                REQUIRE(side[index_of(p)].knowledge().digest() == session.knowledge(p).digest());
            }
            REQUIRE(side[0].over() == session.over());
            ++turns;
        }
        REQUIRE(side[0].end() == session.end());
        REQUIRE(side[1].end() == session.end());
        ++games;
    }
    CHECK(games == 300);
    CHECK(turns > 3000);
}

TEST_CASE("a side refuses an action list the rules forbid, and nothing changes [4.4.1]")
{
    OwnSide a(Player::A, test::fleet(test::kSpecSetupA));
    const std::uint64_t before = a.knowledge().digest();
    std::vector<Outcome> aspects;
    const auto v = a.choose(test::actions("Rv1 Rv2 Rv3 Rv4 Rv5 Rw1 Rw2 Rw3 Rw4 Rw5 Ox1 Ox2"), aspects);
    REQUIRE(v);
    CHECK(v->rule == "4.4.1");
    CHECK(a.knowledge().digest() == before);
    CHECK(!a.choose(test::actions("Rv1 mYz1 Bv1"), aspects));
    CHECK(aspects.size() == 2); // two strikes: the missile's launch is not revealed [8.1.3.3]
}

TEST_CASE("results that do not answer the aspects sent are refused [2.2.3]")
{
    OwnSide a(Player::A, test::fleet(test::kSpecSetupA));
    std::vector<Outcome> aspects;
    REQUIRE(!a.choose(test::actions("Rv1 Bv1"), aspects));
    std::vector<Outcome> wrong = aspects;
    wrong[1].target[0] = test::cell("Bv2");
    CHECK(!a.receive(wrong));
    wrong.pop_back();
    CHECK(!a.receive(wrong));
    CHECK(a.receive(aspects));
}
