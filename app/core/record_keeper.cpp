#include "record_keeper.h"

#include "preferences.h"
#include "record_files.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace ss::app {

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

QString RecordKeeper::save(const Record& record, bool finished)
{
    if (!writable_)
        return {};
    if (!save_record_file(path_, record))
        return tr("The game could not be saved to %1; it goes on, and saving is tried again after each turn").arg(path_);
    if (!finished)
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
        unfinished_summary_ =
            tr("Your unfinished game of %1").arg(QFileInfo(path).lastModified().toString("d MMM yyyy, HH:mm"));
    save_unfinished(path);
    emit unfinishedChanged();
}

} // namespace ss::app
