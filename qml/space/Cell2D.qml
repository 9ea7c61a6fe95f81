// One cell of the layered view: fill by what is known, a symbol for it, a corner badge
// for what the last turn did, and a border and badge for the player's marks.
import QtQuick
import Spaceships
import Spaceships.Core

Rectangle {
    id: cell
    // What the cell shows, as SpaceModel's enums say.
    property int cellState: SpaceModel.CellState.Unknown
    property string ship
    property int missile: SpaceModel.Missile.NoMissile
    property int lastTurn: SpaceModel.LastTurn.Untouched
    property int mark: SpaceModel.Marking.Unmarked
    property int flashcube: SpaceModel.Flashcube.NoFlashcube
    property bool own
    property bool hovered
    // The analysis: the chance of an undamaged ship cell (-1 not shown), the best move's
    // cells; review: the selected action's cells.
    property real heat: -1
    property real heatPeak: 1 // the likeliest cell's chance: it glows fully
    property bool best: false
    property bool highlight: false
    // A drag that starts here may move what is on the cell (a ship at setup).
    property bool draggable: false
    // The cell in words, for a screen reader ("Yellow x 3, your space: hit, kill cruiser").
    property string spoken
    Accessible.role: Accessible.Cell
    Accessible.name: spoken
    Accessible.onPressAction: clicked()
    signal clicked()
    // The pointer, held down here, is now at `p` (in this cell's coordinates).
    signal draggedTo(point p)
    signal dragEnded()
    signal entered()
    signal exited()

    color: Theme.cellColour(cellState, own)
    border.width: highlight || mark !== SpaceModel.Marking.Unmarked || best ? 3 : hovered ? 2 : 1
    border.color: highlight ? Theme.highlight : mark !== SpaceModel.Marking.Unmarked ? Theme.markColour(mark) : best ? Theme.best
                : hovered ? Theme.hover : Theme.gridLine

    // The analysis's chance is shown on cells the player did not know (in review, ships
    // revealed at the end [1.4.1] too: the label moves down to make room for the chance).
    // Not on a cell the player has marked: the mark shows plain (a playtest lost the chosen strikes in the heat).
    readonly property bool heatShown: heat >= 0.005 && mark === SpaceModel.Marking.Unmarked && (cellState === SpaceModel.CellState.Unknown || cellState === SpaceModel.CellState.Revealed || (cellState === SpaceModel.CellState.Ship && !own))
    // The chance in figures, where it does not crowd a ship's label (small cells: the tint alone; sixth playtest).
    // (not with flashcube data: the f is where the chance goes, and the cell is known: playtest 26)
    // (not on a ship cell seen, certain: its "100%" was cut to "10" under a scan's mark, playtest 36)
    readonly property bool heatText: heatShown && !(cellState === SpaceModel.CellState.Ship && !own) && (height >= 26 || Theme.glyph(cellState, ship, missile, own) === "") && flashcube === SpaceModel.Flashcube.NoFlashcube
    readonly property bool missileDot: missile === SpaceModel.Missile.Unfired || missile === SpaceModel.Missile.Fired
    readonly property bool marked: mark !== SpaceModel.Marking.Unmarked && Theme.markGlyph(mark) !== "" // the player's mark shown
    Loader { // the analysis's heat: brighter is likelier, with the chance in percent
        anchors.fill: parent
        anchors.margins: cell.border.width
        active: cell.heatShown
        sourceComponent: Rectangle {
            color: Qt.rgba(Theme.heat.r, Theme.heat.g, Theme.heat.b, 0.08 + 0.82 * Math.sqrt(Math.min(1, cell.heat / cell.heatPeak)))
            Text {
                visible: cell.heatText
                anchors { left: parent.left; top: parent.top; leftMargin: 1 }
                // (two digits fit the smallest cells; "%" where there is room)
                // (a sampled chance never reads 100; a ship cell seen by a scan or flashcube
                // data, certain, shows none: ninth playtest, "99 %" on a scanned ship)
                text: Math.min(99, Math.round(cell.heat * 100)) + (cell.width >= 30 && cell.lastTurn === SpaceModel.LastTurn.Untouched ? "%" : "") // (no "%" beside the last turn's mark: playtest 53 saw "99%" over a scan's "s")
                font.pixelSize: Math.max(10, cell.height * 0.4) // (a playtest: 8 px was too small to read)
                color: cell.heat / cell.heatPeak > 0.3 ? "#111111" : Theme.text
            }
        }
    }
    // The symbols are made only where a cell has one: most cells show none, and the three
    // layered views hold 375 cells (text items are the views' largest cost in memory).
    Loader { // what is known here: a miss, a ship's label, destroyed, an explosion
        id: symbol
        anchors.centerIn: parent
        // below the chance; above the player's mark where there is room (playtest 43: a launch's "M" over "MD"), or a missile's dot
        anchors.verticalCenterOffset: cell.heatText ? cell.height * 0.16 : cell.marked && cell.height >= 30 ? -cell.height * 0.13 : cell.missileDot ? -cell.height * 0.07 : 0
        anchors.horizontalCenterOffset: cell.missileDot && !cell.heatText ? -cell.width * 0.05 : 0 // (playtest 26: the dot sat on "MD")
        readonly property string glyph: Theme.glyph(cell.cellState, cell.ship, cell.missile, cell.own)
        active: glyph !== ""
        sourceComponent: Text {
            // Within the cell whatever its length (overlapping ships at setup show "DS+KC"
            // [3.4]): smaller type, then cut short.
            width: cell.width - 3
            height: cell.heatText ? cell.height * 0.6 : cell.height - 3
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            // (only long labels are fitted: fitting tries several sizes, each cached)
            fontSizeMode: text.length > 3 ? Text.Fit : Text.FixedSize
            minimumPixelSize: 6
            elide: text.length > 3 ? Text.ElideRight : Text.ElideNone
            text: parent.glyph
            color: cell.cellState === SpaceModel.CellState.Empty ? Theme.text : "#111111"
            // (a miss's dot large: a playtest struck known misses three times, the small dot unseen)
            // (a ship's two letters half the cell: playtest 21 found the symbols small)
            font.pixelSize: text === "•" ? cell.height * 0.9 : text.length > 2 || cell.heatText ? Math.max(9, cell.height * 0.3) : cell.height * 0.48
            font.bold: true
            font.strikeout: cell.cellState === SpaceModel.CellState.Destroyed // a known ship's label, struck through
        }
    }
    Loader { // what the last turn did here
        anchors { right: parent.right; top: parent.top; rightMargin: 1; topMargin: -1 }
        active: cell.lastTurn !== SpaceModel.LastTurn.Untouched
        sourceComponent: Text {
            text: Theme.lastTurnGlyph(cell.lastTurn)
            color: cell.cellState === SpaceModel.CellState.Empty || cell.cellState === SpaceModel.CellState.Unknown ? Theme.target : "#111111"
            font.pixelSize: Math.max(10, cell.height * 0.46)
            font.bold: true
        }
    }
    Loader { // the player's mark
        objectName: "markGlyph"
        anchors { left: parent.left; bottom: parent.bottom; leftMargin: 3; bottomMargin: 0 }
        // (not over a ship's label in a small cell, where the border's colour says it: playtest 51 read an "M" over "MD")
        active: cell.marked && !(cell.height < 30 && symbol.glyph.length > 1)
        sourceComponent: Text {
            text: Theme.markGlyph(cell.mark)
            color: Theme.markColour(cell.mark)
            font.pixelSize: Math.max(11, cell.height * (symbol.active && cell.height >= 30 ? 0.34 : 0.42)) // (playtest 18: about 3 px at 1024x768; smaller beside a label)
            font.bold: true
        }
    }
    Loader { // flashcube data received for this cell [7.2]
        // At the top left, clear of a ship's letters (playtest 23: "PC" read "PE" under it) and of
        // the last turn's mark at the top right.
        anchors { left: parent.left; top: parent.top; leftMargin: Math.max(2, cell.width * 0.08); topMargin: -1 }
        active: cell.flashcube !== SpaceModel.Flashcube.NoFlashcube
        sourceComponent: Text {
            text: "f"
            font.italic: true
            font.bold: true
            font.pixelSize: Math.max(9, cell.height * 0.36)
            color: cell.cellState === SpaceModel.CellState.Empty || cell.cellState === SpaceModel.CellState.Unknown ? Theme.text : "#111111"
        }
    }
    Rectangle { // a missile of one's own [8.1]: a dot at the bottom right, filled while unfired, a ring once fired
        visible: cell.missileDot
        width: Math.max(6, cell.width * 0.22); height: width; radius: width / 2 // (playtests 20 and 31: fired or not was hard to tell)
        // (in the corner, below the label: it sat over the "D" of "MD" in small cells)
        anchors { right: parent.right; bottom: parent.bottom; margins: cell.height < 26 ? 1 : 3 }
        color: cell.missile === SpaceModel.Missile.Unfired ? "#111111" : "transparent"
        border.color: "#111111"; border.width: Math.max(1, width / 5)
    }
    MouseArea {
        property bool dragging: false
        property bool grabbed: false // what was on the cell when pressed may be dragged
        property point start
        anchors.fill: parent
        hoverEnabled: true
        preventStealing: cell.draggable
        cursorShape: cell.draggable || dragging ? (dragging ? Qt.ClosedHandCursor : Qt.OpenHandCursor) : Qt.ArrowCursor
        onPressed: (mouse) => { start = Qt.point(mouse.x, mouse.y); dragging = false; grabbed = cell.draggable }
        onPositionChanged: (mouse) => {
            if (!pressed || !grabbed)
                return
            if (!dragging && Math.abs(mouse.x - start.x) + Math.abs(mouse.y - start.y) > cell.width / 3)
                dragging = true
            if (dragging)
                cell.draggedTo(Qt.point(mouse.x, mouse.y))
        }
        onReleased: if (dragging) { dragging = false; cell.dragEnded() }
        onClicked: if (!dragging) cell.clicked()
        onEntered: cell.entered()
        onExited: cell.exited()
    }
}
