// Games saved as records (.ssg, shared/spec/game-record.md) and the player's preferences:
// what the game keeps between sessions. The player is A, the bot B.
#pragma once

#include "game.h"
#include "knowledge.h"
#include "record.h"

#include <QSize>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace ss::app {

// Writes a record in one step (QSaveFile): the old file stays whole if writing fails.
bool save_record_file(const QString& path, const Record& record);

// The B tag of a game against a bot: "Bot: sampler (Captain)"; the level may be empty.
std::string bot_tag(const std::string& bot, const std::string& level);

struct SavedGame {
    Record record;     // one game, refereed: every setup and action is legal
    std::string bot;   // the bot its B tag names, "" when it names none
    std::string level; // the difficulty its B tag names, "" when none
};
// Reads and referees a saved game (a path or file URL). On failure, nothing, with *error
// "FILE:LINE: message [rule]" (one line per problem) or "Cannot open FILE: why".
std::optional<SavedGame> load_saved_game(const QString& where, QString* error);

// A game replayed from its record to some turn: the game and both players' knowledge.
struct ReplayedGame {
    std::unique_ptr<Game> game;
    std::optional<Knowledge> player, bot;
};
// Replays the first `turns` turns (all when negative) of a refereed game.
ReplayedGame replay_game(const GameRecord& record, int turns = -1);

// The player's preferences, kept in QSettings. Bad or missing values come back as the
// defaults (-1, false, an empty layout, ""); the layout is returned only when it parses.
struct Preferences {
    int difficulty = -1;
    bool cost_fleet = false;
    std::vector<ShipSpec> layout;
    QString unfinished; // the last unfinished game's record, if the file still exists
    QSize window;       // the window's last size, or an invalid size
};
Preferences load_preferences();
void save_preferences(int difficulty, bool cost_fleet, const std::vector<ShipSpec>& layout);
void save_unfinished(const QString& path);
void save_window_size(QSize size);

} // namespace ss::app
