// Screenshots of the setup, mid-game and end screens at 1280×800 under Xvfb, saved as
// PNGs (SPACESHIPS_SCREENSHOTS) and checked for real content: the expected colours at
// known cells of the layered view, a background pixel, and the 3-D view's cubes.
import QtQuick
import QtTest
import Spaceships
import Spaceships.Core

Item {
    id: root
    width: 1280
    height: 800

    GameController { id: controller; options.botOverride: "random"; seed: 2027; records.folder: recordDir
        Component.onCompleted: AppSettings.animations = false }
    GameView { id: view; anchors.fill: parent; controller: controller }

    TestCase {
        name: "Screens"
        when: windowShown

        function cellName(i) {
            return "ROYGB"[Math.floor(i / 25)] + "vwxyz"[Math.floor(i / 5) % 5] + (i % 5 + 1)
        }
        // The first cell of a side in a state, or null.
        function cellIn(side, state) {
            const screen = controller.phase === GameController.Setup ? view.setupScreen : view.gameScreen
            const dialog = findChild(view, "endDialog") // a cell behind the end dialog is not seen
            for (let i = 0; i < 125; ++i) {
                const c = findChild(screen, side + "Cell" + cellName(i))
                if (!c || c.cellState !== state)
                    continue
                if (dialog && dialog.opened) {
                    const p = c.mapToItem(dialog.contentItem.parent, 0, 0)
                    if (p.x > -c.width && p.x < dialog.width && p.y > -c.height && p.y < dialog.height)
                        continue
                }
                return c
            }
            return null
        }
        // The fill colour of a 2-D cell in the screenshot (top left, clear of symbols and borders).
        function fillOf(img, cell) {
            const p = cell.mapToItem(root, 4, 4)
            return img.pixel(Math.round(p.x), Math.round(p.y))
        }
        function expectFill(img, side, state, colour) {
            const c = cellIn(side, state)
            verify(c !== null, "a cell " + state + " on " + side)
            verify(Qt.colorEqual(fillOf(img, c), colour),
                   side + " " + state + " cell " + c.objectName + ": " + fillOf(img, c) + " not " + colour)
        }
        // Pixels of the 3-D view near a colour (shading varies): the cubes are drawn.
        function countNear(img, item, colour, tolerance) {
            const c = Qt.color(colour)
            const o = item.mapToItem(root, 0, 0)
            let n = 0
            for (let x = 0; x < item.width; x += 3)
                for (let y = 0; y < item.height; y += 3) {
                    const p = img.pixel(Math.round(o.x + x), Math.round(o.y + y))
                    if (Math.abs(p.r - c.r) + Math.abs(p.g - c.g) + Math.abs(p.b - c.b) < tolerance)
                        ++n
                }
            return n
        }
        function backgroundOf(img, item) {
            const o = item.mapToItem(root, 2, 2)
            return img.pixel(Math.round(o.x), Math.round(o.y))
        }
        function shoot(name) {
            waitForRendering(view)
            wait(200)
            const img = grabImage(root)
            img.save(screenshotDir + "/" + name + ".png")
            return img
        }
        // Synthetic moves do not always reach the hover handling at once: move until they do.
        function hoverOver(item) {
            for (let k = 0; k < 20 && !item.hovered; ++k) {
                mouseMove(item, item.width / 2 + k % 3, item.height / 2)
                wait(20)
            }
            verify(item.hovered, "hovering " + item.objectName)
        }
        function playTurn(targets) {
            const turn = controller.turn
            for (const t of targets)
                controller.clickCell(SpaceModel.Opponent, t)
            verify(controller.submit(), controller.error)
            tryVerify(() => controller.turn > turn || controller.phase === GameController.Over, 10000)
        }

        function test_0_rendererIsOpenGL() {
            compare(GraphicsInfo.api, GraphicsInfo.OpenGL, "screenshots need OpenGL (run under xvfb-run)")
        }

        function test_1_setupScreen() {
            controller.setup.randomLayout()
            const img = shoot("setup")
            expectFill(img, "own", SpaceModel.CellState.Ship, Theme.ownShip)
            expectFill(img, "own", SpaceModel.CellState.Empty, Theme.empty)
            const v = findChild(view.setupScreen, "ownView3D")
            verify(Qt.colorEqual(backgroundOf(img, v), Theme.background), "3-D background")
            const blue = countNear(img, v, Theme.ownShip, 0.45)
            verify(blue > 150, "ship cubes in the 3-D view: " + blue)
            // A setup problem is marked in 3-D as in 2-D: the unfinished death star once
            // another ship is selected [6.2.1].
            controller.setup.clear()
            for (const i of [0, 1, 5]) // Rv1 Rv2 Rw1
                controller.clickCell(SpaceModel.Own, i)
            controller.setup.current = 1
            compare(findChild(view.setupScreen, "ownCellRv1").mark, SpaceModel.Marking.Invalid)
            compare(findChild(v, "ownCubeRv1").mark, SpaceModel.Marking.Invalid)
            const badge = findChild(v, "ownBadgeRv1")
            verify(badge.visible)
            compare(badge.text, "!")
            controller.setup.randomLayout()
        }

        function test_2_midGame() {
            controller.start()
            tryCompare(controller, "phase", GameController.Playing, 5000)
            let next = 0
            for (let t = 0; t < 3 && controller.phase === GameController.Playing; ++t) {
                const targets = []
                for (let k = 0; k < controller.draft.strikes; ++k)
                    targets.push((next++ * 7) % 125)
                playTurn(targets)
            }
            compare(controller.phase, GameController.Playing)
            // Pick next turn's first target so a mark shows too.
            controller.clickCell(SpaceModel.Opponent, 124)
            const img = shoot("mid-game")
            expectFill(img, "opponent", SpaceModel.CellState.Unknown, Theme.unknown)
            expectFill(img, "opponent", SpaceModel.CellState.Empty, Theme.empty)
            expectFill(img, "own", SpaceModel.CellState.Ship, Theme.ownShip)
            expectFill(img, "own", SpaceModel.CellState.Destroyed, Theme.destroyed)
            const target = findChild(view, "opponentCell" + cellName(124))
            compare(target.mark, SpaceModel.Marking.Target)
            // The choice has its symbol in 3-D too, not only its colour.
            compare(findChild(view.gameScreen.view3d, "opponentBadge" + cellName(124)).text.charAt(0), "+")
            const v = view.gameScreen.view3d
            verify(Qt.colorEqual(backgroundOf(img, v), Theme.background), "3-D background")
            const marked = countNear(img, v, Theme.target, 0.6)
            verify(marked > 10, "the target mark in the 3-D view: " + marked)
            // What the last turn did shows in 3-D with the 2-D view's symbols.
            let struck = null // on the camera's side of the space (those behind are faint)
            for (let i = 0; i < 125 && !struck; ++i) {
                const c = findChild(view.gameScreen, "opponentCell" + cellName(i))
                if (c.lastTurn !== SpaceModel.LastTurn.Untouched && findChild(v, "opponentBadge" + cellName(i)).near)
                    struck = c
            }
            verify(struck !== null, "a cell the last turn struck, in front")
            const name = struck.objectName.slice("opponentCell".length)
            const badge = findChild(v, "opponentBadge" + name)
            verify(badge.visible, "the 3-D badge of " + name)
            compare(badge.text.charAt(0), Theme.lastTurnGlyph(struck.lastTurn))
            const yellow = countNear(img, badge, Theme.target, 0.5)
            verify(yellow > 0, "the badge is drawn: " + yellow)
        }

        function test_3_turnEntry() {
            // A missile launch from the own space, its target, then a beam with its line
            // previewed under the pointer before the second end is clicked [8.1.3, 8.2.1].
            controller.draft.clear()
            view.gameScreen.shownSide = SpaceModel.Opponent
            // With no action entered yet, the empty chip area lends its rows to the messages
            // (playtest 45: the beam's help was cut short over it); Submit stays put.
            const messages = findChild(view, "turnMessages"), submit = findChild(view, "submitButton")
            waitForRendering(view)
            const roomBefore = messages.height, submitBefore = submit.mapToItem(view, 0, 0).y
            const missile = cellIn("own", SpaceModel.CellState.Ship) // any ship cell; the missile destroyer's if it has one
            let launch = null
            for (let i = 0; i < 125 && !launch; ++i) {
                const c = findChild(view.gameScreen, "ownCell" + cellName(i))
                if (c.missile === SpaceModel.Missile.Unfired)
                    launch = c
            }
            verify(launch !== null, "an unfired missile")
            mouseClick(findChild(view, "mode_missile"))
            mouseClick(launch)
            compare(controller.draft.error, "")
            compare(launch.mark, SpaceModel.Marking.Launch)
            mouseClick(findChild(view.gameScreen, "opponentCell" + "Bz5"))
            compare(controller.draft.tokens.length, 2)
            tryVerify(() => messages.height < roomBefore - 20, 2000, "the rows go back to the chips: " + messages.height + " of " + roomBefore)
            compare(submit.mapToItem(view, 0, 0).y, submitBefore)
            // The strike a launch adds is said as a missile's or a kamikaze's (seventh playtest:
            // "1 from launches" was not understood), the ships' strikes apart (playtest 55 read
            // "1 of 8" as 8 strikes where the ships gave 7).
            compare(findChild(view, "strikesAvailable").text,
                    "%1 of %2 chosen: %3 + 1 missile/kamikaze".arg(controller.draft.strikesUsed).arg(controller.draft.strikes).arg(controller.draft.strikes - 1))
            mouseClick(findChild(view, "mode_beam"))
            // (QtTest's clicks jump the pointer; hover follows only once it has moved there.)
            const gv1 = findChild(view.gameScreen, "opponentCell" + "Gv1")
            mouseMove(gv1)
            mouseClick(gv1)
            hoverOver(findChild(view.gameScreen, "opponentCell" + "Gx3"))
            compare(findChild(view.gameScreen, "opponentCell" + "Gw2").mark, SpaceModel.Marking.Preview)
            const img = shoot("turn-entry")
            // The turn panel grew with the actions; the log still shows the newest turn whole.
            verify(findChild(view, "turnLog").atYEnd, "the turn log is scrolled to the newest turn")
            verify(Qt.colorEqual(img.pixel(...Object.values(findChild(view.gameScreen, "opponentCell" + "Gw2").mapToItem(root, 1, 1)).map(Math.round)),
                                 Theme.beam), "the previewed beam line's border")
            verify(Qt.colorEqual(fillOf(img, launch), Theme.ownShip), "the launch cell keeps its fill")
            // In a cell this small the border's colour says it, not an "M" over "MD" (playtest 51).
            verify(launch.height >= 30 || !findChild(launch, "markGlyph").active, "no mark over the label in a " + launch.height + " px cell")
            const x = launch.mapToItem(root, 1, 1)
            verify(Qt.colorEqual(img.pixel(Math.round(x.x), Math.round(x.y)), Theme.missileMark), "the launch cell's mark: a missile's")
            compare(findChild(view.gameScreen, "opponentCell" + "Bz5").mark, SpaceModel.Marking.MissileTarget) // issue 23: not a strike's mark
            // The second end: a beam, or the reason it cannot be fired.
            mouseClick(findChild(view.gameScreen, "opponentCell" + "Gx3"))
            verify(controller.draft.tokens.length === 3 || controller.draft.error.indexOf("[8.2") >= 0,
                   controller.draft.tokens + " " + controller.draft.error)
            controller.draft.clear()
            // A refused click is said over the space too (playtest 18 missed a refused beam's one line).
            mouseClick(findChild(view, "mode_strike"))
            mouseClick(launch)
            verify(controller.draft.error !== "", "a strike in one's own space is refused")
            const toast = findChild(view, "refusalToast")
            tryVerify(() => toast.visible && toast.text === controller.draft.error, 2000, "the refusal, over the space")
            mouseClick(findChild(view.gameScreen, "opponentCell" + "Bz5"))
            compare(controller.draft.error, "")
            tryVerify(() => !toast.visible, 2000, "gone once a click is taken")
            controller.draft.clear()
            // New game while a game is under way asks first; keeping on playing keeps it
            // (fourth playtest: Ctrl+N left at once).
            view.newGame()
            let leave = null
            tryVerify(() => (leave = findChild(view, "leaveGameDialog")) !== null && leave.opened)
            compare(controller.phase, GameController.Playing)
            // A framed dialog of its own size (fifth playtest: it was drawn with no frame, its
            // width worked out from a Loader's, and its text ran across the board).
            verify(leave.width >= 300 && leave.width <= root.width - 40, "width " + leave.width)
            verify(leave.background.visible && leave.background.width === leave.width)
            leave.reject()
            tryVerify(() => !leave.visible)
            compare(controller.phase, GameController.Playing)
        }

        // A button over the 3-D view's corner switches which is large, the cube or the layers,
        // as F5 and F6 do (playtest 45 found F6 only by chance, aiming in small layers).
        function test_3a_sizeSwitch() {
            const s = findChild(view.gameScreen, "sizeSwitch")
            verify(s !== null && s.visible)
            const large = AppSettings.view3dLarge, cells = view.gameScreen.cellSize
            compare(s.text, large ? "Layers large (F6)" : "Cube large (F5)")
            mouseClick(s)
            compare(AppSettings.view3dLarge, !large)
            tryVerify(() => large ? view.gameScreen.cellSize > cells : view.gameScreen.cellSize < cells, 2000, "the layers' cells follow: " + view.gameScreen.cellSize)
            compare(s.text, large ? "Cube large (F5)" : "Layers large (F6)")
            mouseClick(s)
            compare(AppSettings.view3dLarge, large)
        }

        function test_4_endScreen() {
            // The rest played by the hint (the Admiral's move), so that the player wins and the
            // end card offers the next level.
            while (controller.phase === GameController.Playing) {
                const turn = controller.turn
                controller.analysis.shown = true // (asked for each turn, as H does)
                controller.draft.clear()
                if (controller.analysis.bestMove !== "") // (nothing, with nothing left to fire)
                    compare(controller.draft.enterText(controller.analysis.bestMove), "", "the hint is entered whole")
                verify(controller.submit(), controller.error)
                tryVerify(() => controller.turn > turn || controller.phase === GameController.Over, 10000)
            }
            controller.analysis.shown = false
            tryVerify(() => findChild(view, "endDialog").opened, 30000)
            const img = shoot("end")
            // The log shows the last turn, whole, as the one reviewed.
            const log = findChild(view, "turnLog")
            compare(log.currentIndex, controller.turnsPlayed - 1)
            verify(log.atYEnd, "the turn log shows the last turn")
            expectFill(img, "opponent", SpaceModel.CellState.Destroyed, Theme.destroyed)
            // Unless the bot lost every ship, some of its cells are shown as revealed.
            if (controller.review.result !== "You win" || cellIn("opponent", SpaceModel.CellState.Revealed))
                expectFill(img, "opponent", SpaceModel.CellState.Revealed, Theme.revealed)
            verify(Qt.colorEqual(backgroundOf(img, view.gameScreen.view3d), Theme.background), "3-D background")
            verify(findChild(view, "endResult").text.length > 0)
            // The biggest swing cut short: its "more" on a line of its own, not over the last
            // words (playtest 45 read "strikes f" where it cut a word in half).
            const swing = findChild(view, "decisiveTurn"), more = findChild(view, "decisiveTurnMore")
            if (swing.visible && swing.truncated)
                verify(more.visible && more.y >= swing.topPadding + swing.contentHeight - 1, more.y + " over " + swing.contentHeight)
            // A bot beaten, the next level is offered (the test's override names no level: set
            // aside for the check).
            controller.options.botOverride = ""
            const offer = findChild(view, "nextLevelButton")
            compare(controller.review.outcome, 1)
            verify(offer.parent.visible)
            compare(offer.text, "Play " + controller.options.difficulties[controller.options.difficulty + 1])
            controller.options.botOverride = "random"
        }

        function test_5_review() {
            mouseClick(findChild(view, "reviewButton"))
            tryVerify(() => !findChild(view, "endDialog").opened, 2000)
            const bar = findChild(view.gameScreen, "reviewBar")
            verify(bar.visible)
            // The end card comes back from the review (fifteenth playtest: it could not), once
            // the panel has settled (the review's heading grows in: the button moves up).
            const result = findChild(bar, "resultButton")
            let lastY = -1
            tryVerify(() => { const y = result.mapToItem(view, 0, 0).y; const still = y === lastY; lastY = y; return still }, 3000)
            mouseClick(result)
            tryVerify(() => findChild(view, "endDialog").opened, 2000)
            mouseClick(findChild(view, "reviewButton"))
            tryVerify(() => !findChild(view, "endDialog").opened, 2000)
            const end = controller.turnsPlayed
            compare(controller.review.turn, end)
            mouseClick(findChild(bar, "reviewBack"))
            compare(controller.review.turn, end - 1)
            compare(findChild(bar, "reviewPosition").text, "After turn " + (end - 1) + " of " + end)
            // The keys step the review wherever the keyboard is (issue 11).
            view.forceActiveFocus()
            keyClick(Qt.Key_Home)
            compare(controller.review.turn, 0)
            keyClick(Qt.Key_Right)
            compare(controller.review.turn, 1)
            keyClick(Qt.Key_End)
            compare(controller.review.turn, end)
            keyClick(Qt.Key_Left)
            compare(controller.review.turn, end - 1)
            verify(findChild(view, "turnSummary").text.indexOf("Turn " + (end - 1) + ":") === 0, findChild(view, "turnSummary").text)
            // A picture of the reviewed turn (Ctrl+E), saved as PNG where pictures go.
            keyClick(Qt.Key_E, Qt.ControlModifier)
            tryVerify(() => controller.notice.indexOf("A picture of the view is saved as") === 0, 3000, controller.notice)
            verify(controller.notice.indexOf("spaceships-turn-" + (end - 1)) > 0, controller.notice)
            // The legend starts folded on a screen this small, giving the turn log its room;
            // unfolded it opens over the log, which keeps its room (fifth playtest: the log
            // squeezed to two lines at 1024×768); Escape folds it again.
            const log = findChild(view, "turnLog")
            const popup = findChild(view.gameScreen, "legendPopup")
            verify(!popup.visible)
            const before = log.height
            mouseClick(findChild(view.gameScreen, "legendToggle"))
            tryVerify(() => popup.opened)
            verify(popup.height > 200, "the legend has room: " + popup.height)
            verify(popup.y + popup.height < 0, "over the log, above its button: " + popup.y + " + " + popup.height)
            compare(log.height, before)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !popup.visible)
            verify(!findChild(view.gameScreen, "legendToggle").checked)
            // A turn in the log shows the board after it.
            log.positionViewAtIndex(end - 3, ListView.Center) // (clicked where it shows, as a player would)
            waitForRendering(log)
            const entry = findChild(view.gameScreen, "logTurn" + (end - 2))
            verify(entry !== null, "turn " + (end - 2) + " in the log")
            mouseClick(entry)
            compare(controller.review.turn, end - 2)
            tryCompare(findChild(view, "turnLog"), "currentIndex", end - 3)
            controller.review.turn = 0
            tryVerify(() => findChild(view, "turnLog").atYBeginning, 2000, "the log shows its start for the setups")
            const img = shoot("review-setups")
            // Before turn 1 nothing is destroyed, and the bot's fleet is shown.
            verify(cellIn("own", SpaceModel.CellState.Destroyed) === null)
            verify(cellIn("opponent", SpaceModel.CellState.Destroyed) === null)
            expectFill(img, "opponent", SpaceModel.CellState.Revealed, Theme.revealed)
            expectFill(img, "opponent", SpaceModel.CellState.Unknown, Theme.unknown)
        }
    }
}
