// Choosing a saved game (.ssg) to resume or review.
import QtQuick
import QtQuick.Dialogs

FileDialog {
    id: root
    required property var controller
    objectName: "openDialog"
    title: qsTr("Open a saved game")
    nameFilters: [qsTr("Spaceships records (*.ssg)"), qsTr("All files (*)")]
    currentFolder: controller.recordFolderUrl
    onAccepted: controller.openRecord(selectedFile)
}
