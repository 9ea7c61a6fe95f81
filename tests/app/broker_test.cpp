// A game by code through an MQTT broker (issue 25): the code and what is derived from it,
// every message sealed (tampered, forged, replayed and foreign messages refused), and two
// headless endpoints playing a whole game through a real broker (mosquitto on loopback) —
// with a stranger injecting garbage and replaying what it saw on the broker meanwhile.
#include "broker_link.h"
#include "game_code.h"
#include "message_seal.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace ss::app;

namespace {

// A free port for a broker of the test's own.
quint16 free_port()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

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
        const QString mosquitto = QStandardPaths::findExecutable("mosquitto", {"/usr/sbin", "/usr/bin"});
        QVERIFY2(!mosquitto.isEmpty(), "mosquitto is installed by build.sh");
        const quint16 port = free_port();
        QProcess broker;
        broker.start(mosquitto, {"-p", QString::number(port)});
        QVERIFY(broker.waitForStarted(5000));
        QTest::qWait(300);
        const QString url = QString("mqtt://127.0.0.1:%1").arg(port);
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
        const QString said = QString::fromUtf8(host.readAllStandardError() + joiner.readAllStandardError());
        QCOMPARE(joiner.exitCode(), 0);
        QCOMPARE(host.exitCode(), 0);
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
        broker.kill();
        broker.waitForFinished(3000);
    }
};

QTEST_GUILESS_MAIN(BrokerTest)
#include "broker_test.moc"
