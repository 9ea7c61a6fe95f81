#include "handover.h"

namespace ss::app {

void Handover::begin(Player player, const QString& name, Next next, int turn)
{
    active_ = true;
    player_ = player;
    name_ = name;
    next_ = next;
    turn_ = turn;
    emit changed();
}

void Handover::end()
{
    if (!active_)
        return;
    active_ = false;
    emit changed();
}

QString Handover::task() const
{
    if (!active_)
        return {};
    return next_ == Next::Setup ? tr("lay out your fleet") : tr("enter your actions for turn %1").arg(turn_);
}

void Handover::ready()
{
    if (!active_)
        return;
    end();
    emit taken();
}

} // namespace ss::app
