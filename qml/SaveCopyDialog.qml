// Saving a copy of the game's record (.ssg) where the player chooses, to share it.
import QtQuick
import QtQuick.Dialogs
import Spaceships.Core

FileDialog {
    id: root
    required property GameController controller
    objectName: "saveCopyDialog"
    title: qsTr("Save a copy of the game")
    fileMode: FileDialog.SaveFile
    defaultSuffix: "ssg"
    nameFilters: [qsTr("Spaceships records (*.ssg)")]
    currentFolder: controller.records.shareFolderUrl // apart from the games in play
    onAccepted: controller.saveCopy(selectedFile)
}
