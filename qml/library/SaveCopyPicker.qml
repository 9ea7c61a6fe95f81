// Saving a copy of a record where the player chooses, to share it: a path to type,
// proposed in the sharing folder with the game's name; Save or Enter writes it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property RecordKeeper records
    required property Outputs outputs
    required property GameLibrary library
    // A saved game to copy, or "" for the game shown.
    property string source: ""
    signal copied(string why, string where)
    objectName: "saveCopyPicker"
    anchors.centerIn: Overlay.overlay // (its parent stays, so the dark palette reaches it)
    width: Math.min(620, Overlay.overlay ? Overlay.overlay.width - 40 : 620)
    modal: true
    title: qsTr("Save a copy of the game")
    standardButtons: Dialog.Save | Dialog.Cancel
    onAboutToShow: path.text = records.shareFolderUrl.toString().replace(/^file:\/\//, "") + "/" + (source === "" ? "spaceships-game.ssg" : source.replace(/^.*\//, ""))
    onAccepted: source === "" ? outputs.saveCopy(path.text.trim())
                              : copied(library.copy(source, path.text.trim()), path.text.trim())
    ColumnLayout {
        anchors.fill: parent
        Label {
            Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.dimText
            text: Capabilities.missing
            visible: text !== ""
        }
        TextField {
            id: path
            objectName: "saveCopyPath"
            Layout.fillWidth: true
            onAccepted: root.accept()
        }
    }
}
