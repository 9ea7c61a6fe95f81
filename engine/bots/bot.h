// The bot interface: a bot sees only its player's knowledge (knowledge.h) and returns a
// legal setup and legal action lists. Deterministic for a seed; a time budget per move.
#pragma once

#include "fleet.h"
#include "knowledge.h"
#include "random_play.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ss {

class Bot {
public:
    virtual ~Bot() = default;

    // "density", "sampler", ...
    virtual std::string name() const = 0;

    // A new game: the bot's seat, the fleet both players must field, and a seed for
    // everything random the bot does in this game.
    virtual void new_game(Player seat, FleetRule rule, std::uint64_t seed, const Ruleset& rules = rules_2_6_1())
    {
        seat_ = seat;
        rule_ = rule;
        rules_ = &rules;
        rng_.seed(seed);
    }
    // Thinking time per setup or turn, in milliseconds.
    void set_time_budget(int ms) { budget_ms_ = ms; }
    int time_budget() const { return budget_ms_; }

    // The bot's fleet for this game [2.1]: a legal setup for rule().
    virtual std::vector<ShipSpec> setup();
    // The bot's actions for the coming turn, from what its player knows. The referee
    // checks them; a bot that answers illegally loses the game.
    virtual void turn(const Knowledge& knowledge, Actions& out) = 0;

    // What the bot's player saw in the turn just resolved, and the end of the game.
    // Built-in bots read their Knowledge instead; external programs are told.
    virtual void seen(const TurnView&) {}
    virtual void game_over(const GameEnd&) {}
    // Why the bot gave no answer (an external program that crashed, fell silent or
    // answered garbage), or "" when it answered. The referee checks it after each
    // setup and turn; a bot that fails loses the game.
    virtual std::string failure() const { return {}; }

    // Whether the referee may hand the bot a fleet other than its own setup (for pairs
    // of games with fleets swapped). External programs cannot be told, so they may not.
    virtual bool accepts_fleet() const { return true; }

    // Only the oracle uses this: the opponent's whole fleet, to measure the limit of
    // play. Other bots ignore it, and referees give it to no other bot.
    virtual void reveal_opponent(const Fleet&) {}

    FleetRule rule() const { return rule_; }
    const Ruleset& rules() const { return *rules_; }
    Player seat() const { return seat_; }

protected:
    Rng rng_{0};
    Player seat_ = Player::A;
    FleetRule rule_;
    const Ruleset* rules_ = &rules_2_6_1();
    int budget_ms_ = 1000;
};

// Placement strategies [2.1]: uniformly random legal setups; setups that avoid the cells
// a density shooter favours (the centre of the space: the best of a dozen draws); or a
// mixed strategy against shooters (Evasive, bot.cpp): the larger scout and the patrol
// cruiser more often than not, and one of the least dense of many draws chosen at random,
// so that no one layout can be learnt.
enum class Placement { Uniform, AvoidDensity, Evasive };
std::vector<ShipSpec> place_fleet(FleetRule rule, Placement placement, Rng& rng, const Ruleset& rules = rules_2_6_1());
// How well a setup hides from shooters that look first where ships usually lie (what the
// Admiral's own setup optimises): the share of random setups of the same ships whose cells
// lie in likelier places (prior_density, beliefs.h) — 0 as easy to find as any, 1 harder
// than all. Deterministic (its random setups are seeded).
double setup_cover(const std::vector<ShipSpec>& ships, const Ruleset& rules = rules_2_6_1(), int samples = 200);
// The same for ships of these types (the player's own choices on the setup screen).
std::vector<ShipSpec> place_ships(const std::vector<ShipType>& types, Placement placement, Rng& rng,
                                  const Ruleset& rules = rules_2_6_1());
// The same around cells already taken (ships laid out by hand: "random for the rest");
// nothing when the taken cells leave no room for these ships.
std::optional<std::vector<ShipSpec>> place_ships_around(const std::vector<ShipType>& types, CellSet taken,
                                                        Placement placement, Rng& rng,
                                                        const Ruleset& rules = rules_2_6_1());

// The built-in bots by name: random, hunter, density, hider, sampler, commodore, admiral,
// oracle; "sampler:N", "commodore:N" and "admiral:N" draw N samples a turn (the rollouts'
// budget); nullptr for an unknown name.
std::unique_ptr<Bot> make_bot(std::string_view name);
const std::vector<std::string>& bot_names();

// The difficulty levels the GUI offers (besides Practice), easiest first, and the bot behind each.
struct Difficulty {
    std::string_view label;
    std::string_view bot;
};
const std::vector<Difficulty>& difficulties();

} // namespace ss
