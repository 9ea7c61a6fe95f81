// The game library: every record in the records folder, each read and refereed once when
// the library is shown — its date, players, fleet rule, turns and result, or "unfinished",
// or why it is damaged — searchable and sortable, for opening, continuing or deleting.
#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace ss::app {

class GameLibrary : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    // Shown: the games whose players, fleet rule, result or file name contain this text.
    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY changed)
    // The order: newest first, by players, by turns (most first), or finished before unfinished.
    Q_PROPERTY(Sort sort READ sort WRITE setSort NOTIFY changed)
    // How many games are shown, and how many the folder holds.
    Q_PROPERTY(int shown READ shown NOTIFY changed)
    Q_PROPERTY(int total READ total NOTIFY changed)
    // The running record against each bot, from the person's side, over the finished games
    // the search finds:
    // {opponent, games, wins, draws, losses, averageTurns}, most played first.
    Q_PROPERTY(QVariantList opponents READ opponents NOTIFY changed)

public:
    enum class Sort { Newest, Players, Turns, Result };
    Q_ENUM(Sort)
    enum Role { PathRole = Qt::UserRole + 1, FileRole, DateRole, PlayersRole, FleetRole, TurnsRole, ResultRole,
                FinishedRole, DamagedRole };

    using QAbstractListModel::QAbstractListModel;

    QString filter() const { return filter_; }
    void setFilter(const QString& text);
    Sort sort() const { return sort_; }
    void setSort(Sort sort);
    int shown() const { return static_cast<int>(shown_.size()); }
    int total() const { return static_cast<int>(games_.size()); }
    QVariantList opponents() const;

    // Reads the folder's records again.
    Q_INVOKABLE void refresh(const QString& folder);
    // Moves a record to the desktop's trash (deletes it where there is none); "" or why not.
    Q_INVOKABLE QString remove(const QString& path);
    // Copies a record as it is to `where` (a path or file URL; ".ssg" added when it has no
    // suffix), never over another file; "" or why not.
    Q_INVOKABLE QString copy(const QString& path, const QString& where) const;
    // Shows the record selected in the file manager; false when none can be asked (then
    // the view opens the folder).
    Q_INVOKABLE bool reveal(const QString& path) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void changed();

private:
    struct Entry {
        QString path, file, players, fleet, result;
        QDateTime date;
        int turns = 0;
        bool finished = false, damaged = false;
        bool timed = false; // the date holds the time the game began
        // Against a bot: the bot's name, and the person's outcome (+1 win, 0 draw, -1 loss)
        // with the turns it took, for each game finished (a match's games each count).
        QString bot;
        int outcome = 0;
        std::vector<std::pair<int, int>> played; // (outcome, turns)
    };
    static Entry read(const QString& path);
    void arrange(); // filters and sorts into shown_

    std::vector<Entry> games_;
    std::vector<int> shown_;
    QString filter_;
    Sort sort_ = Sort::Newest;
};

} // namespace ss::app
