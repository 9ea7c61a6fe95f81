#include "ship_type.h"

namespace ss {

std::optional<ShipType> ship_type_from_code(std::string_view code)
{
    for (ShipType t : kAllShipTypes)
        if (info(t).code == code)
            return t;
    return std::nullopt;
}

std::string ship_label(ShipType type, int identity)
{
    std::string s(info(type).code);
    if (identity)
        s += std::to_string(identity);
    return s;
}

} // namespace ss
