// The bot protocol's JSON (docs/bot-protocol.md): `seen` objects both ways, and `end`
// objects; and the entries the network protocol exchanges (docs/network-protocol.md) in
// the same vocabulary: outcomes, ships destroyed, flashcube data.
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

// One result entry, {"kind", "target" or "targets", "result(s)", "explosions",
// "burnout"}, or without the results a visible aspect still to be answered; and back
// (nothing, with *error, when malformed).
QJsonObject outcome_entry(const Outcome& o, bool with_results = true);
std::optional<Outcome> parse_outcome_entry(const QJsonObject& entry, QString* error, bool with_results = true);
// A ship reported destroyed, {"ship": "KC", "cells": [...], "flashcube": [...]}, and back.
QJsonObject ship_entry(const SeenShip& ship);
std::optional<SeenShip> parse_ship_entry(const QJsonObject& entry, QString* error);
// One cell of flashcube data, {"cell", "ship": "KC" or null, "destroyed"}, and back.
QJsonObject flashcube_entry(const FlashcubeCell& f);
std::optional<FlashcubeCell> parse_flashcube_entry(const QJsonObject& entry, QString* error);

} // namespace ss::json
