// The game library: every saved game, newest first — date, players, fleet rule, turns and
// result or "unfinished" — searchable and sortable; open one (a finished game for review,
// an unfinished one to go on), save a copy of it, show it in the file manager, or delete
// it to the trash.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property GameLibrary library
    required property RecordKeeper records
    required property Lobby lobby
    required property Outputs outputs
    property bool inPlay: false // a game is in play, the one in records.path
    objectName: "libraryDialog"
    anchors.centerIn: Overlay.overlay
    width: Math.min(Theme.px(900), Overlay.overlay ? Overlay.overlay.width - 40 : 900) // (its columns grow with the text: playtest 22 read "Play…")
    height: Math.min(620, Overlay.overlay ? Overlay.overlay.height - 40 : 620)
    modal: true
    title: qsTr("Game library")
    standardButtons: Dialog.Close
    // In the game's language, and again when it changes (Qt's own word stayed English).
    Binding { target: root.standardButton(Dialog.Close); property: "text"; value: qsTr("Close") }
    property string message: ""
    // Opened afresh: every game, no search left from last time (a playtest).
    onAboutToShow: { library.filter = ""; search.text = ""; library.refresh(records.folder); message = "" }

    // Shows a record in the file manager, or at least its folder.
    function reveal(path) {
        if (!library.reveal(path))
            Qt.openUrlExternally(records.folderUrl)
    }
    function copy(path) {
        copyDialog.source = path
        if (copyDialog.item)
            copyDialog.item.source = path
        copyDialog.open()
    }
    LazyDialog {
        id: copyDialog
        property string source
        sourceComponent: pickerCopy // the game's own (see GameView's saveCopyDialog)
        onLoaded: item.source = source
    }
    Component { id: pickerCopy; SaveCopyPicker { records: root.records; outputs: root.outputs; library: root.library; onCopied: (why, where) => root.copied(why, where) } }
    function copied(why, where) {
        message = why !== "" ? why : qsTr("Copied to %1").arg(String(where).replace(/^file:\/\//, ""))
    }

    // Deletes a record to the trash, asking first unless the settings say not to.
    function remove(path) {
        if (AppSettings.confirmDelete) {
            deleteDialog.path = path
            deleteDialog.open()
        } else {
            message = library.remove(path) || qsTr("Moved to the trash: %1").arg(path)
        }
    }
    Dialog {
        id: deleteDialog
        objectName: "libraryDeleteDialog"
        property string path
        anchors.centerIn: parent
        width: Math.min(440, root.width - 40)
        modal: true
        title: qsTr("Delete this game?")
        contentItem: Label {
            wrapMode: Text.Wrap
            color: Theme.text
            text: qsTr("%1 goes to the trash, from where it can be restored.").arg(deleteDialog.path.replace(/^.*\//, ""))
        }
        footer: DialogButtonBox {
            Button { objectName: "libraryDeleteConfirm"; text: qsTr("Delete"); DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
            Button { text: qsTr("Keep it"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
        }
        onAccepted: root.message = root.library.remove(path) || qsTr("Moved to the trash: %1").arg(path)
    }

    function open_(path) {
        if (lobby.openRecord(path))
            close()
    }
    Connections { // why a record was refused, said here
        target: root.lobby
        function onRefused(why) { if (root.visible && why !== "") root.message = why }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            TextField {
                id: search
                objectName: "librarySearch"
                Layout.fillWidth: true
                placeholderTextColor: Theme.placeholder
                placeholderText: qsTr("Search players, fleet, result…")
                onTextEdited: root.library.filter = text
            }
            Label { text: qsTr("Order"); color: Theme.text; Layout.minimumWidth: implicitWidth; Layout.preferredWidth: implicitWidth; Layout.leftMargin: 6; Layout.rightMargin: 6 } // (playtest 28: the box over its "r" at 1920x1080)
            ComboBox {
                objectName: "librarySort"
                Layout.preferredWidth: Math.max(implicitWidth, Theme.px(150)) // (its text whole at 125 %: playtest 23 saw "Order" under it)
                model: [qsTr("Newest first"), qsTr("By players"), qsTr("Most turns"), qsTr("Finished first")]
                currentIndex: root.library.sort
                onActivated: (i) => root.library.sort = i
            }
        }
        // The running record against each bot.
        Flow {
            objectName: "libraryOpponents"
            Layout.fillWidth: true
            spacing: 14
            visible: root.library.opponents.length > 0
            Repeater {
                model: root.library.opponents
                Label {
                    required property var modelData
                    color: Theme.text
                    text: qsTr("Against %1: %2 — %3 won, %4 drawn, %5 lost, %6 turns on average")
                          .arg(modelData.opponent)
                          .arg(modelData.games === 1 ? qsTr("1 game") : qsTr("%1 games").arg(modelData.games))
                          .arg(modelData.wins).arg(modelData.draws).arg(modelData.losses)
                          // (in the game's language: "10,0" in German — eighth playtest)
                          .arg(Number(modelData.averageTurns).toLocaleString(Qt.locale(AppSettings.language), 'f', 1))
                }
            }
        }
        Label {
            color: Theme.dimText
            text: root.library.total === 0 ? qsTr("No saved games yet: every game is saved here as you play.")
                : qsTr("%1 of %2 games").arg(root.library.shown).arg(root.library.total)
        }
        ListView {
            id: list
            objectName: "libraryList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.library
            spacing: 2
            ScrollBar.vertical: ScrollBar {}
            delegate: Rectangle {
                required property int index
                required property string path
                required property string date
                required property string players
                required property string fleet
                required property int turns
                required property string result
                required property bool finished
                required property bool damaged
                // The game open now (playtest 36: "unfinished · 0 turns · Continue" for it).
                readonly property bool openNow: root.inPlay && !finished && path === root.records.path
                width: list.width - 12
                height: 40
                radius: 3
                color: hover.hovered ? "#2f3a4a" : "transparent"
                border.color: Theme.gridLine
                HoverHandler { id: hover }
                TapHandler { onDoubleTapped: if (!damaged) root.open_(path) }
                RowLayout {
                    anchors { fill: parent; leftMargin: 8; rightMargin: 6 }
                    spacing: 10
                    Label { text: date; color: Theme.dimText; Layout.preferredWidth: Theme.px(140) }
                    Label { text: players; color: Theme.text; elide: Text.ElideRight; Layout.fillWidth: true }
                    Label { // "classic rules, standard" in two short lines, never over the turns
                        text: fleet
                        color: Theme.dimText
                        Layout.preferredWidth: Theme.px(100)
                        Layout.maximumWidth: Theme.px(100)
                        wrapMode: Text.Wrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                        font.pixelSize: Theme.px(fleet.length > 14 ? 11 : 13)
                    }
                    Label { text: damaged ? "" : turns === 1 ? qsTr("1 turn") : qsTr("%1 turns").arg(turns); color: Theme.dimText; Layout.preferredWidth: 60 }
                    Label {
                        text: openNow ? qsTr("this game, open now") : result
                        color: damaged ? Theme.target : finished ? Theme.text : Theme.ownShip
                        elide: Text.ElideRight
                        Layout.preferredWidth: Theme.px(220)
                        ToolTip.visible: damaged && resultHover.hovered
                        ToolTip.text: result
                        HoverHandler { id: resultHover }
                    }
                    Button {
                        objectName: "libraryOpen" + index
                        text: openNow ? qsTr("Back to it") : finished ? qsTr("Review") : qsTr("Continue")
                        visible: !damaged // a damaged record says why instead
                        onClicked: openNow ? root.close() : root.open_(path)
                    }
                    Button { // the other commands, in a menu: the row stays readable
                        id: more
                        objectName: "libraryMore" + index
                        text: "⋯"
                        Accessible.name: qsTr("More: copy, show in the file manager, delete")
                        implicitWidth: 36
                        onClicked: moreMenu.open()
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Copy, show in the file manager, delete")
                        Menu {
                            id: moreMenu
                            y: more.height; x: more.width - width // (under the button, its right edge with the row's: playtest 53 saw it past the dialog's)
                            width: Math.max(implicitWidth, Theme.px(250)) // (its items whole: "Show in the file mana…", playtest 22)
                            MenuItem {
                                objectName: "libraryCopy" + index
                                text: qsTr("Save a copy…")
                                onTriggered: root.copy(path)
                            }
                            MenuItem {
                                objectName: "libraryShow" + index
                                text: qsTr("Show in the file manager")
                                onTriggered: root.reveal(path)
                            }
                            MenuItem {
                                objectName: "libraryDelete" + index
                                text: qsTr("Delete (to the trash)")
                                onTriggered: root.remove(path)
                            }
                        }
                    }
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "libraryMessage"
                Layout.fillWidth: true
                text: root.message
                color: Theme.target
                wrapMode: Text.Wrap
            }
            Button {
                text: qsTr("Show the folder")
                onClicked: Qt.openUrlExternally(root.records.folderUrl)
            }
        }
    }
}
