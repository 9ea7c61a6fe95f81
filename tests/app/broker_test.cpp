// A game by code through an MQTT broker (issue 25): the code and what is derived from it,
// every message sealed (tampered, forged, replayed and foreign messages refused), and two
// headless endpoints playing a whole game through a real broker (mosquitto on loopback) —
// with a stranger injecting garbage and replaying what it saw on the broker meanwhile.
#include "broker_link.h"
#include "game_code.h"
#include "broker_relay.h"
#include "message_seal.h"
#include "relay_delivery.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include "test_broker.h"

using namespace ss::app;

using ss::app::test::TestBroker;

class BrokerTest : public QObject {
    Q_OBJECT

private slots:
    void aCodeIsShortAndReadAsTyped()
    {
        const QRegularExpression shape("^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$");
        QSet<QString> seen;
        for (int i = 0; i < 200; ++i) {
            const QString code = new_game_code();
            QVERIFY2(shape.match(code).hasMatch(), qPrintable(code));
            seen.insert(code);
            QCOMPARE(canonical_code(code), code);
        }
        QVERIFY(seen.size() >= 199); // 40 random bits each
        // Any case, spaces and dashes; O read as 0, I and L as 1.
        QCOMPARE(canonical_code(" k7qf m2xa "), QString("K7QF-M2XA"));
        QCOMPARE(canonical_code("o1lI-ab-cd"), QString("0111-ABCD"));
        QVERIFY(!canonical_code("K7QF-M2X"));   // seven
        QVERIFY(!canonical_code("K7QF-M2XAB")); // nine
        QVERIFY(!canonical_code("K7QF-M2XU"));  // U is not in the alphabet
        QVERIFY(!canonical_code("K7QF-M2Xé"));
    }

    void theKeyAndTopicComeFromTheCodeAlone()
    {
        const CodeSecrets a = derive_secrets("K7QF-M2XA"), again = derive_secrets("K7QF-M2XA"), other = derive_secrets("K7QF-M2XB");
        QCOMPARE(a.key.size(), 32);
        QCOMPARE(a.key, again.key);
        QCOMPARE(a.topic, again.topic);
        QVERIFY(a.key != other.key);
        QVERIFY(a.topic != other.topic);
        QVERIFY(a.topic.startsWith("spaceships/1/"));
        QVERIFY(!a.topic.contains("K7QF")); // nothing of the code shows on the broker
    }

    void everyMessageIsSealedAndAForgeryRefused()
    {
        const QByteArray key = derive_secrets("AAAA-BBBB").key;
        MessageSeal host(key, MessageSeal::Role::Host), joiner(key, MessageSeal::Role::Joiner);
        const QByteArray line = R"({"type":"hello","name":"Ann"})";
        const QByteArray sealed = host.seal(line);
        QVERIFY(!sealed.contains("hello"));
        QString why;
        QCOMPARE(joiner.open(sealed, &why), std::optional<QByteArray>(line));
        // The same message again (QoS 1 delivers at least once, or a replay): dropped, no fault.
        QVERIFY(!joiner.open(sealed, &why));
        QVERIFY(why.isEmpty());
        // A later one is taken.
        const QByteArray next = host.seal("{\"type\":\"chat\"}");
        QVERIFY(joiner.open(next, &why));
        // One byte changed anywhere: refused, and said why.
        const QByteArray third = host.seal("{\"type\":\"turn\"}");
        for (int i : {1, 5, 12, 40, int(third.size()) - 1}) {
            QByteArray bad = third;
            bad[i] = static_cast<char>(bad[i] ^ 0x20);
            QVERIFY2(!joiner.open(bad, &why), qPrintable(QString::number(i)));
            QVERIFY2(!why.isEmpty(), qPrintable(QString::number(i)));
        }
        QVERIFY(joiner.open(third, &why)); // (the true one still is)
        // Sent back to its sender (the same role): refused.
        MessageSeal host2(key, MessageSeal::Role::Host);
        QVERIFY(!host2.open(host.seal("mine"), &why));
        QVERIFY2(why.contains("wrong side"), qPrintable(why));
        // Sealed with another code's key: refused.
        MessageSeal stranger(derive_secrets("AAAA-BBBC").key, MessageSeal::Role::Host);
        QVERIFY(!joiner.open(stranger.seal(line), &why));
        QVERIFY2(why.contains("key"), qPrintable(why));
        // Too short, another version.
        QVERIFY(!joiner.open("abc", &why));
        QByteArray v2 = host.seal(line);
        v2[0] = 2;
        QVERIFY(!joiner.open(v2, &why));
        QVERIFY2(why.contains("version"), qPrintable(why));
    }

