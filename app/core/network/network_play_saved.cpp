// NetworkPlay's saved games: a network game under way is kept beside the records from the
// moment both fleets are committed (NetGame::saved()), until it ends or is left; games a
// program stopped in the middle of are listed, gone on with (NetGame::restore()) or forgotten.
#include "network_play.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLocale>
#include <QSaveFile>

namespace ss::app {

void NetworkPlay::setFolder(const QString& folder)
{
    folder_ = folder;
    scan();
}

void NetworkPlay::save()
{
    // From the moment both fleets are committed: before, there is nothing to go on with.
    if (!game_ || !game_->side() || !game_->theirSetupCommitted() || folder_.isEmpty())
        return;
    // A game by code goes on through the broker by its code (a host's, or the one typed).
    const QString code = byCode() ? (game_->hosting() ? code_ : join_address_) : QString();
    if (save_path_.isEmpty()) {
        QDir().mkpath(folder_);
        save_path_ = QDir(folder_).filePath(QDateTime::currentDateTime().toString("yyyy-MM-dd-HHmmss") + "-" +
                                            (code.isEmpty() ? QString::number(game_->port()) : code) + ".json");
    }
    QSaveFile file(save_path_);
    if (file.open(QIODevice::WriteOnly)) {
        QJsonObject saved = game_->saved();
        saved["saved"] = QDateTime::currentDateTime().toString(Qt::ISODate);
        if (!code.isEmpty()) {
            saved["code"] = code;
            saved["broker"] = broker_;
        }
        file.write(QJsonDocument(saved).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

void NetworkPlay::drop_save()
{
    if (!save_path_.isEmpty())
        QFile::remove(save_path_);
    save_path_.clear();
    scan();
}

void NetworkPlay::scan()
{
    unfinished_.clear();
    const QDir dir(folder_);
    for (const QFileInfo& f : dir.entryInfoList({"*.json"}, QDir::Files, QDir::Time)) {
        if (f.absoluteFilePath() == QFileInfo(save_path_).absoluteFilePath())
            continue; // the game under way
        QFile file(f.absoluteFilePath());
        if (!file.open(QIODevice::ReadOnly) || file.size() > 4 * 1024 * 1024)
            continue;
        const QJsonObject s = QJsonDocument::fromJson(file.readAll()).object();
        if (!s["events"].isArray())
            continue;
        const QString with = s["opponent"].toString().isEmpty() ? tr("the other player") : s["opponent"].toString();
        const QString where = s.contains("code")    ? tr("by the code %1").arg(s["code"].toString())
                              : s["hosting"].toBool() ? tr("hosted on port %1").arg(s["port"].toInt())
                                                      : tr("joined at %1:%2").arg(s["joinHost"].toString()).arg(s["joinPort"].toInt());
        unfinished_.append(QVariantMap{
            {"path", f.absoluteFilePath()},
            {"opponent", with},
            {"summary", tr("Against %1 (%2), %3 completed, last played %4")
                            .arg(with, where)
                            .arg(s["turnsCompleted"].toInt() == 1 ? tr("1 turn") : tr("%1 turns").arg(s["turnsCompleted"].toInt()))
                            .arg(QLocale().toString(f.lastModified(), QLocale::ShortFormat))}});
    }
    emit unfinishedChanged();
}

bool NetworkPlay::resume(const QString& path)
{
    QFile file(path);
    QJsonParseError e{};
    const QJsonObject saved = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll(), &e).object() : QJsonObject();
    game_ = make_game(saved["name"].toString());
    if (saved.contains("code"))
        return resume_by_code(saved, path);
    const QHostAddress listen = listen_address_.isEmpty() ? QHostAddress(QHostAddress::Any) : QHostAddress(listen_address_);
    if (saved.isEmpty() || !game_->restore(saved, listen)) {
        const QString why = saved.isEmpty() ? tr("%1 cannot be read").arg(QDir::toNativeSeparators(path)) : game_->error();
        game_.reset();
        set_status(Status::Failed, why);
        return false;
    }
    save_path_ = path;
    join_address_ = saved["joinHost"].toString() + ":" + QString::number(saved["joinPort"].toInt());
    scan();
    set_status(Status::Paused);
    if (!game_->hosting())
        retry_.start();
    emit restored();
    return true;
}

bool NetworkPlay::resume_by_code(QJsonObject saved, const QString& path)
{
    const QString code = saved["code"].toString();
    if (const QString url = saved["broker"].toString(); !url.isEmpty())
        broker_ = url; // (the broker the game was played through, whatever Settings now say)
    const bool hosting = saved["hosting"].toBool();
    save_path_ = path;
    (hosting ? code_ : join_address_) = code;
    scan();
    set_status(Status::Paused);
    // The key first (slow on purpose, on a worker thread); then the relay, and the game
    // restored to go on through it: a host's listening on loopback for its relay, a
    // joiner's joining its relay.
    derive(code, [this, saved, hosting](const CodeSecrets& secrets) mutable {
        if (hosting) {
            saved["port"] = 0;
            if (!game_->restore(saved, QHostAddress::LocalHost)) {
                const QString why = game_->error();
                cancel();
                set_status(Status::Failed, why);
                return;
            }
            start_relay(secrets, true, false);
            emit restored();
            return;
        }
        start_relay(secrets, false, false);
        if (!relay_)
            return;
        saved["joinHost"] = "127.0.0.1";
        saved["joinPort"] = relay_->port();
        if (!game_->restore(saved)) {
            const QString why = game_->error();
            cancel();
            set_status(Status::Failed, why);
            return;
        }
        set_status(Status::Paused);
        retry_.start();
        emit restored();
    });
    return true;
}

void NetworkPlay::forget(const QString& path)
{
    if (QFileInfo(path).absolutePath() == QFileInfo(folder_ + "/x").absolutePath())
        QFile::remove(path);
    scan();
}

} // namespace ss::app
