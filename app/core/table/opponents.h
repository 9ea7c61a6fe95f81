// The opponents the game offers — Practice (the random bot) and the engine's three
// difficulty levels — and how a record's [A]/[B] tag names a player: a person by name,
// a bot as "Bot: sampler (Admiral)" [spec 1.1].
#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace ss::app {

struct Level {
    QString label;   // "Captain"
    std::string bot; // "density"
};
// Easiest first: Practice, Cadet, Captain, Admiral.
const std::vector<Level>& levels();
// A level's name ("Captain", as records keep it) in the player's language.
QString level_name(const QString& label);
QStringList level_labels();
// What each level does and how strong it is, in the levels' order, for the setup screen.
QStringList level_descriptions();
// The level of this label, or -1.
int level_index(const std::string& label);

// How the game names a bot: a level's own bot by the level ("Captain"), another bot at a
// level by both ("Admiral (sampler)", from an older record), or "Sampler bot" with no level.
QString bot_label(const std::string& bot, const std::string& level);
// The record's tag for a bot: "Bot: sampler (Admiral)", or "Bot: sampler".
std::string bot_tag(const std::string& bot, const std::string& level);

// A player as a record's tag names them.
struct TaggedPlayer {
    bool bot = false;
    std::string name;  // the person's name, or the bot's ("sampler")
    std::string level; // a bot's level, "" when none
};
TaggedPlayer player_of_tag(const std::string& tag);

} // namespace ss::app
