#include "state_json.h"

#include "game_controller.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaEnum>

namespace ss::app {

QString state_json(GameController& c)
{
    const char* phase = QMetaEnum::fromType<GameController::Phase>().valueToKey(static_cast<int>(c.phase()));
    const QJsonObject o{{"phase", phase},
                        {"turn", c.turn()},
                        {"turnsPlayed", c.turnsPlayed()},
                        {"reviewOnly", c.records()->reviewOnly()},
                        {"error", c.error()},
                        {"record", c.records()->path()}};
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace ss::app
