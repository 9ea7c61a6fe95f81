#include "knowledge.h"

#include "half_turn.h"

namespace ss {

namespace {

SeenShip seen_ship(const Fleet& owner, const DestroyedShip& d)
{
    const Ship& s = owner[d.ship];
    return {s.type, static_cast<std::uint8_t>(s.numbered ? s.identity : 0), s.cells, {d.begin(), d.end()}};
}

} // namespace

TurnView view_of(const Game& game, const TurnReport& report, Player p)
{
    const Player q = other(p);
    TurnView v;
    v.turn = report.turn;
    v.own = report.of(p).outcomes;
    for (const DestroyedShip& d : report.of(p).destroyed)
        v.own_destroyed.push_back(seen_ship(game.space(p).fleet, d));
    if (game.rules().visible.destruction_reports) // [2.2.4]; none in classic [C20]
        for (const DestroyedShip& d : report.of(q).destroyed)
            v.opponent_destroyed.push_back(seen_ship(game.space(q).fleet, d));
    // The opponent's visible aspects [2.2.2], as the opponent revealed them.
    visible_aspects(report.of(q).outcomes, v.opponent);
    v.end = report.end;
    return v;
}

Knowledge::Knowledge(Player me, Fleet own_fleet, const Ruleset& rules) : me_(me), own_(std::move(own_fleet), rules) {}

void Knowledge::learn(const TurnView& v)
{
    const CellSet before = own_.destroyed;
    // Own effects: missiles fired, kamikaze launch cells destroyed [D1], beams burnt out.
    for (const Outcome& o : v.own) {
        switch (o.kind) {
        case ActionKind::Missile:
            own_.fired.insert(o.target[0]);
            break;
        case ActionKind::Kamikaze:
            own_.destroyed.insert(o.target[0]);
            break;
        case ActionKind::Beam:
        case ActionKind::Strike: {
            for (int k = 0; k < o.cells; ++k) {
                const Cell c = o.target[k];
                if (o.result[k] == StrikeResult::Miss) {
                    opp_empty_.insert(c);
                } else {
                    opp_ship_.insert(c);
                    opp_destroyed_.insert(c);
                }
            }
            for (Cell c : o.explosions) {
                opp_ship_.insert(c);
                opp_destroyed_.insert(c);
                opp_missiles_.insert(c);
            }
            if (o.kind == ActionKind::Beam && o.burnout)
                own_.burnt_out[o.ship] = 1;
            break;
        }
        case ActionKind::Scan:
            if (o.scan == ScanResult::Empty) {
                opp_empty_.insert(o.target[0]);
            } else {
                opp_ship_.insert(o.target[0]);
                if (o.scan == ScanResult::Destroyed)
                    opp_destroyed_.insert(o.target[0]);
            }
            break;
        }
    }
    // The opponent's visible aspects on this player's space [5].
    for (const Outcome& o : v.opponent) {
        if (o.kind == ActionKind::Kamikaze) { // a kamikaze death in the opponent's space [5.4]
            opp_ship_.insert(o.target[0]);
            opp_destroyed_.insert(o.target[0]);
            continue;
        }
        if (o.kind == ActionKind::Scan)
            continue;
        for (int k = 0; k < o.cells; ++k)
            if (o.result[k] == StrikeResult::Hit)
                own_.destroyed.insert(o.target[k]);
        for (Cell c : o.explosions)
            own_.destroyed.insert(c);
    }
    own_.destroyed_last_turn = (own_.destroyed - before).size();
    // Destroyed ships and flashcube data [2.2.4, 7].
    for (const SeenShip& s : v.own_destroyed)
        for (const FlashcubeCell& f : s.flashcube) {
            flashcube_.push_back(f);
            if (f.ship) {
                opp_ship_.insert(f.cell);
                if (f.destroyed)
                    opp_destroyed_.insert(f.cell);
            } else {
                opp_empty_.insert(f.cell);
            }
        }
    for (const SeenShip& s : v.opponent_destroyed) {
        revealed_.push_back(s);
        opp_ship_ |= s.cells;
        opp_destroyed_ |= s.cells;
    }
    history_.push_back(v);
}

namespace {

struct Fnv {
    std::uint64_t h = 0xCBF29CE484222325ULL;
    void add(std::uint64_t v)
    {
        for (int i = 0; i < 8; ++i) {
            h ^= (v >> (8 * i)) & 0xFF;
            h *= 0x100000001B3ULL;
        }
    }
    void add(CellSet cells)
    {
        add(static_cast<std::uint64_t>(cells.size()));
        for (Cell c : cells)
            add(c.index);
    }
    void add(const Outcome& o)
    {
        add(static_cast<std::uint64_t>(o.kind));
        for (int i = 0; i < o.cells; ++i) {
            add(o.target[i].index);
            add(static_cast<std::uint64_t>(o.result[i]));
        }
        add(static_cast<std::uint64_t>(o.scan));
        add(o.burnout);
        add(o.explosions.count);
        for (Cell c : o.explosions)
            add(c.index);
    }
    void add(const FlashcubeCell& f)
    {
        add(f.cell.index);
        add(f.ship);
        add(static_cast<std::uint64_t>(f.type));
        add(f.identity);
        add(f.destroyed);
    }
    void add(const SeenShip& s)
    {
        add(static_cast<std::uint64_t>(s.type));
        add(s.identity);
        add(s.cells);
        add(s.flashcube.size());
        for (const FlashcubeCell& f : s.flashcube)
            add(f);
    }
};

} // namespace

std::uint64_t Knowledge::digest() const
{
    Fnv f;
    f.add(static_cast<std::uint64_t>(index_of(me_)));
    f.add(own_.destroyed);
    f.add(own_.fired);
    f.add(own_.occupied);
    for (const CellSet s : {opp_empty_, opp_ship_, opp_destroyed_, opp_missiles_})
        f.add(s);
    f.add(revealed_.size());
    for (const SeenShip& s : revealed_)
        f.add(s);
    f.add(flashcube_.size());
    for (const FlashcubeCell& c : flashcube_)
        f.add(c);
    f.add(history_.size());
    for (const TurnView& v : history_) {
        f.add(static_cast<std::uint64_t>(v.turn));
        for (const auto* side : {&v.own, &v.opponent}) {
            f.add(side->size());
            for (const Outcome& o : *side)
                f.add(o);
        }
        for (const auto* ships : {&v.own_destroyed, &v.opponent_destroyed}) {
            f.add(ships->size());
            for (const SeenShip& s : *ships)
                f.add(s);
        }
    }
    return f.h;
}

} // namespace ss
