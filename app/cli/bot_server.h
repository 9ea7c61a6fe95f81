// spaceships-cli bot --bot NAME: serves a built-in bot over the bot protocol on standard
// input and output (docs/bot-protocol.md).
#pragma once

#include <QStringList>

namespace ss::cli {

int serve_bot(const QStringList& args);

} // namespace ss::cli
