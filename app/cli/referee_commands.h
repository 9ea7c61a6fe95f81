// The referee's commands of docs/record-format.md section 3: replay and check.
#pragma once

#include <QString>

namespace ss::cli {

// Exit statuses [spec 3]: 0 success, 2 a record error, 1 any other failure.
constexpr int kOk = 0;
constexpr int kFailure = 1;
constexpr int kRecordError = 2;

// Referees FILE and prints the replay JSON to standard output.
int replay(const QString& path);
// Referees FILE and prints a human summary.
int check(const QString& path);

} // namespace ss::cli
