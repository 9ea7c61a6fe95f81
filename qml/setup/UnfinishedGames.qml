// The unfinished games, saved after their last turns, most recent first: each can be
// resumed, or no longer offered (its record stays).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Rectangle {
    id: root
    required property RecordKeeper records
    required property Lobby lobby
    // Whether the list is wanted now (the setup screen shows).
    property bool listed: true
    objectName: "unfinishedBanner"
    implicitHeight: banner.implicitHeight + 12
    radius: 4
    color: "#34506a"
    clip: true
    ColumnLayout {
        id: banner
        anchors { fill: parent; margins: 6 }
        Label {
            text: root.records.unfinishedGames.length === 1 ? qsTr("An unfinished game")
                : qsTr("%1 unfinished games").arg(root.records.unfinishedGames.length)
            font.bold: true
            color: Theme.text
        }
        ListView {
            id: unfinishedList
            Layout.fillWidth: true
            Layout.fillHeight: true
            implicitHeight: Math.min(contentHeight, 180)
            clip: true
            spacing: 6
            // Made only while this screen shows: the list changes with every
            // turn saved, and the game screen has no use for it.
            model: root.listed ? root.records.unfinishedGames : []
            ScrollBar.vertical: ScrollBar { policy: unfinishedList.contentHeight > unfinishedList.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            delegate: ColumnLayout {
                required property var modelData
                required property int index
                width: unfinishedList.width - 10
                spacing: 2
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: modelData.summary
                    color: Theme.text
                }
                RowLayout {
                    Button {
                        objectName: index === 0 ? "resumeButton" : "resumeButton" + index
                        readonly property string path: modelData.path // the game it resumes
                        text: qsTr("Resume"); highlighted: index === 0
                        onClicked: root.lobby.resumeUnfinished(modelData.path)
                    }
                    Button {
                        text: qsTr("Forget")
                        onClicked: root.records.discardUnfinished(modelData.path)
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Stop offering this game; its record stays in the games folder")
                    }
                }
            }
        }
    }
}
