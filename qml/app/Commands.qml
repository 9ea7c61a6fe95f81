// The game's commands, as the menus, the tool buttons and the keys share them: each an
// Action with its shortcut, which works from launch (the menus' items are made when a
// menu is first opened).
import QtQuick
import QtQuick.Controls
import QtQuick.Window
import Spaceships
import Spaceships.Core

Item {
    id: root
    required property Item gameView
    readonly property GameController controller: gameView.controller
    visible: false

    property Action newGame: Action { text: qsTr("New game"); shortcut: "Ctrl+N"; onTriggered: root.gameView.newGame() }
    property Action library: Action { text: qsTr("Game library…"); shortcut: "Ctrl+L"; onTriggered: root.gameView.showLibrary() }
    property Action network: Action { text: qsTr("Play a friend…"); shortcut: "Ctrl+Shift+N"; onTriggered: root.gameView.playNetwork() }
    property Action open: Action { text: qsTr("Open a saved game…"); shortcut: "Ctrl+O"; onTriggered: root.gameView.openGame() }
    // The whole screen for the game, and back (F11; playtest 40 found no way to fill the screen).
    property Action fullScreen: Action {
        readonly property var window: root.gameView ? root.gameView.Window.window : null
        text: qsTr("Full screen"); shortcut: "F11"; checkable: true
        checked: window !== null && window.visibility === Window.FullScreen
        onTriggered: { window.visibility = window.visibility === Window.FullScreen ? Window.Windowed : Window.FullScreen; checked = Qt.binding(() => window !== null && window.visibility === Window.FullScreen) }
    }
    property Action settings: Action { text: qsTr("Settings…"); shortcut: "Ctrl+,"; onTriggered: root.gameView.showSettings() }
    property Action saveCopy: Action {
        text: qsTr("Save a copy…"); shortcut: "Ctrl+S"
        enabled: root.controller.phase !== GameController.Setup && root.controller.turn > 0 && root.controller.wholeRecord
        onTriggered: root.gameView.saveCopy()
    }
    property Action picture: Action {
        text: qsTr("Save a picture of the view…"); shortcut: "Ctrl+E"
        enabled: root.controller.phase === GameController.Playing || root.controller.phase === GameController.Over
        onTriggered: root.gameView.savePicture()
    }
    property Action statistics: Action {
        text: qsTr("Statistics…"); shortcut: "Ctrl+I"
        enabled: root.controller.phase === GameController.Over ? root.controller.turnsPlayed > 0
               : root.controller.phase === GameController.Playing && root.controller.turn > 1 && root.controller.wholeRecord
        onTriggered: root.gameView.showStatistics()
    }
    property Action result: Action { // the end card again (fifteenth playtest)
        text: qsTr("The result…"); shortcut: "Ctrl+R"
        enabled: root.controller.phase === GameController.Over
        onTriggered: root.gameView.showResult()
    }
    // The heat map: any turn in review; in play a hint, against Practice and Cadet only.
    property Action analysis: Action {
        text: root.controller.phase === GameController.Over ? qsTr("Show the analysis") : qsTr("Show a hint")
        checkable: root.controller.analysis.available; checked: root.controller.analysis.shown
        // (in play against the stronger levels too, to say why there is none: a playtest's H did nothing)
        enabled: root.controller.analysis.available || root.controller.phase === GameController.Playing
        shortcut: "H"
        onTriggered: {
            if (root.controller.analysis.available)
                root.controller.analysis.shown = !root.controller.analysis.shown
            else
                noHint.open()
        }
    }
    ToolTip {
        id: noHint
        objectName: "noHint"
        parent: root.gameView
        x: (parent.width - width) / 2; y: 100
        width: Math.min(implicitWidth, 560)
        timeout: 6000
        text: qsTr("No hints against Captain, Commodore or Admiral: a hint shows where the bot's ships could be and a good move, "
                   + "which would play the game for you. Hints are for Practice and Cadet; every game can be analysed "
                   + "move by move in review once it is over.")
    }
    property Action quit: Action { text: qsTr("Quit"); shortcut: "Ctrl+Q"; onTriggered: root.gameView.quitRequested() }

    // One choice of several (the layout, the volume): drawn as a radio item (AppMenuItem),
    // `chosen` following the setting; never unchecked by choosing it again (eighth playtest).
    component Choice: Action { readonly property bool oneOf: true; property bool chosen }
    // Their keys choose as the items do: F5 pressed with the 3-D view large already had made the
    // layers large (playtest 55: "F5 goes the wrong way"); the corner's switch goes back and forth.
    property Action view3dLarge: Choice {
        text: qsTr("3-D view large"); chosen: AppSettings.view3dLarge
        shortcut: "F5"; onTriggered: AppSettings.view3dLarge = true
    }
    property Action layersLarge: Choice {
        text: qsTr("Layers large"); chosen: !AppSettings.view3dLarge
        shortcut: "F6"; onTriggered: AppSettings.view3dLarge = false
    }
    property Action animations: Action {
        text: qsTr("Animate turn results"); checkable: true; checked: AppSettings.animations
        onTriggered: AppSettings.animations = checked
    }
    property Action sound: Action {
        text: qsTr("Sound effects"); checkable: true; checked: AppSettings.sound
        enabled: Capabilities.sound; shortcut: "Ctrl+M"
        onTriggered: AppSettings.sound = checked
    }
    component Volume: Choice {
        property real level
        text: qsTr("Volume %1%").arg(Math.round(level * 100))
        chosen: Math.abs(AppSettings.volume - level) < 0.13
        enabled: Capabilities.sound && AppSettings.sound
        onTriggered: AppSettings.volume = level
    }
    property Action volume25: Volume { level: 0.25 }
    property Action volume50: Volume { level: 0.5 }
    property Action volume75: Volume { level: 0.75 }
    property Action volume100: Volume { level: 1.0 }
    property Action resetView: Action { text: qsTr("Reset the 3-D view"); shortcut: "Ctrl+0"; onTriggered: root.gameView.resetView() }

    property Action howToPlay: Action { text: qsTr("How to play"); shortcut: "F1"; onTriggered: root.gameView.showHelp(0) }
    property Action rules: Action { text: qsTr("The full guide to the rules"); onTriggered: root.gameView.showHelp(1) }
    property Action shortcuts: Action { text: qsTr("Keyboard shortcuts"); shortcut: "Ctrl+F1"; onTriggered: root.gameView.showHelp(2) }
    property Action tips: Action { text: qsTr("Show the first-game tips again"); onTriggered: AppSettings.tipsSeen = false }
    property Action about: Action { text: qsTr("About Spaceships"); onTriggered: root.gameView.showAbout() }
}
