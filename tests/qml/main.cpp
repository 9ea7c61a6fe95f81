// Qt Quick Test runner for the views: the QML modules Spaceships and Spaceships.Core, and a
// folder for screenshots (SPACESHIPS_SCREENSHOTS; by default one in the temporary folder).
#include "quick_settings.h"

#include <QDir>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QStandardPaths>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(SpaceshipsPlugin)
Q_IMPORT_QML_PLUGIN(Spaceships_CorePlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        ss::app::configure_quick();
        engine->addImportPath("qrc:/");
        const QString dir =
            qEnvironmentVariable("SPACESHIPS_SCREENSHOTS", QDir::tempPath() + "/spaceships-screenshots");
        QDir().mkpath(dir);
        engine->rootContext()->setContextProperty("screenshotDir", dir);
        engine->rootContext()->setContextProperty("recordDir", QDir::tempPath() + "/spaceships-qml-tests");
    }
};

QUICK_TEST_MAIN_WITH_SETUP(spaceships_views, Setup)

#include "main.moc"
