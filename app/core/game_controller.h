// One game against the bot, for the views: setup, turn entry, the bot's turns on a
// worker thread, results, the end [2]. Everything goes through the engine (Game,
// Knowledge); the views only show these properties and call these methods.
// The player is A, the bot B. Every game is saved as a record (.ssg) after each turn.
#pragma once

#include "bot_runner.h"
#include "game.h"
#include "knowledge.h"
#include "record.h"
#include "setup_controller.h"
#include "space_model.h"
#include "turn_draft.h"

#include <QObject>
#include <QStringList>
#include <QUrl>

#include <memory>
#include <optional>

namespace ss::app {

class GameController : public QObject {
    Q_OBJECT
    // "setup", "playing" or "over".
    Q_PROPERTY(QString phase READ phase NOTIFY phaseChanged)
    Q_PROPERTY(ss::app::SetupController* setup READ setup CONSTANT)
    Q_PROPERTY(ss::app::TurnDraft* draft READ draft CONSTANT)
    Q_PROPERTY(ss::app::SpaceModel* ownSpace READ ownSpace CONSTANT)
    Q_PROPERTY(ss::app::SpaceModel* opponentSpace READ opponentSpace CONSTANT)
    // The difficulty levels offered, easiest first, and the one chosen.
    Q_PROPERTY(QStringList difficulties READ difficulties CONSTANT)
    Q_PROPERTY(int difficulty READ difficulty WRITE setDifficulty NOTIFY difficultyChanged)
    Q_PROPERTY(QString botName READ botName NOTIFY phaseChanged)
    // "Captain (density)", or "the random bot" when no level was chosen.
    Q_PROPERTY(QString opponentLabel READ opponentLabel NOTIFY phaseChanged)
    // The bot is choosing its setup or actions on its thread.
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botChanged)
    // The player has submitted and the turn waits for the bot.
    Q_PROPERTY(bool waiting READ waiting NOTIFY botChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnPlayed)
    // One entry per turn played, newest last (see describe_turn).
    Q_PROPERTY(QStringList log READ log NOTIFY turnPlayed)
    Q_PROPERTY(QString lastTurn READ lastTurn NOTIFY turnPlayed)
    Q_PROPERTY(int ownMateriel READ ownMateriel NOTIFY turnPlayed)
    // The bot's cells known destroyed (its materiel stays hidden until the end [1.4]).
    Q_PROPERTY(int botDestroyed READ botDestroyed NOTIFY turnPlayed)
    // At the end [2.3]: "You win", "The bot wins" or "Draw"; the rule and why; the score.
    Q_PROPERTY(QString result READ result NOTIFY phaseChanged)
    Q_PROPERTY(QString endReason READ endReason NOTIFY phaseChanged)
    Q_PROPERTY(QString score READ score NOTIFY phaseChanged)
    // The cell under the pointer, in either view: "own" or "opponent" and its index.
    Q_PROPERTY(QString hoverSide READ hoverSide NOTIFY hoverChanged)
    Q_PROPERTY(int hoverCell READ hoverCell NOTIFY hoverChanged)
    Q_PROPERTY(QString hoverText READ hoverText NOTIFY hoverChanged)
    // Why Submit or Start did nothing, "message [rule]".
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Where the game's record is saved.
    Q_PROPERTY(QString recordPath READ recordPath NOTIFY turnPlayed)
    // The last game left unfinished (saved after its last turn), and a line about it; "" if none.
    Q_PROPERTY(QString unfinishedGame READ unfinishedGame NOTIFY unfinishedChanged)
    Q_PROPERTY(QString unfinishedSummary READ unfinishedSummary NOTIFY unfinishedChanged)
    // After the end: the turns played, and the turn the views show (0: the setups) [1.4.1].
    Q_PROPERTY(int turnsPlayed READ turnsPlayed NOTIFY reviewChanged)
    Q_PROPERTY(int reviewTurn READ reviewTurn WRITE setReviewTurn NOTIFY reviewChanged)
    // For tests and benchmarks: a bot by name instead of the difficulty's ("" for none),
    // a fixed seed, and the folder records are saved in.
    Q_PROPERTY(QString botOverride READ botOverride WRITE setBotOverrideName NOTIFY phaseChanged)
    Q_PROPERTY(int seed WRITE setSeedValue READ seedValue)
    Q_PROPERTY(QString recordFolder READ recordFolder WRITE setRecordFolder)
    // Where records are saved, as a URL for file dialogs; where copies to share go first.
    Q_PROPERTY(QUrl recordFolderUrl READ recordFolderUrl CONSTANT)
    Q_PROPERTY(QUrl shareFolderUrl READ shareFolderUrl CONSTANT)
    // What the last request did, when it is worth saying (e.g. where a copy was saved).
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    QString phase() const { return phase_; }
    SetupController* setup() { return &setup_; }
    TurnDraft* draft() { return &draft_; }
    SpaceModel* ownSpace() { return &own_; }
    SpaceModel* opponentSpace() { return &opponent_; }
    QStringList difficulties() const;
    int difficulty() const { return difficulty_; }
    void setDifficulty(int level);
    QString botName() const;
    QString opponentLabel() const;
    bool botThinking() const { return bot_thinking_; }
    bool waiting() const { return waiting_; }
    int turn() const { return game_ ? game_->turn() : 0; }
    QStringList log() const { return log_; }
    QString lastTurn() const { return log_.isEmpty() ? QString() : log_.back(); }
    int ownMateriel() const;
    int botDestroyed() const;
    QString result() const { return result_; }
    QString endReason() const { return end_reason_; }
    QString score() const { return score_; }
    QString hoverSide() const { return hover_side_; }
    int hoverCell() const { return hover_cell_; }
    QString hoverText() const;
    QString error() const { return error_; }
    QString recordPath() const { return record_path_; }
    int turnsPlayed() const;
    int reviewTurn() const { return review_turn_; }
    void setReviewTurn(int turn);
    QString unfinishedGame() const { return unfinished_; }
    QString unfinishedSummary() const { return unfinished_summary_; }

