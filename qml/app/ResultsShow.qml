// How a turn's results and the end are shown and heard (issue 23): the 3-D view plays each
// turn out shot by shot (showing each shot's space, then the player's choice again), the
// sounds follow it (all at once where the reveal does not run), Space skips it; at the end,
// once the last results have played out, the fanfare, a slow turn around the other fleet
// revealed [1.4.1], and the end dialog.
import QtQuick
import Spaceships
import Spaceships.Core

QtObject {
    id: root
    // The game's phase (GameController.Phase), its review, whether two bots are watched,
    // and the last turn's results counted (for the sounds when the reveal does not run).
    required property int phase
    required property Review review
    required property bool watching
    required property var turnEvents
    required property Item view3d
    required property Item gameScreen
    required property var endDialog // (a Popup)
    // The sound effects' loader (its item a SoundPlayer, when sound is on).
    required property Loader sounds
    // The turn is submitted and its results not in yet (the opponent still choosing).
    property bool waiting: false
    // Space pressed while waiting: the results then come at once (playtest 54 pressed it just
    // after submitting, and sat through them all).
    property bool skipAsked: false
    property bool endWaits: false
    // The end has been shown (the review's steps then show their results at once), and
    // the next step is to play out again all the same.
    property bool endShown: false
    property bool replayOnce: false
    onPhaseChanged: {
        if (phase !== GameController.Over)
            endShown = false
        if (phase === GameController.Setup)
            skipAsked = false
    }
    // The review bar waits for the end (a playtest saw "Review: … wins" before the final blow),
    // and for the end card, so that it is not pushed down under the pointer as the card comes.
    readonly property bool barShown: endShown && !dialogLater.running
    onGameScreenChanged: if (gameScreen) gameScreen.endShown = barShown
    onBarShownChanged: if (gameScreen) gameScreen.endShown = barShown
    property Connections showIt: Connections {
        target: root.endDialog
        function onDecisiveTurnAsked() { root.replayOnce = true }
    }

    function showSpace(space) {
        if (gameScreen)
            gameScreen.revealSide = space === "own" ? SpaceModel.Own : SpaceModel.Opponent
    }
    function sound(name) {
        if (sounds.item && name !== "")
            sounds.item.sound(name)
    }
    function revealingChanged() {
        if (view3d.revealing)
            return
        if (gameScreen)
            gameScreen.revealSide = -1
        if (endWaits)
            showEnd()
    }
    function showEnd() {
        if (phase !== GameController.Over)
            return
        if (view3d.revealing) {
            endWaits = true
            return
        }
        endWaits = false
        // The dialog once the sweep has shown the fleet (at once with reduce motion, or for
        // a record opened to review); the timer first, so the review bar never shows before it.
        const later = view3d.animateResults && justPlayed
        if (later)
            dialogLater.restart()
        endShown = true
        if (sounds.item && review.turn === review.turnsPlayed)
            // Two bots watched: the winner's fanfare whoever won.
            sounds.item.playEnd(!watching && review.outcome < 0)
        if (gameScreen)
            gameScreen.shownSide = SpaceModel.Opponent
        view3d.sweep()
        if (!later)
            endDialog.open()
        justPlayed = false
    }
    // A turn was just played here (not a record opened at its end).
    property bool justPlayed: false
    property Timer dialogLater: Timer {
        interval: 2500 // (a playtest found it came late: the sweep goes on around it)
        onTriggered: if (root.phase === GameController.Over) root.endDialog.open()
    }

    // A turn has been played (GameController.turnPlayed).
    function turnPlayed() {
        // In review a step shows its turn's results at once, as a chess program does; the
        // turn that decided the game plays out again when asked for (Show it).
        if (phase === GameController.Over && endShown && !replayOnce) {
            view3d.revealResults()
            view3d.skipReveal()
            return
        }
        replayOnce = false
        justPlayed = phase !== GameController.Over || review.turn === review.turnsPlayed
        view3d.revealResults()
        if (skipAsked)
            view3d.skipReveal()
        skipAsked = false
        // Heard shot by shot with the reveal; all together when it does not run.
        if (sounds.item && phase !== GameController.Over && !view3d.revealing)
            sounds.item.playTurn(turnEvents)
    }
    // Space: the turn's results at once, or once they come.
    property Shortcut skip: Shortcut {
        sequence: "Space"
        enabled: root.view3d.revealing || (root.waiting && root.phase === GameController.Playing)
        onActivated: {
            if (root.view3d.revealing)
                root.view3d.skipReveal()
            else
                root.skipAsked = true
        }
    }
}
