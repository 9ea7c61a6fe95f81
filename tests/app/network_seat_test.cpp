// The desktop game's remote seat (issue 12), over loopback only: two GameControllers — two
// players' programs — host and join, lay out fleets on their setup screens, enter every
// turn through the turn panel's notation field and play a whole game. Neither ever shows
// the other's fleet before the end [1.4]; both end with the same record, saved with its
// verdict and chat, and review it like any finished game. A peer that lies is named on the
// screen; a peer that leaves, or a dropped connection, is shown and never crashes.
#include "cell_words.h"
#include "game_controller.h"
#include "net_peers.h"
#include "remote_seat.h"

#include "bots/bot.h"
#include "record.h"
#include "record_files.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include "test_broker.h"

using namespace ss;
using ss::app::GameController;
using ss::app::GameOptions;
using ss::app::NetGame;
using ss::app::NetworkPlay;
using ss::app::Seat;
using ss::app::SpaceModel;
using Phase = GameController::Phase;

using ss::app::test::TestBroker;

namespace {

QString state(const SpaceModel& m, int cell) { return ss::app::test::shown(m, cell, SpaceModel::StateRole); }

// Whether the other player's view shows any of their ship cells that were never hit.
bool shows_hidden_ship(const SpaceModel& m)
{
    for (int i = 0; i < kCellCount; ++i)
        if (state(m, i) == "revealed")
            return true;
    return false;
}

// One player's program, with a bot choosing what the person would click.
struct Program {
    GameController c;
    std::unique_ptr<Bot> bot = make_bot("hunter");
    int turns_entered = 0;

    Program(const QString& name, const QString& folder)
    {
        c.records()->setFolder(folder);
        c.options()->setNameA(name);
        c.network()->setAnnounce(false);
        c.network()->setListenAddress("127.0.0.1");
        c.network()->setHostPort(0);
        c.setSeed(7);
    }
    // Lays out a random fleet and presses Start.
    bool start()
    {
        c.setup()->randomLayout();
        return c.start();
    }
    // Enters this turn's actions as the person would type them, and submits.
    bool enter_turn()
    {
        const NetGame* g = c.network()->game();
        if (!g || !g->side() || c.phase() != Phase::Playing || c.waiting())
            return false;
        if (turns_entered == 0)
            bot->new_game(g->player(), g->rule(), 11, g->rules());
        Actions actions;
        bot->turn(g->side()->knowledge(), actions);
        std::vector<std::string> tokens;
        for (const Action& a : actions)
            tokens.push_back(to_token(a));
        c.draft()->clear();
        if (!tokens.empty() && !c.draft()->enterText(QString::fromStdString(write_tokens(tokens))).isEmpty())
            return false;
        ++turns_entered;
        return c.submit();
    }
};

// Ann hosts, Ben joins, and both lay out a fleet and press Start.
bool connect_and_start(Program& ann, Program& ben)
{
    if (!ann.c.lobby()->hostGame() || !ben.c.lobby()->joinGame(QString("127.0.0.1:%1").arg(ann.c.network()->port())))
        return false;
    const bool seated = QTest::qWaitFor([&] {
        return ann.c.mode() == GameOptions::Mode::Network && ben.c.mode() == GameOptions::Mode::Network;
    });
    return seated && ann.start() && ben.start();
}

// Waits until `done`, entering turns for both programs as they become due.
bool play_until(Program& a, Program& b, const std::function<bool()>& done, int ms = 60000)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms) {
        for (Program* p : {&a, &b})
            if (p->c.phase() == Phase::Playing && !p->c.waiting() && p->c.error().isEmpty())
                p->enter_turn();
        QTest::qWait(5);
    }
    return done();
}

} // namespace

class NetworkSeatTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Issue 25: anywhere, by a game code through an MQTT broker (mosquitto on loopback):
    // Ann hosts and reads out the code, Ben types it (in lower case, without the dash), and
    // the two programs play a whole game to one record, as over a direct connection.
    void twoProgramsPlayAWholeGameByCodeThroughABroker()
    {
        QVERIFY2(!TestBroker::program().isEmpty(), "mosquitto is installed by build.sh");
        TestBroker broker;
        QVERIFY2(broker.start(), "mosquitto accepts connections on its port");
        Program ann("Ann", dir_.filePath("ann-code")), ben("Ben", dir_.filePath("ben-code"));
        const QString url = broker.url();
        ann.c.network()->setBroker(url);
        ben.c.network()->setBroker(url);
        QCOMPARE(ann.c.network()->broker(), url);
        // A code that is not one is refused in words, before anything is contacted.
        QVERIFY(!ben.c.lobby()->joinGameByCode("K7QF"));
        QVERIFY2(ben.c.network()->error().contains("eight letters and digits"), qPrintable(ben.c.network()->error()));
        QVERIFY(ann.c.lobby()->hostGameByCode());
        QCOMPARE(ann.c.network()->status(), NetworkPlay::Status::Listening);
        const QString code = ann.c.network()->code();
        QVERIFY2(QRegularExpression("^[0-9A-Z]{4}-[0-9A-Z]{4}$").match(code).hasMatch(), qPrintable(code));
        QVERIFY(ann.c.network()->statusText().contains(code));
        QVERIFY(ben.c.lobby()->joinGameByCode(code.toLower().remove('-')));
        QTRY_VERIFY2_WITH_TIMEOUT(ben.c.mode() == GameOptions::Mode::Network, qPrintable(ben.c.network()->statusText()), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(ann.c.mode(), GameOptions::Mode::Network, 30000);
        QCOMPARE(ann.c.seatB()->name(), QString("Ben"));
        QCOMPARE(ben.c.seatA()->name(), QString("Ann"));
        QVERIFY(ann.start() && ben.start());
        QTRY_COMPARE_WITH_TIMEOUT(ann.c.phase(), Phase::Playing, 10000);
        QVERIFY(play_until(ann, ben, [&] { return ann.c.phase() == Phase::Over && ben.c.phase() == Phase::Over; }));
        QCOMPARE(ann.c.network()->verdict(), QString());
        QCOMPARE(ben.c.network()->verdict(), QString());
        QString why;
        const auto a_rec = ss::app::load_record_file(ann.c.records()->path(), &why);
        QVERIFY2(a_rec, qPrintable(why));
        const auto b_rec = ss::app::load_record_file(ben.c.records()->path(), &why);
        QVERIFY2(b_rec, qPrintable(why));
        QCOMPARE(QString::fromStdString(write_record(*a_rec)), QString::fromStdString(write_record(*b_rec)));
        QCOMPARE(a_rec->games[0].tag("Verdict"), std::string("every report checked and true"));
    }

    // Issue 25, correspondence: a game by code goes on after either program stops, through
    // the broker — each side's saved game offered again "by the code", resumed, and played to
    // one record.
    void aGameByCodeGoesOnAfterEitherProgramStops()
    {
        QVERIFY2(!TestBroker::program().isEmpty(), "mosquitto is installed by build.sh");
        TestBroker broker;
        QVERIFY2(broker.start(), "mosquitto accepts connections on its port");
        const QString url = broker.url();
        const QString a_dir = dir_.filePath("code-stop-a"), b_dir = dir_.filePath("code-stop-b");
        auto ann = std::make_unique<Program>("Ann", a_dir);
        auto ben = std::make_unique<Program>("Ben", b_dir);
        ann->c.network()->setBroker(url);
        ben->c.network()->setBroker(url);
        QVERIFY(ann->c.lobby()->hostGameByCode());
        QTRY_VERIFY_WITH_TIMEOUT(!ann->c.network()->code().isEmpty(), 10000);
        const QString code = ann->c.network()->code();
        QVERIFY(ben->c.lobby()->joinGameByCode(code));
        QTRY_COMPARE_WITH_TIMEOUT(ben->c.mode(), GameOptions::Mode::Network, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(ann->c.mode(), GameOptions::Mode::Network, 30000);
        QVERIFY(ann->start() && ben->start());
        QVERIFY(play_until(*ann, *ben, [&] { return ann->c.turn() >= 3 && ben->c.turn() >= 3; }));

        // Ben's program stops (Ann's learns of it only when it comes back: through a broker
        // no connection drops); started again, it offers the game by its code and goes on.
        ben.reset();
        ben = std::make_unique<Program>("Ben", b_dir);
        ben->c.network()->setFolder(b_dir + "/network");
        QCOMPARE(ben->c.network()->unfinished().size(), 1);
        const QString summary = ben->c.network()->unfinished()[0].toMap()["summary"].toString();
        QVERIFY2(summary.contains("by the code " + code), qPrintable(summary));
        QVERIFY2(ben->c.lobby()->resumeNetworkGame(ben->c.network()->unfinished()[0].toMap()["path"].toString()), qPrintable(ben->c.error()));
        ben->turns_entered = 1;
        QTRY_COMPARE_WITH_TIMEOUT(ben->c.network()->status(), NetworkPlay::Status::Playing, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(ann->c.network()->status(), NetworkPlay::Status::Playing, 30000);
        QVERIFY(play_until(*ann, *ben, [&] { return ann->c.turn() >= 5 && ben->c.turn() >= 5; }));

        // Now Ann's, the host's: the same.
        ann.reset();
        ann = std::make_unique<Program>("Ann", a_dir);
        ann->c.network()->setFolder(a_dir + "/network");
        QCOMPARE(ann->c.network()->unfinished().size(), 1);
        QVERIFY(ann->c.lobby()->resumeNetworkGame(ann->c.network()->unfinished()[0].toMap()["path"].toString()));
        ann->turns_entered = 1;
        QVERIFY(play_until(*ann, *ben, [&] { return ann->c.phase() == Phase::Over && ben->c.phase() == Phase::Over; }, 90000));
        QCOMPARE(ann->c.network()->verdict(), QString());
        QString why;
        const auto a_rec = ss::app::load_record_file(ann->c.records()->path(), &why);
        const auto b_rec = ss::app::load_record_file(ben->c.records()->path(), &why);
        QVERIFY2(a_rec && b_rec, qPrintable(why));
        QCOMPARE(write_record(*a_rec), write_record(*b_rec));
        QCOMPARE(QDir(a_dir + "/network").entryList({"*.json"}).size(), 0);
        QCOMPARE(QDir(b_dir + "/network").entryList({"*.json"}).size(), 0);
    }

    void twoProgramsPlayAWholeGameAndEndWithOneRecord()
    {
        Program ann("Ann", dir_.filePath("ann")), ben("Ben", dir_.filePath("ben"));
        QVERIFY(ann.c.lobby()->hostGame());
        QCOMPARE(ann.c.network()->status(), NetworkPlay::Status::Listening);
        const int port = ann.c.network()->port();
        QVERIFY(port > 0);
        QVERIFY(ann.c.network()->statusText().contains(QString::number(port)));
        QVERIFY(ben.c.lobby()->joinGame(QString("127.0.0.1:%1").arg(port)));
        QTRY_COMPARE(ben.c.mode(), GameOptions::Mode::Network);
        QTRY_COMPARE(ann.c.mode(), GameOptions::Mode::Network);
        // The host sits at A, the joiner at B; each reads the other by name.
        QCOMPARE(ann.c.seatB()->kind(), Seat::Kind::Remote);
        QCOMPARE(ann.c.seatB()->name(), QString("Ben"));
        QCOMPARE(ben.c.seatA()->name(), QString("Ann"));
        QCOMPARE(ben.c.viewer(), Player::B);
        QCOMPARE(ben.c.view()->opponentName(), QString("Ann"));

        // Ann commits first and waits; her fleet is then fixed on the setup screen.
        QVERIFY(ann.start());
        QVERIFY(ann.c.network()->setupCommitted());
        QVERIFY2(ann.c.notice().contains("waiting for"), qPrintable(ann.c.notice()));
        QVERIFY(!ann.c.start());
        ann.c.clickCell(SpaceModel::Side::Own, 0);
        QVERIFY(ann.c.error().contains("committed"));
        QCOMPARE(ann.c.phase(), Phase::Setup);
        QVERIFY(ben.start());
        QTRY_COMPARE(ann.c.phase(), Phase::Playing);
        QTRY_COMPARE(ben.c.phase(), Phase::Playing);
        QCOMPARE(ann.c.turn(), 1);
        QCOMPARE(ann.c.notice(), QString()); // "waiting for Ben's" fleet is over once the game begins

        // Chat beside the board, both ways.
        QVERIFY(ann.c.network()->sendChat("good luck"));
        QTRY_COMPARE(ben.c.network()->chat(), QStringList{"Ann: good luck"});

        // Turn 1: Ann submits and waits for Ben, who is told she has chosen.
        QVERIFY(ann.enter_turn());
        QVERIFY(ann.c.waiting());
        QVERIFY(!ann.c.submit()); // once a turn
        QTRY_VERIFY(ben.c.network()->theyChose());
        QCOMPARE(ann.c.turn(), 1);
        QVERIFY(ben.enter_turn());
        QTRY_COMPARE(ann.c.turn(), 2);
        QTRY_COMPARE(ben.c.turn(), 2);
        QCOMPARE(ann.c.view()->log().size(), 1);
        QCOMPARE(ben.c.view()->log().size(), 1);
        QVERIFY(!shows_hidden_ship(*ann.c.view()->opponent())); // the other fleet stays hidden [1.4]
        QVERIFY(!shows_hidden_ship(*ben.c.view()->opponent()));

        QVERIFY(play_until(ann, ben, [&] { return ann.c.phase() == Phase::Over && ben.c.phase() == Phase::Over; }));
        // Both checked every report: no one lied.
        QCOMPARE(ann.c.network()->verdict(), QString());
        QCOMPARE(ben.c.network()->verdict(), QString());
        QCOMPARE(ann.c.network()->status(), NetworkPlay::Status::Over);
        QVERIFY(ann.c.network()->statusText().contains("checked and true"));
        // One game, the same record on both sides, refereed whole and saved.
        const QString a_path = ann.c.records()->path(), b_path = ben.c.records()->path();
        QVERIFY(a_path.startsWith(dir_.filePath("ann")));
        QString why;
        const auto a_rec = ss::app::load_record_file(a_path, &why);
        QVERIFY2(a_rec, qPrintable(why));
        const auto b_rec = ss::app::load_record_file(b_path, &why);
        QVERIFY2(b_rec, qPrintable(why));
        QCOMPARE(QString::fromStdString(write_record(*a_rec)), QString::fromStdString(write_record(*b_rec)));
        const GameRecord& g = a_rec->games[0];
        QCOMPARE(g.tag("A"), std::string("Ann"));
        QCOMPARE(g.tag("B"), std::string("Ben"));
        QCOMPARE(g.tag("Verdict"), std::string("every report checked and true"));
        QVERIFY(!g.tag("Result").empty());
        QFile file(a_path); // the chat, as comments (a reader skips them)
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("# Ann: good luck\n"));
        QCOMPARE(static_cast<int>(g.turns.size()), ann.c.turnsPlayed());
        QCOMPARE(ann.c.turnsPlayed(), ben.c.turnsPlayed());
        // The two ends read one result, each from their side.
        QCOMPARE(ann.c.review()->outcome(), -ben.c.review()->outcome());
        // Reviewed like any finished game, both fleets shown [1.4.1].
        ann.c.review()->setTurn(1);
        QCOMPARE(ann.c.review()->turn(), 1);
        QVERIFY(shows_hidden_ship(*ann.c.view()->opponent()) || ann.c.turnsPlayed() == 0);
        // A new game leaves the network behind.
        ann.c.newGame();
        QCOMPARE(ann.c.network()->status(), NetworkPlay::Status::Idle);
        QCOMPARE(ann.c.phase(), Phase::Setup);
    }

    void aLiarIsNamedOnTheScreenAndTheRecordKeepsTheVerdict()
    {
        // A raw peer that reports a hit as a miss, against a person's program.
        ss::app::LyingGame liar;
        ss::app::BotEnd end{&liar, make_bot("hunter")};
        end.wire(3);
        liar.setName("Mallory");
        QVERIFY(liar.host(0, Player::A, FleetRule::standard()));
        Program ben("Ben", dir_.filePath("liar"));
        Program none("-", dir_.filePath("none")); // plays no part: play_until wants two
        QVERIFY(ben.c.lobby()->joinGame(QString("127.0.0.1:%1").arg(liar.port())));
        QTRY_COMPARE(ben.c.mode(), GameOptions::Mode::Network);
        QVERIFY(ben.start());
        QVERIFY(play_until(ben, none, [&] { return ben.c.phase() == Phase::Over || !ben.c.error().isEmpty(); }));
        QCOMPARE(ben.c.phase(), Phase::Over);
        QVERIFY(!liar.lie.isEmpty());
        const QString verdict = ben.c.network()->verdict();
        QVERIFY2(verdict.contains("Mallory's report of turn") && verdict.contains(liar.lie), qPrintable(verdict));
        QCOMPARE(ben.c.network()->statusText(), verdict); // on the screen
        QString why;
        const auto rec = ss::app::load_record_file(ben.c.records()->path(), &why);
        QVERIFY2(rec, qPrintable(why));
        QCOMPARE(QString::fromStdString(rec->games[0].tag("Verdict")), verdict);
        // The liar's side is told the verdict too.
        QTRY_VERIFY(liar.theirVerdictKnown());
        QCOMPARE(liar.theirVerdict(), verdict);
    }

    void aPeerThatLeavesIsShownAndTheBoardStays()
    {
        Program ann("Ann", dir_.filePath("leave-a")), ben("Ben", dir_.filePath("leave-b"));
        QVERIFY(connect_and_start(ann, ben));
        QTRY_COMPARE(ann.c.phase(), Phase::Playing);
        QVERIFY(ann.enter_turn());
        ben.c.newGame(); // Ben leaves
        QTRY_VERIFY(ann.c.error().contains("Ben left the game"));
        QCOMPARE(ann.c.phase(), Phase::Playing); // the board stays to look at
        QCOMPARE(ann.c.network()->status(), NetworkPlay::Status::Failed);
        QVERIFY(!ann.c.submit());
        ann.c.newGame();
        QCOMPARE(ann.c.phase(), Phase::Setup);
    }

    // Issue 23, defect 8: leaving a game after two turns left no record. Leaving resigns
    // it: both programs end the game, lost by the side that left, and keep its record.
    void aGameLeftAfterTwoTurnsEndsAsLostByTheLeaverAndIsKeptByBoth()
    {
        Program ann("Ann", dir_.filePath("resign-a")), ben("Ben", dir_.filePath("resign-b"));
        QVERIFY(connect_and_start(ann, ben));
        QVERIFY(play_until(ann, ben, [&] { return ann.c.turn() >= 3 && ben.c.turn() >= 3; }));
        QVERIFY(ann.enter_turn()); // Ann has submitted turn 3 when Ben leaves
        QVERIFY(ben.c.network()->resign());
        QVERIFY(ben.c.network()->statusText().contains("You left the game"));
        QTRY_VERIFY_WITH_TIMEOUT(ann.c.phase() == Phase::Over && ben.c.phase() == Phase::Over, 10000);
        for (Program* p : {&ann, &ben}) {
            QString why;
            const auto rec = ss::app::load_record_file(p->c.records()->path(), &why);
            QVERIFY2(rec, qPrintable(why));
            QCOMPARE(rec->games[0].turns.size(), std::size_t(2));
            QCOMPARE(QString::fromStdString(rec->games[0].tag("Result")), QString("A wins: B forfeits (left the game)"));
        }
        QCOMPARE(ann.c.review()->endReason(), QString("Ben left the game, and so lost it"));
        QCOMPARE(ben.c.review()->endReason(), QString("You left the game, and so lost it"));
        QCOMPARE(ann.c.review()->result(), QString("You win"));
        QCOMPARE(ann.c.review()->outcome(), 1);
        QCOMPARE(ben.c.review()->outcome(), -1);
        // Opened again, the record is a finished game to review, not one to go on with.
        QString why;
        const auto opened = ann.c.options()->open(ann.c.records()->path(), &why);
        QVERIFY2(opened, qPrintable(why));
        QVERIFY(opened->session->over());
        QCOMPARE(opened->session->forfeited(), std::optional<Player>(Player::B));
        for (Seat* s : opened->seats) // (they belong to whoever takes the game: here, no one)
            delete s;
    }

    // Issue 25, clocks in the desktop game: Ann hosts with 1 s a turn; Ben's program plays
    // by it. Ann enters nothing in turn 1: when her time runs out, her turn is played as
    // entered (nothing). Then Ben's program stalls (its clock no longer heard): Ann is told
    // his turn is late, may claim the game after two timeouts in a row, and both end with
    // the same record, won by Ann on time, said in words at the end.
    void aTurnNotEnteredInTimeIsPlayedAndAStalledPlayerLosesOnTime()
    {
        Program ann("Ann", dir_.filePath("clock-a")), ben("Ben", dir_.filePath("clock-b"));
        ann.c.network()->setClock(1);
        QCOMPARE(ann.c.network()->clock(), 1);
        QVERIFY(connect_and_start(ann, ben));
        QTRY_COMPARE_WITH_TIMEOUT(ann.c.phase(), Phase::Playing, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(ben.c.network()->gameClock(), 1, 10000);
        QVERIFY(ben.enter_turn());
        QVERIFY(ann.c.network()->secondsLeft() >= 0);
        QTRY_COMPARE_WITH_TIMEOUT(ann.c.turn(), 2, 16000); // Ann's time ran out: played as entered
        QVERIFY2(ann.c.network()->clockText().contains("Your time for turn 1 ran out"), qPrintable(ann.c.network()->clockText()));
        // Ben's program stalls: nothing it hears of the clock reaches the screen.
        ben.c.network()->blockSignals(true);
        QVERIFY(ann.enter_turn());
        // Ann's turn is in: the screen shows Ben's time, not hers (a playtest).
        QCOMPARE(ann.c.network()->secondsLeft(), -1);
        QVERIFY(ann.c.network()->theirSecondsLeft() >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(ann.c.network()->theirTimeouts() == 1, 16000);
        QVERIFY2(ann.c.network()->clockText().contains("Ben's turn is late"), qPrintable(ann.c.network()->clockText()));
        QVERIFY(!ann.c.network()->canClaim());
        QTRY_VERIFY_WITH_TIMEOUT(ann.c.network()->canClaim(), 16000);
        QVERIFY(ann.c.network()->clockText().contains("you may claim"));
        QVERIFY(ann.c.network()->claimOnTime());
        ben.c.network()->blockSignals(false);
        QTRY_VERIFY_WITH_TIMEOUT(ann.c.phase() == Phase::Over, 20000);
        QString why;
        const auto rec = ss::app::load_record_file(ann.c.records()->path(), &why);
        QVERIFY2(rec, qPrintable(why));
        QCOMPARE(QString::fromStdString(rec->games[0].tag("Result")), QString("A wins on time"));
        QCOMPARE(QString::fromStdString(rec->games[0].tag("TimeControl")), QString("1"));
        QCOMPARE(rec->games[0].turns.size(), std::size_t(1));
        QCOMPARE(ann.c.review()->endReason(), QString("Ben's time ran out, and so they lost the game"));
        QCOMPARE(ann.c.review()->outcome(), 1);
    }

    // Issue 25, a playtest: a friend whose program is gone for good (closed, never started
    // again) cannot answer a claim on time. Fifteen seconds after it, the game ends for the
    // claimant anyway, won on time, said in words, and kept with her fleet and the result.
    void aClaimNobodyAnswersEndsTheGameWonOnTime()
    {
        Program ann("Ann", dir_.filePath("gone-a"));
        auto ben = std::make_unique<Program>("Ben", dir_.filePath("gone-b"));
        ann.c.network()->setClock(1);
        QVERIFY(connect_and_start(ann, *ben));
        QTRY_COMPARE_WITH_TIMEOUT(ann.c.phase(), Phase::Playing, 10000);
        QVERIFY(ann.enter_turn());
        ben.reset(); // (the program goes: its connection closes, its saved game stays)
        QTRY_VERIFY_WITH_TIMEOUT(ann.c.network()->canClaim(), 20000);
        QVERIFY(ann.c.network()->claimOnTime());
        QVERIFY2(ann.c.network()->clockText().contains("up to 15 s"), qPrintable(ann.c.network()->clockText()));
        QTRY_VERIFY_WITH_TIMEOUT(ann.c.error().contains("You win on time"), 25000);
        QString why;
        const auto rec = ss::app::load_record_file(ann.c.records()->path(), &why);
        QVERIFY2(rec, qPrintable(why));
        QCOMPARE(QString::fromStdString(rec->games[0].tag("Result")), QString("A wins on time"));
        QVERIFY(rec->games[0].unrevealed());
    }

    void aDroppedConnectionPausesAndTheGameGoesOnToTheEnd()
    {
        Program ann("Ann", dir_.filePath("drop-a")), ben("Ben", dir_.filePath("drop-b"));
        QVERIFY(connect_and_start(ann, ben));
        QVERIFY(play_until(ann, ben, [&] { return ann.c.turn() >= 3 && ben.c.turn() >= 3; }));
        QVERIFY(ann.enter_turn()); // Ann has submitted turn 3 when the line drops
        for (QTcpSocket* s : ben.c.network()->game()->findChildren<QTcpSocket*>())
            s->abort();
        QTRY_COMPARE(ben.c.network()->status(), NetworkPlay::Status::Paused);
        QVERIFY(ben.c.network()->statusText().contains("paused"));
        // The joiner reconnects by itself; both go on to the end.
        QVERIFY(play_until(ann, ben, [&] { return ann.c.phase() == Phase::Over && ben.c.phase() == Phase::Over; }));
        QCOMPARE(ann.c.network()->verdict(), QString());
        QCOMPARE(ben.c.network()->verdict(), QString());
    }

    void aGameGoesOnAfterEitherProgramStops()
    {
        const QString a_dir = dir_.filePath("stop-a"), b_dir = dir_.filePath("stop-b");
        auto ann = std::make_unique<Program>("Ann", a_dir);
        auto ben = std::make_unique<Program>("Ben", b_dir);
        QVERIFY(connect_and_start(*ann, *ben));
        QVERIFY(play_until(*ann, *ben, [&] { return ann->c.turn() >= 3 && ben->c.turn() >= 3; }));
        QVERIFY(ann->enter_turn()); // Ann has committed turn 3 when her program stops
        const QString saved_actions = ann->c.network()->game()->committedTurn();
        ann.reset();
        QTRY_COMPARE(ben->c.network()->status(), NetworkPlay::Status::Paused);

        // Ann starts the game again: her unfinished game is offered, and goes on.
        ann = std::make_unique<Program>("Ann", a_dir);
        ann->c.network()->setFolder(a_dir + "/network");
        const QVariantList offered = ann->c.network()->unfinished();
        QCOMPARE(offered.size(), 1);
        const QVariantMap game = offered[0].toMap();
        QVERIFY2(game["summary"].toString().contains("Against Ben"), qPrintable(game["summary"].toString()));
        QVERIFY(game["summary"].toString().contains("2 turns completed"));
        QVERIFY(ann->c.lobby()->resumeNetworkGame(game["path"].toString()));
        QCOMPARE(ann->c.phase(), Phase::Playing);
        QCOMPARE(ann->c.turn(), 3);
        QCOMPARE(ann->c.view()->log().size(), 2);
        QVERIFY(ann->c.waiting()); // her turn 3, as committed, is submitted
        QCOMPARE(ann->c.network()->game()->committedTurn(), saved_actions);
        ann->turns_entered = 1;
        // Ben's program finds her again by itself, and both go on.
        QTRY_COMPARE_WITH_TIMEOUT(ben->c.network()->status(), NetworkPlay::Status::Playing, 10000);
        QTRY_COMPARE(ann->c.network()->status(), NetworkPlay::Status::Playing);
        QVERIFY(play_until(*ann, *ben, [&] { return ann->c.turn() >= 5 && ben->c.turn() >= 5; }));

        // Now Ben's program stops, between turns, and goes on in the same way.
        ben.reset();
        QTRY_COMPARE(ann->c.network()->status(), NetworkPlay::Status::Paused);
        ben = std::make_unique<Program>("Ben", b_dir);
        ben->c.network()->setFolder(b_dir + "/network");
        QCOMPARE(ben->c.network()->unfinished().size(), 1);
        QVERIFY2(ben->c.lobby()->resumeNetworkGame(ben->c.network()->unfinished()[0].toMap()["path"].toString()), qPrintable(ben->c.error()));
        QCOMPARE(ben->c.turn(), 5);
        ben->turns_entered = 1;
        QVERIFY(play_until(*ann, *ben, [&] { return ann->c.phase() == Phase::Over && ben->c.phase() == Phase::Over; }));
        QCOMPARE(ann->c.network()->verdict(), QString());
        QCOMPARE(ben->c.network()->verdict(), QString());
        QString why;
        const auto a_rec = ss::app::load_record_file(ann->c.records()->path(), &why);
        const auto b_rec = ss::app::load_record_file(ben->c.records()->path(), &why);
        QVERIFY2(a_rec && b_rec, qPrintable(why));
        QCOMPARE(write_record(*a_rec), write_record(*b_rec));
        // Over: nothing is left to go on with.
        QCOMPARE(ann->c.network()->unfinished().size(), 0);
        QCOMPARE(QDir(a_dir + "/network").entryList({"*.json"}).size(), 0);
        QCOMPARE(QDir(b_dir + "/network").entryList({"*.json"}).size(), 0);
    }

    // From a playtest: a program that stopped right after both pressed Start went on with
    // nothing; a stranger joining a paused game broke it for both; the host could not host
    // again at once after the joiner left.
    void aGameStoppedBeforeItsFirstTurnGoesOnAndStrangersAreKeptOut()
    {
        const QString a_dir = dir_.filePath("early-a"), b_dir = dir_.filePath("early-b");
        auto ann = std::make_unique<Program>("Ann", a_dir);
        auto ben = std::make_unique<Program>("Ben", b_dir);
        QVERIFY(connect_and_start(*ann, *ben));
        QTRY_COMPARE(ben->c.phase(), Phase::Playing);
        ben.reset(); // before any turn
        QTRY_COMPARE(ann->c.network()->status(), NetworkPlay::Status::Paused);

        // Someone else joins the paused game as a new game: refused; Ann's game waits on.
        Program eve("Eve", dir_.filePath("early-e"));
        QVERIFY(eve.c.lobby()->joinGame(QString("127.0.0.1:%1").arg(ann->c.network()->port())));
        QTRY_COMPARE_WITH_TIMEOUT(eve.c.network()->status(), NetworkPlay::Status::Failed, 10000);
        QVERIFY2(eve.c.error().contains("already has its two players"), qPrintable(eve.c.error()));
        QCOMPARE(ann->c.network()->status(), NetworkPlay::Status::Paused);
        QVERIFY(ann->c.error().isEmpty());

        ben = std::make_unique<Program>("Ben", b_dir);
        ben->c.network()->setFolder(b_dir + "/network");
        QCOMPARE(ben->c.network()->unfinished().size(), 1);
        QVERIFY(ben->c.network()->unfinished()[0].toMap()["summary"].toString().contains("0 turns completed"));
        QVERIFY2(ben->c.lobby()->resumeNetworkGame(ben->c.network()->unfinished()[0].toMap()["path"].toString()),
                 qPrintable(ben->c.error()));
        QCOMPARE(ben->c.turn(), 1);
        QVERIFY(play_until(*ann, *ben, [&] { return ann->c.phase() == Phase::Over && ben->c.phase() == Phase::Over; }));
        QCOMPARE(ann->c.network()->verdict(), QString());
    }

    void theHostCanHostAgainAtOnceOnItsPortAfterTheJoinerLeft()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        Program ann("Ann", dir_.filePath("again-a")), ben("Ben", dir_.filePath("again-b"));
        ann.c.network()->setHostPort(port);
        QVERIFY(ann.c.lobby()->hostGame());
        QVERIFY(ben.c.lobby()->joinGame(QString("127.0.0.1:%1").arg(port)));
        QTRY_COMPARE(ann.c.mode(), GameOptions::Mode::Network);
        ben.c.newGame(); // Ben leaves during setup: Ann is told so, in those words
        QTRY_VERIFY2(ann.c.error().contains("Ben left the game"), qPrintable(ann.c.error()));
        QVERIFY2(ann.c.lobby()->hostGame(), qPrintable(ann.c.error()));
        QCOMPARE(ann.c.network()->port(), int(port));
        QVERIFY(ben.c.lobby()->joinGame(QString("127.0.0.1:%1").arg(port)));
        QTRY_COMPARE(ben.c.mode(), GameOptions::Mode::Network);
    }

    void aDamagedSavedGameIsRefusedInWords()
    {
        const QString folder = dir_.filePath("damaged");
        QDir().mkpath(folder + "/network");
        QFile bad(folder + "/network/2026-01-01-000000-1.json");
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(R"({"protocol":1,"hosting":false,"events":[{"theirs":{"type":"aspects","turn":9}}]})");
        bad.close();
        Program ben("Ben", folder);
        ben.c.network()->setFolder(folder + "/network");
        QCOMPARE(ben.c.network()->unfinished().size(), 1);
        QVERIFY(!ben.c.lobby()->resumeNetworkGame(bad.fileName()));
        QVERIFY2(ben.c.error().contains("cannot be gone on with"), qPrintable(ben.c.error()));
        QCOMPARE(ben.c.phase(), Phase::Setup);
        QVERIFY(QFile::exists(bad.fileName())); // kept: the player decides to forget it
        ben.c.network()->forget(bad.fileName());
        QVERIFY(!QFile::exists(bad.fileName()));
        QVERIFY(!ben.c.lobby()->resumeNetworkGame(folder + "/network/missing.json"));
        QVERIFY(ben.c.error().contains("cannot be read"));
    }

    void badAddressesAreRefusedInWords()
    {
        Program ben("Ben", dir_.filePath("bad"));
        QVERIFY(!ben.c.lobby()->joinGame("127.0.0.1:http"));
        QVERIFY(ben.c.error().contains("not a port"));
        QVERIFY(!ben.c.lobby()->joinGame("  "));
        QVERIFY(ben.c.error().contains("address"));
        QVERIFY(!ben.c.start()); // Start in network mode needs a connection first
        QVERIFY(ben.c.error().contains("Host a game or join one first"));
        // Nobody listening on the port: the connection fails, shown, and setup goes on.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 closed = probe.serverPort();
        probe.close();
        QVERIFY(ben.c.lobby()->joinGame(QString("127.0.0.1:%1").arg(closed)));
        QTRY_COMPARE(ben.c.network()->status(), NetworkPlay::Status::Failed);
        QVERIFY(ben.c.error().contains("connection failed"));
        QCOMPARE(ben.c.phase(), Phase::Setup);
    }
};

QTEST_GUILESS_MAIN(NetworkSeatTest)
#include "network_seat_test.moc"
