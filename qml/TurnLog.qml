// The turn log in conventional notation [11.5]: each turn's results, newest at the bottom;
// after the end, click a turn to review the board as it stood then.
import QtQuick
import QtQuick.Controls

ListView {
    id: root
    required property var controller
    objectName: "turnLog"
    clip: true
    spacing: 6
    model: controller.log
    // After the new entry is laid out (its wrapped height is known), or it shows cut off.
    onCountChanged: Qt.callLater(positionViewAtEnd)
    // In play the turn panel above grows and shrinks with the actions: keep the newest turn in view.
    onHeightChanged: if (controller.phase === "playing") Qt.callLater(positionViewAtEnd)
    // In review, the turn shown.
    currentIndex: controller.phase === "over" ? controller.reviewTurn - 1 : count - 1
    onCurrentIndexChanged: if (currentIndex >= 0) Qt.callLater(() => positionViewAtIndex(currentIndex, ListView.Contain))
    highlight: Rectangle { color: "#34506a"; radius: 3; visible: root.controller.phase === "over" }
    highlightMoveDuration: 0
    delegate: Label {
        required property string modelData
        required property int index
        objectName: "logTurn" + (index + 1)
        width: ListView.view.width
        wrapMode: Text.Wrap
        text: modelData
        color: Theme.text
        font.family: "DejaVu Sans Mono"
        font.pixelSize: 11
        // In review, a turn's entry shows the board after that turn.
        TapHandler {
            enabled: root.controller.phase === "over"
            onTapped: root.controller.reviewTurn = index + 1
        }
        HoverHandler {
            enabled: root.controller.phase === "over"
            cursorShape: Qt.PointingHandCursor
        }
    }
    ScrollBar.vertical: ScrollBar {}
}