    // Lines are numbered and acknowledged: each is handed on once and in order, however the
    // copies come; what is not acknowledged is there to send again.
    void everyLineIsHandedOnOnceInOrderAndKeptUntilAcknowledged()
    {
        RelayDelivery ann(100), ben(200); // (epochs: when each program started)
        const QByteArray one = ann.send("one"), two = ann.send("two"), three = ann.send("three");
        QCOMPARE(ann.unacknowledged().size(), 3);
        // Two comes first: held; one brings both; a copy of one is acknowledged, not handed on.
        auto t = ben.take(two);
        QVERIFY(t && t->lines.isEmpty() && t->met); // (first contact: worth sending to at once)
        t = ben.take(one);
        QVERIFY(t && !t->met);
        QCOMPARE(t->lines, QList<QByteArray>({"one", "two"}));
        QVERIFY(t->ack);
        t = ben.take(one);
        QVERIFY(t && t->lines.isEmpty() && t->ack);
        // The acknowledgement of two: one and two are no longer sent again; three is.
        auto a = ann.take(*t->ack);
        QVERIFY(a && a->acknowledged && !a->restarted);
        QCOMPARE(ann.unacknowledged().size(), 1);
        QVERIFY(!ann.take(*t->ack)->acknowledged); // (the same again: nothing new)
        t = ben.take(ann.unacknowledged().front()); // (three again, addressed to Ben's program now)
        QCOMPARE(t->lines, QList<QByteArray>({"three"}));
        QVERIFY(!ben.take(three)->lines.size()); // (the first copy, late: taken already)
        ann.take(*t->ack);
        QVERIFY(!ann.waiting());
        QCOMPARE(ben.taken(), 3u);
        // Not a frame; an acknowledgement of what was never sent; a line numbered 0: said.
        QString why;
        QVERIFY(!ben.take("x", &why));
        QVERIFY2(why.contains("not a numbered line"), qPrintable(why));
        const auto frame = [](char kind, std::uint64_t from, std::uint64_t to, std::uint64_t n) {
            QByteArray f(25, '\0');
            f[0] = kind;
            for (int i = 0; i < 8; ++i) {
                f[1 + i] = static_cast<char>(from >> (56 - 8 * i));
                f[9 + i] = static_cast<char>(to >> (56 - 8 * i));
                f[17 + i] = static_cast<char>(n >> (56 - 8 * i));
            }
            return f;
        };
        QVERIFY(!ann.take(frame('a', 200, 100, 9), &why));
        QVERIFY2(why.contains("never sent"), qPrintable(why));
        QVERIFY(!ben.take(frame('d', 100, 200, 0) + "x", &why));
        // Ann's program stops and starts again (a new epoch): Ben hears "here I am", counts
        // afresh and drops what it held for the old program; what the old one sent late, and
        // what Ben sent to it, are dropped on arrival.
        const QByteArray late = ann.send("late, from the old program");
        ben.send("for the old Ann");
        RelayDelivery ann2(300);
        t = ben.take(ann2.send({}));
        QVERIFY(t && t->restarted && t->lines.isEmpty());
        QVERIFY(!ben.waiting());
        QVERIFY(ben.take(late)->lines.isEmpty());
        const QByteArray hello = ann2.send("hello again");
        QCOMPARE(ben.take(hello)->lines, QList<QByteArray>({"hello again"}));
        const QByteArray fresh = ben.send("welcome back");
        QCOMPARE(ann2.take(frame('d', 200, 100, 1) + "for the old Ann")->lines.size(), 0);
        QCOMPARE(ann2.take(fresh)->lines, QList<QByteArray>({"welcome back"}));
    }

