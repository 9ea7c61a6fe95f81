#include "space_model.h"
#include "ship_names.h"

#include <algorithm>

namespace ss::app {

namespace {

SpaceModel::LastTurn struck(StrikeResult r, bool beam)
{
    using L = SpaceModel::LastTurn;
    switch (r) {
    case StrikeResult::Miss: return beam ? L::BeamMiss : L::Miss;
    case StrikeResult::Hit: return beam ? L::BeamHit : L::Hit;
    case StrikeResult::Duplicate: return beam ? L::BeamDuplicate : L::Duplicate;
    }
    return L::Untouched;
}

} // namespace

SpaceModel::SpaceModel(Side side, QObject* parent) : QAbstractListModel(parent), side_(side)
{
    for (CellView& c : cells_)
        c.state = side == Side::Own ? CellState::Empty : CellState::Unknown;
}

void SpaceModel::mark_last_turn(std::array<CellView, kCellCount>& v, const std::vector<Outcome>& aimed_here,
                                const std::vector<Outcome>& launched_here)
{
    for (const Outcome& o : aimed_here) {
        if (o.kind == ActionKind::Missile || o.kind == ActionKind::Kamikaze)
            continue; // launches are in the launching player's own space
        const int n = o.kind == ActionKind::Beam ? o.cells : 1;
        for (int t = 0; t < n; ++t)
            v[o.target[t].index].last_turn =
                o.kind == ActionKind::Scan ? LastTurn::Scanned : struck(o.result[t], o.kind == ActionKind::Beam);
        for (Cell e : o.explosions)
            v[e.index].last_turn = LastTurn::Explosion;
    }
    for (const Outcome& o : launched_here)
        if (o.kind == ActionKind::Kamikaze)
            v[o.target[0].index].last_turn = LastTurn::Kamikaze;
}

std::array<SpaceModel::CellView, kCellCount> SpaceModel::compute(const Knowledge& k, const Fleet* revealed) const
{
    std::array<CellView, kCellCount> v;
    const TurnView* last = k.history().empty() ? nullptr : &k.history().back();
    if (side_ == Side::Own) {
        const Space& own = k.own();
        for (int i = 0; i < kCellCount; ++i) {
            const Cell c{static_cast<std::uint8_t>(i)};
            const std::uint8_t ship = own.ship_at[i];
            CellView& cv = v[i];
            cv.state = ship == kNoShip                ? CellState::Empty
                       : own.destroyed.contains(c) ? CellState::Destroyed
                                                   : CellState::Ship;
            if (ship != kNoShip)
                cv.ship = QString::fromStdString(own.fleet[ship].label());
            if (own.unfired_missiles().contains(c))
                cv.missile = Missile::Unfired;
            else if (own.fired.contains(c))
                cv.missile = Missile::Fired;
        }
        for (const TurnView& t : k.history()) // what the flashcube data given told the opponent [7.1] (a playtest)
            for (const SeenShip& s : t.opponent_destroyed)
                for (const FlashcubeCell& f : s.flashcube)
                    v[f.cell.index].flashcube = f.ship ? Flashcube::FlashcubeShip : Flashcube::FlashcubeEmpty;
        if (last) { // the opponent's visible aspects on this space [5], our kamikaze deaths
            mark_last_turn(v, last->opponent, last->own);
            for (const SeenShip& s : last->own_destroyed)
                for (Cell c : s.cells)
                    v[c.index].sunk = true;
        }
        return v;
    }
    for (int i = 0; i < kCellCount; ++i) {
        const Cell c{static_cast<std::uint8_t>(i)};
        CellView& cv = v[i];
        cv.state = k.opponent_destroyed().contains(c) ? CellState::Destroyed
                   : k.opponent_ship().contains(c)    ? CellState::Ship
                   : k.opponent_empty().contains(c)   ? CellState::Empty
                                                      : CellState::Unknown;
        if (k.opponent_missiles().contains(c))
            cv.missile = Missile::Exploded;
    }
    for (const FlashcubeCell& f : k.flashcube_received()) { // [7.2.3]
        v[f.cell.index].flashcube = f.ship ? Flashcube::FlashcubeShip : Flashcube::FlashcubeEmpty;
        if (f.ship)
            v[f.cell.index].ship = QString::fromStdString(ship_label(f.type, f.identity));
    }
    for (const SeenShip& s : k.opponent_revealed())
        for (Cell c : s.cells)
            v[c.index].ship = QString::fromStdString(ship_label(s.type, s.identity));
    if (revealed) // the end of the game: records are revealed for checking [1.4.1]
        for (const Ship& s : *revealed)
            for (Cell c : s.cells) {
                CellView& cv = v[c.index];
                cv.ship = QString::fromStdString(s.label());
                if (cv.state != CellState::Destroyed)
                    cv.state = CellState::Revealed;
            }
    if (last) { // our strikes and scans there, and the opponent's kamikaze deaths
        mark_last_turn(v, last->own, last->opponent);
        for (const SeenShip& s : last->opponent_destroyed)
            for (Cell c : s.cells)
                v[c.index].sunk = true;
    }
    return v;
}

void SpaceModel::show(const Knowledge& knowledge, const Fleet* revealed)
{
    update(compute(knowledge, revealed));
    std::vector<std::pair<int, int>> beams;
    if (!knowledge.history().empty()) {
        const TurnView& last = knowledge.history().back();
        for (const Outcome& o : side_ == Side::Own ? last.opponent : last.own)
            if (o.kind == ActionKind::Beam)
                beams.emplace_back(o.target[0].index, o.target[o.cells - 1].index);
    }
    set_beams(std::move(beams));
}

void SpaceModel::set_beams(std::vector<std::pair<int, int>> beams)
{
    if (beams == beams_)
        return;
    beams_ = std::move(beams);
    emit lastBeamsChanged();
}

QVariantList SpaceModel::lastBeams() const
{
    QVariantList out;
    for (const auto& [from, to] : beams_)
        out.push_back(QVariantMap{{"from", from}, {"to", to}});
    return out;
}

void SpaceModel::hide()
{
    set_beams({});
    std::array<CellView, kCellCount> next;
    for (CellView& c : next)
        c.state = CellState::Unknown;
    setMarks({});
    update(next);
}

void SpaceModel::showSetup(const std::vector<ShipSpec>& ships)
{
    set_beams({});
    std::array<CellView, kCellCount> next;
    for (CellView& c : next)
        c.state = CellState::Empty;
    std::array<int, kShipTypeCount> of_type{};
    for (const ShipSpec& s : ships)
        ++of_type[static_cast<int>(s.type)];
    for (const ShipSpec& s : ships) {
        const QString label = QString::fromStdString(
            ship_label(s.type, of_type[static_cast<int>(s.type)] > 1 ? s.identity : 0));
        for (Cell c : s.cells) {
            CellView& cv = next[c.index];
            // Overlapping ships [3.4]: the cell shows both labels.
            cv.ship = cv.ship.isEmpty() ? label : cv.ship + "+" + label;
            cv.state = CellState::Ship;
            if (info(s.type).missiles)
                cv.missile = Missile::Unfired;
        }
    }
    update(next);
}

void SpaceModel::setMarks(const std::vector<Mark>& marks)
{
    for (int i = 0; i < kCellCount; ++i) {
        const Cell c{static_cast<std::uint8_t>(i)};
        Marking mark = Marking::Unmarked;
        for (const Mark& m : marks)
            if (m.cells.contains(c)) {
                mark = m.marking;
                break;
            }
        if (mark == marks_[i])
            continue;
        marks_[i] = mark;
        emit dataChanged(index(i), index(i), {MarkRole});
    }
}

void SpaceModel::setHeat(const std::array<double, kCellCount>& heat, CellSet best)
{
    const bool was = heat_shown_;
    heat_shown_ = true;
    double peak = 0.05;
    for (double h : heat)
        if (h < 0.999)
            peak = std::max(peak, h);
    if (peak != heat_peak_) {
        heat_peak_ = peak;
        emit heatChanged();
    }
    for (int i = 0; i < kCellCount; ++i) {
        const Cell c{static_cast<std::uint8_t>(i)};
        if (was && heat[i] == heat_[i] && best.contains(c) == best_.contains(c))
            continue;
        heat_[i] = heat[i];
        best_.erase(c);
        if (best.contains(c))
            best_.insert(c);
        emit dataChanged(index(i), index(i), {HeatRole, BestRole, SpokenRole});
    }
}

void SpaceModel::clearHeat()
{
    if (!heat_shown_)
        return;
    heat_shown_ = false;
    best_ = {};
    emit dataChanged(index(0), index(kCellCount - 1), {HeatRole, BestRole, SpokenRole});
}

void SpaceModel::setHighlight(CellSet cells)
{
    const CellSet changed = (cells - highlight_) | (highlight_ - cells);
    highlight_ = cells;
    for (Cell c : changed)
        emit dataChanged(index(c.index), index(c.index), {HighlightRole});
}

void SpaceModel::update(const std::array<CellView, kCellCount>& next)
{
    for (int i = 0; i < kCellCount; ++i) {
        if (next[i] == cells_[i])
            continue;
        cells_[i] = next[i];
        emit dataChanged(index(i), index(i));
    }
}

int SpaceModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : kCellCount; }

