// SetupController's editing of a laid-out fleet [3.6]: moving, dragging, turning and
// mirroring the selected ship, random layouts (of the whole fleet, or of the ships still
// to be laid out around those finished), and the undo history of every change.
#include "setup_controller.h"
#include "ship_names.h"

#include "bots/bot.h"
#include "orientation.h"
#include "shapes.h"

#include <algorithm>

namespace ss::app {

namespace {


} // namespace

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
    changed_from(before, tr("Moved the %1").arg(ship_name(entries_[current_].type)));
}

bool SetupController::shift_current(int dc, int dl, int dn, QString& why)
{
    Entry& cur = entries_[current_];
    if (cur.cells.empty()) {
        why = tr("The %1 has no cells to move yet: click its cells first").arg(ship_name(cur.type));
        return false;
    }
    CellSet moved;
    for (Cell c : cur.cells) {
        const int k[3] = {c.colour() + dc, c.letter() + dl, c.number() + dn};
        if (!Cell::in_space(k[0], k[1], k[2])) {
            why = tr("The %1 cannot move there: %2 would leave the space, which does not wrap [1.2.6]")
                      .arg(ship_name(cur.type), QString::fromStdString(to_string(c)));
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
    // The ship in hand first: dragged across another ship, it shares cells with it (a
    // playtest: the other ship went on moving instead).
    const auto holds = [&](std::size_t i) { return entries_[i].cells.contains(a); };
    const std::size_t in_hand = static_cast<std::size_t>(std::max(0, current_));
    for (std::size_t k = 0; k <= entries_.size(); ++k)
        if (const std::size_t i = k == 0 ? in_hand : k - 1; i < entries_.size() && holds(i)) {
            const Layout before = layout();
            current_ = static_cast<int>(i);
            QString why;
            if (!shift_current(b.colour() - a.colour(), b.letter() - a.letter(), b.number() - a.number(), why)) {
                revalidate(why);
                return false;
            }
            changed_from(before, tr("Moved the %1").arg(ship_name(entries_[i].type)), continuing && !undo_.empty());
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
        revalidate(refusal.arg(ship_name(cur.type)));
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
    const QString name = ship_name(cur.type);
    const Layout before = layout();
    const std::vector<CellSet> all = orientations(cur.cells);
    const int ways = static_cast<int>(all.size());
    cur.cells = rotated(cur.cells, step);
    int which = 1;
    for (int k = 0; k < ways; ++k)
        if (all[k] == cur.cells)
            which = k + 1;
    changed_from(before, ways == 1 ? tr("The %1 looks the same every way round").arg(name)
                                   : tr("Turned the %1 (way %2 of %3)").arg(name).arg(which).arg(ways));
}

void SetupController::mirrorCurrent(int axis)
{
    Entry* laid_out = axis < 0 || axis > 2 ? nullptr
                                           : current_laid_out(tr("The %1 has no cells to mirror yet: click its cells first"));
    if (!laid_out)
        return;
    Entry& cur = *laid_out;
    const QString name = ship_name(cur.type);
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
        if (e.cells.size() == info(e.type).size && !rules_->ships.check_shape(e.type, e.cells) &&
            !e.cells.intersects(taken)) {
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

void SetupController::randomLayout() { lay_out_at_random(false); }

void SetupController::hiddenLayout() { lay_out_at_random(true); }

void SetupController::lay_out_at_random(bool hidden)
{
    // Plain chance, as a Battleships player expects of "Random" (playtest 30: a layout kept
    // off the likeliest cells made the middle bot easy without a word), or, when asked to
    // hide, one of the least dense of many layouts at random, as the bots hide their own:
    // the single least dense one is a layout a bot that learns comes to expect.
    const Placement placement = hidden ? Placement::Evasive : Placement::Uniform;
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
        const auto placed = place_ships_around(rest, taken, placement, rng_, *rules_);
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
        changed_from(before, hidden ? tr("Laid out the rest off the cells shooters try first; the ships you finished stayed where they were")
                                    : tr("Laid out the rest at random; the ships you finished stayed where they were"));
        return;
    }
    // The ships the player chose (the standard fleet's saucer or patrol cruiser and light
    // or heavy scout [3.7]; a cost fleet's ships once they cost 24 [3.7.1]), else any.
    std::vector<ShipType> types;
    if ((!cost_fleet_ && additional_ == 0) || fleetCost() == cost()) // (additional ships [10.3]: once they cost enough)
        for (const Entry& e : entries_)
            types.push_back(e.type);
    const std::vector<ShipSpec> ships = types.empty() ? place_fleet(rule(), placement, rng_, *rules_)
                                                      : place_ships(types, placement, rng_, *rules_);
    set_ships(ships);
    if (hidden) // (a playtest wondered why every random layout hid well: said so)
        changed_from(before, types.empty() ? tr("A layout hidden well, its ships off the cells shooters try first")
                                           : tr("A layout of your ships hidden well, off the cells shooters try first"));
    else
        changed_from(before, types.empty() ? tr("A random layout") : tr("A random layout of your ships"));
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
    if (!before.same_fleet(layout()))
        left_behind_.clear(); // (a ship laid out anew: the rules' switch is no longer to be undone)
    if (!merge && !before.same_fleet(layout())) {
        undo_.push_back(before);
        undo_.back().what = hint; // what undoing it takes back
        redo_.clear();
        if (undo_.size() > 500)
            undo_.erase(undo_.begin());
    }
    revalidate(std::move(hint));
}

} // namespace ss::app
