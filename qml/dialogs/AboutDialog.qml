// About: what the game is, its version, and whose rules it plays.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships

Dialog {
    id: root
    objectName: "aboutDialog"
    anchors.centerIn: Overlay.overlay // (its parent stays, so the dark palette reaches it)
    width: Math.min(Theme.px(480), Overlay.overlay ? Overlay.overlay.width - 40 : 480)
    modal: true
    title: qsTr("About Spaceships")
    standardButtons: Dialog.Ok
    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label { text: "Spaceships " + Qt.application.version; font.bold: true; font.pixelSize: Theme.px(20); color: Theme.text }
        Label {
            Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.text
            text: qsTr("Battleships in a 5×5×5 space, with death stars, missiles, kamikaze strikes and scanners. It plays the Spaceships rules, version 2.6.1, and the classic rules: against bots of five levels, two people at one screen, or a friend over the network.")
        }
        Label {
            Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.dimText
            text: qsTr("Made with Qt %1 and Qt Quick 3D. Every game is saved as you play, as a record anyone can check with spaceships-cli.").arg("6")
        }
    }
}
