#include "match.h"

#include "turn_log.h" // you()

#include <QCoreApplication>

#include <algorithm>

namespace ss::app {

void Match::begin(Kind kind, int games)
{
    kind_ = kind;
    planned_ = kind == Kind::Single ? 1 : std::clamp(games, 2, 99);
    games_.clear();
    ends_.clear();
}

void Match::restore(const Record& record, const std::vector<GameEnd>& ends)
{
    const GameRecord& first = record.games.front();
    const std::string kind = first.tag("Match", "single");
    const Kind k = kind == "scored" ? Kind::Scored : kind == "continued" ? Kind::Continued : Kind::Single;
    int planned = static_cast<int>(record.games.size());
    try {
        planned = std::max(planned, std::stoi(first.tag("Games", "0")));
    } catch (const std::exception&) { // a free-text tag: the games in the record, then
    }
    begin(k, planned);
    if (const Ruleset* r = first.ruleset())
        rules_ = r;
    for (std::size_t g = 0; active() && g < record.games.size() && g < ends.size(); ++g)
        if (ends[g].terminated)
            add(record.games[g], ends[g]);
}

std::array<FleetRule, 2> Match::rules_of(int index, FleetRule base) const
{
    std::array<FleetRule, 2> out{base, base};
    if (kind_ == Kind::Continued && index > 0 && index <= finished())
        for (int p = 0; p < 2; ++p) {
            out[p].additional = ends_[static_cast<std::size_t>(index - 1)].score[p];
            out[p].continued = true;
        }
    return out;
}

void Match::tag_first_game(GameRecord& game) const
{
    if (!active())
        return;
    game.set_tag("Match", kind_ == Kind::Scored ? "scored" : "continued");
    game.set_tag("Games", std::to_string(planned_));
}

void Match::add(const GameRecord& game, const GameEnd& end)
{
    games_.push_back(game);
    ends_.push_back(end);
}

Record Match::record(const GameRecord* in_play) const
{
    Record r{games_};
    if (in_play)
        r.games.push_back(*in_play);
    return r;
}

std::array<int, 2> Match::overall() const
{
    std::array<int, 2> sum{};
    for (const GameEnd& e : ends_)
        for (int p = 0; p < 2; ++p)
            sum[p] += e.score[p];
    return sum;
}

QString Match::describe(const std::array<QString, 2>& names, bool between) const
{
    if (!active())
        return {};
    const bool classic = !rules_->matches.scored; // classic matches [7]: continued, additional ships in cells
    const QString kind = kind_ == Kind::Scored ? tr("Scored match [9]")
                         : classic             ? tr("Continued match [7]")
                                               : tr("Continued match [10]");
    const QString game = over() || between ? tr("%1 of %2 games played").arg(finished()).arg(planned_)
                                           : tr("game %1 of %2").arg(std::min(current(), planned_)).arg(planned_);
    if (kind_ == Kind::Scored) {
        const auto sum = overall();
        return tr("%1, %2 — overall %3 %4, %5 %6 [9.4]").arg(kind, game, names[0]).arg(sum[0]).arg(names[1]).arg(sum[1]);
    }
    if (ends_.empty())
        return tr("%1, %2").arg(kind, game);
    const GameEnd& last = ends_.back();
    return (over()    ? tr("%1, %2 — the last game's remaining materiel: %3 %4, %5 %6")
            : classic ? tr("%1, %2 — additional ships of cells %3 %4, %5 %6 [7.2]")
                      : tr("%1, %2 — additional ships costing %3 %4, %5 %6 [10.3]"))
        .arg(kind, game, names[0])
        .arg(last.score[0])
        .arg(names[1])
        .arg(last.score[1]);
}

QString Match::result(const std::array<QString, 2>& names) const
{
    if (!over())
        return {};
    if (kind_ == Kind::Scored) {
        const auto sum = overall();
        if (sum[0] == sum[1])
            return tr("The match is drawn, %1–%2 overall [9.5]").arg(sum[0]).arg(sum[1]);
        const int w = sum[0] > sum[1] ? 0 : 1;
        return (names[w] == you() ? tr("You win the match, %1–%2 overall [9.5]")
                                  : tr("%1 wins the match, %2–%3 overall [9.5]").arg(names[w]))
            .arg(sum[w])
            .arg(sum[1 - w]);
    }
    const GameEnd& last = ends_.back();
    if (!rules_->matches.scored) { // the classic text names no match winner: the last game's, as 2.6.1 [10.6]
        if (last.draw())
            return tr("The match is drawn: its last game is a draw");
        return names[index_of(last.winner())] == you()
                   ? tr("You win the match, the last game's winner")
                   : tr("%1 wins the match, the last game's winner").arg(names[index_of(last.winner())]);
    }
    if (last.draw())
        return tr("The match is drawn: its last game is a draw [10.6]");
    return names[index_of(last.winner())] == you()
               ? tr("You win the match, the last game's winner [10.6]")
               : tr("%1 wins the match, the last game's winner [10.6]").arg(names[index_of(last.winner())]);
}

} // namespace ss::app
