// Network play through the UI (issue 12), loopback only, under Xvfb: two windows of one
// process are two players' programs. Ann hosts from the setup screen (her game announced
// to loopback), Ben finds it in the list of announced games and joins; both lay out a fleet
// and press Start; one turn is played with clicks, chat goes both ways, and neither window
// shows the other's fleet. Screenshots of both windows go to the screenshot folder.
import QtQuick
import QtQuick.Window
import QtTest
import Spaceships
import Spaceships.Core

Item {
    id: root
    width: 100
    height: 100
    // A port of its own for the announcements, so that no game on this machine hears them.
    readonly property int discoveryPort: 50000 + Math.floor(Math.random() * 10000)

    Window {
        id: annWindow
        width: 1024; height: 768
        x: 0; y: 0
        visible: true
        title: "Ann"
        GameController {
            id: ann
            seed: 5
            options.askUnused: false
            records.folder: recordDir + "/network-ann"
            network.listenAddress: "127.0.0.1"
            network.announceAddress: "127.0.0.1"
            network.discoveryPort: root.discoveryPort
            network.hostPort: 0
        }
        GameView { id: annView; anchors.fill: parent; controller: ann }
    }
    Window {
        id: benWindow
        width: 1024; height: 768
        x: 880; y: 300
        visible: true
        title: "Ben"
        GameController {
            id: ben
            seed: 6
            options.askUnused: false
            records.folder: recordDir + "/network-ben"
            network.listenAddress: "127.0.0.1"
            network.discoveryPort: root.discoveryPort
        }
        GameView { id: benView; anchors.fill: parent; controller: ben }
    }

    TestCase {
        name: "Network"
        when: windowShown

        function countState(model, state) {
            let n = 0
            for (let i = 0; i < 125; ++i)
                n += model.data(model.index(i, 0), SpaceModel.StateRole) === state
            return n
        }
        // Distinct colours in a grab: a picture with real content has many.
        function colours(img, w, h) {
            const seen = {}
            let n = 0
            for (let x = 0; x < w; x += 7)
                for (let y = 0; y < h; y += 7) {
                    const key = String(img.pixel(x, y))
                    if (!seen[key]) { seen[key] = true; ++n }
                }
            return n
        }
        function shoot(view, name) {
            waitForRendering(view)
            wait(200)
            const img = grabImage(view)
            img.save(screenshotDir + "/" + name + ".png")
            verify(colours(img, 1024, 768) > 20, name + " has real content")
            return img
        }
        function dialogOf(view) {
            return findChild(view, "networkDialogLoader").item
        }

        function test_0_rendererIsOpenGL() {
            compare(GraphicsInfo.api, GraphicsInfo.OpenGL, "screenshots need OpenGL (run under xvfb-run)")
        }

        function test_1_hostJoinAndPlayOneTurn() {
            // Ann: a fleet, then "Host or join a game…", then Host.
            ann.options.nameA = "Ann"
            ann.options.mode = GameOptions.Network
            mouseClick(findChild(annView, "randomLayout"))
            const annStart = findChild(annView, "startButton")
            compare(annStart.text, "Host or join a game…")
            mouseClick(annStart)
            tryVerify(() => dialogOf(annView) !== null && dialogOf(annView).opened)
            const annDialog = dialogOf(annView)
            compare(annDialog.page, 0, "anywhere, by code, first")
            verify(findChild(annDialog.contentItem, "hostByCode").visible)
            mouseClick(findChild(annDialog.contentItem, "hostTab"))
            mouseClick(findChild(annDialog.contentItem, "hostButton"))
            compare(ann.network.status, NetworkPlay.Listening)
            verify(ann.network.port > 0)
            shoot(annView, "network-host-1024x768")

            // Ben: finds Ann's game among those announced, and joins it.
            ben.options.nameA = "Ben"
            ben.options.mode = GameOptions.Network
            mouseClick(findChild(benView, "randomLayout"))
            mouseClick(findChild(benView, "startButton"))
            tryVerify(() => dialogOf(benView) !== null && dialogOf(benView).opened)
            const benDialog = dialogOf(benView)
            mouseClick(findChild(benDialog.contentItem, "joinTab"))
            const list = findChild(benDialog.contentItem, "announcedGames")
            tryCompare(list, "count", 1, 5000)
            verify(ben.network.games[0].name === "Ann", JSON.stringify(ben.network.games))
            compare(ben.network.games[0].port, ann.network.port)
            shoot(benView, "network-join-1024x768")
            waitForRendering(benView)
            mouseClick(list.itemAtIndex(0))

            // Connected: the dialogs close, each names the other, and each presses Start.
            tryCompare(annDialog, "opened", false, 5000)
            tryCompare(benDialog, "opened", false, 5000)
            compare(ann.mode, GameOptions.Network)
            tryCompare(ben, "mode", GameOptions.Network)
            compare(ann.view.opponentName, "Ben")
            compare(ben.view.opponentName, "Ann")
            const startAnn = findChild(annView, "startButton")
            compare(startAnn.text, "Start against Ben")
            mouseClick(startAnn)
            compare(startAnn.text, "Waiting for Ben's fleet…")
            verify(!startAnn.enabled)
            mouseClick(findChild(benView, "startButton"))
            tryCompare(ann, "phase", GameController.Playing, 5000)
            tryCompare(ben, "phase", GameController.Playing, 5000)
            compare(ann.turn, 1)
            compare(countState(ann.view.opponentSpace, SpaceModel.CellState.Ship), 0, "nothing of Ben's fleet [1.4]")
            compare(countState(ben.view.opponentSpace, SpaceModel.CellState.Ship), 0, "nothing of Ann's fleet")

            // Turn 1 with clicks: Ann strikes three cells and submits; Ben is told she chose.
            for (const c of ["Rv1", "Rw1", "Rx1"])
                mouseClick(findChild(annView.gameScreen, "opponentCell" + c))
            compare(ann.draft.tokens.length, 3)
            mouseClick(findChild(annView.gameScreen, "submitButton"))
            verify(ann.waiting)
            tryCompare(findChild(benView.gameScreen, "opponentStatus"), "text", "Ann has chosen their actions", 5000)
            // Chat, beside the board.
            const say = findChild(annView.gameScreen, "chatInput")
            say.text = "good luck"
            say.accepted() // Enter (key events go to the test's own window)
            tryCompare(ben.network, "chat", ["Ann: good luck"], 5000)
            compare(findChild(benView.gameScreen, "chatLines").count, 1)

            for (const c of ["Bz5", "By5"])
                mouseClick(findChild(benView.gameScreen, "opponentCell" + c))
            mouseClick(findChild(benView.gameScreen, "submitButton"))
            tryCompare(ann, "turn", 2, 5000)
            tryCompare(ben, "turn", 2, 5000)
            compare(ann.view.log.length, 1)
            verify(/^Turn 1\nYou: Rv1 \w+ · Rw1 \w+ · Rx1 \w+\nBen: Bz5 \w+ · By5 \w+/.test(ann.view.log[0]), ann.view.log[0])
            verify(/\nAnn: Rv1 \w+ · Rw1 \w+ · Rx1 \w+/.test(ben.view.log[0]), ben.view.log[0])
            verify(/\nYou: Bz5 \w+ · By5 \w+/.test(ben.view.log[0]), ben.view.log[0])
            compare(countState(ann.view.opponentSpace, SpaceModel.CellState.Ship), 0)
            shoot(annView, "network-turn2-host-1024x768")
            shoot(benView, "network-turn2-join-1024x768")
            // The same at full HD, with room for the chat.
            annWindow.width = 1920
            annWindow.height = 1080
            tryCompare(annView, "width", 1920)
            wait(300)
            shoot(annView, "network-turn2-host-1920x1080")

            // Ann leaves: Ben is told, and the board stays.
            ann.newGame()
            tryVerify(() => ben.error.indexOf("Ann left the game") >= 0, 5000)
            compare(ben.phase, GameController.Playing)
        }
    }
}
