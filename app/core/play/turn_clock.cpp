#include "turn_clock.h"

#include "turn_draft.h"

namespace ss::app {

TurnClock::TurnClock(TurnDraft* draft) : QObject(draft), draft_(draft)
{
    tick_.setInterval(250);
    connect(&tick_, &QTimer::timeout, this, &TurnClock::tick);
    connect(draft, &TurnDraft::changed, this, &TurnClock::follow);
}

int TurnClock::secondsLeft() const
{
    if (seconds_ <= 0)
        return -1;
    const qint64 left_ms = qint64(seconds_) * 1000 - spent_ms_ - (elapsed_.isValid() ? elapsed_.elapsed() : 0);
    return left_ms <= 0 ? 0 : static_cast<int>((left_ms + 999) / 1000);
}

QString TurnClock::words(int s)
{
    if (s < 0)
        return {};
    if (s >= 3600)
        return tr("%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60, 2, 10, QChar('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QChar('0'));
}

void TurnClock::follow()
{
    const bool entering = draft_->active() && !draft_->locked();
    if (entering && seconds_ == 0) { // a turn's entry opened: its time begins
        seconds_ = source_ ? std::max(0, source_()) : 0;
        if (seconds_ == 0)
            return;
        ran_out_ = false;
        spent_ms_ = 0;
        if (held_)
            elapsed_.invalidate();
        else
            elapsed_.start();
        tick_.start();
        emit changed();
    } else if (!entering && seconds_ > 0) { // submitted, or the entry closed
        seconds_ = 0;
        tick_.stop();
        emit changed();
    }
}

void TurnClock::setHeld(bool held)
{
    if (held == held_)
        return;
    held_ = held;
    if (held && elapsed_.isValid()) { // stopped: the time used so far is kept
        spent_ms_ += elapsed_.elapsed();
        elapsed_.invalidate();
    } else if (!held && seconds_ > 0) {
        elapsed_.start();
    }
    emit changed();
}

void TurnClock::tick()
{
    if (secondsLeft() == 0 && !ran_out_) {
        ran_out_ = true;
        emit ranOut();
    }
    emit changed();
}

} // namespace ss::app
