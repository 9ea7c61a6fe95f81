// The classic rules [issue 14]: each test names the classic rule and the referee decision
// (C1-C22) it checks, the awkward cases among them.
#include "bots/bot.h"
#include "knowledge.h"
#include "random_play.h"
#include "referee.h"
#include "session.h"
#include "shapes.h"
#include "test_support.h"
#include "tournament.h"

#include <catch2/catch.hpp>

using namespace ss;
using test::cell;
using test::cells;

namespace {

const Ruleset& classic = classic_rules();

// A standard classic fleet, 23 cells [3.3, C4].
constexpr const char* kFleet =
    "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; HF Bz4 Bz5";
// The same with the missile destroyer across the colours at v: a colour row from the
// other player's death star (bv1) runs through it.
constexpr const char* kFleetMdAtV =
    "DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gx1 Gx2 Gx3 Gy1 Gy2 Gy3; FS Bx1 Bx2 By1 By2; MD Yv1 Yv2 Yv3; HF Bz4 Bz5";

std::vector<ShipSpec> ships(std::string_view text) { return parse_ships(text, 1, classic); }
Fleet fleet(std::string_view text) { return make_fleet(ships(text)); }
Actions acts(std::string_view text) { return parse_tokens(text, 1, classic).actions; }

Game game(std::string_view a = kFleet, std::string_view b = kFleet) { return Game(fleet(a), fleet(b), classic); }

TurnReport play(Game& g, std::string_view a, std::string_view b)
{
    TurnReport r;
    const auto v = g.play(acts(a), acts(b), r);
    INFO((v ? v->text() : std::string()));
    REQUIRE_FALSE(v);
    return r;
}

std::optional<Violation> refuse(const Game& g, Player p, std::string_view tokens) { return g.check(p, acts(tokens)); }

const Outcome& outcome(const TurnReport& r, Player p, std::size_t i) { return r.of(p).outcomes.at(i); }

std::vector<Cell> exploded(const Outcome& o) { return {o.explosions.begin(), o.explosions.end()}; }

std::string rule_of(const std::optional<Violation>& v) { return v ? v->rule : std::string("(none)"); }

std::string record_error(const std::string& text)
{
    try {
        referee(parse_record(text));
    } catch (const RecordError& e) {
        return e.what();
    }
    return {};
}

std::string header() { return "[Rules \"classic\"]\n\nsetup A: " + std::string(kFleet) + "\nsetup B: " + kFleet + "\n"; }

} // namespace

TEST_CASE("classic C3: every ship is a box of face-adjacent cells; the 2.6.1 death star block and edge-adjacent fighters are illegal [6.1.1-6.5]")
{
    CHECK_FALSE(classic.ships.check_shape(ShipType::DeathStar, cells("Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2")));
    // 3x2x1 plus two cells: a 2.6.1 death star [6.2.3], not a classic one [6.1.1].
    const auto block = classic.ships.check_shape(ShipType::DeathStar, cells("Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov1 Ov2"));
    REQUIRE(block);
    CHECK(block->rule == "6.1.1");
    CHECK_FALSE(check_shape(ShipType::DeathStar, cells("Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov1 Ov2")));
    CHECK_FALSE(classic.ships.check_shape(ShipType::KillCruiser, cells("Gv1 Gv2 Gv3 Gw1 Gw2 Gw3")));
    CHECK(rule_of(classic.ships.check_shape(ShipType::KillCruiser, cells("Gv1 Gv2 Gv3 Gw1 Gw2 Gx3"))) == "6.2");
    CHECK(rule_of(classic.ships.check_shape(ShipType::FlyingSaucer, cells("Bv1 Bv2 Bv3 Bv4"))) == "6.3");
    CHECK(rule_of(classic.ships.check_shape(ShipType::MissileDestroyer, cells("Yz1 Yz2 Yy3"))) == "6.4.1");
    // Two cells sharing only an edge are not adjacent [1.2.3]: no heavy fighter [6.5].
    CHECK(rule_of(classic.ships.check_shape(ShipType::HeavyFighter, cells("Bz4 By5"))) == "6.5");
    CHECK_FALSE(classic.ships.check_shape(ShipType::HeavyFighter, cells("Bz4 Bz5")));
    // Every placement is a legal ship, and there are as many as boxes fit in the space.
    CHECK(classic.ships.placements(ShipType::DeathStar).size() == 64);
    CHECK(classic.ships.placements(ShipType::HeavyFighter).size() == 300);
    for (ShipType t : classic.ships.types())
        for (CellSet c : classic.ships.placements(t))
            REQUIRE_FALSE(classic.ships.check_shape(t, c));
}

