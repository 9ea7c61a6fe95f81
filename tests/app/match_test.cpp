// Matches [9, 10] at the table: a scored match summed game by game and won on the overall
// score [9.4, 9.5]; a continued match whose later games add ships costing each player's
// remaining materiel [10.3], enforced on the setup screen; the whole match one record
// [spec 1.1] that the referee accepts, that reopens between games to go on, and whose games
// review one by one.
#include "game_controller.h"
#include "match.h"
#include "turn_log.h"
#include "referee.h"
#include "record_files.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ss;
using ss::app::GameController;
using ss::app::GameOptions;
using ss::app::SpaceModel;

namespace {

// Plays on, striking cells in order, until the game is over.
void play_to_the_end(GameController& g)
{
    int next = 0;
    while (g.phase() == GameController::Phase::Playing) {
        const int turn = g.turn();
        for (int k = g.draft()->strikes(); k > 0 && next < kCellCount; --k)
            g.clickCell(SpaceModel::Side::Opponent, next++);
        QVERIFY(g.submit());
        QTRY_VERIFY(g.turn() > turn || g.phase() == GameController::Phase::Over);
    }
}

void start_match(GameController& g, const QString& folder, GameOptions::MatchKind kind, int games)
{
    g.options()->setBotOverride("random");
    g.options()->setMatchKind(kind);
    g.options()->setMatchGames(games);
    g.setSeed(11);
    g.records()->setFolder(folder);
    g.setup()->randomLayout();
    QVERIFY(g.start());
    QTRY_COMPARE(g.phase(), GameController::Phase::Playing);
}

Record read(const QString& path)
{
    QString why;
    const std::optional<Record> r = app::load_record_file(path, &why);
    if (!r)
        qWarning() << why;
    return r ? *r : Record{};
}

} // namespace

class MatchTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Issue 23: the person at the screen reads "You win the match", never "You wins".
    void theMatchResultSpeaksToThePersonAtTheScreen_9_5_10_6()
    {
        for (const auto kind : {ss::app::Match::Kind::Scored, ss::app::Match::Kind::Continued}) {
            ss::app::Match m;
            m.begin(kind, 2);
            m.set_rules(rules_2_6_1());
            GameEnd end;
            end.terminated = true;
            end.score = {7, 2}; // A wins both games
            m.add(GameRecord{}, end);
            m.add(GameRecord{}, end);
            QVERIFY(m.over());
            const QString you = m.result({ss::app::you(), "Captain"});
            QVERIFY2(you.startsWith("You win the match"), qPrintable(you));
            const QString named = m.result({"Ann", "Captain"});
            QVERIFY2(named.startsWith("Ann wins the match"), qPrintable(named));
        }
    }

    void aScoredMatchIsWonOnTheOverallScore_9_4_9_5()
    {
        GameController g;
        start_match(g, dir_.path() + "/scored", GameOptions::MatchKind::Scored, 2);
        QVERIFY(g.match()->active());
        QVERIFY2(g.match()->text().startsWith("Scored match [9], game 1 of 2"), qPrintable(g.match()->text()));
        play_to_the_end(g);
        QCOMPARE(g.phase(), GameController::Phase::Over);
        QVERIFY(!g.match()->over());
        QCOMPARE(g.match()->games(), 1);
        const QString path = g.records()->path();
        QCOMPARE(g.records()->unfinishedGame(), path); // the match goes on: resumable
        QVERIFY(g.nextGame());
        QCOMPARE(g.phase(), GameController::Phase::Setup);
        QVERIFY(g.match()->betweenGames());
        QCOMPARE(g.setup()->additional(), 0); // a scored match has no additional ships [9.2]
        QVERIFY(g.start());
        QTRY_COMPARE(g.phase(), GameController::Phase::Playing);
        QCOMPARE(g.records()->path(), path); // one record for the match
        play_to_the_end(g);
        QVERIFY(g.match()->over());
        QVERIFY(!g.nextGame());
        QVERIFY2(g.match()->result().endsWith("[9.5]"), qPrintable(g.match()->result()));
        QCOMPARE(g.records()->unfinishedGame(), QString());
        // The record: two games, the first tagged as a scored match; the referee agrees.
        const Record r = read(path);
        QCOMPARE(r.games.size(), std::size_t(2));
        QCOMPARE(r.games[0].tag("Match"), std::string("scored"));
        QCOMPARE(r.games[0].tag("Games"), std::string("2"));
        const RefereedMatch m = referee(r);
        QCOMPARE(m.kind, MatchKind::Scored);
        const auto overall = m.overall();
        QVERIFY2(g.match()->text().contains(QString("overall You %1, ").arg(overall[0])), qPrintable(g.match()->text()));
    }

    void aContinuedMatchAddsShipsCostingTheRemainingMateriel_10_3()
    {
        GameController g;
        start_match(g, dir_.path() + "/continued", GameOptions::MatchKind::Continued, 2);
        play_to_the_end(g);
        const int materiel = g.game()->end().score[0];
        const int bots = g.game()->end().score[1];
        const QString path = g.records()->path();
        QVERIFY(g.nextGame());
        QCOMPARE(g.setup()->additional(), materiel);
        QCOMPARE(g.setup()->cost(), 24 + materiel);
        if (materiel > 0) { // the last game's fleet alone is short of the cost [10.3]
            QVERIFY(!g.setup()->legal());
            QVERIFY2(g.setup()->problems().join(" ").contains("[10.3]"), qPrintable(g.setup()->problems().join(" | ")));
            QVERIFY(!g.start());
            QVERIFY2(g.error().contains("[10.3]"), qPrintable(g.error()));
            // Adding a ship of that cost is allowed beside the standard fleet [10.2].
            g.setup()->addShip("LG");
            QCOMPARE(g.setup()->ships().size(), 6);
        }
        g.setup()->randomLayout(); // the standard fleet and additional ships costing `materiel`
        QVERIFY2(g.setup()->legal(), qPrintable(g.setup()->problems().join(" | ")));
        QCOMPARE(g.setup()->fleetCost(), 24 + materiel);
        QVERIFY(g.start());
        QTRY_COMPARE(g.phase(), GameController::Phase::Playing);
        // The bot's fleet has its additional ships too: B's materiel is 24's cells and more.
        QCOMPARE(fleet_cost(specs_of(g.game()->space(Player::B).fleet)), 24 + bots);
        play_to_the_end(g);
        QVERIFY(g.match()->over());
        QVERIFY2(g.match()->result().endsWith("[10.6]"), qPrintable(g.match()->result()));
        const Record r = read(path);
        QCOMPARE(r.games.size(), std::size_t(2));
        const RefereedMatch m = referee(r); // checks the additional ships' cost [10.3]
        QCOMPARE(m.games[1].additional[0], materiel);
        QCOMPARE(m.games[1].additional[1], bots);
    }

    // Two people at one screen: each lays out their own additional ships after the hand-over.
    void aContinuedMatchBetweenTwoPeopleAtOneScreen_10_3()
    {
        GameController g;
        g.records()->setFolder(dir_.path() + "/hotseat");
        g.setSeed(5);
        g.options()->setMode(GameOptions::Mode::TwoPlayers);
        g.options()->setMatchKind(GameOptions::MatchKind::Continued);
        g.options()->setMatchGames(2);
        const auto play_game = [&] {
            std::array<int, 2> next{0, 0};
            while (g.phase() != GameController::Phase::Over) {
                if (g.phase() == GameController::Phase::Handover) {
                    g.handover()->ready();
                    continue;
                }
                if (g.phase() == GameController::Phase::Setup) {
                    g.setup()->randomLayout();
                    QVERIFY2(g.start(), qPrintable(g.error()));
                    continue;
                }
                int& n = next[index_of(g.viewer())];
                for (int k = g.draft()->strikes(); k > 0 && n < kCellCount; --k)
                    g.clickCell(SpaceModel::Side::Opponent, n++);
                QVERIFY(g.submit());
            }
        };
        play_game();
        const std::array<int, 2> left = g.game()->end().score;
        QVERIFY(g.nextGame());
        QCOMPARE(g.setup()->additional(), left[0]); // Alice's
        g.setup()->randomLayout();
        QVERIFY(g.start());
        QCOMPARE(g.phase(), GameController::Phase::Handover);
        g.handover()->ready();
        QCOMPARE(g.setup()->additional(), left[1]); // Bob's, on his own setup screen
        play_game();
        QVERIFY(g.match()->over());
        const RefereedMatch m = referee(read(g.records()->path()));
        QCOMPARE(m.games.size(), std::size_t(2));
        QCOMPARE(m.games[1].additional[0], left[0]);
        QCOMPARE(m.games[1].additional[1], left[1]);
    }

    void aMatchReopensBetweenGamesAndItsGamesReviewOneByOne()
    {
        QString path;
        int first_turns = 0;
        {
            GameController g;
            start_match(g, dir_.path() + "/reopened", GameOptions::MatchKind::Scored, 3);
            play_to_the_end(g);
            first_turns = g.turnsPlayed();
            path = g.records()->path();
        }
        GameController g;
        g.records()->setFolder(dir_.path() + "/reopened");
        QVERIFY2(g.lobby()->openRecord(path), qPrintable(g.error()));
        QCOMPARE(g.phase(), GameController::Phase::Over);
        QVERIFY(g.match()->active());
        QVERIFY(!g.match()->over());
        QVERIFY2(g.match()->text().contains("1 of 3 games played"), qPrintable(g.match()->text()));
        QVERIFY(g.nextGame()); // goes on with the second game, in the same file
        QVERIFY(g.start());
        QTRY_COMPARE(g.phase(), GameController::Phase::Playing);
        QCOMPARE(g.records()->path(), path);
        play_to_the_end(g);
        QCOMPARE(g.match()->games(), 2);
        QCOMPARE(g.match()->reviewGame(), 1);
        const int second_turns = g.turnsPlayed();
        g.match()->setReviewGame(0); // review steps back to the first game
        QCOMPARE(g.match()->reviewGame(), 0);
        QCOMPARE(g.turnsPlayed(), first_turns);
        QCOMPARE(g.review()->turn(), first_turns);
        g.review()->setTurn(1);
        QCOMPARE(g.review()->turn(), 1);
        g.match()->setReviewGame(1);
        QCOMPARE(g.turnsPlayed(), second_turns);
        QVERIFY(g.nextGame()); // the third game follows the last, not the one reviewed
        QVERIFY(g.start());
        QTRY_COMPARE(g.phase(), GameController::Phase::Playing);
        play_to_the_end(g);
        QVERIFY(g.match()->over());
        QCOMPARE(read(path).games.size(), std::size_t(3));
    }
};

QTEST_GUILESS_MAIN(MatchTest)
#include "match_test.moc"
