// A click the rules refuse, said over the space as well as in the turn panel (playtest 18:
// a refused beam was told in one line of the side panel, and missed): the reason with its
// rule, for a few seconds or until a click is taken.
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core

Rectangle {
    id: root
    required property TurnDraft draft
    property string text: ""
    objectName: "refusalToast"
    z: 11
    visible: opacity > 0
    opacity: 0
    width: label.contentWidth + 28
    height: label.contentHeight + 16
    anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: Theme.px(52) } // (above the view's Spread and Layer bar: playtest 38)
    radius: 5
    color: Qt.rgba(0.2, 0.08, 0.1, 0.92)
    border { color: Theme.target; width: 2 }
    Behavior on opacity { enabled: AppSettings.animations; NumberAnimation { duration: 250 } }
    Label {
        id: label
        anchors.centerIn: parent
        width: Math.min(root.parent ? root.parent.width - 60 : 480, 620)
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        text: "! " + root.text
        color: Theme.text
        font.pixelSize: Theme.px(15)
    }
    Timer { id: shown; interval: 5000; onTriggered: root.opacity = 0 }
    Connections {
        target: root.draft
        function onRefused(why) { root.text = why; root.opacity = 1; shown.restart() }
        function onChanged() { if (root.draft.error === "") root.opacity = 0 } // a click taken: the refusal is past
    }
}
