#include "own_side.h"

#include "half_turn.h"

#include <algorithm>

namespace ss {

OwnSide::OwnSide(Player me, Fleet own, const Ruleset& rules)
    : knowledge_(me, std::move(own), rules), entitlements_(knowledge_.entitlements())
{
}

std::optional<Violation> OwnSide::check(const Actions& actions) const
{
    if (over())
        return Violation{"the game is over, so no further turn is played", std::string(end_.rule), {}};
    return TurnRules::check(actions);
}

std::optional<Violation> OwnSide::choose(const Actions& actions, std::vector<Outcome>& aspects)
{
    if (over())
        return check(actions);
    // Checked once, on the state at the turn's start [2.4, D6]; the check gives the uses.
    std::vector<ActionUse> uses;
    if (auto v = check_actions(player(), knowledge_.own(), entitlements_, actions, uses))
        return v;
    actions_ = actions;
    uses_ = std::move(uses);
    stalls_ = ends_game_2_3_2(actions); // [2.3.2]
    space_ = knowledge_.own();
    destroyed_before_ = space_.destroyed;
    take_actions(space_, actions_, uses_, outcomes_); // [2.2.1, D1]
    visible_aspects(outcomes_, aspects);              // [2.2.2]
    return std::nullopt;
}

std::vector<Outcome> OwnSide::answer(std::vector<Outcome> their_aspects)
{
    answer_aspects(space_, their_aspects); // [2.2.3]
    end_turn(space_);                      // both players' effects are in [classic C5]
    answered_ = their_aspects;
    return their_aspects;
}

bool OwnSide::receive(const std::vector<Outcome>& answered)
{
    std::vector<Outcome> sent;
    visible_aspects(outcomes_, sent);
    if (answered.size() != sent.size())
        return false;
    for (std::size_t i = 0; i < sent.size(); ++i)
        if (answered[i].kind != sent[i].kind || answered[i].cells != sent[i].cells ||
            !std::equal(sent[i].target.begin(), sent[i].target.begin() + sent[i].cells, answered[i].target.begin()))
            return false;
    receive_results(space_, outcomes_, answered); // results, and beams burnt out [8.2.4]
    return true;
}

std::vector<SeenShip> OwnSide::destroyed() const
{
    std::vector<DestroyedShip> ships;
    report_destroyed(space_, destroyed_before_, ships);
    std::vector<SeenShip> out;
    for (const DestroyedShip& d : ships) {
        const Ship& s = space_.fleet[d.ship];
        out.push_back({s.type, static_cast<std::uint8_t>(s.numbered ? s.identity : 0), s.cells, {}});
    }
    return out;
}

std::vector<FlashcubeCell> OwnSide::flashcube(CellSet cells) const
{
    if (!own().rules->visible.flashcube) // [7]; none in classic [C20]
        return {};
    DestroyedShip d;
    report_flashcube(space_, cells, d);
    return {d.begin(), d.end()};
}

SideStatus OwnSide::status() const { return {space_.has_ships(), stalls_, space_.remaining_materiel()}; }

const TurnView& OwnSide::finish(std::vector<SeenShip> their_destroyed, const std::vector<FlashcubeCell>& their_flashcube,
                                const SideStatus& theirs)
{
    view_ = {};
    view_.turn = turn();
    view_.own = outcomes_;
    view_.own_destroyed = destroyed();
    // The other's flashcube data for this player's ships, in the order they were reported.
    std::size_t next = 0;
    for (SeenShip& mine : view_.own_destroyed)
        for (std::size_t k = 0; k < static_cast<std::size_t>(mine.cells.size()) && next < their_flashcube.size(); ++k)
            mine.flashcube.push_back(their_flashcube[next++]);
    if (!own().rules->visible.destruction_reports) // none in classic [C20]
        their_destroyed.clear();
    for (SeenShip& ship : their_destroyed)
        ship.flashcube = flashcube(ship.cells);
    view_.opponent_destroyed = std::move(their_destroyed);
    view_.opponent = answered_;
    // Termination [2.3, D8]: 2.3.1 first, then 2.3.2.
    const SideStatus mine = status();
    const std::array<SideStatus, 2> both = player() == Player::A ? std::array{mine, theirs} : std::array{theirs, mine};
    GameEnd end;
    if (!both[0].has_ships || !both[1].has_ships)
        end.rule = "2.3.1";
    else if (both[0].stalled || both[1].stalled) {
        end.rule = "2.3.2";
        end.stalled = {both[0].stalled, both[1].stalled};
    }
    end.terminated = !end.rule.empty();
    end.score = {both[0].materiel, both[1].materiel};
    end_ = end;
    view_.end = end;
    knowledge_.learn(view_);
    entitlements_ = knowledge_.entitlements();
    return view_;
}

} // namespace ss
