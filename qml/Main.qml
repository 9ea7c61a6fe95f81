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
    palette.window: Theme.panel
    palette.windowText: Theme.text
    palette.base: Theme.background
    palette.text: Theme.text
    palette.button: "#36404f"
    palette.buttonText: Theme.text
    palette.highlight: "#0072b2"
    palette.highlightedText: "#ffffff"

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
