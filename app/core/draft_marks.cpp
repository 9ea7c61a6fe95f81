#include "draft_marks.h"

#include "geometry.h"

namespace ss::app {

namespace {

void insert_line(CellSet& set, Cell from, Cell to)
{
    if (const auto line = beam_line(from, to))
        for (Cell c : *line)
            set.insert(c);
}

} // namespace

DraftMarks draft_marks(const Actions& actions, int beam_from, int pointer)
{
    CellSet targets, scans, beams, launches, pending, preview;
    for (const Action& a : actions) {
        switch (a.kind) {
        case ActionKind::Strike:
            targets.insert(a.cell);
            break;
        case ActionKind::Scan:
            scans.insert(a.cell);
            break;
        case ActionKind::Beam:
            insert_line(beams, a.cell, a.to);
            break;
        case ActionKind::Missile:
        case ActionKind::Kamikaze:
            launches.insert(a.cell);
            break;
        }
    }
    if (beam_from >= 0) {
        const Cell from{static_cast<std::uint8_t>(beam_from)};
        pending.insert(from);
        if (pointer >= 0)
            insert_line(preview, from, Cell{static_cast<std::uint8_t>(pointer)});
    }
    // Earlier marks win where they overlap.
    return {{{launches, "launch"}},
            {{pending, "pending"}, {preview, "preview"}, {beams, "beam"}, {targets, "target"}, {scans, "scan"}}};
}

} // namespace ss::app
