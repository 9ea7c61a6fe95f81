// The Settings dialog (off-screen): every setting it shows changes what it should at once,
// is kept in QSettings, and comes back to its default with Restore defaults.
import QtQuick
import QtQuick.Controls
import QtTest
import Spaceships
import Spaceships.Core

Item {
    id: root
    width: 1280
    height: 800

    GameController { id: controller; options.botOverride: "random"; seed: 5; records.folder: recordDir }
    GameView { id: view; anchors.fill: parent; controller: controller }

    TestCase {
        name: "Settings"
        when: windowShown

        function dialog() {
            view.showSettings()
            const d = findChild(view, "settingsDialogLoader").item
            tryVerify(() => d && d.opened, 2000, "the Settings dialog opens")
            return d
        }
        function choose(d, name, index) {
            const box = findChild(d, name)
            verify(box, name)
            box.currentIndex = index
            box.activated(index)
        }
        function cleanup() {
            AppSettings.restoreDefaults()
            controller.options.restoreDefaults()
            const d = findChild(view, "settingsDialogLoader").item
            if (d) {
                d.close()
                tryVerify(() => !d.visible)
            }
        }

        // Issue 23: About names every way to play, the network game too.
        function test_aboutNamesEveryWayToPlay() {
            view.showAbout()
            const d = findChild(view, "aboutDialogLoader").item
            tryVerify(() => d && d.opened, 2000, "About opens")
            const texts = []
            const collect = (item) => {
                if (typeof item.text === "string")
                    texts.push(item.text)
                for (let i = 0; i < item.children.length; ++i)
                    collect(item.children[i])
            }
            collect(d.contentItem)
            const all = texts.join(" ")
            verify(all.indexOf("a friend over the network") >= 0, all)
            verify(all.indexOf("two people at one screen") >= 0, all)
            d.close()
            tryVerify(() => !d.visible)
        }

        function test_theShortcutAndTheMenuOpenIt() {
            view.forceActiveFocus()
            keySequence("Ctrl+,")
            const d = findChild(view, "settingsDialogLoader").item
            tryVerify(() => d && d.opened, 2000, "Ctrl+, opens Settings")
            compare(d.title, "Settings")
        }

        function test_theBotsLevel() {
            const d = dialog()
            choose(d, "settingsLevel", 0)
            compare(controller.options.difficulty, 0)
            choose(d, "settingsLevel", 3)
            compare(controller.options.difficulty, 3)
        }

        function test_theLargeViewAndTheLayersArrangement() {
            const d = dialog()
            choose(d, "settingsLayout", 1)
            verify(!AppSettings.view3dLarge)
            choose(d, "settingsLayers", 1)
            verify(!AppSettings.layersInRow)
            // The layers in two rows: G and B under R and O, and a click finds its cell.
            const layers = findChild(view.setupScreen, "ownLayers")
            tryCompare(layers, "columns", 3)
            const r = layers.cellPosition(0, 0, 0), g = layers.cellPosition(3, 0, 0)
            compare(g.x, r.x)
            verify(g.y > r.y + 5 * layers.cellSize)
            compare(layers.cellAt(g.x + 1, g.y + 1), 75) // Gv1
            compare(layers.cellAt(layers.cellPosition(4, 4, 4).x + 1, layers.cellPosition(4, 4, 4).y + 1), 124) // Bz5
            compare(layers.cellAt(layers.cellPosition(2, 0, 0).x + 1, g.y + 1), -1) // under Y: no layer
            choose(d, "settingsLayers", 0)
            tryCompare(layers, "columns", 5)
        }

        function test_theLayerSpacingStartsTheSpread() {
            const d = dialog()
            const slider = findChild(d, "settingsSpacing")
            slider.value = 0.5
            slider.moved()
            compare(AppSettings.layerSpacing, 0.5)
            const spread = findChild(view.setupScreen, "spreadSlider")
            compare(spread.value, 0.5)
        }

        function test_theHighContrastPalette() {
            const d = dialog()
            const standard = String(Theme.background)
            choose(d, "settingsPalette", 1)
            compare(AppSettings.palette, AppSettings.HighContrast)
            verify(Theme.highContrast)
            compare(String(Theme.background), "#000000")
            verify(String(Theme.background) !== standard)
            compare(String(Theme.text), "#ffffff")
        }

        function test_soundAnimationsAndConfirmations() {
            const d = dialog()
            for (const [name, get] of [["settingsAnimations", () => AppSettings.animations],
                                       ["settingsAskUnused", () => controller.options.askUnused],
                                       ["settingsConfirmLeave", () => AppSettings.confirmLeave],
                                       ["settingsConfirmDelete", () => AppSettings.confirmDelete]]) {
                const box = findChild(d, name)
                verify(box.checked, name)
                mouseClick(box)
                verify(!get(), name + " off")
            }
            const sound = findChild(d, "settingsSound")
            if (Capabilities.sound) {
                mouseClick(sound)
                verify(!AppSettings.sound)
                verify(!findChild(d, "settingsVolume").enabled)
            } else {
                verify(!sound.enabled)
            }
        }

        // Playtests 27 and 28: rule numbers everywhere. Off, the texts lose them (in the
        // language in use); Restore defaults shows them again, with the layers apart as they start.
        function test_ruleNumbersCanBeHidden() {
            const d = dialog()
            const box = findChild(d, "settingsRuleNumbers")
            verify(box.checked)
            compare(qsTranslate("ShipRoles", "Four cells in a straight line [6.5]."), "Four cells in a straight line [6.5].")
            mouseClick(box)
            verify(!AppSettings.ruleNumbers)
            compare(qsTranslate("ShipRoles", "Four cells in a straight line [6.5]."), "Four cells in a straight line.")
            AppSettings.layerSpacing = 0.9
            mouseClick(findChild(d, "settingsDefaults"))
            verify(AppSettings.ruleNumbers)
            compare(qsTranslate("ShipRoles", "Four cells in a straight line [6.5]."), "Four cells in a straight line [6.5].")
            compare(AppSettings.layerSpacing, 0.42)
        }

        // Playtest 43: rule numbers everywhere, again. Shown, they are dimmed in the game's
        // messages so that the words come first (the rest of the text kept as it was).
        function test_ruleNumbersAreDimmed() {
            compare(HelpText.dimmed("! A <b> & c [4.4.1, 2.3.2]\nnext", Theme.dimText),
                    "! A &lt;b&gt; &amp; c <font color=\"" + Theme.dimText + "\">[4.4.1, 2.3.2]</font><br>next")
            compare(HelpText.dimmed("no rule", Theme.dimText), "no rule")
        }

        // Playtest 19: text too small at 1920×1080. It grows with a large window, or as set.
        function test_theTextSize() {
            const d = dialog()
            compare(AppSettings.textSize, 0)
            Theme.windowWidth = 1920; Theme.windowHeight = 1080
            compare(Theme.textScale, 1.25) // three quarters of the window's growth (1.35), in 5 % steps
            Theme.windowWidth = 1024; Theme.windowHeight = 768
            compare(Theme.textScale, 1)
            const side = view.setupScreen.sideWidth
            choose(d, "settingsTextSize", 3)
            compare(AppSettings.textSize, 3)
            compare(Theme.textScale, 1.5)
            compare(Theme.px(12), Math.round(18 * Theme.basePx / 12))
            verify(Math.abs(view.setupScreen.sideWidth - side * 1.5) <= 1, "the panels with it")
            Theme.windowWidth = 1280; Theme.windowHeight = 800
        }

        function test_restoreDefaults() {
            const d = dialog()
            choose(d, "settingsPalette", 1)
            choose(d, "settingsLayers", 1)
            choose(d, "settingsLevel", 0)
            choose(d, "settingsTextSize", 2)
            mouseClick(findChild(d, "settingsDefaults"))
            compare(AppSettings.palette, AppSettings.Standard)
            verify(AppSettings.layersInRow)
            compare(controller.options.difficulty, 1) // Cadet
            compare(AppSettings.language, "")
            compare(AppSettings.textSize, 0)
        }

        function test_theLanguagesOffered() {
            const d = dialog()
            compare(AppSettings.languages[0], "")
            verify(AppSettings.languages.indexOf("en") > 0)
            verify(AppSettings.languages.indexOf("de") > 0, "German is compiled in")
            compare(AppSettings.languageNames[AppSettings.languages.indexOf("de")], "Deutsch")
            compare(findChild(d, "settingsLanguage").count, AppSettings.languages.length)
        }
    }
}
