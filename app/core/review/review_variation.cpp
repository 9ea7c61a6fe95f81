// The Admiral's choice played on the board in review (issue 26): the turn shown replayed
// from the position before it with the viewer's actions replaced by those the judge
// weighed them against, the other player's as played, so the views show what that choice
// would have struck, destroyed and learnt — as a chess GUI plays the engine's move.
#include "review.h"

#include "record.h"

namespace ss::app {

namespace {

std::vector<std::string> tokens_of(const Actions& actions)
{
    std::vector<std::string> out;
    for (const Action& a : actions)
        out.push_back(to_token(a));
    return out;
}

} // namespace

bool Review::canTry() const
{
    const ChoiceJudgement* c = session_ ? judge_->choice(turn_, viewer_) : nullptr;
    // (nothing to try where the viewer played the Admiral's choice)
    return c && !c->best_actions.empty()
        && tokens_of(c->best_actions) != tokens_of(session_->record().turns[static_cast<std::size_t>(turn_ - 1)][index_of(viewer_)].actions);
}

void Review::setTrying(bool on)
{
    if (on == trying_ || !session_ || (on && !canTry()))
        return;
    if (!on) {
        show(turn_); // the turn as played
        emit turnShown();
        return;
    }
    auto then = std::make_unique<Session>(Session::replay(session_->record(), turn_ - 1, session_->rules()));
    const Actions& mine = judge_->choice(turn_, viewer_)->best_actions;
    const Actions& theirs = session_->record().turns[static_cast<std::size_t>(turn_ - 1)][index_of(other(viewer_))].actions;
    if (then->play(viewer_ == Player::A ? mine : theirs, viewer_ == Player::A ? theirs : mine))
        return; // (the judge's choice was legal from this knowledge: never here)
    trying_ = true;
    variation_ = std::move(then);
    view_->show_review(variation_->knowledge(viewer_), &variation_->game().space(other(viewer_)).fleet);
    set_actions(*variation_);
    emit changed();
    view_->reread();
    emit turnShown(); // its results come in as a turn played does
}

} // namespace ss::app
