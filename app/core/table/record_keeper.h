// Where the game in play is kept: its record, saved without asking after every turn (a
// failure never stops the game); the last unfinished game, offered for resuming; and
// copies written where the player chooses, to share. A record opened only for review is
// never written.
#pragma once

#include "record.h"

#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace ss::app {

class RecordKeeper : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    // The record of the game in play or shown; whether it is only shown, never written.
    Q_PROPERTY(QString path READ path NOTIFY pathChanged)
    Q_PROPERTY(bool reviewOnly READ reviewOnly NOTIFY pathChanged)
    // Why the game in play is not saved, "" when its last save worked: shown until a save
    // works again (saving is tried after every turn).
    Q_PROPERTY(QString saveProblem READ saveProblem NOTIFY saveProblemChanged)
    // Every game left unfinished, most recently played first, as {path, summary} ("you
    // against Admiral (sampler), 5 turns played, last played …"); each can be resumed. The
    // most recent one, and a line about it ("Unfinished game: …"); "" if none.
    Q_PROPERTY(QVariantList unfinishedGames READ unfinishedGames NOTIFY unfinishedChanged)
    Q_PROPERTY(QString unfinishedGame READ unfinishedGame NOTIFY unfinishedChanged)
    Q_PROPERTY(QString unfinishedSummary READ unfinishedSummary NOTIFY unfinishedChanged)
    // The records folder (tests and --records set it).
    Q_PROPERTY(QString folder READ folder WRITE setFolder)
    // Where records are saved, as a URL for file dialogs; where copies to share go first.
    Q_PROPERTY(QUrl folderUrl READ folderUrl CONSTANT)
    Q_PROPERTY(QUrl shareFolderUrl READ shareFolderUrl CONSTANT)

public:
    using QObject::QObject;

    QString path() const { return path_; }
    bool reviewOnly() const { return !writable_; }
    QString saveProblem() const { return save_problem_; }
    QVariantList unfinishedGames() const;
    QString unfinishedGame() const { return unfinished_.value(0); }
    QString unfinishedSummary() const
    {
        return summaries_.isEmpty() ? QString() : tr("Unfinished game: %1").arg(summaries_[0]);
    }
    // The records of every game in the records folder, newest first (for choosing one when
    // the desktop's file dialog is missing).
    Q_INVOKABLE QVariantList savedGames() const;
    // The records folder (default: the application data folder's "games").
    void setFolder(QString folder) { folder_ = std::move(folder); }
    QString folder() const;
    QUrl folderUrl() const { return QUrl::fromLocalFile(folder()); }
    QUrl shareFolderUrl() const;

    // A new game, saved in a new file in the records folder.
    void begin_new(const QString& players = {});
    // A game opened from `file`: kept there if it is one of ours (in the records folder,
    // or the unfinished game) and `as_written`, else in a new file named by the date and
    // the players ("Ann vs Admiral (sampler)"); or, for review, never
    // written.
    void begin_opened(const QString& file, bool as_written, bool review_only, const QString& players = {});
    // Saves the record; "" or why it could not. An unfinished game is offered for
    // resuming, unless it is not to be (two bots watched).
    QString save(const Record& record, bool finished, bool offer = true);
    // Writes a copy to a path or file URL (".ssg" added when it has no suffix), sealed while
    // the game is unfinished [1.4]; "" or why not.
    QString save_copy(const Record& record, bool finished, const QString& where, QString* saved_as) const;

    // No longer offers this unfinished game (the most recent when ""); its file stays.
    Q_INVOKABLE void discardUnfinished(const QString& path = {});
    // The unfinished games kept from an earlier run (those whose files are gone are dropped).
    void set_unfinished(const QStringList& paths);
    // The unfinished games' summaries said again in the language now chosen (fifth
    // playtest: the list stayed German after switching to English).
    void retranslate();

signals:
    void pathChanged();
    void unfinishedChanged();
    void saveProblemChanged();

private:
    void set_save_problem(const QString& problem);

    QString folder_, path_, save_problem_;
    bool writable_ = true;
    // Offers the game at the front of the unfinished ones, or no longer offers it.
    void offer(const QString& path);
    void forget(const QString& path);
    void unfinished_changed();
    QStringList unfinished_, summaries_;
};

} // namespace ss::app
