// A turn's results played out shot by shot in the 3-D view (Perspective.turnShots, in the
// conventional order of reporting [11.7.1.1]): each shot flies in and lands — a hit flares,
// a miss puffs out, a missile explosion burns through its ship [8.1.4], a scan pings — and a
// destroyed ship breaks apart under its callout ("You destroyed their kill cruiser!"), with
// the sounds in step. The cells a shot has not reached yet are drawn as they were. Space
// skips it; the speed is a setting; with reduce motion (animations off) the results show
// at once and a destroyed ship's callout stands still for a moment.
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core

Item {
    id: reveal
    // The 3-D view (SpaceView3D) it plays in, and its effects (ShotEffects).
    required property Item view3d
    required property var effects
    property bool animate: true
    // These results end the game: its last ship destroyed is the final blow, shown longer
    // and closer (ResultsShow: the end not yet shown).
    property bool ending: false
    // The shots being played, and the one playing (-1: none).
    property var shots: []
    property int step: -1
    readonly property bool running: step >= 0
    // The cells each space's shots have not reached yet: {own: {index: true}, opponent: {…}}.
    property var veiled: ({own: {}, opponent: {}})
    // A shot's space is to be shown ("own" or "opponent"); a sound is to play.
    signal showSpace(string space)
    signal sound(string name)
    // Slow, normal, fast.
    property bool calloutFades: true
    readonly property real pace: [1.7, 1.0, 0.5][AppSettings.revealSpeed] || 1.0
    // A turn of many shots is played faster, to last no more than the speed's budget (a
    // fourth playtest waited 10–12 s for a turn's summary, the eighth found 8–10 s sluggish): 6.5, 3.5 or 2 s.
    readonly property int budget: [6500, 3500, 2000][AppSettings.revealSpeed] || 3500
    property real tempo: pace
    // The reveal's length at tempo 1, in ms (the timings of play() and land()).
    function planned(list) {
        let ms = 0
        for (const s of list)
            ms += s.kind === "destroyed" ? 1300 : s.kind === "beam" ? 510
                : (s.results.indexOf("hit") >= 0 || s.kind === "scan" ? 230 : 160)
                  + (s.explosion.length > 0 ? 650 : s.results.indexOf("hit") >= 0 ? 320 : 50)
        return ms
    }

    function start(list) {
        stop()
        shots = list || []
        if (shots.length === 0)
            return
        if (!animate) { // reduce motion: the callouts alone, still
            const said = shots.filter(s => s.kind === "destroyed").map(s => s.callout)
            if (said.length > 0)
                showCallout(said.join("\n"), 2600)
            return
        }
        veiled = veilsOf(shots)
        tempo = Math.min(pace, budget / Math.max(1, planned(shots)))
        step = 0
        play()
    }
    // The cells each shot veils until it arrives. A cell struck again ("duplicate") keeps its
    // state, only its mark waits: "mark" (playtest 27: a destroyed cell of one's own was drawn
    // whole again).
    function veilsOf(list) {
        const v = {own: {}, opponent: {}}
        for (const s of list)
            if (s.kind !== "destroyed")
                s.cells.concat(s.explosion).forEach((c, i) => {
                    if (v[s.space][c] !== true)
                        v[s.space][c] = i < s.cells.length && s.results[i] === "duplicate" ? "mark" : true
                })
        return v
    }
    // Everything shown at once.
    function stop() {
        flight.stop()
        settle.stop()
        view3d.motion.stop()
        step = -1
        veiled = {own: {}, opponent: {}}
        callout.opacity = 0
    }
    function unveil(space, cells) {
        const v = {own: Object.assign({}, veiled.own), opponent: Object.assign({}, veiled.opponent)}
        for (const c of cells)
            delete v[space][c]
        veiled = v
    }
    function showCallout(text, ms) {
        calloutText.text = text
        callout.opacity = 1
        callout.scale = reveal.animate ? 0.6 : 1
        calloutIn.restart()
        calloutTimer.interval = ms
        calloutTimer.restart()
    }
    function play() {
        const shot = shots[step]
        if (step > 0 && shots[step - 1].space !== shot.space) { // a callout stays with its own space:
            calloutFades = false                                 // gone before the other shows
            callout.opacity = 0
            calloutFades = true
        }
        showSpace(shot.space)
        if (shot.kind === "destroyed") {
            // The last ship destroyed in the turn that ends the game: the final blow.
            const finalBlow = ending && shots.slice(step + 1).every(s => s.kind !== "destroyed")
            const ms = Math.max(1100, 1500 * tempo) * (finalBlow ? 1.8 : 1)
            showCallout(finalBlow ? qsTr("Final blow!") + "\n" + shot.callout : shot.callout, ms)
            sound("destroyed")
            for (const c of shot.cells)
                effects.breakApart(view3d.cellAt3D(c))
            view3d.motion.collapseShip()
            view3d.motion.closeOn(shot.cells, ms, finalBlow) // the camera closes in on the wreck
            settle.interval = Math.max(900, 1300 * tempo) * (finalBlow ? 1.8 : 1) // (time to read the callout)
            settle.restart()
            return
        }
        // Misses go quickly, one after another; hits, explosions and beams take their time.
        if (shot.kind === "beam") {
            sound("beam")
            view3d.motion.pulseBeam()
            flight.interval = 260 * tempo
        } else {
            if (step === 0 || shots[step - 1].space !== shot.space || shots[step - 1].kind !== shot.kind)
                sound("strike")
            const ms = (shot.results.indexOf("hit") >= 0 || shot.kind === "scan" ? 230 : 160) * tempo
            effects.fly(view3d.cellAt3D(shot.cells[0]), shot.kind === "scan" ? Theme.markColour(SpaceModel.Marking.Scan) : Theme.target, ms)
            flight.interval = ms
        }
        flight.restart()
    }
    // The shot lands: its cells shown, flares and puffs, and the next shot after a pause.
    function land() {
        const shot = shots[step]
        unveil(shot.space, shot.cells.concat(shot.explosion))
        let hit = false
        for (let k = 0; k < shot.cells.length; ++k) {
            const at = view3d.cellAt3D(shot.cells[k])
            const r = shot.results[k]
            if (shot.kind === "scan")
                effects.scan(at)
            else if (shot.kind === "kamikaze") // the launch cell goes up [4.5.3]
                effects.explode(at), hit = true
            else if (r === "hit")
                effects.hit(at), hit = true
            else
                effects.miss(at)
        }
        for (const c of shot.explosion)
            effects.explode(view3d.cellAt3D(c))
        if (hit || shot.explosion.length > 0)
            view3d.motion.kick() // a hit is felt; a miss only fades
        // A run of misses is heard once, at its end.
        const next = step + 1 < shots.length ? shots[step + 1] : null
        const missesOn = !hit && next !== null && next.kind !== "destroyed" && next.results.indexOf("hit") < 0 && next.space === shot.space
        sound(shot.explosion.length > 0 ? "explosion" : hit ? "hit" : shot.kind === "scan" || missesOn ? "" : "miss")
        settle.interval = (shot.explosion.length > 0 ? 650 : hit ? 320 : shot.kind === "beam" ? 250 : 50) * tempo
        settle.restart()
    }
    Timer { id: flight; onTriggered: reveal.land() }
    Timer {
        id: settle
        onTriggered: {
            if (reveal.step + 1 < reveal.shots.length) {
                reveal.step += 1
                reveal.play()
            } else {
                reveal.step = -1
                callout.opacity = 0
            }
        }
    }

    // The callout: over the top of the view, large, for a moment.
    Rectangle {
        id: callout
        objectName: "revealCallout"
        property alias text: calloutText.text
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(parent.height * 0.12, 46) // (under the caption)
        width: Math.min(parent.width - 40, calloutText.implicitWidth + 40)
        height: calloutText.implicitHeight + 20
        radius: 8
        color: "#cc1b2029"
        border.color: Theme.destroyed
        border.width: 2
        opacity: 0
        visible: opacity > 0
        Text {
            id: calloutText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, reveal.width - 80)
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            color: Theme.text
            font.pixelSize: Math.max(15, Math.min(34, reveal.width / 28)) // (one line in a narrow view: a playtest at 1024x768)
            font.bold: true
        }
        NumberAnimation on scale { id: calloutIn; to: 1; duration: 260; easing.type: Easing.OutBack; running: false }
        Behavior on opacity { enabled: reveal.animate && reveal.calloutFades; NumberAnimation { duration: 300 } }
    }
    Timer { id: calloutTimer; onTriggered: callout.opacity = 0 }

    // The shot playing, in words, along the bottom of the view ("Captain's strike at Yx3:
    // hit") at the top of the view: the spaces take turns on the screen, and this says whose
    // shot it is.
    Rectangle {
        objectName: "revealCaption"
        readonly property var shot: reveal.running ? reveal.shots[reveal.step] : null
        readonly property string text: shot && shot.caption ? shot.caption : ""
        // A hit stands out (bold, on a glowing ground), a miss is said quietly (a playtest
        // could not tell them apart as they played out).
        // (a ship destroyed has no results: its callout says it)
        readonly property bool hit: shot !== null && shot.kind !== "scan" && shot.kind !== "destroyed"
                                    && (shot.results.indexOf("hit") >= 0 || shot.explosion.length > 0)
        visible: text !== ""
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: 6 }
        width: Math.min(parent.width - 20, captionText.implicitWidth + 24)
        height: captionText.implicitHeight + 10
        radius: 6
        color: hit ? "#e0602008" : "#cc1b2029"
        border.color: shot && shot.space === "own" ? Theme.destroyed : Theme.target
        border.width: hit ? 2 : 1
        Text {
            id: captionText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, reveal.width - 44)
            elide: Text.ElideRight
            text: parent.text
            color: parent.hit ? Theme.text : Theme.dimText
            font.bold: parent.hit
            font.pixelSize: 16 // (the axis letters' size: one glyph cache for both)
        }
    }
}
