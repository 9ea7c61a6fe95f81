#include "setup_controller.h"

#include "bots/bot.h"
#include "orientation.h"
#include "shapes.h"

#include <algorithm>

#include <QVariantMap>

namespace ss::app {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QString cells_text(CellSet cells) { return QString::fromStdString(to_string(cells)); }

} // namespace

SetupController::SetupController(QObject* parent) : QObject(parent)
{
    reset_standard();
    revalidate();
}

void SetupController::reset_standard()
{
    entries_ = {{ShipType::DeathStar, {}},
                {ShipType::KillCruiser, {}},
                {saucer_ ? ShipType::FlyingSaucer : ShipType::PatrolCruiser, {}},
                {ShipType::MissileDestroyer, {}},
                {heavy_scout_ ? ShipType::HeavyScout : ShipType::LightScout, {}}};
    current_ = 0;
}

void SetupController::setCostFleet(bool on)
{
    if (on == cost_fleet_)
        return;
    const Layout before = layout();
    cost_fleet_ = on;
    // A cost-24 fleet starts from the standard fleet's ships (which cost 24) [3.7.1].
    if (!on) {
        std::vector<Entry> kept = entries_;
        reset_standard();
        for (Entry& e : entries_) // keep a laid-out ship of each standard type
            for (auto it = kept.begin(); it != kept.end(); ++it)
                if (it->type == e.type) {
                    e.cells = it->cells;
                    kept.erase(it);
                    break;
                }
    }
    changed_from(before, on ? tr("Any ships costing 24 [3.7.1]: add ships from the list, remove the ones you don't want")
                  : tr("The standard fleet [3.7]"));
}

void SetupController::setSaucer(bool on)
{
    if (on == saucer_)
        return;
    const Layout before = layout();
    saucer_ = on;
    if (!cost_fleet_)
        entries_[2].type = on ? ShipType::FlyingSaucer : ShipType::PatrolCruiser;
    changed_from(before);
}

void SetupController::setHeavyScout(bool on)
{
    if (on == heavy_scout_)
        return;
    const Layout before = layout();
    heavy_scout_ = on;
    if (!cost_fleet_) {
        entries_[4].type = on ? ShipType::HeavyScout : ShipType::LightScout;
        if (entries_[4].cells.size() > info(entries_[4].type).size)
            entries_[4].cells = {};
    }
    changed_from(before);
}

int SetupController::fleetCost() const
{
    int total = 0;
    for (const Entry& e : entries_)
        total += info(e.type).cost;
    return total;
}

std::vector<ShipSpec> SetupController::setup() const
{
    std::vector<ShipSpec> out;
    for (const Entry& e : entries_)
        out.push_back({e.type, 0, e.cells});
    number_identities(out);
    return out;
}

QVariantList SetupController::ships() const
{
    QVariantList out;
    // Labels as the grid and the fleet check number them: among the ships laid out.
    std::vector<ShipSpec> placed;
    std::vector<int> where(entries_.size(), -1);
    for (std::size_t i = 0; i < entries_.size(); ++i)
        if (!entries_[i].cells.empty()) {
            where[i] = static_cast<int>(placed.size());
            placed.push_back({entries_[i].type, 0, entries_[i].cells});
        }
    number_identities(placed);
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const ShipTypeInfo& t = info(entries_[i].type);
        QVariantMap m;
        m["code"] = qs(t.code);
        m["label"] = where[i] < 0 ? qs(t.code)
                                  : QString::fromStdString(ship_label(placed[where[i]].type, placed[where[i]].identity));
        m["name"] = qs(t.name);
        m["size"] = t.size;
        m["cost"] = t.cost;
        m["placed"] = entries_[i].cells.size();
        m["cells"] = cells_text(entries_[i].cells);
        m["current"] = static_cast<int>(i) == current_;
        out.push_back(m);
    }
    return out;
}

QVariantList SetupController::shipTypes() const
{
    QVariantList out;
    for (ShipType type : kAllShipTypes) {
        const ShipTypeInfo& t = info(type);
        out.push_back(QVariantMap{{"code", qs(t.code)}, {"name", qs(t.name)}, {"size", t.size}, {"cost", t.cost}});
    }
    return out;
}

void SetupController::setCurrent(int index)
{
    if (index < 0 || index >= static_cast<int>(entries_.size()) || index == current_)
        return;
    current_ = index;
    revalidate();
}

