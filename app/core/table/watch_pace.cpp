#include "watch_pace.h"

#include <algorithm>

namespace ss::app {

WatchPace::WatchPace(QObject* parent) : QObject(parent)
{
    timer_.setSingleShot(true);
    timer_.setInterval(2500); // time for a turn's results to play out in 3-D
    connect(&timer_, &QTimer::timeout, this, [this] {
        pending_ = false;
        emit due();
    });
}

void WatchPace::setPaused(bool paused)
{
    if (paused == paused_)
        return;
    paused_ = paused;
    if (paused)
        timer_.stop();
    else if (pending_ && !held_)
        timer_.start();
    emit changed();
}

void WatchPace::setHeld(bool held)
{
    if (held == held_)
        return;
    held_ = held;
    if (held)
        timer_.stop();
    else if (pending_ && !paused_) // the whole pause, from the end of the results
        timer_.start();
    emit changed();
}

void WatchPace::setTurnDelay(int ms)
{
    timer_.setInterval(std::clamp(ms, 0, 10000));
    emit changed();
}

void WatchPace::turn_played()
{
    pending_ = true;
    if (!paused_ && !held_)
        timer_.start();
}

void WatchPace::stop()
{
    timer_.stop();
    pending_ = false;
}

void WatchPace::step()
{
    stop();
    emit due();
}

} // namespace ss::app
