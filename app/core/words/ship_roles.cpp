#include "ship_roles.h"

#include <QCoreApplication>

namespace ss::app {

QString ship_role(ShipType type, bool classic)
{
    if (classic)
        switch (type) {
        case ShipType::DeathStar:
            return QCoreApplication::translate("ShipRoles", "One strike a turn, and while undamaged a beam along a whole row through it [6.1.2, 6.1.3].");
        case ShipType::MissileDestroyer:
            return QCoreApplication::translate("ShipRoles", "Each undamaged cell is a missile to fire once [6.4.2, 6.6.2]. A hit on an unfired missile sets "
                      "off the undamaged cells beside it [6.6.3]: fire them early, or hide the ship well.");
        default:
            return QCoreApplication::translate("ShipRoles", "A strike a turn for every pair of its undamaged cells side by side [4.3.1]; with none left, "
                      "a kamikaze strike instead [4.4].");
        }
    switch (type) {
    case ShipType::DeathStar:
        return QCoreApplication::translate("ShipRoles", "One strike a turn [6.2.4], and a beam: three cells in a line, parallel to two of its undamaged cells "
                  "[8.2]. Two hits at the beam's ends burn it out [8.2.4].");
    case ShipType::MissileDestroyer:
        return QCoreApplication::translate("ShipRoles", "Three missiles, one fired a turn, each a strike more [8.1.3]. A hit on an unfired missile destroys "
                  "its undamaged neighbours too [8.1.4]: the middle one takes the whole ship, so fire it early.");
    case ShipType::AssaultGunboat:
    case ShipType::LightGunboat:
        return QCoreApplication::translate("ShipRoles", "Its cells are missiles: each fired once for a strike more [8.1.3]; a hit on an unfired one sets off "
                  "its undamaged neighbours [8.1.4].");
    case ShipType::HeavyScout:
        return QCoreApplication::translate("ShipRoles", "A scanner: at least one scan a turn, more after your ships lose cells [8.3.1]; and a strike "
                  "while both its cells are undamaged [4.4.1].");
    case ShipType::LightScout:
        return QCoreApplication::translate("ShipRoles", "A scanner in one cell: at least one scan a turn [8.3.1], no strike and never a kamikaze [6.8.2].");
    default:
        return QCoreApplication::translate("ShipRoles", "A strike a turn for every pair of its undamaged cells side by side [4.4.1]; with none left, a "
                  "kamikaze strike instead [4.5].");
    }
}

QString ship_shape(ShipType type, bool classic)
{
    if (classic)
        switch (type) {
        case ShipType::DeathStar: return QCoreApplication::translate("ShipRoles", "Eight cells in a 2×2×2 cube [6.1.1].");
        case ShipType::KillCruiser: return QCoreApplication::translate("ShipRoles", "Six cells in a 3×2×1 block [6.2].");
        case ShipType::FlyingSaucer: return QCoreApplication::translate("ShipRoles", "Four cells in a 2×2×1 square [6.3].");
        case ShipType::MissileDestroyer: return QCoreApplication::translate("ShipRoles", "Three cells in a straight line [6.4.1].");
        case ShipType::HeavyFighter: return QCoreApplication::translate("ShipRoles", "Two cells side by side [6.5].");
        default: break;
        }
    switch (type) {
    case ShipType::DeathStar:
        return QCoreApplication::translate("ShipRoles", "Eight cells, each beside at least two others, holding a 2×2×2 cube or a 3×2×1 block [6.2].");
    case ShipType::KillCruiser: return QCoreApplication::translate("ShipRoles", "Six cells in a 3×2×1 block [6.3].");
    case ShipType::FlyingSaucer: return QCoreApplication::translate("ShipRoles", "Four cells in a 2×2×1 square [6.4].");
    case ShipType::PatrolCruiser: return QCoreApplication::translate("ShipRoles", "Four cells in a straight line [6.5].");
    case ShipType::MissileDestroyer: return QCoreApplication::translate("ShipRoles", "Three cells in a straight line [6.6].");
    case ShipType::HeavyScout: return QCoreApplication::translate("ShipRoles", "Two cells side by side [6.7].");
    case ShipType::LightScout: return QCoreApplication::translate("ShipRoles", "One cell [6.8].");
    case ShipType::AssaultGunboat: return QCoreApplication::translate("ShipRoles", "Two cells side by side [6.9].");
    case ShipType::LightGunboat: return QCoreApplication::translate("ShipRoles", "One cell [6.10].");
    default: return {};
    }
}

} // namespace ss::app
