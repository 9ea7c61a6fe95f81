// One game for the views: two seats (seat.h) — a person, a bot — played through one
// Session, in phases: setup, hand-over between two people at one screen, play, the end
// and review [2]. The controller orchestrates the seats and the phases only: the choices
// of who plays are GameOptions', what the screen shows a Perspective's, where the record
// is kept the RecordKeeper's.
#pragma once

#include "analyst.h"
#include "end_summary.h"
#include "game_library.h"
#include "game_options.h"
#include "handover.h"
#include "match.h"
#include "network_play.h"
#include "perspective.h"
#include "record_keeper.h"
#include "review_actions.h"
#include "seat.h"
#include "session.h"
#include "setup_controller.h"
#include "table.h"
#include "turn_draft.h"
#include "turn_rules.h"
#include "watch_pace.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>

namespace ss::app {

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Phase phase READ phase NOTIFY phaseChanged)
    // Who plays the game in play or shown (the options say who plays the next one).
    Q_PROPERTY(ss::app::GameOptions::Mode mode READ mode NOTIFY seatsChanged)
    Q_PROPERTY(ss::app::GameOptions* options READ options CONSTANT)
    // The rules of the game in play or shown ("2.6.1", "classic"), else the setup's, and
    // what they have: scans [8.3], flashcube data [7] (none in classic [4.2, C20]).
    Q_PROPERTY(QString rules READ rules NOTIFY rulesChanged)
    Q_PROPERTY(QString rulesName READ rulesName NOTIFY rulesChanged)
    Q_PROPERTY(bool scanning READ scanning NOTIFY rulesChanged)
    Q_PROPERTY(bool flashcube READ flashcube NOTIFY rulesChanged)
    Q_PROPERTY(ss::app::SetupController* setup READ setup CONSTANT)
    Q_PROPERTY(ss::app::TurnDraft* draft READ draft CONSTANT)
    Q_PROPERTY(ss::app::RecordKeeper* records READ records CONSTANT)
    Q_PROPERTY(ss::app::SpaceModel* ownSpace READ ownSpace CONSTANT)
    Q_PROPERTY(ss::app::SpaceModel* opponentSpace READ opponentSpace CONSTANT)
    Q_PROPERTY(ss::app::Seat* seatA READ seatA NOTIFY seatsChanged)
    Q_PROPERTY(ss::app::Seat* seatB READ seatB NOTIFY seatsChanged)
    // The view shown: "You" when the person at the screen is its player, else their
    // name; and the other player's name.
    Q_PROPERTY(QString viewerName READ viewerName NOTIFY viewChanged)
    Q_PROPERTY(QString opponentName READ opponentName NOTIFY viewChanged)
    // Two people at one screen: whom it goes to next, and what for.
    Q_PROPERTY(ss::app::Handover* handover READ handover CONSTANT)
    // A bot is choosing on its thread; the person has submitted and the turn waits.
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botChanged)
    Q_PROPERTY(bool waiting READ waiting NOTIFY botChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnPlayed)
    // One entry per turn played, from the shown player's view (turn_log.h).
    Q_PROPERTY(QStringList log READ log NOTIFY textsChanged)
    // The last turn's results in plain words, for the shown player (turn_summary.h).
    Q_PROPERTY(QString turnSummary READ turnSummary NOTIFY textsChanged)
    // Every saved game (game_library.h), read when the library is shown.
    Q_PROPERTY(ss::app::GameLibrary* library READ library CONSTANT)
    // What it did, counted, for the reveal's sounds: {turn, beams, strikes, hits, explosions, destroyed, struck}.
    Q_PROPERTY(QVariantMap turnEvents READ turnEvents NOTIFY textsChanged)
    Q_PROPERTY(QString lastTurn READ lastTurn NOTIFY turnPlayed)
    Q_PROPERTY(int ownMateriel READ ownMateriel NOTIFY turnPlayed)
    // The other player's cells known destroyed (their materiel stays hidden [1.4]).
    Q_PROPERTY(int opponentDestroyed READ opponentDestroyed NOTIFY turnPlayed)
    // At the end [2.3] (end_summary.h).
    Q_PROPERTY(QString result READ result NOTIFY endChanged)
    Q_PROPERTY(QString endReason READ endReason NOTIFY endChanged)
    Q_PROPERTY(QString score READ score NOTIFY endChanged)
    // For the shown player, once the game is over: 1 won, 0 a draw, -1 lost [2.3.4].
    Q_PROPERTY(int outcome READ outcome NOTIFY endChanged)
    // The cell under the pointer, in either view, and its read-out.
    Q_PROPERTY(ss::app::SpaceModel::Side hoverSide READ hoverSide NOTIFY hoverChanged)
    Q_PROPERTY(int hoverCell READ hoverCell NOTIFY hoverChanged)
    Q_PROPERTY(QString hoverText READ hoverText NOTIFY hoverChanged)
    // Why Submit or Start did nothing, "message [rule]"; what the last request did.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)
    // After the end: the turns played, and the turn the views show (0: the setups) [1.4.1].
    Q_PROPERTY(int turnsPlayed READ turnsPlayed NOTIFY reviewChanged)
    Q_PROPERTY(int reviewTurn READ reviewTurn WRITE setReviewTurn NOTIFY reviewChanged)
    // The reviewed turn's actions, both players': [{text, byViewer}]; the one selected (-1
    // none) is highlighted in both views.
    Q_PROPERTY(QVariantList reviewActions READ reviewActions NOTIFY reviewChanged)
    Q_PROPERTY(int selectedAction READ selectedAction WRITE setSelectedAction NOTIFY reviewChanged)
    // A match [9, 10] (match.h): whether one is played, what it stands at ("Scored match
    // [9], game 2 of 3 — overall …"), and once its last game is over, who won it.
    Q_PROPERTY(bool matchActive READ matchActive NOTIFY matchChanged)
    Q_PROPERTY(bool matchOver READ matchOver NOTIFY matchChanged)
    Q_PROPERTY(QString matchText READ matchText NOTIFY matchChanged)
    Q_PROPERTY(QString matchResult READ matchResult NOTIFY matchChanged)
    // The games the match lasts [9.3, 10.6].
    Q_PROPERTY(int matchPlanned READ matchPlanned NOTIFY matchChanged)
    // The next game of the match is being set up (nextGame()).
    Q_PROPERTY(bool betweenGames READ betweenGames NOTIFY matchChanged)
    // In review: the match's games finished, and the one shown (0 the first).
    Q_PROPERTY(int matchGames READ matchGames NOTIFY matchChanged)
    Q_PROPERTY(int reviewGame READ reviewGame WRITE setReviewGame NOTIFY matchChanged)
    // The heat map of where the other player's ships could be (analyst.h).
    Q_PROPERTY(ss::app::Analyst* analysis READ analysis CONSTANT)
    // A person on another computer (network_play.h): host or join, chat, the verdict.
    Q_PROPERTY(ss::app::NetworkPlay* network READ network CONSTANT)
    // The whole record is here (not during a network game, whose other fleet is revealed
    // only at its end [1.4.1]): a copy can be saved, statistics shown.
    Q_PROPERTY(bool wholeRecord READ wholeRecord NOTIFY phaseChanged)
    // Watching two bots: pause, step and pace.
    Q_PROPERTY(ss::app::WatchPace* watch READ watch CONSTANT)
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
    SpaceModel* ownSpace() { return view_.own(); }
    SpaceModel* opponentSpace() { return view_.opponent(); }
    Seat* seatA() const { return table_[Player::A]; }
    Seat* seatB() const { return table_[Player::B]; }
    QString viewerName() const { return reader_names()[index_of(viewer_)]; }
    QString opponentName() const { return reader_names()[index_of(other(viewer_))]; }
    Handover* handover() { return &handover_; }
    bool botThinking() const { return table_.bot_thinking(); }
    bool waiting() const;
    int turn() const
    {
        if (session())
            return session()->game().turn();
        return network_play() && network_.game()->side() ? network_.game()->side()->turn() : 0;
    }
    QStringList log() const { return view_.log(); }
    QString turnSummary() const { return view_.last_summary(); }
    GameLibrary* library() { return &library_; }
    // Reads the records folder into the library.
    Q_INVOKABLE void refreshLibrary() { library_.refresh(records_.folder()); }
    QVariantMap turnEvents() const { return view_.last_events(); }
    QString lastTurn() const { return log().isEmpty() ? QString() : log().back(); }
    int ownMateriel() const { return view_.own_materiel(); }
    int opponentDestroyed() const { return view_.opponent_destroyed(); }
    QString result() const { return end_.result; }
    QString endReason() const { return end_.reason; }
    QString score() const { return end_.score; }
    const Ruleset& ruleset() const;
    QString rules() const { return QString::fromUtf8(ruleset().tag.data(), static_cast<qsizetype>(ruleset().tag.size())); }
    QString rulesName() const;
    bool scanning() const { return ruleset().visible.scans; }
    bool flashcube() const { return ruleset().visible.flashcube; }
    int outcome() const;
    SpaceModel::Side hoverSide() const { return hover_side_; }
    int hoverCell() const { return hover_cell_; }
    QString hoverText() const;
    QString error() const { return error_; }
    QString notice() const { return notice_; }
    // Where a picture of the view goes: the pictures (else documents, else home) folder,
    // named by the game and the turn shown ("spaceships-turn-5.png").
    Q_INVOKABLE QString picturePath() const;
    // Says where a picture was saved, or that it could not be.
    Q_INVOKABLE void pictureSaved(const QString& path, bool ok);
    int turnsPlayed() const
    {
        if (session())
            return session()->turns_played();
        return network_play() && network_.game()->side() ? network_.game()->side()->knowledge().turns_seen() : 0;
    }
    int reviewTurn() const { return review_turn_; }
    void setReviewTurn(int turn);
    QVariantList reviewActions() const;
    int selectedAction() const { return selected_action_; }
    void setSelectedAction(int index);
    Analyst* analysis() { return &analyst_; }
    bool matchActive() const { return match_.active(); }
    bool matchOver() const { return match_.over(); }
    QString matchText() const;
    QString matchResult() const;
    bool betweenGames() const { return between_games_; }
    int matchPlanned() const { return match_.planned(); }
    int matchGames() const { return match_.finished(); }
    int reviewGame() const { return game_index_; }
    void setReviewGame(int index);
    // After a game of a match: back to the setup screen for the next one, the same
    // players, each fleet with its additional ships in a continued match [10.3].
    Q_INVOKABLE bool nextGame();
    // The game's statistics from the shown player's side (statistics_view.h), {} before a game.
    Q_INVOKABLE QVariantMap statistics() const;
    WatchPace* watch() { return &pace_; }
    NetworkPlay* network() { return &network_; }
    bool wholeRecord() const { return session() != nullptr; }
    // A game with a person on another computer, under the setup screen's fleet rule
    // [3.7]: hosted here (network().port() and addresses() say where), or joined at
    // "host:port". Each player then lays out a fleet and presses Start; the game begins
    // when both fleets are committed (docs/network-protocol.md).
    Q_INVOKABLE bool hostGame();
    Q_INVOKABLE bool joinGame(const QString& address);
    // Goes on with a network game this program stopped in the middle of
    // (network().unfinished): paused until the other player is connected again.
    Q_INVOKABLE bool resumeNetworkGame(const QString& path);
    void setSeed(std::uint64_t seed);
    void setSeedValue(int seed) { setSeed(static_cast<std::uint64_t>(seed)); }
    int seedValue() const { return static_cast<int>(seed_); }
    const Session* session() const { return table_.session(); }
    const Game* game() const { return session() ? &session()->game() : nullptr; }
    // The player whose view the screen shows.
    Player viewer() const { return viewer_; }

    // Starts a game as the options say, with the setup screen's fleet for a person.
    Q_INVOKABLE bool start();
    Q_INVOKABLE void clickCell(ss::app::SpaceModel::Side side, int index);
    Q_INVOKABLE void hover(ss::app::SpaceModel::Side side, int index);
    // Submits the drafted actions; the turn resolves when the other player has chosen too.
    Q_INVOKABLE bool submit();
    // Back to the setup screen, keeping the last layout.
    Q_INVOKABLE void newGame();
    // Opens a record (a path or file URL), seating its players by its [A] and [B] tags
    // (GameOptions::seats_of). An unfinished game goes on (RecordKeeper::begin_opened says
    // in which file); a finished one opens for review with the setup screen left alone.
    // A damaged record is refused with "FILE:LINE: message [rule]" and nothing changes.
    Q_INVOKABLE bool openRecord(const QString& where);
    // The state in one line of JSON, for tests and scripts: phase, turn, turns played,
    // whether the record is only shown, the error, the record's path.
    QString stateJson() const;
    // Digests of both players' knowledge ("A B", hexadecimal): as the game stands now, and
    // replayed from its record after each turn (0: the setups), for tests that a game
    // reopened from its record shows the states it was played through.
    Q_INVOKABLE QString knowledgeDigest() const;
    Q_INVOKABLE QStringList knowledgeDigests() const;
    // Resumes an unfinished game (the most recent when "").
    Q_INVOKABLE bool resumeUnfinished(const QString& path = {})
    {
        return openRecord(path.isEmpty() ? records_.unfinishedGame() : path);
    }
    // Writes the record as it stands where the player chooses, to share.
    Q_INVOKABLE bool saveCopy(const QString& where);
    // The last options, fleet and unfinished game, from the settings.
    void restorePreferences();

    // The texts the controller made (the fleet check, names, the match's score) again, in
    // the language now chosen (AppSettings); the views' own texts are the QML engine's.
    void retranslate();

