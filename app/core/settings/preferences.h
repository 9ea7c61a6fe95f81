// The player's preferences, kept in QSettings between sessions: the last opponent, the
// names of two players at one screen, the fleet, the unfinished game, the window's size.
// Bad or missing values come back as the defaults.
#pragma once

#include "fleet.h"

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QStringList>

#include <vector>

namespace ss::app {

struct Preferences {
    int difficulty = -1;           // -1: none kept
    int mode = -1;                 // GameController::Mode, -1: none kept
    std::array<int, 2> watched{-1, -1}; // the two levels last watched
    // The levels there were when those were kept (their indices are into that list): 4
    // (Practice, Cadet, Captain, Admiral) before the Commodore came between the last two.
    int levels = 4;
    std::array<QString, 2> names;  // two players at one screen
    bool ask_unused = true;        // ask before submitting a turn with actions unused
    int clock = 0;                 // seconds a turn in games at this screen (issue 25), 0 none
    bool guided = true;            // the next game against a bot is guided (a new player's first)
    int match = 0;                 // GameOptions::MatchKind: a single game
    int match_games = 3;           // the games a match lasts
    bool cost_fleet = false;
    QString rules = "2.6.1"; // the ruleset last chosen [12.4; classic C1]
    std::vector<ShipSpec> layout;  // only when it parses
    QStringList unfinished;        // the unfinished games' records, most recent first
    QSize window;                  // the window's last size, or an invalid size
};
Preferences load_preferences();
void save_preferences(const Preferences& p); // all but unfinished and window
void save_unfinished(const QStringList& paths);
void save_window_size(QSize size);
void save_ask_unused(bool ask);
void save_clock(int seconds);
// The actions chosen, not yet submitted, in turn `turn` of the game kept in `record` (one
// game's: the last kept); load_draft gives "" for any other game or turn.
void save_draft(const QString& record, int turn, const QString& text);
QString load_draft(const QString& record, int turn);
// One setting, kept at once (QSettings key).
void save_setting(const QString& key, bool value);
void save_setting(const QString& key, double value);
// The key that seals unfinished games' setups for this user (record_seal.h), made and
// kept on first use.
QByteArray seal_key();

} // namespace ss::app
