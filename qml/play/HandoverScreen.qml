// Two people at one screen: between their turns the screen shows nothing of either
// space, only whom to pass it to, until that person says they are ready.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Rectangle {
    id: root
    required property Handover handover
    objectName: "handoverScreen"
    color: Theme.background

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, 560)
        spacing: 18
        Label {
            objectName: "handoverTitle"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Pass to %1").arg(root.handover.to)
            font.pixelSize: Theme.px(34); font.bold: true; color: Theme.text
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: qsTr("%1, press when ready to %2. Nothing of either player's space is shown until then.")
                  .arg(root.handover.to).arg(root.handover.task)
            font.pixelSize: Theme.px(16); color: Theme.dimText
        }
        Button {
            objectName: "readyButton"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("I am %1 — ready").arg(root.handover.to)
            highlighted: true
            font.pixelSize: Theme.px(18)
            padding: 14
            focus: root.visible
            onClicked: root.handover.ready()
            Keys.onReturnPressed: root.handover.ready()
            Keys.onEnterPressed: root.handover.ready()
        }
        // Enter or Space presses it wherever the keyboard focus was left (fourth playtest:
        // the keys did nothing).
        Shortcut {
            sequences: ["Return", "Enter", "Space"]
            enabled: root.visible
            onActivated: root.handover.ready()
        }
    }
}