signals:
    void rulesChanged();
    void phaseChanged();
    void seatsChanged();
    void viewChanged();
    void botChanged();
    void turnPlayed();
    // The turn log, the summary and the counters changed: with every turn played or
    // reviewed (turnPlayed), and when the language changes (without a turn's sounds).
    void textsChanged();
    void hoverChanged();
    void errorChanged();
    void reviewChanged();
    void noticeChanged();
    void endChanged();
    void matchChanged();

private:
    void set_phase(Phase phase);
    void set_error(const QString& error);
    void setup_chosen(Player p);
    void game_started();
    void ask_turns();
    void turn_chosen(Player p);
    void turn_played();
    void finish();
    void hand_over(Player to, Handover::Next next);
    void screen_taken();
    // `played`: a turn came in (its sounds and animations follow); else only the texts.
    void refresh_views(bool played = true);
    // The analysis and the action list follow the turn shown.
    void refresh_aids(const Session& shown);
    bool hint_allowed() const;
    // The network game (game_controller_network.cpp): whether one is in play (before its
    // end), the Start of its setup, and what its NetGame reports.
    bool network_play() const;
    bool network_waiting() const;
    bool start_network();
    bool submit_network();
    void network_setup_needed();
    void seat_network();
    void network_turn_needed();
    void network_finished();
    void network_failed(const QString& why);
    void leave_network();
    std::uint64_t next_seed();
    std::array<QString, 2> reader_names() const;

    Phase phase_ = Phase::Setup;
    Mode mode_ = Mode::AgainstBot; // who sits at the table, or sat there last
    GameOptions options_;
    SetupController setup_;
    RecordKeeper records_;
    Table table_{records_};
    WatchPace pace_;
    Perspective view_;
    GameLibrary library_;
    TurnDraft draft_{view_.own(), view_.opponent()};
    std::uint64_t seed_ = 0;
    bool seeded_ = false;
    Player viewer_ = Player::A; // whose view the screen shows
    Handover handover_;
    EndSummary end_;
    SpaceModel::Side hover_side_ = SpaceModel::Side::Own;
    int hover_cell_ = -1;
    QString error_;
    bool submit_refused_ = false; // error_ is Submit's refusal of the actions as they were
    QString notice_;
    int review_turn_ = 0;
    std::vector<ReviewAction> review_actions_;
    int selected_action_ = -1;
    Analyst analyst_{view_.opponent()};
    std::optional<GameTurnRules> turn_rules_; // what the person entering a turn may do
    bool retranslating_ = false; // the views redrawn for a new language: no turn's sounds
    Match match_;
    NetworkPlay network_;
    bool between_games_ = false;
    int game_index_ = 0;                // the game in play or shown, in the match
    std::array<FleetRule, 2> rules_{};  // each player's fleet rule in the game being set up
};

} // namespace ss::app
