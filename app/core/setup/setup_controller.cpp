#include "setup_controller.h"
#include "rulings.h"
#include "ship_names.h"
#include "ship_roles.h"
#include "translations.h"

#include "bots/bot.h"
#include "shapes.h"

#include <QVariantMap>

#include <algorithm>
#include <span>

namespace ss::app {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QString cells_text(CellSet cells) { return QString::fromStdString(to_string(cells)); }

} // namespace

void SetupController::retranslate()
{
    space_.setSpaceName(tr("your space"));
    revalidate();
}

SetupController::SetupController(QObject* parent) : QObject(parent)
{
    space_.setSpaceName(tr("your space"));
    reset_standard();
    revalidate();
}

void SetupController::setCostFleet(bool on)
{
    if (on == cost_fleet_ || (on && !costFleets()))
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

void SetupController::set_additional(int cost)
{
    cost = std::max(0, cost);
    if (cost == additional_) { // a new setup all the same: without the last game's word (sixth playtest)
        revalidate();
        return;
    }
    additional_ = cost;
    if (cost == 0 && !cost_fleet_ && entries_.size() > kStandardShips)
        entries_.resize(kStandardShips);
    current_ = std::min(current_, std::max(0, static_cast<int>(entries_.size()) - 1));
    undo_.clear();
    redo_.clear();
    const bool cells = !costFleets(); // classic: ships of as many cells [7.2]
    revalidate(cost == 1 && cells ? tr("Your remaining materiel at the end of the last game was 1 cell, and no ship has "
                                       "one: this game adds no ship [7.2]")
               : cost > 0 && cells
                   ? tr("This game adds ships of %1 cells in all, your remaining materiel at the end of the last game "
                        "[7.2]: add them from the list")
                         .arg(cost)
               : cost > 0 ? tr("This game adds ships costing %1, your remaining materiel at the end of the last game "
                               "[10.3]: add them from the list")
                                .arg(cost)
                          : QString());
}

void SetupController::setSaucer(bool on)
{
    if (on == saucer_ || !fleetChoices())
        return;
    const Layout before = layout();
    saucer_ = on;
    switch_choice(before, 2, on ? ShipType::FlyingSaucer : ShipType::PatrolCruiser);
}

void SetupController::setHeavyScout(bool on)
{
    if (on == heavy_scout_ || !fleetChoices())
        return;
    const Layout before = layout();
    heavy_scout_ = on;
    switch_choice(before, 4, on ? ShipType::HeavyScout : ShipType::LightScout);
}

// A standard fleet's choice switched [3.7]: the new ship is the one in hand (playtest 26: the
// death star stayed selected), keeping what fits of the old one's cells: a heavy scout's first
// cell as a light scout; a saucer's square goes when it is no patrol cruiser's line.
void SetupController::switch_choice(const Layout& before, std::size_t slot, ShipType type)
{
    if (cost_fleet_ || slot >= entries_.size()) {
        changed_from(before);
        return;
    }
    Entry& e = entries_[slot];
    e.type = type;
    const int size = info(type).size;
    while (e.cells.size() > size)
        e.cells.erase(e.cells.nth(e.cells.size() - 1));
    if (e.cells.size() == size && rules_->ships.check_shape(type, e.cells))
        e.cells = {};
    current_ = static_cast<int>(slot);
    changed_from(before, e.cells.size() < size ? tr("The %1 is in hand: click its cells").arg(ship_name(type)) : QString());
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
        m["name"] = ship_name(t.name);
        m["role"] = ship_shape(entries_[i].type, rules_->tag == "classic") + " " + ship_role(entries_[i].type, rules_->tag == "classic");
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
    for (ShipType type : rules_->ships.types()) {
        const ShipTypeInfo& t = info(type);
        out.push_back(QVariantMap{{"code", qs(t.code)}, {"name", ship_name(t.name)}, {"size", t.size}, {"cost", t.cost}});
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
    const QString name = ship_name(cur.type);
    if (cur.cells.contains(c)) {
        cur.cells.erase(c);
        changed_from(before, tr("%1: took %2 away").arg(name, cell));
        return;
    }
    for (std::size_t i = 0; i < entries_.size(); ++i)
        if (static_cast<int>(i) != current_ && entries_[i].cells.contains(c)) {
            current_ = static_cast<int>(i);
            revalidate(tr("Selected the %1: click its cells to take them away, or move it with the arrows")
                           .arg(ship_name(entries_[i].type)));
            return;
        }
    const int size = info(cur.type).size;
    if (cur.cells.size() >= size) {
        revalidate(tr("The %1 already has its %2 cells%3: click one of them to take it away first")
                       .arg(name)
                       .arg(size)
                       .arg(cited(size_rule(cur.type))));
        return;
    }
    cur.cells.insert(c);
    // Done with this ship: go on to the next one still to be laid out.
    if (cur.cells.size() == size && !rules_->ships.check_shape(cur.type, cur.cells))
        for (std::size_t k = 1; k < entries_.size(); ++k) {
            const std::size_t i = (current_ + k) % entries_.size();
            if (entries_[i].cells.empty()) {
                current_ = static_cast<int>(i);
                break;
            }
        }
    changed_from(before, cur.cells.size() < size ? tr("%1: added %2. %3").arg(name, cell, ship_shape(cur.type, rules_->tag == "classic")) // (its shape while it grows: playtest 30)
                                                 : tr("%1: added %2").arg(name, cell));
}

void SetupController::addShip(const QString& code)
{
    const auto type = ship_type_from_code(code.toStdString());
    const std::span<const ShipType> palette = rules_->ships.types();
    if (!type || std::find(palette.begin(), palette.end(), *type) == palette.end())
        return;
    if (!addsShips()) {
        revalidate(costFleets() ? tr("The standard fleet has a fixed set of ships [3.7]; choose \"cost 24\" to pick "
                                     "your own [3.7.1]")
                                : tr("The classic fleet is one ship of each type [3.3]; more ships come only in a "
                                     "continued match's later games [7.2]"));
        return;
    }
    const Layout before = layout();
    entries_.push_back({*type, {}});
    current_ = static_cast<int>(entries_.size()) - 1;
    changed_from(before, tr("Added the %1: click %2 cells for it").arg(ship_name(*type)).arg(info(*type).size));
}

void SetupController::removeShip(int index)
{
    if (index < 0 || index >= static_cast<int>(entries_.size()))
        return;
    const Layout before = layout();
    const QString name = ship_name(entries_[index].type);
    if (cost_fleet_ || static_cast<std::size_t>(index) >= kStandardShips) { // a ship added [3.7.1, 10.2]
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
        for (const ShipSpec& s : ships) {
            bool taken = false;
            for (std::size_t i = 0; i < kStandardShips && !taken; ++i)
                if (entries_[i].type == s.type && entries_[i].cells.empty()) {
                    entries_[i].cells = s.cells;
                    taken = true;
                }
            if (!taken && additional_ > 0) // an additional ship [10.2]
                entries_.push_back({s.type, s.cells});
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
    if (cost_fleet_ || additional_ > 0)
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
    // With nothing else to say, the shape the ship in hand must take (playtest 29: at 1024x768
    // the shapes showed nowhere, and a death star was laid out by guessing).
    if (hint_.isEmpty() && !entries_.empty() && entries_[current_].cells.size() < info(entries_[current_].type).size)
        hint_ = tr("%1: %2").arg(ship_name(entries_[current_].type), ship_shape(entries_[current_].type, rules_->tag == "classic"));
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
            const QString rule = QString::fromStdString(rules_->cite("3.6"));
            problems_ << (t.size == 1 ? tr("%1: not laid out yet (1 cell)%2").arg(ship_name(t.name), cited(rule))
                                      : tr("%1: not laid out yet (%2 cells)%3").arg(ship_name(t.name)).arg(t.size).arg(cited(rule)));
            problem_ships_ << static_cast<int>(i);
        } else {
            placed.push_back(all[i]);
        }
    }
    number_identities(placed);
    if (!placed.empty() || !missing)
        for (const Violation& v : rules_->ships.validate_setup(placed, rule())) {
            // Missing ships are listed above; the composition rules would only repeat it.
            if (missing && (v.rule == "3.7" || v.rule == "3.7.1" || v.rule == "3.3" || v.rule == "7.2") &&
                v.cells.empty())
                continue;
            problems_ << ruling_text(v);
            int about = -1; // the first ship with an offending cell
            for (std::size_t i = 0; i < entries_.size() && about < 0; ++i)
                if (entries_[i].cells.intersects(v.cells))
                    about = static_cast<int>(i);
            problem_ships_ << about;
            // The ship being laid out is marked as such, not as a problem, while its only
            // fault is that it is unfinished; its other problems (shape, overlap) mark it.
            const bool unfinished = !entries_.empty() && v.cells == entries_[current_].cells &&
                                    QString::fromStdString(v.rule) == size_rule(entries_[current_].type);
            if (!unfinished)
                invalid |= v.cells;
        }
    if (missing && addsShips() && fleetCost() != cost()) { // the cost counts ships still to lay out
        problems_ << (!costFleets() ? tr("the fleet has %1 cells but must have %2: 23 and %3 in additional ships [7.2]")
                                          .arg(fleetCost())
                                          .arg(cost())
                                          .arg(cost() - 23)
                      : additional_ > 0 ? tr("the fleet costs %1 but must cost %2: 24 and %3 of additional ships [10.3]")
                                              .arg(fleetCost())
                                              .arg(cost())
                                              .arg(additional_)
                                        : tr("the fleet costs %1 but must cost %2 [3.7.1]").arg(fleetCost()).arg(cost()));
        problem_ships_ << -1; // about the fleet, not one ship
    }
    legal_ = problems_.isEmpty();
    cover_ = legal_ ? setup_cover(setup(), *rules_) : -1; // (setup_cover.cpp)
    space_.showSetup(placed);
    CellSet editing;
    if (!entries_.empty())
        editing = entries_[current_].cells;
    space_.setMarks({{invalid, SpaceModel::Marking::Invalid}, {editing, SpaceModel::Marking::Editing}});
    emit changed();
}

} // namespace ss::app