QVariant SpaceModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Cell c{static_cast<std::uint8_t>(index.row())};
    const CellView& v = cells_[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return QString::fromStdString(to_string(c));
    case ColourRole:
        return c.colour();
    case LetterRole:
        return c.letter();
    case NumberRole:
        return c.number();
    case StateRole:
        return static_cast<int>(v.state);
    case ShipRole:
        return v.ship;
    case MissileRole:
        return static_cast<int>(v.missile);
    case LastTurnRole:
        return static_cast<int>(v.last_turn);
    case MarkRole:
        return static_cast<int>(marks_[index.row()]);
    case FlashcubeRole:
        return static_cast<int>(v.flashcube);
    case SunkRole:
        return v.sunk;
    case HeatRole:
        return heat_shown_ ? heat_[index.row()] : -1.0;
    case BestRole:
        return best_.contains(c);
    case HighlightRole:
        return highlight_.contains(c);
    case SpokenRole:
        return spoken(index.row());
    default:
        return {};
    }
}

QHash<int, QByteArray> SpaceModel::roleNames() const
{
    return {{NameRole, "name"},   {ColourRole, "colour"}, {LetterRole, "letter"},   {NumberRole, "number"},
            {StateRole, "state"}, {ShipRole, "ship"},     {MissileRole, "missile"}, {LastTurnRole, "lastTurn"},
            {MarkRole, "mark"},   {FlashcubeRole, "flashcube"}, {SunkRole, "sunk"},
            {HeatRole, "heat"},   {BestRole, "best"},     {HighlightRole, "highlight"}, {SpokenRole, "spoken"}};
}

