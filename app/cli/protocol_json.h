// The bot protocol's JSON (shared/spec/bot-protocol.md): `seen` objects both ways, and
// `end` objects.
#pragma once

#include "knowledge.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace ss::json {

// What one player saw in a turn, as the `seen` command sends it.
QJsonObject seen(const TurnView& view, const Fleet& own);
// Reads a `seen` object back; nothing, with *error set, if it is malformed.
std::optional<TurnView> parse_seen(const QJsonObject& seen, const Fleet& own, QString* error);
// {"rule", "score", "winner"} for the `end` command.
QJsonObject game_end(const GameEnd& end);

} // namespace ss::json
