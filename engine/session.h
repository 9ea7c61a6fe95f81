// A game in play [2]: its Game, its record (tags, both setups, every action list) and
// both players' Knowledge, kept in step. This is the one door into a game: tournaments,
// the referee, the CLI and the desktop game all play through it, and the loop "check
// both action lists, resolve, record, both players learn" is written here once.
#pragma once

#include "fleet.h"
#include "game.h"
#include "knowledge.h"
#include "record.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace ss {

class Session {
public:
    // A new game. `header` holds the tags ([Rules], [Fleet], [A], [B], …) and both setups,
    // which must be legal for `rule` (see validate_setup); any turns in it are dropped.
    Session(GameRecord header, FleetRule rule);
    // The same with a fleet rule per player: a continued match's later games, where each
    // player's additional ships cost their own remaining materiel [10.3].
    Session(GameRecord header, const std::array<FleetRule, 2>& rules);

    // A record's game replayed through its first `up_to_turn` turns (all of them when
    // negative), for refereeing, resuming and review [1.4.1, spec 2]. The fleet rules are
    // the [Fleet] tag's unless given, one per player (a continued match's later games
    // [10.3]). Throws
    // RecordError naming the line and rule of the first problem: an unsupported ruleset,
    // an illegal setup, an action the rules forbid, a turn after the end [D8].
    static Session replay(const GameRecord& record, int up_to_turn = -1,
                          const std::optional<std::array<FleetRule, 2>>& rules = std::nullopt);

    const Game& game() const { return game_; }
    // The ruleset the game is played by, as its [Rules] tag says [12.4; classic C1].
    const Ruleset& rules_set() const { return game_.rules(); }
    const GameRecord& record() const { return record_; }
    GameRecord& record() { return record_; } // for tags only: what was played stays as played
    const Knowledge& knowledge(Player p) const { return knowledge_[index_of(p)]; }
    // The fleet rule of the game (A's, in a continued match where additional ships differ).
    FleetRule rule() const { return rules_[0]; }
    // Each player's fleet rule, for replaying the record again (Session::replay).
    const std::array<FleetRule, 2>& rules() const { return rules_; }
    // The reports of the turns played, in order.
    const std::vector<TurnReport>& reports() const { return reports_; }
    int turns_played() const { return static_cast<int>(reports_.size()); }

    // Over: terminated [2.3] or forfeited.
    bool over() const { return game_.over() || forfeited_.has_value(); }
    const GameEnd& end() const { return game_.end(); }
    std::optional<Player> forfeited() const { return forfeited_; }
    const std::string& forfeit_reason() const { return forfeit_reason_; }

    // Why player p may not record these actions this turn, or nothing (Game::check).
    std::optional<Violation> check(Player p, const Actions& actions) const { return game_.check(p, actions); }

    // Plays one turn [2.2]: checks both lists, resolves the turn, records both lines and
    // lets both players learn what they saw. If either list breaks a rule, or the game is
    // over, nothing changes and the violation is returned. At the end of the game [2.3]
    // the record's Result tag gives the winner, the score and the rule.
    std::optional<Violation> play(const Actions& a, const Actions& b);

    // Player p loses by forfeit (an illegal action or no answer, from a program); the
    // Result tag says why. No turn is played after it.
    void forfeit(Player p, const std::string& reason);

    // Measurement only (Game::exempt_from_2_3_2).
    void exempt_from_2_3_2(Player p) { game_.exempt_from_2_3_2(p); }

private:
    Session(GameRecord header, const std::array<FleetRule, 2>& rules, std::array<Fleet, 2> fleets);
    void record_turn(const Actions& a, const Actions& b);
    void learn(TurnReport report);

    GameRecord record_;
    std::array<FleetRule, 2> rules_;
    Game game_;
    std::array<Knowledge, 2> knowledge_;
    std::vector<TurnReport> reports_;
    std::optional<Player> forfeited_;
    std::string forfeit_reason_;
};

// The ruleset the game's [Rules] tag names (a later game's, the first game's [classic C1]).
// Throws RecordError when it names none this engine plays, or differs from the first
// game's [12.4; classic C1].
const Ruleset& require_supported_rules(const GameRecord& record);

// The Result tag of a terminated game: "A wins 12-7 [2.3.1]", "Draw 3-3 [2.3.2]".
std::string result_tag(const GameEnd& end);
// The Result tag of a forfeit: "B wins: A forfeits (why)".
std::string forfeit_tag(Player loser, const std::string& reason);
// The loser of a forfeit and why, read back from such a Result tag; nothing for any other.
// (A Result tag is never trusted for a game the rules ended; a forfeit ends it outside
// them, so only its record says so: a resignation, an illegal action from a program.)
struct Forfeit {
    Player loser;
    std::string reason;
};
std::optional<Forfeit> forfeit_of(const std::string& result_tag);
// The reason of a network game's resignation [1.4.1] (the desktop game words it its way).
inline constexpr const char* kLeftTheGame = "left the game";
// A game between people with a clock, won because the other's turn did not come in time
// (docs/record-format.md): the Result tag "A wins on time", read back by forfeit_of as a
// forfeit of the other player with this reason.
inline constexpr const char* kOnTime = "on time"; // (its Result tag: on_time_tag, record.h)
// A record's forfeit (its Result tag), given to a session replayed from it that the rules
// have not ended; for programs that keep their own records (the referee never trusts it).
void restore_forfeit(Session& session, const GameRecord& record);

} // namespace ss
