// Classic beams and the simultaneous turn. A beam strikes a whole row of the space: five
// cells in a line, each sharing a face with the next [6.1.3.2, C12]. Every strike reads
// the state at the start of the turn and everything it destroys is destroyed at the end
// of it [2.4, 5.1.3, 4.4.3, 6.6.3.1, C5], so the order of strikes never matters.
#include "classic.h"

#include "geometry.h"
#include "random_play.h"
#include "report.h"
#include "space.h"

#include <algorithm>

namespace ss::classic {

namespace {

class Rows final : public BeamGeometry {
public:
    int length() const override { return kSide; }
    int firing_direction(const Outcome&) const override { return -1; }

    std::optional<std::array<Cell, 5>> targets(const Action& beam) const override
    {
        const Cell a = beam.cell, b = beam.to;
        const std::array<int, 3> d{b.colour() - a.colour(), b.letter() - a.letter(), b.number() - a.number()};
        int axis = -1;
        for (int k = 0; k < 3; ++k) {
            if (d[k] == 0)
                continue;
            if (axis >= 0 || (d[k] != kSide - 1 && d[k] != 1 - kSide))
                return std::nullopt; // not the two ends of one row
            axis = k;
        }
        if (axis < 0)
            return std::nullopt;
        const int step = d[axis] > 0 ? 1 : -1;
        std::array<Cell, 5> out{};
        for (int i = 0; i < kSide; ++i) {
            std::array<int, 3> c{a.colour(), a.letter(), a.number()};
            c[axis] += i * step;
            out[i] = Cell::at(c[0], c[1], c[2]);
        }
        return out;
    }

    const std::vector<std::pair<Cell, Cell>>& lines() const override
    {
        static const auto all = [] { // 25 rows along each of the three axes [C12]
            std::vector<std::pair<Cell, Cell>> out;
            for (int axis = 0; axis < 3; ++axis)
                for (int i = 0; i < kSide; ++i)
                    for (int j = 0; j < kSide; ++j) {
                        std::array<int, 3> from{i, j, 0}, to{i, j, kSide - 1};
                        std::rotate(from.begin(), from.begin() + (2 - axis), from.end());
                        std::rotate(to.begin(), to.begin() + (2 - axis), to.end());
                        out.emplace_back(Cell::at(from[0], from[1], from[2]), Cell::at(to[0], to[1], to[2]));
                    }
            return out;
        }();
        return all;
    }

    Action random_beam(const Space& own, const Entitlements&, int ship, Rng& rng) const override
    {
        std::vector<Action> through; // the rows through the death star's cells [6.1.3.3, C13]
        for (const auto& [from, to] : lines()) {
            const Action beam = Action::beam(from, to);
            if (own.rules->actions.can_fire_along(own, ship, beam))
                through.push_back(beam);
        }
        return through[uniform(rng, static_cast<int>(through.size()))];
    }
};

class Simultaneous final : public Resolution {
public:
    void launch(Space& own, ActionKind kind, Cell cell) const override
    {
        if (kind == ActionKind::Missile)
            own.fired.insert(cell); // fired just before the visible aspects [6.6.2.2, C6]
        else
            own.pending.insert(cell); // destroyed at the end of the turn [4.4.3, C5]
    }

    StrikeResult strike(Space& target, Cell cell, Explosions& explosions) const override
    {
        const std::uint8_t ship = target.ship_at[cell.index];
        if (ship == kNoShip)
            return StrikeResult::Miss; // [5.1.2]
        if (target.destroyed.contains(cell))
            return StrikeResult::Duplicate; // destroyed at the start of the turn [5.1.4, C5]
        target.pending.insert(cell);        // [5.1.3]
        // Still an unfired missile just after the visible aspects [6.6.3, C6, C7]: it
        // explodes, destroying the same ship's adjacent cells undamaged at the start.
        if (target.missiles.contains(cell) && !target.fired.contains(cell)) {
            explosions.add_once(cell);
            for (Cell c : (adjacent(cell) & target.fleet[ship].cells) - target.destroyed) {
                target.pending.insert(c);
                explosions.add_once(c);
            }
        }
        return StrikeResult::Hit;
    }

    void end_turn(Space& own) const override
    {
        own.destroyed |= own.pending;
        own.pending = {};
    }
};

} // namespace

const BeamGeometry& beams()
{
    static const Rows r;
    return r;
}

const Resolution& resolution()
{
    static const Simultaneous s;
    return s;
}

} // namespace ss::classic
