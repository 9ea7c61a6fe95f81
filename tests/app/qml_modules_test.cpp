// Issue 10, defect 1: the game crashed in Qt Quick Dialogs when Qt.labs.folderlistmodel was
// missing. At start it now finds every QML module it needs, names what is missing with its
// package, and the views fall back (tests/qml/tst_fallbacks.qml plays that part).
#include "capabilities.h"
#include "qml_modules.h"

#include <QQmlEngine>
#include <QTest>

using ss::app::QmlModule;

class QmlModulesTest : public QObject {
    Q_OBJECT
private slots:
    void everyModuleTheGameNeedsIsFoundHere()
    {
        QQmlEngine engine;
        const QList<QmlModule> missing = ss::app::missing_qml_modules(engine, ss::app::needed_qml_modules());
        QStringList names;
        for (const QmlModule& m : missing)
            if (m.required)
                names << m.uri;
        QVERIFY2(names.isEmpty(), qPrintable(names.join(", ")));
    }

    void aMissingModuleIsNamedWithItsPackage()
    {
        QQmlEngine engine;
        const QList<QmlModule> modules{{"QtQuick", "qml6-module-qtquick", true, {}},
                                       {"No.Such.Module", "qml6-module-no-such", false, "The widgets"}};
        const QList<QmlModule> missing = ss::app::missing_qml_modules(engine, modules);
        QCOMPARE(missing.size(), 1);
        QCOMPARE(missing[0].uri, QString("No.Such.Module"));
        QCOMPARE(ss::app::describe_missing(missing),
                 QString("The widgets need the QML module No.Such.Module (Debian package qml6-module-no-such)"));
    }

    void modulesCanBeHiddenToTestTheFallbacks()
    {
        qputenv("SPACESHIPS_HIDE_QML_MODULES", "Qt.labs.folderlistmodel");
        QQmlEngine engine;
        const QList<QmlModule> missing = ss::app::missing_qml_modules(engine, ss::app::needed_qml_modules());
        qunsetenv("SPACESHIPS_HIDE_QML_MODULES");
        bool hidden = false;
        for (const QmlModule& m : missing)
            hidden = hidden || m.uri == "Qt.labs.folderlistmodel";
        QVERIFY(hidden);
        QVERIFY(ss::app::describe_missing(missing).contains("qml6-module-qt-labs-folderlistmodel"));
    }
};

QTEST_GUILESS_MAIN(QmlModulesTest)
#include "qml_modules_test.moc"
