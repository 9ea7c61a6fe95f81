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
// "you against Admiral (sampler), 5 turns played, last played 23 Nov 2026, 10:04", or
// "" when the file is not a record.
QString summary_of(const QString& path)
{
    QString why;
    const std::optional<std::string> text = read_record_text(path, &why);
    if (!text)
        return {};
    try {
        const Record r = parse_record(*text);
        std::array<QString, 2> names;
        for (int p = 0; p < 2; ++p) {
            const TaggedPlayer who = player_of_tag(r.games.at(0).tag(p == 0 ? "A" : "B", p == 0 ? "A" : "B"));
            names[p] = who.bot ? bot_label(who.name, who.level) : QString::fromStdString(who.name);
        }
        if (names[0] == "Player") // the person's default name against a bot
            names[0] = QObject::tr("you");
        const int turns = static_cast<int>(r.games.at(0).turns.size());
        QString played = turns == 0   ? QObject::tr("no turn played yet")
                         : turns == 1 ? QObject::tr("1 turn played")
                                      : QObject::tr("%1 turns played").arg(turns);
        if (r.games.at(0).rules_tag() == "classic") // the rules, where not the current ones [classic C1]
            played = QObject::tr("classic rules, %1").arg(played);
        return QObject::tr("%1 against %2, %3, last played %4")
            .arg(names[0], names[1], played, QFileInfo(path).lastModified().toString("d MMM yyyy, HH:mm"));
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

void RecordKeeper::set_save_problem(const QString& problem)
{
    if (problem == save_problem_)
        return;
    save_problem_ = problem;
    emit saveProblemChanged();
}

void RecordKeeper::begin_new(const QString& players)
{
    set_save_problem({});
    path_ = new_record_path(folder(), players);
    writable_ = true;
    emit pathChanged();
}

void RecordKeeper::begin_opened(const QString& file, bool as_written, bool review_only, const QString& players)
{
    const bool ours = QFileInfo(file).absoluteDir() == QDir(folder()) || unfinished_.contains(file);
    set_save_problem({});
    path_ = review_only || (ours && as_written) ? file : new_record_path(folder(), players);
    writable_ = !review_only;
    emit pathChanged();
}

QString RecordKeeper::save(const Record& record, bool finished, bool offer)
{
    if (!writable_)
        return {};
    if (QString why; !save_record_file(path_, record, &why, !finished)) { // sealed while unfinished [1.4]
        set_save_problem(tr("Not saved: %1 (%2). The game goes on, and saving is tried again after each turn.")
                             .arg(why, QDir::toNativeSeparators(path_)));
        return tr("The game could not be saved to %1; it goes on, and saving is tried again after each turn").arg(path_);
    }
    set_save_problem({});
    if (!finished && offer)
        this->offer(path_);
    else
        forget(path_);
    unfinished_changed();
    return {};
}

QString RecordKeeper::save_copy(const Record& record, bool finished, const QString& where, QString* saved_as) const
{
    QString path = local_path(where);
    if (QFileInfo(path).suffix().isEmpty())
        path += ".ssg";
    if (QString why; !save_record_file(path, record, &why, !finished))
        return tr("The game could not be saved to %1: %2").arg(path, why);
    *saved_as = path;
    return {};
}

QVariantList RecordKeeper::unfinishedGames() const
{
    QVariantList out;
    for (qsizetype i = 0; i < unfinished_.size(); ++i)
        out.push_back(QVariantMap{{"path", unfinished_[i]}, {"summary", summaries_.value(i)}});
    return out;
}

QVariantList RecordKeeper::savedGames() const
{
    QVariantList out;
    const QFileInfoList files = QDir(folder()).entryInfoList({"*.ssg"}, QDir::Files, QDir::Time);
    for (const QFileInfo& f : files)
        out.push_back(QVariantMap{{"path", f.absoluteFilePath()}, {"name", f.fileName()},
                                  {"date", f.lastModified().toString("d MMM yyyy, HH:mm")}});
    return out;
}

void RecordKeeper::discardUnfinished(const QString& path)
{
    forget(path.isEmpty() ? unfinishedGame() : path);
    unfinished_changed();
}

void RecordKeeper::set_unfinished(const QStringList& paths)
{
    unfinished_.clear();
    summaries_.clear();
    for (const QString& p : paths)
        if (QFileInfo::exists(p) && !unfinished_.contains(p)) {
            unfinished_ << p;
            summaries_ << summary_of(p);
        }
    unfinished_changed();
}

void RecordKeeper::retranslate()
{
    for (qsizetype i = 0; i < unfinished_.size(); ++i)
        summaries_[i] = summary_of(unfinished_[i]);
    emit unfinishedChanged();
}

void RecordKeeper::offer(const QString& path)
{
    forget(path);
    unfinished_.prepend(path);
    summaries_.prepend(summary_of(path));
}

void RecordKeeper::forget(const QString& path)
{
    const qsizetype i = unfinished_.indexOf(path);
    if (i < 0)
        return;
    unfinished_.removeAt(i);
    summaries_.removeAt(i);
}

void RecordKeeper::unfinished_changed()
{
    save_unfinished(unfinished_);
    emit unfinishedChanged();
}

} // namespace ss::app
