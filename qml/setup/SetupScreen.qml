// The setup screen [2.1, 3]: choose the fleet, click out each ship in either view, move
// or remove ships, and see every broken rule at once; Start only when the fleet is legal.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Item {
    id: root
    required property GameController controller
    readonly property SetupController setup: controller.setup
    readonly property GameOptions options: controller.options
    // The one 3-D view of the game (GameView's), shown here during setup, and where it goes.
    property Item view3d: null
    readonly property Item view3dSlot: view3dSlot
    signal openRequested()
    signal libraryRequested()
    signal networkRequested()
    // A network game: the players are connected (seated), and this player's fleet is
    // committed (fixed: the game begins when the other's is too).
    readonly property bool networkMode: options.mode === GameOptions.Network
    readonly property bool networkSeated: networkMode && controller.mode === GameOptions.Network && controller.seatA !== null
    readonly property bool committed: controller.network.setupCommitted
    // The second of two people at one screen lays out their fleet (after a hand-over).
    // A fleet is laid out here (not while choosing two bots to watch, who lay out their own).
    readonly property bool layingOut: secondPerson || options.mode !== GameOptions.WatchBots
    // The next game of a match: the same players; in a continued match, additional ships [10.3].
    readonly property bool nextOfMatch: controller.match.betweenGames
    readonly property bool secondPerson: controller.seatB !== null && controller.seatB.kind === Seat.Human
                                         && controller.seatA !== null && controller.seatA.kind === Seat.Human
    // The layers grow with the window (22 px cells at 1280×800); set after a resize, as on
    // the game screen.
    property int cellSize: 22
    // The side panels narrow on small screens (1024 wide), leaving the layers their room.
    readonly property int sideWidth: width < 1200 ? 236 : 280
    onSideWidthChanged: Qt.callLater(fitCells)
    readonly property bool view3dLarge: controller.options.view3dLarge
    onView3dLargeChanged: Qt.callLater(fitCells)
    // The layers in two rows when the settings allow it and the cells come out bigger so.
    readonly property bool layersInRow: AppSettings.layersInRow
    onLayersInRowChanged: Qt.callLater(fitCells)
    property bool twoRows: false
    function fitCells() {
        const w = width - 2 * sideWidth - 36, h = height - 16 // the two side panels, margins, spacing
        const fit = (across, down, share) => Math.min(44, Math.floor(Math.min(w / across, (h * share - 20) / down)))
        const row = fit(30.6, 6.2, view3dLarge ? 0.3 : 0.5), two = fit(18.2, 12.8, view3dLarge ? 0.45 : 0.6) // in cells
        twoRows = !layersInRow && two > row
        cellSize = Math.max(twoRows ? 10 : 14, twoRows ? two : row)
    }
    onWidthChanged: Qt.callLater(fitCells)
    onHeightChanged: Qt.callLater(fitCells)

    RowLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 10

        // The fleet: kind, choices, ships. Fixed once Start is pressed.
        Pane {
            enabled: !root.controller.botThinking && !root.committed
            Layout.preferredWidth: root.sideWidth
            Layout.maximumWidth: root.sideWidth
            Layout.fillHeight: true
            clip: true
            background: Rectangle { color: Theme.panel; radius: 4 }
            palette.text: Theme.ownShip // the chosen radio button's dot
            ColumnLayout {
                anchors.fill: parent
                spacing: 6
                Label {
                    objectName: "fleetTitle"
                    text: root.secondPerson ? qsTr("%1's fleet").arg(root.controller.seatB.name)
                        : root.options.mode === GameOptions.TwoPlayers ? qsTr("%1's fleet").arg(root.options.nameA.trim() || qsTr("Player 1"))
                        : root.options.mode === GameOptions.WatchBots ? qsTr("Fleet rule for the bots")
                        : qsTr("Your fleet")
                    font.bold: true; font.pixelSize: 16; color: Theme.text
                }
                // The rules [12.4]: 2.6.1, or the classic rules it was revised from. One
                // ruleset for both players and every game of a match; a network game is
                // played by the host's.
                Flow {
                    Layout.fillWidth: true
                    enabled: !root.secondPerson && !root.nextOfMatch && !root.networkSeated
                    Label { text: qsTr("Rules"); color: Theme.text; anchors.verticalCenter: undefined; topPadding: 12; rightPadding: 6 }
                    RadioButton {
                        objectName: "rules261"
                        text: qsTr("2.6.1")
                        Accessible.name: qsTr("Rules 2.6.1")
                        checked: root.setup.rules === "2.6.1"
                        onToggled: root.setup.rules = "2.6.1"
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("The current rules: scouts and scans, patrol cruisers, loose adjacency, beams of three cells")
                    }
                    RadioButton {
                        objectName: "rulesClassic"
                        text: qsTr("Classic")
                        Accessible.name: qsTr("Classic rules")
                        checked: root.setup.rules === "classic"
                        onToggled: {
                            root.setup.rules = "classic"
                            if (root.options.matchKind === GameOptions.Scored) // classic has no scored match [7]
                                root.options.matchKind = GameOptions.Continued
                        }
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("The older rules: a heavy fighter, whole-row beams, simultaneous strikes, no scans, no news of destroyed ships")
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    visible: root.setup.costFleets
                    enabled: !root.secondPerson // both play under one fleet rule [3.7]
                    RadioButton {
                        objectName: "standardFleet"
                        text: qsTr("Standard [3.7]"); checked: !root.setup.costFleet
                        onToggled: root.setup.costFleet = false
                    }
                    RadioButton {
                        objectName: "costFleet"
                        text: qsTr("Cost 24 [3.7.1]"); checked: root.setup.costFleet
                        onToggled: root.setup.costFleet = true
                    }
                }
                Label {
                    objectName: "fleetRuleNote"
                    visible: root.secondPerson || !root.layingOut
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.dimText
                    text: root.secondPerson ? qsTr("The fleet rule is the one %1 chose [3.7].").arg(root.controller.seatA.name)
                                            : qsTr("The bots lay out their own fleets under this rule.")
                }
                Item { Layout.fillHeight: true; visible: !root.layingOut }
                Flow {
                    Layout.fillWidth: true
                    visible: !root.setup.costFleet && root.layingOut && root.setup.fleetChoices
                    RadioButton { text: qsTr("Flying saucer"); checked: root.setup.saucer; onToggled: root.setup.saucer = true }
                    RadioButton { objectName: "patrolCruiser"; text: qsTr("Patrol cruiser"); checked: !root.setup.saucer; onToggled: root.setup.saucer = false }
                }
                Flow {
                    Layout.fillWidth: true
                    visible: !root.setup.costFleet && root.layingOut && root.setup.fleetChoices
                    RadioButton { text: qsTr("Light scout"); checked: !root.setup.heavyScout; onToggled: root.setup.heavyScout = false }
                    RadioButton { objectName: "heavyScout"; text: qsTr("Heavy scout"); checked: root.setup.heavyScout; onToggled: root.setup.heavyScout = true }
                }
                Label {
                    objectName: "fleetCostLabel"
                    visible: root.setup.addsShips && root.layingOut
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: !root.setup.costFleets ? qsTr("Fleet cells %1 of %2: the standard 23 and additional ships of %3 cells [7.2]. Add them with the buttons below.").arg(root.setup.fleetCost).arg(root.setup.cost).arg(root.setup.cost - 23)
                        : root.setup.additional > 0 ? qsTr("Fleet cost %1 of %2: the standard 24 and additional ships costing %3 [10.3]. Add them with the buttons below (each shows its cost).").arg(root.setup.fleetCost).arg(root.setup.cost).arg(root.setup.additional)
                                                    : qsTr("Cost %1 of %2").arg(root.setup.fleetCost).arg(root.setup.cost)
                    color: root.setup.fleetCost === root.setup.cost ? Theme.text : Theme.target
                }
                Flow {
                    visible: root.setup.addsShips && root.layingOut
                    Layout.fillWidth: true
                    spacing: 4
                    Repeater {
                        model: root.setup.shipTypes
                        Button {
                            required property var modelData
                            text: "+" + modelData.code
                            Accessible.name: qsTr("Add a %1").arg(modelData.name)
                            implicitWidth: 50
                            onClicked: root.setup.addShip(modelData.code)
                            ToolTip.visible: hovered
                            ToolTip.text: root.setup.costFleets ? qsTr("%1: %2 cells, cost %3").arg(modelData.name).arg(modelData.size).arg(modelData.cost)
                                                                : qsTr("%1: %2 cells").arg(modelData.name).arg(modelData.size)
                        }
                    }
                }
                Label { text: qsTr("Click a ship, then its cells; drag a ship in the layers to move it"); color: Theme.dimText; visible: root.layingOut; Layout.fillWidth: true; wrapMode: Text.Wrap }
                ListView {
                    id: shipList
                    objectName: "shipList"
                    visible: root.layingOut
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 2
                    model: root.setup.ships
                    ScrollBar.vertical: ScrollBar { policy: shipList.contentHeight > shipList.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
                    delegate: Rectangle {
                        required property var modelData
                        required property int index
                        width: shipList.width - (shipList.contentHeight > shipList.height ? 12 : 0)
                        height: 34
                        radius: 3
                        color: modelData.current ? "#34506a" : "transparent"
                        border.color: modelData.current ? Theme.ownShip : Theme.gridLine
                        MouseArea { anchors.fill: parent; onClicked: root.setup.current = index }
                        RowLayout {
                            anchors.fill: parent
                            anchors.margins: 4
                            Label { text: modelData.label; font.bold: true; color: Theme.text; Layout.preferredWidth: 36 }
                            Label { text: modelData.name; color: Theme.text; Layout.fillWidth: true; elide: Text.ElideRight }
                            Label {
                                text: modelData.placed + "/" + modelData.size
                                color: modelData.placed === modelData.size ? Theme.text : Theme.target
                            }
                            ToolButton {
                                text: "✕"
                                Accessible.name: ToolTip.text
                                onClicked: root.setup.removeShip(index)
                                ToolTip.visible: hovered
                                ToolTip.text: root.setup.costFleet || index >= 5 ? qsTr("Remove this ship") : qsTr("Clear its cells")
                            }
                        }
                    }
                }
                Label { text: qsTr("Move the selected ship"); color: Theme.dimText; visible: root.layingOut }
                RowLayout { // narrows with the panel (1024×768)
                    Layout.fillWidth: true
                    spacing: 6
                    visible: root.layingOut
                    Repeater {
                        model: [[qsTr("colour"), 0], [qsTr("letter"), 1], [qsTr("number"), 2]]
                        ColumnLayout {
                            required property var modelData
                            Layout.fillWidth: true
                            spacing: 0
                            Label { text: modelData[0]; color: Theme.dimText; Layout.alignment: Qt.AlignHCenter }
                            RowLayout {
                                spacing: 0
                                Button {
                                    text: "−"; implicitWidth: 30; Layout.fillWidth: true
                                    Accessible.name: ToolTip.text
                                    onClicked: root.setup.moveCurrent(modelData[1], -1)
                                    ToolTip.visible: hovered; ToolTip.delay: 500
                                    ToolTip.text: qsTr("Move the selected ship one %1 back").arg(modelData[0])
                                }
                                Button {
                                    text: "+"; implicitWidth: 30; Layout.fillWidth: true
                                    Accessible.name: ToolTip.text
                                    onClicked: root.setup.moveCurrent(modelData[1], 1)
                                    ToolTip.visible: hovered; ToolTip.delay: 500
                                    ToolTip.text: qsTr("Move the selected ship one %1 on").arg(modelData[0])
                                }
                            }
                        }
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 4
                    visible: root.layingOut
                    Button {
                        objectName: "rotateShip"
                        text: qsTr("⟳ Turn")
                        onClicked: root.setup.rotateCurrent(1)
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Turn the selected ship to its next orientation (R; Shift+R back)")
                    }
                    Button {
                        objectName: "mirrorShip"
                        text: qsTr("⇋ Mirror")
                        onClicked: root.setup.mirrorCurrent(1)
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Mirror the selected ship left to right (M)")
                    }
                    Button {
                        objectName: "undoSetup"
                        text: "↶"
                        Accessible.name: ToolTip.text
                        implicitWidth: 34
                        enabled: root.setup.canUndo
                        onClicked: root.setup.undo()
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Undo (Ctrl+Z)")
                    }
                    Button {
                        objectName: "redoSetup"
                        text: "↷"
                        Accessible.name: ToolTip.text
                        implicitWidth: 34
                        enabled: root.setup.canRedo
                        onClicked: root.setup.redo()
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Redo (Ctrl+Shift+Z)")
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 4
                    visible: root.layingOut
                    Button {
                        objectName: "randomLayout"
                        text: root.setup.randomKeeps > 0 ? qsTr("Random for the rest") : qsTr("Random layout")
                        onClicked: root.setup.randomLayout()
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: root.setup.randomKeeps > 0
                            ? qsTr("Lay out the unfinished ships at random; the ones you finished stay where they are")
                            : qsTr("Lay out the whole fleet at random")
                    }
                    Button {
                        text: qsTr("Clear")
                        onClicked: root.setup.clear()
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Take every ship off the space (Ctrl+Z brings them back)")
                    }
                }
            }
        }

        // The space: 3-D and layered views of the layout.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6
            Item { // the 3-D view, shared with the game screen (GameView places it here)
                id: view3dSlot
                Layout.fillWidth: true
                Layout.fillHeight: true
            }
            Label {
                text: root.controller.view.hoverText !== "" ? root.controller.view.hoverText : qsTr("Point at a cell to read it")
                color: Theme.text
                objectName: "hoverReadout"
            }
            Loader { // made while the setup screen shows: its 125 cells are not kept through a game
                Layout.alignment: Qt.AlignHCenter
                active: root.controller.phase === GameController.Setup
                sourceComponent: LayeredView {
                    twoRows: root.twoRows
                    model: root.setup.space
                    perspective: root.controller.view
                    onCellClicked: (index) => root.controller.clickCell(model.side, index)
                    cellSize: root.cellSize
                    dragShip: root.layingOut ? (from, to, continuing) => root.setup.dragShip(from, to, continuing) : null
                }
            }
        }

        // The fleet check and Start.
        Pane {
            Layout.preferredWidth: root.sideWidth
            Layout.maximumWidth: root.sideWidth
            Layout.fillHeight: true
            clip: true
            background: Rectangle { color: Theme.panel; radius: 4 }
            ColumnLayout {
                anchors.fill: parent
                spacing: 6
                // Every unfinished game, saved after its last turn, most recent first (made
                // only when there is one).
                Loader {
                    Layout.fillWidth: true
                    Layout.maximumHeight: 230
                    active: root.controller.records.unfinishedGames.length > 0 && !root.secondPerson && !root.nextOfMatch
                    visible: active
                    sourceComponent: unfinishedBanner
                }
                Button {
                    objectName: "libraryButton"
                    visible: !root.secondPerson
                    text: qsTr("Game library…")
                    Layout.fillWidth: true
                    onClicked: root.libraryRequested()
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: qsTr("Every saved game: review, continue or delete (Ctrl+L)")
                }
                Button {
                    objectName: "openButton"
                    visible: !root.secondPerson
                    text: qsTr("Open a saved game…")
                    Layout.fillWidth: true
                    onClicked: root.openRequested()
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: qsTr("Resume or review a game from its record (Ctrl+O)")
                }
                Label {
                    objectName: "controllerError"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    visible: text !== ""
                    text: root.controller.error !== "" ? "! " + root.controller.error : ""
                    color: Theme.target
                }
                Label { text: qsTr("Fleet check"); font.bold: true; font.pixelSize: 16; color: Theme.text; visible: root.layingOut }
                Label {
                    Layout.fillWidth: true
                    visible: root.layingOut
                    wrapMode: Text.Wrap
                    text: root.setup.hint
                    color: Theme.dimText
                    objectName: "setupHint"
                }
                Item { Layout.fillHeight: true; visible: !root.layingOut }
                ListView {
                    objectName: "problems"
                    visible: root.layingOut
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    spacing: 4
                    model: root.setup.problems
                    // Click a problem to select the ship it is about.
                    delegate: Label {
                        id: problem
                        required property string modelData
                        required property int index
                        readonly property int ship: index < root.setup.problemShips.length ? root.setup.problemShips[index] : -1
                        objectName: "problem" + index
                        width: ListView.view.width
                        wrapMode: Text.Wrap
                        text: "! " + modelData
                        color: Theme.target
                        font.underline: ship >= 0 && hover.hovered
                        HoverHandler { id: hover; cursorShape: problem.ship >= 0 ? Qt.PointingHandCursor : Qt.ArrowCursor }
                        TapHandler { onTapped: if (problem.ship >= 0) root.setup.current = problem.ship }
                    }
                }
                Label {
                    visible: root.setup.legal && root.layingOut
                    text: qsTr("✓ The fleet is legal")
                    color: Theme.beam
                    font.bold: true
                }
                // Between a match's games: where it stands, and what this game's fleet adds.
                Label {
                    objectName: "matchBanner"
                    visible: root.nextOfMatch
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    font.bold: true
                    color: Theme.ownShip
                    text: root.controller.match.text + (root.setup.additional > 0
                          ? "\n" + qsTr("This game your fleet adds ships costing %1, your remaining materiel [10.3].").arg(root.setup.additional) : "")
                }
                Label { text: qsTr("Players"); color: Theme.text; visible: !root.secondPerson && !root.nextOfMatch }
                ComboBox {
                    objectName: "mode"
                    visible: !root.secondPerson && !root.nextOfMatch
                    Layout.fillWidth: true
                    model: [qsTr("Against a bot"), qsTr("Two players at one screen"), qsTr("Watch two bots"),
                            qsTr("A friend over the network")]
                    currentIndex: root.options.mode
                    enabled: !root.networkSeated && root.controller.network.status !== NetworkPlay.Listening
                             && root.controller.network.status !== NetworkPlay.Connecting
                    onActivated: (i) => root.options.mode = i
                }
                TextField {
                    objectName: "nameA"
                    visible: !root.secondPerson && !root.nextOfMatch && root.options.mode !== GameOptions.WatchBots
                    Layout.fillWidth: true
                    placeholderTextColor: Theme.placeholder
                    placeholderText: root.options.mode === GameOptions.TwoPlayers ? qsTr("First player's name") : qsTr("Your name")
                    text: root.options.nameA
                    onTextEdited: root.options.nameA = text
                }
                TextField {
                    objectName: "nameB"
                    visible: !root.secondPerson && !root.nextOfMatch && root.options.mode === GameOptions.TwoPlayers
                    Layout.fillWidth: true
                    placeholderTextColor: Theme.placeholder
                    placeholderText: qsTr("Second player's name")
                    text: root.options.nameB
                    onTextEdited: root.options.nameB = text
                }
                Label {
                    visible: !root.secondPerson && !root.nextOfMatch && root.options.mode === GameOptions.TwoPlayers
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.dimText
                    text: qsTr("Lay out the first player's fleet; the second lays out theirs after the screen is handed over.")
                }
                ComboBox {
                    objectName: "difficulty"
                    visible: !root.secondPerson && !root.nextOfMatch && root.options.mode === GameOptions.AgainstBot
                    Layout.fillWidth: true
                    model: root.options.difficulties
                    currentIndex: root.options.difficulty
                    onActivated: (i) => root.options.difficulty = i
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: qsTr("The bot's level")
                }
                Label {
                    objectName: "levelDescription"
                    visible: !root.secondPerson && !root.nextOfMatch && root.options.mode === GameOptions.AgainstBot
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.dimText
                    text: root.options.difficultyDescriptions[root.options.difficulty] || ""
                }
                Loader { // the two bots' levels, made when watching is chosen
                    Layout.fillWidth: true
                    visible: !root.secondPerson && !root.nextOfMatch && root.options.mode === GameOptions.WatchBots
                    active: visible
                    sourceComponent: watchedLevels
                }
                // A friend over the network: the connection, and who is there.
                ColumnLayout {
                    objectName: "networkPanel"
                    Layout.fillWidth: true
                    visible: root.networkMode && !root.nextOfMatch
                    Label {
                        objectName: "networkSetupStatus"
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        color: root.controller.network.status === NetworkPlay.Failed ? Theme.target : Theme.text
                        text: root.controller.notice !== "" && root.networkSeated ? root.controller.notice
                              : root.controller.network.status === NetworkPlay.Idle
                                ? qsTr("Lay out your fleet, then host a game or join your friend's.")
                                : root.controller.network.statusText
                    }
                    // Network games this program stopped in the middle of: go on, or forget.
                    Repeater {
                        model: root.controller.network.status === NetworkPlay.Idle || root.controller.network.status === NetworkPlay.Failed
                               ? root.controller.network.unfinished : []
                        delegate: ColumnLayout {
                            required property var modelData
                            required property int index
                            Layout.fillWidth: true
                            spacing: 2
                            Label {
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                color: Theme.text
                                text: qsTr("Unfinished: %1").arg(modelData.summary)
                            }
                            RowLayout {
                                Button {
                                    objectName: "resumeNetworkGame" + index
                                    text: qsTr("Go on")
                                    highlighted: true
                                    onClicked: root.controller.lobby.resumeNetworkGame(modelData.path)
                                    ToolTip.visible: hovered; ToolTip.delay: 500
                                    ToolTip.text: qsTr("Continue where the game stopped; it waits until %1 is connected again").arg(modelData.opponent)
                                }
                                Button {
                                    text: qsTr("Forget")
                                    onClicked: root.controller.network.forget(modelData.path)
                                }
                            }
                        }
                    }
                    Button {
                        objectName: "leaveNetworkGame"
                        Layout.fillWidth: true
                        visible: root.controller.network.status !== NetworkPlay.Idle && root.controller.network.status !== NetworkPlay.Failed
                        text: root.networkSeated ? qsTr("Leave this game") : qsTr("Stop")
                        onClicked: root.controller.newGame()
                    }
                }
                // A single game, or a match of several [9, 10].
                RowLayout {
                    Layout.fillWidth: true
                    visible: !root.secondPerson && !root.nextOfMatch && !root.networkMode
                    ComboBox {
                        objectName: "matchKind"
                        Layout.fillWidth: true
                        // The classic rules have single games and continued matches only [7].
                        model: root.setup.costFleets ? [qsTr("Single game"), qsTr("Scored match [9]"), qsTr("Continued match [10]")]
                                                     : [qsTr("Single game"), qsTr("Continued match [7]")]
                        currentIndex: root.setup.costFleets ? root.options.matchKind
                                      : root.options.matchKind === GameOptions.Single ? 0 : 1
                        onActivated: (i) => root.options.matchKind = root.setup.costFleets ? i : (i === 0 ? GameOptions.Single : GameOptions.Continued)
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: root.setup.costFleets
                                      ? qsTr("Scored: the games' scores are added up [9.4]. Continued: each game's survivors come back as additional ships in the next [10.3]; the last game decides.")
                                      : qsTr("Continued: each game's survivors come back as additional ships of as many cells in the next [7.2]; the last game decides.")
                    }
                    SpinBox {
                        objectName: "matchGames"
                        visible: root.options.matchKind !== GameOptions.Single
                        from: 2; to: 9
                        value: root.options.matchGames
                        onValueModified: root.options.matchGames = value
                        implicitWidth: 96
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Games in the match")
                    }
                }
                Button {
                    objectName: "startButton"
                    Layout.fillWidth: true
                    text: root.controller.botThinking ? qsTr("Fleets are being laid out…")
                        : root.secondPerson ? qsTr("Done: hand the screen back")
                        : root.networkMode && !root.networkSeated ? qsTr("Host or join a game…")
                        : root.networkMode && root.committed ? qsTr("Waiting for %1's fleet…").arg(root.controller.view.opponentName)
                        : root.networkMode ? qsTr("Start against %1").arg(root.controller.view.opponentName)
                        : root.nextOfMatch ? qsTr("Start game %1").arg(root.controller.match.games + 1)
                        : root.options.mode === GameOptions.WatchBots ? qsTr("Watch") : qsTr("Start")
                    enabled: root.networkMode && !root.networkSeated ? true
                             : (root.setup.legal || (!root.secondPerson && root.options.mode === GameOptions.WatchBots))
                               && !root.controller.botThinking && !root.committed
                    highlighted: true
                    onClicked: root.startOrWarn()
                }
            }
        }
    }

    Component {
        id: watchedLevels
        GridLayout {
            columns: 2
            Label { text: "A"; color: Theme.text }
            ComboBox {
                objectName: "watchedA"
                Layout.fillWidth: true
                model: root.options.difficulties
                currentIndex: root.options.watchedA
                onActivated: (i) => root.options.watchedA = i
            }
            Label { text: "B"; color: Theme.text }
            ComboBox {
                objectName: "watchedB"
                Layout.fillWidth: true
                model: root.options.difficulties
                currentIndex: root.options.watchedB
                onActivated: (i) => root.options.watchedB = i
            }
        }
    }

    // Start, first saying so when unfinished games wait: they stay saved and offered.
    property bool warned: false // asked once per visit to this screen
    Connections {
        target: root.controller
        function onPhaseChanged() { root.warned = false }
    }
    function startOrWarn() {
        if (root.networkMode && !root.networkSeated)
            return root.networkRequested()
        if (!root.networkMode && !root.secondPerson && !root.nextOfMatch && root.options.mode !== GameOptions.WatchBots
                && root.controller.records.unfinishedGames.length > 0 && !root.warned) {
            root.warned = true
            unfinishedWarning.open()
            return
        }
        root.controller.start()
    }
    LazyDialog { // made the first time it is needed
        id: unfinishedWarning
        sourceComponent: warningDialog
    }
    Component {
        id: warningDialog
        Dialog {
        id: dialog
        objectName: "unfinishedWarning"
        anchors.centerIn: Overlay.overlay
        modal: true
        title: qsTr("Start a new game?")
        width: Math.min(480, root.width - 40)
        contentItem: Label {
            wrapMode: Text.Wrap
            color: Theme.text
            text: (root.controller.records.unfinishedGames.length === 1
                   ? qsTr("You have an unfinished game: %1.").arg(root.controller.records.unfinishedGames[0].summary)
                   : qsTr("You have %1 unfinished games; the latest: %2.").arg(root.controller.records.unfinishedGames.length)
                         .arg(root.controller.records.unfinishedGames[0].summary))
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
                onClicked: { dialog.close(); root.controller.lobby.resumeUnfinished() }
            }
            Button {
                text: qsTr("Cancel")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: root.controller.start()
        }
    }

    Component {
        id: unfinishedBanner
        Rectangle {
            objectName: "unfinishedBanner"
            implicitHeight: banner.implicitHeight + 12
            radius: 4
            color: "#34506a"
            clip: true
            ColumnLayout {
                id: banner
                anchors { fill: parent; margins: 6 }
                Label {
                    text: root.controller.records.unfinishedGames.length === 1 ? qsTr("An unfinished game")
                        : qsTr("%1 unfinished games").arg(root.controller.records.unfinishedGames.length)
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
                    model: root.visible ? root.controller.records.unfinishedGames : []
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
                                text: qsTr("Resume"); highlighted: index === 0
                                onClicked: root.controller.lobby.resumeUnfinished(modelData.path)
                            }
                            Button {
                                text: qsTr("Forget")
                                onClicked: root.controller.records.discardUnfinished(modelData.path)
                                ToolTip.visible: hovered; ToolTip.delay: 500
                                ToolTip.text: qsTr("Stop offering this game; its record stays in the games folder")
                            }
                        }
                    }
                }
            }
                }
    }

    // Setup keys, while no text field has the keyboard.
    Shortcut { sequences: [StandardKey.Undo]; enabled: root.visible && root.layingOut; onActivated: root.setup.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; enabled: root.visible && root.layingOut; onActivated: root.setup.redo() }
    Shortcut { sequence: "R"; enabled: root.visible && root.layingOut; onActivated: root.setup.rotateCurrent(1) }
    Shortcut { sequence: "Shift+R"; enabled: root.visible && root.layingOut; onActivated: root.setup.rotateCurrent(-1) }
    Shortcut { sequence: "M"; enabled: root.visible && root.layingOut; onActivated: root.setup.mirrorCurrent(1) }
}
