// Bot commands of spaceships-cli: tournament and solo (issue 3).
#pragma once

#include <QStringList>

namespace ss::cli {

// spaceships-cli tournament --a BOT --b BOT --games N --seed S [--json] [--records DIR] [--time MS] [--fleet F]
int tournament(const QStringList& args);
// spaceships-cli match --a BOT --b BOT --seed S [--record FILE] [--time MS] [--fleet F]
int match(const QStringList& args);
// spaceships-cli solo --bot BOT --games N --seed S [--json] [--time MS]
int solo(const QStringList& args);

} // namespace ss::cli
