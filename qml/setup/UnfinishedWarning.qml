// Asked before a new game starts while unfinished games wait: they stay saved, and the
// latest can be resumed instead.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property RecordKeeper records
    required property Lobby lobby
    objectName: "unfinishedWarning"
    anchors.centerIn: Overlay.overlay
    modal: true
    title: qsTr("Start a new game?")
    width: Math.min(480, Overlay.overlay ? Overlay.overlay.width - 40 : 480)
    contentItem: Label {
        wrapMode: Text.Wrap
        color: Theme.text
        text: (root.records.unfinishedGames.length === 1
               ? qsTr("You have an unfinished game: %1.").arg(root.records.unfinishedGames[0].summary)
               : qsTr("You have %1 unfinished games; the latest: %2.").arg(root.records.unfinishedGames.length)
                     .arg(root.records.unfinishedGames[0].summary))
              + "\n\n" + qsTr("It stays saved: you can resume it from this screen whenever you like.")
    }
    footer: DialogButtonBox {
        Button {
            objectName: "warningStart"
            text: qsTr("Start the new game")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            objectName: "warningResume"
            text: qsTr("Resume the unfinished one")
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: { root.close(); root.lobby.resumeUnfinished() }
        }
        Button {
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
