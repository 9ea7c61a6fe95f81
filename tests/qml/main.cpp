// Qt Quick Test runner for the views: the QML modules Spaceships and Spaceships.Core, and a
// folder for screenshots (SPACESHIPS_SCREENSHOTS; by default one in the temporary folder).
#include "accessibility_probe.h"
#include "catalog_probe.h"
#include "capabilities.h"
#include "qml_modules.h"
#include "quick_settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QCoreApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExtensionPlugin>
#include <QSettings>
#include <QStandardPaths>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(SpaceshipsPlugin)
Q_IMPORT_QML_PLUGIN(Spaceships_CorePlugin)

// The name of the test file given with -input (tst_setup for tst_setup.qml).
static QString test_file_name()
{
    const QStringList args = QCoreApplication::arguments();
    const qsizetype at = args.indexOf("-input");
    return at >= 0 && at + 1 < args.size() ? QFileInfo(args[at + 1]).completeBaseName() : QString("all");
}

class Setup : public QObject {
    Q_OBJECT
public slots:
    void qmlEngineAvailable(QQmlEngine* engine)
    {
        // Each test file runs in a process of its own, and ctest runs several at once: each
        // gets its own settings, records and library (named after the file), so that one
        // file's games never show in another's library.
        const QString file = test_file_name();
        QCoreApplication::setApplicationName("spaceships_views-" + file);
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        QSettings().clear(); // each test file starts as a new player: no unfinished games, no choices
        ss::app::configure_quick();
        // As the game does at start (SPACESHIPS_HIDE_QML_MODULES tests the fallbacks).
        bool file_dialogs = true, sound = true;
        const QList<ss::app::QmlModule> missing = ss::app::missing_qml_modules(*engine, ss::app::needed_qml_modules());
        for (const ss::app::QmlModule& m : missing) {
            file_dialogs = file_dialogs && m.uri != "QtQuick.Dialogs" && m.uri != "Qt.labs.folderlistmodel";
            sound = sound && m.uri != "QtMultimedia";
        }
        ss::app::Capabilities::set(file_dialogs, sound, ss::app::describe_missing(missing));
        engine->addImportPath("qrc:/");
        const QString dir =
            qEnvironmentVariable("SPACESHIPS_SCREENSHOTS", QDir::tempPath() + "/spaceships-screenshots");
        QDir().mkpath(dir);
        engine->rootContext()->setContextProperty("screenshotDir", dir);
        engine->rootContext()->setContextProperty("recordDir", QDir::tempPath() + "/spaceships-qml-tests/" + file);
        engine->rootContext()->setContextProperty("testDataDir", QString(SPACESHIPS_TEST_DATA));
        // A fresh copy of the committed library (tests/data/library): finished, unfinished,
        // truncated and damaged games, for the library's tests to list and open.
        const QString library = QDir::tempPath() + "/spaceships-qml-library/" + file;
        QDir(library).removeRecursively();
        QDir().mkpath(library);
        const QDir source(QString(SPACESHIPS_TEST_DATA) + "/library");
        for (const QString& name : source.entryList({"*.ssg"}, QDir::Files))
            QFile::copy(source.filePath(name), library + "/" + name);
        engine->rootContext()->setContextProperty("libraryDir", library);
        engine->rootContext()->setContextProperty("accessibility", new AccessibilityProbe(engine));
        engine->rootContext()->setContextProperty(
            "germanCatalog", new CatalogProbe(QString(SPACESHIPS_SOURCE_DIR) + "/resources/translations/spaceships_de.ts", engine));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(spaceships_views, Setup)

#include "main.moc"
