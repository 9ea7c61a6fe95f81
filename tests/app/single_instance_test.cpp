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