QString SpaceModel::readout(int cell, const QString& space) const { return described(cell, space, false); }

QString SpaceModel::spoken(int cell) const { return described(cell, space_name_, true); }

void SpaceModel::setSpaceName(const QString& name)
{
    if (name == space_name_)
        return;
    space_name_ = name;
    emit dataChanged(index(0), index(kCellCount - 1), {SpokenRole});
}

namespace {

// "Yellow x 3" [11.4]: the layer's colour in words, for a voice.
QString spoken_cell(Cell c)
{
    static const char* const colours[5] = {QT_TRANSLATE_NOOP("ss::app::SpaceModel", "Red"),
                                           QT_TRANSLATE_NOOP("ss::app::SpaceModel", "Orange"),
                                           QT_TRANSLATE_NOOP("ss::app::SpaceModel", "Yellow"),
                                           QT_TRANSLATE_NOOP("ss::app::SpaceModel", "Green"),
                                           QT_TRANSLATE_NOOP("ss::app::SpaceModel", "Blue")};
    return SpaceModel::tr("%1 %2 %3")
        .arg(SpaceModel::tr(colours[c.colour()]), QString(QChar("vwxyz"[c.letter()])))
        .arg(c.number() + 1);
}

// "KC" → "kill cruiser", "AG2" → "assault gunboat 2", "DS+KC" (overlapping, at setup) → both.
QString spoken_ships(const QString& labels)
{
    QStringList out;
    for (const QString& label : labels.split('+', Qt::SkipEmptyParts)) {
        const auto type = ship_type_from_code(label.left(2).toStdString());
        out << (type ? (ship_name(*type) + (label.size() > 2 ? " " + label.mid(2) : QString())) : label);
    }
    return out.join(SpaceModel::tr(" and "));
}

// What the last turn did to a cell, in words.
QString last_turn_words(SpaceModel::LastTurn last)
{
    using L = SpaceModel::LastTurn;
    switch (last) {
    case L::Untouched: return {};
    case L::Miss: return SpaceModel::tr("missed");
    case L::Hit: return SpaceModel::tr("hit");
    case L::Duplicate: return SpaceModel::tr("struck again, already destroyed");
    case L::BeamMiss: return SpaceModel::tr("missed by a beam");
    case L::BeamHit: return SpaceModel::tr("hit by a beam");
    case L::BeamDuplicate: return SpaceModel::tr("struck again by a beam, already destroyed");
    case L::Explosion: return SpaceModel::tr("destroyed by a missile's explosion");
    case L::Scanned: return SpaceModel::tr("scanned");
    case L::Kamikaze: return SpaceModel::tr("launched a kamikaze strike");
    }
    return {};
}

} // namespace

