// The GameController's review aids and matches: the reviewed turn's actions and the
// analysis (refresh_aids), the statistics, and a match's next game and games reviewed.
#include "game_controller.h"

#include "bot_seat.h"
#include "opponents.h"
#include "referee.h"
#include "statistics_view.h"

namespace ss::app {

bool GameController::nextGame()
{
    if (!match_.active() || match_.over() || phase_ != Phase::Over)
        return false;
    between_games_ = true;
    notice_.clear();
    emit noticeChanged();
    analyst_.setShown(false);
    draft_.stop();
    end_ = {};
    review_turn_ = 0;
    hover_cell_ = -1;
    viewer_ = Player::A;
    // The next game's fleets: in a continued match each adds ships costing its player's
    // remaining materiel [10.3]; the person's setup screen asks for them.
    FleetRule base = fleet_rule_of(match_.games().back());
    rules_ = match_.rules(base);
    setup_.set_additional(table_.human(Player::A) ? rules_[0].additional : 0);
    set_error({});
    set_phase(Phase::Setup);
    refresh_views();
    emit matchChanged();
    emit reviewChanged();
    if (mode() == Mode::WatchBots)
        return start();
    return true;
}

QString GameController::matchText() const
{
    const std::array<QString, 2> names = reader_names();
    return match_.describe(names, phase_ == Phase::Over);
}

QString GameController::matchResult() const { return match_.result(reader_names()); }

void GameController::setReviewGame(int index)
{
    if (phase_ != Phase::Over || !match_.active() || match_.finished() == 0)
        return;
    index = std::clamp(index, 0, match_.finished() - 1);
    if (index == game_index_)
        return;
    const GameRecord& game = match_.games()[static_cast<std::size_t>(index)];
    table_.show(std::make_unique<Session>(Session::replay(game, -1, match_.rules_of(index, fleet_rule_of(game)))));
    game_index_ = index;
    end_ = summarise(*session(), reader_names());
    review_turn_ = turnsPlayed();
    refresh_views();
    emit endChanged();
    emit reviewChanged();
    emit matchChanged();
}

void GameController::refresh_aids(const Session& shown)
{
    const std::array<QString, 2> names = reader_names();
    const std::array<QString, 2> seen{names[index_of(viewer_)], names[index_of(other(viewer_))]};
    const bool over = phase_ == Phase::Over;
    review_actions_ = over ? review_actions(*session(), review_turn_, viewer_, seen) : std::vector<ReviewAction>{};
    selected_action_ = -1;
    view_.own()->setHighlight({});
    view_.opponent()->setHighlight({});
    analyst_.show_position(&shown.knowledge(viewer_), shown.rule(), seen[1], over || hint_allowed());
}

bool GameController::hint_allowed() const
{
    // A hint against the easier bots only (Practice, Cadet), for the person playing.
    if (phase_ != Phase::Playing || mode() != Mode::AgainstBot || !table_[viewer_]->human())
        return false;
    const auto* bot = qobject_cast<const BotSeat*>(table_[other(viewer_)]);
    return bot && (bot->bot() == "random" || bot->bot() == "hunter");
}

QVariantList GameController::reviewActions() const
{
    QVariantList out;
    for (const ReviewAction& a : review_actions_)
        out << QVariantMap{{"text", a.text},
                           {"byViewer", a.by_viewer},
                           // the space its struck cells are in (else its launch cell's)
                           {"space", a.opponent_cells.empty() && !a.own_cells.empty() ? "own" : "opponent"}};
    return out;
}

void GameController::setSelectedAction(int index)
{
    if (index < -1 || index >= static_cast<int>(review_actions_.size()))
        index = -1;
    if (index == selected_action_)
        return;
    selected_action_ = index;
    const ReviewAction* a = index >= 0 ? &review_actions_[static_cast<std::size_t>(index)] : nullptr;
    view_.own()->setHighlight(a ? a->own_cells : CellSet{});
    view_.opponent()->setHighlight(a ? a->opponent_cells : CellSet{});
    emit reviewChanged();
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
    leave_network();
    table_.seat(opened->seats);
    // A match's record [9, 10]: its games so far; the last is shown, or played on.
    match_.restore(opened->record, opened->ends);
    game_index_ = static_cast<int>(opened->record.games.size()) - 1;
    between_games_ = false;
    setup_.set_additional(0);
    emit matchChanged();
    const bool finished = opened->session->over() && (!match_.active() || match_.over());
    viewer_ = opened->seats[0]->human() || !opened->seats[1]->human() ? Player::A : Player::B;
    records_.begin_opened(opened->path, !opened->replaced, finished,
                          tr("%1 vs %2").arg(opened->seats[0]->name(), opened->seats[1]->name()));
    if (!finished && mode() == Mode::AgainstBot) { // the person's fleet in play is their layout now
        setup_.set_ruleset(opened->session->rules_set());
        setup_.setCostFleet(opened->session->rule().kind == FleetRule::Kind::Cost);
        setup_.load(opened->session->record().setup[index_of(viewer_)].ships);
        if (const auto* bot = qobject_cast<BotSeat*>(table_[other(viewer_)]))
            options_.setDifficulty(level_index(bot->level()));
    }
    table_.resume(std::move(opened->session), next_seed()); // goes on, or is shown for review
    emit rulesChanged();
    return true;
}

} // namespace ss::app
