// The review's judgement of a finished game (issue 26; engine/judge): who was winning
// after each turn, for the graph beside the review; each player's choice weighed against
// the Admiral's, for the marks in the turn list; and the turn that decided the game. The
// work runs in the background, says how far it has got and can be cancelled; a game
// judged once is judged again at once (kept by its record's digest while the program runs).
#pragma once

#include "judge/game_judgement.h"
#include "judgement_cache.h"
#include "session.h"

#include <QObject>
#include <QThread>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>

namespace ss::app {

class GameJudge : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the Review")
    Q_PROPERTY(bool running READ running NOTIFY changed)
    Q_PROPERTY(double progress READ progress NOTIFY changed) // 0..1
    // The viewer's chance of winning (a draw counting half), from the setups (index 0) and
    // after each turn judged so far, as far as the viewer could know it then (playtests 30
    // and 32: the chances with both fleets known, "over 99%" at 15 cells to 14, read as
    // nonsense beside the marks' figures).
    Q_PROPERTY(QVariantList chances READ chances NOTIFY changed)
    // For each turn judged (index turn - 1): {mine, theirs}, each {mark ("", "inaccuracy",
    // "mistake", "blunder"), played, best (chances of winning), bestActions (notation)}.
    Q_PROPERTY(QVariantList turns READ turns NOTIFY changed)
    // The turn whose results moved those chances the most toward the result (0: none, or
    // not judged yet).
    Q_PROPERTY(int decisiveTurn READ decisiveTurn NOTIFY changed)
    // Rollouts per position (the CLI's default unless set: tests under the sanitizers use fewer).
    Q_PROPERTY(int rollouts READ rollouts WRITE setRollouts NOTIFY changed)

public:
    explicit GameJudge(QObject* parent = nullptr);
    ~GameJudge() override;

    // Judges `game` from `viewer`'s side, in the background (at once when judged before).
    void judge(const Session& game, Player viewer);
    // Stops the work (the turns judged so far stay), and forgets the game.
    Q_INVOKABLE void cancel();
    void clear();

    bool running() const { return thread_ != nullptr; }
    double progress() const { return progress_; }
    QVariantList chances() const;
    // Whether the judgement is whole: every turn judged, the decisive turns worked out (as
    // far as it got, the chances fill in turn by turn; a stopped one stays part way).
    bool complete() const { return complete_; }
    QVariantList turns() const;
    int decisiveTurn() const
    {
        return known() ? result_.known_decisive_turn[index_of(viewer_)] : result_.decisive_turn;
    }
    // Each fleet's undamaged cells (A's, B's) after `turn`, as judged; nullopt before then.
    std::optional<std::array<int, 2>> materiel_after(int turn) const
    {
        if (turn < 1 || turn > static_cast<int>(result_.turns.size()))
            return std::nullopt;
        return result_.turns[static_cast<std::size_t>(turn - 1)].materiel;
    }
    // `p`'s choice in `turn` weighed (with the Admiral's actions), once judged; else nullptr.
    const ChoiceJudgement* choice(int turn, Player p) const;
    int rollouts() const { return rollouts_; }
    void setRollouts(int n);
    // Where judgements are kept between runs (judgement_cache.h; tests choose their own).
    void set_folder(const QString& folder) { folder_ = folder; }

    // The options every judgement here uses (the CLI's analyse defaults but the rollouts),
    // and its seed.
    JudgeOptions options() const;
    static constexpr std::uint64_t kSeed = 1;

signals:
    void changed();

private:
    void finished(std::uint64_t generation, GameJudgement result, bool whole, QByteArray digest);
    void stop();
    double mine(const Chances& c) const { return viewer_ == Player::A ? c.score_a() : 1 - c.score_a(); }
    // The chances as the viewer knew them are in (else those with both fleets known).
    bool known() const { return result_.known_before[index_of(viewer_)] >= 0; }

    std::unique_ptr<QThread> thread_;
    std::shared_ptr<std::atomic<bool>> cancelled_;
    std::uint64_t generation_ = 0;
    GameJudgement result_;
    Player viewer_ = Player::A;
    double progress_ = 0;
    bool complete_ = false;
    int rollouts_ = RolloutPolicy{}.rollouts;
    QString folder_ = judgement_folder();
};

} // namespace ss::app
