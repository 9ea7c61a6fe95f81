// A broken rule: what is wrong, in words, the rule that says so, and the cells concerned.
#pragma once

#include "cell.h"

#include <string>

namespace ss {

struct Violation {
    std::string message; // e.g. "death star: Yv1 touches only one other cell"
    std::string rule;    // e.g. "6.2.2"
    CellSet cells;       // the offending cells, for highlighting

    // "message [rule]"
    std::string text() const { return rule.empty() ? message : message + " [" + rule + "]"; }
};

} // namespace ss
