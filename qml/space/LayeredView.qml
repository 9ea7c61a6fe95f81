// The layered 2-D view [1.2, 11.4]: the five 5×5 layers of one space, one per colour
// (R O Y G B), letters v–z across, numbers 1–5 down; in one row, in two (R O Y over G B)
// where the screen has more height than width for them (Settings), or stacked in one
// column beside the 3-D view, each layer marked by a strip of its colour. Clicks and hover
// go to cellClicked and the shared perspective, so this view and the 3-D view stay in step.
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core
import "CellCursor.js" as CellCursor

Item {
    id: root
    required property SpaceModel model
    // The shown perspective: the pointed-at cell, shared with the 3-D view.
    required property Perspective perspective
    // A cell clicked, for the game to take (GameController.clickCell).
    signal cellClicked(int index)
    // Whose space the model is (SpaceModel.Own or .Opponent), as a word for object names.
    readonly property bool own: model.side === SpaceModel.Own
    readonly property string side: own ? "own" : "opponent"
    property string title: ""
    // The cells a turn's reveal has not reached yet ({index: true}): drawn as before the turn.
    property var veiled: ({})
    property bool revealing: false // (flashcube data waits for the results: it told a ship's loss first, a playtest)
    // Ships on this view may be dragged to move them (at setup): a function
    // (from, to, continuing) that moves the ship on `from` so that it lands on `to` and says
    // whether it could; null when ships stay put.
    property var dragShip: null
    property int dragFrom: -1      // where the grabbed cell of the ship is now
    property bool dragMoved: false // whether this drag moved the ship yet
    property real cellSize: 24
    readonly property real labelSize: Math.round(cellSize * 0.6)
    // In two rows (R O Y over G B) when the screen finds the cells come out bigger so.
    property bool twoRows: false
    // Stacked in one column, R at the top (beside the 3-D view): the letters once above
    // the column, each layer's colour as a strip at its left, so the column stays compact.
    property bool stacked: false
    readonly property int columns: stacked ? 1 : twoRows ? 3 : 5
    readonly property int rows: Math.ceil(5 / columns)
    readonly property real titleHeight: title === "" ? 0 : stacked ? 34 : 20
    readonly property real stripWidth: stacked ? Math.max(14, Math.round(cellSize * 0.55)) : 0
    // From a layer's left edge to its first column of cells.
    readonly property real gridLeft: stripWidth + labelSize
    readonly property real layerWidth: gridLeft + 5 * cellSize
    readonly property real gap: Math.round(cellSize * (stacked ? 0.3 : 0.6))
    // Stacked, the letters' row above the column: tall enough for their font, descenders
    // and all (sixth playtest: "y" clipped to read as "v" at 1024×768).
    readonly property real letterRow: stacked ? Math.max(labelSize, 15) : labelSize
    readonly property real gridTop: titleHeight + (stacked ? letterRow : labelSize * 2)
    readonly property real layerHeight: (stacked ? 0 : labelSize * 2) + 5 * cellSize
    // Where a layer's labels begin (below the first row's labels).
    function layerX(colour) { return (colour % columns) * (layerWidth + gap) }
    function layerY(colour) { return Math.floor(colour / columns) * (layerHeight + gap) }

    objectName: side + "Layers"
    activeFocusOnTab: true
    // For a screen reader: the view, then the cell the keyboard points at as it moves.
    Accessible.role: Accessible.Table
    Accessible.name: (own ? qsTr("Your space, in layers") : qsTr("The other space, in layers"))
                     + (perspective.hoverSide === model.side && perspective.hoverCell >= 0 ? ": " + model.spoken(perspective.hoverCell) : "")
    Accessible.description: qsTr("Arrows move across a layer, Page Up and Page Down between layers, Enter clicks the cell.")

    // The keyboard moves the pointed-at cell (shared with the 3-D view): arrows across a
    // layer, Page Up/Down between layers; Enter clicks it. Space never does: it skips the
    // results, and one pressed just after they ended struck a cell (playtest 53).
    Keys.onPressed: (event) => {
        const own = root.perspective.hoverSide === root.model.side && root.perspective.hoverCell >= 0
        const last = root.perspective.cursorCell(root.model.side) // pointed at, or last pointed at
        const i = last >= 0 ? last : 62 // else Yx3, the centre
        if (event.key === Qt.Key_Space) {
            event.accepted = true
            return
        }
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (root.revealing) { // (playtest 30: an Enter meant for a dialog struck a cell for the next turn)
                event.accepted = true
                return
            }
            if (own)
                root.cellClicked(i)
            else // nothing pointed at yet: point at the centre first
                root.perspective.hover(root.model.side, i)
            event.accepted = true
            return
        }
        const to = CellCursor.moved(i, event.key)
        if (to < 0)
            return
        root.perspective.hover(root.model.side, to)
        event.accepted = true
    }
    // The keys go where the next click goes: to one's own space while a launch is picked,
    // back to the other space for its target (playtest 29: the frame stayed on the other
    // space after Missile). Only from the peer: the cube or the typed turn keep their keys.
    property Item peer: null
    property bool launching: false
    onLaunchingChanged: if (launching && peer && peer.activeFocus) forceActiveFocus(); else if (!launching && activeFocus && peer) peer.forceActiveFocus()
    Rectangle { // keyboard focus
        anchors.fill: parent
        anchors.margins: -3
        color: "transparent"
        border.color: Theme.ownShip
        border.width: 1
        radius: 3
        visible: root.activeFocus
    }
    implicitWidth: columns * layerWidth + (columns - 1) * gap
    implicitHeight: gridTop + 5 * cellSize + (rows - 1) * (layerHeight + gap)

    // The cell under a point of this view, or -1.
    function cellAt(x, y) {
        const column = Math.floor(x / (layerWidth + gap)), row = Math.floor((y - gridTop) / (layerHeight + gap))
        const colour = row * columns + column
        const letter = Math.floor((x - layerX(colour) - gridLeft) / cellSize)
        const number = Math.floor((y - gridTop - layerY(colour)) / cellSize)
        if (column < 0 || column >= columns || row < 0 || colour > 4 || letter < 0 || letter > 4 || number < 0 || number > 4)
            return -1
        return colour * 25 + letter * 5 + number
    }
    // The cell's top-left corner in this view, for tests and screenshots.
    function cellPosition(colour, letter, number) {
        return Qt.point(layerX(colour) + gridLeft + letter * cellSize, gridTop + layerY(colour) + number * cellSize)
    }

    Text { // shrunk to the layers' width when long (German), never over the side panel
        width: root.width
        height: root.titleHeight
        text: root.title
        color: Theme.text
        font.bold: true
        font.pixelSize: Theme.px(root.stacked ? 13 : 14)
        wrapMode: root.stacked ? Text.Wrap : Text.NoWrap
        maximumLineCount: root.stacked ? 99 : 1 // stacked: as many lines as fit its height
        fontSizeMode: root.stacked ? Text.Fit : Text.HorizontalFit // two lines, shrunk a little if need be
        minimumPixelSize: 10
        elide: root.stacked ? Text.ElideNone : Text.ElideRight
    }

    Repeater {
        model: 5
        Item {
            id: layerItem
            required property int index
            x: root.layerX(index)
            y: root.titleHeight + root.layerY(index)
            width: root.layerWidth
            height: root.labelSize * 2 + 5 * root.cellSize
            Row {
                x: root.labelSize
                spacing: 4
                visible: !root.stacked
                Rectangle {
                    width: root.labelSize * 0.8; height: width; radius: width / 2
                    anchors.verticalCenter: parent.verticalCenter
                    color: Theme.layerColours[layerItem.index]
                }
                Text {
                    text: Theme.colours[layerItem.index] + " " + Theme.layerNames[layerItem.index]
                    color: Theme.text
                    font.pixelSize: root.labelSize
                }
            }
            Rectangle { // stacked: the layer's colour and initial as a strip at its left
                visible: root.stacked
                y: root.letterRow
                width: root.stripWidth - 3
                height: 5 * root.cellSize
                radius: 3
                color: Theme.layerColours[layerItem.index]
                opacity: 0.85
                Text {
                    anchors.centerIn: parent
                    text: Theme.colours[layerItem.index]
                    color: Theme.background
                    font.bold: true
                    font.pixelSize: Math.max(11, root.stripWidth - 3)
                }
                ToolTip.visible: stripHover.hovered; ToolTip.delay: 500 // (not at once over the board as the pointer crosses: playtest 27)
                ToolTip.text: Theme.layerNames[layerItem.index]
                HoverHandler { id: stripHover }
            }
            Repeater {
                model: 5
                Text {
                    required property int index
                    visible: !root.stacked || layerItem.index === 0
                    x: root.gridLeft + index * root.cellSize
                    y: root.labelSize * (root.stacked ? 0.05 : 1.05)
                    width: root.cellSize
                    horizontalAlignment: Text.AlignHCenter
                    text: Theme.letters[index]
                    color: Theme.dimText
                    font.pixelSize: root.stacked ? Math.max(12, root.labelSize * 0.85) : Math.max(11, root.labelSize * 0.85) // (stacked: readable at 1024×768; in rows the label rows are as tall as they are)
                }
            }
            Repeater {
                model: 5
                Text {
                    required property int index
                    x: root.stripWidth
                    y: root.gridTop - root.titleHeight + index * root.cellSize
                    width: root.labelSize - 2
                    height: root.cellSize
                    horizontalAlignment: Text.AlignRight
                    verticalAlignment: Text.AlignVCenter
                    text: index + 1
                    color: Theme.dimText
                    font.pixelSize: root.stacked ? Math.max(12, root.labelSize * 0.85) : Math.max(11, root.labelSize * 0.85) // (stacked: readable at 1024×768; in rows the label rows are as tall as they are)
                }
            }
        }
    }

    Repeater {
        model: root.model
        delegate: Cell2D {
            required property int index
            required property var model
            objectName: root.side + "Cell" + model.name
            x: root.layerX(model.colour) + root.gridLeft + model.letter * root.cellSize
            y: root.gridTop + root.layerY(model.colour) + model.number * root.cellSize
            width: root.cellSize
            height: root.cellSize
            readonly property bool veiled: root.veiled[index] === true
            cellState: !veiled ? model.state
                     : !root.own ? SpaceModel.CellState.Unknown
                     : model.state === SpaceModel.CellState.Destroyed ? SpaceModel.CellState.Ship : model.state
            ship: veiled && !root.own ? "" : model.ship
            missile: veiled && model.missile === SpaceModel.Missile.Exploded ? SpaceModel.Missile.Unfired : model.missile
            lastTurn: root.veiled[index] !== undefined ? SpaceModel.LastTurn.Untouched : model.lastTurn // (a duplicate's mark waits too)
            mark: model.mark
            flashcube: veiled || root.revealing ? SpaceModel.Flashcube.NoFlashcube : model.flashcube
            heat: model.heat
            heatPeak: root.model.heatPeak
            best: model.best
            highlight: model.highlight
            spoken: model.spoken
            own: root.own
            draggable: root.dragShip !== null && model.ship !== ""
            onDraggedTo: (p) => {
                if (root.dragFrom < 0)
                    root.dragFrom = index
                const q = mapToItem(root, p.x, p.y)
                const to = root.cellAt(q.x, q.y)
                if (to < 0 || to === root.dragFrom)
                    return
                if (root.dragShip(root.dragFrom, to, root.dragMoved)) {
                    root.dragFrom = to
                    root.dragMoved = true
                }
                root.perspective.hover(root.model.side, to)
            }
            onDragEnded: { root.dragFrom = -1; root.dragMoved = false }
            hovered: root.perspective.hoverSide === root.model.side && root.perspective.hoverCell === index
            onClicked: {
                root.forceActiveFocus()
                root.cellClicked(index)
            }
            onEntered: root.perspective.hover(root.model.side, index)
            onExited: if (root.perspective.hoverCell === index) root.perspective.hover(root.model.side, -1)
        }
    }
}
