// BotRunner: the bot thinks on its own thread, the GUI thread keeps running meanwhile,
// and answers for an abandoned game are dropped.
#include "bot_runner.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <thread>

using namespace ss;
using ss::app::BotRunner;

namespace {

// A slow bot that records the thread it thinks on.
class SlowBot : public Bot {
public:
    std::atomic<std::thread::id>* thread;
    std::atomic<int> games{0};
    explicit SlowBot(std::atomic<std::thread::id>* t) : thread(t) {}
    std::string name() const override { return "slow"; }
    void new_game(Player seat, FleetRule rule, std::uint64_t seed, const Ruleset& rules) override
    {
        Bot::new_game(seat, rule, seed, rules);
        ++games;
    }
    void turn(const Knowledge&, Actions& out) override
    {
        *thread = std::this_thread::get_id();
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        out = {Action::strike(Cell{7})};
    }
};

} // namespace

class BotRunnerTest : public QObject {
    Q_OBJECT
private slots:
    void theBotThinksOffTheGuiThreadWhichKeepsRunning()
    {
        std::atomic<std::thread::id> where{};
        BotRunner runner;
        runner.start(std::make_unique<SlowBot>(&where), Player::B, FleetRule::standard(), 1);
        Actions got;
        bool done = false;
        runner.turn(Knowledge(Player::B, Fleet{}), [&](Actions a) {
            got = std::move(a);
            done = true;
        });
        // While the bot sleeps, the GUI thread's event loop runs a 10 ms timer many times.
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start(10);
        QTRY_VERIFY_WITH_TIMEOUT(done, 5000);
        QVERIFY2(ticks >= 10, qPrintable(QString::number(ticks)));
        QVERIFY(where.load() != std::this_thread::get_id());
        QCOMPARE(got.size(), std::size_t(1));
    }

    // The same bot plays the next game (null for a new one), keeping what it has learnt of
    // its opponent — the Admiral over a match (issue 24) — and is told the game is new.
    void theSameBotPlaysTheNextGame()
    {
        std::atomic<std::thread::id> where{};
        auto made = std::make_unique<SlowBot>(&where);
        SlowBot* bot = made.get();
        BotRunner runner;
        runner.start(std::move(made), Player::B, FleetRule::standard(), 1);
        runner.start(nullptr, Player::B, FleetRule::standard(), 2);
        bool done = false;
        runner.turn(Knowledge(Player::B, Fleet{}), [&](Actions) { done = true; });
        QTRY_VERIFY_WITH_TIMEOUT(done, 5000);
        QCOMPARE(bot->games.load(), 2);
    }

    void answersForAnAbandonedGameAreDropped()
    {
        std::atomic<std::thread::id> where{};
        BotRunner runner;
        runner.start(std::make_unique<SlowBot>(&where), Player::B, FleetRule::standard(), 1);
        bool called = false;
        runner.turn(Knowledge(Player::B, Fleet{}), [&](Actions) { called = true; });
        runner.stop();
        QTest::qWait(600);
        QVERIFY(!called);
    }

    void destroyingTheRunnerWhileTheBotThinksIsSafe()
    {
        std::atomic<std::thread::id> where{};
        bool called = false;
        {
            BotRunner runner;
            runner.start(std::make_unique<SlowBot>(&where), Player::B, FleetRule::standard(), 1);
            runner.turn(Knowledge(Player::B, Fleet{}), [&](Actions) { called = true; });
            QTest::qWait(50);
        } // waits for the bot, then drops its answer
        QTest::qWait(50);
        QVERIFY(!called);
    }
};

QTEST_GUILESS_MAIN(BotRunnerTest)
#include "bot_runner_test.moc"
