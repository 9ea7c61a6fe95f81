#include "record_files.h"

#include "preferences.h"
#include "record_seal.h"
#include "rulings.h"

#include "referee.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

namespace ss::app {

QString local_path(const QString& where)
{
    const QUrl url(where);
    return url.isLocalFile() ? url.toLocalFile() : where;
}

bool save_record_file(const QString& path, const Record& record, QString* why, bool sealed)
{
    const QString folder = QFileInfo(path).absolutePath();
    QSaveFile file(path);
    const auto failed = [&](const QString& reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (!QDir().mkpath(folder))
        return failed(QObject::tr("the folder %1 cannot be made").arg(folder));
    if (!file.open(QIODevice::WriteOnly))
        return failed(file.errorString());
    const std::string text = sealed ? seal_setups(write_record(record), seal_key()) : write_record(record);
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
        const QString reason = file.errorString();
        file.cancelWriting();
        file.commit(); // discards the temporary file
        return failed(reason);
    }
    if (!file.commit())
        return failed(file.errorString());
    return true;
}

std::optional<std::string> read_record_text(const QString& path, QString* error)
{
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        *error = QObject::tr("Cannot open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    std::string text = file.readAll().toStdString();
    if (!has_sealed_setups(text))
        return text;
    int line = 0;
    std::optional<std::string> opened = open_sealed_setups(text, seal_key(), &line);
    if (!opened)
        *error = QObject::tr("%1:%2: this unfinished game's fleets are sealed until it ends [1.4], and this user's key "
                             "does not open them: the game was saved by another user, or the line is damaged")
                     .arg(QFileInfo(path).fileName())
                     .arg(line);
    return opened;
}

std::optional<Record> load_record_file(const QString& where, QString* error, RefereedMatch* refereed)
{
    const QString path = local_path(where);
    const QString name = QFileInfo(path).fileName();
    const std::optional<std::string> text = read_record_text(path, error);
    if (!text)
        return std::nullopt;
    try {
        Record record = parse_record(*text);
        RefereedMatch found = referee(record); // every rule, with the line that breaks it
        if (refereed)
            *refereed = std::move(found);
        return record;
    } catch (const RecordError& e) {
        // "FILE:LINE: message [rule]", a line for each problem, in the player's language.
        QStringList lines;
        for (const Violation& v : e.problems())
            lines << QString("%1:%2: %3").arg(name).arg(e.line()).arg(ruling_text(v));
        *error = lines.join('\n');
        return std::nullopt;
    }
}

QString new_record_path(const QString& folder, const QString& players)
{
    QString who = players;
    // No path separators or odd bytes; letters of any script stay ("Kapitän", fifth playtest).
    who.replace(QRegularExpression(R"([^\w .()-]+)", QRegularExpression::UseUnicodePropertiesOption), "_");
    who = who.simplified().left(60);
    const QString stem = QDateTime::currentDateTime().toString("yyyy-MM-dd HH.mm.ss.zzz") + (who.isEmpty() ? "" : " " + who);
    return folder + "/" + stem + ".ssg";
}

QString records_folder(const QString& folder)
{
    if (!folder.isEmpty())
        return folder;
    // ~/.local/share/Spaceships/games (tenth playtest: "Spaceships/Spaceships/games" looked
    // odd). Games kept where earlier versions kept them (the application's data folder,
    // inside the organisation's) move here once, with everything beside them.
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString here = data + "/" + QCoreApplication::applicationName() + "/games";
    static const bool moved = [&] {
        const QString before = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/games";
        if (before == here || !QDir(before).exists() || QDir(here).exists())
            return false;
        QDir().mkpath(QFileInfo(here).absolutePath());
        const bool ok = QDir().rename(before, here);
        QDir().rmdir(QFileInfo(before).absolutePath()); // (only if nothing else is left there)
        return ok;
    }();
    (void)moved;
    return here;
}

} // namespace ss::app
