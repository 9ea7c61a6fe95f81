// Seats: a person and a bot behind one interface, and the games they make through the
// controller — two people at one screen, with a hand-over that shows nothing of either
// space; two bots watched to the end; records seated by their [A] and [B] tags.
#include "cell_words.h"
#include "record_text.h"
#include "bot_seat.h"
#include "game_controller.h"
#include "human_seat.h"
#include "preferences.h"
#include "record_files.h"
#include "watch_pace.h"

#include "example_fleets.h"
#include "record.h"
#include "session.h"
#include "tournament.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ss;
using ss::app::BotSeat;
using ss::app::GameController;
using ss::app::GameOptions;
using ss::app::HumanSeat;
using ss::app::Seat;
using ss::app::SpaceModel;
using Phase = GameController::Phase;

namespace {

QString state(const SpaceModel& m, int cell) { return ss::app::test::shown(m, cell, SpaceModel::StateRole); }

// Two people at one screen, Alice and Bob, each lay out a random fleet and press Start.
bool seat_alice_and_bob(GameController& g)
{
    g.options()->setNameA("Alice");
    g.options()->setNameB("Bob");
    g.setup()->randomLayout();
    if (!g.start())
        return false;
    g.handover()->ready();
    g.setup()->randomLayout();
    return g.start();
}

// Whether the model shows anything at all: a ship, a hit, a miss.
bool shows_nothing(const SpaceModel& m)
{
    for (int i = 0; i < kCellCount; ++i)
        if (state(m, i) != "unknown")
            return false;
    return true;
}

// Whether the model shows any of the fleet's cells as a ship (undamaged, or revealed).
bool shows_fleet(const SpaceModel& m, const Fleet& fleet)
{
    for (const Ship& s : fleet)
        for (Cell c : s.cells)
            if (state(m, c.index) == "ship" || state(m, c.index) == "revealed")
                return true;
    return false;
}

} // namespace

