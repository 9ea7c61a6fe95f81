// The first-game walkthrough: one line that says what to do next, from laying out the
// fleet to reading the first results, until the player dismisses it (remembered; Help
// shows it again).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Rectangle {
    id: root
    required property GameController controller
    objectName: "tipBar"
    readonly property SetupController setup: controller.setup
    // The end has played out and the review's slider shows (playtest 32: the tip named it during the end's sweep).
    property bool endShown: true
    // A guided game's weapon card is over the space: the tip waits until it is put away (playtests
    // 35 to 37: a tip, a card, the summary and the log to read at once), its room kept (playtest
    // 38: the screen moved down as the card went, and a click meant for the box missed it).
    // So do the turn's lessons while its results play out (playtest 40: "You destroyed their
    // death star!" was read here while the shots still flew).
    property Item screen: null // (the game screen, once made)
    readonly property bool cardShown: screen !== null && screen.weaponCard.visible
    readonly property bool revealing: screen !== null && screen.view3d !== null && screen.view3d.revealing
    // (While results play out it says only that, and how to skip them: playtest 44 found the
    // bar blank then, a gap over the screen.)
    // (While the card shows, only a pointer to it: playtest 45 found the bar blank then too.)
    readonly property bool waiting: cardShown && controller.phase === GameController.Playing
    readonly property int placed: {
        let n = 0
        for (const s of setup.ships)
            n += s.placed > 0
        return n
    }
    // The step's words; "" when there is nothing to say.
    readonly property string tip: {
        if (root.controller.match.betweenGames || root.controller.match.games > 0) // a match's later games: no first-game tips
            return ""
        const c = root.controller
        if (c.phase === GameController.Setup) {
            if (c.options.mode === GameOptions.WatchBots)
                return qsTr("Choose the two bots' levels on the right and press Watch; you can pause and step through their game.")
            if (c.options.mode === GameOptions.Network && c.network.status === NetworkPlay.Idle && c.network.unfinished.length > 0)
                return qsTr("You have an unfinished network game: press Go on on the right to continue it (it waits for the other player), or host or join a new one.")
            if (!setup.legal && root.placed === 0)
                return qsTr("Step 1 of 4 — Lay out your fleet: pick a ship in the list on the left, then click its cells in the layers below the cube. Or press Random layout.")
            if (!setup.legal)
                return qsTr("Step 1 of 4 — Keep going: the fleet check on the right lists what is still missing. R turns the selected ship, M mirrors it, and you can drag it in the layers.")
            if (c.options.mode === GameOptions.Network)
                return c.mode === GameOptions.Network && c.seatA !== null
                       ? qsTr("Step 2 of 4 — Your fleet is legal. Press Start: the game begins when both of you have committed your fleets.")
                       : qsTr("Step 2 of 4 — Your fleet is legal. Press “Host or join a game…”: one of you hosts, the other joins with the address the host reads out.")
            if (c.seatB !== null && c.seatB.kind === Seat.Human) // the second player's fleet, in a game at one screen
                return qsTr("Your fleet is legal. Press “Done: hand the screen back”; the game starts once the first player is back at the screen.")
            if (c.options.mode === GameOptions.TwoPlayers)
                return qsTr("Step 2 of 4 — Your fleet is legal. Enter both names on the right and press Start; the second player lays out a fleet after the screen is handed over.")
            return c.options.guided && c.options.mode === GameOptions.AgainstBot
                   ? qsTr("Step 2 of 4 — Your fleet is legal. Press Start. This is a guided game (the box on the right): strikes alone in turn 1, then one new weapon a turn, for the bot as for you.")
                   : qsTr("Step 2 of 4 — Your fleet is legal. Choose the bot's level on the right (Practice is gentlest) and press Start.")
        }
        if (root.waiting)
            return qsTr("A new weapon this turn: its card is over the space. Enter tries it now, Esc puts it away for later.")
        if (c.phase === GameController.Playing && c.mode !== GameOptions.WatchBots && root.revealing)
            return qsTr("The turn's results play out in the space, shot by shot; Space shows them all at once.")
        if (c.phase === GameController.Playing && c.mode !== GameOptions.WatchBots) {
            if (c.turnsPlayed === 0 && c.draft.tokens.length === 0 && c.draft.guided)
                return qsTr("Step 3 of 4 — Your first turn: click cells in the bot's space (in the cube, or in its layers) to strike them. You have %1 strikes, and strikes alone this turn: a new weapon comes each turn.").arg(c.draft.strikes)
            if (c.turnsPlayed === 0 && c.draft.tokens.length === 0)
                return (c.mode !== GameOptions.AgainstBot
                        ? qsTr("Step 3 of 4 — Your first turn: click cells in %1's space (in the cube, or in its layers) to strike them. You have %2 strikes; Missile and Beam add more.").arg(c.view.opponentName)
                        : qsTr("Step 3 of 4 — Your first turn: click cells in the bot's space (in the cube, or in its layers) to strike them. You have %1 strikes; Missile and Beam add more.")).arg(c.draft.strikes)
            if (c.turnsPlayed === 0 && c.waiting)
                return qsTr("Step 4 of 4 — Submitted: both sides' turns are revealed together, as soon as %1 has chosen too.").arg(c.view.opponentName)
            if (c.draft.launchAwaiting !== "") // (playtest 54 was told to click more cells and submit meanwhile)
                return (c.turnsPlayed === 0 ? qsTr("Step 3 of 4 — ") : "") + c.draft.launchAwaiting + "."
            if (c.turnsPlayed === 0 && c.draft.strikesUsed < c.draft.strikes) // (a playtest was told to submit after 2 of 7)
                return qsTr("Step 3 of 4 — %1 of %2 strikes chosen: click more cells, then press Submit turn (or Ctrl+Return).").arg(c.draft.strikesUsed).arg(c.draft.strikes)
            // Then each special weapon, tried by doing (playtests 19 and 20: "no guided first game").
            const guided = c.turnsPlayed === 0 && c.rules !== "classic" // (the rule numbers below are the current rules')
            if (guided && c.draft.untried === "missile")
                return qsTr("Step 3 of 4 — Now a missile, a strike more: press Missile (M), click a dotted cell of your missile destroyer in your space, then a target [8.1.3]. Or press Submit turn.")
            if (guided && c.draft.untried === "beam")
                return qsTr("Step 3 of 4 — Now the beam: press Beam (B) and click the two end cells of a straight line of three cells in the other space; your death star strikes all three [8.2]. Or press Submit turn.")
            if (guided && c.draft.untried === "scan")
                return qsTr("Step 3 of 4 — Last, a scan: press Scan (S) and click a cell; it tells whether a ship is there without striking it [8.3]. Or press Submit turn.")
            if (c.turnsPlayed === 0)
                return qsTr("Step 4 of 4 — Press Submit turn (or Ctrl+Return) when you are ready: both sides' turns are revealed together.")
            if (c.view.coachTip !== "") // what the turn just played teaches (a first hit, a first ship lost)
                return c.view.coachTip
            // A guided game's new weapon, until it is used (its card over the space says it first).
            if (c.draft.guided && c.draft.newWeapon !== "" && c.draft.untried === c.draft.newWeapon) {
                if (c.draft.newWeapon === "missile")
                    return qsTr("New this turn — the missile, a strike more: press Missile (M), click a dotted cell of your missile destroyer in your space, then a target [8.1.3].")
                if (c.draft.newWeapon === "beam")
                    return qsTr("New this turn — the beam: press Beam (B) and click the two ends of a line in the other space; your death star strikes the whole line [8.2].")
                return qsTr("New this turn — the scan: press Scan (S) and click a cell; it tells whether a ship is there without striking it [8.3].")
            }
            if (c.view.weaponTip !== "" && !c.draft.guided && c.draft.tokens.length === 0) // (not once an action is in: "Try a missile" stayed after one was fired)
                return c.view.weaponTip
            if (c.turnsPlayed <= 2 && c.draft.tokens.length === 0) // (not while aiming: playtest 43 read it as a missile was aimed)
                return qsTr("The results play out in the cube (Space shows them at once), then the summary above it says what happened. Corner marks show the last turn (● hit, ○ miss); in the cube a small sphere is an empty cell, a cone a destroyed one.")
            if (c.turnsPlayed <= 4)
                return qsTr("Tip: the Layer buttons below the cube (keys 1–5) show one layer alone, to reach the inner cells; 0 shows all. F6 makes the layers large to aim in, F5 the cube (View menu).")
            if (c.turnsPlayed <= 6 && c.analysis.available) // (playtests 41 and 42: many actions a turn to learn)
                return qsTr("Tip: stuck for a turn? Hint (H) suggests a whole turn and says why; “Play this hint” enters it, and a click on any of its actions takes that one back.")
            if (c.turnsPlayed <= 8 && (c.draft.missileShips.length > 0 || c.draft.beamShips.length > 0)) // (not with neither left: playtest 43)
                return qsTr("Tip: Missile and Beam add strikes; hover a weapon's button to see what it does. Ctrl+Z takes back your last choice.")
            return qsTr("Tip: every game is saved as you play; Game → Save a copy writes it where you like, to share. F1 explains every weapon.")
        }
        if (c.phase === GameController.Over)
            return root.endShown ? qsTr("Tip: step through the game with the slider or ◀ ▶; both fleets are shown whole.")
                                 : qsTr("Game over: the other fleet is revealed in the cube; the review follows.")
        return ""
    }
    // Two lines, whatever the tip: the screen below does not move as the tips change.
    implicitHeight: tip !== "" ? 2 * lineHeight + 12 : 0
    // (the fonts are the window's, at its size: each new size of a font costs the text
    // renderer a glyph cache of its own)
    FontMetrics { id: metrics; font: tipText.font }
    readonly property real lineHeight: metrics.height
    color: "#3b3415"
    border.color: Theme.target
    RowLayout {
        id: row
        anchors { fill: parent; leftMargin: 10; rightMargin: 6; topMargin: 5; bottomMargin: 5 }
        Text { text: "➜"; color: Theme.target; font.bold: true; font.pixelSize: Theme.px(12) } // (an emoji would load a colour font)
        Text {
            id: tipText
            objectName: "tipText"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            text: HelpText.plain(root.tip) // (the rules cited are in the tooltip, in plain words)
            HoverHandler { id: tipHover }
            ToolTip.visible: tipHover.hovered && ToolTip.text !== ""; ToolTip.delay: 600
            ToolTip.text: HelpText.explain(root.tip)
            color: Theme.text; font.pixelSize: Theme.px(12)
        }
        Text { // a link, lighter than a button
            objectName: "dismissTips"
            text: qsTr("Got it — no more tips")
            color: Theme.ownShip; font.pixelSize: Theme.px(12)
            font.underline: dismissArea.containsMouse
            MouseArea {
                id: dismissArea
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: AppSettings.tipsSeen = true
            }
        }
    }
}
