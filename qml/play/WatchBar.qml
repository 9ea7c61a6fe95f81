// Watching two bots play: pause and play, one turn at a time, and the pace; both fleets
// are shown in the views.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Pane {
    id: root
    required property WatchPace watch
    // The turn, the two bots' names, and whether one is choosing now.
    property int turn: 0
    property string nameA
    property string nameB
    property bool thinking: false
    objectName: "watchBar"
    background: Rectangle { color: Theme.panel; radius: 4; border.color: Theme.gridLine }

    ColumnLayout {
        anchors.fill: parent
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Turn %1: %2 against %3").arg(root.turn)
                  .arg(root.nameA)
                  .arg(root.nameB)
            font.bold: true; font.pixelSize: Theme.px(16); color: Theme.text
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.dimText
            text: qsTr("Both fleets are shown: the views are %1's, with the other's ships revealed.")
                  .arg(root.nameA)
        }
        RowLayout {
            Button {
                focusPolicy: Qt.TabFocus // a click leaves the keys with the game (Space, arrows)
                objectName: "playPause"
                text: root.watch.paused ? qsTr("▶ Play") : qsTr("❚❚ Pause")
                highlighted: root.watch.paused
                onClicked: root.watch.paused = !root.watch.paused
            }
            Button {
                focusPolicy: Qt.TabFocus // a click leaves the keys with the game (Space, arrows)
                objectName: "stepButton"
                text: qsTr("Step ▸|")
                enabled: root.watch.paused && !root.thinking
                onClicked: root.watch.step()
                ToolTip.visible: hovered; ToolTip.delay: 500
                ToolTip.text: qsTr("Play the next turn")
            }
            BusyIndicator {
                running: root.thinking
                implicitWidth: 26; implicitHeight: 26
            }
        }
        RowLayout {
            Label { text: qsTr("Pause"); color: Theme.text } // (after each turn's results: sixth playtest read it as the turn's length)
            Slider {
                objectName: "paceSlider"
                Layout.fillWidth: true
                from: 3000; to: 0; stepSize: 100
                value: root.watch.turnDelay
                onMoved: root.watch.turnDelay = value
            }
            Label {
                text: qsTr("%1 s after each turn").arg((root.watch.turnDelay / 1000).toFixed(1))
                color: Theme.dimText
            }
        }
    }
}
