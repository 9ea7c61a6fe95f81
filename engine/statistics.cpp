#include "statistics.h"

#include "session.h"

namespace ss {

namespace {

void tally(SideStatistics& s, const TurnView& view)
{
    for (const Outcome& o : view.own) {
        switch (o.kind) {
        case ActionKind::Strike:
            ++s.strikes.used;
            ++s.strikes.cells;
            s.strikes.hits += o.result[0] == StrikeResult::Hit;
            break;
        case ActionKind::Beam:
            ++s.beams.used;
            s.beams.cells += o.cells;
            for (int k = 0; k < o.cells; ++k)
                s.beams.hits += o.result[k] == StrikeResult::Hit;
            break;
        case ActionKind::Missile:
            ++s.missiles.used;
            break;
        case ActionKind::Kamikaze:
            ++s.kamikaze.used;
            break;
        case ActionKind::Scan:
            ++s.scans.used;
            ++s.scans.cells;
            s.scans.hits += o.scan != ScanResult::Empty;
            break;
        }
        s.explosions += o.explosions.count;
    }
}

} // namespace

GameStatistics game_statistics(const GameRecord& record, const std::optional<std::array<FleetRule, 2>>& rules)
{
    const Session game = Session::replay(record, -1, rules);
    GameStatistics out;
    out.turns = game.turns_played();
    for (Player p : {Player::A, Player::B}) {
        SideStatistics& s = out.side[index_of(p)];
        for (const TurnView& view : game.knowledge(p).history())
            tally(s, view);
        for (const Ship& ship : game.game().space(p).fleet)
            s.ships.push_back({ship.type, ship.label(), 0, 0});
    }
    // The game as it stood after each turn.
    std::array<CellSet, 2> destroyed_before;
    for (int t = 0; t <= out.turns; ++t) {
        const Session then = t == out.turns ? game : Session::replay(record, t, rules);
        for (Player p : {Player::A, Player::B}) {
            SideStatistics& s = out.side[index_of(p)];
            const Space& own = then.game().space(p);
            s.materiel.push_back(own.remaining_materiel());
            const CellSet seen = then.knowledge(other(p)).opponent_ship();
            for (std::size_t i = 0; i < own.fleet.size(); ++i) {
                ShipFate& fate = s.ships[i];
                if (t > 0 && fate.found == 0 && seen.intersects(own.fleet[i].cells))
                    fate.found = t;
                if (t > 0 && fate.destroyed == 0 && own.ship_destroyed(static_cast<int>(i)))
                    fate.destroyed = t;
            }
            if (t == 0) {
                destroyed_before[index_of(p)] = own.destroyed;
                continue;
            }
            // The other player's hits this turn: p's cells newly destroyed, less those p
            // destroyed itself by kamikaze strikes [4.5.3].
            CellSet lost = own.destroyed - destroyed_before[index_of(p)];
            for (const Outcome& o : game.knowledge(p).history()[t - 1].own)
                if (o.kind == ActionKind::Kamikaze)
                    lost.erase(o.target[0]);
            out.side[index_of(other(p))].hits.push_back(lost.size());
            destroyed_before[index_of(p)] = own.destroyed;
        }
    }
    return out;
}

} // namespace ss
