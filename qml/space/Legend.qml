// The legend: every colour also has a symbol, so the views read without colour.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

GridLayout {
    id: root
    columns: 2
    columnSpacing: 6
    rowSpacing: 2
    property real cellSize: 20
    // Under the classic rules there are no scans or flashcube data [4.2, 5].
    readonly property bool classic: HelpText.rules === "classic"
    readonly property var entries: all.filter(e => classic ? !e.scans : !e.classic)
    readonly property var all: [
        {state: SpaceModel.CellState.Unknown, own: false, text: qsTr("unknown (3-D: a small grey cube)")},
        {state: SpaceModel.CellState.Empty, own: false, text: qsTr("no ship: a miss or empty scan (3-D: sphere)"), scans: true},
        {state: SpaceModel.CellState.Empty, own: false, text: qsTr("no ship: a miss (3-D: sphere)"), classic: true},
        {state: SpaceModel.CellState.Ship, own: false, text: qsTr("opponent's ship cell found (3-D: cube)")},
        {state: SpaceModel.CellState.Ship, own: true, ship: "KC", text: qsTr("your ship, undamaged (3-D: a flat block on its layer's colour)")},
        {state: SpaceModel.CellState.Destroyed, own: false, text: qsTr("destroyed (3-D: cone)")},
        {state: SpaceModel.CellState.Destroyed, own: true, ship: "KC", text: qsTr("destroyed, part of a known ship")},
        {state: SpaceModel.CellState.Destroyed, own: false, missile: SpaceModel.Missile.Exploded, text: qsTr("missile exploded (3-D: cylinder)")},
        {state: SpaceModel.CellState.Revealed, own: false, ship: "DS", text: qsTr("opponent's ship shown at the end (3-D: smaller cube)")},
        {state: SpaceModel.CellState.Ship, own: true, ship: "MD", missile: SpaceModel.Missile.Unfired, text: qsTr("unfired missile (dot)")},
        {state: SpaceModel.CellState.Ship, own: true, ship: "MD", missile: SpaceModel.Missile.Fired, text: qsTr("fired missile (ring)")},
        {state: SpaceModel.CellState.Empty, own: false, lastTurn: SpaceModel.LastTurn.Hit, text: qsTr("last turn (2-D and 3-D): ○ miss ● hit ◎ duplicate")},
        {state: SpaceModel.CellState.Empty, own: false, lastTurn: SpaceModel.LastTurn.BeamHit, text: qsTr("last turn, beam: ◇ miss ◆ hit ◈ duplicate")},
        {state: SpaceModel.CellState.Empty, own: false, lastTurn: SpaceModel.LastTurn.Explosion, text: qsTr("last turn: ✸ explosion s scan K kamikaze"), scans: true},
        {state: SpaceModel.CellState.Empty, own: false, lastTurn: SpaceModel.LastTurn.Explosion, text: qsTr("last turn: ✸ explosion K kamikaze"), classic: true},
        {state: SpaceModel.CellState.Ship, own: false, ship: "KC", flashcube: SpaceModel.Flashcube.FlashcubeShip, text: qsTr("f: flashcube data received [7.2]"), scans: true},
        {state: SpaceModel.CellState.Ship, own: true, ship: "KC", flashcube: SpaceModel.Flashcube.FlashcubeShip, text: qsTr("f in your space: the opponent knows it from flashcube data [7.1]"), scans: true},
        {state: SpaceModel.CellState.Unknown, own: false, mark: SpaceModel.Marking.Target, text: qsTr("your choice, a strike: + (3-D: yellow cube)")},
        {state: SpaceModel.CellState.Unknown, own: false, mark: SpaceModel.Marking.Scan, text: qsTr("your choice, a scan: s (3-D: violet sphere)"), scans: true},
        {state: SpaceModel.CellState.Unknown, own: false, mark: SpaceModel.Marking.Beam, text: qsTr("your choice, a beam: b, its line (3-D: green cylinders)")},
        {state: SpaceModel.CellState.Ship, own: true, ship: "MD", mark: SpaceModel.Marking.Launch, text: qsTr("a missile: M its launch, m its target (amber)")},
        {state: SpaceModel.CellState.Ship, own: true, ship: "LS", mark: SpaceModel.Marking.KamikazeLaunch, text: qsTr("a kamikaze strike: K its launch, k its target (red)")},
        {state: SpaceModel.CellState.Unknown, own: false, heat: 0.3, text: qsTr("analysis or hint (H): % chance of a ship, brighter is likelier")},
        {state: SpaceModel.CellState.Unknown, own: false, heat: 0.1, best: true, text: qsTr("analysis: the best move's cells (3-D: cyan)")},
        {state: SpaceModel.CellState.Unknown, own: false, highlight: true, text: qsTr("review: the selected action's cells (3-D: magenta)")}
    ]
    Repeater {
        model: root.entries.length * 2
        Item {
            required property int index
            readonly property var entry: root.entries[Math.floor(index / 2)]
            implicitWidth: index % 2 === 0 ? root.cellSize : 100 // the text wraps to the column
            implicitHeight: index % 2 === 0 ? root.cellSize : Math.max(root.cellSize, label.implicitHeight)
            Layout.fillWidth: index % 2 === 1
            Cell2D {
                visible: index % 2 === 0
                width: root.cellSize; height: root.cellSize
                cellState: entry.state; own: entry.own; ship: entry.ship || ""
                missile: entry.missile || SpaceModel.Missile.NoMissile; lastTurn: entry.lastTurn || SpaceModel.LastTurn.Untouched
                mark: entry.mark || SpaceModel.Marking.Unmarked; flashcube: entry.flashcube || SpaceModel.Flashcube.NoFlashcube
                heat: entry.heat === undefined ? -1 : entry.heat; heatPeak: 0.3
                best: entry.best || false; highlight: entry.highlight || false
            }
            Label {
                id: label
                visible: index % 2 === 1
                width: parent.width
                anchors.verticalCenter: parent.verticalCenter
                text: entry.text
                color: Theme.text
                font.pixelSize: Theme.px(11)
                wrapMode: Text.Wrap
            }
        }
    }
}
