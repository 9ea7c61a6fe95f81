// Bot commands of spaceships-cli: tournament and solo (issue 3).
#pragma once

#include "fleet.h"
#include "record.h"

#include <QStringList>

namespace ss::cli {

// spaceships-cli tournament --a BOT --b BOT --games N --seed S [--json] [--records DIR] [--time MS] [--fleet F]
int tournament(const QStringList& args);
// spaceships-cli match --a BOT --b BOT --seed S [--record FILE] [--time MS] [--fleet F]
int match(const QStringList& args);
// spaceships-cli solo --bot BOT --games N --seed S [--json] [--time MS]
int solo(const QStringList& args);

// "standard", "cost N" or "cost-N" as a fleet rule; false when it is none of them.
bool parse_fleet(const QString& text, FleetRule& rule);
// Writes one game as a record file; false on failure.
bool write_game(const QString& path, const GameRecord& game);

} // namespace ss::cli