void SetupController::clickCell(int index)
{
    if (index < 0 || index >= kCellCount)
        return;
    const Cell c{static_cast<std::uint8_t>(index)};
    const QString cell = QString::fromStdString(to_string(c));
    if (entries_.empty()) {
        revalidate(tr("Add a ship from the list first"));
        return;
    }
    const Layout before = layout();
    Entry& cur = entries_[current_];
    const QString name = qs(info(cur.type).name);
    if (cur.cells.contains(c)) {
        cur.cells.erase(c);
        changed_from(before, tr("%1: took %2 away").arg(name, cell));
        return;
    }
    for (std::size_t i = 0; i < entries_.size(); ++i)
        if (static_cast<int>(i) != current_ && entries_[i].cells.contains(c)) {
            current_ = static_cast<int>(i);
            revalidate(tr("Selected the %1: click its cells to take them away, or move it with the arrows")
                           .arg(qs(info(entries_[i].type).name)));
            return;
        }
    const int size = info(cur.type).size;
    if (cur.cells.size() >= size) {
        revalidate(tr("The %1 already has its %2 cells [%3]: click one of them to take it away first")
                       .arg(name)
                       .arg(size)
                       .arg(qs(info(cur.type).size_rule)));
        return;
    }
    cur.cells.insert(c);
    // Done with this ship: go on to the next one still to be laid out.
    if (cur.cells.size() == size && !check_shape(cur.type, cur.cells))
        for (std::size_t k = 1; k < entries_.size(); ++k) {
            const std::size_t i = (current_ + k) % entries_.size();
            if (entries_[i].cells.empty()) {
                current_ = static_cast<int>(i);
                break;
            }
        }
    changed_from(before, tr("%1: added %2").arg(name, cell));
}

void SetupController::addShip(const QString& code)
{
    const auto type = ship_type_from_code(code.toStdString());
    if (!type)
        return;
    if (!cost_fleet_) {
        revalidate(tr("The standard fleet has a fixed set of ships [3.7]; choose \"cost 24\" to pick your own [3.7.1]"));
        return;
    }
    const Layout before = layout();
    entries_.push_back({*type, {}});
    current_ = static_cast<int>(entries_.size()) - 1;
    changed_from(before, tr("Added a %1: click %2 cells for it").arg(qs(info(*type).name)).arg(info(*type).size));
}

void SetupController::removeShip(int index)
{
    if (index < 0 || index >= static_cast<int>(entries_.size()))
        return;
    const Layout before = layout();
    const QString name = qs(info(entries_[index].type).name);
    if (cost_fleet_) {
        entries_.erase(entries_.begin() + index);
        if (current_ >= static_cast<int>(entries_.size()))
            current_ = std::max(0, static_cast<int>(entries_.size()) - 1);
        changed_from(before, tr("Removed the %1").arg(name));
    } else {
        entries_[index].cells = {};
        current_ = index;
        changed_from(before, tr("Cleared the %1").arg(name));
    }
}

void SetupController::moveCurrent(int axis, int step)
{
    if (entries_.empty() || axis < 0 || axis > 2)
        return;
    int d[3] = {0, 0, 0};
    d[axis] = step;
    const Layout before = layout();
    QString why;
    if (!shift_current(d[0], d[1], d[2], why)) {
        revalidate(why);
        return;
    }
    changed_from(before, tr("Moved the %1").arg(qs(info(entries_[current_].type).name)));
}

bool SetupController::shift_current(int dc, int dl, int dn, QString& why)
{
    Entry& cur = entries_[current_];
    if (cur.cells.empty()) {
        why = tr("The %1 has no cells to move yet: click its cells first").arg(qs(info(cur.type).name));
        return false;
    }
    CellSet moved;
    for (Cell c : cur.cells) {
        const int k[3] = {c.colour() + dc, c.letter() + dl, c.number() + dn};
        if (!Cell::in_space(k[0], k[1], k[2])) {
            why = tr("The %1 cannot move there: %2 would leave the space, which does not wrap [1.2.6]")
                      .arg(qs(info(cur.type).name), QString::fromStdString(to_string(c)));
            return false;
        }
        moved.insert(Cell::at(k[0], k[1], k[2]));
    }
    cur.cells = moved;
    return true;
}

bool SetupController::dragShip(int from, int to, bool continuing)
{
    if (from < 0 || from >= kCellCount || to < 0 || to >= kCellCount || from == to)
        return false;
    const Cell a{static_cast<std::uint8_t>(from)}, b{static_cast<std::uint8_t>(to)};
    for (std::size_t i = 0; i < entries_.size(); ++i)
        if (entries_[i].cells.contains(a)) {
            const Layout before = layout();
            current_ = static_cast<int>(i);
            QString why;
            if (!shift_current(b.colour() - a.colour(), b.letter() - a.letter(), b.number() - a.number(), why)) {
                revalidate(why);
                return false;
            }
            changed_from(before, tr("Moved the %1").arg(qs(info(entries_[i].type).name)), continuing && !undo_.empty());
            return true;
        }
    return false;
}

