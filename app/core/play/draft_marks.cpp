#include "draft_marks.h"

namespace ss::app {

namespace {

// The cells a beam from one end to the other strikes, under the rules [8.2.1 / classic 6.1.3.2].
void insert_line(CellSet& set, Cell from, Cell to, const Ruleset& rules)
{
    if (const auto line = rules.beams.targets(Action::beam(from, to)))
        for (int k = 0; k < rules.beams.length(); ++k)
            set.insert((*line)[k]);
}

} // namespace

DraftMarks draft_marks(const Actions& actions, int beam_from, CellSet preview, const Ruleset& rules)
{
    CellSet targets, scans, beams, launches, pending, missile_targets, kamikaze_launches, kamikaze_targets;
    ActionKind before = ActionKind::Strike; // a strike right after a launch is that launch's target
    for (const Action& a : actions) {
        switch (a.kind) {
        case ActionKind::Strike:
            (before == ActionKind::Missile ? missile_targets : before == ActionKind::Kamikaze ? kamikaze_targets : targets).insert(a.cell);
            break;
        case ActionKind::Scan:
            scans.insert(a.cell);
            break;
        case ActionKind::Beam:
            insert_line(beams, a.cell, a.to, rules);
            break;
        case ActionKind::Missile:
            launches.insert(a.cell);
            break;
        case ActionKind::Kamikaze:
            kamikaze_launches.insert(a.cell);
            break;
        }
        before = a.kind;
    }
    if (beam_from >= 0)
        pending.insert(Cell{static_cast<std::uint8_t>(beam_from)});
    // Earlier marks win where they overlap.
    using M = SpaceModel::Marking;
    return {{{launches, M::Launch}, {kamikaze_launches, M::KamikazeLaunch}},
            {{pending, M::Pending},
             {preview, M::Preview},
             {beams, M::Beam},
             {kamikaze_targets, M::KamikazeTarget},
             {missile_targets, M::MissileTarget},
             {targets, M::Target},
             {scans, M::Scan}}};
}

} // namespace ss::app
