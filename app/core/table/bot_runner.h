// The bot plays on a worker thread so the window never freezes: setup and turns are
// posted to the thread and their answers come back as queued calls on the GUI thread.
// Answers from a game that has since been abandoned are dropped.
#pragma once

#include "bots/bot.h"

#include <QObject>
#include <QThread>

#include <functional>
#include <memory>

namespace ss::app {

class BotRunner : public QObject {
    Q_OBJECT
public:
    explicit BotRunner(QObject* parent = nullptr);
    ~BotRunner() override;

    // A new game for a new bot, or (null) for the same bot again, which keeps what it has
    // learnt of its opponent (the Admiral over a match); answers still coming from the old
    // game are dropped.
    void start(std::unique_ptr<Bot> bot, Player seat, FleetRule rule, std::uint64_t seed,
               const Ruleset& rules = rules_2_6_1());
    void setup(std::function<void(std::vector<ShipSpec>)> done);
    void turn(const Knowledge& knowledge, std::function<void(Actions)> done);
    // Abandons the game: answers still coming are dropped.
    void stop() { ++generation_; }

private:
    QThread thread_;
    QObject* worker_; // lives on thread_
    std::shared_ptr<Bot> bot_;
    int generation_ = 0;
};

} // namespace ss::app
