// The end of the game [2.3]: winner, score and the rule that ended it; the other's whole
// fleet is now shown in its space [1.4.1].
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property GameController controller
    objectName: "endDialog"
    signal decisiveTurnAsked()
    // At the bottom right, over the turn log, not modal: the other's fleet, now revealed in
    // the cube and the layers, stays in sight beside it (tenth playtest: the box sat over the
    // opponent's layers), the review's graph above it too (eleventh), and the keys go on
    // working — the review's (← Home: it steps aside), the library's (Ctrl+L) and the others.
    // "Review the board" or Escape closes it. (A popup that closes on Escape by itself would
    // block every shortcut outside it.)
    modal: false
    // Over the top of the side panel, as wide as it, so that it leaves the layers of both
    // spaces in sight (a playtest: it covered the bottom of the player's own) and the review's
    // actions and turn log below it (playtest 21: it covered them at 1024x768); what it hides
    // there, the review's heading, says the same as the card.
    property Item sidePanel: null
    function place() {
        if (!parent || !sidePanel)
            return
        const at = sidePanel.mapToItem(parent, 0, 0)
        x = Math.max(0, at.x)
        y = Math.max(0, at.y)
    }
    onAboutToShow: place()
    Connections { target: root.parent; function onWidthChanged() { root.place() } function onHeightChanged() { root.place() } }
    x: parent ? Math.max(20, parent.width - width - 8) : 0
    width: Math.min(sidePanel ? sidePanel.width : 460, Overlay.overlay ? Overlay.overlay.width - 40 : 460)
    closePolicy: Popup.NoAutoClose
    // A short window: the end's reason (the review panel beneath says it too) and where the game
    // is kept left out, so that less of the review is covered (playtest 18, at 1024x768).
    readonly property bool compact: parent ? parent.height < 900 : false
    Shortcut {
        sequence: "Escape"
        enabled: root.opened
        onActivated: root.close()
    }
    Connections {
        target: root.controller.review
        function onChanged() {
            // Not while the review under the card is pointed at: its buttons would jump up under
            // the pointer (playtest 37 clicked ◀ three times for one turn).
            if (root.opened && root.controller.review.turn !== root.controller.review.turnsPlayed && !(root.sidePanel && root.sidePanel.pointed))
                root.close()
        }
    }
    header: Item { implicitHeight: 8 }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label {
            objectName: "endResult"
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter // (the side panel's width)
            text: root.controller.review.result
            font.pixelSize: Theme.px(24); font.bold: true
            color: Theme.text
        }
        Label {
            objectName: "endScore"
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter // (two long names: a narrow panel cut them)
            text: root.controller.review.score
            font.pixelSize: Theme.px(18)
            color: Theme.text
        }
        // (the end's reason is the review heading's, under the card: playtest 22 found the card
        // over the top of the chart of chances)
        // The turn that decided it: the largest swing in materiel.
        GridLayout { // (the button under the words in a short window: they were cut at 1024x768, playtests 30 and 31)
            Layout.fillWidth: true
            columns: Window.height < 900 ? 1 : 2
            visible: root.controller.review.decisiveTurnNumber > 0
            Label {
                objectName: "decisiveTurn"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("The biggest swing — %1").arg(root.controller.review.decisiveTurn)
                color: Theme.target
                // (four lines in a short window, the rest on pointing: playtest 29 saw it push
                // the legend out of the window at 1024x768)
                property bool whole: false // (the rest asked for: playtest 41 found no way to read it)
                maximumLineCount: whole ? 100 : Window.height < 900 ? 4 : Window.height < 1200 ? 6 : 12; elide: Text.ElideRight
                bottomPadding: whole ? 0 : moreLink.implicitHeight // (the link on a line of its own: over the last one, it cut a word in half, playtest 45; room kept whether it shows or not: following "truncated", it made a polish loop, playtest 46)
                HoverHandler { id: swingHover }
                TapHandler { enabled: parent.truncated; onTapped: parent.whole = true } // (the words themselves open too: playtest 51 missed the small link)
                ToolTip.visible: swingHover.hovered && truncated; ToolTip.text: text
                // Cut short: a link to the rest, where the words end.
                Label {
                    id: moreLink
                    objectName: "decisiveTurnMore"
                    visible: parent.truncated
                    anchors { right: parent.right; bottom: parent.bottom }
                    text: qsTr("more ▾"); color: Theme.ownShip; font.underline: true
                    background: Rectangle { color: Theme.panel }
                    leftPadding: 6
                    TapHandler { margin: 8; onTapped: parent.parent.whole = true }
                    HoverHandler { cursorShape: Qt.PointingHandCursor }
                }
            }
            Button {
                objectName: "showDecisiveTurn"
                Layout.alignment: Qt.AlignRight
                text: qsTr("Show it")
                onClicked: {
                    root.decisiveTurnAsked() // (its results play out again, where a step shows them at once)
                    root.controller.review.turn = root.controller.review.decisiveTurnNumber
                    root.close() // (the card over the side panel counts as pointing at it)
                }
            }
        }
        // The two side by side, the better of each pair in bold: what the winner did better
        // (playtest 23). Its rule on pointing, where a measure counts by one.
        // (A Column, not a GridLayout: a GridLayout of a Repeater's labels crashed Qt 6.4 when
        // the next game emptied it.)
        Column {
            id: sideBySide
            objectName: "sideBySide"
            Layout.fillWidth: true
            visible: rows.length > 0
            readonly property var rows: root.controller.review.sideBySide
            readonly property var names: root.controller.review.names
            spacing: 2
            // Each side's column: as wide as its name (up to two fifths), or its values.
            TextMetrics { id: theirName; font.pixelSize: Theme.px(11); text: sideBySide.names[1] || "" }
            readonly property real column: Math.min(Math.max(width * 0.22, theirName.width + 4), width * 0.4)
            Repeater {
                model: sideBySide.rows.length > 0 ? sideBySide.rows.length + 1 : 0 // the names, then a row a measure
                delegate: Item {
                    id: line
                    required property int index
                    readonly property var measure: index > 0 ? sideBySide.rows[index - 1] : undefined
                    readonly property int better: measure ? measure.better : -1
                    width: sideBySide.width; height: Math.max(what.implicitHeight, mine.implicitHeight)
                    // The counts behind a share on pointing ("4 of 37").
                    HoverHandler { id: lineHover }
                    ToolTip.visible: lineHover.hovered && measure !== undefined && measure.mineFull !== measure.mine; ToolTip.delay: 300
                    ToolTip.text: measure ? "%1: %2 · %3: %4".arg(sideBySide.names[0] || "").arg(measure.mineFull).arg(sideBySide.names[1] || "").arg(measure.theirsFull) : ""
                    Label {
                        id: what
                        anchors { left: parent.left; right: mine.left; rightMargin: 8 }
                        wrapMode: Text.Wrap; font.pixelSize: Theme.px(line.index === 0 ? 11 : 12); color: Theme.dimText
                        text: line.index === 0 ? qsTr("Side by side") : line.measure ? line.measure.label + (line.measure.rule !== "" ? " [" + line.measure.rule + "]" : "") : ""
                    }
                    Label {
                        id: mine
                        anchors { right: parent.right; rightMargin: sideBySide.column + 6 }
                        width: sideBySide.width * 0.22
                        horizontalAlignment: Text.AlignRight; elide: Text.ElideRight
                        font.pixelSize: what.font.pixelSize; font.bold: line.better === 0
                        color: line.better === 0 ? Theme.text : Theme.dimText
                        text: line.index === 0 ? sideBySide.names[0] || "" : line.measure ? line.measure.mine : ""
                    }
                    Label {
                        id: theirs
                        anchors.right: parent.right; width: sideBySide.column
                        horizontalAlignment: Text.AlignRight; elide: Text.ElideRight
                        font.pixelSize: what.font.pixelSize; font.bold: line.better === 1
                        color: line.better === 1 ? Theme.text : Theme.dimText
                        text: line.index === 0 ? sideBySide.names[1] || "" : line.measure ? line.measure.theirs : ""
                    }
                }
            }
        }
        // A network game: each side's check of the other's reports [1.4.1].
        Label {
            objectName: "verdict"
            Layout.fillWidth: true
            visible: root.controller.mode === GameOptions.Network
            wrapMode: Text.Wrap
            font.bold: true
            color: root.controller.network.verdict !== "" ? Theme.target : Theme.beam
            text: root.controller.network.verdict !== "" ? qsTr("Cheating detected: %1").arg(root.controller.network.verdict)
                  : qsTr("Every report %1 made was checked against their revealed fleet and found true.").arg(root.controller.view.opponentName)
        }
        Label {
            objectName: "theirVerdict"
            Layout.fillWidth: true
            visible: root.controller.mode === GameOptions.Network && root.controller.network.theirVerdict !== ""
            wrapMode: Text.Wrap
            color: Theme.target
            text: qsTr("%1's check of your reports: %2").arg(root.controller.view.opponentName).arg(root.controller.network.theirVerdict)
        }
        // A match: where it stands, or once over who won it [9.5, 10.6].
        Label {
            objectName: "matchResult"
            Layout.fillWidth: true
            visible: root.controller.match.active
            wrapMode: Text.Wrap
            font.bold: true
            color: Theme.ownShip
            text: root.controller.match.over ? root.controller.match.result : root.controller.match.text
        }
        // Another level offered: the next after a win, the one below after a loss (playtests
        // wanted a gentler start, a way up, and a way back down).
        RowLayout {
            readonly property var options: root.controller.options
            readonly property int level: options.difficulty
            readonly property int outcome: root.controller.review.outcome
            readonly property int offered: outcome === 1 ? level + 1 : outcome === -1 && level >= 1 ? level - 1 : -1
            Layout.fillWidth: true
            visible: root.controller.mode === GameOptions.AgainstBot && offered >= 0 && offered < options.difficulties.length
                     && options.botOverride === "" && !root.controller.records.reviewOnly
                     && (!root.controller.match.active || root.controller.match.over)
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: parent.outcome === 1 ? qsTr("You beat %1. Ready for %2?").arg(parent.options.difficulties[parent.level] || "").arg(parent.options.difficulties[parent.offered] || "")
                                           : qsTr("%1 won this one. %2 is a step down, to learn the weapons on.").arg(parent.options.difficulties[parent.level] || "").arg(parent.options.difficulties[parent.offered] || "")
                color: Theme.ownShip
            }
            Button {
                objectName: "nextLevelButton"
                text: qsTr("Play %1").arg(parent.options.difficulties[parent.offered] || "")
                ToolTip.visible: hovered; ToolTip.delay: 500
                ToolTip.text: parent.options.difficultyDescriptions[parent.offered] || ""
                onClicked: { parent.options.difficulty = parent.offered; root.close(); root.controller.newGame() }
            }
        }
        Label { // (the guide turned itself off: say so, and how to have it again)
            objectName: "guidedPlayed"
            Layout.fillWidth: true
            visible: root.controller.review.guided && !root.controller.options.guided && root.controller.mode === GameOptions.AgainstBot
                     && !root.controller.records.reviewOnly
            wrapMode: Text.Wrap
            color: Theme.text
            text: qsTr("That was your guided game. The next one has every weapon from turn 1; tick “Guided game” on the setup screen to be guided again.")
        }
        Label {
            Layout.fillWidth: true
            visible: !root.compact
            wrapMode: Text.Wrap
            // Where it is kept, in the player's words; the file itself on pointing (sixth
            // playtest: a raw path).
            text: qsTr("Both fleets are shown whole.") + " "
                  + (root.controller.records.reviewOnly ? qsTr("Opened for review from a file, which stays as it was (point here to see where it is).")
                                                        : qsTr("The game is saved in the game library (Ctrl+L)."))
            color: Theme.dimText
            font.pixelSize: Theme.px(11)
            ToolTip.visible: savedHover.hovered; ToolTip.delay: 500
            ToolTip.text: root.controller.records.path
            HoverHandler { id: savedHover }
        }
    }
    footer: DialogButtonBox {
        Button { objectName: "reviewButton"; text: qsTr("Review the board"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
        Button {
            objectName: "newGameButton"
            text: root.nextGame ? qsTr("Next game (%1 of %2)").arg(root.controller.match.games + 1).arg(root.controller.match.planned)
                                : qsTr("New game")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
    }
    // In a match not yet over, the next game follows; else a new game.
    readonly property bool nextGame: controller.match.active && !controller.match.over
    onAccepted: nextGame ? root.controller.nextGame() : root.controller.newGame()
}