TEST_CASE("classic C4: one ship of each of the five types, 23 cells; ships may touch but not intersect [3.2, 3.3, 3.7]")
{
    CHECK(classic.ships.validate_setup(ships(kFleet), FleetRule::standard()).empty());
    const auto missing = classic.ships.validate_setup(ships("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; "
                                                            "FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3"),
                                                      FleetRule::standard());
    REQUIRE(missing.size() == 1);
    CHECK(missing[0].rule == "3.3");
    CHECK(missing[0].message == "the fleet has no heavy fighter");
    const auto overlap = classic.ships.validate_setup(
        ships("DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; HF Ow2 Ow3"),
        FleetRule::standard());
    REQUIRE(overlap.size() == 1);
    CHECK(overlap[0].rule == "3.7");
}

TEST_CASE("classic C2: the 2.6.1 ship codes are errors in a classic record, and HF in a 2.6.1 one [3.3, 6]")
{
    const std::string pc = "[Rules \"classic\"]\n\nsetup A: PC Bv1 Bv2 Bv3 Bv4\nsetup B: " + std::string(kFleet) + "\n";
    const std::string why = record_error(pc);
    CHECK_THAT(why, Catch::Contains("3:") && Catch::Contains("[3.3]") && Catch::Contains("DS KC FS MD HF"));
    const std::string hf = "[Rules \"2.6.1\"]\n\nsetup A: HF Bz4 Bz5\nsetup B: LS Bz5\n";
    CHECK_THAT(record_error(hf), Catch::Contains("3:") && Catch::Contains("not of rules 2.6.1"));
}

TEST_CASE("classic C8, C9: an intact fleet has 15 conventional strikes; a death star gives one until destroyed [4.3.1, 6.1.2]")
{
    Game g = game();
    CHECK(g.entitlements(Player::A).strikes == 1 + 7 + 4 + 2 + 1);
    CHECK(g.entitlements(Player::A).scans == 0); // no scans [4.2]
    // Seven of the death star's cells destroyed: still one strike, never a kamikaze [C9, C10].
    play(g, "-", "Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1");
    CHECK(g.entitlements(Player::A).strikes == 1 + 7 + 4 + 2 + 1);
    CHECK_FALSE(g.entitlements(Player::A).kamikaze[0]);
    CHECK(rule_of(refuse(g, Player::A, "kOw2 Bz5")) == "6.1.2");
}

TEST_CASE("classic C8: a kill cruiser that lost a middle cell of a long side has 4 strikes, a corner 5 (distinct, not disjoint, pairs) [4.3.1]")
{
    Game middle = game();
    play(middle, "-", "Gv2");
    CHECK(middle.entitlements(Player::A).strikes == 1 + 4 + 4 + 2 + 1);
    Game corner = game();
    play(corner, "-", "Gv1");
    CHECK(corner.entitlements(Player::A).strikes == 1 + 5 + 4 + 2 + 1);
    // Two cells sharing only an edge make no pair: a saucer's diagonal gives nothing.
    CHECK(classic.actions.conventional_strikes(ShipType::FlyingSaucer, cells("Bv1 Bv2 Bw1 Bw2"), cells("Bv1 Bw2")) == 0);
}

