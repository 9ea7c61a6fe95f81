#include "turn_draft.h"
#include "rulings.h"

#include "draft_marks.h"
#include "draft_cautions.h"
#include "draft_rules.h"

#include "geometry.h"


namespace ss::app {

namespace {

QString cell_name(int index) { return QString::fromStdString(to_string(Cell{static_cast<std::uint8_t>(index)})); }

} // namespace

TurnDraft::TurnDraft(SpaceModel* own, SpaceModel* opponent, QObject* parent)
    : QObject(parent), own_(own), opponent_(opponent)
{
}

void TurnDraft::retranslate()
{
    if (!rules_)
        return;
    hint_ = locked_ ? tr("Submitted: the turn resolves when the other player has chosen too") : mode_hint(mode_);
    error_.clear();
    refresh();
}

void TurnDraft::start(const TurnRules* rules)
{
    rules_ = rules;
    me_ = rules->player();
    locked_ = false;
    actions_.clear();
    mode_ = Mode::Strike;
    beam_from_ = -1;
    error_.clear();
    hint_ = mode_hint(Mode::Strike);
    refresh();
}

void TurnDraft::lock()
{
    locked_ = true;
    beam_from_ = -1;
    error_.clear(); // a refused click before Submit no longer matters
    hint_ = tr("Submitted: the turn resolves when the other player has chosen too");
    refresh();
}

void TurnDraft::unlock()
{
    locked_ = false;
    refresh();
}

bool TurnDraft::refuse_if_locked()
{
    if (!locked_)
        return false;
    refuse(tr("This turn is submitted: it can no longer change"));
    return true;
}

void TurnDraft::stop()
{
    rules_ = nullptr;
    locked_ = false;
    actions_.clear();
    beam_from_ = -1;
    error_.clear();
    hint_.clear();
    refresh();
}

std::optional<Violation> TurnDraft::check() const
{
    if (!rules_)
        return Violation{"no turn is being entered", "", {}};
    return rules_->check(actions_);
}

QString TurnDraft::explained(const Violation& v) const { return ruling_text(v, Voice::you()); }

void TurnDraft::setMode(Mode mode)
{
    if (mode == mode_ || refuse_if_locked())
        return;
    // A weapon no ship may use this turn says why at once (a key pressed for it, its button
    // greyed out, said nothing before); clicks then say which ship cannot, and why.
    const QString why = unavailable(mode);
    mode_ = mode;
    beam_from_ = -1;
    error_ = why;
    hint_ = mode_hint(mode);
    refresh();
}

QStringList TurnDraft::tokens() const
{
    QStringList out;
    for (const Action& a : actions_)
        out << QString::fromStdString(to_token(a));
    return out;
}

int TurnDraft::strikes() const
{
    if (!rules_)
        return 0;
    int launches = 0;
    for (const Action& a : actions_)
        launches += a.kind == ActionKind::Missile || a.kind == ActionKind::Kamikaze;
    return entitled().strikes + launches; // each launch adds its target [4.5, 8.1.3]
}

int TurnDraft::strikesUsed() const
{
    return static_cast<int>(std::count_if(actions_.begin(), actions_.end(),
                                          [](const Action& a) { return a.kind == ActionKind::Strike; }));
}

int TurnDraft::scans() const { return rules_ ? entitled().scans : 0; }

int TurnDraft::scansUsed() const
{
    return static_cast<int>(
        std::count_if(actions_.begin(), actions_.end(), [](const Action& a) { return a.kind == ActionKind::Scan; }));
}

QString TurnDraft::missileCells() const
{
    QStringList out;
    if (!rules_)
        return {};
    const Space& own = rules_->own();
    const CellSet unfired = own.unfired_missiles();
    for (std::size_t i = 0; i < own.fleet.size(); ++i)
        if (entitled().missile[i])
            out << tr("%1: unfired missiles at %2 [8.1.3]").arg(QString::fromStdString(own.fleet[i].label()),
                                                               QString::fromStdString(to_string(unfired & own.fleet[i].cells)));
    return out.join("\n");
}

QStringList TurnDraft::ships_entitled(std::bitset<kMaxShips> Entitlements::*which) const
{
    QStringList out;
    if (!rules_)
        return out;
    const Fleet& fleet = rules_->own().fleet;
    const auto& set = entitled().*which;
    for (std::size_t i = 0; i < fleet.size(); ++i)
        if (set[i])
            out << QString::fromStdString(fleet[i].label());
    return out;
}

QString TurnDraft::warning() const
{
    if (!rules_)
        return {};
    QStringList said = draft_cautions(*rules_, actions_, *opponent_);
    if (rules_->ends_game_2_3_2(actions_))
        said.prepend(ends_game());
    return said.join("\n⚠ ");
}

void TurnDraft::refuse(const QString& why)
{
    error_ = why;
    refresh();
    emit refused(why);
}

std::optional<Violation> TurnDraft::problem_with(const Actions& next) const { return check_draft(*rules_, next); }

QString TurnDraft::unused() const
{
    if (!rules_ || surely_ends_game(actions_, *opponent_))
        return {}; // (what is left unused no longer matters: playtest 51 was asked on its winning strike)
    return unused_actions(*rules_, actions_);
}

bool TurnDraft::try_add(const Action& a, const QString& done)
{
    Actions next = actions_;
    next.push_back(a);
    return try_set(std::move(next), done);
}

bool TurnDraft::try_set(Actions next, const QString& done)
{
    if (const auto v = problem_with(next)) {
        refuse(explained(*v));
        return false;
    }
    actions_ = std::move(next);
    error_.clear();
    hint_ = done;
    refresh();
    return true;
}

void TurnDraft::note(const QString& text, int cell)
{
    hint_ += " — " + text.arg(cell_name(cell));
    emit changed();
}

void TurnDraft::clickOpponent(int index)
{
    if (!rules_ || index < 0 || index >= kCellCount || refuse_if_locked())
        return;
    const Cell c{static_cast<std::uint8_t>(index)};
    const QString name = cell_name(index);
    if (mode_ == Mode::Beam) {
        if (beam_from_ < 0) {
            if (beamShips().isEmpty())
                return refuse(no_beam());
            beam_from_ = index;
            error_.clear();
            hint_ = classic() ? tr("Beam from %1: now click the other end of its row, at the far side of the space "
                                   "[6.1.3.2]")
                                    .arg(name)
                              : tr("Beam from %1: now click the other end, two cells away in a straight line [8.2.1]")
                                    .arg(name);
            refresh();
            return;
        }
        if (beam_from_ == index) {
            beam_from_ = -1;
            hint_ = tr("Beam cancelled");
            refresh();
            return;
        }
        const Cell from{static_cast<std::uint8_t>(beam_from_)};
        const auto line = rules_->own().rules->beams.targets(Action::beam(from, c));
        if (!line)
            return refuse(classic() ? tr("%1 and %2 are not the ends of a beam: a beam strikes a whole row of five "
                                         "cells, from one side of the space to the other [6.1.3.2]")
                                          .arg(cell_name(beam_from_), name)
                                    : tr("%1 and %2 are not the ends of a beam: the ends lie two steps apart on a "
                                         "straight line, with one cell between [8.2.1]")
                                          .arg(cell_name(beam_from_), name));
        beam_from_ = -1;
        Actions next = actions_;
        next.push_back(Action::beam(from, c));
        if (const auto v = rules_->name_beam_ships(next)) { // its firing death star [8.2]
            hint_ = mode_hint(mode_); // (the first end is dropped: "now click the other end" no longer holds)
            return refuse(explained(*v));
        }
        const QString safe = safe_beam_note(*rules_, next.back(), *opponent_);
        if (try_set(std::move(next), tr("Beam %1-%2 recorded").arg(cell_name(from.index), name) + (safe.isEmpty() ? QString() : " — " + safe))) {
            mode_ = Mode::Strike;
            refresh(); // (the lines shown under the pointer go)
        }
        return;
    }
    if (mode_ == Mode::Missile || mode_ == Mode::Kamikaze)
        return refuse(tr("First click the launch cell in your own space; then its target here"));
    const ActionKind kind = mode_ == Mode::Scan ? ActionKind::Scan : ActionKind::Strike;
    // A second click on a chosen target takes it back.
    for (auto it = actions_.end(); it != actions_.begin();) {
        --it;
        if (it->kind == kind && it->cell == c) {
            actions_.erase(it);
            error_.clear();
            hint_ = tr("Took back %1 %2").arg(kind == ActionKind::Scan ? tr("the scan of") : tr("the strike at"), name);
            refresh();
            return;
        }
    }
    if (kind == ActionKind::Scan) {
        if (scans() == 0)
            return refuse(tr("You have no scans: scans need a scout (light or heavy) that is not destroyed [8.3, 8.3.2]"));
        if (scansUsed() >= scans()) { // back to striking, so that the next click strikes (playtest 35 was stuck)
            mode_ = Mode::Strike;
            hint_ = mode_hint(mode_);
            return refuse(scans() == 1 ? tr("Your one scan this turn is chosen [8.3.1]: back to striking; click the chosen "
                                            "scan to take it back")
                                       : tr("Your %1 scans this turn are all chosen [8.3.1]: back to striking; click a chosen "
                                            "scan to take it back").arg(scans()));
        }
        // The last scan chosen, back to striking, as after a missile or the beam (tenth
        // playtest: Scan stayed selected with nothing left to scan).
        if (!try_add(Action::scan(c), tr("Scan %1").arg(name)))
            return;
        if (scansUsed() >= scans()) {
            mode_ = Mode::Strike;
            emit changed();
        }
        return;
    }
    if (strikesUsed() >= strikes())
        return refuse(classic() ? tr("No strike is left this turn (%1 in all) [4.3.1, 6.6.2, 4.4]; click a chosen "
                                     "target to take it back")
                                      .arg(strikes())
                                : tr("No strike is left this turn (%1 in all) [4.4.1, 8.1.3, 4.5]; click a chosen "
                                     "target to take it back")
                                      .arg(strikes()));
    if (!try_add(Action::strike(c), strike_words(name)))
        return;
    // A strike where the player already knows there is nothing left to hit is legal [4.4.2],
    // but seldom meant: say so.
    const SpaceModel::CellState state = opponent_->state(index);
    if (state == SpaceModel::CellState::Empty)
        note(tr("you already know %1 is empty: a strike there cannot hit"), index);
    else if (state == SpaceModel::CellState::Destroyed)
        note(tr("%1 is already destroyed: a strike there can only be a duplicate hit [5.2.4]"), index);
}

void TurnDraft::clickOwn(int index)
{
    if (!rules_ || index < 0 || index >= kCellCount || refuse_if_locked())
        return;
    const Cell c{static_cast<std::uint8_t>(index)};
    const QString name = cell_name(index);
    if (mode_ != Mode::Missile && mode_ != Mode::Kamikaze) {
        // A launch in the list is taken back by clicking it.
        for (auto it = actions_.begin(); it != actions_.end(); ++it)
            if ((it->kind == ActionKind::Missile || it->kind == ActionKind::Kamikaze) && it->cell == c) {
                actions_.erase(it);
                error_.clear();
                hint_ = tr("Took back the launch from %1").arg(name);
                refresh();
                return;
            }
        return refuse(tr("Targets are in the opponent's space. In your own space you pick missile and kamikaze "
                         "launch cells: choose \"Missile\" or \"Kamikaze\" first"));
    }
    const bool missile = mode_ == Mode::Missile;
    const Action a = missile ? Action::missile(c) : Action::kamikaze(c);
    if (try_add(a, launched_words(missile, name))) {
        mode_ = Mode::Strike;
        refresh();
    }
}

void TurnDraft::hoverOpponent(int index)
{
    if (index == hover_)
        return;
    hover_ = index;
    if (mode_ == Mode::Beam)
        refresh();
}

CellSet TurnDraft::beam_preview() const
{
    if (!rules_ || mode_ != Mode::Beam || locked_)
        return {};
    const auto cell = [](int i) { return Cell{static_cast<std::uint8_t>(i)}; };
    // The far ends only, so that they read as the cells to click (fourth playtest: whole lines
    // lit the middles alike).
    if (beam_from_ < 0) // the far ends of every line the death stars may fire from the pointer
        return hover_ >= 0 ? beam_lines_from(*rules_, actions_, cell(hover_)) : CellSet{};
    // The whole line to the pointer if it may be fired, else the first end's far ends.
    if (hover_ >= 0 && hover_ != beam_from_)
        if (const CellSet line = beam_lines_from(*rules_, actions_, cell(beam_from_), hover_, true); !line.empty())
            return line;
    return beam_lines_from(*rules_, actions_, cell(beam_from_));
}

void TurnDraft::refresh()
{
    const DraftMarks marks = draft_marks(actions_, beam_from_, beam_preview(), rules_ ? *rules_->own().rules : rules_2_6_1());
    opponent_->setMarks(marks.opponent);
    own_->setMarks(marks.own);
    emit changed();
}

} // namespace ss::app
