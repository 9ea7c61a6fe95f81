// A match [9, 10] for the views (`controller.match`): whether one is played, what it stands
// at ("Scored match [9], game 2 of 3 — overall …"), who won it once its last game is over,
// whether its next game is being set up, and in review which of its games is shown. The
// games themselves are Match's (match.h); the GameController plays them.
#pragma once

#include "match.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace ss::app {

class MatchStanding : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    Q_PROPERTY(QString result READ result NOTIFY changed)
    // The games the match lasts [9.3, 10.6], and those finished.
    Q_PROPERTY(int planned READ planned NOTIFY changed)
    Q_PROPERTY(int games READ games NOTIFY changed)
    // The next game of the match is being set up (GameController::nextGame()).
    Q_PROPERTY(bool betweenGames READ betweenGames NOTIFY changed)
    // The game in play or shown (0 the first); in review, set to show another.
    Q_PROPERTY(int reviewGame READ reviewGame WRITE setReviewGame NOTIFY changed)

public:
    using QObject::QObject;

    Match& match() { return match_; }
    const Match& match() const { return match_; }

    bool active() const { return match_.active(); }
    bool over() const { return match_.over(); }
    QString text() const { return match_.describe(names_, game_over_); }
    QString result() const { return match_.result(names_); }
    int planned() const { return match_.planned(); }
    int games() const { return match_.finished(); }
    bool betweenGames() const { return between_games_; }
    int reviewGame() const { return game_; }
    // Asks for another game of the match to be shown (reviewGameAsked).
    void setReviewGame(int index)
    {
        if (index != game_)
            emit reviewGameAsked(index);
    }

    // A and B as the reader knows them, and whether the game in play is over.
    void set_reader(const std::array<QString, 2>& names, bool game_over)
    {
        names_ = names;
        game_over_ = game_over;
        emit changed();
    }
    void set_between_games(bool between)
    {
        between_games_ = between;
        emit changed();
    }
    void set_game(int index)
    {
        game_ = index;
        emit changed();
    }
    // The match changed (a game added, begun or restored).
    void update() { emit changed(); }

signals:
    void changed();
    void reviewGameAsked(int index);

private:
    Match match_;
    std::array<QString, 2> names_;
    bool game_over_ = false;
    bool between_games_ = false;
    int game_ = 0; // the game in play or shown, in the match
};

} // namespace ss::app
