// One cell of the 3-D view: its shape and colour tell what is known of it (see the
// legend), it grows where the analysis sees a likely ship, and it flashes, bursts or
// sinks as the last turn's results come in.
import QtQuick
import QtQuick3D
import Spaceships
import Spaceships.Core

Model {
    id: cell
    required property int index
    required property var model
    // The 3-D view the cell is drawn in (SpaceView3D): its space, pitch, layer shown and
    // the results' animation.
    required property Item space
    readonly property int cellIndex: index
    // Not reached yet by the reveal of the turn's results: drawn as before the turn (the
    // other space's cell unknown, one's own ship undamaged).
    readonly property bool veiled: space.veiled[index] === true
    readonly property int cellState: !veiled ? model.state
                                   : !space.own ? SpaceModel.CellState.Unknown
                                   : model.state === SpaceModel.CellState.Destroyed ? SpaceModel.CellState.Ship : model.state
    readonly property int mark: model.mark === SpaceModel.Marking.Editing ? SpaceModel.Marking.Unmarked : model.mark
    readonly property bool struck: model.lastTurn !== SpaceModel.LastTurn.Untouched && space.veiled[index] === undefined // (a duplicate's mark waits too)
    readonly property bool hovered: space.perspective.hoverSide === space.model.side
                                    && space.perspective.hoverCell === index && !space.revealing // (not over the results)
    // Known empty: the opponent's misses and empty scans, and in one's own
    // space the empty cells the last turn struck or scanned.
    readonly property bool knownEmpty: cellState === SpaceModel.CellState.Empty && (!space.own || struck)
    // Outside the layer shown alone: faint, and clicks go through to it.
    readonly property bool ghosted: space.focusLayer >= 0 && model.colour !== space.focusLayer
    readonly property bool big: cellState === SpaceModel.CellState.Ship || cellState === SpaceModel.CellState.Destroyed
                                || cellState === SpaceModel.CellState.Revealed || mark !== SpaceModel.Marking.Unmarked
    // The analysis: unknown cells grow and glow warm with their chance of a ship;
    // the best move's cells are lit cyan; review's selected action magenta.
    // Only cells likelier than not to hold a ship grow (from a chance of 30 %, full at 80 %):
    // the rest stay dots, warmer as they are likelier than the others, so that the cube never
    // turns into a wall of boxes while every cell is about as likely (tenth playtest); the
    // layers carry every cell's figure.
    readonly property real heat: model.heat >= 0 ? Math.min(1, model.heat / space.model.heatPeak) : -1
    readonly property bool heated: heat >= 0 && cellState === SpaceModel.CellState.Unknown
    readonly property real glow: heated ? Math.max(0, Math.min(1, (model.heat - 0.3) / 0.5)) : 0
    // A ship's cell is a flat block in its layer, on a tile of the layer's colour, so that
    // which layer it is in reads at a glance from any angle (tenth playtest: "a ship on one
    // layer visually sits on the next one").
    readonly property bool flat: mark === SpaceModel.Marking.Unmarked
                                 && (cellState === SpaceModel.CellState.Ship || cellState === SpaceModel.CellState.Destroyed
                                     || cellState === SpaceModel.CellState.Revealed)
    readonly property bool best: model.best
    readonly property bool highlight: model.highlight
    objectName: space.side + "Cube" + model.name
    pickable: !ghosted
    // A plain unknown cell, a faint dot as below, is drawn with the others in one instanced
    // model (SpaceView3D): a model of its own for each cost llvmpipe ~10 MB of each frame
    // and a fifth of the frame rate (stop 43, at 1280x800). Aiming is the view's own
    // arithmetic (CellAim.js), so the dots need no models to be pointed at.
    readonly property bool plainDot: mark === SpaceModel.Marking.Unmarked && model.mark !== SpaceModel.Marking.Editing
                                     && !big && !knownEmpty && !best && !heated && !hovered && !struck && !highlight && !ghosted
                                     && !(model.missile === SpaceModel.Missile.Exploded && !veiled)
    visible: !plainDot
    readonly property InstanceListEntry dot: InstanceListEntry {
        position: cell.position
        scale: cell.plainDot ? Qt.vector3d(Theme.unknownDotScale, Theme.unknownDotScale, Theme.unknownDotScale) : Qt.vector3d(0, 0, 0)
    }
    // A ship destroyed this turn sinks and crumples, then settles as its cones.
    position: space.cellPosition(model.colour, model.letter, model.number)
              .plus(Qt.vector3d(0, model.sunk && !veiled ? -0.35 * space.pitch * space.collapse : 0, 0))
    // Shape tells the state as well as colour (see the legend): cube ship,
    // smaller cube ship shown at the end, cone destroyed, cylinder exploded
    // missile, sphere known empty, small cube unknown. The player's marks:
    // cube strike or launch, sphere scan, cylinder beam.
    readonly property bool round: mark === SpaceModel.Marking.Scan || (mark === SpaceModel.Marking.Unmarked && knownEmpty)
    geometry: round ? space.sphere : null // (a sphere of few triangles: CoarseSphere)
    source: round ? ""
          : mark === SpaceModel.Marking.Beam || mark === SpaceModel.Marking.Preview || mark === SpaceModel.Marking.Pending ? "#Cylinder"
          : mark !== SpaceModel.Marking.Unmarked ? "#Cube"
          : model.missile === SpaceModel.Missile.Exploded && !veiled ? "#Cylinder"
          : cellState === SpaceModel.CellState.Destroyed ? "#Cone"
          : "#Cube"
    scale: {
        const s = mark === SpaceModel.Marking.Scan ? 0.3
                : cellState === SpaceModel.CellState.Revealed && mark === SpaceModel.Marking.Unmarked ? 0.34
                // A ship's cells nearly touch, so that it reads as one body.
                // (the opponent's found cells and wrecks smaller than one's own ships, so that
                // mid-game they do not hide the cells behind them: sixth playtest)
                : cellState === SpaceModel.CellState.Ship && mark === SpaceModel.Marking.Unmarked ? (space.own ? 0.5 : 0.34)
                : mark !== SpaceModel.Marking.Unmarked ? 0.26 // a mark: clear, yet not a ship
                : big ? (space.own ? 0.36 : 0.28)
                : knownEmpty ? 0.14
                : best ? 0.24 // the best move's cells, cyan, stand out among the dots
                : heated ? Theme.unknownDotScale + 0.22 * glow
                : hovered ? 0.3 : Theme.unknownDotScale // unknown: a faint dot the eye passes through
        // What the last turn did stands out a little, the pointed-at cell more;
        // as the turn's results come in, the struck cells flash.
        const k = (hovered ? 1.15 : 1) * (struck ? 1.1 : 1) * (highlight ? 1.2 : 1) * (1 + 0.7 * flash)
                  * (model.sunk && !veiled ? 1 - 0.45 * space.collapse : 1)
        return Qt.vector3d(s * k, s * k * (flat ? 0.5 : 1), s * k)
    }
    Model {
        objectName: cell.objectName + "Tile"
        visible: cell.flat && !cell.ghosted
        source: "#Rectangle"
        eulerRotation.x: -90
        y: -55 // (just under the block: the primitives are 100 units across)
        // The whole cell across, whatever the block's own scale: a ship's tiles join into its footprint.
        scale: Qt.vector3d(cell.space.pitch / (100 * cell.scale.x), cell.space.pitch / (100 * cell.scale.z), 1)
        pickable: false
        materials: DefaultMaterial {
            diffuseColor: Theme.layerColours[model.colour]
            lighting: DefaultMaterial.NoLighting
            cullMode: DefaultMaterial.NoCulling
            opacity: 0.55
        }
    }
    // The reveal: a beam's cells pulse with its ray (one animation for the view).
    readonly property real flash: struck && Theme.beamLastTurn(model.lastTurn) ? space.flashBeam : 0
    materials: DefaultMaterial {
        diffuseColor: cell.highlight ? Theme.highlight
                     : cell.mark !== SpaceModel.Marking.Unmarked ? Theme.markColour(cell.mark)
                     : cell.best ? Theme.best
                     : cell.heated ? Qt.tint(Theme.unknownDot, Qt.rgba(Theme.heat.r, Theme.heat.g, Theme.heat.b, 0.3 + 0.7 * cell.heat))
                     : cell.hovered && !cell.big ? Theme.hover
                     : cell.knownEmpty ? "#8a9bb0"
                     : !cell.big ? Theme.unknownDot
                     : cell.cellState === SpaceModel.CellState.Ship || cell.cellState === SpaceModel.CellState.Revealed
                       ? Theme.shipShade(Theme.cellColour(cell.cellState, space.own), model.ship)
                     : Theme.cellColour(cell.cellState, space.own)
        emissiveFactor: cell.flash > 0 ? Qt.vector3d(0.8 * cell.flash, 0.8 * cell.flash, 0.5 * cell.flash)
                      : cell.highlight ? Qt.vector3d(0.55, 0.2, 0.55)
                      : cell.hovered ? Qt.vector3d(0.35, 0.35, 0.35)
                      : cell.best ? Qt.vector3d(0.0, 0.35, 0.4)
                      : cell.heated ? Qt.vector3d(0.5 * cell.glow, 0.4 * cell.glow, 0.2 * cell.glow)
                      : model.mark === SpaceModel.Marking.Editing ? Qt.vector3d(0.3, 0.3, 0.3)
                      : cell.struck ? Qt.vector3d(0.15, 0.15, 0.15)
                      : Qt.vector3d(0, 0, 0)
        opacity: cell.ghosted ? 0.08 : cell.big || cell.hovered || cell.struck || cell.highlight || cell.best ? 1.0
               : cell.heated ? 0.35 + 0.6 * cell.glow : Theme.unknownDotOpacity
    }
}
