// The setup screen's list of ships: each with its label, name and cells laid out so
// far; click one to lay it out or move it, ✕ to remove it or clear its cells.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Window
import Spaceships
import Spaceships.Core

ColumnLayout {
    id: root
    required property SetupController setup
    spacing: 6
    // (wrapped labels here take no width of their own from the layout, Layout.preferredWidth
    // 0: with their one-line width they were laid out a line short after a relaunch at
    // 1920x1080, the list drawn over their second line — eleventh playtest)
    // (and at least as tall as its lines: the hot-seat's second player saw the list over its
    // second line under the fleet rule's words — twelfth playtest)
    // (two lines kept whatever its width first was: after New game the list still covered the
    // second — fifteenth playtest)
    Label { id: intro; text: qsTr("Click a ship, then its cells; drag a ship in the layers to move it"); color: Theme.dimText; Layout.fillWidth: true; Layout.preferredWidth: 0; Layout.minimumHeight: Math.max(contentHeight, 2 * introMetrics.lineSpacing); wrapMode: Text.Wrap }
    FontMetrics { id: introMetrics; font: intro.font }
    ListView {
        id: shipList
        objectName: "shipList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 2
        model: root.setup.ships
        ScrollBar.vertical: ScrollBar { policy: shipList.contentHeight > shipList.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        delegate: Rectangle {
            required property var modelData
            required property int index
            width: shipList.width - (shipList.contentHeight > shipList.height ? 12 : 0)
            height: 34
            radius: 3
            // A ship the fleet check finds fault with is marked (fifth playtest: "KC 6/6" looked
            // right while it was no 3x2x1 block).
            readonly property bool faulty: modelData.placed === modelData.size && root.setup.problemShips.indexOf(index) >= 0
            objectName: "shipRow" + index
            color: modelData.current ? "#34506a" : "transparent"
            border.color: faulty ? Theme.destroyed : modelData.current ? Theme.ownShip : Theme.gridLine
            border.width: faulty ? 2 : 1
            MouseArea {
                id: rowArea
                anchors.fill: parent
                hoverEnabled: true
                onClicked: root.setup.current = index
                ToolTip.visible: containsMouse; ToolTip.delay: 700; ToolTip.text: modelData.role
            }
            RowLayout {
                anchors.fill: parent
                anchors.margins: 4
                Label { text: modelData.label; font.bold: true; color: Theme.text; Layout.preferredWidth: 36 }
                Label { // smaller rather than cut: "Fliegende Untertasse" at 1024x768
                    text: modelData.name; color: Theme.text; Layout.fillWidth: true; Layout.fillHeight: true
                    font.pixelSize: Theme.px(13) // (in pixels, so that it may shrink to minimumPixelSize)
                    fontSizeMode: Text.HorizontalFit; minimumPixelSize: 9; elide: Text.ElideRight; verticalAlignment: Text.AlignVCenter
                }
                Label {
                    text: (parent.parent.faulty ? "⚠ " : "") + modelData.placed + "/" + modelData.size
                    color: parent.parent.faulty ? Theme.destroyed : modelData.placed === modelData.size ? Theme.text : Theme.target
                }
                ToolButton {
                    text: "✕"
                    Accessible.name: ToolTip.text
                    onClicked: root.setup.removeShip(index)
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: root.setup.costFleet || index >= 5 ? qsTr("Remove this ship") : qsTr("Clear its cells")
                }
            }
        }
    }
    // What the ship being laid out does in play, so that where to put it makes sense (below
    // the list, so that the list never moves as it changes).
    Label {
        objectName: "shipRole"
        readonly property var current: {
            const ships = root.setup.ships
            for (let i = 0; i < ships.length; ++i)
                if (ships[i].current)
                    return ships[i]
            return null
        }
        // Only in a tall window (at 1024x768 in German the light scout's row went out of
        // sight; and not from the layout's own height, which it changes); its row's tooltip
        // says it anyway.
        visible: current !== null && Window.height >= 900
        text: current ? current.name + ": " + current.role : ""
        Layout.fillWidth: true
        Layout.preferredWidth: 0
        wrapMode: Text.Wrap
        font.pixelSize: Theme.px(12)
        color: Theme.dimText
    }
}
