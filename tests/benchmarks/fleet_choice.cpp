// What a player's setup choices are worth against a bot: the choice of scout and saucer
// [3.7] and the way the fleet is laid out (Random, Hide well). Both seats aim alike (the same
// bot); one lays out the ships given, the other its own fleet, in pairs with seats swapped.
// Playtest 44 lost 0-13 to the Commodore with the light scout, the setup screen's default
// then, and a "Hide well" layout; this measured why. Not run by ctest; see docs/benchmarks.md.
//
//   build/tests/benchmarks/fleet-choice BOT GAMES CHOICE...
//   CHOICE: PLACEMENT:SHIPS, PLACEMENT uniform|least|mixed (Random; the least dense of 12,
//   Hide well before; one of the least dense eighth of 160, at random, Hide well now),
//   SHIPS FL|FH|PL|PH (flying saucer or patrol cruiser, light or heavy scout).
#include "bots/bot.h"
#include "tournament.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace ss;

namespace {

// The bot's aim with the ships and placement given.
class Chooser : public Bot {
public:
    Chooser(std::unique_ptr<Bot> aim, Placement placement, std::vector<ShipType> ships)
        : aim_(std::move(aim)), placement_(placement), ships_(std::move(ships)) {}
    std::string name() const override { return "chooser"; }
    void new_game(Player seat, FleetRule rule, std::uint64_t seed, const Ruleset& rules) override
    {
        Bot::new_game(seat, rule, seed, rules);
        aim_->set_time_budget(time_budget());
        aim_->new_game(seat, rule, seed ^ 0x9e3779b97f4a7c15ULL, rules);
    }
    std::vector<ShipSpec> setup() override { return place_ships(ships_, placement_, rng_, rules()); }
    void turn(const Knowledge& knowledge, Actions& out) override { aim_->turn(knowledge, out); }

private:
    std::unique_ptr<Bot> aim_;
    Placement placement_;
    std::vector<ShipType> ships_;
};

} // namespace

int main(int argc, char** argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: fleet-choice BOT GAMES PLACEMENT:SHIPS...\n");
        return 1;
    }
    const std::string bot = argv[1];
    const int games = std::max(2, std::atoi(argv[2]));
    if (!make_bot(bot)) {
        std::fprintf(stderr, "fleet-choice: no bot called %s\n", bot.c_str());
        return 1;
    }
    for (int i = 3; i < argc; ++i) {
        const std::string choice = argv[i];
        const std::size_t colon = choice.find(':');
        const std::string how = choice.substr(0, colon), ships = colon == std::string::npos ? "" : choice.substr(colon + 1);
        if (ships.size() != 2 || (how != "uniform" && how != "least" && how != "mixed")) {
            std::fprintf(stderr, "fleet-choice: %s is not PLACEMENT:SHIPS\n", choice.c_str());
            return 1;
        }
        const Placement placement = how == "uniform" ? Placement::Uniform : how == "least" ? Placement::AvoidDensity : Placement::Evasive;
        const std::vector<ShipType> types{ShipType::DeathStar, ShipType::KillCruiser,
                                          ships[0] == 'P' ? ShipType::PatrolCruiser : ShipType::FlyingSaucer,
                                          ShipType::MissileDestroyer,
                                          ships[1] == 'H' ? ShipType::HeavyScout : ShipType::LightScout};
        const TournamentResult r = run_tournament(
            [&] { return std::unique_ptr<Bot>(std::make_unique<Chooser>(make_bot(bot), placement, types)); },
            [&] { return make_bot(bot); }, games, 2026, FleetRule::standard(), 1000, {}, rules_2_6_1(), TournamentFleets::Own);
        const auto [lo, hi] = r.ci95();
        std::printf("%-12s against %s's own fleet: %.2f %% [%.1f, %.1f] of %d games\n", choice.c_str(), bot.c_str(),
                    100 * r.a_score(), 100 * lo, 100 * hi, r.games);
        std::fflush(stdout);
    }
}
