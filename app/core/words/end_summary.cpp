#include "end_summary.h"

#include "ship_names.h"
#include "turn_summary.h"

#include "turn_log.h"

#include <QObject>
#include <QStringList>

namespace ss::app {

namespace {

// "You win" / "Alice wins".
QString wins(const QString& who) { return is_you(who) ? QObject::tr("You win") : QObject::tr("%1 wins").arg(who); }

QString score_line(const Game& game, const std::array<QString, 2>& names)
{
    const std::array<int, 2> score{game.space(Player::A).remaining_materiel(), game.space(Player::B).remaining_materiel()};
    return QString("%1 %2 – %3 %4").arg(names[0]).arg(score[0]).arg(score[1]).arg(names[1]);
}

} // namespace

EndSummary summarise_end(const Game& game, const std::array<QString, 2>& names)
{
    const GameEnd& end = game.end();
    EndSummary s;
    s.result = end.draw() ? QObject::tr("Draw") : wins(names[index_of(end.winner())]);
    s.score = score_line(game, names);
    // The same words under both rulesets; the classic text numbers them 2.3.3 and 2.3.4.
    const bool scans = game.rules().visible.scans;
    const QString rest = scans ? QObject::tr("; the score is the remaining materiel, the undamaged cells of each fleet [2.3.3, 2.3.5]")
                               : QObject::tr("; the score is the remaining materiel, the undamaged cells of each fleet [2.3.3, 2.3.4]");
    if (end.rule == "2.3.1") {
        const bool a_gone = !game.space(Player::A).has_ships(), b_gone = !game.space(Player::B).has_ships();
        const QString& loser = names[a_gone ? 0 : 1];
        const QString whose = a_gone && b_gone ? QObject::tr("Both fleets are destroyed")
                              : is_you(loser)  ? QObject::tr("Your fleet is destroyed")
                                               : QObject::tr("%1's fleet is destroyed").arg(loser);
        s.cause = whose + QObject::tr(", so the game ends [2.3.1]");
        s.reason = s.cause + rest;
    } else {
        // Classic has no scans: a player who could only launch kamikazes recorded nothing.
        // (No kamikaze strike, whether or not it scanned: playtest 26 read "recorded only scans"
        // of a side that recorded nothing.)
        // A side whose ships left could make no kamikaze strike either (a light scout never may
        // [6.8.2]) could only scan: said so (playtest 36 was told of a kamikaze strike it could
        // not make). As the fleet stands at the end: a ship lost in that last turn is not counted.
        const bool both = end.stalled[0] && end.stalled[1];
        const int stalled = end.stalled[0] ? 0 : 1;
        const bool only_scans = !both && scans && game.entitlements(Player(stalled)).kamikaze.none();
        const auto could_only_scan = [&](const QString& who) {
            if (only_scans)
                return is_you(who) ? QObject::tr("You could make no action but scans: no ship of yours could strike, and none "
                                                 "may make a kamikaze strike [4.5, 6.8.2]")
                                   : QObject::tr("%1 could make no action but scans: no ship of theirs could strike, and none "
                                                 "may make a kamikaze strike [4.5, 6.8.2]").arg(who);
            return scans ? QObject::tr("%1 could make no action but kamikaze strikes and scans, and made no kamikaze strike")
                               .arg(who)
                         : QObject::tr("%1 could make no action but kamikaze strikes, and recorded none").arg(who);
        };
        const QString you_a = is_you(names[0]) ? QObject::tr("you") : names[0];
        const QString you_b = is_you(names[1]) ? QObject::tr("you") : names[1];
        const QString who = both
                                ? (scans ? QObject::tr("Neither %1 nor %2 could make any action but kamikaze strikes "
                                                       "and scans, and neither made a kamikaze strike")
                                               .arg(you_a, you_b)
                                         : QObject::tr("Neither %1 nor %2 could make any action but kamikaze strikes, "
                                                       "and both recorded none")
                                               .arg(you_a, you_b))
                                : could_only_scan(names[stalled]);
        s.reason = who + QObject::tr(", so the game ends [2.3.2]") + rest;
        // The cause short where it can be, for a short window, where it is cut at two lines
        // (playtest 52 read "no ship of theirs could strike, and …" at 1024x768).
        s.cause = !only_scans ? who + QObject::tr(", so the game ends [2.3.2]")
                  : is_you(names[stalled]) ? QObject::tr("You had no ship left that could strike, so the game ends [2.3.2]")
                                           : QObject::tr("%1 had no ship left that could strike, so the game ends [2.3.2]").arg(names[stalled]);
    }
    return s;
}

EndSummary summarise_forfeit(const Game& game, const std::array<QString, 2>& names, Player loser, const QString& why)
{
    EndSummary s;
    s.result = wins(names[index_of(other(loser))]);
    s.score = score_line(game, names);
    const QString who = names[index_of(loser)];
    if (why == kOnTime) // a clock's game (issue 25): the other side claimed it
        s.reason = is_you(who) ? QObject::tr("Your time ran out, and so you lost the game")
                               : QObject::tr("%1's time ran out, and so they lost the game").arg(who);
    else if (why == kLeftTheGame) // a network game resigned [1.4.1]
        s.reason = is_you(who) ? QObject::tr("You left the game, and so lost it")
                               : QObject::tr("%1 left the game, and so lost it").arg(who);
    else
        s.reason = is_you(who) ? QObject::tr("You forfeit: %1").arg(why) : QObject::tr("%1 forfeits: %2").arg(who, why);
    s.cause = s.reason;
    return s;
}

EndSummary summarise(const Session& session, const std::array<QString, 2>& names)
{
    if (!session.forfeited())
        return summarise_end(session.game(), names);
    return summarise_forfeit(session.game(), names, *session.forfeited(),
                             QString::fromStdString(session.forfeit_reason()));
}


DecisiveTurn decisive_turn(const Knowledge& knowledge, const std::array<QString, 2>& seen, int chosen)
{
    // The largest swing towards the winner (either way in a draw): the turn that won it.
    int toward = 0;
    if (!knowledge.history().empty())
        if (const GameEnd& end = knowledge.history().back().end; end.terminated && !end.draw())
            toward = end.winner() == knowledge.player() ? 1 : -1;
    const TurnView* decisive = nullptr;
    int largest = 0;
    for (const TurnView& view : knowledge.history()) {
        const int d = cells_destroyed(view.own).size() - cells_destroyed(view.opponent).size();
        const int swing = toward == 0 ? std::abs(d) : toward * d;
        if (swing > largest) {
            largest = swing;
            decisive = &view;
        }
    }
    if (chosen > 0 && chosen <= static_cast<int>(knowledge.history().size()))
        decisive = &knowledge.history()[static_cast<std::size_t>(chosen - 1)];
    if (!decisive)
        return {};
    // "You destroyed 9 cells and sank Admiral's death star, Admiral destroyed 2 cells".
    // (A ship whose last cells went in its own side's kamikaze launch [4.5.3] was not sunk
    // by the other side: only ships with a cell the other side destroyed count.)
    // (whose ship was sunk, said: playtest 33 read "…, Captain destroyed 3 cells and sank the
    // death star" as both sides sinking one)
    const auto part = [](const QString& who, const QString& owner, CellSet destroyed, const std::vector<SeenShip>& ships) {
        const int cells = destroyed.size();
        QStringList names;
        for (const SeenShip& s : ships)
            if (s.cells.intersects(destroyed))
                names << ship_name(s.type);
        if (cells == 0)
            return QObject::tr("%1 destroyed nothing").arg(who);
        const QString count = cells == 1 ? QObject::tr("1 cell") : QObject::tr("%1 cells").arg(cells);
        const QString sunk = listed(names);
        return names.isEmpty() ? QObject::tr("%1 destroyed %2").arg(who, count)
               : is_you(owner) ? QObject::tr("%1 destroyed %2 and sank your %3").arg(who, count, sunk)
                               : QObject::tr("%1 destroyed %2 and sank %3's %4").arg(who, count, owner, sunk);
    };
    // And the ships that went in their own side's kamikaze launch that turn, so that "You
    // destroyed nothing" is not all that is said of a turn that lost a ship (fifth playtest).
    const auto spent = [](const QString& whose, CellSet struck, const std::vector<SeenShip>& ships) {
        QStringList names;
        for (const SeenShip& s : ships)
            if (!s.cells.intersects(struck))
                names << ship_name(s.type);
        if (names.isEmpty())
            return QString();
        const bool several = names.size() > 1;
        return "; " + (is_you(whose) ? (several ? QObject::tr("your %1 were lost in their own kamikaze strikes")
                                                : QObject::tr("your %1 was lost in its own kamikaze strike")).arg(listed(names))
                                     : (several ? QObject::tr("%1's %2 were lost in their own kamikaze strikes")
                                                : QObject::tr("%1's %2 was lost in its own kamikaze strike")).arg(whose, listed(names)));
    };
    return {decisive->turn, QObject::tr("Turn %1: %2, %3")
                                    .arg(decisive->turn)
                                    .arg(part(seen[0], seen[1], cells_destroyed(decisive->own), decisive->opponent_destroyed),
                                         part(seen[1], seen[0], cells_destroyed(decisive->opponent), decisive->own_destroyed))
                                + spent(seen[0], cells_destroyed(decisive->opponent), decisive->own_destroyed)
                                + spent(seen[1], cells_destroyed(decisive->own), decisive->opponent_destroyed)};
}

} // namespace ss::app