    // Two relays through mosquitto: the joiner's first line goes out before the host has
    // even subscribed, and lines sent while the broker is down and after it restarted empty
    // (its sessions and queues gone) all arrive, once each, in order.
    void nothingIsLostToASideNotYetThereOrABrokerRestartedEmpty()
    {
        QVERIFY2(!TestBroker::program().isEmpty(), "mosquitto is installed by build.sh");
        TestBroker broker;
        QVERIFY2(broker.start(), "mosquitto accepts connections on its port");
        const QUrl url(broker.url());
        const CodeSecrets secrets = derive_secrets("RELA-YTST");
        BrokerRelay joiner(secrets, MessageSeal::Role::Joiner);
        QVERIFY(joiner.start_joiner(url));
        QTcpSocket ben; // the joiner's game
        ben.connectToHost(QHostAddress::LocalHost, joiner.port());
        QVERIFY(ben.waitForConnected(3000));
        ben.write("hello from Ben\n");
        QTest::qWait(1500); // (published; nobody listens yet)
        QTcpServer annGame; // the host's game
        QVERIFY(annGame.listen(QHostAddress::LocalHost, 0));
        BrokerRelay host(secrets, MessageSeal::Role::Host);
        QVERIFY(host.start_host(url, annGame.serverPort()));
        QTRY_VERIFY_WITH_TIMEOUT(annGame.hasPendingConnections(), 10000);
        QTcpSocket* ann = annGame.nextPendingConnection();
        QByteArray annHeard, benHeard;
        connect(ann, &QTcpSocket::readyRead, this, [&] { annHeard += ann->readAll(); });
        connect(&ben, &QTcpSocket::readyRead, this, [&] { benHeard += ben.readAll(); });
        annHeard += ann->readAll(); // (what came before the connection above)
        QTRY_COMPARE_WITH_TIMEOUT(annHeard, QByteArray("hello from Ben\n"), 10000);
        ann->write("hello from Ann\n");
        QTRY_COMPARE_WITH_TIMEOUT(benHeard, QByteArray("hello from Ann\n"), 10000);
        // The broker goes; lines are written meanwhile; a new, empty broker comes.
        broker.stop();
        ann->write("turn 1 from Ann\n");
        ben.write("turn 1 from Ben\n");
        QTest::qWait(500);
        QVERIFY(broker.start());
        ben.write("turn 2 from Ben\n");
        QTRY_COMPARE_WITH_TIMEOUT(annHeard, QByteArray("hello from Ben\nturn 1 from Ben\nturn 2 from Ben\n"), 45000);
        QTRY_COMPARE_WITH_TIMEOUT(benHeard, QByteArray("hello from Ann\nturn 1 from Ann\n"), 45000);
        QTRY_VERIFY_WITH_TIMEOUT(!host.waiting() && !joiner.waiting(), 45000);
    }

