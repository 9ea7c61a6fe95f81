// The sound effects (resources/sounds, made by resources/sounds/make_sounds.py): after each
// turn its results are heard in order — the beam and the strikes going out, then hits or
// misses, explosions, a ship destroyed — and a win or a loss at the end. Loaded only where
// Qt Multimedia is installed (Capabilities.sound) and while sound is on.
import QtQuick
import QtMultimedia
import Spaceships
import Spaceships.Core

Item {
    id: root
    property real volume: 0 // set by the loader
    // The sounds played, in order (for tests): "beam", "strike", "hit", …
    property var played: []

    // One effect per sound, loaded once (setting a source again reloaded and decoded it
    // at every shot: late sounds, and memory churning while the end's fanfare played).
    readonly property var names: ["beam", "strike", "hit", "miss", "explosion", "destroyed", "win", "loss"]
    property var effects: ({})
    Instantiator {
        model: root.names
        delegate: SoundEffect { source: "qrc:/sounds/" + modelData + ".wav"; volume: root.volume }
        onObjectAdded: (index, effect) => root.effects[root.names[index]] = effect
    }
    function sound(name) {
        const effect = effects[name]
        if (!effect)
            return
        effect.play()
        root.played = root.played.concat([name])
    }

    property var queue: []
    function play(steps) {
        queue = steps
        next.interval = queue.length > 0 ? queue[0][0] : 0
        next.restart()
    }
    Timer {
        id: next
        onTriggered: {
            if (root.queue.length === 0)
                return
            const step = root.queue[0]
            root.queue = root.queue.slice(1)
            root.sound(step[1])
            if (root.queue.length > 0) {
                interval = root.queue[0][0]
                restart()
            }
        }
    }

    // A turn's results (Perspective.turnEvents), heard in order.
    function playTurn(e) {
        if (!e || e.turn === undefined)
            return
        const steps = []
        if (e.beams > 0)
            steps.push([0, "beam"])
        if (e.strikes > 0)
            steps.push([e.beams > 0 ? 250 : 0, "strike"])
        steps.push([steps.length > 0 ? 320 : 0, e.hits > 0 || e.struck > 0 ? "hit" : "miss"])
        if (e.explosions > 0)
            steps.push([300, "explosion"])
        if (e.destroyed > 0)
            steps.push([e.explosions > 0 ? 450 : 300, "destroyed"])
        play(steps)
    }
    // The end of a game: a win or a loss.
    function playEnd(lost) { play([[600, lost ? "loss" : "win"]]) }
}
