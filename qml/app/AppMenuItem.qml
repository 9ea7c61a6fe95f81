// A menu item that shows its action's shortcut at the right, as desktop menus do.
import QtQuick
import QtQuick.Controls
import Spaceships

MenuItem {
    id: item
    // One choice of several (Commands' Choice): a round mark, filled on the one chosen.
    readonly property bool oneOf: action !== null && action.oneOf === true
    Rectangle {
        visible: item.oneOf
        x: item.leftPadding + 2; y: (item.height - height) / 2
        width: 12; height: 12; radius: 6
        color: "transparent"
        border.color: item.enabled ? Theme.text : Theme.dimText
        Rectangle {
            anchors.centerIn: parent
            width: 6; height: 6; radius: 3
            visible: item.action !== null && item.action.chosen === true
            color: parent.border.color
        }
    }
    // Plain Text items, not a layout of Labels: the menus are made at launch.
    contentItem: Item {
        implicitWidth: name.implicitWidth + keys.implicitWidth + 32
        implicitHeight: name.implicitHeight
        Text {
            id: name
            leftPadding: item.checkable ? item.indicator.width + 4 : item.oneOf ? 20 : 0
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
