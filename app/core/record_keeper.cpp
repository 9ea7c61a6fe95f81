#include "record_keeper.h"

#include "preferences.h"
#include "opponents.h"
#include "record_files.h"

#include <QFile>

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ss::app {

namespace {

// "You against Captain (density)", "Alice against Bob", from a record's tags; "" if unreadable.
QString players_of(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    try {
        const Record r = parse_record(file.readAll().toStdString());
        std::array<QString, 2> names;
        for (int p = 0; p < 2; ++p) {
            const TaggedPlayer who = player_of_tag(r.games.at(0).tag(p == 0 ? "A" : "B", p == 0 ? "A" : "B"));
            names[p] = who.bot ? bot_label(who.name, who.level) : QString::fromStdString(who.name);
        }
        if (names[0] == "Player") // the person's default name against a bot
            names[0] = QObject::tr("you");
        return QObject::tr("%1 against %2").arg(names[0], names[1]);
    } catch (const std::exception&) {
        return {};
    }
}

} // namespace

QString RecordKeeper::folder() const { return records_folder(folder_); }

QUrl RecordKeeper::shareFolderUrl() const
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QUrl::fromLocalFile(documents.isEmpty() ? QDir::homePath() : documents);
}

void RecordKeeper::begin_new()
{
    path_ = new_record_path(folder());
    writable_ = true;
    emit pathChanged();
}

void RecordKeeper::begin_opened(const QString& file, bool as_written, bool review_only)
{
    const bool ours = QFileInfo(file).absoluteDir() == QDir(folder()) ||
                      (!unfinished_.isEmpty() && QFileInfo(file) == QFileInfo(unfinished_));
    path_ = review_only || (ours && as_written) ? file : new_record_path(folder());
    writable_ = !review_only;
    emit pathChanged();
}

QString RecordKeeper::save(const Record& record, bool finished, bool offer)
{
    if (!writable_)
        return {};
    if (!save_record_file(path_, record))
        return tr("The game could not be saved to %1; it goes on, and saving is tried again after each turn").arg(path_);
    if (!finished && offer)
        set_unfinished(path_);
    else if (unfinished_ == path_)
        set_unfinished({});
    return {};
}

QString RecordKeeper::save_copy(const Record& record, const QString& where, QString* saved_as) const
{
    QString path = local_path(where);
    if (QFileInfo(path).suffix().isEmpty())
        path += ".ssg";
    if (!save_record_file(path, record))
        return tr("The game could not be saved to %1").arg(path);
    *saved_as = path;
    return {};
}

void RecordKeeper::set_unfinished(const QString& path)
{
    unfinished_ = path;
    unfinished_summary_.clear();
    if (!path.isEmpty())
        unfinished_summary_ = tr("Unfinished game: %1, last played %2")
                                  .arg(players_of(path), QFileInfo(path).lastModified().toString("d MMM yyyy, HH:mm"));
    save_unfinished(path);
    emit unfinishedChanged();
}

} // namespace ss::app
