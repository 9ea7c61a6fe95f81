// A small picture for the help: a row of cells, each a letter for what it shows —
// "." empty, "s" own ship, "x" hit, "o" miss, "e" explosion, "b" beam strike, "k"
// kamikaze death, "?" scanned ship, "m" unfired missile.
import QtQuick
import Spaceships

Row {
    id: root
    property string cells: ""
    property real size: 22
    spacing: 2
    Repeater {
        model: root.cells.split("")
        Rectangle {
            required property string modelData
            width: root.size; height: root.size; radius: 2
            border.color: Theme.gridLine
            color: modelData === "s" || modelData === "m" ? Theme.ownShip
                 : modelData === "x" ? Theme.destroyed
                 : modelData === "e" ? Theme.target
                 : modelData === "b" ? Theme.beam
                 : modelData === "k" ? Theme.revealed
                 : modelData === "?" ? Theme.knownShip
                 : Theme.empty
            Text {
                anchors.centerIn: parent
                color: parent.modelData === "o" ? Theme.text : "#111111"
                font.bold: true
                font.pixelSize: root.size * 0.55
                text: ({"x": "✕", "o": "•", "e": "✸", "b": "━", "k": "☠", "?": "?", "m": "m"})[parent.modelData] || ""
            }
        }
    }
}
