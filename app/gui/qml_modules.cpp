#include "qml_modules.h"

#include <QFile>
#include <QCoreApplication>
#include <QQmlComponent>
#include <QQmlEngine>

namespace ss::app {

const QList<QmlModule>& needed_qml_modules()
{
    static const QList<QmlModule> modules{
        {"QtQuick", "qml6-module-qtquick", true, {}},
        {"QtQuick.Window", "qml6-module-qtquick-window", true, {}},
        {"QtQuick.Controls", "qml6-module-qtquick-controls", true, {}},
        {"QtQuick.Templates", "qml6-module-qtquick-templates", true, {}},
        {"QtQuick.Layouts", "qml6-module-qtquick-layouts", true, {}},
        {"QtQuick3D", "qml6-module-quick3d", true, {}},
        {"QtQuick3D.Helpers", "qml6-module-quick3d-helpers", true, {}},
        {"QtQuick3D.Particles3D", "qml6-module-quick3d-particles3d", true, {}},
        {"QtQuick.Dialogs", "qml6-module-qtquick-dialogs", false, QObject::tr("The file dialogs")},
        {"Qt.labs.folderlistmodel", "qml6-module-qt-labs-folderlistmodel", false, QObject::tr("The file dialogs")},
        {"QtMultimedia", "qml6-module-qtmultimedia", false, QObject::tr("The sound effects")},
    };
    return modules;
}

QList<QmlModule> missing_qml_modules(const QQmlEngine& engine, const QList<QmlModule>& modules)
{
    const QStringList hidden = qEnvironmentVariable("SPACESHIPS_HIDE_QML_MODULES").split(',', Qt::SkipEmptyParts);
    QList<QmlModule> missing;
    for (const QmlModule& m : modules) {
        bool found = false;
        if (!hidden.contains(m.uri)) {
            const QString relative = QString(m.uri).replace('.', '/') + "/qmldir";
            for (QString dir : engine.importPathList()) {
                if (dir.startsWith("qrc:"))
                    dir = dir.mid(3); // ":/…", the resources
                if (QFile::exists(dir + '/' + relative)) {
                    found = true;
                    break;
                }
            }
        }
        if (!found)
            missing << m;
    }
    return missing;
}

QString describe_missing(const QList<QmlModule>& missing)
{
    QStringList lines;
    for (const QmlModule& m : missing)
        lines << (m.required ? QObject::tr("The game needs the QML module %1 (Debian package %2)").arg(m.uri, m.package)
                             : QObject::tr("%1 need the QML module %2 (Debian package %3)").arg(m.feature, m.uri, m.package));
    return lines.join('\n');
}

int show_cannot_start(QQmlEngine& engine, const QString& why)
{
    QQmlComponent window(&engine);
    window.setData(R"(import QtQuick
Window {
    property string why
    visible: true; width: 720; height: 260; color: "#1e232b"
    title: "Spaceships cannot start"
    Text {
        anchors.fill: parent; anchors.margins: 20
        wrapMode: Text.Wrap; color: "#e8ecf2"; font.pixelSize: 15
        text: "Spaceships cannot start: part of Qt it needs is not installed.\n\n" + parent.why +
              "\n\nInstall the missing packages (./build.sh does it) and start the game again."
    }
})",
                   QUrl());
    QObject* shown = window.createWithInitialProperties({{"why", why}});
    if (!shown)
        return 1;
    QCoreApplication::exec();
    delete shown;
    return 1;
}

} // namespace ss::app
