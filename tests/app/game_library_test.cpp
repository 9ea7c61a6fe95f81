// The game library (issue 11): every record in the folder with its players, fleet rule,
// turns and result — "unfinished", or why it is damaged, with line and rule — searchable,
// sortable, and deletable to the trash.
#include "game_library.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <utility>

using ss::app::GameLibrary;

namespace {

QString data(const char* name) { return QString(SPACESHIPS_TEST_DATA) + "/" + name; }

QStringList column(const GameLibrary& l, int role)
{
    QStringList out;
    for (int i = 0; i < l.rowCount(); ++i)
        out << l.data(l.index(i), role).toString();
    return out;
}

} // namespace

class GameLibraryTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QVERIFY(QFile::copy(data("finished-cost1.ssg"), dir_.filePath("finished.ssg")));
        QVERIFY(QFile::copy(data("spec-example.ssg"), dir_.filePath("unfinished.ssg")));
        QVERIFY(QFile::copy(data("bad/too-many-strikes.ssg"), dir_.filePath("damaged.ssg")));
        QFile(dir_.filePath("notes.txt")).open(QIODevice::WriteOnly); // not a record: not listed
        // Two finished games against the random bot, one won by the person as A, one lost as B.
        QFile game(data("finished-cost1.ssg"));
        QVERIFY(game.open(QIODevice::ReadOnly));
        const QByteArray text = game.readAll();
        QByteArray won = text, lost = text;
        won.replace("[B \"Ben\"]", "[B \"Bot: random\"]");
        lost.replace("[A \"Ann\"]", "[A \"Bot: random\"]");
        for (const auto& [name, bytes] : {std::pair{"won.ssg", won}, std::pair{"lost.ssg", lost}}) {
            QFile out(dir_.filePath(name));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(bytes);
        }
        // The trash, here. Its folder must exist: Qt 6.4 otherwise falls back to "files/" and
        // "info/" under the working directory.
        QVERIFY(QDir().mkpath(dir_.filePath("data")));
        qputenv("XDG_DATA_HOME", dir_.filePath("data").toUtf8());
    }

    // Issue 23: the winner's score first, whichever player won ("wins 1–0", never "0–1").
    void theResultGivesTheWinnersScoreFirst()
    {
        QTemporaryDir dir;
        QFile b_won(dir.filePath("b-won.ssg"));
        QVERIFY(b_won.open(QIODevice::WriteOnly));
        b_won.write("[Fleet \"cost 1\"]\n[A \"Ann\"]\n[B \"Bot: random\"]\n"
                    "setup A: LG Rv1\nsetup B: LG Bz5\n1. A: -\n1. B: mBz5 Rv1\n");
        b_won.close();
        GameLibrary library;
        library.refresh(dir.path());
        QCOMPARE(column(library, GameLibrary::ResultRole), QStringList({"Random bot wins 1–0"}));
    }

    // Eleventh playtest: a forfeit is said by the players' names, not "B wins: A forfeits".
    void aForfeitIsSaidByThePlayersNames()
    {
        QTemporaryDir dir;
        QFile left(dir.filePath("left.ssg"));
        QVERIFY(left.open(QIODevice::WriteOnly));
        left.write("[Fleet \"cost 1\"]\n[A \"Ann\"]\n[B \"Ben\"]\n[Result \"A wins: B forfeits (left the game)\"]\n"
                   "setup A: LG Rv1\nsetup B: LG Bz5\n1. A: mRv1 Bz4\n1. B: mBz5 Rv2\n");
        left.close();
        GameLibrary library;
        library.refresh(dir.path());
        QCOMPARE(column(library, GameLibrary::ResultRole), QStringList({"Ann wins: Ben left the game"}));
    }

    void everyRecordIsListedWithWhatItHolds()
    {
        GameLibrary library;
        QAbstractItemModelTester tester(&library, QAbstractItemModelTester::FailureReportingMode::QtTest);
        library.refresh(dir_.path());
        QCOMPARE(library.total(), 5);
        library.setSort(GameLibrary::Sort::Players);
        QCOMPARE(column(library, GameLibrary::PlayersRole),
                 QStringList({"Alice against Density bot", "Ann against Ben", "Ann against Random bot",
                              "damaged.ssg", "Random bot against Ben"}));
        QCOMPARE(column(library, GameLibrary::ResultRole),
                 QStringList({"unfinished", "Ann wins 1–0", "Ann wins 1–0",
                              "damaged, line 11: B has 9 strikes but only 8 are available [4.4.1]",
                              "Random bot wins 1–0"}));
        QCOMPARE(column(library, GameLibrary::FleetRole), QStringList({"standard", "cost 1", "cost 1", "", "cost 1"}));
        QCOMPARE(column(library, GameLibrary::TurnsRole), QStringList({"2", "1", "1", "0", "1"}));
    }

    // When a game was played: from the name the game gives its records, else the [Date]
    // tag, not when the file was copied.
    void theDateIsTheGamesNotTheFiles()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(data("finished-cost1.ssg"), dir.filePath("2026-11-20 21.14.05.120 Ann vs Ben.ssg")));
        QVERIFY(QFile::copy(data("spec-example.ssg"), dir.filePath("from-a-friend.ssg"))); // [Date "2026-11-22"]
        GameLibrary library;
        library.refresh(dir.path());
        library.setSort(GameLibrary::Sort::Newest);
        QCOMPARE(column(library, GameLibrary::DateRole), QStringList({"22 Nov 2026", "20 Nov 2026, 21:14"}));
    }

    // The running record per bot, from the person's side (issue 11, deliver 4).
    void theRecordAgainstEachBot()
    {
        GameLibrary library;
        library.refresh(dir_.path());
        QCOMPARE(library.opponents().size(), 1); // the density game is unfinished, Ann–Ben are people
        const QVariantMap random = library.opponents()[0].toMap();
        QCOMPARE(random["opponent"].toString(), QString("Random bot"));
        QCOMPARE(random["games"].toInt(), 2);
        QCOMPARE(random["wins"].toInt(), 1);
        QCOMPARE(random["losses"].toInt(), 1);
        QCOMPARE(random["draws"].toInt(), 0);
        QCOMPARE(random["averageTurns"].toDouble(), 1.0);
        // The tally's words find its games (seventh playtest: "lost" found nothing).
        library.setFilter("lost");
        QCOMPARE(library.shown(), 1);
        library.setFilter("Won");
        QCOMPARE(library.shown(), 1);
        library.setFilter("drawn");
        QCOMPARE(library.shown(), 0);
        // The record is over the games the search finds (a playtest: it ignored the search).
        QVERIFY(library.opponents().isEmpty());
        library.setFilter("lost");
        QCOMPARE(library.opponents()[0].toMap()["games"].toInt(), 1);
        QCOMPARE(library.opponents()[0].toMap()["losses"].toInt(), 1);
    }

    // Issue 23, defect 8: a match against a bot counts each of its games, not none.
    void aMatchCountsEachGameInTheRecordAgainstTheBot()
    {
        QTemporaryDir dir;
        QFile in(data("scored-match.ssg"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QFile out(dir.filePath("match.ssg"));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(in.readAll().replace("[A \"Bot: hunter\"]", "[A \"Ann\"]"));
        out.close();
        GameLibrary library;
        library.refresh(dir.path());
        QCOMPARE(library.opponents().size(), 1);
        const QVariantMap random = library.opponents()[0].toMap();
        QCOMPARE(random["opponent"].toString(), QString("Random bot"));
        QCOMPARE(random["games"].toInt(), 2);
        QCOMPARE(random["wins"].toInt(), 2);
        QCOMPARE(random["losses"].toInt(), 0);
    }

    void searchAndSort()
    {
        GameLibrary library;
        library.refresh(dir_.path());
        library.setFilter("ben");
        QCOMPARE(library.shown(), 2);
        library.setFilter("UNFINISHED");
        QCOMPARE(column(library, GameLibrary::FileRole), QStringList({"unfinished.ssg"}));
        library.setFilter("");
        library.setSort(GameLibrary::Sort::Turns);
        QCOMPARE(column(library, GameLibrary::TurnsRole).first(), QString("2"));
        library.setSort(GameLibrary::Sort::Result);
        QCOMPARE(library.data(library.index(0), GameLibrary::FinishedRole).toBool(), true);
    }

    void aCopyIsTheRecordAsItIsAndNeverOverwrites()
    {
        GameLibrary library;
        library.refresh(dir_.path());
        QTemporaryDir share;
        QCOMPARE(library.copy(dir_.filePath("finished.ssg"), share.filePath("for-ann")), QString());
        QFile a(dir_.filePath("finished.ssg")), b(share.filePath("for-ann.ssg"));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
        // Never over another file, nor onto itself.
        QVERIFY(library.copy(dir_.filePath("won.ssg"), share.filePath("for-ann.ssg")).contains("already exists"));
        QVERIFY(!library.copy(dir_.filePath("won.ssg"), dir_.filePath("won.ssg")).isEmpty());
        QVERIFY(!library.copy(dir_.filePath("won.ssg"), "/proc/nowhere/x.ssg").isEmpty());
        // A folder not there yet (~/Documents in a new home) is made (ninth playtest).
        QCOMPARE(library.copy(dir_.filePath("won.ssg"), share.filePath("Documents/new/for-ben")), QString());
        QVERIFY(QFile::exists(share.filePath("Documents/new/for-ben.ssg")));
    }

    void deletingMovesTheRecordToTheTrash()
    {
        GameLibrary library;
        library.refresh(dir_.path());
        QCOMPARE(library.remove(dir_.filePath("damaged.ssg")), QString());
        QVERIFY(!QFile::exists(dir_.filePath("damaged.ssg")));
        QVERIFY(QFile::exists(dir_.filePath("data/Trash/files/damaged.ssg")));
        QCOMPARE(library.total(), 4);
        QVERIFY(!library.remove(dir_.filePath("nothing.ssg")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(GameLibraryTest)
#include "game_library_test.moc"
