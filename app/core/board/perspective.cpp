#include "perspective.h"

#include "coach.h"
#include "ship_names.h"

#include "turn_log.h"
#include "turn_shots.h"
#include "turn_summary.h"

#include "ruleset.h"

#include <QObject>

#include <algorithm>

namespace ss::app {

namespace {

// The other's standard fleet as far as the ships seen tell [3.7]: one ship of each slot,
// the slot's type known once a ship of it is seen destroyed or in flashcube data [7.2.3].
// `cells` is the fewest and most cells it may have ("22–24"); `ships` names the slots,
// each choice still open said as one ("a flying saucer or a patrol cruiser").
struct FleetGuess {
    QString cells, ships;
    QString left; // the slots no ship of which is destroyed yet, once one is ("kill cruiser, flying saucer or patrol cruiser")
    int total = -1; // the cells, where certain
};

FleetGuess standard_fleet(const Knowledge& knowledge, std::optional<FleetRule> rule)
{
    if (!rule || rule->kind != FleetRule::Kind::Standard || rule->additional > 0 || rule->continued)
        return {};
    std::array<bool, kShipTypeCount> seen{}, destroyed{};
    for (const TurnView& v : knowledge.history()) {
        for (const SeenShip& s : v.opponent_destroyed)
            seen[static_cast<int>(s.type)] = destroyed[static_cast<int>(s.type)] = true;
        for (const SeenShip& s : v.own_destroyed)
            for (const FlashcubeCell& f : s.flashcube)
                if (f.ship)
                    seen[static_cast<int>(f.type)] = true;
    }
    int fewest = 0, most = 0;
    QStringList choices, left;
    for (const std::vector<ShipType>& slot : knowledge.rules().ships.standard_slots()) {
        int lo = 99, hi = 0;
        for (ShipType t : slot)
            lo = std::min(lo, info(t).size), hi = std::max(hi, info(t).size);
        QStringList names;
        for (ShipType t : slot)
            names << ship_name(t);
        for (ShipType t : slot)
            if (seen[static_cast<int>(t)]) {
                lo = hi = info(t).size;
                names = QStringList{ship_name(t)};
            }
        fewest += lo;
        most += hi;
        choices << names.join(QObject::tr(" or ", "two ships, one of which is in the fleet [3.7]"));
        if (std::none_of(slot.begin(), slot.end(), [&](ShipType t) { return destroyed[static_cast<int>(t)]; }))
            left << choices.back();
    }
    // (playtest 56 hunted a flying saucer's square where a patrol cruiser lay in a row: which
    // ships are left, each pair still open, said where the cells destroyed are)
    if (left.size() == static_cast<int>(choices.size()))
        left.clear();
    // As many cells destroyed as the smaller fleet has, and the game goes on: the larger one
    // (playtest 35 read "22 of 22 or 23 cells").
    if (knowledge.opponent_destroyed().size() >= fewest)
        fewest = most;
    // (playtest 27: "22–23" was cryptic)
    return {fewest == most ? QString::number(fewest) : QObject::tr("%1 or %2", "a fleet's cells: which scout it fields is hidden").arg(fewest).arg(most), choices.join("; "),
            left.join(", "), fewest == most ? fewest : -1};
}

} // namespace

void Perspective::show(const Knowledge& knowledge, const Fleet* revealed, const std::array<QString, 2>& names,
                       std::optional<FleetRule> rule)
{
    names_ = names;
    const FleetGuess guess = standard_fleet(knowledge, rule);
    opponent_fleet_cells_ = guess.cells;
    opponent_fleet_ships_ = guess.ships;
    opponent_ships_left_ = guess.left;
    opponent_fleet_total_ = guess.total;
    if (revealed) { // at the end, the fleet's own size (seventh playtest: "20 destroyed", "of" gone)
        int n = 0;
        for (const Ship& s : *revealed)
            n += s.size;
        opponent_fleet_cells_ = QString::number(n);
        opponent_fleet_total_ = n;
        opponent_fleet_ships_.clear(); // shown whole now
        opponent_ships_left_.clear();
    }
    own_.setSpaceName(space_of(names[0]));
    opponent_.setSpaceName(space_of(names[1]));
    log_.clear();
    for (const TurnView& view : knowledge.history())
        log_ << describe_turn(view, names[0], names[1]);
    coach_tip_ = coach_tip(knowledge, names[1]);
    weapon_tip_ = weapon_tip(knowledge);
    show_review(knowledge, revealed);
}

QString Perspective::materiel() const
{
    const auto cells = [](int n) { return n == 1 ? QObject::tr("1 cell") : QObject::tr("%1 cells").arg(n); };
    const QString theirs = opponent_fleet_cells_.isEmpty()
                               ? cells(opponent_destroyed_)
                               : QObject::tr("%1 of %2 cells").arg(opponent_destroyed_).arg(opponent_fleet_cells_);
    const QString line = QObject::tr("%1: %2 undamaged · %3: %4 destroyed").arg(reader_names_[0], cells(own_materiel_), reader_names_[1], theirs);
    // (whose strikes, said: playtest 56 could not tell)
    const QString fired = opponent_strikes_ < 0 ? QString()
                          : ", " + (opponent_strikes_ == 1 ? QObject::tr("fired 1 strike last turn") : QObject::tr("fired %1 strikes last turn").arg(opponent_strikes_));
    const QString left = opponent_ships_left_.isEmpty() ? QString() : QObject::tr(" · ships left: %1").arg(opponent_ships_left_);
    return line + fired + left;
}

QString Perspective::fleetNote() const
{
    if (opponent_fleet_ships_.isEmpty())
        return {};
    return QObject::tr("%1's fleet, one ship of each [3.7]: %2 (%3 cells). Which ship of each pair was chosen shows only "
                       "when it is destroyed or in flashcube data [7.2.3].")
        .arg(reader_names_[1], opponent_fleet_ships_, opponent_fleet_cells_);
}

QString Perspective::space_of(const QString& who)
{
    if (who.isEmpty())
        return {};
    return is_you(who) ? QObject::tr("your space") : QObject::tr("%1's space").arg(who);
}

void Perspective::show_review(const Knowledge& knowledge, const Fleet* revealed)
{
    own_.show(knowledge);
    opponent_.show(knowledge, revealed);
    own_materiel_ = knowledge.own().remaining_materiel();
    opponent_destroyed_ = knowledge.opponent_destroyed().size();
    opponent_.setUndamagedLeft(opponent_fleet_total_ > 0 ? opponent_fleet_total_ - opponent_destroyed_ : -1);
    opponent_strikes_ = knowledge.history().empty() ? -1 : strikes_fired(knowledge.history().back().opponent);
    // The summary of the last turn shown (in review, the reviewed one; none for the setups).
    last_summary_.clear();
    last_events_.clear();
    last_shots_.clear();
    if (!knowledge.history().empty()) {
        const TurnView& last = knowledge.history().back();
        last_summary_ = summarise_turn(last, knowledge.own(), names_[0], names_[1]);
        const TurnEvents e = count_events(last);
        last_events_ = {{"turn", last.turn},       {"beams", e.beams},         {"strikes", e.strikes},
                        {"hits", e.hits},          {"explosions", e.explosions}, {"destroyed", e.destroyed},
                        {"struck", e.struck}};
        last_shots_ = turn_shots(last, names_[0], names_[1]);
    }
    emit textsChanged();
    emit materielChanged();
}

void Perspective::hide()
{
    own_.hide();
    opponent_.hide();
    log_.clear();
    last_summary_.clear();
    last_events_.clear();
    last_shots_.clear();
    coach_tip_.clear();
    weapon_tip_.clear();
    own_materiel_ = opponent_destroyed_ = 0;
    opponent_strikes_ = -1;
    opponent_fleet_ships_.clear();
    names_ = {};
    own_.setSpaceName({});
    opponent_.setSpaceName({});
    emit textsChanged();
    emit materielChanged();
}

void Perspective::set_reader_names(const std::array<QString, 2>& names)
{
    if (names == reader_names_)
        return;
    reader_names_ = names;
    emit namesChanged();
    emit materielChanged();
}

void Perspective::hover(SpaceModel::Side side, int index)
{
    if (side == hover_side_ && index == hover_cell_)
        return;
    hover_side_ = side;
    hover_cell_ = index;
    if (index >= 0)
        last_cell_[side == SpaceModel::Side::Own ? 0 : 1] = index;
    emit hoverChanged();
}

void Perspective::set_setup(const SpaceModel* setup)
{
    setup_ = setup;
    emit hoverChanged();
}

QString Perspective::hoverText() const
{
    if (hover_cell_ < 0)
        return {};
    if (setup_)
        return hover_side_ == SpaceModel::Side::Own ? setup_->readout(hover_cell_, QObject::tr("your space")) : QString();
    return readout(hover_side_, hover_cell_);
}

QString Perspective::readout(SpaceModel::Side side, int cell) const
{
    const bool own = side == SpaceModel::Side::Own;
    const QString& who = names_[own ? 0 : 1];
    if (who.isEmpty())
        return {};
    return (own ? own_ : opponent_).readout(cell, space_of(who));
}

} // namespace ss::app
