// Each player's knowledge [1.4, 11.3]: what they see of a turn, and that it never leaks
// the opponent's hidden state.
#include "knowledge.h"
#include "random_play.h"
#include "session.h"
#include "test_support.h"

#include <catch2/catch.hpp>

using namespace ss;

namespace {

// Plays the same turns in a game and returns A's knowledge.
Knowledge knowledge_of_a(const std::string& setup_b, const std::vector<std::pair<std::string, std::string>>& turns)
{
    Game game(test::fleet(test::kSpecSetupA), test::fleet(setup_b));
    Knowledge k(Player::A, game.space(Player::A).fleet);
    for (const auto& [a, b] : turns) {
        const TurnReport r = test::play(game, a, b);
        k.learn(view_of(game, r, Player::A));
    }
    return k;
}

const std::vector<std::pair<std::string, std::string>> kTurns = {
    {"Rv1 Rv2 Ow2 Gz1 Gz2 Gy1 Gy2 bRv3Rv5 mYz1 Bv1 sBx3", "Rv1 Rw1 Gv1 mYx3 Gv2"},
    {"Rw1 Rw2 Rw3 Ov2 Gz3 Gy3 mYz2 Yx4 sBv2 sOv5 sRv1", "Rv2 Rw2 Ov1 Ow1 Yz3 sRv1"},
};

} // namespace

TEST_CASE("knowledge never depends on what the player has not seen [1.4, 11.3]")
{
    // B's heavy scout at Ov5 Ow5 or at Ov4 Ov5: A scans Ov5 but never strikes or scans
    // Ow5 or Ov4, so A cannot tell the two games apart.
    const std::string b1 = std::string(test::kSpecSetupB);
    std::string b2 = b1;
    b2.replace(b2.find("HS Ov5 Ow5"), 10, "HS Ov4 Ov5");
    const Knowledge k1 = knowledge_of_a(b1, kTurns);
    const Knowledge k2 = knowledge_of_a(b2, kTurns);
    CHECK(k1 == k2);

    // The comparison can tell: if A strikes the moved cell, the knowledge differs.
    auto probe = kTurns;
    probe[1].first = "Rw1 Rw2 Rw3 Ov2 Gz3 Gy3 mYz2 Ow5 sBv2 sOv5 sRv1";
    CHECK(!(knowledge_of_a(b1, probe) == knowledge_of_a(b2, probe)));
}

TEST_CASE("the opponent's visible aspects hide missile launches, the order written and the firing ship [5, 11.7.1]")
{
    Game game(test::fleet(test::kSpecSetupA), test::fleet(test::kSpecSetupB));
    const TurnReport r = test::play(game, "sBx3 Rv1 mYz1 Rv2 bRv3Rv5", "Rv1 Rw1 Gv1");
    const TurnView b = view_of(game, r, Player::B);
    REQUIRE(b.opponent.size() == 4); // beam, two strikes, scan; no missile entry
    CHECK(b.opponent[0].kind == ActionKind::Beam);
    CHECK(b.opponent[1].kind == ActionKind::Strike);
    CHECK(b.opponent[2].kind == ActionKind::Strike);
    CHECK(b.opponent[3].kind == ActionKind::Scan);
    for (const Outcome& o : b.opponent) {
        CHECK(o.action == 0);
        CHECK(o.ship == 0);
    }
    // A sees its own actions in full, in reporting order with the missile launch.
    const TurnView a = view_of(game, r, Player::A);
    REQUIRE(a.own.size() == 5);
    CHECK(a.own[3].kind == ActionKind::Missile);
    CHECK(a.own[3].target[0] == test::cell("Yz1"));
}

