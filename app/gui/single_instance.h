// One game per person and screen: a second launch hands its record (or nothing, only to be
// shown) to the game already running and quits, as desktop programs do when a file manager
// opens a file with them. A local socket, readable by its user only, carries one line: the
// record's absolute path, or nothing. A launch on another display, or with other settings
// (another HOME), is another person's or another screen's game and runs beside it.
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

    // "spaceships-", the user's name, and a digest of the display and the settings'
    // location: one running game per user, display and settings.
    static QString name_for(const QString& user, const QString& display, const QString& settings);
    // That name for this process: $USER, $DISPLAY or $WAYLAND_DISPLAY, and where the
    // application's settings are kept (which follows HOME or XDG_CONFIG_HOME).
    static QString default_name();

signals:
    // A later launch's record (an absolute path), or "" when it had none.
    void received(const QString& file);

private:
    QString name_;
    QLocalServer server_;
};

} // namespace ss::app
