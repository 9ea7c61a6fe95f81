// The QML modules the game uses, and which of them this installation lacks. A module is
// there when its qmldir is found on the engine's import path (checking costs no loading).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QQmlEngine;

namespace ss::app {

struct QmlModule {
    QString uri;      // "Qt.labs.folderlistmodel"
    QString package;  // the Debian package that has it
    bool required;    // the game cannot start without it
    QString feature;  // what goes without it, for the player
};

// Every module the views import, and those Qt's own modules need at run time.
const QList<QmlModule>& needed_qml_modules();

// Those not found on the engine's import path. SPACESHIPS_HIDE_QML_MODULES (comma
// separated URIs) makes modules count as missing, to test the fallbacks.
QList<QmlModule> missing_qml_modules(const QQmlEngine& engine, const QList<QmlModule>& modules);

// "The sound effects need the QML module QtMultimedia (Debian package
// qml6-module-qtmultimedia)", one line per module.
QString describe_missing(const QList<QmlModule>& missing);

// Shows why the game cannot start in a plain window (when Qt Quick itself is there) until
// it is closed; returns the exit status, 1.
int show_cannot_start(QQmlEngine& engine, const QString& why);

} // namespace ss::app
