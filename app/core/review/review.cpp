#include "review.h"

#include "chance_words.h"

#include "ship_names.h"
#include "side_by_side.h"
#include "statistics.h"
#include "translations.h"
#include "turn_log.h"
#include "turn_summary.h"

namespace ss::app {

namespace {

// The ships of `fleet` struck for the first time in a turn (`now`: its cells destroyed that
// turn, `before`: earlier) and not sunk by it: found, their other cells soon lost.
QStringList found_in(const Fleet& fleet, CellSet before, CellSet now)
{
    QStringList names;
    for (const Ship& s : fleet)
        if (!s.cells.intersects(before) && s.cells.intersects(now) && !(s.cells - before - now).empty())
            names << ship_name(s.type);
    return names;
}

} // namespace

void Review::judged()
{
    // The turn that decided the game: the judge's largest swing in the chance of winning,
    // once it is known (issue 26), in place of the largest swing in materiel.
    // Until the judge is done none is named, so that the end never names one turn and then
    // another (ninth playtest); a judgement stopped falls back on the materiel's swing.
    if (judge_->running() || !session_)
        return;
    emit changed(); // (the Admiral's choices are in: canTry)
    const DecisiveTurn now = judged_turn();
    if (now.turn == decisive_.turn && now.text == decisive_.text)
        return;
    decisive_ = now;
    emit endChanged();
}

DecisiveTurn Review::judged_turn() const
{
    const int turn = judge_->decisiveTurn();
    if (turn <= 0) // judged, no turn moved the chances by ten points: none decided it (playtest 30)
        return judge_->complete() ? DecisiveTurn{} : materiel_; // (stopped part way: the materiel's)
    DecisiveTurn out = decisive_turn(session_->knowledge(viewer_), seen(), turn);
    // Named by the swing in the chance of winning, said with it (eleventh playtest: "Turn 3:
    // You destroyed 5 cells, Admiral destroyed 3" beside a game lost read as a paradox).
    if (const QVariantList c = judge_->chances(); turn < c.size()) {
        const QString who = is_you(seen()[0]) ? tr("your chance of winning") : tr("%1's chance of winning").arg(seen()[0]);
        out.text = tr("Turn %1: %2 went from %3 to %4 — %5")
                       .arg(turn)
                       .arg(who)
                       .arg(ChanceWords::say(c[turn - 1].toDouble())) // (as the chart says it)
                       .arg(ChanceWords::say(c[turn].toDouble()))
                       .arg(out.text.section(": ", 1));
        // What changed besides the cells: each side's strikes, the turn after against the turn
        // itself [4.4.1] (playtest 23: "from 15% to 2% — you destroyed 4 cells, Admiral 3" read
        // as a contradiction).
        const std::vector<TurnView>& h = session_->knowledge(viewer_).history();
        if (turn < static_cast<int>(h.size())) {
            const TurnView &then = h[static_cast<std::size_t>(turn - 1)], &after = h[static_cast<std::size_t>(turn)];
            if (strikes_fired(after.own) != strikes_fired(then.own) || strikes_fired(after.opponent) != strikes_fired(then.opponent)) // (said only if it changed)
                // (playtest 25: "8 (9 in it)" was cryptic)
                out.text += tr("; strikes fired from this turn to the next: %1 %2 → %3, %4 %5 → %6 [4.4.1]")
                                .arg(seen()[0]).arg(strikes_fired(then.own)).arg(strikes_fired(after.own))
                                .arg(seen()[1]).arg(strikes_fired(then.opponent)).arg(strikes_fired(after.opponent));
        }
        // Why the chance moved, besides the cells: the ships found, and where the race stood
        // after it (playtest 39: a fall from 55 % to 9 % beside "You 8 → 8 strikes" said
        // nothing of why).
        CellSet mine_before, theirs_before; // (the cells each side had destroyed before the turn)
        for (int t = 0; t + 1 < turn && t < static_cast<int>(h.size()); ++t) {
            mine_before |= cells_destroyed(h[static_cast<std::size_t>(t)].own);
            theirs_before |= cells_destroyed(h[static_cast<std::size_t>(t)].opponent);
        }
        if (turn <= static_cast<int>(h.size())) {
            const TurnView& it = h[static_cast<std::size_t>(turn - 1)];
            const QStringList you_found = found_in(session_->game().space(other(viewer_)).fleet, mine_before, cells_destroyed(it.own));
            const QStringList they_found = found_in(session_->game().space(viewer_).fleet, theirs_before, cells_destroyed(it.opponent));
            // (both found as many: nothing told apart, left unsaid — playtest 40 read "you found
            // its death star; Captain found your death star" as no reason)
            if (you_found.size() != they_found.size() && !you_found.isEmpty())
                out.text += is_you(seen()[0]) ? tr("; you found %1's %2").arg(seen()[1], listed(you_found))
                                               : tr("; %1 found %2's %3").arg(seen()[0], seen()[1], listed(you_found));
            if (you_found.size() != they_found.size() && !they_found.isEmpty())
                out.text += is_you(seen()[0]) ? tr("; %1 found your %2").arg(seen()[1], listed(they_found))
                                               : tr("; %1 found %2's %3").arg(seen()[1], seen()[0], listed(they_found));
        }
        if (const auto m = judge_->materiel_after(turn)) // (as the judge replayed the game)
            out.text += tr("; remaining materiel after it: %1 %2, %3 %4").arg(seen()[0]).arg((*m)[index_of(viewer_)])
                            .arg(seen()[1]).arg((*m)[index_of(other(viewer_))])
                        + cited(session_->rules_set().visible.scans ? "2.3.5" : "2.3.4");
    }
    return out;
}

void Review::begin(const Session& game, Player viewer, const std::array<QString, 2>& names)
{
    trying_ = false;
    variation_.reset();
    owned_.reset();
    session_ = &game;
    guided_ = !game.record().tag(kGuidedTag).empty();
    viewer_ = viewer;
    names_ = names;
    end_ = summarise(game, names);
    compare();
    materiel_ = decisive_turn(game.knowledge(viewer), seen());
    decisive_ = {};
    turn_ = game.turns_played();
    // The whole game from the shown player's side, both fleets shown [1.4.1].
    view_->show(game.knowledge(viewer), &game.game().space(other(viewer)).fleet, seen());
    set_actions(game);
    judge_->judge(game, viewer); // in the background (or at once, judged before)
    decisive_ = {}; // (the judge's clear() said changed before its work began)
    judged();
    emit endChanged();
    emit changed();
}

void Review::begin(std::unique_ptr<Session> game, Player viewer, const std::array<QString, 2>& names)
{
    begin(*game, viewer, names);
    owned_ = std::move(game);
}

void Review::clear()
{
    trying_ = false;
    variation_.reset();
    owned_.reset();
    session_ = nullptr;
    guided_ = false;
    judge_->clear();
    end_ = {};
    side_by_side_.clear();
    decisive_ = materiel_ = {};
    turn_ = 0;
    actions_.clear();
    selected_ = -1;
    emit endChanged();
    emit changed();
}

void Review::compare()
{
    try {
        side_by_side_ = side_by_side(game_statistics(session_->record(), session_->rules()), viewer_, session_->rules_set());
    } catch (const RecordError&) { // (a game the session played: its record replays; never seen)
        side_by_side_.clear();
    }
}

std::array<QString, 2> Review::seen() const { return {names_[index_of(viewer_)], names_[index_of(other(viewer_))]}; }

void Review::setTurn(int turn)
{
    if (!session_)
        return;
    turn = std::clamp(turn, 0, turnsPlayed());
    if (turn == turn_)
        return;
    show(turn);
    emit turnShown(); // the counters, sounds and animations follow the turn reviewed
}

void Review::show(int turn)
{
    turn_ = turn;
    trying_ = false; // (another turn: the game as played)
    variation_.reset();
    // The game as it stood after `turn` turns, replayed from its record, with both fleets
    // shown [1.4.1].
    const Session then = Session::replay(session_->record(), turn, session_->rules());
    view_->show_review(then.knowledge(viewer_), &then.game().space(other(viewer_)).fleet);
    set_actions(then);
    emit changed();
    view_->reread();
}

void Review::set_actions(const Session& shown)
{
    actions_ = review_actions(shown, turn_, viewer_, seen()); // (as played, or the variation)
    selected_ = -1;
    view_->own()->setHighlight({});
    view_->opponent()->setHighlight({});
    analyst_->show_position(&shown.knowledge(viewer_), shown.rule(), seen()[1], true);
}

QVariantList Review::actions() const
{
    QVariantList out;
    for (const ReviewAction& a : actions_)
        out << QVariantMap{{"text", a.text},
                           {"byViewer", a.by_viewer},
                           // the space its struck cells are in (else its launch cell's)
                           {"space", a.opponent_cells.empty() && !a.own_cells.empty() ? "own" : "opponent"}};
    return out;
}

void Review::setSelectedAction(int index)
{
    if (index < -1 || index >= static_cast<int>(actions_.size()))
        index = -1;
    if (index == selected_)
        return;
    selected_ = index;
    const ReviewAction* a = index >= 0 ? &actions_[static_cast<std::size_t>(index)] : nullptr;
    view_->own()->setHighlight(a ? a->own_cells : CellSet{});
    view_->opponent()->setHighlight(a ? a->opponent_cells : CellSet{});
    emit changed();
}

int Review::outcome() const
{
    if (!session_)
        return 0;
    if (const auto loser = session_->forfeited())
        return *loser == viewer_ ? -1 : 1;
    const GameEnd& end = session_->game().end();
    return end.draw() ? 0 : end.winner() == viewer_ ? 1 : -1;
}

void Review::retranslate(const std::array<QString, 2>& names)
{
    if (!session_)
        return;
    names_ = names;
    end_ = summarise(*session_, names);
    compare();
    materiel_ = decisive_turn(session_->knowledge(viewer_), seen());
    decisive_ = judge_->running() ? DecisiveTurn{} : judged_turn();
    const int shown = turn_;
    view_->show(session_->knowledge(viewer_), &session_->game().space(other(viewer_)).fleet, seen());
    if (shown != turnsPlayed())
        show(shown); // the turn shown, without its sounds
    else
        set_actions(*session_);
    emit endChanged();
    emit changed();
}

} // namespace ss::app
