// A built-in bot in a seat: it plays from its player's Knowledge only, on a worker thread
// (BotRunner), so the window never waits for it.
#pragma once

#include "bot_runner.h"
#include "seat.h"

namespace ss::app {

class BotSeat : public Seat {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("seats are made by the GameController")
public:
    // The bot by name ("sampler") and the level it plays at ("Admiral", or "" for none);
    // nullptr when there is no such bot.
    static BotSeat* make(Player player, const std::string& bot, const std::string& level, QObject* parent = nullptr);

    Kind kind() const override { return Kind::Bot; }
    std::string tag() const override;
    // The level ("Captain", bot_label), in the language now chosen; with the player's letter
    // ("Captain (A)") when both players are bots of one name.
    QString name() const override;
    void setLettered(bool lettered) { lettered_ = lettered; }
    std::string bot() const { return bot_; }
    std::string level() const { return level_; }

    void newGame(FleetRule rule, std::uint64_t seed) override;
    void askSetup() override;
    void askTurn(const Knowledge& knowledge) override;
    void stop() override;

private:
    BotSeat(Player player, QString name, std::unique_ptr<Bot> made, std::string level, QObject* parent);

    std::unique_ptr<Bot> made_; // until the first game, then the runner's
    BotRunner runner_;
    std::string bot_, level_;
    bool lettered_ = false;
    FleetRule rule_;
    std::uint64_t seed_ = 0;
};

} // namespace ss::app
