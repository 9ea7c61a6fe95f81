// Choosing a saved game (.ssg) to resume or review.
import QtQuick
import QtQuick.Dialogs
import Spaceships
import Spaceships.Core

FileDialog {
    id: root
    required property GameController controller
    objectName: "openDialog"
    title: qsTr("Open a saved game")
    nameFilters: [qsTr("Spaceships records (*.ssg)"), qsTr("All files (*)")]
    currentFolder: controller.records.folderUrl
    onAccepted: controller.lobby.openRecord(selectedFile)
}
