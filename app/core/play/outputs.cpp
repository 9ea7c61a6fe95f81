#include "outputs.h"

#include "bench.h" // to_hex
#include "record_files.h"
#include "statistics_view.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ss::app {

bool Outputs::saveCopy(const QString& where)
{
    const Shown shown = shown_();
    QString saved_as;
    const QString why = shown.session ? records_.save_copy(Record{{shown.session->record()}}, shown.session->over(), where, &saved_as)
                                      : shown.withheld;
    emit refused(why);
    if (!why.isEmpty())
        return false;
    emit told(tr("A copy of the game is saved as %1").arg(QDir::toNativeSeparators(saved_as)));
    return true;
}

QString Outputs::picturePath() const
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty() || !QDir().mkpath(folder))
        folder = local_path(records_.shareFolderUrl().toString());
    const int shown = shown_().turn;
    QString path = QDir(folder).filePath(QString("spaceships-turn-%1.png").arg(shown));
    for (int k = 2; QFileInfo::exists(path); ++k)
        path = QDir(folder).filePath(QString("spaceships-turn-%1-%2.png").arg(shown).arg(k));
    return path;
}

void Outputs::pictureSaved(const QString& path, bool ok)
{
    emit told(ok ? tr("A picture of the view is saved as %1").arg(QDir::toNativeSeparators(path))
                 : tr("The picture could not be saved to %1").arg(QDir::toNativeSeparators(path)));
}

QVariantMap Outputs::statistics() const
{
    const Shown shown = shown_();
    if (!shown.session)
        return {};
    const Session& s = *shown.session;
    return statistics_map(game_statistics(s.record(), s.rules()), shown.viewer,
                          {shown.names[index_of(shown.viewer)], shown.names[index_of(other(shown.viewer))]},
                          s.rules_set());
}

namespace {

QString digests_of(const Session& s)
{
    return QString::fromStdString(to_hex(s.knowledge(Player::A).digest()) + " " + to_hex(s.knowledge(Player::B).digest()));
}

} // namespace

QString Outputs::knowledgeDigest() const
{
    const Shown shown = shown_();
    return shown.session ? digests_of(*shown.session) : QString();
}

QStringList Outputs::knowledgeDigests() const
{
    const Session* s = shown_().session;
    QStringList out;
    for (int t = 0; s && t <= s->turns_played(); ++t)
        out << digests_of(Session::replay(s->record(), t, s->rules()));
    return out;
}

} // namespace ss::app
