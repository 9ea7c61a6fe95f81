// Property tests over 100,000 random legal games under each ruleset (four cases of 25,000
// each, so ctest can run them side by side): every game terminates [2.3], materiel never rises [2.3.5],
// destroyed stays destroyed [3.8], records round-trip and referee to the same results
// [spec 1, 2], each player's knowledge agrees with the truth [1.4, 11.3], and each
// player's half of the turn, refereed apart on their own space alone, gives exactly
// Game::play's reports and each player's view [2.2.1-2.2.4]. Under the classic rules a
// player's strikes answered in the reverse order give the same results, as the
// simultaneous turn requires [classic 2.4, C5].
#include "half_turn.h"
#include "knowledge.h"
#include "random_play.h"
#include "record.h"
#include "referee.h"
#include "session.h"

#include <algorithm>

#include <catch2/catch.hpp>


using namespace ss;

namespace {

// Checks one player's knowledge against the true game after a turn; "" when it agrees.
std::string disagreement(const Knowledge& k, const Game& game, std::size_t flashcube_before)
{
    const Player p = k.player(), q = other(p);
    const Space& own = game.space(p);
    const Space& opp = game.space(q);
    if (!(k.own().destroyed == own.destroyed) || !(k.own().fired == own.fired) ||
        k.own().burnt_out != own.burnt_out || k.own().destroyed_last_turn != own.destroyed_last_turn)
        return "own space differs";
    if (!game.over()) {
        const Entitlements a = k.entitlements(), b = game.entitlements(p);
        if (a.strikes != b.strikes || a.scans != b.scans || a.missile != b.missile || a.kamikaze != b.kamikaze ||
            a.beam != b.beam)
            return "entitlements differ";
    }
    if (!(k.opponent_destroyed() == opp.destroyed)) // seen exactly: hits, explosions, kamikaze deaths
        return "opponent's destroyed cells differ";
    if (!opp.occupied.contains_all(k.opponent_ship()))
        return "a cell known as ship is empty";
    if (k.opponent_empty().intersects(opp.occupied))
        return "a cell known as empty holds a ship";
    if (!opp.missiles.contains_all(k.opponent_missiles()))
        return "a cell seen to explode is no missile";
    int destroyed_ships = 0;
    for (std::size_t i = 0; i < opp.fleet.size(); ++i)
        destroyed_ships += opp.ship_destroyed(static_cast<int>(i));
    if (static_cast<int>(k.opponent_revealed().size()) != (game.rules().visible.destruction_reports ? destroyed_ships : 0))
        return "revealed ships differ in number";
    for (const SeenShip& s : k.opponent_revealed()) {
        const std::uint8_t i = opp.ship_at[s.cells.first().index];
        if (i == kNoShip || !(opp.fleet[i].cells == s.cells) || opp.fleet[i].type != s.type)
            return "a revealed ship is not the opponent's";
    }
    for (std::size_t n = flashcube_before; n < k.flashcube_received().size(); ++n) {
        const FlashcubeCell& f = k.flashcube_received()[n];
        const std::uint8_t i = opp.ship_at[f.cell.index];
        if (f.ship != (i != kNoShip))
            return "flashcube data is wrong about a ship";
        if (f.ship && (opp.fleet[i].type != f.type || f.destroyed != opp.destroyed.contains(f.cell)))
            return "flashcube data is wrong about a cell";
    }
    return {};
}

// Two players each holding only their own space, playing a turn by the halves
// (half_turn.h) and exchanging only what the rules reveal: the visible aspects, the
// visible results, the ships destroyed (type, identity, cells) and flashcube data.
struct Halves {
    std::array<Space, 2> own; // each player's own space, as they record it
    std::array<std::vector<ActionUse>, 2> uses;

    explicit Halves(const Game& game)
        : own{Space(game.space(Player::A).fleet, game.rules()), Space(game.space(Player::B).fleet, game.rules())}
    {
    }
    int reorderings = 0; // classic turns whose strikes, answered in reverse, gave the same results

