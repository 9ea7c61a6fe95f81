// The analysis for the views, as a chess GUI shows its engine's evaluation: from what the
// shown player knew at the turn shown, where the opponent's undamaged ship cells could be
// (a heat map on the opponent's space, in both views) and the cells the sampler's best
// move would strike, outlined (engine analysis.h). Any turn in review; in play, a hint
// against the easier bots only, off until asked for.
#pragma once

#include "bots/analysis.h"
#include "space_model.h"

#include <functional>
#include <memory>

#include <QList>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QtQml/qqmlregistration.h>

namespace ss::app {

class Analyst : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    // The person asks for it (H in play, A in review); shown only where available.
    Q_PROPERTY(bool shown READ shown WRITE setShown NOTIFY changed)
    // In review, always; in play, against Practice and Cadet only.
    Q_PROPERTY(bool available READ available NOTIFY changed)
    // The map in words: "About 9.5 of Admiral's ship cells are still unknown; …".
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // How the move and the chance are worked out, for pointing at the text (kept out of it:
    // the hint was cut off at 1024x768).
    Q_PROPERTY(QString details READ details NOTIFY changed)
    // The best move in notation [11.5] ("Rv1 Rv2 bOv1Ov3 sBx3").
    Q_PROPERTY(QString bestMove READ bestMove NOTIFY changed)
    // In play (the hint): the player's chance of winning from here, from the rest of the
    // game played out in worlds that fit what they know, never the true hidden fleet
    // (judge/seen_worlds.h); -1 while it is worked out, or where there is none.
    Q_PROPERTY(double winChance READ winChance NOTIFY changed)

public:
    explicit Analyst(SpaceModel* opponent, QObject* parent = nullptr) : QObject(parent), opponent_(opponent) {}
    ~Analyst() override;

    bool shown() const { return shown_; }
    void setShown(bool on);
    bool available() const { return available_; }
    QString text() const { return text_.isEmpty() ? text_ : text_ + chance_text(); }
    QString details() const { return text_.isEmpty() ? text_ : details_ + chance_details(); }
    double winChance() const { return chance_; }
    // The analysis in words: whose hidden ships, about how many undamaged cells, the best move.
    static QString describe(const QString& whose, int cells, const QString& best_move, int turn);
    // What a beam along `line` (its cells in order, `heat` each one's chance of a ship) takes
    // in and risks, in words: its likeliest cell, its chance of burning out [8.2.4], or the
    // end that cannot hit (known empty, or among the `destroyed` cells) and keeps it from
    // burning out.
    static QString beam_words(const CellScores& heat, const std::vector<Cell>& line, CellSet destroyed = {});
    QString bestMove() const { return best_move_; }

    // The position to analyse: what `knowledge`'s player knew, the game's fleet rule and
    // the opponent's name; `available` says whether it may be shown. The map is worked
    // out only while shown.
    // `hint`: in play, for a learner (a careful choice: analysis.h, cautious).
    // `opponent_bot`: the bot the opponent is, which plays its side in the rollouts.
    void show_position(const Knowledge* knowledge, FleetRule rule, const QString& opponent, bool available, bool hint = false,
                       const std::string& opponent_bot = {});
    // Whether the game shown is a guided one (engine guided.h): the best move leaves out the
    // weapons its turn held back. Asked as each move is worked out; not guided when unset.
    void set_guided(std::function<bool()> guided) { guided_ = std::move(guided); }
    // Nothing to analyse (setup, the screen handed over).
    void clear() { show_position(nullptr, {}, {}, false); }

    // The last analysis worked out (for tests).
    const Analysis& last() const { return last_; }

signals:
    void changed();

private:
    void work_out();
    // The chance of winning, worked out in the background (hint only).
    void weigh_chances();
    QString chance_text() const;
    // Why the move strikes beside a hit on a ship not yet destroyed, or does not.
    QString hits_text() const;
    QString chance_details() const;

    SpaceModel* opponent_;
    bool shown_ = false, available_ = false, hint_ = false;
    std::function<bool()> guided_;
    std::optional<Knowledge> knowledge_;
    FleetRule rule_;
    QString opponent_name_, text_, details_, best_move_;
    Analysis last_;
    std::string opponent_bot_;
    double chance_ = -1;
    bool weighing_ = false;
    std::uint64_t generation_ = 0;
    QList<QPointer<QThread>> weighers_; // running (an older one's answer is dropped by its generation)
};

} // namespace ss::app
