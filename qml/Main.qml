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
    Shortcut {
        sequences: [StandardKey.Quit]
        context: Qt.ApplicationShortcut
        onActivated: window.close() // the window's size is kept as on any close
    }
    GameView {
        id: gameView
        anchors.fill: parent
        controller: controller
    }
}
