// Bots by command-line name: a built-in bot's name, or cmd:"PROGRAM ARGS" for an
// external program speaking the bot protocol.
#pragma once

#include "tournament.h"

#include <QString>

namespace ss::cli {

// A factory for the bot, or an empty one with *why set.
BotFactory bot_factory(const QString& spec, QString& why);

} // namespace ss::cli
