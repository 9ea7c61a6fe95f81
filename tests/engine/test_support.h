// Helpers for engine tests: build fleets and games from record notation.
#pragma once

#include "action.h"
#include "fleet.h"
#include "game.h"
#include "record.h"

#include <array>
#include <string>
#include <string_view>

namespace ss::test {

// Cells from "Rv1 Rv2 ..." (throws on a bad cell).
CellSet cells(std::string_view text);
Cell cell(std::string_view text);
// Ship specs from a setup line's ship list, e.g. "DS Rv1 ...; KC ...".
std::vector<ShipSpec> ships(std::string_view text);
// A fleet from a ship list (not validated).
Fleet fleet(std::string_view text);
// Actions from a turn line's tokens, e.g. "Rv1 bRv3Rv5 mYz1".
Actions actions(std::string_view text);

// The two setups of the spec's example record (game-record.md section 1).
extern const char* const kSpecSetupA;
extern const char* const kSpecSetupB;

// The text of the spec's example record, tests/data/spec-example.ssg.
std::string spec_example_record();

// A 2.6.1 beam's three targets or results (an Outcome holds room for a classic row's five).
template <typename T>
std::array<T, 3> first3(const std::array<T, 5>& a)
{
    return {a[0], a[1], a[2]};
}

// Plays one turn and returns its report; fails the test if it is refused.
TurnReport play(Game& game, std::string_view a, std::string_view b);

} // namespace ss::test
