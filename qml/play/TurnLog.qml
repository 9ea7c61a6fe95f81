// The turn log in conventional notation [11.5]: each turn's results, newest at the bottom;
// after the end, click a turn to review the board as it stood then.
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core

ListView {
    id: root
    required property Perspective perspective
    required property Review review
    // After the end: the log follows the turn reviewed, and a click goes to a turn.
    property bool reviewing: false
    // While a turn's results play out in 3-D, the newest turn waits, so as not to tell them first.
    property bool holdNewest: false
    objectName: "turnLog"
    clip: true
    WheelSteps { flickable: root }
    spacing: 6
    model: holdNewest ? perspective.log.slice(0, -1) : perspective.log
    // The current turn: in review the turn shown, in play the newest. Set, not bound: a
    // new model (each turn) puts the ListView back at its first entry.
    function follow() {
        currentIndex = reviewing ? review.turn - 1 : count - 1
        keepInView()
    }
    // The current turn whole in view, once it is laid out (its wrapped height known).
    function keepInView() {
        if (!reviewing || (currentIndex >= 0 && currentIndex === count - 1)) // (the last turn: to its foot, however short the log)
            positionViewAtEnd()
        else if (currentIndex >= 0)
            positionViewAtIndex(currentIndex, ListView.Contain)
        else // the setups, before turn 1
            positionViewAtBeginning()
    }
    // At once too, not only later: a new model shows its first entry until then (a playtest
    // saw the log jump to turn 1 as a reveal began).
    onModelChanged: { follow(); Qt.callLater(follow) }
    onCountChanged: Qt.callLater(follow)
    // The panels around the log change its height: in play, if it showed the newest turn it
    // still does; if the player had scrolled back, it stays where they put it.
    property bool wasAtEnd: true
    onContentYChanged: wasAtEnd = atYEnd
    onHeightChanged: if (reviewing || wasAtEnd) Qt.callLater(keepInView)
    Connections {
        target: root.review
        function onChanged() { Qt.callLater(root.follow) }
    }
    onReviewingChanged: Qt.callLater(follow)
    highlight: Rectangle { color: "#34506a"; radius: 3; visible: root.reviewing }
    highlightMoveDuration: 0
    delegate: Label {
        required property string modelData
        required property int index
        objectName: "logTurn" + (index + 1)
        width: ListView.view.width
        wrapMode: Text.Wrap
        // In review, the judge's marks for the turn: the viewer's choice and the other's (issue 26).
        readonly property var judged: root.reviewing && index < root.review.judge.turns.length ? root.review.judge.turns[index] : null
        function severity(m) { return m === "blunder" ? qsTr("blunder") : m === "mistake" ? qsTr("mistake") : qsTr("inaccuracy") }
        readonly property string marks: !judged ? "" : [judged.mine.mark ? qsTr("%1: %2 (the Admiral: %3)").arg(root.perspective.viewerName).arg(severity(judged.mine.mark)).arg(judged.mine.bestWords) : "",
                                                        judged.theirs.mark ? qsTr("%1: %2").arg(root.perspective.opponentName).arg(severity(judged.theirs.mark)) : ""].filter(x => x).join(" · ")
        text: modelData + (marks ? "\n⚑ " + marks : "")
        color: Theme.text
        RuleHover { text: parent.text } // the rules cited, in plain words
        // (not monospace: there "O" and "0" look alike, and Ox2 read as 0x2 — seventh playtest)
        font.pixelSize: Theme.px(11)
        // In review, a turn's entry shows the board after that turn.
        TapHandler {
            enabled: root.reviewing
            onTapped: root.review.turn = index + 1
        }
        HoverHandler {
            enabled: root.reviewing
            cursorShape: Qt.PointingHandCursor
        }
    }
    ScrollBar.vertical: ScrollBar {}
    Rectangle { // more above: the cut line fades out (playtest 38 saw a line sliced through at the top)
        parent: root
        anchors { left: parent.left; right: parent.right; top: parent.top }
        height: Theme.px(16); z: 2
        visible: !root.atYBeginning
        gradient: Gradient {
            GradientStop { position: 0; color: Theme.panel }
            GradientStop { position: 1; color: Qt.rgba(Theme.panel.r, Theme.panel.g, Theme.panel.b, 0) }
        }
    }
}
