#include "analyst.h"

#include <algorithm>
#include <numeric>

namespace ss::app {

void Analyst::setShown(bool on)
{
    if (on == shown_)
        return;
    shown_ = on;
    work_out();
}

void Analyst::show_position(const Knowledge* knowledge, FleetRule rule, const QString& opponent, bool available, bool hint)
{
    hint_ = hint;
    if (knowledge)
        knowledge_ = *knowledge;
    else
        knowledge_.reset();
    rule_ = rule;
    opponent_name_ = opponent;
    available_ = available && knowledge;
    work_out();
}

void Analyst::work_out()
{
    if (!shown_ || !available_ || !knowledge_) {
        opponent_->clearHeat();
        text_.clear();
        best_move_.clear();
        emit changed();
        return;
    }
    // After the last turn there is no move to weigh (fifth playtest: "Best move … about 0
    // undamaged cells" after the end).
    if (const auto& seen = knowledge_->history(); !seen.empty() && seen.back().end.terminated) {
        opponent_->clearHeat();
        best_move_.clear();
        text_ = tr("The game ended with this turn: no move is left to weigh.");
        emit changed();
        return;
    }
    // The same seed for the same position, so the map does not flicker as it is shown
    // again; the turn and the player make positions differ.
    const auto seed = static_cast<std::uint64_t>(knowledge_->turns_seen()) * 2 + index_of(knowledge_->player()) + 1;
    last_ = analyse(*knowledge_, rule_, seed, 4000, hint_);
    opponent_->setHeat(last_.heat, last_.targets);
    const double unknown = std::accumulate(last_.heat.begin(), last_.heat.end(), 0.0);
    QStringList tokens;
    for (const Action& a : last_.best)
        tokens << QString::fromStdString(to_token(a));
    best_move_ = tokens.join(' ');
    text_ = describe(opponent_name_, qRound(unknown), best_move_);
    // What the move risks, said with it (eighth playtest: a hint's beam burnt out unwarned):
    // both ends of a beam hit burn its weapon out [8.2.4].
    const Ruleset& rules = knowledge_->rules();
    for (const Action& a : last_.best)
        if (a.kind == ActionKind::Beam && rules.visible.burnout)
            if (const auto line = rules.beams.targets(a)) {
                const int n = rules.beams.length();
                const double risk = last_.heat[(*line)[0].index] * last_.heat[(*line)[static_cast<std::size_t>(n - 1)].index];
                if (risk >= 0.005)
                    text_ += " " + tr("Its beam burns out if both ends hit [8.2.4]: about %1% here, a risk worth its "
                                      "strikes.").arg(qRound(100 * risk));
            }
    // A careful hint that keeps the beam back says so (tenth playtest: submitting the hint
    // then asked "you still have the beam").
    const bool beam_kept = hint_ && rules.visible.burnout && knowledge_->entitlements().beam.any()
                           && std::none_of(last_.best.begin(), last_.best.end(), [](const Action& a) { return a.kind == ActionKind::Beam; });
    if (beam_kept)
        text_ += " " + tr("It keeps the beam back this turn: every line it could fire risks burning it out [8.2.4].");
    // The move is the Admiral's whole turn, not the brightest cells one by one.
    text_ += " " + (hint_ ? tr("(The Admiral's choice, made careful: it never stakes the beam on a line likely to burn "
                               "it out, and it weighs a turn's strikes together, so it may pass a brighter cell.)")
                          : tr("(The Admiral's choice: it weighs a turn's strikes together, so it may pass a brighter cell.)"));
    emit changed();
}

QString Analyst::describe(const QString& whose, int cells, const QString& best_move)
{
    // (The possessive is the translation's: German has no "'s" [fourth playtest: "Kapitän's"].)
    const QString name = whose.isEmpty() ? tr("the opponent") : whose;
    const QString best = best_move.isEmpty() ? tr("nothing to do") : best_move;
    QString text = cells == 1
                       ? tr("%1's hidden ships: about 1 undamaged cell, likelier where brighter. Best move (outlined): %2").arg(name, best)
                       : tr("%1's hidden ships: about %2 undamaged cells, likelier where brighter. Best move (outlined): %3")
                             .arg(name, QString::number(cells), best);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace ss::app
