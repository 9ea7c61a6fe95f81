#include "tournament.h"
#include "random_play.h"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace ss {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

} // namespace

int BotGame::outcome() const
{
    if (forfeited)
        return *forfeited == Player::A ? -1 : 1;
    if (!end.terminated || end.draw())
        return 0;
    return end.winner() == Player::A ? 1 : -1;
}

BotGame play_bot_game(Bot& a, Bot& b, FleetRule rule, std::uint64_t seed,
                      const std::array<std::vector<ShipSpec>, 2>* fleets, int max_turns, const Ruleset& rules)
{
    std::array<Bot*, 2> bot{&a, &b};
    BotGame out;
    GameRecord header;
    header.tags = {{"Rules", std::string(rules.tag), 0}, {"Fleet", rule.tag(), 0}, {"A", "", 0}, {"B", "", 0}};
    // Before a session exists (no legal setups yet) a forfeit is written here.
    const auto forfeit_at_setup = [&](int p, std::string why) {
        out.forfeited = Player(p);
        out.forfeit_reason = std::move(why);
        header.set_tag("Result", forfeit_tag(Player(p), out.forfeit_reason));
        out.record = std::move(header);
        return out;
    };
    for (int p = 0; p < 2; ++p) {
        bot[p]->new_game(Player(p), rule, mix_seed(seed, p), rules);
        header.set_tag(p == 0 ? "A" : "B", "Bot: " + bot[p]->name()); // external programs name themselves
        const auto t0 = Clock::now();
        std::vector<ShipSpec> ships = bot[p]->setup();
        out.move_ms[p].push_back(ms_since(t0));
        if (const std::string why = bot[p]->failure(); !why.empty())
            return forfeit_at_setup(p, why);
        header.setup[p].ships = fleets ? (*fleets)[p] : std::move(ships);
    }
    for (int p = 0; p < 2; ++p) {
        const auto problems = rules.ships.validate_setup(header.setup[p].ships, rule);
        if (!problems.empty())
            return forfeit_at_setup(p, "illegal setup: " + problems.front().text());
    }
    Session session(std::move(header), rule);
    for (Player p : {Player::A, Player::B})
        bot[index_of(p)]->reveal_opponent(session.game().space(other(p)).fleet);
    const auto forfeit = [&](int p, std::string why) {
        out.forfeited = Player(p);
        out.forfeit_reason = std::move(why);
        session.forfeit(Player(p), out.forfeit_reason);
    };
    std::array<Actions, 2> actions;
    while (!session.over() && session.game().turn() <= max_turns) {
        const int turn = session.game().turn();
        for (int p = 0; p < 2 && !session.over(); ++p) {
            const auto t0 = Clock::now();
            bot[p]->turn(session.knowledge(Player(p)), actions[p]);
            out.move_ms[p].push_back(ms_since(t0));
            if (const std::string why = bot[p]->failure(); !why.empty())
                forfeit(p, "no answer in turn " + std::to_string(turn) + ": " + why);
        }
        for (int p = 0; p < 2 && !session.over(); ++p)
            if (auto v = session.check(Player(p), actions[p]))
                forfeit(p, "illegal actions in turn " + std::to_string(turn) + ": " + v->text());
        if (session.over())
            break;
        session.play(actions[0], actions[1]);
        for (Player p : {Player::A, Player::B})
            bot[index_of(p)]->seen(session.knowledge(p).history().back());
    }
    out.turns = session.turns_played();
    out.end = session.end();
    if (!out.forfeited)
        for (int p = 0; p < 2; ++p)
            bot[p]->game_over(out.end);
    out.record = session.record();
    return out;
}

std::pair<double, double> TournamentResult::ci95() const
{
    if (games == 0)
        return {0, 1};
    const double z = 1.959963984540054, n = games, p = a_score();
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {centre - half, centre + half};
}

const char* to_string(TournamentFleets fleets) { return fleets == TournamentFleets::Own ? "own" : "swapped"; }

