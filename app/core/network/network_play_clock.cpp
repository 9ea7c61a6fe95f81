// NetworkPlay's clock (issue 25; NetGame's clock, app/net/net_game_clock.cpp): the seconds a
// turn chosen for hosting (kept), the time left and the other side's lateness in words, and
// the claim of a game on time.
#include "network_play.h"

namespace ss::app {

void NetworkPlay::setClock(int seconds)
{
    seconds = std::clamp(seconds, 0, NetGame::kMaxClock);
    if (seconds != clock_)
        keep("network/clock", clock_ = seconds);
}

namespace {

int whole_seconds(qint64 ms) { return ms < 0 ? -1 : static_cast<int>((ms + 999) / 1000); } // (-1 stays)

} // namespace

int NetworkPlay::secondsLeft() const { return whole_seconds(game_ ? game_->timeLeft() : -1); }

int NetworkPlay::theirSecondsLeft() const { return whole_seconds(game_ ? game_->theirTimeLeft() : -1); }

QString NetworkPlay::clockText() const
{
    if (!game_ || game_->clock() <= 0 || game_->finished())
        return {};
    if (const auto lost = game_->lostOnTime())
        return *lost == game_->player() ? tr("Your time ran out: %1 claimed the game").arg(opponentName())
                                        : tr("You claimed the game on time: waiting up to 15 s for %1 to reveal their fleet").arg(opponentName());
    if (game_->canClaimOnTime())
        return tr("%1's turn has not come in time: you may claim the game").arg(opponentName());
    if (const int late = game_->theirTimeouts(); late > 0 && game_->theirTurnLate()) // (not a new turn's start)
        return tr("%1's turn is late (%2 of the %3 timeouts that let you claim the game)")
            .arg(opponentName())
            .arg(std::min(late, game_->correspondence() ? 1 : 2))
            .arg(game_->correspondence() ? 1 : 2);
    if (ran_out_in_ > 0 && game_->side() && game_->side()->turn() <= ran_out_in_ + 1)
        return tr("Your time for turn %1 ran out: it was played as you had entered it").arg(ran_out_in_);
    return {};
}

QString NetworkPlay::clock_words(int s)
{
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return tr("%1 min").arg(s / 60);
    if (s < 86400)
        return tr("%1 h").arg(s / 3600);
    return s == 86400 ? tr("1 day") : tr("%1 days").arg(s / 86400);
}

bool NetworkPlay::claimOnTime()
{
    if (!game_ || !game_->claimOnTime())
        return false;
    emit clockChanged();
    emit statusChanged();
    return true;
}

} // namespace ss::app
