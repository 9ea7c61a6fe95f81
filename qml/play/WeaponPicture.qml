// A small picture for the help: a row of cells, each a letter for what it shows —
// "." empty, "s" own ship, "x" hit, "o" miss, "e" explosion, "?" scanned ship, "m"
// unfired missile, "f" flashcube data; and the marks a turn is entered with, drawn as in
// the game (Theme.markColour, markGlyph): "+" strike, "M" missile launch and "n" its
// target, "b" beam, "K" kamikaze launch and "k" its target, "c" scan.
import QtQuick
import Spaceships
import Spaceships.Core

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
            border.color: mark !== undefined ? Theme.markColour(mark) : Theme.gridLine
            readonly property var mark: ({"+": SpaceModel.Marking.Target, "M": SpaceModel.Marking.Launch,
                                           "n": SpaceModel.Marking.MissileTarget, "b": SpaceModel.Marking.Beam,
                                           "K": SpaceModel.Marking.KamikazeLaunch, "k": SpaceModel.Marking.KamikazeTarget,
                                           "c": SpaceModel.Marking.Scan})[modelData]
            color: modelData === "s" || modelData === "m" || modelData === "M" || modelData === "K" ? Theme.ownShip
                 : modelData === "x" ? Theme.destroyed
                 : modelData === "e" ? Theme.target
                 : modelData === "?" ? Theme.knownShip
                 : Theme.empty
            border.width: mark !== undefined ? 3 : 1
            Text {
                anchors.centerIn: parent
                color: parent.mark !== undefined ? Theme.markColour(parent.mark)
                     : parent.modelData === "o" || parent.modelData === "f" ? Theme.text : "#111111"
                font.bold: true
                font.pixelSize: root.size * 0.55
                text: parent.mark !== undefined ? Theme.markGlyph(parent.mark)
                    : ({"x": "✕", "o": "•", "e": "✸", "?": "?", "m": "•", "f": "f"})[parent.modelData] || ""
            }
        }
    }
}
