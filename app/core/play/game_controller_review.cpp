// The GameController's matches: a match's next game, and its games reviewed.
#include "game_controller.h"

#include "referee.h"

namespace ss::app {

bool GameController::nextGame()
{
    const Match& match = match_.match();
    if (!match.active() || match.over() || phase_ != Phase::Over)
        return false;
    match_.set_between_games(true);
    set_notice({});
    analyst_.setShown(false);
    draft_.stop();
    review_.clear();
    viewer_ = Player::A;
    // The next game's fleets: in a continued match each adds ships costing its player's
    // remaining materiel [10.3]; the person's setup screen asks for them.
    rules_ = match.rules(fleet_rule_of(match.games().back()));
    const Seat* a = game_->seat(Player::A);
    const Seat* b = game_->seat(Player::B);
    setup_.set_additional(a->human() ? rules_[0].additional : 0);
    set_error({});
    set_phase(Phase::Setup);
    refresh_views();
    if (!a->human() && !b->human()) // two bots watched: the next game at once
        return start();
    return true;
}

void GameController::show_match_game(int index)
{
    const Match& match = match_.match();
    if (phase_ != Phase::Over || !match.active() || match.finished() == 0)
        return;
    index = std::clamp(index, 0, match.finished() - 1);
    if (index == match_.reviewGame())
        return;
    const GameRecord& game = match.games()[static_cast<std::size_t>(index)];
    match_.set_game(index);
    review_.begin(std::make_unique<Session>(Session::replay(game, -1, match.rules_of(index, fleet_rule_of(game)))),
                  viewer_, reader_names());
    refresh_views();
}

} // namespace ss::app
