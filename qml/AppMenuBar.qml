// The menu bar: Game, View and Help, with each command's shortcut shown. The commands are
// the GameView's (its actions), so the tool buttons and the keys do the same.
import QtQuick
import QtQuick.Controls
import Spaceships.Core

MenuBar {
    id: root
    required property Item gameView
    objectName: "menuBar"
    background: Rectangle { color: Theme.panel }
    delegate: MenuBarItem {
        id: barItem
        contentItem: Label { text: barItem.text.replace("&", ""); color: Theme.text }
        background: Rectangle { color: barItem.highlighted ? "#36404f" : "transparent" }
    }

    Menu {
        objectName: "gameMenu"
        title: qsTr("&Game")
        delegate: AppMenuItem {}
        Action { text: qsTr("New game"); shortcut: "Ctrl+N"; onTriggered: root.gameView.newGame() }
        Action { text: qsTr("Open a saved game…"); shortcut: "Ctrl+O"; onTriggered: root.gameView.openGame() }
        Action {
            text: qsTr("Save a copy…"); shortcut: "Ctrl+S"
            enabled: root.gameView.controller.phase !== GameController.Setup && root.gameView.controller.turn > 0
            onTriggered: root.gameView.saveCopy()
        }
        MenuSeparator {}
        Action { text: qsTr("Quit"); shortcut: "Ctrl+Q"; onTriggered: root.gameView.quitRequested() }
    }
    Menu {
        objectName: "viewMenu"
        title: qsTr("&View")
        delegate: AppMenuItem {}
        Action {
            text: qsTr("3-D view large"); checkable: true; checked: root.gameView.controller.options.view3dLarge
            shortcut: "F5"; onTriggered: root.gameView.controller.options.view3dLarge = true
        }
        Action {
            text: qsTr("Layers large"); checkable: true; checked: !root.gameView.controller.options.view3dLarge
            shortcut: "F6"; onTriggered: root.gameView.controller.options.view3dLarge = false
        }
        Action {
            text: qsTr("Animate turn results"); checkable: true; checked: root.gameView.controller.options.animations
            onTriggered: root.gameView.controller.options.animations = checked
        }
        MenuSeparator {}
        Action { text: qsTr("Reset the 3-D view"); shortcut: "Ctrl+0"; onTriggered: root.gameView.resetView() }
    }
    Menu {
        objectName: "helpMenu"
        title: qsTr("&Help")
        delegate: AppMenuItem {}
        Action { text: qsTr("How to play"); shortcut: "F1"; onTriggered: root.gameView.showHelp(0) }
        Action { text: qsTr("The rules in full"); onTriggered: root.gameView.showHelp(1) }
        Action { text: qsTr("Keyboard shortcuts"); shortcut: "Ctrl+F1"; onTriggered: root.gameView.showHelp(2) }
        Action { text: qsTr("Show the first-game tips again"); onTriggered: root.gameView.controller.options.tipsSeen = false }
        MenuSeparator {}
        Action { text: qsTr("About Spaceships"); onTriggered: root.gameView.showAbout() }
    }
}
