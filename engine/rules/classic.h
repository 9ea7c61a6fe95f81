// The classic rules' policies (ruleset.h), one file each: ships and setups
// (classic_ships.cpp), beams and the simultaneous turn (classic_resolution.cpp), what a
// player may do and how it is written (classic_actions.cpp). Rule numbers in this
// directory's classic files are the classic text's; Cn are its referee decisions.
#pragma once

#include "ruleset.h"

namespace ss::classic {

const ShipRules& ships();
const BeamGeometry& beams();
const ActionRules& actions();
const Resolution& resolution();
// The classic number of a rule the record format's shared messages cite by its 2.6.1
// number (notation, syntax, setups).
std::string cite(std::string_view rule_2_6_1);

// Conventional strikes of one ship [4.3.1, 6.1.2, C8, C9]: a death star one while any
// cell is undamaged; any other ship one per distinct face-adjacent pair of undamaged cells.
int conventional_strikes(ShipType type, CellSet cells, CellSet destroyed);

} // namespace ss::classic
