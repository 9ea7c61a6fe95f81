// How the 3-D view moves while results play out (TurnReveal): a beam's ray flares, a hit
// jolts the camera, a destroyed ship sinks and crumples while the camera closes in on it
// (closer still for the blow that ends the game), and at the end the camera turns once
// around the space. Every move is skipped with reduce motion (animations off).
import QtQuick
import QtQuick3D

QtObject {
    id: motion
    // The view (SpaceView3D) and its camera's pivot, which the sweep turns.
    required property Item space
    required property Node origin
    // A beam's ray flares (0 → 1 → 0); a destroyed ship sinks and crumples (collapse).
    property real flashBeam: 0
    property real collapse: 0
    // Where the camera's pivot is moved to (toward a ship destroyed) and how near the camera
    // is, as a share of its distance (1: where the player left it).
    property vector3d focus: Qt.vector3d(0, 0, 0)
    property real closeness: 1

    function pulseBeam() { beamPulse.restart() }
    function kick() { if (space.animateResults && !closeIn.running) kickAnimation.restart() }
    // The camera closes in on a ship's cells (indices) and holds for ms, then goes back;
    // nearer for the final blow.
    function closeOn(cells, ms, finalBlow) {
        if (!space.animateResults || cells.length === 0)
            return
        let c = Qt.vector3d(0, 0, 0)
        for (const i of cells)
            c = c.plus(space.cellAt3D(i))
        c = c.times(1 / cells.length)
        closeIn.stop()
        // (not so near that the rest of the space leaves the view: a playtest lost the bottom layer)
        // (playtest 28 still saw the top layer and the labels leave the view: gentler again)
        const k = finalBlow ? 0.45 : 0.3 // (up and down less: the top or bottom layer stays in view)
        toShip.to = Qt.vector3d(c.x * k, c.y * k * 0.35, c.z * k)
        nearer.to = finalBlow ? 0.84 : 0.91
        hold.duration = Math.max(200, ms - 700)
        closeIn.start()
    }
    function collapseShip() { if (space.animateResults) collapseAnimation.restart() }
    // A swing from where the player left it, back to the same place: its angles set as it
    // starts (bound to the angle it turns, they moved with it, and the cube ended the game
    // turned some other way: playtests 29 and 31).
    function sweep() {
        if (!space.animateResults)
            return
        sweepFrom = origin.eulerRotation.y
        sweepAnimation.restart()
    }
    function stop() {
        closeIn.stop()
        focus = Qt.vector3d(0, 0, 0)
        closeness = 1
    }

    property var beamPulse: SequentialAnimation {
        NumberAnimation { target: motion; property: "flashBeam"; from: 0; to: 1; duration: 160; easing.type: Easing.OutQuad }
        NumberAnimation { target: motion; property: "flashBeam"; to: 0.5; duration: 160 }
        NumberAnimation { target: motion; property: "flashBeam"; to: 0; duration: 380 }
    }
    property var kickAnimation: SequentialAnimation {
        NumberAnimation { target: motion; property: "closeness"; to: 0.965; duration: 70; easing.type: Easing.OutQuad }
        NumberAnimation { target: motion; property: "closeness"; to: 1; duration: 220; easing.type: Easing.OutBack }
    }
    property var closeIn: SequentialAnimation {
        ParallelAnimation {
            Vector3dAnimation { id: toShip; target: motion; property: "focus"; duration: 350; easing.type: Easing.InOutQuad }
            NumberAnimation { id: nearer; target: motion; property: "closeness"; duration: 350; easing.type: Easing.InOutQuad }
        }
        PauseAnimation { id: hold; duration: 600 }
        ParallelAnimation {
            Vector3dAnimation { target: motion; property: "focus"; to: Qt.vector3d(0, 0, 0); duration: 350; easing.type: Easing.InOutQuad }
            NumberAnimation { target: motion; property: "closeness"; to: 1; duration: 350; easing.type: Easing.InOutQuad }
        }
    }
    property var collapseAnimation: SequentialAnimation {
        NumberAnimation { target: motion; property: "collapse"; from: 0; to: 1; duration: 350; easing.type: Easing.InQuad }
        NumberAnimation { target: motion; property: "collapse"; to: 0; duration: 450; easing.type: Easing.OutBack }
    }
    // A swing to one side and the other and back, never round to the space's far side (playtest
    // 41: a whole turn showed it from behind, the letters z to v, for seconds, after every game).
    property real sweepFrom: 0
    // (gentler: playtests 54 and 56 found the cube turned away, its labels moved, just as they
    // came to study the fleet revealed; it swung 70° and 50°)
    property var sweepAnimation: SequentialAnimation {
        NumberAnimation { target: motion.origin; property: "eulerRotation.y"; to: motion.sweepFrom + 35; duration: 1500; easing.type: Easing.InOutSine }
        NumberAnimation { target: motion.origin; property: "eulerRotation.y"; to: motion.sweepFrom - 25; duration: 1700; easing.type: Easing.InOutSine }
        NumberAnimation { target: motion.origin; property: "eulerRotation.y"; to: motion.sweepFrom; duration: 900; easing.type: Easing.InOutSine }
    }
}
