#include "bot_seat.h"

#include "opponents.h"

namespace ss::app {

BotSeat* BotSeat::make(Player player, const std::string& bot, const std::string& level, QObject* parent)
{
    std::unique_ptr<Bot> made = make_bot(bot);
    if (!made)
        return nullptr;
    return new BotSeat(player, bot_label(bot, level), std::move(made), level, parent);
}

BotSeat::BotSeat(Player player, QString name, std::unique_ptr<Bot> made, std::string level, QObject* parent)
    : Seat(player, std::move(name), parent), made_(std::move(made)), bot_(made_->name()), level_(std::move(level))
{
    made_->set_time_budget(1000);
}

std::string BotSeat::tag() const { return bot_tag(bot_, level_); }

QString BotSeat::name() const
{
    const QString label = bot_label(bot_, level_);
    return lettered_ ? QString("%1 (%2)").arg(label, player() == Player::A ? "A" : "B") : label;
}

void BotSeat::newGame(FleetRule rule, std::uint64_t seed)
{
    rule_ = rule;
    seed_ = seed;
    // The same bot game after game: the Admiral learns how this opponent places its
    // ships over a match (issue 24); each game starts afresh all the same (new_game).
    if (made_)
        made_->set_time_budget(1000);
    runner_.start(std::move(made_), player(), rule, seed, rules());
    set_thinking(false);
}

void BotSeat::askSetup()
{
    set_thinking(true);
    runner_.setup([this](std::vector<ShipSpec> ships) {
        if (!rules().ships.validate_setup(ships, rule_).empty()) { // never with a built-in bot
            Rng rng(seed_);
            ships = random_setup(rule_, rng, rules());
        }
        set_thinking(false);
        emit setupChosen(ships);
    });
}

void BotSeat::askTurn(const Knowledge& knowledge)
{
    set_thinking(true);
    runner_.turn(knowledge, [this](Actions actions) {
        set_thinking(false);
        emit turnChosen(actions);
    });
}

void BotSeat::stop()
{
    runner_.stop();
    set_thinking(false);
}

} // namespace ss::app