    // A host that waited long for its friend (its "here I am" sent again less and less often)
    // answers a friend who comes at once, not at its next try: the friend gives up on a code
    // after 15 s. (Two desktop windows: the host waited 40 s, its answer never came.)
    void aFriendWhoComesLateIsAnsweredAtOnce()
    {
        QVERIFY2(!TestBroker::program().isEmpty(), "mosquitto is installed by build.sh");
        TestBroker broker;
        QVERIFY2(broker.start(), "mosquitto accepts connections on its port");
        const QUrl url(broker.url());
        const CodeSecrets secrets = derive_secrets("LATE-FRND");
        QTcpServer annGame;
        QVERIFY(annGame.listen(QHostAddress::LocalHost, 0));
        BrokerRelay host(secrets, MessageSeal::Role::Host);
        QVERIFY(host.start_host(url, annGame.serverPort()));
        QTest::qWait(8000); // (tries at 1, 3 and 7 s; the next at 15 s)
        BrokerRelay joiner(secrets, MessageSeal::Role::Joiner);
        QVERIFY(joiner.start_joiner(url));
        QTcpSocket ben;
        ben.connectToHost(QHostAddress::LocalHost, joiner.port());
        QVERIFY(ben.waitForConnected(3000));
        QElapsedTimer since;
        since.start();
        ben.write("hello from Ben\n");
        QTRY_VERIFY_WITH_TIMEOUT(annGame.hasPendingConnections(), 5000);
        QTcpSocket* ann = annGame.nextPendingConnection();
        QByteArray benHeard;
        connect(&ben, &QTcpSocket::readyRead, this, [&] { benHeard += ben.readAll(); });
        ann->write("hello from Ann\n");
        QTRY_COMPARE_WITH_TIMEOUT(benHeard, QByteArray("hello from Ann\n"), 5000);
        QVERIFY2(since.elapsed() < 5000, qPrintable(QString::number(since.elapsed())));
    }

