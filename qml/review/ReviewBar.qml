// After the end: step through the game turn by turn, both fleets shown [1.4.1]; the turn's
// actions listed, the selected one's cells highlighted in both views; the analysis's heat
// map for the turn shown; the game's statistics.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Window
import Spaceships
import Spaceships.Core

Pane {
    id: root
    required property Review review
    required property MatchStanding match
    required property Analyst analysis
    // Why the last request did nothing ("" if it did).
    property string error
    // The end card shows above it: its heading, the same result and score, gives way.
    property bool cardAbove: false
    signal statisticsRequested()
    signal resultRequested()
    objectName: "reviewBar"
    // Its texts wrap to the side panel's width, however long (German): they do not widen it.
    background: Rectangle { color: Theme.panel; radius: 4; border.color: Theme.gridLine }

    // It scrolls when the side panel is short of room (playtest 24: at 1920x1080 under the end
    // card, and at 1024x768, its foot was cut off and the wheel did nothing).
    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true
        // (its bar always shown when there is more: playtest 34 read a cut line as the end)
        ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
        // (its foot faded while more lies below: playtest 45 read the last line shown as cut off)
        readonly property Item moreBelow: MoreBelow { parent: scroll; flickable: scroll.contentItem }
    ColumnLayout {
        // (clear of the bar: playtest 35 found the heading, the chart's last turn and ▶| under it;
        // its room kept whether it shows or not: a width that followed the bar, which follows
        // the height, which follows the width, made Qt give up laying the column out — playtest
        // 42 saw its texts drawn over one another, "Polish loop detected")
        width: scroll.availableWidth - Math.max(10, scroll.ScrollBar.vertical.width) - 2
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: !root.cardAbove
            text: qsTr("Review: %1 (%2)").arg(root.review.result).arg(root.review.score)
            font.bold: true; font.pixelSize: Theme.px(16); color: Theme.text
        }
        Label {
            objectName: "reviewEndReason"
            Layout.fillWidth: true; wrapMode: Text.Wrap
            // In a short window the cause alone, in two lines at most, the score's rule on pointing:
            // the turn's actions below need the room (playtests 30 and 36 at 1024x768).
            readonly property bool brief: Window.height < 850
            text: brief ? root.review.endCause : root.review.endReason
            color: Theme.text
            font.pixelSize: Theme.px(11)
            maximumLineCount: brief ? 2 : 100
            elide: Text.ElideRight
            RuleHover { text: parent.text; lead: parent.truncated || parent.brief ? root.review.endReason : "" }
        }
        // A match's record: its games, one at a time [9, 10].
        RowLayout {
            Layout.fillWidth: true
            visible: root.match.games > 1
            Label { text: qsTr("Game"); color: Theme.dimText }
            ComboBox {
                objectName: "reviewGame"
                Layout.fillWidth: true
                model: {
                    const games = []
                    for (let g = 1; g <= root.match.games; ++g)
                        games.push(qsTr("Game %1 of %2").arg(g).arg(root.match.games))
                    return games
                }
                currentIndex: root.match.reviewGame
                onActivated: (i) => root.match.reviewGame = i
            }
        }
        Label {
            objectName: "reviewPosition"
            text: root.review.turn === 0 ? qsTr("The setups, before turn 1")
                                                   : qsTr("After turn %1 of %2").arg(root.review.turn).arg(root.review.turnsPlayed)
            color: Theme.dimText
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: text !== ""
            text: root.error !== "" ? "! " + root.error : ""
            color: Theme.target
        }
        RowLayout { // (the steps' tooltips go after 1.5 s: playtest 57's hid "After turn N of 8" above them)
            Layout.fillWidth: true
            Button { focusPolicy: Qt.TabFocus; text: "|◀"; Accessible.name: ToolTip.text; implicitWidth: 36; onClicked: root.review.turn = 0; ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.timeout: 1500; ToolTip.text: qsTr("The setups (Home)") }
            Button { focusPolicy: Qt.TabFocus; objectName: "reviewBack"; text: "◀"; Accessible.name: ToolTip.text; implicitWidth: 32; onClicked: root.review.turn -= 1; ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.timeout: 1500; ToolTip.text: qsTr("One turn back (←)") }
            Slider {
                objectName: "reviewSlider"
                Layout.fillWidth: true
                Layout.minimumWidth: 80
                from: 0; to: root.review.turnsPlayed; stepSize: 1; snapMode: Slider.SnapAlways
                value: root.review.turn
                onMoved: root.review.turn = value
            }
            Button { focusPolicy: Qt.TabFocus; objectName: "reviewForward"; text: "▶"; Accessible.name: ToolTip.text; implicitWidth: 32; onClicked: root.review.turn += 1; ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.timeout: 1500; ToolTip.text: qsTr("One turn on (→)") }
            Button { focusPolicy: Qt.TabFocus; text: "▶|"; Accessible.name: ToolTip.text; implicitWidth: 36; onClicked: root.review.turn = root.review.turnsPlayed; ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.timeout: 1500; ToolTip.text: qsTr("The end (End)") }
        }
        // (above the chart, whose judgement's words vary in length: the buttons stay put — a playtest)
        RowLayout {
            Layout.fillWidth: true
            Button {
                focusPolicy: Qt.TabFocus // a click leaves the keys with the game (Space, arrows)
                objectName: "analysisToggle"
                Layout.fillWidth: true
                Layout.preferredWidth: implicitWidth // the three share the row by their words' lengths ("Analysis …" at 1024x768)
                Layout.minimumWidth: 0
                checkable: true
                checked: root.analysis.shown
                onToggled: root.analysis.shown = checked
                text: qsTr("Analysis (H)")
                leftPadding: 4; rightPadding: 4 // (its words whole in a narrow panel: "Analysis …" at 1024x768)
                contentItem: Label { text: parent.text; font: parent.font; color: Theme.text; horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter; fontSizeMode: Text.HorizontalFit; minimumPixelSize: 9; elide: Text.ElideRight }
                ToolTip.visible: hovered; ToolTip.delay: 500
                ToolTip.text: qsTr("Where the other player's ships could be, from what was known after this turn, and the best next move")
            }
            Button {
                focusPolicy: Qt.TabFocus // a click leaves the keys with the game (Space, arrows)
                objectName: "statisticsButton"
                Layout.fillWidth: true
                Layout.preferredWidth: implicitWidth
                Layout.minimumWidth: 0
                text: qsTr("Statistics…") // (beside Result: "Statistics… (…" at 1080, a playtest)
                onClicked: root.statisticsRequested()
                ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.text: qsTr("The game in figures (Ctrl+I)")
            }
            Button { // the end card again, with its offer of another level (fifteenth playtest)
                focusPolicy: Qt.TabFocus
                objectName: "resultButton"
                Layout.fillWidth: true
                Layout.preferredWidth: implicitWidth
                Layout.minimumWidth: 0
                text: qsTr("Result")
                onClicked: root.resultRequested()
                ToolTip.visible: hovered; ToolTip.delay: 500
                ToolTip.text: qsTr("The end of the game again: the result, the turn that decided it, another level (Ctrl+R)")
            }
        }
        WinChart { Layout.fillWidth: true; review: root.review } // who was winning, turn by turn
        Label {
            objectName: "analysisText"
            Layout.fillWidth: true
            visible: root.analysis.shown && text !== ""
            text: root.analysis.text
            wrapMode: Text.Wrap
            color: Theme.heat
            font.pixelSize: Theme.px(12)
            HoverHandler { id: analysisHover } // how the move is worked out, on pointing
            ToolTip.visible: analysisHover.hovered && root.analysis.details !== ""; ToolTip.delay: 400; ToolTip.text: root.analysis.details
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: root.review.turn === 0 ? qsTr("Turn actions: step to a turn to list them")
                                                   : qsTr("Turn %1's actions — select one to see its cells").arg(root.review.turn)
            color: Theme.dimText
            font.pixelSize: Theme.px(12)
        }
        ListView {
            id: actions
            objectName: "reviewActions"
            Layout.fillWidth: true
            WheelSteps { flickable: actions }
            // Whole rows, never a half one at the foot (fifth playtest), and a scroll bar in
            // sight when there are more.
            readonly property real rowHeight: count > 0 ? contentHeight / count : 20
            Layout.preferredHeight: Math.min(contentHeight, Math.max(2, Math.floor(180 / rowHeight)) * rowHeight)
            Layout.minimumHeight: count > 0 ? Math.min(contentHeight, 2 * rowHeight) : 0
            clip: true
            model: root.review.actions
            currentIndex: root.review.selectedAction
            ScrollBar.vertical: ScrollBar { policy: actions.contentHeight > actions.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
            keyNavigationEnabled: false // ←/→ step the turns
            delegate: Rectangle {
                required property int index
                required property var modelData
                readonly property bool selected: index === root.review.selectedAction
                width: actions.width - 10
                height: actionText.implicitHeight + 4
                radius: 2
                color: selected ? "#5a3a66" : hover.hovered ? "#2f3a4a" : "transparent"
                border.color: selected ? Theme.highlight : "transparent"
                HoverHandler { id: hover }
                TapHandler { onTapped: root.review.selectedAction = selected ? -1 : index }
                Text {
                    id: actionText
                    anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; leftMargin: 4 }
                    text: modelData.text
                    color: modelData.byViewer ? Theme.ownShip : Theme.knownShip // whose action: the spaces' colours
                    font.pixelSize: Theme.px(12)
                    wrapMode: Text.Wrap // a beam's three results and more are read whole
                }
            }
        }
    }
    }
}