TEST_CASE("classic C5: two strikes on one cell in a turn are both hits (2.6.1's D2 makes the second a duplicate) [2.4, 5.1.3]")
{
    Game g = game();
    const TurnReport r = play(g, "Bv1 Bv1", "-");
    CHECK(outcome(r, Player::A, 0).result[0] == StrikeResult::Hit);
    CHECK(outcome(r, Player::A, 1).result[0] == StrikeResult::Hit);
    CHECK(g.space(Player::B).destroyed == cells("Bv1"));
    // The next turn it is destroyed at the start: a duplicate hit [5.1.4].
    const TurnReport next = play(g, "Bv1", "-");
    CHECK(outcome(next, Player::A, 0).result[0] == StrikeResult::Duplicate);
}

TEST_CASE("classic C5: a strike on a cell launched as a kamikaze the same turn is a hit (2.6.1's D1 makes it a duplicate) [4.4.3, 5.1.3]")
{
    Game g = game();
    play(g, "Bz4", "-"); // B's heavy fighter keeps one cell: no pair, so a kamikaze [4.4]
    REQUIRE(g.entitlements(Player::B).kamikaze[4]);
    const TurnReport r = play(g, "Bz5", "kBz5 Gx5");
    CHECK(outcome(r, Player::A, 0).result[0] == StrikeResult::Hit);
    CHECK(g.space(Player::B).destroyed.contains_all(cells("Bz4 Bz5")));
}

TEST_CASE("classic C6: a strike on a missile fired this turn is a hit with no explosion [6.6.2.2, 6.6.3]")
{
    Game g = game();
    const TurnReport r = play(g, "Yz1", "mYz1 Gx5");
    CHECK(outcome(r, Player::A, 0).result[0] == StrikeResult::Hit);
    CHECK(outcome(r, Player::A, 0).explosions.count == 0);
    CHECK(g.space(Player::B).destroyed == cells("Yz1"));
}

TEST_CASE("classic C7: each strike on an unfired missile explodes on its own; explosions list each cell once, target first [6.6.3]")
{
    Game g = game();
    const TurnReport r = play(g, "Yz1 Yz2", "-");
    CHECK(exploded(outcome(r, Player::A, 0)) == std::vector{cell("Yz1"), cell("Yz2")});
    CHECK(exploded(outcome(r, Player::A, 1)) == std::vector{cell("Yz2"), cell("Yz1"), cell("Yz3")});
    CHECK(g.space(Player::B).destroyed == cells("Yz1 Yz2 Yz3"));
}

TEST_CASE("classic C12, C13, C15: a beam strikes a whole row through the death star's own cells, each strike exploding missiles [6.1.3, 5.2]")
{
    Game g = game(kFleet, kFleetMdAtV);
    // bv1: Rv1 Ov1 Yv1 Gv1 Bv1, through A's own death star at Rv1 and Ov1 [6.1.3.3].
    const TurnReport r = play(g, "bv1", "-");
    const Outcome& beam = outcome(r, Player::A, 0);
    REQUIRE(beam.kind == ActionKind::Beam);
    REQUIRE(beam.cells == 5);
    CHECK(std::vector(beam.target.begin(), beam.target.end()) ==
          std::vector{cell("Rv1"), cell("Ov1"), cell("Yv1"), cell("Gv1"), cell("Bv1")});
    CHECK(beam.result == std::array{StrikeResult::Hit, StrikeResult::Hit, StrikeResult::Hit, StrikeResult::Miss,
                                    StrikeResult::Miss});
    CHECK(exploded(beam) == std::vector{cell("Yv1"), cell("Yv2")});
    CHECK_FALSE(beam.burnout); // no burn-out [C11]
    // A row that misses the death star's cells [6.1.3.3]; a diagonal, not a row [6.1.3.2, C12].
    CHECK(rule_of(refuse(g, Player::A, "bz5")) == "6.1.3.3");
    CHECK(rule_of(refuse(g, Player::A, "bRv1Ow2")) == "6.1.3.2");
    CHECK(rule_of(refuse(g, Player::A, "bRv1Rv3")) == "6.1.3.2");
    // Each death star allows 12 rows [C13].
    int rows = 0;
    for (const auto& [from, to] : classic.beams.lines())
        rows += classic.actions.can_fire_along(g.space(Player::A), 0, Action::beam(from, to));
    CHECK(rows == 12);
    CHECK(classic.beams.lines().size() == 75);
}

