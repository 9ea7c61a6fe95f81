// A match [9, 10]: several games between the same two players, kept as one record. A
// scored match sums the games' scores and is won on the overall score [9.4, 9.5]; in a
// continued match each later game's fleets add ships costing the player's remaining
// materiel at the end of the last game [10.2, 10.3], and the last game decides it [10.6].
// The players agree how many games it lasts [9.3, 10.6]; it ends only when a game has just
// terminated [9.3.1, 10.6.1]. The record's first game says so in its tags: [Match "scored"]
// [9] or [Match "continued"] [10], and [Games "N"] for the agreed length.
#pragma once

#include <QCoreApplication>

#include "fleet.h"
#include "record.h"
#include "report.h"

#include <QString>

#include <array>
#include <vector>

namespace ss::app {

class Match {
    Q_DECLARE_TR_FUNCTIONS(Match)

public:
    enum class Kind { Single, Scored, Continued };

    // A new match of `games` games (a single game: not a match).
    void begin(Kind kind, int games);
    // The rules the match is played by (its texts: classic [7] or 2.6.1 [9, 10]).
    void set_rules(const Ruleset& rules) { rules_ = &rules; }
    void clear() { begin(Kind::Single, 1); }
    // From a record's games, all of them terminated but perhaps the last [9.3.1]: the
    // match so far, with the last game's `rules` for going on. `ends` are the games' ends.
    void restore(const Record& record, const std::vector<GameEnd>& ends);

    Kind kind() const { return kind_; }
    bool active() const { return kind_ != Kind::Single; }
    int planned() const { return planned_; }
    // Games finished, and the number of the game in play or next.
    int finished() const { return static_cast<int>(games_.size()); }
    int current() const { return finished() + 1; }
    // The agreed number of games is played [9.3.1, 10.6.1].
    bool over() const { return active() && finished() >= planned_; }

    // Each player's fleet rule for the coming game: the base rule, plus in a continued
    // match's later games additional ships costing the remaining materiel [10.3].
    std::array<FleetRule, 2> rules(FleetRule base) const { return rules_of(finished(), base); }
    // The same for game `index` (0 the first) of the match.
    std::array<FleetRule, 2> rules_of(int index, FleetRule base) const;
    // Ends the match after the games finished (a forfeit: no game may follow [9.3.1]).
    void stop() { planned_ = std::max(1, finished()); }
    // The tags the match's first game carries ([Match], [Games]); none for a single game.
    void tag_first_game(GameRecord& game) const;
    // A game of the match has ended.
    void add(const GameRecord& game, const GameEnd& end);
    // The record of the whole match: the finished games, then the one in play if any.
    Record record(const GameRecord* in_play = nullptr) const;
    const std::vector<GameRecord>& games() const { return games_; }
    const std::vector<GameEnd>& ends() const { return ends_; }

    // The overall scores, summed over the finished games [9.4].
    std::array<int, 2> overall() const;
    // "Scored match [9], game 2 of 3 — overall Ann 14, Admiral 9 [9.4]" from A's and B's
    // names while a game is under way or being set up; once a game has ended ("between"),
    // "1 of 3 games played — …".
    QString describe(const std::array<QString, 2>& names, bool between = false) const;
    // Once over: who won the match and by which rule [9.5, 10.6].
    QString result(const std::array<QString, 2>& names) const;

private:
    Kind kind_ = Kind::Single;
    const Ruleset* rules_ = &rules_2_6_1();
    int planned_ = 1;
    std::vector<GameRecord> games_;
    std::vector<GameEnd> ends_;
};

} // namespace ss::app
