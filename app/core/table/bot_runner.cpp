#include "bot_runner.h"

// glibc's allocator gives memory back with malloc_trim; not under AddressSanitizer, whose
// own allocator glibc's trim knows nothing of (it crashed there).
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__)
#define SPACESHIPS_MALLOC_TRIM 1
#include <malloc.h>
#endif

namespace ss::app {

BotRunner::BotRunner(QObject* parent) : QObject(parent), worker_(new QObject)
{
    thread_.setObjectName("bot");
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.start();
}

BotRunner::~BotRunner()
{
    ++generation_;
    thread_.quit();
    thread_.wait(); // a bot's turn is bounded by its time budget
}

void BotRunner::start(std::unique_ptr<Bot> bot, Player seat, FleetRule rule, std::uint64_t seed, const Ruleset& rules)
{
    ++generation_;
    if (bot || !bot_)
        bot_ = std::move(bot);
    auto b = bot_;
    const Ruleset* r = &rules;
    QMetaObject::invokeMethod(worker_, [b, seat, rule, seed, r] { b->new_game(seat, rule, seed, *r); });
}

void BotRunner::setup(std::function<void(std::vector<ShipSpec>)> done)
{
    auto b = bot_;
    const int gen = generation_;
    QMetaObject::invokeMethod(worker_, [this, b, gen, done = std::move(done)] {
        std::vector<ShipSpec> ships = b->setup();
        QMetaObject::invokeMethod(
            this, [this, gen, done, ships = std::move(ships)] {
                if (gen == generation_)
                    done(ships);
            },
            Qt::QueuedConnection);
    });
}

void BotRunner::turn(const Knowledge& knowledge, std::function<void(Actions)> done)
{
    auto b = bot_;
    const int gen = generation_;
    QMetaObject::invokeMethod(worker_, [this, b, gen, knowledge, done = std::move(done)] {
        Actions actions;
        b->turn(knowledge, actions);
#ifdef SPACESHIPS_MALLOC_TRIM
        malloc_trim(0); // the thinking's scratch memory goes back to the system, not kept by this thread
#endif
        QMetaObject::invokeMethod(
            this, [this, gen, done, actions = std::move(actions)] {
                if (gen == generation_)
                    done(actions);
            },
            Qt::QueuedConnection);
    });
}

} // namespace ss::app
