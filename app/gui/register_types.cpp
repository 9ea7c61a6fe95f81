#include "register_types.h"

#include "game_controller.h"

#include <QQmlEngine>
#include <QQuickWindow>

namespace ss::app {

void register_qml_types()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    const char* uri = "Spaceships.Core";
    qmlRegisterType<GameController>(uri, 1, 0, "GameController");
    qmlRegisterUncreatableType<SetupController>(uri, 1, 0, "SetupController", "owned by GameController");
    qmlRegisterUncreatableType<TurnDraft>(uri, 1, 0, "TurnDraft", "owned by GameController");
    qmlRegisterUncreatableType<SpaceModel>(uri, 1, 0, "SpaceModel", "owned by GameController");
}

void configure_quick() { QQuickWindow::setTextRenderType(QQuickWindow::NativeTextRendering); }

} // namespace ss::app
