// A menu item that shows its action's shortcut at the right, as desktop menus do.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

MenuItem {
    id: item
    contentItem: RowLayout {
        spacing: 24
        Label {
            Layout.fillWidth: true
            leftPadding: item.checkable ? item.indicator.width + 4 : 0
            text: item.text
            color: item.enabled ? Theme.text : Theme.dimText
        }
        Label {
            text: item.action && item.action.shortcut ? String(item.action.shortcut) : ""
            color: Theme.dimText
            visible: text !== ""
        }
    }
}
