// The turn entry dialog's controller [2.2.1, 4, 8, 11.5]: the actions the player records
// for the coming turn, built up click by click. Each addition is checked by the engine
// (Game::check) and refused with the broken rule in words, never silently.
#pragma once

#include "guided_turns.h"
#include "turn_rules.h"
#include "space_model.h"
#include "turn_clock.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <QStringList>

namespace ss::app {

class TurnDraft : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    // What a click in the opponent's or one's own space does.
    Q_PROPERTY(Mode mode READ mode WRITE setMode NOTIFY changed)
    // The actions so far, in conventional notation [11.5].
    Q_PROPERTY(QStringList tokens READ tokens NOTIFY changed)
    // The actions as the turn panel's chips, one per action: a missile or kamikaze launch
    // with its target ("mYz1 → Bv1", the target's own chip "" — one chip takes both back).
    Q_PROPERTY(QStringList chips READ chips NOTIFY changed)
    // What is available this turn [2.4, D6].
    Q_PROPERTY(int strikes READ strikes NOTIFY changed)       // conventional + one per launch
    Q_PROPERTY(int strikesUsed READ strikesUsed NOTIFY changed)
    // Of `strikes`, those a missile or kamikaze launch adds [8.1.3, 4.5].
    Q_PROPERTY(int launchStrikes READ launchStrikes NOTIFY changed)
    // Where this turn's strikes come from, ship by ship ("DS 1 · KC 3 · MD 1"):
    // one for each pair of touching undamaged cells [4.4.1] (a playtest could not tell why
    // its strikes went 7, 6, 3).
    Q_PROPERTY(QString strikesByShip READ strikesByShip NOTIFY changed)
    Q_PROPERTY(int scans READ scans NOTIFY changed)
    // The rules have scans at all [8.3] (the classic rules have none [4.2]).
    Q_PROPERTY(bool scanning READ scanning NOTIFY changed)
    Q_PROPERTY(int scansUsed READ scansUsed NOTIFY changed)
    Q_PROPERTY(QStringList beamShips READ beamShips NOTIFY changed)
    // The beam as the turn panel says it: the death stars that may fire, and when it has
    // come to that, how few directions are left or that no line passes an unknown cell.
    Q_PROPERTY(QString beamText READ beamText NOTIFY changed)
    Q_PROPERTY(QStringList missileShips READ missileShips NOTIFY changed)
    // Their unfired missile cells, ship by ship ("MD: Yx1 Yx3"; playtest 24 typed a fired one).
    Q_PROPERTY(QString missileCells READ missileCells NOTIFY changed)
    Q_PROPERTY(QStringList kamikazeShips READ kamikazeShips NOTIFY changed)
    // Why the last click was refused ("message [rule]"), or "".
    Q_PROPERTY(QString error READ error NOTIFY changed)
    // What to do next.
    Q_PROPERTY(QString hint READ hint NOTIFY changed)
    // What submitting the actions as they stand would bring about, e.g. the end of the
    // game [2.3.2], and what in them is seldom meant (draft_cautions.h), one per line after
    // the first prefixed "⚠ "; "" when nothing.
    Q_PROPERTY(QString warning READ warning NOTIFY changed)
    // What the player may still do this turn and has not chosen ("5 strikes and a scan"),
    // asked about before Submit; "" when nothing is left.
    Q_PROPERTY(QString unused READ unused NOTIFY changed)
    // A special weapon this turn may use and the draft does not yet: "missile", "beam" or
    // "scan", in that order, or "" (the first game's walkthrough offers each in turn).
    Q_PROPERTY(QString untried READ untried NOTIFY changed)
    // A guided game's turn (guided_turns.h), and the weapon it brings in: "missile", "beam",
    // "scan", "kamikaze", or "" in a turn that brings in none.
    Q_PROPERTY(bool guided READ guided NOTIFY changed)
    Q_PROPERTY(QString newWeapon READ newWeapon NOTIFY changed)
    // A missile or kamikaze launch still waiting for its target, as the turn panel says it
    // ("Missile launched from Bz2: now click its target…"), or "" [8.1.3, 4.5] (playtest 54's tip
    // bar said "click more cells, then press Submit turn" meanwhile).
    Q_PROPERTY(QString launchAwaiting READ launchAwaiting NOTIFY changed)
    // Submitted: the actions can no longer change until the turn is resolved.
    Q_PROPERTY(bool locked READ locked NOTIFY changed)
    // Whether an action taken back may be put back (Ctrl+Shift+Z), nothing changed since.
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    // The clock of the turn being entered at this screen (issue 25; turn_clock.h).
    Q_PROPERTY(ss::app::TurnClock* clock READ clock CONSTANT)

public:
    enum class Mode { Strike, Beam, Missile, Kamikaze, Scan };
    Q_ENUM(Mode)

    TurnDraft(SpaceModel* own, SpaceModel* opponent, QObject* parent = nullptr);

    // A new turn: what the player entering it may do (a Game's player, or one side of a
    // game played apart), which outlives the draft's use.
    void start(const TurnRules* rules);
    void stop();
    // After Submit: every change is refused (with the reason) until start() or unlock().
    void lock();
    void unlock();
    bool locked() const { return locked_; }
    bool active() const { return rules_ != nullptr; } // between start() and stop()
    TurnClock* clock() { return &clock_; }
    const Actions& actions() const { return actions_; }
    // The whole list's problem, if any (for Submit), and a problem as said to the player.
    std::optional<Violation> check() const;
    QString explained(const Violation& v) const;

