// Watching two bots play: pause and play, one turn at a time, and the pace; both fleets
// are shown in the views.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Pane {
    id: root
    required property GameController controller
    objectName: "watchBar"
    background: Rectangle { color: Theme.panel; radius: 4; border.color: Theme.gridLine }

    ColumnLayout {
        anchors.fill: parent
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Turn %1: %2 against %3").arg(root.controller.turn)
                  .arg(root.controller.seatA ? root.controller.seatA.name : "")
                  .arg(root.controller.seatB ? root.controller.seatB.name : "")
            font.bold: true; font.pixelSize: 16; color: Theme.text
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.dimText
            text: qsTr("Both fleets are shown: the views are %1's, with the other's ships revealed.")
                  .arg(root.controller.seatA ? root.controller.seatA.name : "")
        }
        RowLayout {
            Button {
                objectName: "playPause"
                text: root.controller.watch.paused ? qsTr("▶ Play") : qsTr("❚❚ Pause")
                highlighted: root.controller.watch.paused
                onClicked: root.controller.watch.paused = !root.controller.watch.paused
            }
            Button {
                objectName: "stepButton"
                text: qsTr("Step ▸|")
                enabled: root.controller.watch.paused && !root.controller.botThinking
                onClicked: root.controller.watch.step()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Play the next turn")
            }
            BusyIndicator {
                running: root.controller.botThinking
                implicitWidth: 26; implicitHeight: 26
            }
        }
        RowLayout {
            Label { text: qsTr("Pace"); color: Theme.text }
            Slider {
                objectName: "paceSlider"
                Layout.fillWidth: true
                from: 3000; to: 0; stepSize: 100
                value: root.controller.watch.turnDelay
                onMoved: root.controller.watch.turnDelay = value
            }
            Label {
                text: qsTr("%1 s a turn").arg((root.controller.watch.turnDelay / 1000).toFixed(1))
                color: Theme.dimText
            }
        }
    }
}