QString SpaceModel::described(int cell, const QString& space, bool spoken) const
{
    if (cell < 0 || cell >= kCellCount)
        return {};
    const QModelIndex i = index(cell);
    const auto get = [&](Role r) { return data(i, r).toString(); };
    const Cell c{static_cast<std::uint8_t>(cell)};
    QString text = (spoken ? spoken_cell(c) : get(NameRole)) + (space.isEmpty() ? QString() : ", " + space);
    const CellView& v = cells_[cell];
    const CellState state = v.state;
    const QString ship = spoken ? spoken_ships(v.ship) : v.ship;
    switch (state) {
    case CellState::Unknown: text += tr(": unknown"); break;
    case CellState::Empty: text += tr(": no ship"); break;
    case CellState::Ship:
        if (side_ == Side::Own)
            text += spoken ? (ship.isEmpty() ? tr(": a ship, undamaged") : tr(": %1, undamaged").arg(ship))
                           : tr(": ship") + (ship.isEmpty() ? QString() : " " + ship) + tr(", undamaged");
        else
            text += tr(": a ship is here") + (ship.isEmpty() ? QString() : " (" + ship + ")");
        break;
    case CellState::Revealed: text += tr(": ship %1, undamaged (revealed at the end)").arg(ship); break;
    case CellState::Destroyed:
        text += spoken ? (ship.isEmpty() ? tr(": hit") : tr(": hit, %1").arg(ship))
                       : tr(": destroyed") + (ship.isEmpty() ? QString() : tr(", part of ") + ship);
        break;
    }
    if (v.missile == Missile::Unfired)
        text += tr(", unfired missile");
    else if (v.missile == Missile::Fired)
        text += tr(", missile fired");
    else if (v.missile == Missile::Exploded)
        text += tr(", missile exploded");
    if (v.flashcube != Flashcube::NoFlashcube)
        text += side_ == Side::Own ? tr(" (the opponent knows it from flashcube data [7.1])") : tr(" (flashcube data [7.2])");
    if (v.last_turn != LastTurn::Untouched)
        text += tr("; last turn: %1").arg(last_turn_words(v.last_turn));
    if (heat_shown_ && (state == CellState::Unknown || state == CellState::Revealed ||
                        (state == CellState::Ship && side_ == Side::Opponent)))
        text += tr("; analysis: %1% chance of a ship").arg(qRound(heat_[cell] * 100));
    return text;
}

} // namespace ss::app