    // Plays the turn; "" when every report and view is Game::play's.
    std::string play(const Game& game, int turn, const Actions& a, const Actions& b, const TurnReport& r)
    {
        const std::array<const Actions*, 2> acts{&a, &b};
        std::array<CellSet, 2> before;
        std::array<std::vector<Outcome>, 2> outcomes, aspects;
        for (int p = 0; p < 2; ++p) {
            if (check_actions(Player(p), own[p], entitlements(own[p], turn), *acts[p], uses[p]))
                return "a player's own check refuses what the game played";
            before[p] = own[p].destroyed;
            take_actions(own[p], *acts[p], uses[p], outcomes[p]);
        }
        const bool simultaneous = game.rules() == classic_rules(); // no order [C5]
        for (int p = 0; p < 2; ++p) {
            visible_aspects(outcomes[p], aspects[p]); // sent to the other player
            if (simultaneous && aspects[p].size() > 1) {
                Space copy = own[1 - p];
                std::vector<Outcome> reversed(aspects[p].rbegin(), aspects[p].rend());
                answer_aspects(copy, reversed);
                end_turn(copy);
                std::reverse(reversed.begin(), reversed.end());
                ++reorderings;
                if (!(reversed == (answer_aspects(copy = own[1 - p], aspects[p]), aspects[p])))
                    return "the order of strikes changed a classic result";
                end_turn(copy);
                visible_aspects(outcomes[p], aspects[p]); // unanswered again
            }
            answer_aspects(own[1 - p], aspects[p]);            // answered on their space alone
            receive_results(own[p], outcomes[p], aspects[p]); // the results sent back
        }
        for (Space& s : own)
            end_turn(s); // what the ruleset destroys at the end of the turn [classic C5]
        std::array<std::vector<DestroyedShip>, 2> destroyed;
        std::array<std::vector<SeenShip>, 2> seen; // as reported to the other player
        for (int p = 0; p < 2; ++p) {
            report_destroyed(own[p], before[p], destroyed[p]);
            own[p].destroyed_last_turn = (own[p].destroyed - before[p]).size();
            for (DestroyedShip& d : destroyed[p]) {
                const Ship& s = own[p].fleet[d.ship];
                if (game.rules().visible.flashcube)
                    report_flashcube(own[1 - p], s.cells, d); // by the other player, on their space
                seen[p].push_back({s.type, static_cast<std::uint8_t>(s.numbered ? s.identity : 0), s.cells,
                                   {d.begin(), d.end()}});
            }
        }
        for (int p = 0; p < 2; ++p) {
            const Space& truth = game.space(Player(p));
            if (!(own[p].destroyed == truth.destroyed) || !(own[p].fired == truth.fired) ||
                own[p].burnt_out != truth.burnt_out)
                return "a player's own space differs from the game's";
            if (!(outcomes[p] == r.side[p].outcomes))
                return "a player's outcomes differ from Game::play's";
            if (destroyed[p].size() != r.side[p].destroyed.size())
                return "the ships reported destroyed differ from Game::play's";
            for (std::size_t i = 0; i < destroyed[p].size(); ++i)
                if (destroyed[p][i].ship != r.side[p].destroyed[i].ship ||
                    !std::equal(destroyed[p][i].begin(), destroyed[p][i].end(), r.side[p].destroyed[i].begin(),
                                r.side[p].destroyed[i].end()))
                    return "destruction reports or flashcube data differ from Game::play's";
            TurnView v;
            v.turn = turn;
            v.own = outcomes[p];
            v.own_destroyed = seen[p];
            v.opponent = aspects[1 - p];
            if (game.rules().visible.destruction_reports) // none in classic [C20]
                v.opponent_destroyed = seen[1 - p];
            v.end = r.end;
            if (!(v == view_of(game, r, Player(p))))
                return "a player's view from the halves differs from view_of";
        }
        return {};
    }
};

struct Tally {
    int games = 0, terminated = 0, turns = 0, kamikaze = 0, beams = 0, burnouts = 0, explosions = 0, scans = 0;
    int by_2_3_2 = 0;
    int double_hits = 0; // two hits on one cell in one turn [classic C5]
    int reorderings = 0;
    std::string first_failure;
    void fail(int game, int turn, const std::string& why)
    {
        if (first_failure.empty())
            first_failure = "game " + std::to_string(game) + ", turn " + std::to_string(turn) + ": " + why;
    }
};

void run_games(std::uint64_t seed, int count, Tally& t, const Ruleset& rules = rules_2_6_1())
{
    Rng rng(seed);
    for (int g = 0; g < count; ++g) {
        // One game in ten has a random cost-24 fleet [3.7.1]: several ships of a type,
        // gunboats, several death stars. Classic has no cost fleets: one game in ten is a
        // continued match's later game, with 2 to 23 cells of additional ships [7.2].
        FleetRule rule = g % 10 == 9 ? FleetRule::with_cost(24) : FleetRule::standard();
        if (!rules.matches.cost_fleets) {
            rule = FleetRule::standard();
            if (g % 10 == 9) {
                rule.additional = 2 + g / 10 % 22;
                rule.continued = true;
            }
        }
        GameRecord record;
        record.tags = {{"Rules", std::string(rules.tag), 0}, {"Fleet", rule.tag(), 0}};
        std::vector<TurnReport> reports;
        std::array<std::optional<Knowledge>, 2> know;
        std::array<int, 2> materiel{};
        std::array<CellSet, 2> destroyed{};
        std::optional<Halves> halves;
        const auto observe = [&](const Game& game, const Actions& a, const Actions& b, const TurnReport& r) {
            const int turn = r.turn;
            if (turn == 1)
                for (int p = 0; p < 2; ++p) {
                    record.setup[p].ships = specs_of(game.space(Player(p)).fleet);
                    know[p].emplace(Player(p), game.space(Player(p)).fleet, game.rules());
                    materiel[p] = fleet_cells(game.space(Player(p)).fleet);
                    halves.emplace(game); // fleets only: nothing is destroyed before turn 1
                }
            if (const std::string why = halves->play(game, turn, a, b, r); !why.empty())
                t.fail(g, turn, "halves: " + why);
            std::array<TurnRecord, 2> line;
            for (int p = 0; p < 2; ++p)
                for (const Action& act : p == 0 ? a : b) {
                    line[p].tokens.push_back(to_token(act));
                    t.kamikaze += act.kind == ActionKind::Kamikaze;
                    t.beams += act.kind == ActionKind::Beam;
                    t.scans += act.kind == ActionKind::Scan;
                }
            record.turns.push_back(line);
            reports.push_back(r);
            for (int p = 0; p < 2; ++p) {
                const Space& s = game.space(Player(p));
                if (s.remaining_materiel() > materiel[p])
                    t.fail(g, turn, "materiel rose");
                if (!s.destroyed.contains_all(destroyed[p]))
                    t.fail(g, turn, "a destroyed cell became undamaged");
                materiel[p] = s.remaining_materiel();
                destroyed[p] = s.destroyed;
                CellSet hit;
                for (const Outcome& o : r.side[p].outcomes) {
                    t.burnouts += o.burnout;
                    t.explosions += o.explosions.count > 0;
                    for (int k = 0; k < (o.kind == ActionKind::Strike || o.kind == ActionKind::Beam ? o.cells : 0); ++k)
                        if (o.result[k] == StrikeResult::Hit) {
                            t.double_hits += hit.contains(o.target[k]);
                            hit.insert(o.target[k]);
                        }
                }
                const std::size_t before = know[p]->flashcube_received().size();
                know[p]->learn(view_of(game, r, Player(p)));
                const std::string why = disagreement(*know[p], game, before);
                if (!why.empty())
                    t.fail(g, turn, std::string(1, name_of(Player(p))) + "'s knowledge: " + why);
            }
        };
        const RandomGame result = play_random_game(rng, rule, observe, 2000, rules);
        t.reorderings += halves ? halves->reorderings : 0;
        ++t.games;
        t.turns += result.turns;
        t.terminated += result.end.terminated;
        t.by_2_3_2 += result.end.rule == "2.3.2";
        if (!result.end.terminated)
            t.fail(g, result.turns, "the game did not terminate");

        // The record round-trips and referees to the same results.
        Record rec;
        rec.games.push_back(record);
        const std::string text = write_record(rec);
        try {
            const Record back = parse_record(text);
            if (write_record(back) != text)
                t.fail(g, 0, "the record does not round-trip");
            // A continued match's later game is refereed with its additional ships given.
            const auto rg = [&] {
                if (rule.additional == 0)
                    return referee(back).games.front();
                const Session s = Session::replay(back.games.front(), -1, std::array{rule, rule});
                RefereedGame out;
                out.turns = s.reports();
                out.end = s.end();
                return out;
            }();
            if (!(rg.end == result.end) || rg.turns.size() != reports.size())
                t.fail(g, 0, "the referee derives a different end");
            else
                for (std::size_t n = 0; n < reports.size(); ++n)
                    for (int p = 0; p < 2; ++p)
                        if (!(rg.turns[n].side[p].outcomes == reports[n].side[p].outcomes))
                            t.fail(g, static_cast<int>(n + 1), "the referee derives different results");
        } catch (const RecordError& e) {
            t.fail(g, 0, std::string("the written record is refused: ") + e.what() + "\n" + text);
        }
    }
}

void check_tally(const Tally& t, int count, const Ruleset& rules = rules_2_6_1())
{
    INFO(t.first_failure);
    INFO("games " << t.games << ", turns " << t.turns << ", kamikaze " << t.kamikaze << ", beams " << t.beams
                           << ", burn-outs " << t.burnouts << ", explosions " << t.explosions << ", scans " << t.scans
                           << ", ended by 2.3.2 " << t.by_2_3_2 << ", double hits " << t.double_hits
                           << ", turns answered in reverse " << t.reorderings);
    CHECK(t.first_failure.empty());
    CHECK(t.games == count);
    CHECK(t.terminated == count);
    // The random games reach every weapon, so the properties are tested on all of them.
    CHECK(t.kamikaze > 0);
    CHECK(t.beams > 0);
    CHECK(t.explosions > 0);
    CHECK(t.by_2_3_2 > 0);
    if (rules.visible.burnout) {
        CHECK(t.burnouts > 0);
        CHECK(t.scans > 0);
    } else { // classic: no burn-outs or scans [C11, 4.2]; simultaneous turns [C5]
        CHECK(t.burnouts == 0);
        CHECK(t.scans == 0);
        CHECK(t.double_hits > 0);
        CHECK(t.reorderings > 0);
    }
}

} // namespace

