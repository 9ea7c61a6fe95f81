// Colours and symbols of the views. The standard palette is Okabe and Ito's, safe for the
// common colour-vision deficiencies; the high-contrast one (Settings) puts pure black
// behind bright, saturated fills and white text. Every state also has its own symbol
// (2-D) or shape (3-D), so nothing is told by colour alone.
pragma Singleton
import QtQuick
import Spaceships
import Spaceships.Core

QtObject {
    // Text grows with a large window, as the space does (playtest 19: small at 1920×1080):
    // beyond 1280×800 by three quarters of the window's own growth, in steps of 5 % (each
    // step lays the screens out again), up to 150 %; or as the Settings say. Main gives the
    // window's size; sizes in pixels go through px().
    property real windowWidth: 1280
    property real windowHeight: 800
    readonly property real textScale: [Math.min(1.5, Math.round(20 * (1 + 0.75 * Math.max(0, Math.min(windowWidth / 1280, windowHeight / 800) - 1))) / 20),
                                       1, 1.25, 1.5][AppSettings.textSize] || 1
    readonly property int basePx: Qt.application.font.pixelSize > 0 ? Qt.application.font.pixelSize : 12
    // A chance of winning weighed by sampled games, in words: never certain, so "over 99%"
    // rather than "100%" (playtest 22 read 100% after one turn as a fault).
    function chance(p) { return ChanceWords.say(p) } // (one wording, the C++ one: they had differed at 99.3%)
    function px(n) { return Math.round(n * textScale * basePx / 12) } // (and with the desktop's own text size)

    readonly property bool highContrast: AppSettings.palette === AppSettings.HighContrast
    readonly property color background: highContrast ? "#000000" : "#1b2029"
    readonly property color panel: highContrast ? "#101010" : "#252c38"
    readonly property color text: highContrast ? "#ffffff" : "#e8ecf2"
    readonly property color dimText: highContrast ? "#e0e0e0" : "#9aa6b8"
    readonly property color placeholder: highContrast ? "#b8b8b8" : "#8d98aa" // a field's hint: readable, yet not text
    readonly property color gridLine: highContrast ? "#c0c0c0" : "#4a5568"

    readonly property color unknown: highContrast ? "#5a5a5a" : "#3a4352"
    readonly property color empty: highContrast ? "#000000" : "#222833"
    readonly property color ownShip: highContrast ? "#00b0ff" : "#56b4e9"   // sky blue
    readonly property color knownShip: highContrast ? "#ffa000" : "#e69f00" // orange
    readonly property color destroyed: highContrast ? "#ff2a00" : "#d55e00" // vermillion
    readonly property color blunder: highContrast ? "#ff0000" : "#e8383d"   // red (playtest 19: vermillion read as the mistakes' orange)
    readonly property color revealed: highContrast ? "#ff4dd2" : "#cc79a7"  // reddish purple
    readonly property color target: highContrast ? "#ffff00" : "#f0e442"    // yellow
    readonly property color beam: highContrast ? "#00ff9c" : "#009e73"      // bluish green
    // The player's marks beside the strike's yellow: a scan, a missile, a kamikaze strike.
    readonly property color scanMark: highContrast ? "#d0a0ff" : "#b594ff"  // violet
    readonly property color missileMark: highContrast ? "#ffb000" : "#ff9f43" // amber
    readonly property color kamikazeMark: highContrast ? "#ff4040" : "#ff6b6b" // red
    readonly property color invalid: highContrast ? "#ff2a00" : "#d55e00"
    readonly property color urgent: highContrast ? "#ff4040" : "#ff5c5c"    // a clock nearly out
    readonly property color hover: "#ffffff"
    // The analysis: likely ship cells glow warm, the best move is outlined; review's
    // selected action is outlined in magenta.
    readonly property color heat: highContrast ? "#ffe000" : "#ffd27a"
    // An unknown cell in 3-D: a faint dot the eye passes through (Cell3D, and the dots drawn
    // together in SpaceView3D), its size a share of a cell's pitch.
    readonly property color unknownDot: "#66758c"
    readonly property real unknownDotOpacity: 0.4
    readonly property real unknownDotScale: 0.08
    readonly property color best: "#00e5ff"
    readonly property color highlight: "#ff66ff"

    // The five layers by colour coordinate [11.4.1], for labels only.
    readonly property var layerColours: ["#e05050", "#f0a030", "#f0e040", "#50c060", "#5080f0"]
    readonly property var layerNames: [qsTr("Red"), qsTr("Orange"), qsTr("Yellow"), qsTr("Green"), qsTr("Blue")]
    readonly property string colours: "ROYGB"
    readonly property string letters: "vwxyz"

    // The fill of a cell by what is known of it (SpaceModel.CellState).
    function cellColour(state, own) {
        switch (state) {
        case SpaceModel.CellState.Ship: return own ? ownShip : knownShip
        case SpaceModel.CellState.Destroyed: return destroyed
        case SpaceModel.CellState.Revealed: return revealed
        case SpaceModel.CellState.Empty: return empty
        }
        return unknown
    }

    // A ship's shade in 3-D, by its type ("DS", "KC2", …): neighbouring ships of one colour
    // read as separate bodies (fourth playtest: the death star and kill cruiser merged).
    function shipShade(colour, label) {
        const f = {DS: 0.72, KC: 1.0, FS: 1.28, PC: 1.28, MD: 0.86, LS: 1.45, HS: 1.45, AG: 1.14, LG: 1.45, HF: 1.14}[label.substring(0, 2)]
        return f === undefined ? colour : Qt.lighter(colour, f)
    }

    // The symbol shown in a 2-D cell: ship labels, misses, destructions, explosions.
    function glyph(state, ship, missile, own) {
        if (missile === SpaceModel.Missile.Exploded)
            return "✸"
        switch (state) {
        case SpaceModel.CellState.Empty: return own ? "" : "•" // (a playtest: the middle dot of a miss was read as an unknown cell)
        case SpaceModel.CellState.Ship: return ship !== "" ? ship : "■"
        case SpaceModel.CellState.Revealed: return ship
        case SpaceModel.CellState.Destroyed: return ship !== "" ? ship : "✕" // a known ship's label (struck through)
        }
        return ""
    }

    // The corner badge for what the last turn did to a cell (SpaceModel.LastTurn).
    function lastTurnGlyph(lastTurn) {
        switch (lastTurn) {
        case SpaceModel.LastTurn.Miss: return "○"
        case SpaceModel.LastTurn.Hit: return "●"
        case SpaceModel.LastTurn.Duplicate: return "◎"
        case SpaceModel.LastTurn.BeamMiss: return "◇"
        case SpaceModel.LastTurn.BeamHit: return "◆"
        case SpaceModel.LastTurn.BeamDuplicate: return "◈"
        case SpaceModel.LastTurn.Explosion: return "✸"
        case SpaceModel.LastTurn.Scanned: return "s" // (as a scan is marked while chosen; "?" beside an empty cell read as "maybe": playtest 32)
        case SpaceModel.LastTurn.Kamikaze: return "K"
        }
        return ""
    }
    function beamLastTurn(lastTurn) {
        return lastTurn === SpaceModel.LastTurn.BeamMiss || lastTurn === SpaceModel.LastTurn.BeamHit
               || lastTurn === SpaceModel.LastTurn.BeamDuplicate
    }

    // The player's marks (SpaceModel.Marking): targets, beams, launches, problems.
    function markColour(mark) {
        switch (mark) {
        case SpaceModel.Marking.Target: return target
        case SpaceModel.Marking.Scan: return scanMark
        case SpaceModel.Marking.Launch: case SpaceModel.Marking.MissileTarget: return missileMark
        case SpaceModel.Marking.KamikazeLaunch: case SpaceModel.Marking.KamikazeTarget: return kamikazeMark
        case SpaceModel.Marking.Beam: case SpaceModel.Marking.Preview: case SpaceModel.Marking.Pending: return beam
        case SpaceModel.Marking.Invalid: return invalid
        case SpaceModel.Marking.Editing: return hover
        }
        return "transparent"
    }
    function markGlyph(mark) {
        switch (mark) {
        case SpaceModel.Marking.Target: return "+"
        case SpaceModel.Marking.Scan: return "s"
        case SpaceModel.Marking.Launch: return "M"
        case SpaceModel.Marking.MissileTarget: return "m"
        case SpaceModel.Marking.KamikazeLaunch: return "K"
        case SpaceModel.Marking.KamikazeTarget: return "k"
        case SpaceModel.Marking.Pending: return "1"
        case SpaceModel.Marking.Beam: return "b"
        case SpaceModel.Marking.Preview: return "b"
        case SpaceModel.Marking.Invalid: return "!"
        }
        return ""
    }
}
