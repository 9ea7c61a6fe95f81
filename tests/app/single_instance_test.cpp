// Issue 11: a second launch with a record hands it to the running game (one game per
// person), over a local socket; a stale socket left by a crash is taken over.
#include "single_instance.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QLocalSocket>
#include <thread>

using ss::app::SingleInstance;

class SingleInstanceTest : public QObject {
    Q_OBJECT
    static QString name() { return "spaceships-test-" + QString::number(QCoreApplication::applicationPid()); }

private slots:
    void nothingRunningMeansNoHandOver()
    {
        SingleInstance second(name() + "-none");
        QVERIFY(!second.hand_over("game.ssg", 200));
    }

    void aSecondLaunchHandsItsRecordOver()
    {
        SingleInstance first(name());
        QVERIFY(first.listen());
        QSignalSpy received(&first, &SingleInstance::received);
        // The second launch is another process; here another thread, so that the first
        // one's event loop can answer it.
        bool handed = false;
        std::thread second([&] { handed = SingleInstance(name()).hand_over("records/game.ssg", 3000); });
        QTRY_COMPARE(received.count(), 1);
        second.join();
        QVERIFY(handed);
        QCOMPARE(received[0][0].toString(), QDir::current().absoluteFilePath("records/game.ssg"));
        // Without a record: only shown.
        std::thread third([&] { handed = SingleInstance(name()).hand_over({}, 3000); });
        QTRY_COMPARE(received.count(), 2);
        third.join();
        QCOMPARE(received[1][0].toString(), QString());
    }

    void aGarbageLineIsNeverTakenForMoreThanAPath()
    {
        SingleInstance first(name() + "-garbage");
        QVERIFY(first.listen());
        QSignalSpy received(&first, &SingleInstance::received);
        std::thread peer([&] {
            QLocalSocket socket;
            socket.connectToServer(name() + "-garbage");
            if (socket.waitForConnected(3000)) {
                socket.write(QByteArray(10000, 'x')); // no newline, far too long
                socket.waitForBytesWritten(3000);
                socket.waitForDisconnected(3000);
            }
        });
        QTest::qWait(500);
        peer.join();
        QCOMPARE(received.count(), 0);
    }

    // Issue 23: a launch on another display or with another HOME is another game, not a
    // record handed to someone else's window; the same display and HOME still hand over.
    void oneRunningGamePerUserDisplayAndSettings()
    {
        const QString a = SingleInstance::name_for("ann", ":0", "/home/ann/.config/Spaceships");
        QCOMPARE(SingleInstance::name_for("ann", ":0", "/home/ann/.config/Spaceships"), a);
        QVERIFY(SingleInstance::name_for("ann", ":1", "/home/ann/.config/Spaceships") != a);
        QVERIFY(SingleInstance::name_for("ann", ":0", "/tmp/other-home/.config/Spaceships") != a);
        QVERIFY(SingleInstance::name_for("ben", ":0", "/home/ann/.config/Spaceships") != a);
        QVERIFY(a.size() < 60); // a socket's name, not a path
        // From this process's environment: another DISPLAY or XDG_CONFIG_HOME, another name.
        const QByteArray display = qgetenv("DISPLAY"), config = qgetenv("XDG_CONFIG_HOME");
        qputenv("DISPLAY", ":7");
        qputenv("XDG_CONFIG_HOME", "/tmp/spaceships-one");
        const QString here = SingleInstance::default_name();
        QCOMPARE(SingleInstance::default_name(), here);
        qputenv("DISPLAY", ":8");
        const QString other_display = SingleInstance::default_name();
        qputenv("DISPLAY", ":7");
        qputenv("XDG_CONFIG_HOME", "/tmp/spaceships-two");
        const QString other_home = SingleInstance::default_name();
        qputenv("DISPLAY", display);
        qputenv("XDG_CONFIG_HOME", config);
        QVERIFY(other_display != here);
        QVERIFY(other_home != here);
    }

    void aStaleSocketIsTakenOver()
    {
        // A game that crashed leaves its socket file behind (in the temporary folder).
        QFile stale(QDir::temp().filePath(name() + "-stale"));
        QVERIFY(stale.open(QIODevice::WriteOnly));
        stale.close();
        SingleInstance next(name() + "-stale");
        QVERIFY(!next.hand_over({}, 200)); // nobody answers it
        QVERIFY(next.listen());
    }
};

QTEST_GUILESS_MAIN(SingleInstanceTest)
#include "single_instance_test.moc"