TEST_CASE("classic C14: a beam is written b and the two coordinate values the row keeps, or its two end cells, (DS) optional [8.2.2]")
{
    const auto beam = [](std::string_view token) {
        std::string error;
        const auto a = classic.actions.parse(token, &error);
        INFO(token << ": " << error);
        REQUIRE(a);
        REQUIRE(a->kind == ActionKind::Beam);
        const auto row = classic.beams.targets(*a);
        REQUIRE(row);
        return to_string((*row)[0]) + "-" + to_string((*row)[4]);
    };
    CHECK(beam("bRv") == "Rv1-Rv5");
    CHECK(beam("bR3") == "Rv3-Rz3");
    CHECK(beam("bv3") == "Rv3-Bv3");
    CHECK(beam("bRv1Rv5") == "Rv1-Rv5");
    CHECK(beam("bRv5Rv1") == "Rv5-Rv1"); // from the first end to the second
    CHECK(beam("bRv(DS)") == "Rv1-Rv5");
    std::string error;
    CHECK_FALSE(classic.actions.parse("bvR", &error)); // not in the order colour, letter, number
    CHECK_THAT(error, Catch::EndsWith("[8.2.2]"));
    CHECK_FALSE(classic.actions.parse("sRv1", &error)); // no scans [4.2]
    CHECK_THAT(error, Catch::EndsWith("[4.2]"));
    CHECK_FALSE(classic.actions.parse("bRv(PC)", &error));
}

TEST_CASE("classic C10: a missile destroyer with only its ends may fire a missile and launch a kamikaze from the same cell; two kamikazes are an error [4.4, 6.6.2]")
{
    Game g = game();
    play(g, "-", "Yz2");            // B strikes A's middle missile...
    REQUIRE(g.space(Player::A).destroyed == cells("Yz2 Yz1 Yz3")); // ...which explodes [6.6.3]
    Game h = game();
    play(h, "mYz2 Gx5", "Yz2");     // fired this turn: a hit without explosion [C6]
    REQUIRE(h.space(Player::A).destroyed == cells("Yz2"));
    const Entitlements e = h.entitlements(Player::A);
    CHECK(e.missile[3]);
    CHECK(e.kamikaze[3]); // no adjacent pair left, and a missile does not bar it [C10]
    CHECK(e.strikes == 1 + 7 + 4 + 0 + 1);
    CHECK_FALSE(refuse(h, Player::A, "mYz1 kYz1 Gx4 Gx3"));
    CHECK(rule_of(refuse(h, Player::A, "kYz1 kYz3 Gx4 Gx3")) == "4.4");
    CHECK(rule_of(refuse(h, Player::A, "mYz1 mYz3 Gx4 Gx3")) == "6.6.2");
    const TurnReport r = play(h, "mYz1 kYz1 Gx4 Gx3", "Yz1");
    CHECK(outcome(r, Player::B, 0).result[0] == StrikeResult::Hit); // launched and fired: a hit [C5, C6]
    CHECK(outcome(r, Player::B, 0).explosions.count == 0);
    CHECK(h.space(Player::A).destroyed == cells("Yz1 Yz2"));
}

TEST_CASE("classic C11: a damaged death star keeps its strike but loses its beam; one first hit this turn still fires [6.1.2, 6.1.3]")
{
    Game g = game();
    play(g, "bRv", "Rv1"); // hit while it fires: judged on the start of the turn
    CHECK(g.entitlements(Player::A).beam.none());
    CHECK(g.entitlements(Player::A).strikes == 15);
    CHECK(rule_of(refuse(g, Player::A, "bRw")) == "6.1.3");
}

