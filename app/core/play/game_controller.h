// One game for the views, in phases: setup, hand-over between two people at one screen,
// play, the end and review [2]. It plays the game in play behind one interface
// (game_in_play.h), made by Start or the Lobby, and never asks which kind; the views read
// it through `view`, `review`, `match` and `outputs`.
#pragma once

#include "analyst.h"
#include "game_in_play.h"
#include "game_library.h"
#include "game_options.h"
#include "handover.h"
#include "lobby.h"
#include "match_standing.h"
#include "network_play.h"
#include "outputs.h"
#include "perspective.h"
#include "record_keeper.h"
#include "review.h"
#include "setup_controller.h"
#include "turn_draft.h"
#include "watch_pace.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>

namespace ss::app {

class TableGame;

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    // Who plays the game in play or shown (the options say who plays the next one).
    Q_PROPERTY(ss::app::GameOptions::Mode mode READ mode NOTIFY seatsChanged)
    Q_PROPERTY(ss::app::GameOptions* options READ options CONSTANT)
    // The rules of the game in play or shown ("2.6.1", "classic"), else the setup's, and
    // whether they have scans [8.3] (none in classic [4.2]).
    Q_PROPERTY(QString rules READ rules NOTIFY rulesChanged)
    Q_PROPERTY(bool scanning READ scanning NOTIFY rulesChanged)
    Q_PROPERTY(ss::app::SetupController* setup READ setup CONSTANT)
    Q_PROPERTY(ss::app::TurnDraft* draft READ draft CONSTANT)
    Q_PROPERTY(ss::app::RecordKeeper* records READ records CONSTANT)
    Q_PROPERTY(ss::app::Seat* seatA READ seatA NOTIFY seatsChanged)
    Q_PROPERTY(ss::app::Seat* seatB READ seatB NOTIFY seatsChanged)
    // What the screen shows of the game, from the shown player's side (perspective.h).
    Q_PROPERTY(ss::app::Perspective* view READ view CONSTANT)
    // The finished game looked back at (review.h), and a match's standing (match_standing.h).
    Q_PROPERTY(ss::app::Review* review READ review CONSTANT)
    Q_PROPERTY(ss::app::MatchStanding* match READ match CONSTANT)
    // Two people at one screen: whom it goes to next, and what for.
    Q_PROPERTY(ss::app::Handover* handover READ handover CONSTANT)
    // A bot is choosing on its thread; the person has submitted and the turn waits.
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botChanged)
    Q_PROPERTY(bool waiting READ waiting NOTIFY botChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnPlayed)
    Q_PROPERTY(int turnsPlayed READ turnsPlayed NOTIFY turnPlayed)
    // Every saved game (game_library.h), read when the library is shown.
    Q_PROPERTY(ss::app::GameLibrary* library READ library CONSTANT)
    // Why Submit or Start did nothing, "message [rule]"; what the last request did.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)
    // The heat map of where the other player's ships could be (analyst.h).
    Q_PROPERTY(ss::app::Analyst* analysis READ analysis CONSTANT)
    // A person on another computer (network_play.h): host or join, chat, the verdict.
    Q_PROPERTY(ss::app::NetworkPlay* network READ network CONSTANT)
    // The whole record is here (not during a network game, whose other fleet is revealed
    // only at its end [1.4.1]): a copy can be saved, statistics shown.
    Q_PROPERTY(bool wholeRecord READ wholeRecord NOTIFY phaseChanged)
    // Watching two bots: pause, step and pace.
    Q_PROPERTY(ss::app::WatchPace* watch READ watch CONSTANT)
    // A copy of the record, a picture of the view, the statistics of the game shown.
    Q_PROPERTY(ss::app::Outputs* outputs READ outputs CONSTANT)
    // A record opened, the unfinished game resumed, a network game hosted or joined.
    Q_PROPERTY(ss::app::Lobby* lobby READ lobby CONSTANT)
    // For tests and benchmarks: a fixed seed.
    Q_PROPERTY(int seed READ seedValue WRITE setSeedValue)