    Mode mode() const { return mode_; }
    void setMode(Mode mode);
    QStringList tokens() const;
    QStringList chips() const;
    int strikes() const;
    int strikesUsed() const;
    int launchStrikes() const { return rules_ ? strikes() - entitled().strikes : 0; }
    int scans() const;
    bool scanning() const { return !rules_ || rules_->own().rules->visible.scans; }
    int scansUsed() const;
    QStringList beamShips() const { return ships_entitled(&Entitlements::beam); }
    QString beamText() const;
    QString strikesByShip() const;
    QStringList missileShips() const { return ships_entitled(&Entitlements::missile); }
    QString missileCells() const;
    QStringList kamikazeShips() const { return ships_entitled(&Entitlements::kamikaze); }
    QString error() const { return error_; }
    QString hint() const { return hint_; }
    // Adds a caution about a cell to the hint ("Strike Gw2 — you already know Gw2 is empty…");
    // `text` has %1 for the cell's name.
    void note(const QString& text, int cell);
    QString warning() const;
    QString unused() const;
    QString untried() const;
    QString launchAwaiting() const;
    bool guided() const { return guide() != nullptr; }
    const GuidedTurnRules* guide() const { return dynamic_cast<const GuidedTurnRules*>(rules_); } // in a guided game
    // (no lesson for missiles when the fleet has none left to fire: playtest 52's card came after
    // its missile destroyer was lost)
    QString newWeapon() const
    {
        const QString w = guide() ? guided_new(guide()->turn(), *rules_->own().rules) : QString();
        return w == "missile" && rules_->own().unfired_missiles().empty() ? QString() : w;
    }

    Q_INVOKABLE void clickOpponent(int index);
    Q_INVOKABLE void clickOwn(int index);
    // The cell under the pointer in the opponent's space (-1: none), for the beam preview.
    Q_INVOKABLE void hoverOpponent(int index);
    // Actions typed in conventional notation [11.5], e.g. "Yx3 bRv3Rv5 mYz1 Bv1 sBx3":
    // each the rules allow is added, each refused is said with its token and rule (the
    // error, one per line); beams get their firing death stars as clicked ones do. Returns
    // the tokens refused, to correct in the box ("" when all were added).
    Q_INVOKABLE QString enterText(const QString& text);
    // Why no ship may use a weapon this turn ("" when one may), for its button's tooltip.
    Q_INVOKABLE QString whyNot(Mode mode) const { return unavailable(mode); }
    // In a guided game, when a weapon held back comes in ("from turn 3"); "" otherwise.
    Q_INVOKABLE QString comesIn(Mode mode) const;
    Q_INVOKABLE void removeAt(int index);
    // Ctrl+Z and Ctrl+Shift+Z: the last action taken back, the last taken back put back;
    // false when there was nothing to do.
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    bool canRedo() const { return !taken_back_.empty() && taken_back_.back().after == actions_; }
    // Back to striking, dropping a beam's first end if one is picked.
    Q_INVOKABLE void cancel();
    Q_INVOKABLE void clear();
    // The hint again, in the language now chosen (an error shown is dropped).
    void retranslate();

signals:
    void changed();
    // A click or a key the rules refused, with why ("message [rule]"): said over the space too.
    void refused(const QString& why);

private:
    QStringList ships_entitled(std::bitset<kMaxShips> Entitlements::*which) const;
    // What the engine says of this list, each launch counted with its target to come.
    std::optional<Violation> problem_with(const Actions& next) const;
    bool try_add(const Action& a, const QString& done);
    bool try_set(Actions next, const QString& done);
    // Refuses a change after Submit, saying why; true when refused.
    bool refuse_if_locked();
    void refuse(const QString& why);
    QString no_beam() const;
    static QString launched_words(bool missile, const QString& from); // a launch awaiting its target
    QString ends_game() const; // the actions end the game [2.3.2] // why no beam may be fired this turn [8.2.2, 8.4; classic 6.1.3]
    // Why no ship may use the mode's weapon this turn; "" when one may (turn_draft_words.cpp).
    QString unavailable(Mode mode) const;
    // A strike added, in words: a launch's target says whose it is ("Missile from Yz1 at Ry1").
    QString strike_words(const QString& target) const;
    // Actions in plain words, a launch with the strike after it ("the missile from Gy4 at
    // Yx2, the strike at Rv1"), for what a take-back or a redo did (playtest 30: "Put back
    // bYz1Yz3" was notation).
    static QString words_for(const Actions& list);
    void refresh();
    // The beam lines shown in beam mode: from the cell under the pointer, or from the first
    // end picked (the one to the pointer when it may be fired) [8.2.1, 8.2.2].
    CellSet beam_preview() const;
    QString mode_hint(Mode mode) const;
    // Whether the draft is for a game under the classic rules (its texts and numbers).
    bool classic() const { return rules_ && *rules_->own().rules == classic_rules(); }
    const Entitlements& entitled() const { return rules_->entitlements(); }

    SpaceModel* own_;
    SpaceModel* opponent_;
    const TurnRules* rules_ = nullptr;
    Player me_ = Player::A;
    Actions actions_;
    // What each take-back changed, latest last, for redo: stale once the list has changed since.
    struct TakenBack { Actions before, after; };
    std::vector<TakenBack> taken_back_;
    Mode mode_ = Mode::Strike;
    QString error_, hint_;
    int beam_from_ = -1; // the first end cell picked, or -1
    int hover_ = -1;
    bool locked_ = false;
    TurnClock clock_{this};
};

} // namespace ss::app
