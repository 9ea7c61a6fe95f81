// The game as one player sees it [1.4, 11.3]: their own space, the other's as far as they
// know it (whole at the end, or while two bots are watched [1.4.1]), the turn log and the
// pointer's read-out, with both players named as the reader knows them ("You", "Alice").
// While the screen is handed over between two people it shows nothing at all. The views
// bind to it as `controller.view`; the pointed-at cell is read out here, in either view.
#pragma once

#include "fleet.h"
#include "knowledge.h"
#include "space_model.h"

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <optional>

namespace ss::app {

class Perspective : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by the GameController")
    Q_PROPERTY(ss::app::SpaceModel* ownSpace READ own CONSTANT)
    Q_PROPERTY(ss::app::SpaceModel* opponentSpace READ opponent CONSTANT)
    // "You" when the person at the screen is the shown player, else their name; and the
    // other player's name.
    Q_PROPERTY(QString viewerName READ viewerName NOTIFY namesChanged)
    Q_PROPERTY(QString opponentName READ opponentName NOTIFY namesChanged)
    // One entry per turn played, from the shown player's view (turn_log.h), and the last.
    Q_PROPERTY(QStringList log READ log NOTIFY textsChanged)
    Q_PROPERTY(QString lastTurn READ lastTurn NOTIFY textsChanged)
    // The last turn's results in plain words (turn_summary.h).
    Q_PROPERTY(QString turnSummary READ last_summary NOTIFY textsChanged)
    // What it did, counted, for the reveal's sounds: {turn, beams, strikes, hits, explosions, destroyed, struck}.
    Q_PROPERTY(QVariantMap turnEvents READ last_events NOTIFY textsChanged)
    // The same turn's results as shots, in order, for the 3-D view to play out (turn_shots.h).
    Q_PROPERTY(QVariantList turnShots READ last_shots NOTIFY textsChanged)
    // In play, what the turn just played has to teach a new player (coach.h); "" if nothing.
    Q_PROPERTY(QString coachTip READ coachTip NOTIFY textsChanged)
    // Then a weapon not tried yet, on the turns set aside for it (coach.h).
    Q_PROPERTY(QString weaponTip READ weaponTip NOTIFY textsChanged)
    Q_PROPERTY(int ownMateriel READ own_materiel NOTIFY textsChanged)
    // The other player's cells known destroyed (their materiel stays hidden [1.4]).
    Q_PROPERTY(int opponentDestroyed READ opponent_destroyed NOTIFY textsChanged)
    // Both in a line: "You: 22 cells undamaged · Admiral: 5 of 22 or 23 cells destroyed, fired
    // 6 strikes last turn · ships left: kill cruiser, flying saucer or patrol cruiser" (what is
    // left of their fire, as far as it shows: a playtest), the other's fleet size as far as the
    // fleet rule and the ships seen tell without saying which ships they chose [3.7] (none for
    // a cost fleet [3.7.1] or additional ships [10.2]), and once one of their ships is
    // destroyed, the ships left, each pair still open [3.7, 11.7.3].
    Q_PROPERTY(QString materiel READ materiel NOTIFY materielChanged)
    // The ships the other's standard fleet may hold, as far as seen: "Admiral's fleet, one ship
    // of each [3.7]: death star; …; flying saucer or patrol cruiser; … (22–24 cells). …"
    // (playtest 21: the bot's patrol cruiser came as a surprise); "" when not a standard fleet.
    Q_PROPERTY(QString fleetNote READ fleetNote NOTIFY materielChanged)
    // The cell under the pointer, in either view, and its read-out.
    Q_PROPERTY(ss::app::SpaceModel::Side hoverSide READ hoverSide NOTIFY hoverChanged)
    Q_PROPERTY(int hoverCell READ hoverCell NOTIFY hoverChanged)
    Q_PROPERTY(QString hoverText READ hoverText NOTIFY hoverChanged)

public:
    using QObject::QObject;