public:
    enum class Phase { Setup, Handover, Playing, Over };
    Q_ENUM(Phase)
    using Mode = GameOptions::Mode;

    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    Phase phase() const { return phase_; }
    Mode mode() const { return mode_; }
    GameOptions* options() { return &options_; }
    SetupController* setup() { return &setup_; }
    TurnDraft* draft() { return &draft_; }
    RecordKeeper* records() { return &records_; }
    Seat* seatA() const { return game_ ? game_->seat(Player::A) : nullptr; }
    Seat* seatB() const { return game_ ? game_->seat(Player::B) : nullptr; }
    Perspective* view() { return &view_; }
    Review* review() { return &review_; }
    MatchStanding* match() { return &match_; }
    Handover* handover() { return &handover_; }
    bool botThinking() const { return game_ && game_->thinking(); }
    bool waiting() const { return phase_ == Phase::Playing && game_ && game_->waiting_on_other(viewer_); }
    int turn() const { return game_ ? game_->turn() : 0; }
    int turnsPlayed() const { return session() ? session()->turns_played() : game_ ? game_->turns_played() : 0; }
    GameLibrary* library() { return &library_; }
    QString error() const { return error_; }
    QString notice() const { return notice_; }
    Analyst* analysis() { return &analyst_; }
    NetworkPlay* network() { return &network_; }
    bool wholeRecord() const { return session() != nullptr; }
    WatchPace* watch() { return &pace_; }
    Outputs* outputs() { return &outputs_; }
    Lobby* lobby() { return &lobby_; }
    const Ruleset& ruleset() const;
    QString rules() const { return QString::fromUtf8(ruleset().tag.data(), static_cast<qsizetype>(ruleset().tag.size())); }
    bool scanning() const { return ruleset().visible.scans; }
    void setSeed(std::uint64_t seed);
    void setSeedValue(int seed) { setSeed(static_cast<std::uint64_t>(seed)); }
    int seedValue() const { return static_cast<int>(seed_); }
    // The game shown: in review the game reviewed, else the game in play when this program has it whole; or nullptr.
    const Session* session() const;
    const Game* game() const { return session() ? &session()->game() : nullptr; }
    // The player whose view the screen shows.
    Player viewer() const { return viewer_; }

    // Starts a game as the options say, with the setup screen's fleet for a person; or,
    // while setups are chosen, hands in the fleet of the person at the screen.
    Q_INVOKABLE bool start();
    Q_INVOKABLE void clickCell(ss::app::SpaceModel::Side side, int index);
    // Submits the drafted actions; the turn resolves when the other player has chosen too.
    Q_INVOKABLE bool submit();
    // Back to the setup screen, keeping the last layout.
    Q_INVOKABLE void newGame();
    // After a game of a match: the next one's setup, the same players, additional ships in a continued match [10.3].
    Q_INVOKABLE bool nextGame();
    // The last options, fleet and unfinished game, from the settings.
    void restorePreferences();
    // The controller's texts again in the language now chosen (AppSettings).
    void retranslate();

signals:
    void rulesChanged();
    void phaseChanged();
    void seatsChanged();
    void botChanged();
    // A turn was played or reviewed: its results come in (sounds, animations).
    void turnPlayed();
    void errorChanged();
    void noticeChanged();

public:
    // The one place games are played from, whoever made them (Start, the Lobby): the
    // game before is left and its traces cleared. A game at this table, seated; the seed
    // of the next game.
    void play(std::unique_ptr<GameInPlay> game);
    TableGame* table_game(const std::array<Seat*, 2>& seats);
    std::uint64_t next_seed();

private:
    void leave_game();
    void set_phase(Phase phase);
    void set_error(const QString& error);
    void set_notice(const QString& notice);
    void setup_chosen(Player p);
    // A person at this screen is to lay out a fleet or enter a turn: handed the screen first when two share it.
    void person_next(Player p, Handover::Next what);
    void turn_asked();
    void turn_chosen(Player p);
    void finish();
    void failed(const QString& why);
    void hand_over(Player to, Handover::Next next);
    void screen_taken();
    // `played`: a turn came in (its sounds and animations follow); else only the texts.
    void refresh_views(bool played = true);
    void show_match_game(int index);
    std::array<QString, 2> reader_names() const;
    void names_changed();
    Outputs::Shown shown() const;

    Phase phase_ = Phase::Setup;
    Mode mode_ = Mode::AgainstBot; // who sits at the table, or sat there last
    GameOptions options_;
    SetupController setup_;
    RecordKeeper records_;
    WatchPace pace_;
    Perspective view_;
    GameLibrary library_;
    TurnDraft draft_{view_.own(), view_.opponent()};
    Analyst analyst_{view_.opponent()};
    Review review_{&view_, &analyst_};
    MatchStanding match_;
    NetworkPlay network_;
    Handover handover_;
    Outputs outputs_{records_, [this] { return shown(); }};
    Lobby lobby_{*this};
    std::unique_ptr<GameInPlay> game_;
    std::uint64_t seed_ = 0;
    bool seeded_ = false;
    Player viewer_ = Player::A; // whose view the screen shows
    QString error_;
    bool submit_refused_ = false; // error_ is Submit's refusal of the actions as they were
    QString notice_;
    std::array<FleetRule, 2> rules_{}; // each player's fleet rule in the game being set up
};

} // namespace ss::app
