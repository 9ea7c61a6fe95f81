// Choosing a saved game when the desktop's file dialog cannot be used (its QML modules
// are missing): the games in the records folder, newest first, or a typed path.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property RecordKeeper records
    required property Lobby lobby
    objectName: "openPicker"
    anchors.centerIn: Overlay.overlay // (its parent stays, so the dark palette reaches it)
    width: Math.min(620, Overlay.overlay ? Overlay.overlay.width - 40 : 620)
    height: Math.min(520, Overlay.overlay ? Overlay.overlay.height - 40 : 520)
    modal: true
    title: qsTr("Open a saved game")
    standardButtons: Dialog.Open | Dialog.Cancel
    property var games: []
    onAboutToShow: { games = records.savedGames(); path.text = "" }
    onAccepted: if (path.text.trim() !== "") lobby.openRecord(path.text.trim())

    ColumnLayout {
        anchors.fill: parent
        Label {
            Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.dimText
            text: Capabilities.missing !== "" ? Capabilities.missing : qsTr("Your saved games, newest first")
        }
        ListView {
            id: list
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.games
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                required property var modelData
                width: list.width
                text: modelData.name + "   " + modelData.date
                highlighted: path.text === modelData.path
                onClicked: path.text = modelData.path
                onDoubleClicked: { path.text = modelData.path; root.accept() }
            }
            Label {
                anchors.centerIn: parent
                visible: root.games.length === 0
                text: qsTr("No saved games yet")
                color: Theme.dimText
            }
        }
        TextField {
            id: path
            objectName: "openPath"
            Layout.fillWidth: true
            placeholderTextColor: Theme.placeholder
            placeholderText: qsTr("or type the path of a record (.ssg)")
            onAccepted: root.accept()
        }
    }
}
