#include "report.h"

namespace ss {

std::string_view to_string(StrikeResult r)
{
    switch (r) {
    case StrikeResult::Miss:
        return "miss";
    case StrikeResult::Hit:
        return "hit";
    case StrikeResult::Duplicate:
        return "duplicate";
    }
    return {};
}

std::string_view to_string(ScanResult r)
{
    switch (r) {
    case ScanResult::Empty:
        return "empty";
    case ScanResult::Ship:
        return "ship";
    case ScanResult::Destroyed:
        return "destroyed";
    }
    return {};
}

} // namespace ss
