#include "game.h"

#include "half_turn.h"

#include <string>

namespace ss {

Game::Game(Fleet a, Fleet b, const Ruleset& rules) : space_{Space(std::move(a), rules), Space(std::move(b), rules)}
{
    compute_entitlements();
}

Game::Game(Space a, Space b, int turn) : space_{std::move(a), std::move(b)}, turn_(turn)
{
    compute_entitlements();
}

void Game::compute_entitlements()
{
    for (int p = 0; p < 2; ++p)
        entitled_[p] = ss::entitlements(space_[p], turn_);
}

std::optional<Violation> Game::check(Player p, std::span<const Action> actions) const
{
    std::vector<ActionUse> uses;
    return check(p, actions, entitlements(p), uses);
}

std::optional<Violation> Game::check(Player p, std::span<const Action> actions, const Entitlements& e,
                                     std::vector<ActionUse>& uses) const
{
    if (over())
        return Violation{"the game terminated at the end of turn " + std::to_string(turn_ - 1) +
                             ", so no further turn is played",
                         std::string(end_.rule), {}, p};
    return check_actions(p, space(p), e, actions, uses);
}

namespace {

bool only_scans(std::span<const Action> actions)
{
    for (const Action& a : actions)
        if (a.kind != ActionKind::Scan)
            return false;
    return true;
}

} // namespace

bool Game::ends_game_2_3_2(Player p, std::span<const Action> actions) const
{
    return entitled_[index_of(p)].only_kamikaze_and_scans() && !exempt_[index_of(p)] && only_scans(actions);
}

std::optional<Violation> Game::name_beam_ships(Player p, Actions& actions) const
{
    return ss::name_beam_ships(p, space(p), entitlements(p), actions);
}

std::optional<Violation> Game::play(std::span<const Action> a, std::span<const Action> b, TurnReport& report)
{
    const std::array<std::span<const Action>, 2> actions{a, b};
    // Availability is judged on the state at the start of the turn [2.4, D6].
    for (Player p : {Player::A, Player::B})
        if (auto v = check(p, actions[index_of(p)], entitled_[index_of(p)], uses_[index_of(p)]))
            return v;
    const std::array<bool, 2> stalls{ends_game_2_3_2(Player::A, a), ends_game_2_3_2(Player::B, b)};

    report.turn = turn_;
    const std::array<CellSet, 2> destroyed_before{space_[0].destroyed, space_[1].destroyed};
    // Each player's half of the turn [2.2], composed (half_turn.h).
    // 2.2.1, D1: each player's effects on their own space come first.
    for (int p = 0; p < 2; ++p)
        take_actions(space_[p], actions[p], uses_[p], report.side[p].outcomes);
    // 2.2.2-2.2.3, D2-D4: each player's visible aspects answered on the other's space.
    // Answered in the player's own list, they give the results the aspects revealed one
    // by one would (visible_aspects, then receive_results; the property tests play both
    // ways), without copying them out and back.
    for (int p = 0; p < 2; ++p) {
        answer_aspects(space_[1 - p], report.side[p].outcomes);
        burn_out_beams(space_[p], report.side[p].outcomes);
    }
    for (Space& s : space_)
        end_turn(s); // what the ruleset destroys at the end of the turn [classic C5]
    // 2.2.4, D5: destruction reports, and the other player's flashcube data for them
    // (the ships destroyed, for the record, under either ruleset [classic C20]).
    for (int p = 0; p < 2; ++p) {
        report_destroyed(space_[p], destroyed_before[p], report.side[p].destroyed);
        if (rules().visible.flashcube)
            for (DestroyedShip& d : report.side[p].destroyed)
                report_flashcube(space_[1 - p], space_[p].fleet[d.ship].cells, d);
        space_[p].destroyed_last_turn = (space_[p].destroyed - destroyed_before[p]).size();
    }

    // D8: termination, 2.3.1 first, then 2.3.2.
    ++turn_;
    if (!space_[0].has_ships() || !space_[1].has_ships())
        end_.rule = "2.3.1";
    else if (stalls[0] || stalls[1]) {
        end_.rule = "2.3.2";
        end_.stalled = stalls;
    }
    end_.terminated = !end_.rule.empty();
    end_.score = {space_[0].remaining_materiel(), space_[1].remaining_materiel()};
    report.end = end_;
    compute_entitlements();
    return std::nullopt;
}

} // namespace ss
