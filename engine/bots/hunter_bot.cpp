// hunter: hunt and target, adapted to 3-D and simultaneous turns. Hunts on a parity
// lattice (every ship but the one-cell ones covers both parities); targets the
// face-neighbours of hits not yet explained by a revealed ship, along the line of two
// hits first.
#include "bots/beliefs.h"
#include "bots/bot_list.h"
#include "geometry.h"

namespace ss {

namespace {

class HunterBot : public Bot {
public:
    std::string name() const override { return "hunter"; }
    void turn(const Knowledge& k, Actions& out) override
    {
        const Evidence ev = evidence_of(k, rule());
        CellScores p{};
        for (int c = 0; c < kCellCount; ++c) {
            const Cell cell{static_cast<std::uint8_t>(c)};
            p[c] = (cell.colour() + cell.letter() + cell.number()) % 2 == 0 ? 0.2 : 0.1;
        }
        const CellSet hits = ev.unexplained & ev.destroyed;
        for (Cell h : hits)
            for (Cell n : adjacent(h)) {
                p[n.index] = std::max(p[n.index], 0.6);
                // In line with a second hit on the other side: the likeliest continuation.
                const int bc = 2 * h.colour() - n.colour(), bl = 2 * h.letter() - n.letter(), bn = 2 * h.number() - n.number();
                if (Cell::in_space(bc, bl, bn) && hits.contains(Cell::at(bc, bl, bn)))
                    p[n.index] = 0.8;
            }
        for (Cell c : ev.unexplained - ev.destroyed)
            p[c.index] = 1;
        TargetingStyle style;
        style.scan_for_information = false;
        choose_actions(k, rule(), p, rng_, out, style);
    }
};

} // namespace

std::unique_ptr<Bot> make_hunter_bot() { return std::make_unique<HunterBot>(); }

} // namespace ss
