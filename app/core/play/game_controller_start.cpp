// The GameController's Start: a new game at this table as the setup screen's options say
// (or a match's next game), the fleet of the person at the screen handed in while setups
// are chosen, and the next person's turn at a shared screen.
#include "game_controller.h"

#include "kept_choices.h"
#include "table_game.h"

namespace ss::app {

bool GameController::start()
{
    if (phase_ != Phase::Setup)
        return false;
    // Setups are being chosen: the fleet of the person at the screen, if awaited.
    const bool choosing = game_ && game_->seat(Player::A) && !game_->session() && !match_.betweenGames();
    if (choosing && !game_->setup_awaited())
        return false; // not twice while setups are chosen
    Match& match = match_.match();
    const bool next_of_match = !choosing && match_.betweenGames() && match.active() && !match.over();
    if (const QString why = options_.start_refusal(setup_, choosing, next_of_match); !why.isEmpty()) {
        set_error(why);
        return false;
    }
    if (choosing) {
        const Player p = *game_->setup_awaited();
        set_error(game_->lay_out(p, setup_.setup(), setup_.ruleset(), setup_.rule()));
        if (error_.isEmpty())
            keep_choices(options_, setup_); // the choices; two people's layouts are never kept
        return error_.isEmpty();
    }
    FleetRule base = setup_.rule(); // the fleet rule chosen, without additional ships
    base.additional = 0;
    base.continued = false;
    if (next_of_match) {
        setup_.set_ruleset(game_->ruleset()); // a match is played by one ruleset [classic C1]
        // The match's next game: the same players [9.1, 10.1].
        match_.set_game(match.finished());
    } else {
        QString why;
        const auto seats = options_.seats(&why);
        if (!seats) {
            set_error(why);
            return false;
        }
        table_game(*seats)->set_guided(options_.guided() && options_.mode() == GameOptions::Mode::AgainstBot);
        match.begin(Match::Kind(options_.matchKind()), options_.matchGames());
        match.set_rules(setup_.ruleset());
        match_.set_game(0);
    }
    set_error({});
    pace_.stop();
    review_.clear();
    match_.set_between_games(false);
    viewer_ = Player::A;
    rules_ = match.rules(base);
    static_cast<TableGame*>(game_.get())->begin(rules_, next_seed(), setup_.ruleset());
    emit rulesChanged();
    if (const auto p = game_->setup_awaited()) { // the fleet on the setup screen
        game_->lay_out(*p, setup_.setup(), setup_.ruleset(), setup_.rule());
        keep_choices(options_, setup_); // the choices; two people's layouts are never kept
    }
    emit botChanged();
    return true;
}

void GameController::setup_chosen(Player)
{
    // The other person at this screen lays out theirs unseen.
    if (const auto next = game_->setup_awaited())
        person_next(*next, Handover::Next::Setup);
}

void GameController::person_next(Player p, Handover::Next what)
{
    if (!game_->shared_screen()) {
        if (what == Handover::Next::Turn)
            draft_.start(game_->turn_rules(viewer_ = p));
        return;
    }
    if (what == Handover::Next::Setup) {
        setup_.set_additional(rules_[index_of(p)].additional); // their additional ships [10.3]
        setup_.start_over(tr("%1, lay out your fleet: click a ship, then its cells, or Random layout")
                              .arg(game_->seat(p)->name()));
    } else if (phase_ == Phase::Setup) { // neither person's layout stays on the setup screen
        setup_.start_over(tr("Two players at one screen: each lays out a fleet in turn"));
    }
    hand_over(p, what);
}

} // namespace ss::app
