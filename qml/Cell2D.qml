// One cell of the layered view: fill by what is known, a symbol for it, a corner badge
// for what the last turn did, and a border and badge for the player's marks.
import QtQuick

Rectangle {
    id: cell
    property string cellState
    property string ship
    property string missile
    property string lastTurn
    property string mark
    property string flashcube
    property bool own
    property bool hovered
    signal clicked()
    signal entered()
    signal exited()

    color: Theme.cellColour(cellState, own)
    border.width: mark !== "" ? 3 : hovered ? 2 : 1
    border.color: mark !== "" ? Theme.markColour(mark) : hovered ? Theme.hover : Theme.gridLine

    // The symbols are made only where a cell has one: most cells show none, and the three
    // layered views hold 375 cells (text items are the views' largest cost in memory).
    Loader { // what is known here: a miss, a ship's label, destroyed, an explosion
        anchors.centerIn: parent
        readonly property string glyph: Theme.glyph(cell.cellState, cell.ship, cell.missile, cell.own)
        active: glyph !== ""
        sourceComponent: Text {
            text: parent.glyph
            color: cell.cellState === "empty" ? Theme.text : "#111111"
            font.pixelSize: text.length > 2 ? cell.height * 0.3 : cell.height * 0.42
            font.bold: true
            font.strikeout: cell.cellState === "destroyed" // a known ship's label, struck through
        }
    }
    Loader { // what the last turn did here
        anchors { right: parent.right; top: parent.top; rightMargin: 1; topMargin: -1 }
        active: cell.lastTurn !== ""
        sourceComponent: Text {
            text: Theme.lastTurnGlyph(cell.lastTurn)
            color: cell.cellState === "empty" || cell.cellState === "unknown" ? Theme.target : "#111111"
            font.pixelSize: cell.height * 0.38
        }
    }
    Loader { // the player's mark
        anchors { left: parent.left; bottom: parent.bottom; leftMargin: 3; bottomMargin: 0 }
        active: cell.mark !== "" && Theme.markGlyph(cell.mark) !== ""
        sourceComponent: Text {
            text: Theme.markGlyph(cell.mark)
            color: Theme.markColour(cell.mark)
            font.pixelSize: cell.height * 0.38
            font.bold: true
        }
    }
    Loader { // flashcube data received for this cell [7.2]
        anchors { right: parent.right; bottom: parent.bottom; rightMargin: 2; bottomMargin: 0 }
        active: cell.flashcube !== ""
        sourceComponent: Text {
            text: "f"
            font.italic: true
            font.bold: true
            font.pixelSize: cell.height * 0.36
            color: cell.cellState === "empty" || cell.cellState === "unknown" ? Theme.text : "#111111"
        }
    }
    Rectangle { // an unfired missile of one's own [8.1]: a small dot at the bottom right
        visible: cell.missile === "unfired"
        width: cell.width * 0.16; height: width; radius: width / 2
        anchors { right: parent.right; bottom: parent.bottom; margins: 3 }
        color: "#111111"
    }
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onClicked: cell.clicked()
        onEntered: cell.entered()
        onExited: cell.exited()
    }
}
