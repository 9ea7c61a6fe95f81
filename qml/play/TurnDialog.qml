// Turn entry [2.2.1, 4, 8, 11.5]: what this turn allows, the kind of action a click
// makes, the actions so far in notation, and why a click was refused.
import QtQuick
import QtQuick.Window
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Pane {
    id: root
    objectName: "turnDialog"; property real weaponKeyAt: 0; property string weaponKey: "" // (a weapon key's time, its letter in notation)
    // Notation typed while the keys are with the game, not the box (playtest 38: "Yx3" became the
    // keys Y and 3): a cell's capital colour letter, never a key of the game's, starts it in the
    // box, after the weapon's letter when its key came just before (b, m, k, s [11.5]).
    function takeTyping(event) {
        const t = (event.modifiers & Qt.ShiftModifier) && event.key >= Qt.Key_A && event.key <= Qt.Key_Z ? String.fromCharCode(event.key) : event.text
        if (!visible || !enabled || draft.locked || controller.phase !== GameController.Playing || t.length !== 1 || Theme.colours.indexOf(t) < 0) return false
        typed.text = (Date.now() - weaponKeyAt < 2000 ? weaponKey : "") + t
        if (typed.text.length > 1) draft.cancel() // (the weapon is in the text)
        typed.forceActiveFocus(); return true
    }
    // A weapon chosen; a beam's lines show at once, from the cell cursor (else the centre) when
    // the pointer is away from the opponent's space (playtests: nothing showed until pointing).
    function choose(mode) {
        draft.mode = mode
        const view = controller.view, cursor = view.cursorCell(SpaceModel.Opponent), pointed = view.hoverSide === SpaceModel.Opponent && view.hoverCell >= 0
        if (draft.mode === TurnDraft.Beam && !pointed) view.hover(SpaceModel.Opponent, cursor >= 0 ? cursor : 62)
    }
    required property GameController controller
    readonly property TurnDraft draft: controller.draft
    // The last turn's results still play out: the heading says which turn they are.
    property bool revealing: false; signal skipRevealAsked()
    property string hintPlayed: "" // the turn and the actions "Play this hint" entered ("7: Rx1 …"), as entered
    readonly property bool hintEntered: draft.tokens.join(" ") === controller.analysis.bestMove // (the actions are the hint's move)
    // Submits the turn, with any actions typed but not yet entered: if one is refused,
    // nothing is submitted, the refusal says why and the token is left to correct.
    // Actions left unused are asked about first, unless the player said not to.
    function submit() {
        if (typed.text.trim() !== "") {
            typed.text = draft.enterText(typed.text)
            if (typed.text !== "") { // said beside Submit (seventh playtest: Submit seemed to do nothing)
                notSent.heldText = typed.text
                return false
            }
        }
        const hinted = draft.tokens.length > 0 && (hintEntered || controller.turn + ": " + draft.tokens.join(" ") === hintPlayed) // (not for the hint's own move as "Play this hint" entered it: playtests 10, 19 were asked)
        // So are cautions: a strike that cannot hit, a beam that may burn out, a turn that ends the game.
        if ((draft.unused !== "" || draft.warning !== "") && controller.options.askUnused && !draft.locked && !controller.waiting && !hinted) {
            unusedDialog.open()
            return false
        }
        const submitted = controller.submit()
        if (submitted)
            typed.focus = false // the keys go back to the game (Space skips the reveal)
        return submitted
    }
    background: Rectangle { color: Theme.panel; radius: 4; border.color: Theme.gridLine }
    // A short window: the messages' and the actions' spaces smaller, for the turn log.
    readonly property bool compact: Window.height > 0 && Window.height < 760
    // The clock waits while results play; at its end typed text and the unused question go (issue 25).
    Binding { target: root.draft.clock; property: "held"; value: root.revealing }
    Connections { target: root.draft.clock; function onRanOut() { typed.text = ""; notSent.heldText = ""; unusedDialog.close() } }
    Connections { target: root.draft; function onRefused() { messages.ScrollBar.vertical.position = 0 } } // (the refusal, first in the messages, in sight: playtest 51 saw none)
    Connections { target: root.controller.network; function onTimeRanOut() { typed.text = ""; notSent.heldText = ""; unusedDialog.close() } }
    ColumnLayout {
        anchors.fill: parent
        spacing: 5
        // Submitted: nothing changes until the turn resolves.
        enabled: !root.draft.locked
        Label {
            text: root.revealing ? qsTr("Turn %1's results come in…").arg(root.controller.turn - 1)
                                 : qsTr("Turn %1 — your actions").arg(root.controller.turn)
            font.bold: true; font.pixelSize: Theme.px(16); color: Theme.text
            // (no width of its own from the layout: any, elided or clipped, set this column
            // polishing in a loop, and the mode buttons overlapped the text below them; its
            // texts are short enough in every language instead)
        }
        // What is available [D6]; hidden, in its place, while the last turn's results play
        // out (the scans would tell the cells lost before the reveal does: ninth playtest).
        GridLayout {
            opacity: root.revealing ? 0 : 1
            columns: 2; columnSpacing: 8; rowSpacing: 1
            Label { text: qsTr("Strikes"); color: Theme.dimText }
            Label {
                objectName: "strikesAvailable"
                // (a launch adds its target's strike, said so: "7 of 7" became "8 of 8" unexplained)
                // (seventh playtest: "from launches" was not understood to mean a kamikaze too)
                // (the ships' strikes and the launches' apart: playtest 55 read "1 of 8" as 8 strikes where the ships gave 7)
                text: root.draft.launchStrikes > 0 ? qsTr("%1 of %2 chosen: %3 + %4 missile/kamikaze").arg(root.draft.strikesUsed).arg(root.draft.strikes).arg(root.draft.strikes - root.draft.launchStrikes).arg(root.draft.launchStrikes)
                    : qsTr("%1 of %2 chosen").arg(root.draft.strikesUsed).arg(root.draft.strikes) // ("0 of 8" read as none left: playtest 46)
                readonly property string launched: root.draft.launchStrikes === 1 ? qsTr("1 of them by a missile's or a kamikaze's launch [8.1.3, 4.5]") : root.draft.launchStrikes > 1 ? qsTr("%1 of them by missiles' and kamikazes' launches [8.1.3, 4.5]").arg(root.draft.launchStrikes) : ""
                // One line always, so the buttons below never move (eighth playtest); smaller type
                // before it is cut (1024x768: "1 by missile or kamik…"); the whole in the tooltip.
                Layout.fillWidth: true; elide: Text.ElideRight
                fontSizeMode: Text.HorizontalFit; minimumPointSize: 7; minimumPixelSize: 9
                ToolTip.visible: strikesHover.hovered; ToolTip.text: text + (launched !== "" ? "\n" + launched : "") + "\n" + byShip.tip
                HoverHandler { id: strikesHover }
                color: Theme.text
            }
            // Ship by ship (a playtest could not tell why its strikes went 7, 6, 3); in a short
            // window in the strikes' tooltip alone.
            Item { visible: byShip.visible; implicitHeight: 1 }
            Label {
                id: byShip
                objectName: "strikesByShip"
                readonly property string tip: qsTr("From %1: one strike for each pair of touching undamaged cells of a ship, no cell counted twice; a death star gives one [4.4.1, 6.2.4]").arg(root.draft.strikesByShip)
                visible: !root.compact && root.draft.strikesByShip !== ""
                text: root.draft.strikesByShip
                color: Theme.dimText; font.pixelSize: Theme.px(11)
                Layout.fillWidth: true; elide: Text.ElideRight
                ToolTip.visible: byShipHover.hovered; ToolTip.text: tip
                HoverHandler { id: byShipHover }
            }
            Label { text: qsTr("Missiles"); color: Theme.dimText }
            Label { text: root.draft.missileShips.length ? root.draft.missileShips.join(", ") : root.draft.comesIn(TurnDraft.Missile) || "–"; color: Theme.text; ToolTip.visible: missileHover.hovered; ToolTip.text: root.draft.missileShips.length ? root.draft.missileCells : root.draft.whyNot(TurnDraft.Missile); HoverHandler { id: missileHover } } // (why "–": playtest 23; which cells: 24)
            Label { text: qsTr("Beam"); color: Theme.dimText }
            Label {
                objectName: "beamAvailable"
                text: root.draft.beamText
                // (one line, as the strikes': a wrapped label here set the panel's layout polishing in a loop)
                color: Theme.text; Layout.fillWidth: true; elide: Text.ElideRight; fontSizeMode: Text.HorizontalFit; minimumPixelSize: 9
                ToolTip.visible: beamHover.hovered && (truncated || !root.draft.beamShips.length); ToolTip.text: !root.draft.beamShips.length ? root.draft.whyNot(TurnDraft.Beam) : text
                HoverHandler { id: beamHover }
            }
            Label { text: qsTr("Kamikaze"); color: Theme.dimText }
            Label {
                text: root.draft.kamikazeShips.length ? root.draft.kamikazeShips.join(", ") : root.draft.comesIn(TurnDraft.Kamikaze) || qsTr("none until a ship gives no strike") // (not "–": playtest 38 waited for the kamikaze promised for turn 5)
                color: Theme.text; Layout.fillWidth: true; wrapMode: Text.Wrap; ToolTip.visible: kamikazeHover.hovered && !root.draft.kamikazeShips.length; ToolTip.text: root.draft.whyNot(TurnDraft.Kamikaze); HoverHandler { id: kamikazeHover }
            }
            Label { text: qsTr("Scans"); color: Theme.dimText; visible: root.draft.scanning }
            Label { text: root.draft.scans > 1 ? qsTr("%1 of %2 chosen, one per cell lost last turn").arg(root.draft.scansUsed).arg(root.draft.scans) : root.draft.scans > 0 ? qsTr("%1 of %2 chosen").arg(root.draft.scansUsed).arg(root.draft.scans) : root.draft.comesIn(TurnDraft.Scan) || qsTr("none: your scout is destroyed [8.3.2]"); color: Theme.text; visible: root.draft.scanning; Layout.fillWidth: true; elide: Text.ElideRight; fontSizeMode: Text.HorizontalFit; minimumPixelSize: 9; ToolTip.visible: scansHover.hovered; ToolTip.text: qsTr("One scan for each cell of your ships destroyed in the turn before, and at least one; none once your scout, which has the scanner, is destroyed [8.3.1, 8.3.2]"); HoverHandler { id: scansHover } } // (playtest 23: the count changed unexplained)
        }
        // What a click does.
        // (three columns, not a Flow: a Flow's height follows its width, and the column polished in a loop)
        GridLayout {
            Layout.fillWidth: true
            columns: 3; columnSpacing: 3; rowSpacing: 3
            Repeater {
                // Only what the rules have: the classic rules have no scans [4.2].
                model: root.draft.scanning
                       ? [["strike", qsTr("Strike"), TurnDraft.Strike, qsTr("Strikes: click cells of the opponent's space, one strike each [4.4]"), "T"],
                          ["beam", qsTr("Beam"), TurnDraft.Beam, qsTr("The death star's beam: click the two end cells of a straight line of three [8.2]"), "B"],
                          ["missile", qsTr("Missile"), TurnDraft.Missile, qsTr("A missile: click an unfired missile cell of your space, then its target [8.1.3]"), "M"],
                          ["kamikaze", qsTr("Kamikaze"), TurnDraft.Kamikaze, qsTr("Kamikaze: click an undamaged cell of a ship that has no strike or missile this turn (never a light scout), then the target [4.5, 6.8.2]"), "K"],
                          ["scan", qsTr("Scan"), TurnDraft.Scan, qsTr("A scan: click a cell to learn whether it holds a ship, without harming it [8.3]"), "S"]]
                       : [["strike", qsTr("Strike"), TurnDraft.Strike, qsTr("Strikes: click cells of the opponent's space, one strike each [4.3]"), "T"],
                          ["beam", qsTr("Beam"), TurnDraft.Beam, qsTr("The undamaged death star's beam: click the two end cells of a whole row of five through your death star [6.1.3]"), "B"],
                          ["missile", qsTr("Missile"), TurnDraft.Missile, qsTr("A missile: click an unfired missile cell of your space, then its target [6.6.2]"), "M"],
                          ["kamikaze", qsTr("Kamikaze"), TurnDraft.Kamikaze, qsTr("Kamikaze: click an undamaged cell of a ship that gives no strike this turn, then the target [4.4]"), "K"]]
                Button {
                    id: modeButton
                    focusPolicy: Qt.TabFocus // a click leaves the keys with the game (Space, arrows)
                    required property var modelData
                    objectName: "mode_" + modelData[0]
                    text: modelData[1]
                    checkable: false // (a click toggled it and cut the binding: Scan stayed lit once scans ran out, playtest 39)
                    checked: root.draft.mode === modelData[2]
                    highlighted: checked; font.bold: checked // the chosen mode stands out
                    opacity: enabled ? 1 : 0.35 // (a playtest: Kamikaze, unusable, looked as usable as the others)
                    onClicked: root.choose(modelData[2])
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1 // (the three columns share the width alike)
                    Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding // never "Kamik…"
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: modelData[3] + " (" + modelData[4] + ")" + (enabled ? "" : "\n" + root.draft.whyNot(modelData[2])) // (why not, with its rule)
                    // The weapon's key, wherever the keyboard is but in the text field: the notation's
                    // letters (b, m, k, s for a scan [11.5]; eighth playtest: S struck when a scan was
                    // meant), T for a strike.
                    Shortcut { sequence: modelData[4]; enabled: root.visible && root.enabled; onActivated: { root.choose(modelData[2]); root.weaponKeyAt = Date.now(); root.weaponKey = modelData[4] === "T" ? "" : modelData[4].toLowerCase() } } // (a weapon not usable says why)
                    // Only what this turn allows [4.5, 8.1.3, 8.2, 8.3.1]; the summary above says what.
                    enabled: modelData[2] === TurnDraft.Kamikaze ? root.draft.kamikazeShips.length > 0
                           : modelData[2] === TurnDraft.Missile ? root.draft.missileShips.length > 0
                           : modelData[2] === TurnDraft.Beam ? root.draft.beamShips.length > 0
                           : modelData[2] === TurnDraft.Scan ? root.draft.scans > 0
                           : true
                }
            }
        }
        // Or typed in notation [11.5]: under the weapons, where nothing above it comes and goes
        // (playtest 19: it moved as the hint came, a click missed it, and the letters became keys).
        TextField {
            id: typed
            objectName: "typedActions"
            Layout.fillWidth: true
            Layout.preferredWidth: 0 // (a long placeholder never widens the panel: German at 1024x768)
            placeholderText: root.draft.scanning ? qsTr("or type: Yx3 bRv3Rv5 mYz1Bv1 sBx3 ⏎") : qsTr("or type: Yx3 bRv mYz1Bv1 ⏎")
            placeholderTextColor: Theme.dimText
            // (not monospace: there "O" and "0" look alike, and Ox2 read as 0x2 — seventh playtest)
            onAccepted: { text = root.draft.enterText(text); if (text === "") focus = false } // (what was refused stays, to correct; all taken, the keys go back to the game: a playtest's H went into the box)
            Keys.onEscapePressed: focus = false // the keys go back to the game (fifth playtest)
            // Ctrl+Z with nothing typed to undo takes back the last action, as elsewhere (Ctrl+Shift+Z puts it back).
            // Ctrl+Return submits from here too, saying what held it back (a playtest: the box
            // took it as Return, and it seemed to do nothing).
            Keys.onPressed: (event) => {
                if ((event.matches(StandardKey.Undo) && !canUndo && root.draft.undo()) || (event.matches(StandardKey.Redo) && !canRedo && root.draft.redo()))
                    event.accepted = true
                else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && (event.modifiers & Qt.ControlModifier))
                    { root.submit(); event.accepted = true }
                else if (event.key === Qt.Key_Space && root.revealing && text.trim() === "") // the results at once, as elsewhere (playtest 42: the box took the Space)
                    { root.skipRevealAsked(); event.accepted = true }
            }
        }
        // A refusal, what submitting would bring about, the hint and what a click does: in
        // a space of fixed height that scrolls, so that the buttons below never move
        // (third playtest: Clear was pressed for Submit as the hint's text came and went).
        StepScrollView {
            id: messages
            objectName: "turnMessages"; fadesMore: true
            Layout.fillWidth: true
            Layout.preferredWidth: 0 // (a ScrollView's implicit width follows its width: no say in the panel's)
            // (taller while a hint is shown: the hint's move was cut off at 1024x768)
            Layout.preferredHeight: (root.compact ? 58 : root.parent && root.parent.height >= 900 ? 150 : 92) + chipArea.row * chipArea.lent - (playHint.visible ? playHint.implicitHeight + 5 : 0) // (the chips' rows lent to the messages, less the hint's button: Submit stays put — cut at 1024x768, playtests 19 and 20)
            Layout.fillHeight: true // (and less, down to two lines, where the window is short)
            Layout.minimumHeight: 40
            readonly property bool hintShown: root.controller.analysis.shown && root.controller.analysis.text !== ""
            clip: true
            contentWidth: availableWidth
            ScrollBar.horizontal.policy: ScrollBar.AlwaysOff
            ScrollBar.vertical.policy: messageColumn.implicitHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            ColumnLayout {
                id: messageColumn
                width: messages.availableWidth - (implicitHeight > messages.height ? 10 : 0)
                spacing: 3
                Label {
                    objectName: "draftError"
                    Layout.fillWidth: true; wrapMode: Text.Wrap; visible: text !== ""
                    text: HelpText.dimmed(root.draft.error !== "" ? "! " + root.draft.error : root.controller.error !== "" ? "! " + root.controller.error : "", Theme.dimText)
                    color: Theme.target; textFormat: Text.StyledText
                    RuleHover { text: parent.text } // the rules cited, in plain words
                }
                Label { // what submitting would bring about [2.3.2]
                    objectName: "draftWarning"
                    Layout.fillWidth: true; wrapMode: Text.Wrap; visible: text !== ""
                    text: HelpText.dimmed(root.draft.warning !== "" && !root.hintEntered ? "⚠ " + root.draft.warning : "", Theme.dimText) // (not of the hint's own move as played: playtest 27)
                    color: Theme.knownShip; textFormat: Text.StyledText
                    RuleHover { text: parent.text } // the rules cited, in plain words
                }
                // The hint, against Practice and Cadet: where the bot's ships could be, and the
                // best move outlined (H).
                Label {
                    objectName: "hintText"
                    Layout.fillWidth: true
                    visible: root.controller.analysis.shown && text !== ""
                    text: root.controller.analysis.text
                    wrapMode: Text.Wrap; color: Theme.heat; font.pixelSize: Theme.px(12)
                    HoverHandler { id: hintHover } // how it is worked out, on pointing
                    ToolTip { objectName: "hintDetails"; visible: hintHover.hovered && text !== ""; delay: 400; text: root.controller.analysis.details; width: Math.min(implicitWidth, parent.width); x: parent.width - width; y: -height - 6 } // (over the panel, not the space: playtest 40 found it over half the cube)
                }
                Label {
                    objectName: "draftHint"
                    Layout.fillWidth: true; wrapMode: Text.Wrap
                    text: root.draft.hint; color: Theme.dimText
                }
            }
        }
        // One click enters the suggested move (in place of the actions so far); outside the
        // messages, so that a refusal never scrolls it out of sight (seventh playtest).
        Button {
            id: playHint; focusPolicy: Qt.TabFocus; objectName: "playHint" // a click leaves the keys with the game (Space, arrows)
            visible: root.controller.analysis.shown && root.controller.analysis.bestMove !== ""
            enabled: !root.hintEntered // (a playtest: "instead" once played)
            text: root.draft.tokens.length === 0 ? qsTr("Play this hint") : root.hintEntered ? qsTr("Hint entered: submit or change it") : qsTr("Play this hint instead")
            Layout.fillWidth: true; Layout.preferredWidth: 0 // (its text never widens the panel)
            // (one line: a wrapped label's height follows its width, and the column polished in a loop)
            contentItem: Label { text: parent.text; elide: Text.ElideRight; color: Theme.text; horizontalAlignment: Text.AlignHCenter }
            onClicked: {
                root.draft.clear()
                root.draft.enterText(root.controller.analysis.bestMove)
                root.hintPlayed = root.controller.turn + ": " + root.draft.tokens.join(" ")
            }
            ToolTip { objectName: "playHintTip"; visible: playHint.hovered && playHint.enabled; delay: 500 // (not once played: playtest 43's stayed over the layers)
                text: root.draft.tokens.length === 0 ? qsTr("Enter %1 as this turn's actions; change them as you like before submitting").arg(root.controller.analysis.bestMove)
                                                     : qsTr("Enter %1 in place of the actions entered so far (%2); change them as you like before submitting").arg(root.controller.analysis.bestMove).arg(root.draft.tokens.join(" ")) }
        }
        // The actions so far, in a space of their own that never grows: the buttons below
        // stay where they are however many actions are entered (it scrolls beyond three rows).
        StepScrollView {
            id: chipArea
            objectName: "actionChips"
            readonly property int row: Theme.px(26); readonly property int rows: root.compact ? 2 : root.parent && root.parent.height >= 900 ? 5 : 4
            // (rows lent to the messages: all but one with no action yet — playtest 45's beam help was cut over empty chips — one for a hint)
            readonly property int lent: root.compact ? 0 : root.draft.tokens.length === 0 ? rows - 1 : messages.hintShown ? 1 : 0
            Layout.fillWidth: true
            Layout.preferredWidth: 0 // (as the messages': its implicit width follows its width)
            Layout.preferredHeight: (rows - lent) * row + 2 * 3 // (5 with room: no chip hidden; 4 at 1024x768, where a playtest saw 6 of 10)
            clip: true
            contentWidth: availableWidth
            ScrollBar.horizontal.policy: ScrollBar.AlwaysOff
            ScrollBar.vertical.policy: chips.height > height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            Flow {
                id: chips
                width: chipArea.availableWidth - (chips.height > chipArea.height ? 10 : 0)
                spacing: 3
                Repeater {
                    model: root.draft.chips // (a launch's chip holds its target too)
                    Button {
                        focusPolicy: Qt.TabFocus // a click leaves the keys with the game (Space, arrows)
                        required property string modelData
                        required property int index
                        visible: modelData !== ""
                        text: modelData + " ✕"
                        // (not monospace: there "O" and "0" look alike, and Ox2 read as 0x2 — seventh playtest)
                        font.pixelSize: Theme.px(12)
                        implicitHeight: chipArea.row
                        implicitWidth: implicitContentWidth + leftPadding + rightPadding // (Fusion's 80 px least: two a row)
                        topPadding: 2; bottomPadding: 2; leftPadding: 5; rightPadding: 5 // (four short chips a row at 1024x768)
                        onClicked: root.draft.removeAt(index)
                        ToolTip.visible: hovered && enabled; ToolTip.delay: 1200 // (later: playtest 52 found it over the next chips)
                        ToolTip.text: qsTr("Take back %1").arg(modelData)
                    }
                }
            }
            Label {
                visible: root.draft.tokens.length === 0
                text: qsTr("Your actions appear here; click one to take it back")
                color: Theme.dimText; font.italic: true
                width: chipArea.availableWidth; wrapMode: Text.Wrap
            }
        }
        RowLayout { // a bot opponent's progress; a person's turn is entered unseen
            Layout.fillWidth: true
            visible: root.controller.mode === GameOptions.AgainstBot
            BusyIndicator { running: root.controller.botThinking; visible: running; Layout.preferredWidth: 28; Layout.preferredHeight: 28 }
            Label {
                objectName: "botStatus"
                Layout.fillWidth: true; Layout.preferredWidth: 0
                // (one line: wrapped, its height followed the panel's width, and the panel's
                // layout polished in a loop when a game was resumed)
                elide: Text.ElideRight
                text: root.controller.botThinking ? qsTr("%1 is thinking…").arg(root.controller.view.opponentName)
                                                  : qsTr("%1 has chosen its actions").arg(root.controller.view.opponentName)
                color: Theme.dimText
            }
        }
        Label {
            id: notSent; objectName: "notSent"
            property string heldText: "" // the box's text when Submit was held back; gone once it changes
            Layout.fillWidth: true
            visible: heldText !== "" && typed.text === heldText
            text: qsTr("Not submitted: correct or delete what is left in the box: %1").arg(heldText)
            wrapMode: Text.Wrap; color: Theme.target; font.bold: true
        }
        RowLayout {
            Layout.fillWidth: true
            // (never wider than the panel: the German row ran past it at 1024x768)
            Button { // the box too, and the keys back to the game (seventh playtest)
                focusPolicy: Qt.TabFocus; text: qsTr("Clear"); leftPadding: 8; rightPadding: 8; implicitWidth: implicitContentWidth + leftPadding + rightPadding
                onClicked: { root.draft.clear(); typed.text = ""; typed.focus = false }
            }
            Button {
                focusPolicy: Qt.TabFocus // a click leaves the keys with the game (Space, arrows)
                objectName: "hintButton"
                // Against the stronger levels dimmed, saying why there is none (a playtest: it just vanished).
                visible: root.controller.analysis.available || root.controller.mode === GameOptions.AgainstBot
                opacity: root.controller.analysis.available ? 1 : 0.35
                checkable: root.controller.analysis.available; checked: root.controller.analysis.shown
                onToggled: root.controller.analysis.shown = checked
                text: root.controller.analysis.available ? qsTr("Hint (H)") : qsTr("No hints"); leftPadding: 8; rightPadding: 8 // (why, on pointing: playtests 38 and 39 read a dimmed "Hint" as broken)
                implicitWidth: implicitContentWidth + leftPadding + rightPadding
                ToolTip.visible: hovered || (pressed && !root.controller.analysis.available); ToolTip.delay: pressed || !root.controller.analysis.available ? 0 : 500 // (why none, at once: playtest 29)
                ToolTip.text: root.controller.analysis.available ? qsTr("Where the bot's ships could be, from what you know, and a good move outlined (against Practice and Cadet)")
                    : qsTr("No hints against Captain, Commodore or Admiral: a hint shows where the bot's ships could be and a good move, which would play the game for you. Hints are for Practice and Cadet; every game can be analysed move by move in review once it is over.")
            }
            Button {
                focusPolicy: Qt.TabFocus // a click leaves the keys with the game (Space, arrows)
                objectName: "submitButton"
                Layout.fillWidth: true
                Layout.preferredWidth: 0 // what is left of the row
                leftPadding: 6; rightPadding: 6
                contentItem: Label { text: parent.text; elide: Text.ElideRight; color: root.draft.clock.urgent ? Theme.urgent : Theme.text; horizontalAlignment: Text.AlignHCenter; font.bold: true }
                highlighted: true
                enabled: !root.controller.waiting && root.controller.phase === GameController.Playing
                text: root.controller.waiting ? qsTr("Waiting for %1…").arg(root.controller.view.opponentName) : root.draft.clock.text !== "" ? qsTr("Submit turn — %1 left").arg(root.draft.clock.text) : qsTr("Submit turn")
                onClicked: root.submit()
            }
        }
    }

    // While the last turn's results play out the panel waits, and looks it (playtest 18 took
    // it for live): veiled below the heading, which says whose results come in. (Clicks
    // still go through: a turn may be entered while they play.)
    Rectangle {
        objectName: "turnVeil"
        parent: root; visible: root.revealing; z: 1 // (the Pane's own child: its content stays one item, whose size it takes)
        anchors.fill: parent; anchors.topMargin: root.topPadding + 26
        color: Qt.rgba(Theme.panel.r, Theme.panel.g, Theme.panel.b, 0.75)
        Label { anchors.centerIn: parent; width: parent.width - 20; padding: 8; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignHCenter; text: qsTr("Space shows the results at once"); color: Theme.text; background: Rectangle { color: Theme.panel; border.color: Theme.dimText; radius: 4 } } // (opaque: the panel's words showed through, playtest 23)
    }

    UnusedDialog {
        id: unusedDialog
        options: root.controller.options; draft: root.draft; panel: root
        onSubmitAsked: root.controller.submit()
        palette: root.palette // the game's dark theme, outside the panel it belongs to
        // Submitted: the keys go to the game, not back to the typing box, so that Space skips
        // the reveal (fifth playtest: it typed a space).
        onClosed: if (result === Dialog.Accepted) typed.focus = false
    }
}
