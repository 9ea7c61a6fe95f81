// Play [2.2]: the 3-D view of either space, both spaces in layers, turn entry, the legend and the turn log.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core
import "LayerFit.js" as LayerFit

Item {
    id: root
    required property GameController controller
    signal statisticsRequested()
    signal resultRequested() // the end card again (a playtest could not get it back)
    // The one 3-D view of the game (GameView's), shown here in play, and where it goes.
    property Item view3d: null
    readonly property Item view3dSlot: view3dSlot
    readonly property Item weaponCard: weaponCard // (the tips wait while it shows: one thing to read at a time)
    // The space it shows here: while a turn's results play out, the space of the shot
    // playing (revealSide), else the player's choice.
    readonly property SpaceModel shownSpace: (revealSide >= 0 ? revealSide : shownSide) === SpaceModel.Own ? controller.view.ownSpace : controller.view.opponentSpace
    property int revealSide: -1
    property bool endShown: false // the last results have played out and the end shown (ResultsShow sets it)
    // The space the 3-D view shows; launches are picked in one's own space.
    property int shownSide: SpaceModel.Opponent
    // Choosing a launch shows the own space; once the launch is recorded (the mode goes
    // back to Strike) the other player's space comes back for its target.
    property int lastMode: TurnDraft.Strike
    // (Whole phrases, for languages that do not make a possessive of a name: "Raum: %1".)
    function spaceOf(name) { return name === qsTr("You") ? qsTr("Your space") : qsTr("%1's space").arg(name) }
    // A person enters this view's turns (not two bots watched).
    readonly property bool personPlays: root.controller.mode !== GameOptions.WatchBots
    // A person is entering this turn: the layers say what a click does.
    readonly property bool entering: personPlays && root.controller.phase === GameController.Playing
    // The layout (View menu, kept): the 3-D view large with the layers stacked in two
    // columns beside it (the default: the space is the heart of the screen), or the layers
    // large below a smaller 3-D view (LayerFit.js). Cells grow with the window (≥ 28 px beside
    // the view at 1920×1080, ≥ 18 px at 1024×768). Set after a resize, not bound: a layout
    // ignores its items' implicit sizes changing while it arranges them.
    property int cellSize: 23
    readonly property bool view3dLarge: AppSettings.view3dLarge
    onView3dLargeChanged: Qt.callLater(fitCells)
    readonly property bool layersInRow: AppSettings.layersInRow
    onLayersInRowChanged: Qt.callLater(fitCells)
    property bool twoRows: false
    property bool oneSpace: false // the layers of the space shown in 3-D only (a small window)
    // The side panel narrows on small screens, for the 3-D view.
    readonly property int sideWidth: Theme.px(width < 1200 ? 270 : 330)
    readonly property Item sidePanel: sidePanel // (the end card sits at its top)
    property real endCardHeight: 0 // the end card's, while it shows: the panel makes room below it
    Binding { target: root.controller.draft.clock; property: "held"; value: root.view3d !== null && root.view3d.revealing } // (playtest 24: the clock ran through the reveal)
    function fitCells() {
        const f = LayerFit.fit(width, height, sideWidth, spaces.height, view3dLarge, layersInRow)
        cellSize = f.cellSize; twoRows = f.twoRows; oneSpace = f.oneSpace
    }
    onWidthChanged: Qt.callLater(fitCells)
    onHeightChanged: Qt.callLater(fitCells)
    // Once no turn is entered here, the keyboard comes back to the screen: a turn typed and
    // submitted leaves it in the turn panel's text field, hidden at the end, where the
    // review's keys (← → Home End, H) would go, and what is typed would wait for the next game.
    Connections {
        target: root.controller
        function onPhaseChanged() {
            if (root.controller.phase !== GameController.Playing)
                root.forceActiveFocus()
            else if (root.view3d) // the cell cursor's keys work at once (eleventh playtest)
                root.view3d.forceActiveFocus()
        }
    }
    // Review: an action selected shows the space its cells are in.
    Connections {
        target: root.controller.review
        function onChanged() {
            const i = root.controller.review.selectedAction
            if (i >= 0 && i < root.controller.review.actions.length)
                root.shownSide = root.controller.review.actions[i].space === "own" ? SpaceModel.Own : SpaceModel.Opponent
        }
    }
    Connections {
        target: root.controller.draft
        function onChanged() {
            const mode = root.controller.draft.mode
            if (mode === root.lastMode)
                return
            const launch = (m) => m === TurnDraft.Missile || m === TurnDraft.Kamikaze
            if (launch(mode))
                root.shownSide = SpaceModel.Own
            else if (launch(root.lastMode))
                root.shownSide = SpaceModel.Opponent
            root.lastMode = mode
        }
    }

    // Opaque, so that a picture of the screen (Ctrl+E) has the screen's own background,
    // not a transparent one that viewers show black under the layers and their labels.
    Rectangle { anchors.fill: parent; color: Theme.background; z: -1 }

    // Keyboard: Ctrl+Return submits, Ctrl+Z takes back the last action (Ctrl+Shift+Z puts it back), Escape goes back
    // to striking (dropping a beam's first end).
    Shortcut {
        sequences: ["Ctrl+Return", "Ctrl+Enter"] // (not while the last results play: playtest 25 submitted the next turn unseen)
        enabled: root.visible && root.controller.phase === GameController.Playing && !(root.view3d && root.view3d.revealing)
        onActivated: turnDialog.submit()
    }
    Shortcut { sequences: [StandardKey.Undo]; enabled: root.visible && root.controller.phase === GameController.Playing && root.controller.draft.tokens.length > 0; onActivated: root.controller.draft.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; enabled: root.visible && root.controller.phase === GameController.Playing && root.controller.draft.canRedo; onActivated: root.controller.draft.redo() }
    Shortcut {
        sequence: "Escape"
        enabled: root.visible && root.controller.phase === GameController.Playing
        onActivated: { if (weaponCard.visible) { weaponCard.putAway(); return weaponCard.answered() } root.controller.draft.cancel(); if (root.view3d) root.view3d.forceActiveFocus() } // and the keys back to the game, out of the notation box (playtest 19: its letters went in)
    }
    Keys.onPressed: (event) => event.accepted = turnDialog.takeTyping(event) // (typed notation to the box, keys' focus anywhere)
    // O: the opponent's space, Y: your own (in the 3-D view and its tab).
    Shortcut { sequence: "O"; enabled: root.visible && root.controller.phase !== GameController.Setup; onActivated: root.shownSide = SpaceModel.Opponent }
    Shortcut { sequence: "Y"; enabled: root.visible && root.controller.phase !== GameController.Setup; onActivated: root.shownSide = SpaceModel.Own }
    // Review, wherever the keyboard is: ← → a turn back or on, Home the setups, End the end.
    Repeater {
        model: [[["Left", "Page Up"], -1], [["Right", "Page Down"], 1], [["Home"], -1000], [["End"], 1000]]
        Item {
            required property var modelData
            Shortcut {
                sequences: modelData[0]
                enabled: root.visible && root.controller.phase === GameController.Over
                onActivated: root.controller.review.turn = Math.max(0, Math.min(root.controller.turnsPlayed, root.controller.review.turn + modelData[1]))
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 10

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Never taller than the screen, whatever the side panel needs: the boards stay
            // put under the pointer as the turn panel grows.
            Layout.maximumHeight: root.height - 16
            Layout.alignment: Qt.AlignTop
            spacing: 4
            RowLayout {
                TabBar {
                    id: tabs
                    Binding on currentIndex { value: (root.revealSide >= 0 ? root.revealSide : root.shownSide) === SpaceModel.Opponent ? 0 : 1 } // (kept after a tab is clicked, which cut a plain binding: playtest 41 saw "Your space" lit over the other space)
                    onCurrentIndexChanged: if (root.revealSide < 0) root.shownSide = currentIndex === 0 ? SpaceModel.Opponent : SpaceModel.Own // (the keys on a tab, too)
                    component SpaceTab: TabButton {
                        id: tab
                        focusPolicy: Qt.TabFocus; width: implicitWidth // (a click leaves the arrows with the cell cursor: playtest 41's moved the tab instead)
                        font.bold: checked
                        // The shown space's tab: lit, underlined; the other one plain.
                        background: Rectangle {
                            color: tab.checked ? "#34506a" : (tab.hovered ? "#2b323d" : "transparent")
                            radius: 3
                            Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: 2; color: Theme.ownShip; visible: tab.checked }
                        }
                        contentItem: Text { text: tab.text; font: tab.font; color: tab.checked ? Theme.text : Theme.dimText; horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter }
                    }
                    SpaceTab { objectName: "showOpponent"; text: root.spaceOf(root.controller.view.opponentName); onClicked: root.shownSide = SpaceModel.Opponent }
                    SpaceTab { objectName: "showOwn"; text: root.spaceOf(root.controller.view.viewerName); onClicked: root.shownSide = SpaceModel.Own }
                }
                Label {
                    Layout.fillWidth: true
                    Layout.minimumWidth: 0
                    horizontalAlignment: Text.AlignRight
                    font.pixelSize: Theme.px(12); fontSizeMode: Text.HorizontalFit; minimumPixelSize: 10; elide: Text.ElideRight // never over the tabs on a narrow screen (shrunk first: playtest 19)
                    ToolTip.visible: (truncated || root.controller.view.fleetNote !== "") && materielHover.hovered
                    ToolTip.text: (truncated ? text + "\n" : "") + root.controller.view.fleetNote // the bot's ships may differ from yours (playtest 21)
                    HoverHandler { id: materielHover }
                    // Remaining materiel [2.3.5], the score if the game ended now.
                    opacity: root.view3d && root.view3d.revealing ? 0 : 1 // told once the results have played out
                    text: root.controller.view.materiel
                    color: Theme.text
                }
            }
            // A match [9, 10]: which game, and the score so far.
            Label {
                objectName: "matchScore"
                Layout.fillWidth: true
                visible: root.controller.match.active
                text: root.controller.match.over && root.controller.phase === GameController.Over
                      ? root.controller.match.result : root.controller.match.text
                color: Theme.ownShip
                font.bold: true
                elide: Text.ElideRight
            }
            // The last turn's results in plain words, fading in as they arrive. Always
            // there, so the space below keeps its size as the first results come in.
            Rectangle {
                id: summary
                objectName: "turnSummary"
                // Told once the reveal has played it out (plain; shown with its citations dimmed).
                readonly property string text: root.view3d && root.view3d.revealing ? "" : root.controller.phase === GameController.Playing || root.controller.phase === GameController.Over
                          ? (root.controller.view.turnSummary !== "" ? qsTr("Turn %1: ").arg(root.controller.phase === GameController.Over ? root.controller.review.turn : root.controller.turnsPlayed) + root.controller.view.turnSummary : "")
                          : ""
                Layout.fillWidth: true
                // Two lines high whatever it says (three in a narrow window, where a summary
                // was cut: sixth playtest), so that the space below never jumps.
                readonly property int lines: root.width < 1300 ? 3 : 2
                implicitHeight: lines * summaryMetrics.height + 12
                Layout.preferredWidth: 0
                FontMetrics { id: summaryMetrics; font: summaryText.font }
                ToolTip.visible: summaryHover.hovered && ToolTip.text !== ""; ToolTip.delay: 600 // cut, or citing rules (in plain words); not at once as the pointer crosses to the space (playtest 37: tips over the board)
                ToolTip.text: [summaryText.truncated ? summary.text : "", summaryHover.hovered ? HelpText.explain(summary.text) : ""].filter(x => x).join("\n\n")
                HoverHandler { id: summaryHover }
                radius: 4
                color: summaryText.text !== "" ? "#2f3f55" : "transparent"
                border.color: summaryText.text !== "" ? Theme.ownShip : Theme.panel
                Label {
                    id: summaryText
                    anchors { fill: parent; margins: 5; leftMargin: 8 }
                    wrapMode: Text.Wrap
                    maximumLineCount: parent.lines
                    elide: Text.ElideRight
                    color: Theme.text
                    text: HelpText.dimmed(summary.text, Theme.dimText); textFormat: Text.StyledText
                    onTextChanged: if (AppSettings.animations && summaryText.text !== "") fadeIn.restart()
                }
                Label {
                    anchors { fill: parent; margins: 5; leftMargin: 8 }
                    visible: summaryText.text === ""
                    text: root.view3d && root.view3d.revealing ? qsTr("The results come in… (Space shows them at once)")
                                                               : qsTr("Each turn's results are told here and played out in the space.")
                    color: Theme.dimText
                    elide: Text.ElideRight
                }
                NumberAnimation on opacity { id: fadeIn; from: 0.2; to: 1; duration: 700; easing.type: Easing.OutCubic; running: false }
            }
            // The 3-D view and the layers: side by side (3-D large), or the layers below.
            GridLayout {
                id: spaces
                Layout.fillWidth: true
                Layout.fillHeight: true
                columns: root.view3dLarge ? 3 : 1
                columnSpacing: 10
                rowSpacing: 4
                onHeightChanged: Qt.callLater(root.fitCells)
                Item { // the 3-D view, shared with the setup screen (GameView places it here)
                    id: view3dSlot
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 120
                    Rectangle { // review: who was winning after the turn shown, as a chess evaluation bar (issue 26)
                        objectName: "winBar"
                        readonly property var chances: root.controller.review.judge.chances
                        readonly property real mine: chances.length > root.controller.review.turn ? chances[root.controller.review.turn] : -1
                        visible: root.controller.phase === GameController.Over && mine >= 0
                        readonly property real below: root.view3d ? root.view3d.controlsHeight : 0 // (clear of the zoom buttons: F6, a playtest)
                        z: 10; width: 12; height: (parent.height - below) * 0.6; radius: 3; anchors { right: parent.right; verticalCenter: parent.verticalCenter; verticalCenterOffset: -below / 2; rightMargin: 4 }
                        color: Theme.knownShip // theirs, above; the viewer's share rises from below
                        Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } radius: 3; height: parent.height * Math.max(0, parent.mine); color: Theme.ownShip }
                        Label { objectName: "winBarText"; anchors { top: parent.bottom; right: parent.right; topMargin: 2 } text: root.controller.view.viewerName === qsTr("You") ? qsTr("you %1").arg(Theme.chance(parent.mine)) : "%1\n%2".arg(root.controller.view.viewerName).arg(Theme.chance(parent.mine)); horizontalAlignment: Text.AlignRight; color: Theme.ownShip; font.pixelSize: Theme.px(11) } // (whose chance, said with it: playtest 34 read the figure at the top as the opponent's)
                        HoverHandler { id: barHover }
                        ToolTip.visible: barHover.hovered; ToolTip.text: root.controller.view.viewerName === qsTr("You") ? qsTr("Your chance of winning after turn %1: %2 (blue, from below; your opponent's above)").arg(root.controller.review.turn).arg(Theme.chance(mine))
                                                                                      : qsTr("%1's chance of winning after turn %2: %3 (blue, from below; %4's above)").arg(root.controller.view.viewerName).arg(root.controller.review.turn).arg(Theme.chance(mine)).arg(root.controller.view.opponentName)
                    }
                    RefusalToast { draft: root.controller.draft } // a refused click, said over the space too
                    SizeSwitch { visible: !(root.view3d && root.view3d.revealing) } // the cube or the layers large, in reach (not under the results' captions: playtest 53)
                    NewWeaponCard { id: weaponCard; onAnswered: if (root.view3d) root.view3d.forceActiveFocus(); draft: root.controller.draft; classic: root.controller.rules === "classic"; revealing: root.view3d !== null && root.view3d.revealing; turn: root.controller.turn }
                }
                LayeredView {
                    id: opponentLayers
                    visible: !root.oneSpace || root.shownSpace === model
                    stacked: root.view3dLarge
                    twoRows: root.twoRows
                    Layout.alignment: root.view3dLarge ? Qt.AlignTop : Qt.AlignHCenter
                    model: root.controller.view.opponentSpace
                    perspective: root.controller.view
                    veiled: root.view3d ? root.view3d.veils.opponent : ({})
                    revealing: root.view3d !== null && root.view3d.revealing
                    onCellClicked: (index) => root.controller.clickCell(model.side, index)
                    title: root.spaceOf(root.controller.view.opponentName) + (!root.entering || root.view3dLarge ? "" : root.controller.scanning ? qsTr(" — click to strike, scan or fire a beam") : qsTr(" — click to strike or fire a beam")) + (root.oneSpace ? qsTr(" (key Y: your space)") : "")
                    cellSize: root.cellSize
                }
                LayeredView {
                    id: ownLayers
                    visible: !root.oneSpace || root.shownSpace === model
                    stacked: root.view3dLarge; twoRows: root.twoRows
                    peer: opponentLayers; launching: root.controller.draft.mode === TurnDraft.Missile || root.controller.draft.mode === TurnDraft.Kamikaze
                    Layout.alignment: root.view3dLarge ? Qt.AlignTop : Qt.AlignHCenter
                    model: root.controller.view.ownSpace
                    perspective: root.controller.view
                    veiled: root.view3d ? root.view3d.veils.own : ({})
                    revealing: root.view3d !== null && root.view3d.revealing
                    onCellClicked: (index) => root.controller.clickCell(model.side, index)
                    title: root.spaceOf(root.controller.view.viewerName) + (root.entering && !root.view3dLarge ? qsTr(" — click to launch missiles and kamikaze strikes") : "") + (root.oneSpace ? qsTr(" (key O: the other space)") : "")
                    cellSize: root.cellSize
                }
            }
            Label {
                objectName: "hoverReadout"
                Layout.fillWidth: true
                Layout.preferredWidth: 0 // its text never widens the column (the layers stay put)
                font.pixelSize: Theme.px(12); fontSizeMode: Text.HorizontalFit; minimumPixelSize: 10; elide: Text.ElideRight // (a long reading shrinks before it is cut: playtest 19)
                // Aiming in the cube with every layer shown, how to show one alone (playtest 54 found it a joy, but only from a tip).
                readonly property string oneLayer: root.entering && root.view3d !== null && root.view3d.pointed && root.view3d.focusLayer < 0 ? qsTr(" · keys 1–5: one layer alone, to aim in") : ""
                text: root.controller.view.hoverText !== "" ? root.controller.view.hoverText + oneLayer
                    : !root.entering ? qsTr("Point at a cell to read it")
                    : root.controller.scanning ? qsTr("Point at a cell to read it. Click in %1 to strike, scan or fire a beam; in yours, to launch").arg(root.spaceOf(root.controller.view.opponentName))
                    : qsTr("Point at a cell to read it. Click in %1 to strike or fire a beam; in yours, to launch").arg(root.spaceOf(root.controller.view.opponentName))
                color: Theme.text
            }
        }

        ColumnLayout {
            id: sidePanel
            readonly property bool pointed: sideHover.hovered; HoverHandler { id: sideHover } // (the end card stays while the review under it is clicked)
            Layout.preferredWidth: root.sideWidth
            Layout.maximumWidth: root.sideWidth
            Layout.minimumWidth: root.sideWidth // (its content never moves the layers: playtest 30 saw them shift 6 px a turn)
            Layout.fillHeight: true
            Layout.maximumHeight: root.height - 16
            Layout.alignment: Qt.AlignTop
            spacing: 6
            Item { // room for the end card, so that it covers none of the review (playtest 23)
                Layout.preferredHeight: root.endCardHeight; visible: root.endCardHeight > 0
            }
            TurnDialog {
                id: turnDialog
                onSkipRevealAsked: if (root.view3d) root.view3d.skipReveal()
                Layout.fillWidth: true
                // Its messages give way where the window is short, so the log and the legend stay.
                Layout.fillHeight: true; Layout.maximumHeight: implicitHeight; Layout.minimumHeight: implicitHeight - 90
                controller: root.controller
                revealing: root.view3d !== null && root.view3d.revealing
                // A network game that cannot go on: the board stays to look at, no turn is entered.
                enabled: root.controller.mode !== GameOptions.Network || root.controller.network.status !== NetworkPlay.Failed
                visible: root.controller.phase === GameController.Playing && root.personPlays
            }
            WatchBar {
                Layout.fillWidth: true
                watch: root.controller.watch
                turn: root.controller.turn - (root.view3d && root.view3d.revealing ? 1 : 0) // the turn shown
                nameA: root.controller.seatA ? root.controller.seatA.name : ""
                nameB: root.controller.seatB ? root.controller.seatB.name : ""
                thinking: root.controller.botThinking
                visible: root.controller.phase === GameController.Playing && !root.personPlays
            }
            Loader { // made for the review, at the end of a game (once the last results have played out;
                // it stays while a turn reviewed plays out again — a playtest lost it at "Show it")
                Layout.fillWidth: true; objectName: "reviewBarLoader"
                Layout.fillHeight: true; Layout.maximumHeight: item ? item.implicitHeight : 0; Layout.minimumHeight: item ? Math.min(item.implicitHeight, 220) : 0 // (squeezed, it scrolls)
                active: root.controller.phase === GameController.Over
                visible: active && root.endShown
                sourceComponent: ReviewBar {
                    review: root.controller.review
                    match: root.controller.match
                    analysis: root.controller.analysis
                    error: root.controller.error
                    cardAbove: root.endCardHeight > 0
                    onStatisticsRequested: root.statisticsRequested()
                    onResultRequested: root.resultRequested()
                }
            }
            Loader { // a network game: the connection and the chat
                Layout.fillWidth: true
                Layout.fillHeight: true
                // Room for all it says, the chat's field included (a playtest at 1024x768: the
                // clock's words pushed the field under the turn log).
                Layout.minimumHeight: item ? Math.min(item.implicitHeight, 280) : 110
                active: root.controller.mode === GameOptions.Network
                visible: active
                sourceComponent: NetworkPanel {
                    network: root.controller.network
                    opponentName: root.controller.view.opponentName
                    playing: root.controller.phase === GameController.Playing
                    waiting: root.controller.waiting
                }
            }
            Pane {
                id: turnLogPane; Layout.fillWidth: true; Layout.fillHeight: true; objectName: "turnLogPane"
                visible: root.endCardHeight === 0 || root.height > 1150 // (under the end card the review has the room: playtests 26 and 36 found the chart squeezed, at 1080 too)
                // The log keeps room for a few turns, however full the panel (less beside the chat,
                // or while the legend is unfolded: the legend is then read whole).
                Layout.minimumHeight: root.controller.mode === GameOptions.Network || (legendPane.unfolded && legendPane.roomy) || (root.controller.phase === GameController.Over && root.height < 800) || (root.controller.analysis.shown && root.height < 800) ? 60 : root.height < 700 ? 140 : 150 // (in a short window's review the review's list comes first; playtest 28 found one line at 1920x1080)
                background: Rectangle { color: Theme.panel; radius: 4 }
                ColumnLayout {
                    anchors.fill: parent
                    Label { text: qsTr("Turn log"); font.bold: true; color: Theme.text }
                    TurnLog {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        perspective: root.controller.view
                        review: root.controller.review
                        reviewing: root.controller.phase === GameController.Over
                        holdNewest: root.view3d !== null && root.view3d.revealing
                    }
                }
            }
            Item { Layout.fillHeight: true; visible: !turnLogPane.visible } // (room to spare under the end card and the review, here: spread between them, it left a gap, playtest 51)
            LegendPane { // folded away to give the turn log room; over the log on a small screen
                id: legendPane
                Layout.fillWidth: true
                roomy: root.height > 1150 // (in place at 1080 it squeezed the log to two lines: a playtest)
                maxHeight: roomy ? root.height / 3 : root.height - 40 // (the popup over the panel: it was cut at 1024x768)
                // Unfolded on tall screens, but in a network game, for the chat.
                unfolded: root.height > 1150 && root.controller.mode !== GameOptions.Network
            }
        }
    }
}
