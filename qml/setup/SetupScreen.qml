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
    readonly property int sideWidth: Theme.px(width < 1200 ? 236 : 280)
    onSideWidthChanged: Qt.callLater(fitCells)
    readonly property bool view3dLarge: AppSettings.view3dLarge
    onView3dLargeChanged: Qt.callLater(fitCells)
    // The layers in two rows when the settings allow it and the cells come out bigger so.
    readonly property bool layersInRow: AppSettings.layersInRow
    onLayersInRowChanged: Qt.callLater(fitCells)
    property bool twoRows: false
    function fitCells() {
        const w = width - 2 * sideWidth - 36, h = height - 16 // the two side panels, margins, spacing
        const fit = (across, down, share) => Math.min(44, Math.floor(Math.min(w / across, (h * share - 20) / down)))
        const row = fit(30.6, 6.2, view3dLarge ? 0.3 : 0.5), two = fit(18.2, 12.8, view3dLarge ? 0.45 : 0.6) // in cells
        twoRows = two > row && (!layersInRow || row < 20) // (one row of 16 px cells at 1024×768 was cramped)
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
                    font.bold: true; font.pixelSize: Theme.px(16); color: Theme.text
                }
                RulesChoice {
                    Layout.fillWidth: true
                    Layout.fillHeight: !root.layingOut
                    setup: root.setup
                    options: root.options
                    secondPerson: root.secondPerson
                    nextOfMatch: root.nextOfMatch
                    networkSeated: root.networkSeated
                    layingOut: root.layingOut
                    firstPlayerName: root.controller.seatA ? root.controller.seatA.name : ""
                }
                ShipList {
                    visible: root.layingOut
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    setup: root.setup
                }
                ShipMoves {
                    visible: root.layingOut
                    Layout.fillWidth: true
                    setup: root.setup
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
                Rectangle { // watching two bots: no fleet of one's own to show (sixth playtest)
                    objectName: "watchSpaces"
                    anchors.fill: parent
                    z: 10
                    visible: !root.layingOut
                    color: Theme.background
                    Label {
                        anchors.centerIn: parent
                        width: Math.min(parent.width - 40, 520)
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.Wrap
                        font.pixelSize: Theme.px(18)
                        color: Theme.dimText
                        text: qsTr("The two bots lay out their own fleets: both spaces show here once the game starts.")
                    }
                }
            }
            Label {
                visible: root.layingOut
                text: root.controller.view.hoverText !== "" ? root.controller.view.hoverText : qsTr("Point at a cell to read it")
                color: Theme.text
                objectName: "hoverReadout"
            }
            Loader { // made while the setup screen shows: its 125 cells are not kept through a game
                Layout.alignment: Qt.AlignHCenter
                active: root.controller.phase === GameController.Setup && root.layingOut
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
                    sourceComponent: UnfinishedGames {
                        records: root.controller.records
                        lobby: root.controller.lobby
                        listed: root.visible
                    }
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
                FleetCheck {
                    visible: root.layingOut
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: implicitHeight // (never over the players below it: a playtest)
                    Layout.bottomMargin: 6
                    setup: root.setup
                }
                Item { Layout.fillHeight: true; visible: !root.layingOut }
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
                PlayersChoice {
                    visible: !root.secondPerson && !root.nextOfMatch
                    Layout.fillWidth: true
                    options: root.options
                    network: root.controller.network
                    networkSeated: root.networkSeated
                }
                // A friend over the network: the connection, and who is there.
                NetworkChoice {
                    visible: root.networkMode && !root.nextOfMatch
                    Layout.fillWidth: true
                    network: root.controller.network
                    lobby: root.controller.lobby
                    notice: root.controller.notice
                    networkSeated: root.networkSeated
                    onLeaveRequested: root.controller.newGame()
                }
                // A single game, or a match of several [9, 10].
                MatchChoice {
                    visible: !root.secondPerson && !root.nextOfMatch && !root.networkMode
                    Layout.fillWidth: true
                    setup: root.setup
                    options: root.options
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
                    highlighted: enabled // (greyed out looks greyed out: sixth playtest)
                    opacity: enabled ? 1 : 0.45 // (playtest 19: only a faint border changed)
                    onClicked: root.startOrWarn()
                }
                Label { // why Start is greyed out (fourth playtest: it looked clickable and did nothing)
                    objectName: "startWhy"
                    visible: root.layingOut && !root.networkMode
                    opacity: root.setup.legal ? 0 : 1 // (its room kept: Start stays where it is)
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.dimText
                    text: root.secondPerson ? qsTr("“Done” is enabled once the fleet is legal: the fleet check lists what is still wrong.")
                                            : qsTr("Start is enabled once the fleet is legal: the fleet check lists what is still wrong.")
                }
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
        UnfinishedWarning {
            records: root.controller.records
            lobby: root.controller.lobby
            onAccepted: root.controller.start()
        }
    }

    // Setup keys, while no text field has the keyboard.
    Shortcut { sequences: [StandardKey.Undo]; enabled: root.visible && root.layingOut; onActivated: root.setup.undo() }
    Shortcut { sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]; enabled: root.visible && root.layingOut; onActivated: root.setup.redo() }
    Shortcut { sequence: "R"; enabled: root.visible && root.layingOut; onActivated: root.setup.rotateCurrent(1) }
    Shortcut { sequence: "Shift+R"; enabled: root.visible && root.layingOut; onActivated: root.setup.rotateCurrent(-1) }
    Shortcut { sequence: "M"; enabled: root.visible && root.layingOut; onActivated: root.setup.mirrorCurrent(1) }
}
