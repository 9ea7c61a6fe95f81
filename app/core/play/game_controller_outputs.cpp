// What the GameController writes out of the game: a copy of its record, a picture of the
// view, its state in one line for tests and scripts; and its texts again in the language
// newly chosen.
#include "game_controller.h"

#include "bench.h" // to_hex
#include "record_files.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace ss::app {

bool GameController::saveCopy(const QString& where)
{
    QString saved_as;
    const QString why = session() ? records_.save_copy(Record{{session()->record()}}, where, &saved_as)
                        : game_  ? game_->record_withheld()
                                 : tr("There is no game to save yet");
    set_error(why);
    if (!why.isEmpty())
        return false;
    set_notice(tr("A copy of the game is saved as %1").arg(QDir::toNativeSeparators(saved_as)));
    return true;
}

QString GameController::picturePath() const
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty() || !QDir().mkpath(folder))
        folder = local_path(records_.shareFolderUrl().toString());
    const int shown = phase_ == Phase::Over ? review_.turn() : turnsPlayed();
    QString path = QDir(folder).filePath(QString("spaceships-turn-%1.png").arg(shown));
    for (int k = 2; QFileInfo::exists(path); ++k) // never over an earlier picture
        path = QDir(folder).filePath(QString("spaceships-turn-%1-%2.png").arg(shown).arg(k));
    return path;
}

void GameController::pictureSaved(const QString& path, bool ok)
{
    set_notice(ok ? tr("A picture of the view is saved as %1").arg(QDir::toNativeSeparators(path))
                  : tr("The picture could not be saved to %1").arg(QDir::toNativeSeparators(path)));
}

QString GameController::stateJson() const
{
    static const char* phases[] = {"Setup", "Handover", "Playing", "Over"};
    const QJsonObject o{{"phase", phases[static_cast<int>(phase_)]}, {"turn", turn()},
                        {"turnsPlayed", turnsPlayed()},         {"reviewOnly", records_.reviewOnly()},
                        {"error", error_},                       {"record", records_.path()}};
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

namespace {

QString digests_of(const Session& s)
{
    return QString::fromStdString(to_hex(s.knowledge(Player::A).digest()) + " " + to_hex(s.knowledge(Player::B).digest()));
}

} // namespace

QString GameController::knowledgeDigest() const { return session() ? digests_of(*session()) : QString(); }

QStringList GameController::knowledgeDigests() const
{
    QStringList out;
    for (int t = 0; session() && t <= turnsPlayed(); ++t)
        out << digests_of(Session::replay(session()->record(), t, session()->rules()));
    return out;
}

void GameController::retranslate()
{
    setup_.retranslate();
    options_.retranslate();
    draft_.retranslate();
    if (phase_ == Phase::Playing) // the log and the summary again
        refresh_views(false);
    else if (phase_ == Phase::Over)
        review_.retranslate(reader_names());
    emit records_.unfinishedChanged();
    emit seatsChanged();
    names_changed();
    emit noticeChanged();
}

} // namespace ss::app
