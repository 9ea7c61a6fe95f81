// Accessibility (off-screen): every control on every screen and dialog has an accessible
// name and role, as a screen reader asks for them through Qt's accessibility interfaces;
// a cell of the layered view reads its state in words; every command is in a menu with
// its shortcut, and the menus open from the keyboard.
import QtQuick
import QtQuick.Controls
import QtTest
import Spaceships
import Spaceships.Core

Item {
    id: root
    width: 1280
    height: 800

    GameController { id: controller; options.askUnused: false; options.botOverride: "random"; seed: 9; records.folder: recordDir }
    GameView { id: view; anchors.fill: parent; controller: controller }
    readonly property var commands: view.commands

    TestCase {
        name: "Accessibility"
        when: windowShown

        function noUnnamed(item, where, atLeast) {
            // (The probe does see controls: a screen has many.)
            const seen = accessibility.operableCount(item)
            verify(seen >= (atLeast === undefined ? 2 : atLeast), where + ": only " + seen + " controls seen")
            const unnamed = accessibility.unnamedControls(item)
            compare(unnamed.length, 0, where + ": controls without an accessible name:\n" + unnamed.join("\n"))
        }
        function openDialog(open, loader) {
            open()
            const d = findChild(view, loader).item
            tryVerify(() => d && d.opened, 3000, loader)
            return d
        }
        function closeDialog(d) {
            d.close()
            tryVerify(() => !d.visible)
        }

        function test_1_theSetupScreen() {
            controller.newGame()
            waitForRendering(view)
            noUnnamed(view, "setup", 30)
            // A cell of the layered view: a table cell, read in words.
            const cell = findChild(view.setupScreen, "ownCellYx3")
            compare(accessibility.roleOf(cell), "Cell")
            compare(accessibility.nameOf(cell), "Yellow x 3, your space: no ship")
            mouseClick(findChild(view, "randomLayout"))
            const ds = findChild(view.setupScreen, "ownCellRv1")
            verify(accessibility.nameOf(ds).indexOf("Red v 1, your space: ") === 0, accessibility.nameOf(ds))
            compare(accessibility.roleOf(findChild(view.setupScreen, "ownLayers")), "Table")
        }

        function test_2_theDialogs() {
            for (const [open, loader, atLeast] of [[view.showSettings, "settingsDialogLoader", 12], [view.showLibrary, "libraryDialogLoader", 5],
                                                   [() => view.showHelp(0), "helpDialogLoader", 4], [view.playNetwork, "networkDialogLoader", 6]]) {
                const d = openDialog(open, loader)
                waitForRendering(view)
                noUnnamed(d.contentItem, loader, atLeast)
                // (A popup's buttons make their accessible interfaces only once shown to
                // a screen reader: their text, which names them, must have words.)
                if (d.footer)
                    noUnnamed(d.footer, loader + " footer", 1)
                closeDialog(d)
            }
            controller.newGame()
            controller.options.mode = GameOptions.AgainstBot
        }

        function test_3_theGameScreenAndAHitCellReadOut() {
            controller.newGame()
            controller.options.mode = GameOptions.AgainstBot
            mouseClick(findChild(view, "randomLayout"))
            mouseClick(findChild(view, "startButton"))
            const warning = findChild(view.setupScreen, "unfinishedWarning")
            if (warning && (warning.opened || warning.visible))
                mouseClick(findChild(view.setupScreen, "warningStart"))
            tryCompare(controller, "phase", GameController.Playing, 5000)
            waitForRendering(view)
            noUnnamed(view, "the game", 20)
            // Play turns until a cell of the bot's space is hit, then read it.
            let hit = null, next = 0
            for (let turn = 0; turn < 60 && !hit && controller.phase === GameController.Playing; ++turn) {
                for (let k = 0; k < 4 && next < 125; ++k)
                    controller.clickCell(SpaceModel.Opponent, next++)
                controller.submit()
                tryVerify(() => controller.turn > turn + 1 || controller.phase !== GameController.Playing, 5000)
                for (let i = 0; i < 125 && !hit; ++i) {
                    const c = findChild(view.gameScreen, "opponentCell" + "ROYGB"[Math.floor(i / 25)] + "vwxyz"[Math.floor(i / 5) % 5] + (i % 5 + 1))
                    if (c && c.cellState === SpaceModel.CellState.Destroyed)
                        hit = c
                }
            }
            verify(hit, "a hit in 60 turns")
            const words = accessibility.nameOf(hit)
            verify(/^(Red|Orange|Yellow|Green|Blue) [vwxyz] [1-5], .*'s space: hit/.test(words), words)
        }

        function test_4_everyCommandIsInAMenuWithItsShortcut() {
            const bar = view.menuBar
            const inMenus = []
            for (let m = 0; m < bar.count; ++m) {
                const menu = bar.menuAt(m)
                menu.open()
                tryVerify(() => menu.opened)
                for (let i = 0; i < menu.count; ++i) {
                    const item = menu.itemAt(i)
                    if (item && item.action) {
                        inMenus.push(item.action)
                        verify(/[A-Za-z]/.test(item.text), "a menu item named in words: " + item.text)
                    }
                }
                menu.close()
                tryVerify(() => !menu.visible)
            }
            // Every command of the game's (Commands) is in a menu.
            const commands = view.commands
            verify(commands, "the commands")
            let count = 0
            for (const key in commands) {
                const value = commands[key]
                if (value && typeof value.trigger === "function" && typeof value.text === "string") { // (an Action, or a Choice of Commands')
                    ++count
                    verify(inMenus.indexOf(value) >= 0, key + " is in a menu")
                }
            }
            verify(count >= 20, "the commands found: " + count)
        }

        // F5 and F6 choose the large view, as the menu's items do: pressed again, they keep it
        // (playtest 55: F5 with the 3-D view large already made the layers large; eighth playtest:
        // the items never unchoose).
        function test_6_largeViewKeysChoose() {
            view.forceActiveFocus()
            verify(AppSettings.view3dLarge)
            keyClick(Qt.Key_F5)
            verify(AppSettings.view3dLarge, "F5: the 3-D view stays large")
            keyClick(Qt.Key_F6)
            verify(!AppSettings.view3dLarge, "F6: the layers large")
            keyClick(Qt.Key_F6)
            verify(!AppSettings.view3dLarge, "F6 again: still the layers")
            view.commands.layersLarge.trigger(view.menuBar) // (as a menu item's click: not the action itself)
            verify(!AppSettings.view3dLarge, "the menu's Layers large keeps them large")
            view.commands.view3dLarge.trigger(view.menuBar)
            verify(AppSettings.view3dLarge, "the menu's 3-D view large")
            view.commands.view3dLarge.trigger(view.menuBar)
            verify(AppSettings.view3dLarge, "chosen again from the menu, it stays")
            // F11: the whole screen, and back (playtest 40 found no way to fill the screen).
            const window = view.Window.window
            keyClick(Qt.Key_F11)
            tryVerify(() => window.visibility === Window.FullScreen, 3000, "F11: full screen")
            verify(view.commands.fullScreen.checked)
            keyClick(Qt.Key_F11)
            tryVerify(() => window.visibility !== Window.FullScreen, 3000, "F11 again: back")
            verify(!view.commands.fullScreen.checked)
        }

        function test_5_theMenusOpenFromTheKeyboard() {
            view.forceActiveFocus()
            keySequence("F10")
            const game = view.menuBar.menuAt(0)
            tryVerify(() => game.opened, 2000, "F10 opens the Game menu")
            keyClick(Qt.Key_Escape)
            tryVerify(() => !game.visible)
        }
    }
}