    // Correspondence (issue 25): the joiner's program is killed in the middle of a game by
    // code and run again with the same --save file; it goes on where it stopped, the host
    // pausing meanwhile, and both end with the same checked record.
    void aSideStoppedMidGameGoesOnFromItsSavedGame()
    {
        QVERIFY2(!TestBroker::program().isEmpty(), "mosquitto is installed by build.sh");
        TestBroker broker;
        QVERIFY2(broker.start(), "mosquitto accepts connections on its port");
        const QString url = broker.url();
        QTemporaryDir dir;
        QProcess host;
        host.start(SPACESHIPS_CLI, {"net-host", "--broker", url, "--bot", "hunter", "--seed", "7", "--time", "5",
                                    "--save", dir.filePath("host.save"), "--record", dir.filePath("host.ssg")});
        QVERIFY(host.waitForReadyRead(10000));
        const QString code = QString::fromUtf8(host.readLine()).trimmed().mid(6);
        const QStringList join_args{"net-join", code, "--broker", url, "--bot", "density", "--seed", "8", "--time", "5",
                                    "--save", dir.filePath("join.save"), "--record", dir.filePath("join.ssg")};
        QProcess joiner;
        joiner.start(SPACESHIPS_CLI, join_args);
        // Two turns played: the joiner stops without a word (killed).
        const auto turns_saved = [&] {
            QFile f(dir.filePath("join.save"));
            return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object()["game"].toObject()["turnsCompleted"].toInt() : 0;
        };
        QTRY_VERIFY_WITH_TIMEOUT(turns_saved() >= 2, 30000);
        joiner.kill();
        QVERIFY(joiner.waitForFinished(5000));
        QVERIFY(host.state() == QProcess::Running); // (the host waits)
        QTest::qWait(1500);
        QProcess again;
        again.start(SPACESHIPS_CLI, join_args);
        QTRY_VERIFY_WITH_TIMEOUT(again.state() == QProcess::NotRunning && host.state() == QProcess::NotRunning, 90000);
        const QString host_said = QString::fromUtf8(host.readAllStandardError()), again_said = QString::fromUtf8(again.readAllStandardError());
        const QString said = host_said + again_said;
        QVERIFY2(again.exitCode() == 0, qPrintable(again_said.right(900))); // (the end: what stopped it)
        QVERIFY2(host.exitCode() == 0, qPrintable(host_said.right(900)));
        QVERIFY2(said.contains("connection dropped"), qPrintable(said)); // (the host paused for it)
        QFile a(dir.filePath("host.ssg")), b(dir.filePath("join.ssg"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray text = a.readAll();
        QCOMPARE(b.readAll(), text);
        QVERIFY(text.contains("[Verdict \"every report checked and true\"]"));
        QVERIFY(!QFile::exists(dir.filePath("join.save"))); // (over: the record holds it)
    }

    void aBrokerURLIsCheckedInWords()
    {
        QVERIFY(BrokerLink::check_url(QUrl("mqtt://localhost:1883")).isEmpty());
        QVERIFY(BrokerLink::check_url(QUrl("mqtts://broker.example.org")).isEmpty());
        QVERIFY(BrokerLink::check_url(QUrl("http://example.org")).contains("mqtt://"));
        QVERIFY(BrokerLink::check_url(QUrl("mqtt://")).contains("no host"));
    }

    // Two spaceships-cli endpoints play a game by code through mosquitto on loopback; a
    // stranger on the broker publishes garbage and replays every message it sees on the
    // game's topics; both records are the same, whole and checked.
    void twoEndpointsPlayAGameByCodeThroughABroker()
    {
        QVERIFY2(!TestBroker::program().isEmpty(), "mosquitto is installed by build.sh");
        TestBroker broker;
        QVERIFY2(broker.start(), "mosquitto accepts connections on its port");
        const QString url = broker.url();
        QTemporaryDir dir;
        QProcess host;
        host.start(SPACESHIPS_CLI, {"net-host", "--broker", url, "--bot", "hunter", "--seed", "5", "--record", dir.filePath("host.ssg")});
        QVERIFY(host.waitForReadyRead(10000));
        const QString first = QString::fromUtf8(host.readLine()).trimmed();
        QVERIFY2(QRegularExpression("^code: [0-9A-Z]{4}-[0-9A-Z]{4}$").match(first).hasMatch(), qPrintable(first));
        const QString code = first.mid(6);
        // The stranger: everything it hears on the game's topics it sends again, with garbage.
        const CodeSecrets secrets = derive_secrets(code);
        BrokerLink stranger;
        QVERIFY(stranger.open(QUrl(url), "stranger", secrets.topic + "/#"));
        int replayed = 0;
        connect(&stranger, &BrokerLink::received, this, [&](const QByteArray& payload) {
            if (replayed++ % 3 == 0) {
                stranger.publish(secrets.topic + "/h", payload);
                stranger.publish(secrets.topic + "/j", payload);
                stranger.publish(secrets.topic + "/j", "garbage " + payload.left(20));
            }
        });
        QTRY_VERIFY_WITH_TIMEOUT(stranger.isConnected(), 5000);
        QProcess joiner;
        joiner.start(SPACESHIPS_CLI, {"net-join", code.toLower().remove('-'), "--broker", url, "--bot", "density", "--seed", "6",
                                      "--record", dir.filePath("join.ssg")});
        QTRY_VERIFY_WITH_TIMEOUT(joiner.state() == QProcess::NotRunning && host.state() == QProcess::NotRunning, 60000);
        const QString host_said = QString::fromUtf8(host.readAllStandardError()), joiner_said = QString::fromUtf8(joiner.readAllStandardError());
        const QString said = host_said + joiner_said;
        QVERIFY2(joiner.exitCode() == 0, qPrintable(joiner_said.right(900))); // (the end: what stopped it)
        QVERIFY2(host.exitCode() == 0, qPrintable(host_said.right(900)));
        QVERIFY(replayed > 10);
        QVERIFY2(said.contains("dropped"), qPrintable(said)); // the garbage, said and dropped
        QFile a(dir.filePath("host.ssg")), b(dir.filePath("join.ssg"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray text = a.readAll();
        QCOMPARE(b.readAll(), text);
        QVERIFY(text.contains("[Verdict \"every report checked and true\"]"));
        QProcess check;
        check.start(SPACESHIPS_CLI, {"check", dir.filePath("host.ssg")});
        QVERIFY(check.waitForFinished(10000));
        QCOMPARE(check.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(BrokerTest)
#include "broker_test.moc"
