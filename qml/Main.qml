// The application window.
import QtQuick
import QtQuick.Controls
import Spaceships.Core

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 1100
    minimumHeight: 720
    visible: true
    title: qsTr("Spaceships")
    color: Theme.background

    property alias controller: controller
    property alias gameView: gameView

    GameController {
        id: controller
    }
    GameView {
        id: gameView
        anchors.fill: parent
        controller: controller
    }
}
