// One game per person: a second launch hands its record (or nothing, only to be shown) to
// the game already running and quits, as desktop programs do when a file manager opens a
// file with them. A local socket, readable by its user only, carries one line: the
// record's absolute path, or nothing.
#pragma once

#include <QLocalServer>
#include <QObject>
#include <QString>

namespace ss::app {

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // `name`: the socket's name (per user: see default_name()).
    explicit SingleInstance(QString name, QObject* parent = nullptr);

    // Gives `file` ("" for none) to the running game; false when none is running.
    bool hand_over(const QString& file, int timeout_ms = 1000) const;
    // Becomes the running game: other launches' records arrive as `received`.
    bool listen();

    // "spaceships-" and the user's name.
    static QString default_name();

signals:
    // A later launch's record (an absolute path), or "" when it had none.
    void received(const QString& file);

private:
    QString name_;
    QLocalServer server_;
};

} // namespace ss::app
