// A fade over the foot of a scrolling view while more lies below: the last line shown reads
// as going on, not as cut off (playtest 45: "text cut off in the side panels", in the turn
// panel's messages, the beam's help and the review under the end card).
import QtQuick

Rectangle {
    id: root
    required property Flickable flickable
    property bool shown: true
    property color color: Theme.panel
    anchors { left: flickable.left; right: flickable.right; bottom: flickable.bottom }
    anchors.rightMargin: 12 // (clear of the scroll bar)
    height: Math.min(22, flickable.height / 3)
    visible: shown && flickable.contentHeight > flickable.height + 1 && flickable.contentY + flickable.height < flickable.contentHeight - 2
    z: 5
    gradient: Gradient {
        GradientStop { position: 0; color: Qt.rgba(root.color.r, root.color.g, root.color.b, 0) }
        GradientStop { position: 1; color: root.color }
    }
}
