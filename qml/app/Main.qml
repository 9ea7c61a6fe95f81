// The application window.
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 1000
    minimumHeight: 680
    visible: true
    title: qsTr("Spaceships")
    color: Theme.background
    // The text's size follows the window's (Theme.textScale).
    Binding { target: Theme; property: "windowWidth"; value: window.width }
    Binding { target: Theme; property: "windowHeight"; value: window.height }
    font.pixelSize: Math.round(Theme.basePx * Theme.textScale)

    property alias controller: controller
    property alias gameView: gameView

    GameController {
        id: controller
    }
    GameView {
        id: gameView
        anchors.fill: parent
        controller: controller
        onQuitRequested: window.close() // the window's size is kept as on any close
        // Every tooltip wraps at a reading width (playtest 23: one ran 1,300 px on one line).
        Component.onCompleted: ToolTip.toolTip.width = Qt.binding(() => Math.min(ToolTip.toolTip.implicitWidth, Theme.px(560)))
    }
    // Ctrl+Q, the menu or the window's close button: a game under way here is asked about
    // first, as New game does (ninth playtest: Ctrl+Q quit at once though the setting asks).
    property bool leaveAsked: false
    onClosing: (close) => {
        if (leaveAsked || !gameView.mustAsk())
            return // (closed at once: a close called from within closing is ignored, tenth playtest)
        close.accepted = false
        gameView.leaveThen(() => { window.leaveAsked = true; window.close() }, true)
    }
}