TEST_CASE("random legal games terminate, keep materiel and destruction, round-trip, knowledge is true, and the halves of each turn compose to Game::play (1 of 4) [2.3, 3.8, 1.4, 2.2]")
{
    Tally t;
    run_games(101, 25000, t);
    check_tally(t, 25000);
}

TEST_CASE("random legal games terminate, keep materiel and destruction, round-trip, knowledge is true, and the halves of each turn compose to Game::play (2 of 4) [2.3, 3.8, 1.4, 2.2]")
{
    Tally t;
    run_games(202, 25000, t);
    check_tally(t, 25000);
}

TEST_CASE("random legal games terminate, keep materiel and destruction, round-trip, knowledge is true, and the halves of each turn compose to Game::play (3 of 4) [2.3, 3.8, 1.4, 2.2]")
{
    Tally t;
    run_games(303, 25000, t);
    check_tally(t, 25000);
}

TEST_CASE("random legal games terminate, keep materiel and destruction, round-trip, knowledge is true, and the halves of each turn compose to Game::play (4 of 4) [2.3, 3.8, 1.4, 2.2]")
{
    Tally t;
    run_games(404, 25000, t);
    check_tally(t, 25000);
}

TEST_CASE("classic: random legal games terminate, keep materiel and destruction, round-trip, knowledge is true, the halves compose to Game::play and the order of strikes never matters (1 of 4) [classic 2.3, 2.4, 3.4, 1.4, C5]")
{
    Tally t;
    run_games(111, 25000, t, classic_rules());
    check_tally(t, 25000, classic_rules());
}

TEST_CASE("classic: random legal games terminate, keep materiel and destruction, round-trip, knowledge is true, the halves compose to Game::play and the order of strikes never matters (2 of 4) [classic 2.3, 2.4, 3.4, 1.4, C5]")
{
    Tally t;
    run_games(222, 25000, t, classic_rules());
    check_tally(t, 25000, classic_rules());
}

TEST_CASE("classic: random legal games terminate, keep materiel and destruction, round-trip, knowledge is true, the halves compose to Game::play and the order of strikes never matters (3 of 4) [classic 2.3, 2.4, 3.4, 1.4, C5]")
{
    Tally t;
    run_games(333, 25000, t, classic_rules());
    check_tally(t, 25000, classic_rules());
}

TEST_CASE("classic: random legal games terminate, keep materiel and destruction, round-trip, knowledge is true, the halves compose to Game::play and the order of strikes never matters (4 of 4) [classic 2.3, 2.4, 3.4, 1.4, C5]")
{
    Tally t;
    run_games(444, 25000, t, classic_rules());
    check_tally(t, 25000, classic_rules());
}
