// Colours and symbols of the views. The palette is Okabe and Ito's, safe for the common
// colour-vision deficiencies, and every state also has its own symbol (2-D) or shape
// (3-D), so nothing is told by colour alone.
pragma Singleton
import QtQuick

QtObject {
    readonly property color background: "#1b2029"
    readonly property color panel: "#252c38"
    readonly property color text: "#e8ecf2"
    readonly property color dimText: "#9aa6b8"
    readonly property color gridLine: "#4a5568"

    readonly property color unknown: "#3a4352"
    readonly property color empty: "#222833"
    readonly property color ownShip: "#56b4e9"      // sky blue
    readonly property color knownShip: "#e69f00"    // orange
    readonly property color destroyed: "#d55e00"    // vermillion
    readonly property color revealed: "#cc79a7"     // reddish purple
    readonly property color target: "#f0e442"       // yellow
    readonly property color beam: "#009e73"         // bluish green
    readonly property color invalid: "#d55e00"
    readonly property color hover: "#ffffff"
    // The analysis: likely ship cells glow warm, the best move is outlined; review's
    // selected action is outlined in magenta.
    readonly property color heat: "#ffd27a"
    readonly property color best: "#00e5ff"
    readonly property color highlight: "#ff66ff"

    // The five layers by colour coordinate [11.4.1], for labels only.
    readonly property var layerColours: ["#e05050", "#f0a030", "#f0e040", "#50c060", "#5080f0"]
    readonly property var layerNames: ["Red", "Orange", "Yellow", "Green", "Blue"]
    readonly property string colours: "ROYGB"
    readonly property string letters: "vwxyz"

    // The fill of a cell by what is known of it.
    function cellColour(state, own) {
        switch (state) {
        case "ship": return own ? ownShip : knownShip
        case "destroyed": return destroyed
        case "revealed": return revealed
        case "empty": return empty
        }
        return unknown
    }

    // The symbol shown in a 2-D cell: ship labels, misses, destructions, explosions.
    function glyph(state, ship, missile, own) {
        if (missile === "exploded")
            return "✸"
        switch (state) {
        case "empty": return own ? "" : "·"
        case "ship": return ship !== "" ? ship : "■"
        case "revealed": return ship
        case "destroyed": return ship !== "" ? ship : "✕" // a known ship's label (struck through)
        }
        return ""
    }

    // The corner badge for what the last turn did to a cell.
    function lastTurnGlyph(lastTurn) {
        switch (lastTurn) {
        case "miss": return "○"
        case "hit": return "●"
        case "duplicate": return "◎"
        case "beam miss": return "◇"
        case "beam hit": return "◆"
        case "beam duplicate": return "◈"
        case "explosion": return "✸"
        case "scan": return "?"
        case "kamikaze": return "K"
        }
        return ""
    }

    // The player's marks: targets, beams, launches, problems.
    function markColour(mark) {
        switch (mark) {
        case "target": case "scan": case "launch": return target
        case "beam": case "preview": case "pending": return beam
        case "invalid": return invalid
        case "editing": return hover
        }
        return "transparent"
    }
    function markGlyph(mark) {
        switch (mark) {
        case "target": return "+"
        case "scan": return "s"
        case "launch": return "L"
        case "pending": return "1"
        case "beam": return "b"
        case "preview": return "b"
        case "invalid": return "!"
        }
        return ""
    }
}
