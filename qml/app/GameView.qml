// The whole game's view for one controller: setup, then play, then the end.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

// A Pane, so that its palette (the dark theme) reaches every control and popup in it, in
// the application window and in the tests alike.
Pane {
    id: root
    required property GameController controller
    // The guide and the legend follow the rules of the game in play or on the setup screen.
    Binding { target: HelpText; property: "rules"; value: root.controller.rules }
    padding: 0
    background: Rectangle { color: Theme.background }
    palette.window: Theme.panel
    palette.windowText: Theme.text
    palette.base: "#323b4a" // fields and indicators, a step lighter than the panels
    palette.text: Theme.text
    palette.button: "#36404f"
    palette.buttonText: Theme.text
    palette.highlight: "#0072b2"
    palette.highlightedText: "#ffffff"
    // Disabled controls look it (Start before the fleet is legal, Submit while waiting).
    palette.disabled.button: "#2b323d"
    palette.disabled.buttonText: "#6d7787"
    palette.disabled.windowText: "#6d7787"
    palette.disabled.text: "#6d7787"
    palette.disabled.highlight: "#2b323d"
    // The game screen is made when the first game starts, and then kept: destroying a
    // View3D while the render thread prepares it crashes Qt 6.4.
    property bool gameScreenMade: false
    readonly property Item setupScreen: setupLoader.item
    readonly property Item gameScreen: gameLoader.item
    property alias endDialog: endDialog
    property alias menuBar: menuBar

    // The commands of the menus, the tool buttons and the keys.
    signal quitRequested()
    // Leaving a game under way is asked first (LeaveDialog): a network game ends for both;
    // quitting keeps every game to go on with, a network game too (leaveQuits), and is asked too.
    property var afterLeave: null
    property bool leaveQuits: false
    function mustAsk() {
        const c = root.controller, n = c.network
        return AppSettings.confirmLeave && c.phase === GameController.Playing && c.mode !== GameOptions.WatchBots
                && (c.mode !== GameOptions.Network || n.status === NetworkPlay.Playing || n.status === NetworkPlay.Paused)
    }
    function leaveThen(then, quitting) {
        if (!mustAsk())
            return then()
        afterLeave = then
        leaveQuits = quitting === true
        leaveDialog.open()
    }
    function newGame() { leaveThen(() => root.controller.newGame()) }
    function openGame() { leaveThen(() => openDialog.open()) } // (Ctrl+O left at once: fourth playtest)
    function saveCopy() {
        if (root.controller.phase !== GameController.Setup && root.controller.turn > 0 && root.controller.wholeRecord)
            saveCopyDialog.open()
    }
    function showHelp(page) {
        helpDialog.page = page
        if (helpDialog.item)
            helpDialog.item.page = page
        helpDialog.open()
    }
    function showAbout() { aboutDialog.open() }
    function showSettings() { settingsDialog.open() }
    function showLibrary() { libraryDialog.open() }
    // Host or join a network game (from the setup screen, or the Game menu anywhere).
    function playNetwork() {
        if (root.controller.phase !== GameController.Setup)
            root.controller.newGame() // (Ctrl+Shift+N: the game left is saved and offered again)
        root.controller.options.mode = GameOptions.Network
        networkDialog.open()
    }
    function showResult() { if (root.controller.phase === GameController.Over) { root.controller.review.turn = root.controller.review.turnsPlayed; endDialog.open() } } // (at the end: a playtest saw turn 1 under it)
    function showStatistics() {
        if (root.controller.phase === GameController.Playing || root.controller.phase === GameController.Over)
            statisticsDialog.open()
    }
    // A picture of the game screen as it is (in review, the turn reviewed), as PNG.
    function savePicture() {
        const path = root.controller.outputs.picturePath()
        const screen = root.gameScreen
        if (!screen)
            return
        screen.grabToImage(function(result) { root.controller.outputs.pictureSaved(path, result.saveToFile(path)) })
    }
    function resetView() { sharedView3d.resetView() }

    // One 3-D view for the whole game, placed on the screen shown: the setup screen's fleet
    // at setup, the space chosen on the game screen in play (one View3D and its 125 cells
    // instead of two saves memory; it keeps its turn and zoom between the screens).
    readonly property bool view3dInGame: root.controller.phase !== GameController.Setup && gameLoader.item !== null
    SpaceView3D {
        id: sharedView3d
        parent: root.view3dInGame ? gameLoader.item.view3dSlot : (setupLoader.item ? setupLoader.item.view3dSlot : root)
        anchors.fill: parent
        visible: root.controller.phase !== GameController.Handover
        model: root.view3dInGame ? gameLoader.item.shownSpace : root.controller.setup.space
        perspective: root.controller.view
        animateResults: AppSettings.animations
        ending: root.controller.phase === GameController.Over && !resultsShow.endShown // (the final blow)
        turnShots: root.controller.view.turnShots
        onCellClicked: (index) => root.controller.clickCell(model.side, index)
        onShowSpaceAsked: (space) => resultsShow.showSpace(space)
        onSoundAsked: (name) => resultsShow.sound(name)
        onRevealingChanged: resultsShow.revealingChanged()
    }
    ResultsShow {
        id: resultsShow; objectName: "resultsShow"
        phase: root.controller.phase
        review: root.controller.review
        watching: root.controller.mode === GameOptions.WatchBots
        turnEvents: root.controller.view.turnEvents
        view3d: sharedView3d
        gameScreen: root.gameScreen
        endDialog: endDialog; sounds: sounds
        waiting: root.controller.waiting && root.controller.mode !== GameOptions.TwoPlayers // (at one screen Space hands it over)
    }
    Binding { target: root.controller.watch; property: "held"; value: sharedView3d.revealing } // (watching bots)
    Connections {
        target: root.controller
        function onTurnPlayed() {
            // A hint is for one turn: it would cover the results playing out. (In review
            // the analysis follows the turn shown.)
            if (root.controller.phase === GameController.Playing)
                root.controller.analysis.shown = false
            resultsShow.turnPlayed()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        AppMenuBar {
            id: menuBar
            Layout.fillWidth: true
            commands: commands
        }
        ToolBar {
            Layout.fillWidth: true
            background: Rectangle { color: Theme.panel }
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 10
                anchors.rightMargin: 10
                Label {
                    Layout.fillWidth: true; elide: Text.ElideRight // (beside a notice: never under it, ninth playtest)
                    color: Theme.dimText
                    text: root.controller.phase === GameController.Setup ? (root.controller.options.mode === GameOptions.WatchBots ? qsTr("Choose the two bots and press Watch") : qsTr("Lay out your fleet"))
                        : root.controller.phase === GameController.Handover ? (root.controller.turn > 0 ? qsTr("Turn %1").arg(root.controller.turn) : qsTr("Setup")) + qsTr(": the screen goes to %1").arg(root.controller.handover.to)
                        : root.controller.phase === GameController.Playing && sharedView3d.revealing && root.controller.turn > 1
                          ? qsTr("Turn %1's results come in…").arg(root.controller.turn - 1) // (the log and the header agree)
                        : root.controller.phase === GameController.Playing
                          ? qsTr("Turn %1: %2 against %3").arg(root.controller.turn).arg(root.controller.seatA ? root.controller.seatA.name : "").arg(root.controller.seatB ? root.controller.seatB.name : "")
                        : sharedView3d.revealing && root.controller.review.turn === root.controller.review.turnsPlayed ? qsTr("Turn %1's results come in…").arg(root.controller.review.turn) // not told before they play out (only the end: not while stepping, a playtest)
                        : qsTr("Game over: %1 (%2)").arg(root.controller.review.result).arg(root.controller.review.score)
                }
                Label {
                    objectName: "notice"
                    color: Theme.dimText
                    text: root.controller.notice
                    elide: Text.ElideMiddle
                    Layout.maximumWidth: Math.min(520, root.width * 0.4)
                    visible: text !== "" && root.controller.phase !== GameController.Setup
                }
                Button {
                    objectName: "saveCopyButton"
                    text: qsTr("Save a copy…")
                    visible: root.controller.phase !== GameController.Setup && root.controller.turn > 0 && root.controller.wholeRecord
                    onClicked: root.saveCopy()
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: qsTr("Every game is saved as you play; this writes its record where you choose, to share (Ctrl+S)")
                }
                Button {
                    objectName: "newGameToolButton"
                    text: qsTr("New game")
                    visible: root.controller.phase !== GameController.Setup || root.controller.seatA !== null
                    onClicked: root.newGame()
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: qsTr("Back to the setup screen; this game stays saved and can be resumed (Ctrl+N)")
                }
                ToolButton {
                    objectName: "helpButton"
                    text: "?"
                    Accessible.name: qsTr("Help")
                    font.bold: true
                    onClicked: root.showHelp(0)
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: qsTr("How to play (F1)")
                }
            }
        }
        Loader { // the first-game tips, made until they are dismissed
            Layout.fillWidth: true
            active: !AppSettings.tipsSeen
            visible: active && item !== null && item.tip !== ""
            sourceComponent: TipBar { controller: root.controller; endShown: resultsShow.barShown; screen: root.gameScreen }
        }
        Rectangle { // a game that is not being saved says so, until a save works again
            objectName: "saveProblem"
            Layout.fillWidth: true
            visible: root.controller.records.saveProblem !== "" && root.controller.phase !== GameController.Setup
            implicitHeight: visible ? saveProblemText.implicitHeight + 12 : 0
            color: "#5a1d1d"
            border.color: Theme.invalid
            Text {
                id: saveProblemText
                anchors { fill: parent; leftMargin: 10; rightMargin: 10; topMargin: 6; bottomMargin: 6 }
                text: "⚠ " + root.controller.records.saveProblem
                color: Theme.text; font.pixelSize: Theme.px(12)
                wrapMode: Text.Wrap
            }
        }
        Loader {
            id: setupLoader
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.controller.phase === GameController.Setup
            // Made again for each setup: its layers and lists are not kept through a game
            // (the peak memory at 1920x1080 was over its target); what it shows is the controller's.
            active: visible
            sourceComponent: SetupScreen {
                controller: root.controller
                view3d: sharedView3d
                onOpenRequested: root.openGame()
                onLibraryRequested: root.showLibrary()
                onNetworkRequested: root.playNetwork()
            }
        }
        Loader {
            id: gameLoader
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.controller.phase === GameController.Playing || root.controller.phase === GameController.Over
            active: root.gameScreenMade || visible
            sourceComponent: GameScreen {
                controller: root.controller
                view3d: sharedView3d
                onStatisticsRequested: root.showStatistics()
                onResultRequested: root.showResult()
                endCardHeight: endDialog.opened ? endDialog.height + 2 : 0
            }
        }
        Loader { // made when first needed: most games have no hand-over
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.controller.phase === GameController.Handover
            active: visible
            sourceComponent: HandoverScreen { handover: root.controller.handover }
        }
    }

    Commands { id: commands; objectName: "commands"; gameView: root }
    // The menus from the keyboard, as in desktop programs: F10 opens the first (then the
    // arrows go from menu to menu and item to item); Alt+G, Alt+V, Alt+H open each.
    Shortcut { sequence: "F10"; onActivated: menuBar.menuAt(0).open() }
    property alias commands: commands

    // The desktop's file dialogs, or our own pickers when their QML modules are missing
    // (Qt 6.4's dialogs crash without Qt.labs.folderlistmodel). Made on first use.
    LazyDialog {
        id: openDialog
        objectName: "openDialogLoader"
        sourceComponent: Capabilities.fileDialogs ? nativeOpen : pickerOpen
    }
    Component { id: nativeOpen; OpenGameDialog { records: root.controller.records; lobby: root.controller.lobby } }
    Component { id: pickerOpen; OpenGamePicker { records: root.controller.records; lobby: root.controller.lobby } }
    LazyDialog {
        id: saveCopyDialog
        objectName: "saveCopyDialogLoader"
        // Always the game's own: Qt 6.4's file dialog, where the desktop gives it no native
        // one, offers "Open" and no way to type a new file's name.
        sourceComponent: SaveCopyPicker { records: root.controller.records; outputs: root.controller.outputs; library: root.controller.library }
    }
    LazyDialog {
        id: helpDialog
        objectName: "helpDialogLoader"
        property int page: 0
        sourceComponent: HelpDialog { page: helpDialog.page }
    }
    // A record refused while a game is shown (opened from a file, or resumed): said in a
    // dialog of its own, with the line and the rule; the game shown stays as it was. (On
    // the setup screen the refusal is shown beside Start; the library says it itself.)
    Connections {
        target: root.controller.lobby
        function onRefused(why) {
            if (why === "" || root.controller.phase === GameController.Setup
                    || (libraryDialog.item && libraryDialog.item.visible))
                return
            refusedDialog.why = why
            refusedDialog.open()
        }
    }
    LazyDialog {
        id: refusedDialog
        objectName: "openRefusedLoader"
        property string why
        sourceComponent: Dialog {
            objectName: "openRefused"
            anchors.centerIn: Overlay.overlay
            modal: true
            title: qsTr("This record cannot be opened")
            width: Math.min(560, root.width - 40)
            standardButtons: Dialog.Ok
            contentItem: Label {
                objectName: "openRefusedText"
                wrapMode: Text.Wrap
                color: Theme.text
                text: refusedDialog.why + "\n\n" + qsTr("The game shown stays as it was.")
            }
        }
    }
    LazyDialog {
        id: libraryDialog
        objectName: "libraryDialogLoader"
        sourceComponent: LibraryDialog {
            library: root.controller.library; records: root.controller.records; lobby: root.controller.lobby
            outputs: root.controller.outputs; inPlay: root.controller.phase === GameController.Playing || root.controller.phase === GameController.Handover
        }
    }
    LazyDialog {
        id: statisticsDialog
        objectName: "statisticsDialogLoader"
        sourceComponent: StatisticsDialog { outputs: root.controller.outputs }
    }
    LazyDialog {
        id: networkDialog
        objectName: "networkDialogLoader"
        sourceComponent: NetworkDialog {
            network: root.controller.network; lobby: root.controller.lobby
            options: root.controller.options; setup: root.controller.setup
        }
    }
    LazyDialog {
        id: leaveDialog
        sourceComponent: LeaveDialog {
            opponent: root.controller.view.opponentName
            network: root.controller.mode === GameOptions.Network ? root.controller.network : null
            quitting: root.leaveQuits
            onLeft: root.afterLeave()
        }
    }
    LazyDialog {
        id: settingsDialog
        objectName: "settingsDialogLoader"
        sourceComponent: SettingsDialog { options: root.controller.options }
    }
    LazyDialog {
        id: aboutDialog
        objectName: "aboutDialogLoader"
        sourceComponent: AboutDialog {}
    }

    // Sound effects, where Qt Multimedia is installed and while sound is on (by URL: the
    // module is imported only when there).
    Loader {
        id: sounds
        objectName: "soundPlayer"
        // From the first game on (the setup screen makes no sound).
        property bool played: false
        active: played && Capabilities.sound && AppSettings.sound
        source: "qrc:/Spaceships/app/SoundPlayer.qml"
        onLoaded: item.volume = Qt.binding(() => AppSettings.volume)
    }

    EndDialog {
        id: endDialog // (objectName "endDialog")
        controller: root.controller; parent: root
        visible: false
        sidePanel: root.gameScreen ? root.gameScreen.sidePanel : null
    }
    Connections {
        target: root.controller
        function onPhaseChanged() {
            if (root.controller.phase === GameController.Playing) {
                root.gameScreenMade = true
                sounds.played = true
            }
            // A new game starts with the 3-D view as it first was (no layer alone, no zoom
            // carried over from the last game's review).
            if (root.controller.phase === GameController.Setup)
                sharedView3d.resetView()
            // Another game (or the setup): the last game's reveal is over. (The last turn's
            // plays on into the end.)
            if (root.controller.phase !== GameController.Over)
                sharedView3d.skipReveal()
            if (root.controller.phase === GameController.Over) {
                Qt.callLater(resultsShow.showEnd) // after the last turn's reveal has begun
            } else {
                resultsShow.endWaits = false
                endDialog.close()
            }
        }
    }
}