TEST_CASE("a kamikaze death is seen in the opponent's space and comes last [4.5.4, 5.4, 11.7.1.1]")
{
    // B: a heavy scout with one cell destroyed may make a kamikaze strike [4.5].
    Game game(test::fleet("LS Bz5; FS Bv1 Bv2 Bw1 Bw2"), test::fleet("HS Ov5 Ow5; FS Bv1 Bv2 Bw1 Bw2"));
    test::play(game, "Ov5 Bv1", "Bv1");
    const TurnReport r = test::play(game, "Bv2", "kOw5 Bz5 sGx1");
    const TurnView a = view_of(game, r, Player::A);
    REQUIRE(a.opponent.size() == 3);
    CHECK(a.opponent[0].kind == ActionKind::Strike);
    CHECK(a.opponent[1].kind == ActionKind::Scan);
    CHECK(a.opponent[2].kind == ActionKind::Kamikaze);
    CHECK(a.opponent[2].target[0] == test::cell("Ow5"));
    Knowledge k(Player::A, game.space(Player::A).fleet);
    Game replay(test::fleet("LS Bz5; FS Bv1 Bv2 Bw1 Bw2"), test::fleet("HS Ov5 Ow5; FS Bv1 Bv2 Bw1 Bw2"));
    k.learn(view_of(replay, test::play(replay, "Ov5 Bv1", "Bv1"), Player::A));
    k.learn(view_of(replay, test::play(replay, "Bv2", "kOw5 Bz5 sGx1"), Player::A));
    CHECK(k.opponent_destroyed() == test::cells("Ov5 Ow5 Bv1 Bv2"));
    // B's heavy scout is destroyed and revealed; A's light scout is destroyed too.
    REQUIRE(k.opponent_revealed().size() == 1);
    CHECK(k.opponent_revealed()[0].type == ShipType::HeavyScout);
    CHECK(k.own().destroyed == test::cells("Bz5 Bv1"));
}

TEST_CASE("knowledge of the opponent collects misses, hits, scans, explosions and flashcube data [7, 8.3.4, 8.1.4]")
{
    const Knowledge k = knowledge_of_a(test::kSpecSetupB, kTurns);
    CHECK(k.opponent_empty().contains(test::cell("Rv4")));     // beam miss
    CHECK(k.opponent_empty().contains(test::cell("Bx3")));     // empty scan
    CHECK(k.opponent_ship().contains(test::cell("Ov5")));      // scan: ship
    CHECK(!k.opponent_destroyed().contains(test::cell("Ov5")));
    CHECK(k.opponent_missiles() == test::cells("Yx3 Yx4 Yx5")); // explosions
    CHECK(k.opponent_revealed().size() == 3);
    CHECK(k.turns_seen() == 2);
    CHECK(k.history()[1].turn == 2);
}

TEST_CASE("each player's knowledge agrees with the truth over a seeded random game [1.4]")
{
    Rng rng(5);
    std::array<std::optional<Knowledge>, 2> know;
    int checked = 0;
    play_random_game(rng, FleetRule::standard(), [&](const Game& game, const Actions&, const Actions&, const TurnReport& r) {
        for (int p = 0; p < 2; ++p) {
            if (!know[p])
                know[p].emplace(Player(p), game.space(Player(p)).fleet);
            know[p]->learn(view_of(game, r, Player(p)));
            CHECK(know[p]->own().destroyed == game.space(Player(p)).destroyed);
            CHECK(know[p]->opponent_destroyed() == game.space(other(Player(p))).destroyed);
            ++checked;
        }
    });
    CHECK(checked > 10);
}

TEST_CASE("a knowledge digest is equal for equal knowledge and changes with each turn seen")
{
    const Record r = parse_record(test::spec_example_record());
    const Session before = Session::replay(r.games[0], 1), again = Session::replay(r.games[0], 1);
    const Session after = Session::replay(r.games[0], 2);
    for (Player p : {Player::A, Player::B}) {
        CHECK(before.knowledge(p).digest() == again.knowledge(p).digest());
        CHECK(before.knowledge(p).digest() != after.knowledge(p).digest());
    }
    CHECK(before.knowledge(Player::A).digest() != before.knowledge(Player::B).digest());
}