    SpaceModel* own() { return &own_; }
    SpaceModel* opponent() { return &opponent_; }
    const SpaceModel& own() const { return own_; }
    const SpaceModel& opponent() const { return opponent_; }
    const QStringList& log() const { return log_; }
    // The last turn's results in plain words (turn_summary.h); "" before the first.
    const QString& last_summary() const { return last_summary_; }
    // What it did, counted (turn_summary.h): {beams, strikes, hits, explosions, destroyed, struck}.
    const QVariantMap& last_events() const { return last_events_; }
    const QString& coachTip() const { return coach_tip_; }
    const QString& weaponTip() const { return weapon_tip_; }
    const QVariantList& last_shots() const { return last_shots_; }
    // The shown player's remaining materiel [2.3.5], and the other's cells they know destroyed.
    int own_materiel() const { return own_materiel_; }
    int opponent_destroyed() const { return opponent_destroyed_; }
    QString materiel() const;
    QString fleetNote() const;
    QString lastTurn() const { return log_.isEmpty() ? QString() : log_.back(); }
    // The names the reader knows the shown player and the other by.
    QString viewerName() const { return reader_names_[0]; }
    QString opponentName() const { return reader_names_[1]; }
    void set_reader_names(const std::array<QString, 2>& names);

    SpaceModel::Side hoverSide() const { return hover_side_; }
    int hoverCell() const { return hover_cell_; }
    QString hoverText() const;
    // The pointer is over `index` of the space on `side` (-1: over none).
    Q_INVOKABLE void hover(ss::app::SpaceModel::Side side, int index);
    // Where the keyboard's cell cursor goes on from in the space on `side`: the cell pointed
    // at there, else the last one pointed at there (after the mouse left), else -1.
    Q_INVOKABLE int cursorCell(ss::app::SpaceModel::Side side) const
    {
        return side == hover_side_ && hover_cell_ >= 0 ? hover_cell_ : last_cell_[side == SpaceModel::Side::Own ? 0 : 1];
    }
    // The setup screen's space, read out while a fleet is laid out (nullptr: the game's).
    void set_setup(const SpaceModel* setup);
    // The pointed-at cell may read differently now.
    void reread() { emit hoverChanged(); }

    // What `knowledge`'s player knows, the other's fleet shown whole when `revealed`;
    // `names` are the player's and the other's, as the reader knows them.
    void show(const Knowledge& knowledge, const Fleet* revealed, const std::array<QString, 2>& names,
              std::optional<FleetRule> rule = std::nullopt);
    // A reviewed turn: the spaces and counters as they stood, the log left whole.
    void show_review(const Knowledge& knowledge, const Fleet* revealed);
    // Nothing of either space, and no log.
    void hide();
    // "Yx3, your space: ship KC, undamaged", or "…, Alice's space: …".
    QString readout(SpaceModel::Side side, int cell) const;
    // A player's space in words: "your space", "Alice's space" ("" for nobody).
    static QString space_of(const QString& who);

signals:
    void namesChanged();
    void textsChanged();
    void hoverChanged();
    void materielChanged();

private:
    SpaceModel own_{SpaceModel::Side::Own};
    SpaceModel opponent_{SpaceModel::Side::Opponent};
    QStringList log_;
    QString last_summary_;
    QVariantMap last_events_;
    QString coach_tip_, weapon_tip_;
    QVariantList last_shots_;
    std::array<QString, 2> names_;
    int own_materiel_ = 0, opponent_destroyed_ = 0;
    int opponent_strikes_ = -1; // the strikes the other fired in the last turn shown (-1: none yet)
    QString opponent_fleet_cells_, opponent_fleet_ships_, opponent_ships_left_;
    int opponent_fleet_total_ = -1; // its cells, where certain [3.7]
    std::array<QString, 2> reader_names_;
    SpaceModel::Side hover_side_ = SpaceModel::Side::Own;
    int hover_cell_ = -1;
    std::array<int, 2> last_cell_{-1, -1}; // own space, the other's
    const SpaceModel* setup_ = nullptr;
};

} // namespace ss::app
