// Game records (.ssg): reading and writing the interchange format of
// shared/spec/game-record.md. A record holds inputs only — tags, both setups and every
// action list; results are derived by the referee (referee.h).
#pragma once

#include "action.h"
#include "fleet.h"
#include "report.h"
#include "ruleset.h"
#include "violation.h"

#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace ss {

// One or more broken rules at a line of a record: "LINE: message [rule]" each.
class RecordError : public std::runtime_error {
public:
    RecordError(int line, std::vector<Violation> problems);
    RecordError(int line, std::string message, std::string rule);
    int line() const { return line_; }
    const std::vector<Violation>& problems() const { return problems_; }

private:
    int line_;
    std::vector<Violation> problems_;
};

struct Tag {
    std::string name;
    std::string value;
    int line = 0;
};

struct SetupRecord {
    std::vector<ShipSpec> ships;
    int line = 0; // 0 when absent
};

struct TurnRecord {
    std::vector<std::string> tokens; // as written
    Actions actions;                 // parsed from tokens
    int line = 0;                    // 0 when absent
};

struct GameRecord {
    std::vector<Tag> tags; // in the order written, unknown ones included
    std::array<SetupRecord, 2> setup;
    std::vector<std::array<TurnRecord, 2>> turns; // turns[n - 1][player]
    int first_line = 0;
    // Written as "# …" comment lines after the setups (a network game's chat); reading a
    // record skips comments, so they are not read back.
    std::vector<std::string> comments;

    // The [Rules] value of the record's first game, which later games inherit [classic C1];
    // empty in the first game.
    std::string inherited_rules;

    // The ruleset the game is played by: its [Rules] tag, else the first game's, else
    // 2.6.1; nothing when the value names no ruleset.
    std::string rules_tag() const;
    const Ruleset* ruleset() const { return ruleset_named(rules_tag()); }

    // The tag's value, or `fallback` when the game has no such tag.
    std::string tag(std::string_view name, std::string_view fallback = {}) const;
    // The line the tag is on, or the game's first line when it has no such tag.
    int tag_line(std::string_view name) const;
    void set_tag(std::string_view name, std::string_view value);
    // The player whose fleet was never revealed: a game won on time whose loser did not
    // answer the claim [issue 25; docs/record-format.md] holds only the winner's setup line
    // and no turns; such a game cannot be played through. Nothing for every other game.
    std::optional<Player> unrevealed() const;
};

struct Record {
    std::vector<GameRecord> games;
};

// The Result tag of a game with a clock won on time, the other player's turn not having
// come in time: "A wins on time" (docs/record-format.md).
std::string on_time_tag(Player loser);

// Parses a record. Comments (# to end of line, {...} anywhere) and CRLF line ends are
// allowed; syntax errors throw RecordError with the line. Rules are not checked here.
Record parse_record(std::string_view text);

// Writes a record in canonical form: tags, setups, then one line per player per turn.
std::string write_record(const Record& record);
// One setup line's ship list, as after "setup A:" [11.6].
std::string write_ships(const std::vector<ShipSpec>& ships);
// One turn line's tokens ("-" when there are none).
std::string write_tokens(const std::vector<std::string>& tokens);
// Parses a ship list such as "DS Rv1 ...; KC ...", as in a setup line or the bot protocol:
// the ruleset's ship types only [11.6; classic C2].
std::vector<ShipSpec> parse_ships(std::string_view text, int line, const Ruleset& rules = rules_2_6_1());
// Parses one turn line's tokens, as in a record or the bot protocol, in the ruleset's
// notation [11.5; classic 8.2, C1].
TurnRecord parse_tokens(std::string_view text, int line, const Ruleset& rules = rules_2_6_1());

} // namespace ss
