// random: uniformly random legal actions, at cells it has not struck yet.
#include "bots/bot_list.h"

namespace ss {

namespace {

class RandomBot : public Bot {
public:
    std::string name() const override { return "random"; }
    void new_game(Player seat, FleetRule rule, std::uint64_t seed, const Ruleset& rules = rules_2_6_1()) override
    {
        Bot::new_game(seat, rule, seed, rules);
        player_ = RandomPlayer(true); // (never a pass with a strike in hand)
    }
    std::vector<ShipSpec> setup() override { return place_fleet(rule(), Placement::Uniform, rng_, this->rules()); }
    void turn(const Knowledge& k, Actions& out) override { player_.choose(k.own(), k.entitlements(), rng_, out); }

private:
    RandomPlayer player_;
};

} // namespace

std::unique_ptr<Bot> make_random_bot() { return std::make_unique<RandomBot>(); }

} // namespace ss
