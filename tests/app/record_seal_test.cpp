// Fair play [1.4]: an unfinished game's file hides both fleets (sealed setups); the same
// user's game reads it back whole; another key, or a damaged line, is refused with its
// line; a finished game is written as an ordinary plain record (issue 23).
#include "game_controller.h"
#include "record_files.h"
#include "record_keeper.h"
#include "record_seal.h"

#include "record.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ss;
using ss::app::GameController;
using ss::app::SpaceModel;

namespace {

const std::string kRecord = "[A \"Alice\"]\n[B \"Bot: density\"]\n"
                            "setup A: DS Rv1 Rv2 Rw1 Rw2 Ov1 Ov2 Ow1 Ow2; KC Gv1 Gv2 Gv3 Gw1 Gw2 Gw3; FS Bv1 Bv2 Bw1 Bw2; MD Yz1 Yz2 Yz3; LS Bz5\n"
                            "setup B: DS Rv1 Rv2 Rv3 Rw1 Rw2 Rw3 Ov2 Ow2; KC Gz1 Gz2 Gz3 Gy1 Gy2 Gy3; PC Bv1 Bv2 Bv3 Bv4; MD Yx3 Yx4 Yx5; HS Ov5 Ow5\n"
                            "1. A: Yx3 | B: Rv1\n";

QByteArray bytes_of(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class RecordSealTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    // A record's file is named after its players in their own letters (fifth playtest:
    // "Reviewer gegen Kapit_n.ssg"); only separators and odd bytes are replaced.
    void aRecordsFileKeepsThePlayersLetters()
    {
        const QString path = ss::app::new_record_path("/tmp/x", "Reviewer gegen Kapitän/Ω");
        QVERIFY2(path.endsWith(" Reviewer gegen Kapitän_Ω.ssg"), qPrintable(path));
        QVERIFY(path.startsWith("/tmp/x/"));
    }

    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sealedSetupsHideTheFleetsAndOpenWithTheKey_1_4()
    {
        const QByteArray key = app::new_seal_key();
        QCOMPARE(key.size(), 32);
        const std::string sealed = app::seal_setups(kRecord, key);
        QVERIFY(app::has_sealed_setups(sealed));
        QVERIFY(!app::has_sealed_setups(kRecord));
        QVERIFY(sealed.find("setup A:") == std::string::npos);
        QVERIFY(sealed.find("Rv1 Rv2") == std::string::npos);
        QVERIFY(sealed.find("DS ") == std::string::npos);
        QVERIFY(sealed.find("sealed A: ") != std::string::npos && sealed.find("sealed B: ") != std::string::npos);
        QVERIFY(sealed.find("[A \"Alice\"]") != std::string::npos); // the rest as it was
        QVERIFY(sealed.find("1. A: Yx3 | B: Rv1") != std::string::npos);
        QCOMPARE(app::open_sealed_setups(sealed, key).value_or(""), kRecord);
        // A fresh nonce each time: the same fleet seals differently.
        QVERIFY(app::seal_setups(kRecord, key) != sealed);
    }

    void anotherKeyOrADamagedLineIsRefusedWithItsLine()
    {
        const QByteArray key = app::new_seal_key();
        const std::string sealed = app::seal_setups(kRecord, key);
        int line = 0;
        QVERIFY(!app::open_sealed_setups(sealed, app::new_seal_key(), &line));
        QCOMPARE(line, 3);
        std::string damaged = sealed;
        const std::size_t b = damaged.find("sealed B: ") + 14;
        damaged[b] = damaged[b] == 'A' ? 'B' : 'A';
        line = 0;
        QVERIFY(!app::open_sealed_setups(damaged, key, &line));
        QCOMPARE(line, 4);
        QVERIFY(!app::open_sealed_setups("sealed A: !!!\n", key, &line));
    }

    // The game as played: each turn's save is sealed, the library and resume read it, a
    // copy of the unfinished game is sealed too, and the finished game's file is plain.
    void theUnfinishedGamesFileHidesTheBotsFleetUntilTheEnd()
    {
        GameController g;
        g.options()->setBotOverride("random");
        g.setSeed(5);
        g.records()->setFolder(dir_.path());
        g.setup()->randomLayout();
        QVERIFY(g.start());
        QTRY_COMPARE(g.phase(), GameController::Phase::Playing);
        g.clickCell(SpaceModel::Side::Opponent, 62);
        QVERIFY(g.submit());
        QTRY_COMPARE(g.turn(), 2);
        const QByteArray file = bytes_of(g.records()->path());
        QVERIFY2(!file.contains("setup "), file.constData());
        QVERIFY(file.contains("sealed B: "));
        QString why;
        const std::optional<Record> read = app::load_record_file(g.records()->path(), &why);
        QVERIFY2(read, qPrintable(why));
        QCOMPARE(read->games[0].turns.size(), std::size_t(1));
        QVERIFY(g.records()->unfinishedGames()[0].toMap()["summary"].toString().contains("1 turn played"));
        // A copy to share while it goes on: sealed as well.
        QVERIFY(g.outputs()->saveCopy(dir_.path() + "/copy.ssg"));
        QVERIFY(!bytes_of(dir_.path() + "/copy.ssg").contains("setup "));
        // To the end: the file becomes an ordinary record, both fleets in plain text.
        int next = 0;
        while (g.phase() == GameController::Phase::Playing) {
            const int turn = g.turn();
            for (int k = g.draft()->strikes(); k > 0 && next < 125; --k)
                g.clickCell(SpaceModel::Side::Opponent, next++);
            QVERIFY(g.submit());
            QTRY_VERIFY(g.turn() > turn || g.phase() == GameController::Phase::Over);
        }
        const QByteArray plain = bytes_of(g.records()->path());
        QVERIFY(plain.contains("setup A: ") && plain.contains("setup B: "));
        QVERIFY(!plain.contains("sealed "));
        QVERIFY(parse_record(plain.toStdString()).games.size() == 1);
    }

    void aFileSealedByAnotherUserIsRefusedWithLineAndRule()
    {
        const QString path = dir_.path() + "/other-user.ssg";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(app::seal_setups(kRecord, app::new_seal_key())));
        f.close();
        QString why;
        QVERIFY(!app::load_record_file(path, &why));
        QVERIFY2(why.startsWith("other-user.ssg:3: ") && why.contains("[1.4]") && why.contains("sealed"), qPrintable(why));
        GameController g;
        QVERIFY(!g.lobby()->openRecord(path));
        QVERIFY2(g.error().contains("sealed"), qPrintable(g.error()));
        QCOMPARE(g.phase(), GameController::Phase::Setup);
    }
};

QTEST_GUILESS_MAIN(RecordSealTest)
#include "record_seal_test.moc"
