// The game as one player sees it [1.4, 11.3]: their own space, the other's as far as they
// know it (whole at the end, or while two bots are watched [1.4.1]), the turn log and the
// pointer's read-out, with both players named as the reader knows them ("You", "Alice").
// While the screen is handed over between two people it shows nothing at all.
#pragma once

#include "knowledge.h"
#include "space_model.h"

#include <QStringList>
#include <QVariantMap>

#include <array>

namespace ss::app {

class Perspective {
public:
    SpaceModel* own() { return &own_; }
    SpaceModel* opponent() { return &opponent_; }
    const SpaceModel& own() const { return own_; }
    const SpaceModel& opponent() const { return opponent_; }
    const QStringList& log() const { return log_; }
    // The last turn's results in plain words (turn_summary.h); "" before the first.
    const QString& last_summary() const { return last_summary_; }
    // What it did, counted (turn_summary.h): {beams, strikes, hits, explosions, destroyed, struck}.
    const QVariantMap& last_events() const { return last_events_; }
    // The shown player's remaining materiel [2.3.5], and the other's cells they know destroyed.
    int own_materiel() const { return own_materiel_; }
    int opponent_destroyed() const { return opponent_destroyed_; }

    // What `knowledge`'s player knows, the other's fleet shown whole when `revealed`;
    // `names` are the player's and the other's, as the reader knows them.
    void show(const Knowledge& knowledge, const Fleet* revealed, const std::array<QString, 2>& names);
    // A reviewed turn: the spaces and counters as they stood, the log left whole.
    void show_review(const Knowledge& knowledge, const Fleet* revealed);
    // Nothing of either space, and no log.
    void hide();
    // "Yx3, your space: ship KC, undamaged", or "…, Alice's space: …".
    QString readout(SpaceModel::Side side, int cell) const;
    // A player's space in words: "your space", "Alice's space" ("" for nobody).
    static QString space_of(const QString& who);

private:
    SpaceModel own_{SpaceModel::Side::Own};
    SpaceModel opponent_{SpaceModel::Side::Opponent};
    QStringList log_;
    QString last_summary_;
    QVariantMap last_events_;
    std::array<QString, 2> names_;
    int own_materiel_ = 0, opponent_destroyed_ = 0;
};

} // namespace ss::app