TEST_CASE("classic C17: M + K <= S <= C + M + K [4.3.1, 8.2.3, 8.2.4]")
{
    Game g = game();
    std::string sixteen;
    for (int n = 1; n <= 5; ++n)
        for (char l : std::string("vwx"))
            sixteen += std::string("B") + l + std::to_string(n) + " ";
    sixteen += "Gz5";
    CHECK(rule_of(refuse(g, Player::A, sixteen)) == "4.3.1");
    CHECK_FALSE(refuse(g, Player::A, sixteen + " mYz1"));
    CHECK(rule_of(refuse(g, Player::A, "mYz1")) == "8.2.3");
}

TEST_CASE("classic C18: a player with only kamikaze strikes who records nothing ends the game by 2.3.2; a kamikaze keeps it going [2.3.2]")
{
    const auto start = [] {
        Game g(fleet("FS Bv1 Bv2 Bw1 Bw2; HF Bz4 Bz5"), fleet(kFleet), classic);
        play(g, "-", "Bv1 Bw2 Bz4"); // the saucer's diagonal and a fighter cell left: no pairs
        return g;
    };
    Game ends = start();
    REQUIRE(ends.entitlements(Player::A).only_kamikaze_and_scans());
    TurnReport r = play(ends, "-", "Gx5");
    CHECK(r.end.terminated);
    CHECK(r.end.rule == "2.3.2");
    CHECK(r.end.score == std::array{3, 23});
    Game goes_on = start();
    r = play(goes_on, "kBz5 Gx5", "Gx4");
    CHECK_FALSE(r.end.terminated);
}

TEST_CASE("classic C19, C5: both fleets destroyed in one turn, by kamikazes struck as they launch, is a 0-0 draw [2.3.1, 2.3.3]")
{
    Game g(fleet("HF Bz4 Bz5"), fleet("HF Bz4 Bz5"), classic);
    play(g, "Bz4", "Bz4");
    const TurnReport r = play(g, "kBz5 Bz5", "kBz5 Bz5");
    CHECK(r.side[0].outcomes.back().result[0] == StrikeResult::Hit);
    CHECK(r.end.terminated);
    CHECK(r.end.rule == "2.3.1");
    CHECK(r.end.draw());
    CHECK(r.end.score == std::array{0, 0});
}

TEST_CASE("classic C20: no destruction reports, flashcube data, scans or burn-outs reach the other player [5, C20]")
{
    Game g = game();
    const TurnReport r = play(g, "Bz4 Bz5", "-"); // B's heavy fighter destroyed
    REQUIRE(r.side[1].destroyed.size() == 1);      // the referee's reading, for the record
    CHECK(r.side[1].destroyed[0].count == 0);      // no flashcube data
    const TurnView a = view_of(g, r, Player::A), b = view_of(g, r, Player::B);
    CHECK(a.opponent_destroyed.empty());
    CHECK(b.own_destroyed.size() == 1);
    Knowledge k(Player::A, g.space(Player::A).fleet, classic);
    k.learn(a);
    CHECK(k.opponent_revealed().empty());
    CHECK(k.opponent_destroyed() == cells("Bz4 Bz5"));
}

TEST_CASE("classic C1: scored matches, cost fleets, another ruleset in a later game and scans are errors naming line and rule")
{
    CHECK_THAT(record_error("[Rules \"classic\"]\n[Match \"scored\"]\n\nsetup A: " + std::string(kFleet) + "\nsetup B: " +
                            kFleet + "\n"),
               Catch::Contains("2:") && Catch::Contains("[7]"));
    CHECK_THAT(record_error("[Rules \"classic\"]\n[Fleet \"cost 23\"]\n\nsetup A: " + std::string(kFleet) +
                            "\nsetup B: " + kFleet + "\n"),
               Catch::Contains("2:") && Catch::Contains("[3.3]"));
    CHECK_THAT(record_error(header() + "\n1. A: sRv1\n1. B: -\n"), Catch::Contains("6:") && Catch::Contains("[4.2]"));
    CHECK_THAT(record_error("[Rules \"classic\"]\n[Match \"continued\"]\n\nsetup A: " + std::string(kFleet) + "\nsetup B: " +
                            kFleet + "\n\n[Rules \"2.6.1\"]\n\nsetup A: LS Bz5\nsetup B: LS Bz5\n"),
               Catch::Contains("7:") && Catch::Contains("[C1]"));
    // The short beam form parses in a classic record.
    CHECK(record_error(header() + "\n1. A: bRv\n1. B: bR1\n").empty());
}

