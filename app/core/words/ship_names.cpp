#include "ship_names.h"

#include <QCoreApplication>

namespace ss::app {

namespace {

// The names, in the order of ShipType, marked for translation.
constexpr const char* kNames[kShipTypeCount] = {
    QT_TRANSLATE_NOOP("Ships", "death star"),        QT_TRANSLATE_NOOP("Ships", "kill cruiser"),
    QT_TRANSLATE_NOOP("Ships", "flying saucer"),     QT_TRANSLATE_NOOP("Ships", "patrol cruiser"),
    QT_TRANSLATE_NOOP("Ships", "missile destroyer"), QT_TRANSLATE_NOOP("Ships", "heavy scout"),
    QT_TRANSLATE_NOOP("Ships", "light scout"),       QT_TRANSLATE_NOOP("Ships", "assault gunboat"),
    QT_TRANSLATE_NOOP("Ships", "light gunboat"),     QT_TRANSLATE_NOOP("Ships", "heavy fighter"),
};

} // namespace

QString rules_title(const Ruleset& rules)
{
    return rules == classic_rules() ? QCoreApplication::translate("Rules", "classic")
                                    : QCoreApplication::translate("Rules", "2.6.1");
}

QString ship_name(ShipType type) { return QCoreApplication::translate("Ships", kNames[static_cast<int>(type)]); }

QString ship_name(std::string_view english)
{
    for (ShipType t : kAllShipTypes)
        if (info(t).name == english)
            return ship_name(t);
    return QString::fromUtf8(english.data(), static_cast<qsizetype>(english.size()));
}

} // namespace ss::app
