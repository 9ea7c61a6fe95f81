// Bot against bot: one refereed game, and series of games in pairs with fleets and seats
// swapped. The referee gives each bot only its own player's knowledge (and the oracle the
// opponent's fleet); a bot whose setup or actions break a rule loses that game.
#pragma once

#include "bots/bot.h"
#include "game.h"
#include "record.h"
#include "session.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ss {

struct BotGame {
    GameRecord record;  // tags, setups and every action list, as played
    GameEnd end;        // end.terminated false if the turn limit stopped it
    int turns = 0;
    std::optional<Player> forfeited; // the player who lost by breaking a rule
    std::string forfeit_reason;
    std::array<std::vector<double>, 2> move_ms; // thinking time per setup and turn, per seat

    // +1 if A won, -1 if B won, 0 for a draw or an unfinished game.
    int outcome() const;
};

// Plays one game between two bots, a in seat A. Fleets, when given, replace the bots'
// setups (for pairs of games with fleets swapped). The bots' seeds derive from `seed`.
BotGame play_bot_game(Bot& a, Bot& b, FleetRule rule, std::uint64_t seed,
                      const std::array<std::vector<ShipSpec>, 2>* fleets = nullptr, int max_turns = 500,
                      const Ruleset& rules = rules_2_6_1());

using BotFactory = std::function<std::unique_ptr<Bot>()>;

struct TournamentResult {
    int games = 0, a_wins = 0, draws = 0, b_wins = 0, unfinished = 0;
    long long margin = 0; // sum of (a's score - b's score)
    long long turns = 0;
    std::array<std::vector<double>, 2> move_ms; // a, b
    std::vector<std::string> forfeits;

    double a_score() const { return games ? (a_wins + 0.5 * draws) / games : 0; }
    // Wilson 95% interval of a_score.
    std::pair<double, double> ci95() const;
};

// Whose fleets a tournament's games are played with: in pairs with the first game's two
// fleets swapped for the second (the search alone is measured, setup cancels out), or each
// bot's own setup in every game (setup counts, as in a real game).
enum class TournamentFleets { Swapped, Own };
// "swapped", "own".
const char* to_string(TournamentFleets fleets);

// Plays `games` games (rounded up to pairs): in each pair a and b swap seats, and fleets
// too when `fleets` is Swapped. on_game, if given, sees every game as it ends (for writing
// records).
TournamentResult run_tournament(const BotFactory& a, const BotFactory& b, int games, std::uint64_t seed,
                                FleetRule rule = FleetRule::standard(), int time_ms = 1000,
                                const std::function<void(int index, const BotGame&)>& on_game = {},
                                const Ruleset& rules = rules_2_6_1(),
                                TournamentFleets fleets = TournamentFleets::Swapped);

// Turns a bot needs against a fleet that never shoots back (random setups): until that
// fleet is destroyed [2.3.1] (`SoloEnd::Destroyed`), or until the rules end the game — rule
// 2.3.2 too, once the fleet has no action left but kamikaze strikes and scans
// (`SoloEnd::Rules`, the Admiral's target in issue 24).
enum class SoloEnd { Destroyed, Rules };
struct SoloResult {
    std::vector<int> turns; // one per game
    std::vector<double> move_ms;
};
SoloResult run_solo(const BotFactory& bot, int games, std::uint64_t seed, FleetRule rule = FleetRule::standard(),
                    int time_ms = 1000, const Ruleset& rules = rules_2_6_1(), SoloEnd end = SoloEnd::Destroyed);

// Median and 95th percentile of a sample (0 for an empty one).
double percentile(std::vector<double> values, double fraction);

} // namespace ss