TEST_CASE("classic C21: a continued match's later fleets hold one ship of each type plus the remaining materiel in more ships [7.2]")
{
    // Game 1, played by bots to its end.
    auto a = make_bot("hunter"), b = make_bot("hunter");
    const BotGame first = play_bot_game(*a, *b, FleetRule::standard(), 5, nullptr, 500, classic);
    REQUIRE(first.end.terminated);
    Record record;
    record.games.push_back(first.record);
    record.games[0].set_tag("Match", "continued");
    // Game 2: each player's fleet has additional ships of their remaining materiel in cells.
    Rng rng(3);
    GameRecord second;
    second.tags = {{"Rules", "classic", 0}};
    for (int p = 0; p < 2; ++p) {
        FleetRule rule;
        rule.additional = first.end.score[p];
        rule.continued = true;
        second.setup[p].ships = random_setup(rule, rng, classic);
    }
    record.games.push_back(second);
    const std::string text = write_record(record);
    const RefereedMatch m = referee(parse_record(text));
    REQUIRE(m.games.size() == 2);
    CHECK(m.kind == MatchKind::Continued);
    CHECK(m.games[1].additional == first.end.score);
    for (int p = 0; p < 2; ++p) {
        const int extra = first.end.score[p] == 1 ? 0 : first.end.score[p];
        CHECK(fleet_cells(m.games[1].fleets[p]) == 23 + extra);
    }
    // Without the additional ships the second game's setups are refused [7.2].
    record.games[1].setup = {SetupRecord{ships(kFleet)}, SetupRecord{ships(kFleet)}};
    if (first.end.score[0] > 1)
        CHECK_THAT(record_error(write_record(record)), Catch::Contains("[7.2]"));
    // A remaining materiel of 1 cannot be met: no additional ship is required [C21].
    FleetRule one;
    one.additional = 1;
    one.continued = true;
    CHECK(classic.ships.validate_setup(ships(kFleet), one).empty());
    // Several ships of a type need identities [C2].
    FleetRule eight;
    eight.additional = 8;
    eight.continued = true;
    const auto unnumbered = classic.ships.validate_setup(ships(std::string(kFleet) + "; DS Rx4 Rx5 Ry4 Ry5 Ox4 Ox5 Oy4 Oy5"), eight);
    REQUIRE(unnumbered.size() == 1);
    CHECK(unnumbered[0].rule == "C2");
}

TEST_CASE("classic C13: with several death stars each beam needs its own, found by the referee unnamed [6.1.3, 7.2]")
{
    const std::string two = std::string("DS1 Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; DS2 Rx4 Rx5 Ry4 Ry5 Ox4 Ox5 Oy4 Oy5; ") +
                            "KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; HF Bz4 Bz5";
    Game g(fleet(two), fleet(kFleet), classic);
    CHECK_FALSE(refuse(g, Player::A, "bR1 bR5"));       // R1 meets DS1 only, R5 DS2 only
    CHECK_FALSE(refuse(g, Player::A, "bRv bRx"));
    CHECK(rule_of(refuse(g, Player::A, "bRv bRw")) == "6.1.3"); // both only through DS1
    CHECK_FALSE(refuse(g, Player::A, "bRv(DS1) bRx(DS2)"));
    CHECK(rule_of(refuse(g, Player::A, "bRv(DS2)")) == "6.1.3.3");
}
