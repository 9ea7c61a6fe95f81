// Looking back at a finished game [1.4.1]: its end in words (who won, the score, the rule
// that ended it), the turn the views show (0: the setups), that turn's actions with the
// selected one highlighted in both views, and the analysis of the position. The views bind to it as `controller.review`; the turn shown is replayed from
// the record, both fleets shown.
#pragma once

#include "analyst.h"
#include "end_summary.h"
#include "game_judge.h"
#include "guided_turns.h"
#include "perspective.h"
#include "review_actions.h"
#include "session.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>

namespace ss::app {

class Review : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    // The game's turns, and the one the views show (0: the setups) [1.4.1].
    Q_PROPERTY(int turnsPlayed READ turnsPlayed NOTIFY changed)
    Q_PROPERTY(int turn READ turn WRITE setTurn NOTIFY changed)
    // The turn's actions, both players': [{text, byViewer, space}]; the one selected (-1
    // none) is highlighted in both views.
    Q_PROPERTY(QVariantList actions READ actions NOTIFY changed)
    Q_PROPERTY(int selectedAction READ selectedAction WRITE setSelectedAction NOTIFY changed)
    // The end [2.3] (end_summary.h), and for the shown player 1 won, 0 a draw, -1 lost [2.3.4].
    Q_PROPERTY(QString result READ result NOTIFY endChanged)
    Q_PROPERTY(QString endReason READ endReason NOTIFY endChanged)
    // The reason without how the score is counted (a short window: playtest 36 read it cut).
    Q_PROPERTY(QString endCause READ endCause NOTIFY endChanged)
    Q_PROPERTY(QString score READ score NOTIFY endChanged)
    Q_PROPERTY(int outcome READ outcome NOTIFY endChanged)
    // The turn that decided it (end_summary.h: decisive_turn) in words, and its number (0: none).
    Q_PROPERTY(QString decisiveTurn READ decisiveTurn NOTIFY endChanged)
    Q_PROPERTY(int decisiveTurnNumber READ decisiveTurnNumber NOTIFY endChanged)
    // The two players side by side (side_by_side.h): what the winner did better.
    Q_PROPERTY(QVariantList sideBySide READ sideBySide NOTIFY endChanged)
    // The viewer's and the other player's names as the reader knows them ("You", "Admiral").
    Q_PROPERTY(QStringList names READ names NOTIFY endChanged)
    // The game was a guided one (guided_turns.h): the weapons came in one a turn.
    Q_PROPERTY(bool guided READ guided NOTIFY endChanged)
    // Who was winning after each turn, and each choice weighed (game_judge.h).
    Q_PROPERTY(GameJudge* judge READ judge CONSTANT)
    // The views show the turn shown played with the Admiral's choice in place of the
    // viewer's (the other player's actions as played), as a chess GUI plays the engine's
    // move on the board; canTry once the judge has that choice (review_variation.cpp).
    Q_PROPERTY(bool trying READ trying WRITE setTrying NOTIFY changed)
    Q_PROPERTY(bool canTry READ canTry NOTIFY changed)

public:
    Review(Perspective* view, Analyst* analyst, QObject* parent = nullptr)
        : QObject(parent), view_(view), analyst_(analyst), judge_(new GameJudge(this))
    {
        connect(judge_, &GameJudge::changed, this, &Review::judged);
    }

    // The game is over: reviewed from `viewer`'s side at its end, the players named as
    // the reader knows them (A's, B's). `game` stays the caller's.
    void begin(const Session& game, Player viewer, const std::array<QString, 2>& names);
    // Another game (an earlier one of a match), replayed from its record.
    void begin(std::unique_ptr<Session> game, Player viewer, const std::array<QString, 2>& names);
    // Nothing to review (a new game).
    void clear();
    // The game reviewed, or nullptr.
    const Session* session() const { return session_; }

    int turnsPlayed() const { return session_ ? session_->turns_played() : 0; }
    int turn() const { return turn_; }
    void setTurn(int turn);
    QVariantList actions() const;
    int selectedAction() const { return selected_; }
    void setSelectedAction(int index);
    QString result() const { return end_.result; }
    QString endReason() const { return end_.reason; }
    QString endCause() const { return end_.cause; }
    QString score() const { return end_.score; }
    // (none for a game left or won on time: the board did not decide it — a playtest)
    QString decisiveTurn() const { return decided_off_the_board() ? QString() : decisive_.text; }
    int decisiveTurnNumber() const { return decided_off_the_board() ? 0 : decisive_.turn; }
    int outcome() const;
    QVariantList sideBySide() const { return side_by_side_; }
    QStringList names() const { return session_ ? QStringList{seen()[0], seen()[1]} : QStringList{}; }
    GameJudge* judge() const { return judge_; }
    bool guided() const { return guided_; }
    bool trying() const { return trying_; }
    void setTrying(bool on);
    bool canTry() const;
    // The end and the turn shown in words again (the language changed).
    void retranslate(const std::array<QString, 2>& names);

signals:
    void changed();
    void endChanged();
    // Another turn is shown: its results come in as a turn played does.
    void turnShown();

private:
    bool decided_off_the_board() const { return session_ && session_->forfeited().has_value(); }
    void show(int turn);
    void judged();
    std::array<QString, 2> seen() const; // the viewer's and the other's names
    DecisiveTurn judged_turn() const;     // the judge's decisive turn, or the materiel's
    void set_actions(const Session& shown);
    void compare(); // side_by_side_, from the game's statistics

    Perspective* view_;
    Analyst* analyst_;
    GameJudge* judge_;
    const Session* session_ = nullptr;
    std::unique_ptr<Session> owned_; // a game replayed for review
    Player viewer_ = Player::A;
    std::array<QString, 2> names_;
    EndSummary end_;
    QVariantList side_by_side_;
    DecisiveTurn decisive_, materiel_; // the judge's (once judged), and the materiel's swing
    int turn_ = 0;
    std::vector<ReviewAction> actions_;
    int selected_ = -1;
    bool trying_ = false;
    bool guided_ = false; // (kept, not read from the session: the analysis asks it at any time)
    std::unique_ptr<Session> variation_; // the turn shown, with the Admiral's choice
};

} // namespace ss::app