SetupController::Entry* SetupController::current_laid_out(const QString& refusal)
{
    if (entries_.empty())
        return nullptr;
    Entry& cur = entries_[current_];
    if (cur.cells.empty()) {
        revalidate(refusal.arg(qs(info(cur.type).name)));
        return nullptr;
    }
    return &cur;
}

void SetupController::rotateCurrent(int step)
{
    Entry* laid_out = current_laid_out(tr("The %1 has no cells to turn yet: click its cells first"));
    if (!laid_out)
        return;
    Entry& cur = *laid_out;
    const QString name = qs(info(cur.type).name);
    const Layout before = layout();
    const std::vector<CellSet> all = orientations(cur.cells);
    const int ways = static_cast<int>(all.size());
    cur.cells = rotated(cur.cells, step);
    int which = 1;
    for (int k = 0; k < ways; ++k)
        if (all[k] == cur.cells)
            which = k + 1;
    changed_from(before, ways == 1 ? tr("The %1 looks the same every way round").arg(name)
                                   : tr("Turned the %1: orientation %2 of the %3 its shape has").arg(name).arg(which).arg(ways));
}

void SetupController::mirrorCurrent(int axis)
{
    Entry* laid_out = axis < 0 || axis > 2 ? nullptr
                                           : current_laid_out(tr("The %1 has no cells to mirror yet: click its cells first"));
    if (!laid_out)
        return;
    Entry& cur = *laid_out;
    const QString name = qs(info(cur.type).name);
    const Layout before = layout();
    cur.cells = mirrored(cur.cells, axis);
    changed_from(before, cur.cells == before.entries[current_].cells ? tr("The %1 is its own mirror image").arg(name)
                                                                     : tr("Mirrored the %1").arg(name));
}

std::vector<bool> SetupController::finished_ships() const
{
    std::vector<bool> done(entries_.size(), false);
    CellSet taken;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
        const Entry& e = entries_[i];
        if (e.cells.size() == info(e.type).size && !check_shape(e.type, e.cells) && !e.cells.intersects(taken)) {
            done[i] = true;
            taken |= e.cells;
        }
    }
    return done;
}

int SetupController::randomKeeps() const
{
    if (cost_fleet_ && fleetCost() != cost())
        return 0;
    const std::vector<bool> done = finished_ships();
    const int kept = static_cast<int>(std::count(done.begin(), done.end(), true));
    return kept == static_cast<int>(entries_.size()) ? 0 : kept;
}

void SetupController::randomLayout()
{
    const Layout before = layout();
    // Random for the rest: the finished ships stay, the others are laid out around them.
    if (randomKeeps() > 0) {
        const std::vector<bool> done = finished_ships();
        std::vector<ShipType> rest;
        CellSet taken;
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            if (done[i])
                taken |= entries_[i].cells;
            else
                rest.push_back(entries_[i].type);
        }
        const auto placed = place_ships_around(rest, taken, Placement::AvoidDensity, rng_);
        if (!placed) {
            revalidate(tr("No room for the other ships around those laid out: move or clear some of them"));
            return;
        }
        std::vector<bool> used(placed->size(), false);
        for (std::size_t i = 0; i < entries_.size(); ++i)
            if (!done[i])
                for (std::size_t k = 0; k < placed->size(); ++k)
                    if (!used[k] && (*placed)[k].type == entries_[i].type) {
                        entries_[i].cells = (*placed)[k].cells;
                        used[k] = true;
                        break;
                    }
        changed_from(before, tr("Laid out the rest at random; the ships you finished stayed where they were"));
        return;
    }
    // The ships the player chose (the standard fleet's saucer or patrol cruiser and light
    // or heavy scout [3.7]; a cost fleet's ships once they cost 24 [3.7.1]), else any.
    std::vector<ShipType> types;
    if (!cost_fleet_ || fleetCost() == cost())
        for (const Entry& e : entries_)
            types.push_back(e.type);
    const std::vector<ShipSpec> ships = types.empty() ? place_fleet(rule(), Placement::AvoidDensity, rng_)
                                                      : place_ships(types, Placement::AvoidDensity, rng_);
    set_ships(ships);
    changed_from(before, types.empty() ? tr("A random legal layout") : tr("A random legal layout of your ships"));
}

void SetupController::undo() { travel(undo_, redo_, tr("Undone"), tr("Undone: %1")); }

void SetupController::redo() { travel(redo_, undo_, tr("Redone"), tr("Redone: %1")); }

