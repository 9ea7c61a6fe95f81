#include "exchange_check.h"

namespace ss {

namespace {

std::string with_article(std::string_view word)
{
    return (word.empty() ? "a" : std::string("aeiou").find(word[0]) != std::string::npos ? "an " : "a ") + std::string(word);
}

class Checker {
public:
    Checker(const Session& game, Player me, const std::array<std::string, 2>& names)
        : game_(game), me_(me), them_(other(me)), names_(names)
    {
    }

    std::optional<FalseReport> check(const std::vector<TurnView>& seen)
    {
        const std::vector<TurnView>& truth = game_.knowledge(me_).history();
        for (std::size_t t = 0; t < seen.size() || t < truth.size(); ++t) {
            const int turn = static_cast<int>(t) + 1;
            if (t >= truth.size())
                return lie(turn, "turns were reported after the game ended [2.3]");
            if (t >= seen.size())
                return lie(turn, "the game was broken off: turn " + std::to_string(turn) + " was never reported [2.2]");
            if (auto r = compare(turn, seen[t], truth[t]))
                return r;
        }
        return std::nullopt;
    }

private:
    FalseReport lie(int turn, const std::string& what) const
    {
        return {turn, them_, names_[index_of(them_)] + "'s report of turn " + std::to_string(turn) + " is false: " + what};
    }

    // "B's kill cruiser" for a cell of the liar's space, or "no ship".
    std::string at(Cell c) const
    {
        const Space& s = game_.game().space(them_);
        const std::uint8_t i = s.ship_at[c.index];
        if (i == kNoShip)
            return "no ship";
        return names_[index_of(them_)] + "'s " + std::string(info(s.fleet[i].type).name);
    }

    std::string result_text(Cell c, StrikeResult truth) const
    {
        return to_string(c) + " was " + with_article(to_string(truth)) +
               (truth == StrikeResult::Miss ? "" : " on " + at(c));
    }

    std::optional<FalseReport> compare(int turn, const TurnView& seen, const TurnView& truth) const
    {
        // The results of my own actions, as the other player answered them [5, 8].
        if (seen.own.size() != truth.own.size())
            return lie(turn, "the results do not match the actions made [2.2.3]");
        for (std::size_t i = 0; i < truth.own.size(); ++i) {
            const Outcome& s = seen.own[i];
            const Outcome& o = truth.own[i];
            const int n = o.kind == ActionKind::Beam ? 3 : o.kind == ActionKind::Strike ? 1 : 0;
            for (int k = 0; k < n; ++k)
                if (s.result[k] != o.result[k])
                    return lie(turn, result_text(o.target[k], o.result[k]) + ", reported as " +
                                         with_article(to_string(s.result[k])) + (o.kind == ActionKind::Beam ? " [5.3]" : " [5.2]"));
            if (o.kind == ActionKind::Scan && s.scan != o.scan)
                return lie(turn, "the scan of " + to_string(o.target[0]) + " found " + std::string(to_string(o.scan)) +
                                     " (" + at(o.target[0]) + "), reported as " + std::string(to_string(s.scan)) + " [8.3.4.1]");
            if (!(s.explosions == o.explosions)) {
                std::string truly;
                for (Cell c : o.explosions)
                    truly += (truly.empty() ? "" : " ") + to_string(c);
                return lie(turn, "the missile explosions of the strike at " + to_string(o.target[0]) + " were " +
                                     (truly.empty() ? std::string("none") : truly) + " [8.1.4.2]");
            }
            if (s.burnout != o.burnout)
                return lie(turn, "the beam at " + to_string(o.target[0]) + " was reported " +
                                     (s.burnout ? "burnt out" : "not burnt out") + " wrongly [8.2.4]");
        }
        // The other player's strikes, beams, scans and kamikaze deaths as made during play
        // against their action list as revealed [2.2.2].
        if (!(seen.opponent == truth.opponent))
            return lie(turn, "the actions revealed at the end are not those played in this turn: "
                             "their visible aspects differ [2.2.2, 11.7.1.1]");
        // The ships the other player reported destroyed [2.2.4], and the flashcube data they
        // gave for my ships destroyed [7.2].
        for (const SeenShip& ship : truth.opponent_destroyed) {
            bool reported = false;
            for (const SeenShip& s : seen.opponent_destroyed)
                reported = reported || (s.type == ship.type && s.cells == ship.cells);
            if (!reported)
                return lie(turn, names_[index_of(them_)] + "'s " + std::string(info(ship.type).name) + " (" +
                                     to_string(ship.cells) + ") was destroyed and not reported [2.2.4]");
        }
        if (seen.opponent_destroyed.size() != truth.opponent_destroyed.size())
            return lie(turn, "a ship was reported destroyed that was not [2.2.4]");
        for (std::size_t i = 0; i < truth.own_destroyed.size() && i < seen.own_destroyed.size(); ++i) {
            const auto& s = seen.own_destroyed[i].flashcube;
            const auto& o = truth.own_destroyed[i].flashcube;
            for (std::size_t k = 0; k < o.size(); ++k)
                if (k >= s.size() || !(s[k] == o[k]))
                    return lie(turn, "the flashcube data for " + to_string(o[k].cell) + " was false: it holds " +
                                         (o[k].ship ? at(o[k].cell) : std::string("no ship")) + " [7.2]");
        }
        if (!(seen.end == truth.end))
            return lie(turn, "the end of the game was reported wrongly [2.3]");
        return std::nullopt;
    }

    const Session& game_;
    Player me_, them_;
    std::array<std::string, 2> names_;
};

} // namespace

std::optional<FalseReport> first_false_report(const Session& game, Player me, const std::vector<TurnView>& seen,
                                              const std::array<std::string, 2>& names)
{
    return Checker(game, me, names).check(seen);
}

} // namespace ss
