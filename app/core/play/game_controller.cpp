#include "game_controller.h"

#include "app_settings.h"
#include "kept_choices.h"
#include "ship_names.h"
#include "table_game.h"
#include "turn_log.h"
#include <random>
#include <utility>

namespace ss::app {

GameController::GameController(QObject* parent) : QObject(parent)
{
    connect(AppSettings::instance(), &AppSettings::languageChanged, this, &GameController::retranslate);
    // A refusal of Submit is about the actions as they were: it goes once they change.
    connect(&draft_, &TurnDraft::changed, this, [this] {
        if (game_ && phase_ == Phase::Playing && draft_.active() && !draft_.locked()) // kept, for a resume
            game_->keep_draft(viewer_, draft_.tokens().join(' '));
        if (submit_refused_) {
            submit_refused_ = false;
            set_error({});
        }
    });
    connect(&setup_, &SetupController::changed, this, [this] {
        if (phase_ == Phase::Setup) {
            set_error({});
            view_.reread(); // the pointed-at cell may read differently now
        }
        if (!session())
            emit rulesChanged(); // the rules chosen on the setup screen
    });
    connect(&view_, &Perspective::hoverChanged, this, [this] {
        draft_.hoverOpponent(view_.hoverSide() == SpaceModel::Side::Opponent ? view_.hoverCell() : -1);
    });
    connect(&review_, &Review::turnShown, this, &GameController::turnPlayed);
    analyst_.set_guided([this] { return phase_ == Phase::Over ? review_.guided() : draft_.guided(); }); // (the hint, the analysis)
    connect(&match_, &MatchStanding::reviewGameAsked, this, &GameController::show_match_game);
    connect(&handover_, &Handover::taken, this, &GameController::screen_taken);
    connect(&outputs_, &Outputs::told, this, &GameController::set_notice);
    connect(&outputs_, &Outputs::refused, this, &GameController::set_error);
    connect(&lobby_, &Lobby::refused, this, &GameController::set_error);
    connect(&lobby_, &Lobby::told, this, &GameController::set_notice); // (not a blocking box: playtest 24)
    view_.set_setup(&setup_.model()); // the setup screen's cells read out from the first launch
}

GameController::~GameController()
{
    draft_.stop(); // the turn entry lets go of the game's rules before the game goes
}

void GameController::leave_game()
{
    draft_.stop(); // the turn entry lets go of the game's rules first (the views may still ask it)
    if (game_) { // a network game's other side is told
        game_->disconnect(this);
        game_->leave();
        game_.reset();
    }
    set_error({});
    set_notice({}); // ("A copy of the game is saved as …" was the last game's)
    pace_.stop();
    review_.clear();
}

void GameController::play(std::unique_ptr<GameInPlay> game)
{
    leave_game();
    game_ = std::move(game);
    GameInPlay* g = game_.get();
    connect(g, &GameInPlay::seatsChanged, this, [this] {
        if (game_->seat(Player::A) && game_->seat(Player::B)) {
            mode_ = GameOptions::mode_of({game_->seat(Player::A), game_->seat(Player::B)});
            viewer_ = game_->home_player();
        }
        emit seatsChanged();
        names_changed();
    });
    connect(g, &GameInPlay::setupChosen, this, &GameController::setup_chosen);
    connect(g, &GameInPlay::turnAsked, this, &GameController::turn_asked);
    connect(g, &GameInPlay::turnChosen, this, &GameController::turn_chosen);
    connect(g, &GameInPlay::turnPlayed, this, [this] { refresh_views(); });
    connect(g, &GameInPlay::ended, this, &GameController::finish);
    connect(g, &GameInPlay::failed, this, &GameController::failed);
    connect(g, &GameInPlay::warned, this, &GameController::set_error);
    connect(g, &GameInPlay::told, this, &GameController::set_notice);
    connect(g, &GameInPlay::progressChanged, this, &GameController::botChanged);
    emit g->seatsChanged();
}

TableGame* GameController::table_game(const std::array<Seat*, 2>& seats)
{
    auto made = std::make_unique<TableGame>(records_, &match_.match(), &pace_);
    TableGame* game = made.get();
    play(std::move(made));
    game->seat(seats);
    return game;
}

void GameController::setSeed(std::uint64_t seed)
{
    seed_ = seed;
    seeded_ = true;
    setup_.seed(seed);
}

std::uint64_t GameController::next_seed()
{
    const std::uint64_t seed = seeded_ ? seed_ : std::random_device{}();
    seed_ = seed + 1;
    seeded_ = true;
    return seed;
}

std::array<QString, 2> GameController::reader_names() const
{
    return game_ ? game_->reader_names(viewer_, phase_ == Phase::Over) : std::array<QString, 2>{};
}

void GameController::names_changed()
{
    const std::array<QString, 2> names = reader_names();
    view_.set_reader_names({names[index_of(viewer_)], names[index_of(other(viewer_))]});
    match_.set_reader(names, phase_ == Phase::Over);
}

const Session* GameController::session() const
{
    if (phase_ == Phase::Over && review_.session())
        return review_.session();
    return game_ ? game_->session() : nullptr;
}

void GameController::set_phase(Phase phase)
{
    if (phase != phase_) // no pointer carried into the next screen (sixth playtest)
        view_.hover(SpaceModel::Side::Own, -1);
    phase_ = phase;
    view_.set_setup(phase == Phase::Setup ? &setup_.model() : nullptr);
    emit phaseChanged();
    names_changed();
}

void GameController::set_error(const QString& error)
{
    if (std::exchange(error_, error) != error)
        emit errorChanged();
}

void GameController::set_notice(const QString& notice)
{
    if (std::exchange(notice_, notice) != notice)
        emit noticeChanged();
}

void GameController::turn_asked()
{
    if (const auto p = game_->turn_awaited()) {
        const QString kept = game_->kept_draft(*p); // (before the new turn entry clears it)
        person_next(*p, Handover::Next::Turn);
        if (phase_ == Phase::Handover)
            return;
        if (const QString sent = game_->submitted_text(*p); !sent.isEmpty() && !draft_.locked()) {
            draft_.enterText(sent); // committed before this program stopped
            draft_.lock();
        } else if (!kept.isEmpty() && draft_.tokens().isEmpty())
            draft_.enterText(kept); // chosen, not submitted, before this program stopped
    }
    set_phase(Phase::Playing);
    refresh_views();
    emit botChanged();
}

void GameController::hand_over(Player to, Handover::Next next)
{
    view_.hover(SpaceModel::Side::Own, -1); // the last player's pointer
    draft_.stop();
    handover_.begin(to, game_->seat(to)->name(), next, turn());
    set_phase(Phase::Handover);
    refresh_views(); // hidden: nothing of either player's space shows
}

void GameController::screen_taken()
{
    viewer_ = handover_.player();
    if (handover_.next() == Handover::Next::Setup)
        return set_phase(Phase::Setup);
    draft_.start(game_->turn_rules(viewer_));
    set_phase(Phase::Playing);
    refresh_views();
}

void GameController::turn_chosen(Player)
{
    emit botChanged();
    // The other person at this screen enters theirs (a person facing a bot waits instead).
    if (const auto next = game_->turn_awaited(); next && *next != viewer_ && phase_ == Phase::Playing)
        person_next(*next, Handover::Next::Turn);
}

bool GameController::submit()
{
    const Seat* me = game_ ? game_->seat(viewer_) : nullptr;
    if (phase_ != Phase::Playing || !me || !me->human() || game_->submitted(viewer_) || !game_->turn_awaited())
        return false;
    if (const auto v = draft_.check()) {
        set_error(draft_.explained(*v));
        submit_refused_ = true;
        return false;
    }
    // The turn as submitted is the turn played [2.2.1]; a bot that has chosen already may
    // play it, and ask the next, before submit() returns.
    const Actions actions = draft_.actions();
    set_error({});
    draft_.lock();
    if (const QString why = game_->submit(viewer_, actions); !why.isEmpty()) {
        set_error(why);
        draft_.unlock();
        return false;
    }
    emit botChanged();
    return true;
}

void GameController::finish()
{
    phase_ = Phase::Over; // the names as read at the end
    viewer_ = game_->home_player(); // two people both read the end, from the first player's side
    draft_.stop();
    pace_.stop();
    const Session& ended = *game_->session();
    Match& match = match_.match();
    if (match.active() && match.finished() <= match_.reviewGame()) { // a game of the match has ended
        match.add(ended.record(), ended.end());
        if (ended.forfeited())
            match.stop(); // no game may follow a game that did not terminate [9.3.1, 10.6.1]
    }
    if (!ended.record().tag(kGuidedTag).empty() && ended.over())
        options_.setGuided(false); // the guided game played: the next has every weapon from the start
    review_.begin(ended, viewer_, reader_names());
    set_phase(Phase::Over);
    refresh_views();
    match_.update();
}

void GameController::failed(const QString& why)
{
    set_error(why);
    if (phase_ == Phase::Playing)
        draft_.stop(); // the game cannot go on; the board stays to look at
    emit botChanged();
}

void GameController::refresh_views(bool played)
{
    const std::array<QString, 2> names = reader_names();
    const Knowledge* known = game_ ? game_->knowledge(viewer_) : nullptr;
    if (phase_ == Phase::Over) {
        // The review shows the game (review.h).
    } else if (phase_ == Phase::Handover || !known) {
        view_.hide();
        analyst_.clear();
    } else {
        view_.show(*known, game_->shown_fleet(viewer_), {names[index_of(viewer_)], names[index_of(other(viewer_))]},
                   game_->fleet_rule());
        view_.own()->setHighlight({});
        view_.opponent()->setHighlight({});
        analyst_.show_position(known, game_->fleet_rule(), names[index_of(other(viewer_))],
                               phase_ == Phase::Playing && game_->hint_allowed(viewer_), true, game_->bot_of(other(viewer_)));
    }
    names_changed();
    if (played)
        emit turnPlayed();
    view_.reread(); // the pointed-at cell may read differently now
}

void GameController::clickCell(SpaceModel::Side side, int index)
{
    const bool own = side == SpaceModel::Side::Own;
    if (phase_ == Phase::Setup) {
        if (const QString locked = game_ && !match_.betweenGames() ? game_->setup_locked() : QString(); !locked.isEmpty())
            set_error(locked);
        else if (own)
            setup_.clickCell(index);
        return;
    }
    if (phase_ == Phase::Over)
        return set_error(tr("The game is over: use the review controls, or start a new game"));
    if (phase_ == Phase::Handover || !game_->seat(viewer_) || !game_->seat(viewer_)->human())
        return set_error(tr("%1 is playing: watch, or pause and step").arg(view_.viewerName()));
    if (game_->submitted(viewer_))
        return set_error(tr("This turn is submitted and waits for %1; your next turn starts when it is resolved")
                             .arg(view_.opponentName()));
    own ? draft_.clickOwn(index) : draft_.clickOpponent(index);
}

void GameController::newGame()
{
    analyst_.setShown(false); // the hint is off until asked for, each game
    match_.match().clear();
    match_.set_between_games(false);
    match_.set_game(0);
    setup_.set_additional(0);
    handover_.end();
    if (game_ && game_->shared_screen()) // neither person's layout stayed: the kept one comes back
        restore_layout(load_preferences(), setup_);
    leave_game();
    emit seatsChanged();
    viewer_ = Player::A;
    set_phase(Phase::Setup);
    refresh_views();
    emit botChanged();
    match_.update();
}

void GameController::restorePreferences()
{
    const Preferences p = load_preferences();
    restore_choices(p, options_, setup_);
    network_.setFolder(records_.folder() + "/network"); // network games left unfinished
    records_.set_unfinished(p.unfinished);
}

const Ruleset& GameController::ruleset() const
{
    if (const Session* s = session())
        return s->rules_set();
    if (game_ && phase_ != Phase::Setup)
        return game_->ruleset();
    return setup_.ruleset();
}

Outputs::Shown GameController::shown() const
{
    return {session(), game_ ? game_->record_withheld() : tr("There is no game to save yet"),
            phase_ == Phase::Over ? review_.turn() : turnsPlayed(), viewer_, reader_names()};
}

void GameController::retranslate()
{
    setup_.retranslate();
    options_.retranslate();
    draft_.retranslate();
    if (phase_ == Phase::Playing) // the log and the summary again
        refresh_views(false);
    else if (phase_ == Phase::Over)
        review_.retranslate(reader_names());
    records_.retranslate();
    emit seatsChanged();
    names_changed();
    emit noticeChanged();
}

} // namespace ss::app