void SetupController::travel(std::vector<Layout>& from, std::vector<Layout>& to, const QString& done,
                             const QString& done_what)
{
    if (from.empty())
        return;
    const QString what = from.back().what; // the change between the two layouts
    Layout now = layout();
    now.what = what;
    to.push_back(now);
    restore(from.back());
    from.pop_back();
    revalidate(what.isEmpty() ? done : done_what.arg(what));
}

void SetupController::restore(const Layout& l)
{
    cost_fleet_ = l.cost_fleet;
    saucer_ = l.saucer;
    heavy_scout_ = l.heavy_scout;
    entries_ = l.entries;
    current_ = l.current;
}

void SetupController::changed_from(const Layout& before, QString hint, bool merge)
{
    if (!merge && !before.same_fleet(layout())) {
        undo_.push_back(before);
        undo_.back().what = hint; // what undoing it takes back
        redo_.clear();
        if (undo_.size() > 500)
            undo_.erase(undo_.begin());
    }
    revalidate(std::move(hint));
}

void SetupController::load(const std::vector<ShipSpec>& ships)
{
    const Layout before = layout();
    set_ships(ships);
    changed_from(before);
}

void SetupController::set_ships(const std::vector<ShipSpec>& ships)
{
    if (cost_fleet_) {
        entries_.clear();
        for (const ShipSpec& s : ships)
            entries_.push_back({s.type, s.cells});
    } else {
        for (const ShipSpec& s : ships) {
            if (s.type == ShipType::FlyingSaucer || s.type == ShipType::PatrolCruiser)
                saucer_ = s.type == ShipType::FlyingSaucer;
            if (s.type == ShipType::HeavyScout || s.type == ShipType::LightScout)
                heavy_scout_ = s.type == ShipType::HeavyScout;
        }
        reset_standard();
        for (const ShipSpec& s : ships)
            for (Entry& e : entries_)
                if (e.type == s.type && e.cells.empty()) {
                    e.cells = s.cells;
                    break;
                }
    }
    current_ = 0;
}

void SetupController::clear()
{
    const Layout before = layout();
    empty_space();
    changed_from(before, tr("Cleared"));
}

void SetupController::empty_space()
{
    if (cost_fleet_)
        for (Entry& e : entries_)
            e.cells = {};
    else
        reset_standard();
    current_ = 0;
}

void SetupController::start_over(const QString& hint)
{
    empty_space();
    undo_.clear();
    redo_.clear();
    revalidate(hint);
}

void SetupController::revalidate(QString hint)
{
    hint_ = std::move(hint);
    problems_.clear();
    problem_ships_.clear();
    std::vector<ShipSpec> placed;
    const std::vector<ShipSpec> all = setup();
    bool missing = false;
    CellSet invalid;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].cells.empty()) {
            missing = true;
            const ShipTypeInfo& t = info(all[i].type);
            problems_ << (t.size == 1 ? tr("%1: not laid out yet (1 cell) [3.6]").arg(qs(t.name))
                                      : tr("%1: not laid out yet (%2 cells) [3.6]").arg(qs(t.name)).arg(t.size));
            problem_ships_ << static_cast<int>(i);
        } else {
            placed.push_back(all[i]);
        }
    }
    number_identities(placed);
    if (!placed.empty() || !missing)
        for (const Violation& v : validate_setup(placed, rule())) {
            // Missing ships are listed above; the composition rules would only repeat it.
            if (missing && (v.rule == "3.7" || v.rule == "3.7.1") && v.cells.empty())
                continue;
            problems_ << QString::fromStdString(v.text());
            int about = -1; // the first ship with an offending cell
            for (std::size_t i = 0; i < entries_.size() && about < 0; ++i)
                if (entries_[i].cells.intersects(v.cells))
                    about = static_cast<int>(i);
            problem_ships_ << about;
            // The ship being laid out is marked as such, not as a problem, while its only
            // fault is that it is unfinished; its other problems (shape, overlap) mark it.
            const bool unfinished = !entries_.empty() && v.cells == entries_[current_].cells &&
                                    v.rule == info(entries_[current_].type).size_rule;
            if (!unfinished)
                invalid |= v.cells;
        }
    if (missing && cost_fleet_ && fleetCost() != cost()) { // the cost counts ships still to lay out
        problems_ << tr("the fleet costs %1 but must cost %2 [3.7.1]").arg(fleetCost()).arg(cost());
        problem_ships_ << -1; // about the fleet, not one ship
    }
    legal_ = problems_.isEmpty();
    space_.showSetup(placed);
    CellSet editing;
    if (!entries_.empty())
        editing = entries_[current_].cells;
    space_.setMarks({{invalid, "invalid"}, {editing, "editing"}});
    emit changed();
}

} // namespace ss::app
