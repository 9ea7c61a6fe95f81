// The review's judgements kept on disk (issue 26: "a second review is instant", after a
// restart too): one small JSON file per judged record, named by the record's digest and the
// rollouts it was judged with, in the user's cache folder. A file that is missing, damaged
// or of another version is simply judged again; the cache is never trusted for more.
#pragma once

#include "judge/game_judgement.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace ss::app {

// The folder the judgements are kept in (the cache location's "judgements").
QString judgement_folder();
// The judgement kept under `key` (hex-encoded into the file name), if any and whole.
std::optional<GameJudgement> load_judgement(const QString& folder, const QByteArray& key);
// Keeps it; a failure (a full disk, no folder) only means it is judged again next time.
void save_judgement(const QString& folder, const QByteArray& key, const GameJudgement& judgement);

} // namespace ss::app
