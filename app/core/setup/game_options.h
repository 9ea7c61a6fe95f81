// What the setup screen chooses besides the fleet: who plays — the person against a bot,
// two people at one screen, or two bots watched — the bots' levels and the people's
// names; and the seats (seat.h) those choices, or a record's [A]/[B] tags, make.
#pragma once

#include "fleet.h"
#include "record.h"
#include "report.h"
#include "seat.h"
#include "session.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>
#include <optional>

namespace ss::app {

class SetupController;

struct Preferences;

// A record opened to go on or to be reviewed: its game replayed, its players seated.
struct OpenedGame {
    QString path;
    // The record's last game (a match's game in play, or its last), replayed under each
    // player's fleet rule [10.3]; its record's tags as they now stand.
    std::unique_ptr<Session> session;
    Record record;                // every game of the record, as read
    std::vector<GameEnd> ends;    // each game's end
    std::array<Seat*, 2> seats{};
    bool replaced = false; // a program this game does not have was replaced by a bot
};

class GameOptions : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY changed)
    // The levels offered, easiest first; the bot's, and the two bots' when watching.
    Q_PROPERTY(QStringList difficulties READ difficulties NOTIFY changed)
    // What each level does and how strong it is.
    Q_PROPERTY(QStringList difficultyDescriptions READ difficultyDescriptions NOTIFY changed)
    Q_PROPERTY(int difficulty READ difficulty WRITE setDifficulty NOTIFY changed)
    Q_PROPERTY(int watchedA READ watchedA WRITE setWatchedA NOTIFY changed)
    Q_PROPERTY(int watchedB READ watchedB WRITE setWatchedB NOTIFY changed)
    // The people's names: A's against a bot, both at one screen ("" for the default).
    Q_PROPERTY(QString nameA READ nameA WRITE setNameA NOTIFY changed)
    Q_PROPERTY(QString nameB READ nameB WRITE setNameB NOTIFY changed)
    // Ask before a turn is submitted with actions unused ("don't ask again" clears it; kept).
    Q_PROPERTY(bool askUnused READ askUnused WRITE setAskUnused NOTIFY changed)
    // The clock of games at this screen (issue 25): seconds a turn, 0 for none (kept).
    Q_PROPERTY(int clock READ clock WRITE setClock NOTIFY changed)
    // A single game, or a match [9, 10] of `matchGames` games (kept).
    Q_PROPERTY(MatchKind matchKind READ matchKind WRITE setMatchKind NOTIFY changed)
    Q_PROPERTY(int matchGames READ matchGames WRITE setMatchGames NOTIFY changed)
    // A guided game against a bot: the weapons come in one a turn (guided_turns.h). On for
    // a new player, off once a guided game is played (kept).
    Q_PROPERTY(bool guided READ guided WRITE setGuided NOTIFY changed)
    // For tests and benchmarks: this bot by name in every bot's seat, "" for the levels'.
    Q_PROPERTY(QString botOverride READ botOverride WRITE setBotOverride NOTIFY changed)

public:
    // Network: a person here against a person on another computer (network_play.h).
    enum class Mode { AgainstBot, TwoPlayers, WatchBots, Network };
    Q_ENUM(Mode)
    // As Match::Kind: a single game, a scored match [9], a continued match [10].
    enum class MatchKind { Single, Scored, Continued };
    Q_ENUM(MatchKind)

    using QObject::QObject;

    Mode mode() const { return mode_; }
    void setMode(Mode mode);
    QStringList difficulties() const;
    QStringList difficultyDescriptions() const;
    int difficulty() const { return difficulty_; }
    void setDifficulty(int level) { set_level(difficulty_, level); }
    int watchedA() const { return watched_[0]; }
    int watchedB() const { return watched_[1]; }
    void setWatchedA(int level) { set_level(watched_[0], level); }
    void setWatchedB(int level) { set_level(watched_[1], level); }
    QString nameA() const { return names_[0]; }
    QString nameB() const { return names_[1]; }
    void setNameA(const QString& name) { set_name(names_[0], name); }
    void setNameB(const QString& name) { set_name(names_[1], name); }
    bool askUnused() const { return ask_unused_; }
    int clock() const { return clock_; }
    void setClock(int seconds);
    void setAskUnused(bool ask);
    bool guided() const { return guided_; }
    void setGuided(bool guided);
    MatchKind matchKind() const { return match_kind_; }
    void setMatchKind(MatchKind kind);
    int matchGames() const { return match_games_; }
    void setMatchGames(int games);
    QString botOverride() const { return QString::fromStdString(bot_override_); }
    void setBotOverride(const QString& name);
    // The game's settings the Settings dialog shows back to their defaults: the level and
    // asking before a turn with actions unused (AppSettings has the rest).
    Q_INVOKABLE void restoreDefaults();
    // The levels' names and descriptions again, in the language now chosen.
    void retranslate() { emit changed(); }

    // Why Start cannot begin with these options and this setup, "" when it can:
    // `choosing`, the fleet of a person at the screen is handed in while setups are
    // chosen; `next_of_match`, the game is a match's next.
    QString start_refusal(const SetupController& setup, bool choosing, bool next_of_match) const;
    // The match chosen made to fit the setup's rules: the classic rules have no scored match
    // [7], so a scored one becomes continued. Says what changed, "" if nothing did.
    Q_INVOKABLE QString fitMatchTo(const ss::app::SetupController* setup);
    // The seats these choices make, or nothing, with *error, for a bot that does not exist.
    std::optional<std::array<Seat*, 2>> seats(QString* error) const;
    // The seats a record's tags name. A bot the game does not have (another program) is
    // replaced by the chosen level's, and for a game to go on the record says so in a
    // Continued tag and names the new bot (*replaced is set); a finished game shows it
    // by its tag. `file` is the record's file name.
    std::array<Seat*, 2> seats_of(GameRecord& game, bool finished, const QString& file, bool* replaced) const;
    // A record (a path or file URL) read, refereed, replayed and seated by its tags, or
    // nothing, with *error "FILE:LINE: message [rule]" or "Cannot open FILE: why".
    std::optional<OpenedGame> open(const QString& where, QString* error) const;
    // The mode two seats make.
    static Mode mode_of(const std::array<Seat*, 2>& seats);

    void restore(const Preferences& p);
    void store(Preferences& p) const;

signals:
    void changed();

private:
    void set_level(int& which, int level);
    void set_name(QString& which, const QString& name);
    Seat* bot(Player p, int level) const;

    Mode mode_ = Mode::AgainstBot;
    int difficulty_ = 1; // Cadet: a new player's first games gentle (a playtest); the end card offers the next level
    std::array<int, 2> watched_{3, 2};
    std::array<QString, 2> names_;
    std::string bot_override_;

    MatchKind match_kind_ = MatchKind::Single;
    int match_games_ = 3;
    bool ask_unused_ = true;
    int clock_ = 0;
    bool guided_ = false; // (restore() gives a new player true)
};

} // namespace ss::app
