// The menu bar: Game, View and Help, each command with its shortcut shown. The commands
// are Commands' actions; a menu's items are made the first time it opens (the menus cost
// the launch nothing).
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core

MenuBar {
    id: root
    required property Commands commands
    objectName: "menuBar"
    background: Rectangle { color: Theme.panel }
    delegate: MenuBarItem {
        id: barItem
        contentItem: Label { text: barItem.text.replace("&", ""); color: Theme.text }
        background: Rectangle { color: barItem.highlighted ? "#36404f" : "transparent" }
    }

    component LazyMenu: Menu {
        id: menu
        // Actions, and null for a separator.
        property var entries: []
        function fill() {
            if (count > 0)
                return
            for (const action of entries)
                addItem(action ? itemMaker.createObject(null, {action: action}) : separatorMaker.createObject(null))
            // As wide as its widest item: a name and its shortcut never overlap.
            let widest = 200
            for (let i = 0; i < count; ++i)
                widest = Math.max(widest, itemAt(i).implicitWidth)
            width = widest + leftPadding + rightPadding
        }
        onAboutToShow: fill()
    }
    Component { id: itemMaker; AppMenuItem {} }
    Component { id: separatorMaker; MenuSeparator {} }

    LazyMenu {
        objectName: "gameMenu"
        title: qsTr("&Game")
        entries: [root.commands.newGame, root.commands.network, root.commands.library, root.commands.open, root.commands.saveCopy,
                  root.commands.picture, root.commands.statistics, root.commands.result, null, root.commands.settings, null, root.commands.quit]
    }
    LazyMenu {
        objectName: "viewMenu"
        title: qsTr("&View")
        entries: [root.commands.view3dLarge, root.commands.layersLarge, root.commands.fullScreen, null, root.commands.analysis, null, root.commands.animations,
                  root.commands.sound, null, root.commands.volume25, root.commands.volume50, root.commands.volume75,
                  root.commands.volume100, null, root.commands.resetView]
    }
    LazyMenu {
        objectName: "helpMenu"
        title: qsTr("&Help")
        entries: [root.commands.howToPlay, root.commands.rules, root.commands.shortcuts, root.commands.tips,
                  null, root.commands.about]
    }
}
