#include "judge/win_chances.h"

#include "bots/bot.h"
#include "bots/bot_list.h"
#include "random_play.h"

#include <cstdlib>

#include <memory>
#include <stdexcept>

namespace ss {

namespace {

// A's score at the end of one rollout: the rules' result [2.3.4], or past the turn limit
// the materiel's [2.3.3].
double score_of(const Game& game)
{
    const std::array<int, 2> left = game.over() ? game.end().score
                                                : std::array<int, 2>{game.space(Player::A).remaining_materiel(),
                                                                     game.space(Player::B).remaining_materiel()};
    return left[0] > left[1] ? 1.0 : left[0] < left[1] ? 0.0 : 0.5;
}

} // namespace

RolloutResults play_out(const Position& position, const Actions* first_a, const Actions* first_b,
                        const RolloutPolicy& policy, std::uint64_t seed)
{
    // (by name, "admiral:30" a sampling bot on a budget: make_bot)
    const auto make = [&](int p) -> std::unique_ptr<Bot> {
        const std::string& name = policy.players[static_cast<std::size_t>(p)].empty() ? policy.bot
                                                                                     : policy.players[static_cast<std::size_t>(p)];
        std::unique_ptr<Bot> bot = make_bot(name);
        if (!bot)
            throw std::invalid_argument("no bot named " + name);
        return bot;
    };
    std::array<std::unique_ptr<Bot>, 2> bots{make(0), make(1)};
    RolloutResults out;
    out.score_a.reserve(static_cast<std::size_t>(policy.rollouts));
    std::array<Actions, 2> actions;
    TurnReport report;
    for (int i = 0; i < policy.rollouts; ++i) {
        Game game = position.game;
        std::array<Knowledge, 2> knowledge = position.knowledge;
        for (int p = 0; p < 2; ++p)
            bots[p]->new_game(Player(p), position.rule, mix_seed(seed, 2 * static_cast<std::uint64_t>(i) + p), game.rules());
        bool first = true;
        while (!game.over() && game.turn() <= policy.max_turns) {
            for (int p = 0; p < 2; ++p) {
                const Actions* given = p == 0 ? first_a : first_b;
                if (first && given)
                    actions[p] = *given;
                else
                    bots[p]->turn(knowledge[p], actions[p]);
            }
            first = false;
            if (game.play(actions[0], actions[1], report)) {
                // (a bot's illegal list, never seen: the side that broke a rule loses)
                const bool a_wrong = game.check(Player::A, actions[0]).has_value();
                out.score_a.push_back(a_wrong ? 0.0 : 1.0);
                break;
            }
            for (Player p : {Player::A, Player::B})
                knowledge[index_of(p)].learn(view_of(game, report, p));
        }
        if (static_cast<int>(out.score_a.size()) == i)
            out.score_a.push_back(score_of(game));
        const double s = out.score_a.back();
        (s == 1.0 ? out.chances.a : s == 0.0 ? out.chances.b : out.chances.draw) += 1;
    }
    const double n = std::max(1, policy.rollouts);
    out.chances.a /= n;
    out.chances.b /= n;
    out.chances.draw /= n;
    out.chances.rollouts = policy.rollouts;
    return out;
}

std::string rollout_bot_for(const std::string& tag)
{
    if (tag.rfind("Bot: ", 0) != 0)
        return {};
    const std::string name = rollout_player(tag.substr(5, tag.find_first_of(" (", 5) - 5));
    return make_bot(name) ? name : std::string();
}

std::string rollout_player(const std::string& bot)
{
    // The sampling bots on the rollouts' budget: 30 samples a turn.
    return make_bot(bot + ":30") ? bot + ":30" : bot;
}

Chances win_chances(const Position& position, const RolloutPolicy& policy, std::uint64_t seed)
{
    return play_out(position, nullptr, nullptr, policy, seed).chances;
}

} // namespace ss
