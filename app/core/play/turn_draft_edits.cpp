// The turn's draft edited other than by clicks in the spaces: typed notation [11.5], an
// action taken back from the list, a half-made beam or launch cancelled, the list cleared.
#include "turn_draft.h"

#include "draft_rules.h"

namespace ss::app {

QString TurnDraft::enterText(const QString& text)
{
    if (!rules_ || refuse_if_locked())
        return text;
    if (text.trimmed().isEmpty())
        return {};
    TypedActions typed = add_typed(*rules_, actions_, text);
    actions_ = std::move(typed.draft);
    error_ = typed.refused.join("\n! ");
    if (!typed.added.isEmpty())
        hint_ = typed.refused.isEmpty() ? tr("Added %1").arg(typed.added.join(' '))
                                        : tr("Added %1; the rest is left in the box to correct").arg(typed.added.join(' '));
    refresh();
    return typed.left.join(' ');
}

void TurnDraft::removeAt(int index)
{
    if (index < 0 || index >= static_cast<int>(actions_.size()) || refuse_if_locked())
        return;
    // A launch goes with its target.
    const bool with_target = static_cast<std::size_t>(index) + 1 < actions_.size() &&
                             is_launch_target(actions_, static_cast<std::size_t>(index) + 1);
    const ActionKind kind = actions_[static_cast<std::size_t>(index)].kind;
    Actions before = actions_;
    const QString words = words_for(Actions(actions_.begin() + index, actions_.begin() + index + (with_target ? 2 : 1)));
    const bool chained = canRedo(); // nothing changed since the last take-back: its redo stays
    actions_.erase(actions_.begin() + index, actions_.begin() + index + (with_target ? 2 : 1));
    // Without its launch a strike may be one too many: the engine says so on Submit.
    error_.clear();
    hint_ = tr("Took back %1").arg(words);
    if (!chained)
        taken_back_.clear(); // the list changed since the last take-back: its redo is gone
    taken_back_.push_back({std::move(before), actions_});
    // The weapon taken back is chosen again, to aim anew (a playtest took back a scan and
    // its next click, meant for a scan, was refused as a strike too many) — not a kamikaze
    // strike, which costs its ship [4.5.3]: strikes again (playtest 52's next click in its own
    // space would have launched another).
    if (kind != ActionKind::Strike) {
        mode_ = kind == ActionKind::Scan ? Mode::Scan : kind == ActionKind::Beam ? Mode::Beam
              : kind == ActionKind::Missile ? Mode::Missile : Mode::Strike;
        beam_from_ = -1;
        if (mode_ != Mode::Strike)
            hint_ += " — " + mode_hint(mode_);
    }
    refresh();
}

bool TurnDraft::undo()
{
    if (actions_.empty() || locked_)
        return false;
    std::size_t last = actions_.size() - 1;
    if (last > 0 && is_launch_target(actions_, last))
        --last; // a launch goes with its target
    removeAt(static_cast<int>(last));
    return true;
}

bool TurnDraft::redo()
{
    if (!canRedo() || refuse_if_locked()) {
        taken_back_.clear();
        return false;
    }
    Actions next = std::move(taken_back_.back().before);
    taken_back_.pop_back();
    Actions put_back;
    for (const Action& a : next)
        if (std::find(actions_.begin(), actions_.end(), a) == actions_.end())
            put_back.push_back(a);
    return try_set(std::move(next), tr("Put back %1").arg(words_for(put_back))); // (earlier take-backs stay, to put back in turn)
}

void TurnDraft::cancel()
{
    if (mode_ == Mode::Strike && beam_from_ < 0)
        return;
    setMode(Mode::Strike);
}

void TurnDraft::clear()
{
    if (refuse_if_locked())
        return;
    actions_.clear();
    beam_from_ = -1;
    error_.clear();
    hint_ = tr("Cleared");
    refresh();
}

} // namespace ss::app
