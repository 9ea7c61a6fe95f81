// A menu item that shows its action's shortcut at the right, as desktop menus do.
import QtQuick
import QtQuick.Controls
import Spaceships

MenuItem {
    id: item
    // Plain Text items, not a layout of Labels: the menus are made at launch.
    contentItem: Item {
        implicitWidth: name.implicitWidth + keys.implicitWidth + 32
        implicitHeight: name.implicitHeight
        Text {
            id: name
            leftPadding: item.checkable ? item.indicator.width + 4 : 0
            text: item.text
            font: item.font
            color: item.enabled ? Theme.text : Theme.dimText
        }
        Text {
            id: keys
            anchors.right: parent.right
            text: item.action && item.action.shortcut ? String(item.action.shortcut) : ""
            font: item.font
            color: Theme.dimText
        }
    }
}
