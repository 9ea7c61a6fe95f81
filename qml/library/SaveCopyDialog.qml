// Saving a copy of the game's record (.ssg) where the player chooses, to share it; or,
// from the library, a copy of a saved game (`source`).
import QtQuick
import QtQuick.Dialogs
import Spaceships
import Spaceships.Core

FileDialog {
    id: root
    required property RecordKeeper records
    required property Outputs outputs
    required property GameLibrary library
    // A saved game to copy, or "" for the game shown.
    property string source: ""
    // From the library: "" or why the copy was not made, and where it went.
    signal copied(string why, string where)
    objectName: "saveCopyDialog"
    title: qsTr("Save a copy of the game")
    fileMode: FileDialog.SaveFile
    defaultSuffix: "ssg"
    nameFilters: [qsTr("Spaceships records (*.ssg)")]
    currentFolder: records.shareFolderUrl // apart from the games in play
    onAccepted: source === "" ? outputs.saveCopy(selectedFile)
                              : copied(library.copy(source, selectedFile), selectedFile)
}
