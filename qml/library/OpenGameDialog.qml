// Choosing a saved game (.ssg) to resume or review.
import QtQuick
import QtQuick.Dialogs
import Spaceships
import Spaceships.Core

FileDialog {
    id: root
    required property RecordKeeper records
    required property Lobby lobby
    objectName: "openDialog"
    title: qsTr("Open a saved game")
    nameFilters: [qsTr("Spaceships records (*.ssg)"), qsTr("All files (*)")]
    currentFolder: records.folderUrl
    onAccepted: lobby.openRecord(selectedFile)
}
