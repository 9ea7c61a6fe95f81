// The legend beside the game, folded under its button. Unfolded on a tall screen it takes
// its place in the panel; on a small one it opens over the turn log, above the button,
// rather than squeezing the log to two lines (fifth playtest at 1024×768).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships

Pane {
    id: pane
    // Room to unfold in place (the panel's height), and whether it starts unfolded.
    property bool roomy: true
    property alias unfolded: toggle.checked
    // How high it may grow, in place or over the log.
    property real maxHeight: 300
    background: Rectangle { color: Theme.panel; radius: 4 }

    component LegendList: StepScrollView {
        clip: true; contentWidth: availableWidth
        ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        Legend {
            objectName: "legend"
            width: parent.width - 12
            cellSize: 18
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4
        Button {
            id: toggle; focusPolicy: Qt.TabFocus // a click leaves the keys with the game
            objectName: "legendToggle"
            checkable: true
            flat: true
            padding: 2
            text: (checked ? "▾ " : "▸ ") + qsTr("Legend")
            font.bold: true
        }
        Loader { // made when first unfolded in place
            Layout.fillWidth: true
            // It scrolls; the log keeps some room.
            Layout.preferredHeight: item ? Math.min(item.contentHeight, pane.maxHeight) : 0
            Layout.minimumHeight: item ? Math.min(item.contentHeight, 0.75 * pane.maxHeight) : 0
            visible: toggle.checked && pane.roomy
            active: visible || item !== null
            sourceComponent: LegendList {}
        }
    }
    Popup {
        objectName: "legendPopup"
        visible: toggle.checked && !pane.roomy
        x: 0
        y: -height - 6
        width: pane.width
        height: Math.min((popupList.item ? popupList.item.contentHeight : 0) + 20, pane.maxHeight)
        padding: 8
        closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutsideParent
        focus: true // (for Escape)
        onClosed: toggle.checked = false
        background: Rectangle { color: Theme.panel; border.color: Theme.dimText; radius: 4 }
        Loader { // made when first opened: text items are the views' largest cost in memory
            id: popupList
            anchors.fill: parent
            active: parent.visible || item !== null
            sourceComponent: LegendList {}
        }
    }
}
