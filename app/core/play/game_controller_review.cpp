// The GameController's records and matches: a record opened to go on or to review, a
// match's next game and its games reviewed, and the statistics of the game shown.
#include "game_controller.h"

#include "bot_seat.h"
#include "opponents.h"
#include "referee.h"
#include "statistics_view.h"
#include "table_game.h"

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
    view_.hover(SpaceModel::Side::Own, -1);
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

QVariantMap GameController::statistics() const
{
    if (!session())
        return {};
    const std::array<QString, 2> names = reader_names();
    return statistics_map(game_statistics(session()->record(), session()->rules()), viewer_,
                          {names[index_of(viewer_)], names[index_of(other(viewer_))]}, session()->rules_set());
}

// A record opened from a file: a finished game (or match) for review, an unfinished one
// to play on [1.4.1, 9, 10].
bool GameController::openRecord(const QString& where)
{
    QString why;
    std::optional<OpenedGame> opened = options_.open(where, &why);
    if (!opened) {
        set_error(why);
        return false;
    }
    draft_.stop();
    set_error({});
    pace_.stop();
    review_.clear();
    TableGame* game = table_game(opened->seats);
    // A match's record [9, 10]: its games so far; the last is shown, or played on.
    Match& match = match_.match();
    match.restore(opened->record, opened->ends);
    match_.set_game(static_cast<int>(opened->record.games.size()) - 1);
    match_.set_between_games(false);
    setup_.set_additional(0);
    const bool finished = opened->session->over() && (!match.active() || match.over());
    viewer_ = opened->seats[0]->human() || !opened->seats[1]->human() ? Player::A : Player::B;
    records_.begin_opened(opened->path, !opened->replaced, finished,
                          tr("%1 vs %2").arg(opened->seats[0]->name(), opened->seats[1]->name()));
    const auto* bot = qobject_cast<BotSeat*>(opened->seats[index_of(other(viewer_))]);
    if (!finished && opened->seats[index_of(viewer_)]->human() && bot) { // the person's fleet in play is their layout now
        setup_.set_ruleset(opened->session->rules_set());
        setup_.setCostFleet(opened->session->rule().kind == FleetRule::Kind::Cost);
        setup_.load(opened->session->record().setup[index_of(viewer_)].ships);
        options_.setDifficulty(level_index(bot->level()));
    }
    game->resume(std::move(opened->session), next_seed()); // goes on, or is shown for review
    emit rulesChanged();
    return true;
}

} // namespace ss::app
