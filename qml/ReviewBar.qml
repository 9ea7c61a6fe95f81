// After the end: step through the game turn by turn, both fleets shown [1.4.1].
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships.Core

Pane {
    id: root
    required property GameController controller
    objectName: "reviewBar"
    background: Rectangle { color: Theme.panel; radius: 4; border.color: Theme.gridLine }

    ColumnLayout {
        anchors.fill: parent
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Review: %1 (%2)").arg(root.controller.result).arg(root.controller.score)
            font.bold: true; font.pixelSize: 16; color: Theme.text
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: root.controller.endReason
            color: Theme.text
            font.pixelSize: 11
        }
        Label {
            objectName: "reviewPosition"
            text: root.controller.reviewTurn === 0 ? qsTr("The setups, before turn 1")
                                                   : qsTr("After turn %1 of %2").arg(root.controller.reviewTurn).arg(root.controller.turnsPlayed)
            color: Theme.dimText
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: text !== ""
            text: root.controller.error !== "" ? "! " + root.controller.error : ""
            color: Theme.target
        }
        RowLayout {
            Layout.fillWidth: true
            Button { text: "|◀"; implicitWidth: 36; onClicked: root.controller.reviewTurn = 0; ToolTip.visible: hovered; ToolTip.text: qsTr("The setups (Home)") }
            Button { objectName: "reviewBack"; text: "◀"; implicitWidth: 32; onClicked: root.controller.reviewTurn -= 1; ToolTip.visible: hovered; ToolTip.text: qsTr("One turn back (←)") }
            Slider {
                objectName: "reviewSlider"
                Layout.fillWidth: true
                Layout.minimumWidth: 80
                from: 0; to: root.controller.turnsPlayed; stepSize: 1; snapMode: Slider.SnapAlways
                value: root.controller.reviewTurn
                onMoved: root.controller.reviewTurn = value
            }
            Button { objectName: "reviewForward"; text: "▶"; implicitWidth: 32; onClicked: root.controller.reviewTurn += 1; ToolTip.visible: hovered; ToolTip.text: qsTr("One turn on (→)") }
            Button { text: "▶|"; implicitWidth: 36; onClicked: root.controller.reviewTurn = root.controller.turnsPlayed; ToolTip.visible: hovered; ToolTip.text: qsTr("The end (End)") }
        }
    }
}
