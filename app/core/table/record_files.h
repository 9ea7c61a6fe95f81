// Games saved as records (.ssg, docs/record-format.md): written in one step, read
// and refereed before anything is shown, and named in the records folder.
#pragma once

#include "record.h"
#include "referee.h"

#include <QString>

#include <optional>

namespace ss::app {

// A path, or a file URL as file dialogs give it, as a local path.
QString local_path(const QString& where);

// Writes a record in one step (QSaveFile): the old file stays whole if writing fails, and
// no empty or half-written file is left; *why says what failed ("No space left on device").
// An unfinished game is written `sealed`: its setups hidden (record_seal.h) [1.4].
bool save_record_file(const QString& path, const Record& record, QString* why = nullptr, bool sealed = false);

// A record file's text, its sealed setups opened with this user's key; nothing on
// failure, with *error "Cannot open FILE: why" or "FILE:LINE: …" for a seal that does not open.
std::optional<std::string> read_record_text(const QString& path, QString* error);

// Reads and referees a saved game or match (a path or file URL): every setup and action
// legal [spec 2]. On failure, nothing, with *error "FILE:LINE: message [rule]" (one line per
// problem) or "Cannot open FILE: why".
// `refereed`, when given, receives the referee's findings (each game's end).
std::optional<Record> load_record_file(const QString& where, QString* error, RefereedMatch* refereed = nullptr);

// A new record's path in the folder, named by the time it was begun and, when given, its
// players, so that a person can tell the files apart ("2026-11-23 10.04 Alice vs Admiral.ssg").
QString new_record_path(const QString& folder, const QString& players = {});

// The records folder: `folder`, or the application data folder's "games".
QString records_folder(const QString& folder);

} // namespace ss::app
