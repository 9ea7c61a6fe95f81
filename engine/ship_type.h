// The types of ship of either ruleset: the nine of rules 2.6.1 [6] and the classic rules'
// heavy fighter [classic 6.5]: size, cost, weapons and record code [11.6]. Which types a
// game's fleets use is its ruleset's (ruleset.h).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace ss {

enum class ShipType : unsigned char {
    DeathStar,        // [6.2]
    KillCruiser,      // [6.3]
    FlyingSaucer,     // [6.4]
    PatrolCruiser,    // [6.5]
    MissileDestroyer, // [6.6]
    HeavyScout,       // [6.7]
    LightScout,       // [6.8]
    AssaultGunboat,   // [6.9]
    LightGunboat,     // [6.10]
    HeavyFighter,     // classic rules only [classic 6.5]
};
constexpr int kShipTypeCount = 10;

struct ShipTypeInfo {
    std::string_view code;      // two capitals [11.6]
    std::string_view name;      // as the rules name it
    int size;                   // cells [6.1.1]
    int cost;                   // [6.1.3]
    bool missiles;              // every cell is a missile [8.1]
    bool scanner;               // [8.3]
    bool beam_weapon;           // [8.2]
    bool kamikaze;              // may ever make a kamikaze strike [4.5, 6.8.2]
    std::string_view section;   // the rule section that defines it, e.g. "6.2"
    std::string_view size_rule; // the rule that fixes its cell count
    std::string_view shape_rule;
};

constexpr std::array<ShipTypeInfo, kShipTypeCount> kShipTypes{{
    {"DS", "death star", 8, 8, false, false, true, true, "6.2", "6.2.1", "6.2.3"},
    {"KC", "kill cruiser", 6, 6, false, false, false, true, "6.3", "6.3.1", "6.3.2"},
    {"FS", "flying saucer", 4, 4, false, false, false, true, "6.4", "6.4.1", "6.4.2"},
    {"PC", "patrol cruiser", 4, 4, false, false, false, true, "6.5", "6.5.1", "6.5.2"},
    {"MD", "missile destroyer", 3, 3, true, false, false, true, "6.6", "6.6.1", "6.6.2"},
    {"HS", "heavy scout", 2, 3, false, true, false, true, "6.7", "6.7.1", "6.7.1"},
    {"LS", "light scout", 1, 3, false, true, false, false, "6.8", "6.8", "6.8"},
    {"AG", "assault gunboat", 2, 2, true, false, false, true, "6.9", "6.9", "6.9"},
    {"LG", "light gunboat", 1, 1, true, false, false, true, "6.10", "6.10", "6.10"},
    // Classic: two face-adjacent cells; classic fleets have no costs, its "cost" is its size.
    {"HF", "heavy fighter", 2, 2, false, false, false, true, "6.5", "6.5", "6.5"},
}};

constexpr const ShipTypeInfo& info(ShipType t) { return kShipTypes[static_cast<int>(t)]; }

constexpr std::array<ShipType, kShipTypeCount> kAllShipTypes{
    ShipType::DeathStar,    ShipType::KillCruiser,    ShipType::FlyingSaucer,
    ShipType::PatrolCruiser, ShipType::MissileDestroyer, ShipType::HeavyScout,
    ShipType::LightScout,   ShipType::AssaultGunboat, ShipType::LightGunboat, ShipType::HeavyFighter,
};

std::optional<ShipType> ship_type_from_code(std::string_view code);

// A ship's type and identity as written [11.6.2]: "KC", or "AG2" (identity 0: none written).
std::string ship_label(ShipType type, int identity);

} // namespace ss