class SeatsTest : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aHumanSeatAnswersWithWhatThePersonChose()
    {
        HumanSeat alice(Player::A, "Alice");
        QCOMPARE(alice.kind(), Seat::Kind::Human);
        QCOMPARE(alice.tag(), std::string("Alice"));
        QSignalSpy setup(&alice, &Seat::setupChosen), turn(&alice, &Seat::turnChosen);
        alice.newGame(FleetRule::standard(), 1);
        alice.askSetup();
        QVERIFY(alice.thinking()); // waits for the person
        alice.chooseSetup(parse_ships(test::kSetupA, 1));
        QCOMPARE(setup.count(), 1);
        QVERIFY(!alice.thinking());
        alice.askTurn(Knowledge(Player::A, make_fleet(parse_ships(test::kSetupA, 1))));
        alice.chooseTurn({Action::strike(Cell{0})});
        QCOMPARE(turn.count(), 1);
        QCOMPARE(turn.front().front().value<Actions>().size(), std::size_t(1));
    }

    void aBotSeatChoosesOnItsThreadFromItsKnowledgeOnly()
    {
        std::unique_ptr<BotSeat> bot(BotSeat::make(Player::B, "random", "Practice"));
        QVERIFY(bot);
        QVERIFY(!BotSeat::make(Player::B, "nobody", ""));
        QCOMPARE(bot->name(), QString("Practice bot")); // a level's own bot goes by the level's name
        std::unique_ptr<BotSeat> older(BotSeat::make(Player::B, "sampler", "Admiral")); // an older record's Admiral
        QCOMPARE(older->name(), QString("Admiral (sampler)"));
        QCOMPARE(bot->tag(), std::string("Bot: random (Practice)"));
        QSignalSpy setup(bot.get(), &Seat::setupChosen), turn(bot.get(), &Seat::turnChosen);
        bot->newGame(FleetRule::standard(), 5);
        bot->askSetup();
        QTRY_COMPARE(setup.count(), 1);
        const auto ships = setup.front().front().value<std::vector<ShipSpec>>();
        QVERIFY(validate_setup(ships, FleetRule::standard()).empty());
        GameRecord header;
        header.setup = {SetupRecord{parse_ships(test::kSetupA, 1)}, SetupRecord{ships}};
        const Session session(header, FleetRule::standard());
        bot->askTurn(session.knowledge(Player::B));
        QVERIFY(bot->thinking());
        QTRY_COMPARE(turn.count(), 1);
        QVERIFY(!session.check(Player::B, turn.front().front().value<Actions>()));
    }

    // Two people at one screen by the classic rules [issue 14]: the second lays out a
    // classic fleet too (other rules are refused), and the game and record are classic.
    void twoPeopleAtOneScreenPlayTheClassicRules_C1()
    {
        GameController g;
        g.records()->setFolder(dir_.path() + "/classic-two");
        g.setSeed(12);
        g.options()->setMode(GameOptions::Mode::TwoPlayers);
        g.options()->setNameA("Alice");
        g.options()->setNameB("Bob");
        g.setup()->setRules("classic");
        g.setup()->randomLayout();
        QVERIFY(g.start());
        QCOMPARE(g.phase(), Phase::Handover);
        g.handover()->ready();
        QCOMPARE(g.setup()->rules(), QString("classic")); // Bob lays out under Alice's rules
        g.setup()->setRules("2.6.1");
        g.setup()->randomLayout();
        QVERIFY(!g.start());
        QVERIFY2(g.error().contains("Alice chose the rules classic"), qPrintable(g.error()));
        g.setup()->setRules("classic");
        g.setup()->randomLayout();
        QVERIFY(g.start());
        QCOMPARE(g.game()->rules(), classic_rules());
        for (Player p : {Player::A, Player::B})
            QCOMPARE(g.game()->space(p).fleet.back().type, ShipType::HeavyFighter);
        g.handover()->ready();
        g.clickCell(SpaceModel::Side::Opponent, 1);
        QVERIFY(g.submit());
        g.handover()->ready();
        g.clickCell(SpaceModel::Side::Opponent, 1);
        QVERIFY(g.submit());
        QCOMPARE(g.turn(), 2);
        const Record r = parse_record(ss::app::test::record_text(g.records()->path()));
        QCOMPARE(r.games[0].tag("Rules"), std::string("classic"));
        QCOMPARE(r.games[0].turns.size(), std::size_t(1));
    }

    // Issue 25, a clock at one screen (1 s a turn): the time counts from when each person
    // takes the screen, shows while they enter their turn, stops once it is submitted, and a
    // turn not submitted in time is played as entered — here Bob's one strike, and Alice's
    // turn with a missile launch left without its strike [4.7], which the rules refuse, as
    // no actions at all. The record holds the turn as played.
    void aClockAtOneScreenPlaysATurnNotSubmittedInTime()
    {
        GameController g;
        g.records()->setFolder(dir_.path() + "/clock-two");
        g.setSeed(14);
        g.options()->setMode(GameOptions::Mode::TwoPlayers);
        g.options()->setClock(1);
        QCOMPARE(g.options()->clock(), 1);
        QVERIFY(seat_alice_and_bob(g));
        QCOMPARE(g.phase(), Phase::Handover);
        QCOMPARE(g.draft()->clock()->secondsLeft(), -1); // (nobody enters a turn yet)
        QTest::qWait(1500);                              // the screen is being handed over
        g.handover()->ready();
        QCOMPARE(g.draft()->clock()->secondsLeft(), 1); // Alice's time starts now
        QCOMPARE(g.draft()->clock()->text(), QString("0:01"));
        const CellSet missiles = g.game()->space(Player::A).unfired_missiles();
        QVERIFY(!missiles.empty());
        g.draft()->setMode(ss::app::TurnDraft::Mode::Missile);
        g.clickCell(SpaceModel::Side::Own, missiles.first().index);
        QVERIFY(!g.draft()->tokens().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(g.phase(), Phase::Handover, 5000); // played as entered: nothing
        // Said in the notice, not as a refusal (playtest 24: a box titled "This record cannot
        // be opened" came up, and the next turn's time ran behind it).
        QCOMPARE(g.notice(), QString("Alice's time ran out: the turn was played as entered"));
        QCOMPARE(g.error(), QString());
        g.handover()->ready();
        QVERIFY(g.draft()->clock()->secondsLeft() >= 0); // Bob's time
        g.clickCell(SpaceModel::Side::Opponent, 1);
        QTRY_COMPARE_WITH_TIMEOUT(g.turn(), 2, 5000);
        const Record r = parse_record(ss::app::test::record_text(g.records()->path()));
        QCOMPARE(r.games[0].turns.size(), std::size_t(1));
        QCOMPARE(r.games[0].turns[0][0].tokens, std::vector<std::string>{});
        QCOMPARE(r.games[0].turns[0][1].tokens, std::vector<std::string>{to_string(Cell{1})});
        g.options()->setClock(0);
    }

    // Issue 23: New game after a game of two people at one screen brings back the layout
    // kept from playing a bot, not an empty space (neither person's layout stays [1.4]).
    void aNewGameAfterTwoPeopleBringsBackTheKeptLayout()
    {
        GameController g;
        g.records()->setFolder(dir_.path() + "/kept-layout");
        g.setSeed(13);
        g.options()->setBotOverride("random");
        g.setup()->randomLayout();
        const std::string kept = write_ships(g.setup()->setup());
        QVERIFY(g.start()); // against a bot: the layout is kept
        g.newGame();
        g.options()->setMode(GameOptions::Mode::TwoPlayers);
        g.setup()->randomLayout();
        QVERIFY(g.start());
        g.handover()->ready();
        g.setup()->randomLayout();
        QVERIFY(g.start());
        QVERIFY(!g.setup()->legal()); // neither person's layout on the screen
        g.newGame();
        QVERIFY(g.setup()->legal());
        QCOMPARE(write_ships(g.setup()->setup()), kept);
        QVERIFY2(!g.setup()->hint().contains("Two players"), qPrintable(g.setup()->hint())); // nor its words
    }

    void twoPeopleAtOneScreenNeverSeeEachOthersSpace()
    {
        GameController g;
        g.records()->setFolder(dir_.path());
        g.setSeed(11);
        g.options()->setMode(GameOptions::Mode::TwoPlayers);
        g.options()->setNameA("Alice");
        g.options()->setNameB("Bob");
        g.setup()->randomLayout();
        QVERIFY(g.start());
        // Alice's fleet is laid out; the screen goes to Bob, showing nothing.
        QCOMPARE(g.phase(), Phase::Handover);
        QCOMPARE(g.handover()->to(), QString("Bob"));
        QCOMPARE(g.handover()->task(), QString("lay out your fleet"));
        QVERIFY(shows_nothing(*g.view()->own()));
        QVERIFY(shows_nothing(*g.view()->opponent()));
        g.handover()->ready();
        QCOMPARE(g.phase(), Phase::Setup);
        QVERIFY(!g.setup()->legal()); // a clear setup screen, not Alice's layout
        g.setup()->randomLayout();
        QVERIFY(g.start());
        QCOMPARE(g.phase(), Phase::Handover);
        QCOMPARE(g.handover()->to(), QString("Alice"));
        QVERIFY(shows_nothing(*g.view()->own()));
        QVERIFY(g.view()->log().isEmpty());
        const Fleet& alice = g.game()->space(Player::A).fleet;
        const Fleet& bob = g.game()->space(Player::B).fleet;
        // Neither layout stays on the setup screen, nor is kept for the next game.
        QVERIFY(!g.setup()->legal());
        QVERIFY(write_ships(ss::app::load_preferences().layout) != write_ships(specs_of(alice)));
        for (int turn = 1; turn <= 2; ++turn) {
            g.handover()->ready();
            QCOMPARE(g.phase(), Phase::Playing);
            QCOMPARE(g.viewer(), Player::A);
            QCOMPARE(g.view()->viewerName(), QString("You"));
            QCOMPARE(g.view()->opponentName(), QString("Bob"));
            QVERIFY(shows_fleet(*g.view()->own(), alice));
            QVERIFY(!shows_fleet(*g.view()->opponent(), bob)); // only what Alice knows [1.4]
            g.clickCell(SpaceModel::Side::Opponent, turn);
            QVERIFY(g.submit());
            // Alice's turn is in; the screen goes to Bob, showing nothing of Alice's.
            QCOMPARE(g.phase(), Phase::Handover);
            QCOMPARE(g.handover()->to(), QString("Bob"));
            QVERIFY(shows_nothing(*g.view()->own()) && shows_nothing(*g.view()->opponent()));
            QCOMPARE(g.view()->hoverText(), QString());
            g.handover()->ready();
            QCOMPARE(g.viewer(), Player::B);
            QCOMPARE(g.view()->opponentName(), QString("Alice"));
            QVERIFY(shows_fleet(*g.view()->own(), bob));
            QVERIFY(!shows_fleet(*g.view()->opponent(), alice));
            QVERIFY(g.view()->log().size() == turn - 1);
            g.clickCell(SpaceModel::Side::Opponent, 124 - turn);
            QVERIFY(g.submit());
            QCOMPARE(g.turn(), turn + 1); // resolved at once
            QCOMPARE(g.phase(), Phase::Handover);
            QCOMPARE(g.handover()->to(), QString("Alice"));
        }
        // Saved like any game, and resumed as two people at one screen.
        const Record r = parse_record(ss::app::test::record_text(g.records()->path()));
        QCOMPARE(r.games[0].tag("A"), std::string("Alice"));
        QCOMPARE(r.games[0].tag("B"), std::string("Bob"));
        QCOMPARE(r.games[0].turns.size(), std::size_t(2));
        GameController h;
        h.records()->setFolder(dir_.path());
        QVERIFY2(h.lobby()->openRecord(g.records()->path()), qPrintable(h.error()));
        QCOMPARE(h.mode(), GameOptions::Mode::TwoPlayers);
        QCOMPARE(h.phase(), Phase::Handover);
        QCOMPARE(h.handover()->to(), QString("Alice"));
        QCOMPARE(h.turn(), 3);
        QCOMPARE(h.records()->path(), g.records()->path()); // goes on in its own file
    }

    void twoBotsAreWatchedToTheEndWithBothFleetsShown()
    {
        GameController g;
        g.records()->setFolder(dir_.path());
        g.setSeed(3);
        g.options()->setMode(GameOptions::Mode::WatchBots);
        g.options()->setWatchedA(0);
        g.options()->setWatchedB(1);
        g.watch()->setTurnDelay(0);
        g.watch()->setPaused(true);
        QVERIFY(g.start()); // no fleet needed from the setup screen
        QTRY_COMPARE(g.phase(), Phase::Playing);
        QCOMPARE(g.seatA()->name(), QString("Practice bot"));
        QCOMPARE(g.seatB()->name(), QString("Cadet"));
        QCOMPARE(g.view()->viewerName(), QString("Practice bot"));
        QTRY_COMPARE(g.turn(), 2); // the first turn is played; then it waits, paused
        QVERIFY(g.records()->unfinishedGame() != g.records()->path()); // not the watcher's to resume
        QTest::qWait(200);
        QCOMPARE(g.turn(), 2);
        QVERIFY(shows_fleet(*g.view()->opponent(), g.game()->space(Player::B).fleet)); // both fleets visible
        g.clickCell(SpaceModel::Side::Opponent, 0);
        QVERIFY(g.error().contains("is playing")); // the bots play, not the watcher
        g.watch()->step();
        QTRY_COMPARE(g.turn(), 3);
        g.watch()->setPaused(false);
        QTRY_COMPARE_WITH_TIMEOUT(g.phase(), Phase::Over, 60000);
        QVERIFY(g.review()->result() == "Draw" || g.review()->result().endsWith(" wins"));
        QVERIFY(!g.review()->result().startsWith("You"));
        QVERIFY2(g.review()->score().startsWith("Practice bot "), qPrintable(g.review()->score()));
        QCOMPARE(g.view()->log().size(), g.turnsPlayed());
        QVERIFY(g.view()->log().front().startsWith("Turn 1\nPractice bot: "));
    }

    // Fourth playtest: at 2.5 s a turn the next turn cut the reveal, and no summary showed.
    void theWatchedBotsWaitForTheResultsToShow()
    {
        ss::app::WatchPace pace;
        pace.setTurnDelay(50);
        QSignalSpy due(&pace, &ss::app::WatchPace::due);
        pace.turn_played();
        pace.setHeld(true); // the reveal starts
        QTest::qWait(200);
        QCOMPARE(due.count(), 0);
        pace.setHeld(false); // the results are in: the pause, then the next turn
        QCOMPARE(due.count(), 0);
        QTRY_COMPARE(due.count(), 1);
    }

    void twoBotsOfOneLevelAreToldApartByTheirLetters()
    {
        GameController g;
        g.records()->setFolder(dir_.path());
        g.options()->setMode(GameOptions::Mode::WatchBots);
        g.options()->setWatchedA(2);
        g.options()->setWatchedB(2);
        g.watch()->setPaused(true);
        QVERIFY(g.start());
        QCOMPARE(g.seatA()->name(), QString("Captain (A)"));
        QCOMPARE(g.seatB()->name(), QString("Captain (B)"));
        QCOMPARE(g.seatA()->tag(), std::string("Bot: hider (Captain)")); // the record keeps the bot
    }

    void aRecordOfTwoBotsOpensAsAReviewOfThoseBots()
    {
        auto a = make_bot("random"), b = make_bot("hunter");
        const BotGame played = play_bot_game(*a, *b, FleetRule::standard(), 9);
        const QString path = dir_.path() + "/bots.ssg";
        QVERIFY(ss::app::save_record_file(path, Record{{played.record}}));
        GameController g;
        QVERIFY2(g.lobby()->openRecord(path), qPrintable(g.error()));
        QCOMPARE(g.phase(), Phase::Over);
        QCOMPARE(g.mode(), GameOptions::Mode::WatchBots);
        QCOMPARE(g.seatA()->name(), QString("Random bot"));
        QCOMPARE(g.seatB()->name(), QString("Hunter bot"));
        QVERIFY2(!g.review()->result().contains("You"), qPrintable(g.review()->result()));
        QVERIFY2(g.review()->score().startsWith("Random bot ") && g.review()->score().endsWith(" Hunter bot"), qPrintable(g.review()->score()));
        QVERIFY(g.review()->endReason().contains("[2.3."));
    }

    void aFinishedRecordOfAProgramThisGameDoesNotHaveNamesItByItsTag()
    {
        auto a = make_bot("random"), b = make_bot("hunter");
        BotGame played = play_bot_game(*a, *b, FleetRule::standard(), 4);
        played.record.set_tag("A", "Bot: my-program 2.1");
        const QString path = dir_.path() + "/program.ssg";
        QVERIFY(ss::app::save_record_file(path, Record{{played.record}}));
        GameController g;
        QVERIFY2(g.lobby()->openRecord(path), qPrintable(g.error()));
        QCOMPARE(g.phase(), Phase::Over);
        QCOMPARE(g.mode(), GameOptions::Mode::WatchBots);
        QCOMPARE(g.seatA()->name(), QString("Bot: my-program 2.1"));
        QVERIFY2(!g.review()->result().contains("You") && !g.review()->score().contains("You"), qPrintable(g.review()->score()));
    }

    void anUnfinishedGameIsOfferedWithItsPlayers()
    {
        GameController g;
        g.records()->setFolder(dir_.path() + "/offered");
        g.options()->setMode(GameOptions::Mode::TwoPlayers);
        QVERIFY(seat_alice_and_bob(g));
        QVERIFY2(g.records()->unfinishedSummary().startsWith("Unfinished game: Alice against Bob, no turn played yet, last played "),
                 qPrintable(g.records()->unfinishedSummary()));
    }

    void aRecordOfTwoPeopleThatIsFinishedNamesBothAtTheEnd()
    {
        const QString path = dir_.path() + "/people.ssg";
        QVERIFY(ss::app::save_record_file(
            path, parse_record("[Fleet \"cost 1\"]\n[A \"Alice\"]\n[B \"Bob\"]\nsetup A: LG Rv1\nsetup B: LG Bz5\n"
                               "1. A: mRv1 Bz5\n1. B: -\n")));
        GameController g;
        QVERIFY2(g.lobby()->openRecord(path), qPrintable(g.error()));
        QCOMPARE(g.mode(), GameOptions::Mode::TwoPlayers);
        QCOMPARE(g.phase(), Phase::Over);
        QCOMPARE(g.review()->result(), QString("Alice wins"));
        QCOMPARE(g.review()->score(), QString("Alice 1 – 0 Bob"));
        QCOMPARE(g.review()->endReason(), QString("Bob's fleet is destroyed, so the game ends [2.3.1]; the score is the "
                                        "remaining materiel, the undamaged cells of each fleet [2.3.3, 2.3.5]"));
    }
};

QTEST_GUILESS_MAIN(SeatsTest)
#include "seats_test.moc"
