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
    palette.base: "#323b4a" // fields and indicators, a step lighter than the panels
    palette.text: Theme.text
    palette.button: "#36404f"
    palette.buttonText: Theme.text
    palette.highlight: "#0072b2"
    palette.highlightedText: "#ffffff"
    palette.placeholderText: Theme.dimText
    // Disabled controls look it (Start before the fleet is legal, Submit while waiting).
    palette.disabled.button: "#2b323d"
    palette.disabled.buttonText: "#6d7787"
    palette.disabled.windowText: "#6d7787"
    palette.disabled.text: "#6d7787"
    palette.disabled.highlight: "#2b323d"

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
