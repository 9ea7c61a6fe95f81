#include "ship_type.h"

namespace ss {

std::optional<ShipType> ship_type_from_code(std::string_view code)
{
    for (ShipType t : kAllShipTypes)
        if (info(t).code == code)
            return t;
    return std::nullopt;
}

} // namespace ss
