// The end of the game [2.3]: winner, score and the rule that ended it; the other's whole
// fleet is now shown in its space [1.4.1].
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships.Core

Dialog {
    id: root
    required property GameController controller
    objectName: "endDialog"
    modal: false
    title: root.controller.result
    // Over the side panel (its review controls stay above it), so the revealed fleet in
    // the 3-D and layered views stays in sight.
    x: parent.width - width - 8
    y: 200
    width: 400
    closePolicy: Popup.NoAutoClose

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label {
            objectName: "endResult"
            text: root.controller.result
            font.pixelSize: 24; font.bold: true
        }
        Label {
            objectName: "endScore"
            text: root.controller.score
            font.pixelSize: 18
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: root.controller.endReason
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("Both fleets are shown whole.") + " "
                  + (root.controller.records.reviewOnly ? qsTr("Opened for review from %1; it is not written.")
                                                        : qsTr("The game is saved as %1")).arg(root.controller.records.path)
            color: Theme.dimText
            font.pixelSize: 11
        }
    }
    footer: DialogButtonBox {
        Button { objectName: "reviewButton"; text: qsTr("Review the board"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
        Button { objectName: "newGameButton"; text: qsTr("New game"); DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
    }
    onAccepted: root.controller.newGame()
}
