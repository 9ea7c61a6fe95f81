// The 125 cells of one space as a list model for the 3-D and layered 2-D views: one row
// per cell in record order (colour, letter, number), drawn from one player's Knowledge —
// their own space in full, or the opponent's as far as it is known [1.4, 11.3].
#pragma once

#include "knowledge.h"

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace ss::app {

class SpaceModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("spaces are owned by the controllers")
    // Whose space: the shown player's own, or the other's.
    Q_PROPERTY(Side side READ side CONSTANT)
    // The beams the last turn fired into this space [8.2]: {from, to}, the cell indices of
    // each line's two end cells, for the reveal's rays.
    Q_PROPERTY(QVariantList lastBeams READ lastBeams NOTIFY lastBeamsChanged)
    // The analysis's highest chance among cells not known for certain, for the views to
    // scale their heat colours by (the likeliest cell glows fully).
    Q_PROPERTY(double heatPeak READ heatPeak NOTIFY heatChanged)

public:
    enum class Side { Own, Opponent };
    Q_ENUM(Side)
    // (Each value's name is unique across these enums, as QML also sees them unscoped.)
    // What a cell shows: in one's own space Empty, Ship or Destroyed; in the opponent's
    // also Unknown, and Revealed at the end of the game [1.4.1].
    enum class CellState { Unknown, Empty, Ship, Destroyed, Revealed };
    Q_ENUM(CellState)
    // A missile destroyer's cell [8.1]: own Unfired or Fired; the opponent's Exploded.
    enum class Missile { NoMissile, Unfired, Fired, Exploded };
    Q_ENUM(Missile)
    // What the last turn did here: a strike's or beam's result [5.2, 8.2], a missile's
    // explosion [8.1.4], a scan [8.3], a kamikaze strike launched [8.5].
    enum class LastTurn { Untouched, Miss, Hit, Duplicate, BeamMiss, BeamHit, BeamDuplicate, Explosion, Scanned, Kamikaze };
    Q_ENUM(LastTurn)
    // What the player is doing with the cell now: turn entry (a target, a scan, a launch
    // cell, a beam's line and its preview, a beam's first end), editing a ship at setup, a
    // rule broken.
    // Each kind of action its own mark (issue 23): a strike's target, a scan, a missile's
    // launch (Launch) and target, a kamikaze launch and target, a beam's line, …
    enum class Marking { Unmarked, Target, Scan, Launch, Beam, Preview, Pending, Editing, Invalid,
                         MissileTarget, KamikazeLaunch, KamikazeTarget };
    Q_ENUM(Marking)
    // Flashcube data received for the cell [7.2]: a ship there, or none.
    enum class Flashcube { NoFlashcube, FlashcubeShip, FlashcubeEmpty };
    Q_ENUM(Flashcube)
    enum Role {
        NameRole = Qt::UserRole + 1, // "Yx3"
        ColourRole,                  // 0..4 (R O Y G B)
        LetterRole,                  // 0..4 (v..z)
        NumberRole,                  // 0..4 (1..5)
        StateRole,     // CellState
        ShipRole,      // the ship's label ("KC", "AG2") when known, else ""
        MissileRole,   // Missile
        LastTurnRole,  // LastTurn
        MarkRole,      // Marking
        FlashcubeRole, // Flashcube (the opponent's space)
        SunkRole,      // the cell's ship was destroyed in the last turn [3.10] (for the reveal)
        HeatRole,      // the analysis: the chance (0..1) of an undamaged ship cell here, or -1 when not shown
        BestRole,      // the analysis: the best move strikes or scans this cell
        HighlightRole, // review: the cell is struck, scanned or launched from by the selected action
        SpokenRole,    // the cell in words for a screen reader: "Yellow x 3, the bot's space: hit, kill cruiser"
    };
    Q_ENUM(Role)
    // One kind of mark over a set of cells; earlier marks win where sets overlap.
    struct Mark {
        CellSet cells;
        Marking marking;
    };

    explicit SpaceModel(Side side, QObject* parent = nullptr);

    Side side() const { return side_; }
    // Shows what the knowledge holds; only rows that change are signalled.
    // At the end of a game [1.4.1] the opponent's whole fleet is known: pass it as
    // `revealed` and its undamaged cells show as "revealed" with their ship's label.
    void show(const Knowledge& knowledge, const Fleet* revealed = nullptr);
    // Nothing known: every cell unknown, no marks (while the screen is handed over).
    void hide();
    // A setup being laid out [2.1]: the ships as recorded so far (own side only).
    void showSetup(const std::vector<ShipSpec>& ships);
    // The player's marks (turn entry, setup editing, rule violations).
    void setMarks(const std::vector<Mark>& marks);

    // The analysis's heat map and the cells of its best move (analysis.h), or none.
    void setHeat(const std::array<double, kCellCount>& heat, CellSet best);
    void clearHeat();
    bool heatShown() const { return heat_shown_; }
    // The opponent's undamaged cells left, where the fleet's size is certain (-1: not known).
    void setUndamagedLeft(int n) { undamaged_left_ = n; }
    int undamagedLeft() const { return undamaged_left_; }
    double heatPeak() const { return heat_peak_; }
    // The cells of the action selected in review.
    void setHighlight(CellSet cells);

    // The cell read out in words, for the pointer's read-out: "Yx3, your space: ship KC,
    // undamaged, unfired missile; last turn: hit". `space` names the space ("your space",
    // "Alice's space").
    QString readout(int cell, const QString& space) const;
    // The same for a screen reader (SpokenRole): the cell and the ships named in full
    // words ("Yellow x 3", "kill cruiser") and the space by `spaceName`.
    Q_INVOKABLE QString spoken(int cell) const;
    // Whose space this is, in words ("your space", "the bot's space"), for spoken().
    void setSpaceName(const QString& name);

    QVariantList lastBeams() const;
    // A cell as the roles give it, typed, for C++.
    CellState state(int cell) const { return cells_[cell].state; }
    Missile missile(int cell) const { return cells_[cell].missile; }
    LastTurn lastTurn(int cell) const { return cells_[cell].last_turn; }
    Marking marking(int cell) const { return marks_[cell]; }
    Flashcube flashcube(int cell) const { return cells_[cell].flashcube; }
    QString shipLabel(int cell) const { return cells_[cell].ship; } // "KC", once known
    // Known empty or destroyed: a strike there cannot hit [5.2.2, 5.2.4].
    bool knownNoHit(int cell) const { return state(cell) == CellState::Empty || state(cell) == CellState::Destroyed; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void lastBeamsChanged();
    void heatChanged();

private:
    QString described(int cell, const QString& space, bool spoken) const;
    QString space_name_;
    struct CellView {
        CellState state = CellState::Unknown;
        QString ship;
        Missile missile = Missile::NoMissile;
        LastTurn last_turn = LastTurn::Untouched;
        Flashcube flashcube = Flashcube::NoFlashcube;
        bool sunk = false;
        friend bool operator==(const CellView&, const CellView&) = default;
    };
    std::array<CellView, kCellCount> compute(const Knowledge& k, const Fleet* revealed) const;
    void update(const std::array<CellView, kCellCount>& next);
    // What the last turn did to this space: the strikes and scans aimed at it, and the
    // kamikaze deaths in it.
    static void mark_last_turn(std::array<CellView, kCellCount>& v, const std::vector<Outcome>& aimed_here,
                               const std::vector<Outcome>& launched_here);

    void set_beams(std::vector<std::pair<int, int>> beams);

    Side side_;
    std::vector<std::pair<int, int>> beams_;
    std::array<CellView, kCellCount> cells_;
    std::array<Marking, kCellCount> marks_{};
    std::array<double, kCellCount> heat_{};
    bool heat_shown_ = false;
    int undamaged_left_ = -1;
    double heat_peak_ = 1;
    CellSet best_, highlight_;
};

} // namespace ss::app
