// The five layers [1.2] drawn as frames in their own colours, so that depth reads at a
// glance: each layer is a board at its height (its edges and the lines between its cells),
// and the layer pointed at (or shown alone) is a lit, faintly filled slice — the cell under
// the pointer sits in it.
import QtQuick
import QtQuick3D
import Spaceships

Node {
    id: frames
    // The 3-D view (SpaceView3D): its pitch, spread, perspective and the layer shown alone.
    required property Item space
    // The layer the pointer is in (0 R … 4 B), or -1.
    readonly property int pointedLayer: space.perspective.hoverSide === space.model.side && space.perspective.hoverCell >= 0
                                        && !space.revealing ? Math.floor(space.perspective.hoverCell / 25) : -1
    readonly property int litLayer: pointedLayer >= 0 ? pointedLayer : space.focusLayer
    readonly property real half: 2.5 * space.pitch
    // The slice: one faint plate through the lit layer's cells.
    Model {
        objectName: frames.space.side + "LayerSlice"
        source: "#Rectangle"
        eulerRotation.x: -90
        visible: frames.litLayer >= 0
        y: (2 - Math.max(0, frames.litLayer)) * frames.space.layerPitch
        scale: Qt.vector3d(2 * frames.half / 100, 2 * frames.half / 100, 1)
        materials: DefaultMaterial {
            diffuseColor: Theme.layerColours[Math.max(0, frames.litLayer)]
            lighting: DefaultMaterial.NoLighting
            cullMode: DefaultMaterial.NoCulling
            opacity: 0.1
        }
    }
    Repeater3D {
        model: 5
        delegate: Node {
            id: layer
            required property int index
            readonly property bool lit: frames.litLayer === index
            readonly property bool ghosted: frames.space.focusLayer >= 0 && frames.space.focusLayer !== index
            objectName: frames.space.side + "LayerFrame" + Theme.colours[index]
            y: (2 - index) * frames.space.layerPitch
            visible: !ghosted
            // The layer drawn as a board: six lines each way, the outer two its edges and the
            // four between its cells, so that a cell is aimed at in the cube as on a board
            // (playtests 35 to 37 aimed in the layers: "which cell of the layer is this?").
            // Thin boxes with the edges' material, not a textured plate: a texture costs the
            // renderer a shader of its own (some 8 MB measured, docs/benchmarks.md).
            Repeater3D {
                model: 12
                delegate: Model {
                    objectName: index === 8 ? frames.space.side + "LayerGrid" + Theme.colours[layer.index] : ""
                    required property int index
                    readonly property bool alongX: index < 6
                    readonly property bool edge: index % 6 === 0 || index % 6 === 5
                    readonly property real at: (index % 6 - 2.5) * frames.space.pitch
                    source: "#Cube"
                    pickable: false
                    x: alongX ? 0 : at
                    z: alongX ? at : 0
                    readonly property real thick: edge ? (layer.lit ? 0.035 : 0.022) : (layer.lit ? 0.018 : 0.01)
                    scale: alongX ? Qt.vector3d(2 * frames.half / 100 + thick, thick, thick)
                                  : Qt.vector3d(thick, thick, 2 * frames.half / 100 + thick)
                    materials: DefaultMaterial {
                        diffuseColor: Theme.layerColours[layer.index]
                        lighting: DefaultMaterial.NoLighting
                        opacity: edge ? (layer.lit ? 0.95 : 0.4) : (layer.lit ? 0.75 : 0.25)
                    }
                }
            }
        }
    }
}
