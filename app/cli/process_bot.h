// An external program playing through the bot protocol, as a Bot the referee can seat.
// A program that crashes, stays silent past twice its time, or answers garbage or '?'
// fails; the referee then forfeits its game. It never hangs the referee.
#pragma once

#include "bots/bot.h"

#include <QProcess>
#include <QString>

#include <memory>
#include <optional>

namespace ss::cli {

class ProcessBot : public Bot {
public:
    explicit ProcessBot(QString command);
    ~ProcessBot() override;

    std::string name() const override { return name_; }
    void new_game(Player seat, FleetRule rule, std::uint64_t seed, const Ruleset& rules = rules_2_6_1()) override;
    std::vector<ShipSpec> setup() override;
    void turn(const Knowledge& knowledge, Actions& out) override;
    void seen(const TurnView& view) override;
    void game_over(const GameEnd& end) override;
    std::string failure() const override { return failure_; }
    bool accepts_fleet() const override { return false; }

private:
    // Sends one command and reads the answer's RESULT ("= RESULT"); nothing on failure.
    std::optional<QString> exchange(const QString& command);
    bool start();
    void fail(const QString& why);

    QString command_;
    std::string name_;
    std::unique_ptr<QProcess> process_;
    std::string failure_;
    Fleet fleet_;
    int turn_ = 0;
};

} // namespace ss::cli
