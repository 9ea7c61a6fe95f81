#include "table.h"

namespace ss::app {

void Table::seat(const std::array<Seat*, 2>& seats)
{
    clear();
    for (Player p : {Player::A, Player::B}) {
        Seat* s = seats[index_of(p)];
        seat_[index_of(p)] = s;
        s->setParent(this);
        connect(s, &Seat::setupChosen, this, [this, p](const std::vector<ShipSpec>& ships) {
            setups_[index_of(p)] = ships;
            emit setupChosen(p);
        });
        connect(s, &Seat::turnChosen, this, [this, p](const Actions& actions) {
            actions_[index_of(p)] = actions;
            emit turnChosen(p);
        });
        connect(s, &Seat::thinkingChanged, this, &Table::thinkingChanged);
    }
    mode_ = GameOptions::mode_of(seats);
    emit seatsChanged();
}

void Table::clear()
{
    for (auto& s : seat_)
        if (s) {
            s->stop();
            delete s.data();
        }
    seat_ = {};
    setups_ = {};
    actions_ = {};
    emit seatsChanged();
}

bool Table::bot_thinking() const
{
    for (const auto& s : seat_)
        if (s && !s->human() && s->thinking())
            return true;
    return false;
}

std::array<QString, 2> Table::names(std::optional<Player> reader) const
{
    std::array<QString, 2> out;
    for (Player p : {Player::A, Player::B})
        if (const Seat* s = seat_[index_of(p)])
            out[index_of(p)] = s->human() && reader == p ? tr("You") : s->name();
    return out;
}

void Table::new_game(FleetRule rule, std::uint64_t seed)
{
    setups_ = {};
    actions_ = {};
    for (Player p : {Player::A, Player::B})
        seat_[index_of(p)]->newGame(rule, p == Player::B ? seed : seed + 1);
}

void Table::ask_setups()
{
    setups_ = {};
    for (const auto& s : seat_)
        s->askSetup();
}

void Table::ask_turns(const Session& session)
{
    actions_ = {};
    for (Player p : {Player::A, Player::B})
        seat_[index_of(p)]->askTurn(session.knowledge(p));
}

std::array<Actions, 2> Table::take_turns()
{
    std::array<Actions, 2> out{*actions_[0], *actions_[1]};
    actions_ = {};
    return out;
}

} // namespace ss::app