    // The bot by name (tests: "random"), overriding the difficulty; "" to use the difficulty.
    void setBotOverride(std::string name) { bot_override_ = std::move(name); }
    QString botOverride() const { return QString::fromStdString(bot_override_); }
    void setBotOverrideName(const QString& name)
    {
        bot_override_ = name.toStdString();
        emit phaseChanged();
    }
    void setSeed(std::uint64_t seed)
    {
        seed_ = seed;
        seeded_ = true;
        setup_.seed(seed);
    }
    void setSeedValue(int seed) { setSeed(static_cast<std::uint64_t>(seed)); }
    int seedValue() const { return static_cast<int>(seed_); }
    // Where records are saved (default: the application data folder's "games").
    void setRecordFolder(QString folder) { record_folder_ = std::move(folder); }
    QString recordFolder() const { return record_folder_; }
    QString recordsIn() const;
    QUrl recordFolderUrl() const { return QUrl::fromLocalFile(recordsIn()); }
    QUrl shareFolderUrl() const;
    QString notice() const { return notice_; }
    const Game* game() const { return game_.get(); }

    // Starts the game with the setup screen's fleet, if it is legal.
    Q_INVOKABLE bool start();
    // A click on a cell of "own" or "opponent" space, in either view.
    Q_INVOKABLE void clickCell(const QString& side, int index);
    Q_INVOKABLE void hover(const QString& side, int index);
    // Submits the drafted actions; the turn resolves as soon as the bot has chosen too.
    Q_INVOKABLE bool submit();
    // Back to the setup screen, keeping the last layout.
    Q_INVOKABLE void newGame();
    // Opens a saved record (a path or file URL) with the player as A: an unfinished game
    // goes on against the bot named in its B tag (else the chosen difficulty's), in the
    // same file if it is one of ours, else in a new one in the records folder (the
    // original is never written); a finished one is shown at its end for review, and
    // the setup screen's layout is left as it was.
    // A record that breaks the format or a rule is refused with "FILE:LINE: message [rule]"
    // in `error`, and nothing else changes (the file is never written).
    Q_INVOKABLE bool openRecord(const QString& where);
    Q_INVOKABLE bool resumeUnfinished() { return openRecord(unfinished_); }
    // Writes the game's record as it stands to a path or file URL of the player's choice
    // (".ssg" added when it has no suffix), to share; says why in `error` if it cannot.
    Q_INVOKABLE bool saveCopy(const QString& where);
    // Forgets the unfinished game (its record stays on disk).
    Q_INVOKABLE void discardUnfinished();
    // The player's last difficulty, fleet kind and layout, and the unfinished game, from
    // the settings; kept there whenever a game starts or ends. Bad values are ignored.
    void restorePreferences();

signals:
    void phaseChanged();
    void difficultyChanged();
    void botChanged();
    void turnPlayed();
    void hoverChanged();
    void errorChanged();
    void unfinishedChanged();
    void reviewChanged();
    void noticeChanged();

private:
    void set_phase(const QString& phase);
    void set_error(const QString& error);
    void bot_setup_ready(std::vector<ShipSpec> ships);
    void ask_bot();
    void bot_decided(Actions actions);
    void resolve();
    void finish();
    void save_record();
    void refresh_views();
    void save_preferences();
    void set_unfinished(const QString& path);
    void begin_play();

    QString phase_ = "setup";
    SetupController setup_;
    SpaceModel own_{SpaceModel::Side::Own};
    SpaceModel opponent_{SpaceModel::Side::Opponent};
    TurnDraft draft_{&own_, &opponent_};
    BotRunner bot_;
    int difficulty_ = 2; // Captain
    std::string bot_override_;
    std::uint64_t seed_ = 0;
    bool seeded_ = false;

    std::unique_ptr<Game> game_;
    std::optional<Knowledge> mine_, bots_;
    std::vector<ShipSpec> my_setup_;
    std::optional<Actions> bot_actions_;
    Actions submitted_;         // the player's actions for the turn, as submitted
    FleetRule start_rule_;      // the game's fleet rule, as started
    std::string playing_bot_;   // the bot in play, and its level ("" when none)
    std::string playing_level_;
    bool bot_thinking_ = false;
    bool waiting_ = false;
    QStringList log_;
    QString result_, end_reason_, score_;
    QString hover_side_;
    int hover_cell_ = -1;
    QString error_;
    bool submit_refused_ = false; // error_ is Submit's refusal of the actions as they were
    QString notice_;
    Record record_;
    QString record_folder_, record_path_;
    bool record_is_ours_ = true; // a record opened only for review is never written
    QString unfinished_, unfinished_summary_;
    int review_turn_ = 0;
};

} // namespace ss::app
