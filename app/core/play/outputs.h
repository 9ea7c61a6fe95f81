// What the game shown gives out: a copy of its record to share, a picture of the view,
// its statistics, and digests of what each player knew (for tests that a game reopened
// from its record shows the states it was played through).
#pragma once

#include "player.h"
#include "record_keeper.h"
#include "session.h"

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <functional>

namespace ss::app {

class Outputs : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")

public:
    // The game shown, as the GameController has it now.
    struct Shown {
        const Session* session = nullptr; // nullptr: not here whole (yet)
        QString withheld;                 // why its record cannot be had then
        int turn = 0;                     // the turn shown
        Player viewer = Player::A;        // from whose side
        std::array<QString, 2> names;     // A's and B's, as read at this screen
    };

    Outputs(RecordKeeper& records, std::function<Shown()> shown) : records_(records), shown_(std::move(shown)) {}

    // Writes the record as it stands where the player chooses (a path or file URL).
    Q_INVOKABLE bool saveCopy(const QString& where);
    // Where a picture of the view goes: the pictures (else documents, else home) folder,
    // named by the turn shown ("spaceships-turn-5.png"), never over an earlier one.
    Q_INVOKABLE QString picturePath() const;
    // Says where a picture was saved, or that it could not be.
    Q_INVOKABLE void pictureSaved(const QString& path, bool ok);
    // The game's statistics from the shown player's side (statistics_view.h), {} before a game.
    Q_INVOKABLE QVariantMap statistics() const;
    // Both players' knowledge as digests ("A B", hexadecimal): as the game stands now, and
    // replayed from its record after each turn (0: the setups).
    Q_INVOKABLE QString knowledgeDigest() const;
    Q_INVOKABLE QStringList knowledgeDigests() const;

signals:
    // What a request did, for the notice line; why it failed ("" once one succeeds).
    void told(const QString& notice);
    void refused(const QString& why);

private:
    RecordKeeper& records_;
    std::function<Shown()> shown_;
};

} // namespace ss::app
