// libFuzzer target: the setup notation [11.6] and the fleet rules [3]. A setup line is
// parsed, checked against both fleet rules and, when legal, made into a fleet.
#include "fleet.h"
#include "record.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const std::vector<ss::ShipSpec> ships = ss::parse_ships(text, 1);
        for (const ss::FleetRule rule : {ss::FleetRule::standard(), ss::FleetRule::with_cost(24)})
            if (ss::validate_setup(ships, rule).empty())
                (void)ss::make_fleet(ships);
    } catch (const ss::RecordError&) {
    }
    return 0;
}