TournamentResult run_tournament(const BotFactory& make_a, const BotFactory& make_b, int games, std::uint64_t seed,
                                FleetRule rule, int time_ms, const std::function<void(int, const BotGame&)>& on_game,
                                const Ruleset& rules, TournamentFleets fleet_mode)
{
    TournamentResult r;
    auto a = make_a();
    auto b = make_b();
    a->set_time_budget(time_ms);
    b->set_time_budget(time_ms);
    for (int pair = 0; 2 * pair < games; ++pair) {
        const std::uint64_t s = mix_seed(seed, 1000 + pair);
        // First game: a in seat A. Second: b in seat A, on the same two fleets (swapped) or
        // on fleets each lays out anew (own).
        const BotGame first = play_bot_game(*a, *b, rule, s, nullptr, 500, rules);
        const std::array<std::vector<ShipSpec>, 2> fleets{first.record.setup[0].ships, first.record.setup[1].ships};
        const bool swap_fleets = fleet_mode == TournamentFleets::Swapped && a->accepts_fleet() && b->accepts_fleet();
        const BotGame second = play_bot_game(*b, *a, rule, mix_seed(s, 7), swap_fleets ? &fleets : nullptr, 500, rules);
        for (int g = 0; g < 2; ++g) {
            const BotGame& game = g == 0 ? first : second;
            const int a_seat = g == 0 ? 0 : 1;
            const int result = game.outcome() * (a_seat == 0 ? 1 : -1); // from a's side
            ++r.games;
            r.a_wins += result > 0;
            r.b_wins += result < 0;
            r.draws += result == 0;
            r.unfinished += !game.end.terminated && !game.forfeited;
            r.margin += (game.end.score[a_seat] - game.end.score[1 - a_seat]);
            r.turns += game.turns;
            r.move_ms[0].insert(r.move_ms[0].end(), game.move_ms[a_seat].begin() + 1, game.move_ms[a_seat].end());
            r.move_ms[1].insert(r.move_ms[1].end(), game.move_ms[1 - a_seat].begin() + 1, game.move_ms[1 - a_seat].end());
            if (game.forfeited)
                r.forfeits.push_back("game " + std::to_string(r.games) + ": " + game.forfeit_reason);
            if (on_game)
                on_game(r.games - 1, game);
        }
    }
    return r;
}

namespace {

// The fleet that never shoots back.
class Target : public Bot {
public:
    std::string name() const override { return "target"; }
    std::vector<ShipSpec> setup() override { return random_setup(rule(), rng_, rules()); }
    void turn(const Knowledge&, Actions& out) override { out.clear(); }
};

} // namespace

SoloResult run_solo(const BotFactory& make, int games, std::uint64_t seed, FleetRule rule, int time_ms,
                    const Ruleset& rules, SoloEnd end)
{
    SoloResult r;
    auto bot = make();
    bot->set_time_budget(time_ms);
    Target target;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t s = mix_seed(seed, g);
        bot->new_game(Player::A, rule, mix_seed(s, 0), rules);
        target.new_game(Player::B, rule, mix_seed(s, 1), rules);
        GameRecord header;
        header.tags = {{"Rules", std::string(rules.tag), 0}};
        header.setup = {SetupRecord{bot->setup()}, SetupRecord{target.setup()}};
        Session session(std::move(header), rule);
        if (end == SoloEnd::Destroyed)
            session.exempt_from_2_3_2(Player::B);
        bot->reveal_opponent(session.game().space(Player::B).fleet);
        Actions actions, none;
        while (!session.over() && session.game().turn() <= 1000) {
            const auto t0 = Clock::now();
            bot->turn(session.knowledge(Player::A), actions);
            r.move_ms.push_back(ms_since(t0));
            if (session.play(actions, none))
                break; // an illegal action: counted as never finishing
        }
        r.turns.push_back(session.turns_played());
    }
    return r;
}

double percentile(std::vector<double> values, double fraction)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double pos = fraction * static_cast<double>(values.size() - 1);
    const std::size_t lo = static_cast<std::size_t>(pos);
    const std::size_t hi = std::min(lo + 1, values.size() - 1);
    return values[lo] + (values[hi] - values[lo]) * (pos - static_cast<double>(lo));
}

} // namespace ss
