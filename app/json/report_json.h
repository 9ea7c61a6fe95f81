// Turn reports and refereed games as the JSON of docs/record-format.md section 3.1.
#pragma once

#include "referee.h"
#include "record.h"
#include "report.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ss::json {

// One result entry, e.g. {"token": "Rv1", "kind": "strike", "target": "Rv1", ...}.
QJsonObject outcome(const Outcome& o, const QString& token, const Ruleset& rules = rules_2_6_1());
// A ship its owner reports destroyed, with the opponent's flashcube data.
QJsonObject destroyed_ship(const Fleet& owner, const DestroyedShip& d, const Ruleset& rules = rules_2_6_1());
// {"actions": [...], "destroyed": [...]} for one player's side of a turn.
QJsonObject side(const Fleet& owner, const SideReport& s, const std::vector<std::string>& tokens,
                 const Ruleset& rules = rules_2_6_1());
// {"terminated", "rule", "score", "winner"}.
QJsonObject end(const GameEnd& e);
// The whole replay document: {"games": [...]} (plus "match" for scored and continued matches).
QJsonObject replay(const Record& record, const RefereedMatch& match);

QString cell(Cell c);

} // namespace ss::json
