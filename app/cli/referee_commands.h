// The referee's commands of docs/record-format.md section 3: replay and check.
#pragma once

#include <QString>
#include <QStringList>

namespace ss::cli {

// Exit statuses [spec 3]: 0 success, 2 a record error, 1 any other failure.
constexpr int kOk = 0;
constexpr int kFailure = 1;
constexpr int kRecordError = 2;

// Referees FILE and prints the replay JSON to standard output.
int replay(const QString& path);
// Referees FILE and prints a human summary.
int check(const QString& path);
// Judges every turn of every game in a record (engine/judge): analyse FILE [--seed S]
// [--rollouts N] [--policy BOT] [--no-judgement]; prints JSON.
int analyse(const QStringList& args);

} // namespace ss::cli
