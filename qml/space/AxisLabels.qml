// The axis labels of the 3-D view in the rules' notation [11.4]: letters along x and
// numbers along z at the edges of the bottom layer (or the one shown alone) nearer the viewer, and each layer's
// colour beside the corner of its frame that is leftmost on the screen, so that the labels
// stay with their layers however the space is turned or spread. Drawn over the view at the
// projected points (2-D items inside the 3-D scene crash Qt 6.4 on exit).
import QtQuick
import Spaceships

Item {
    id: labels
    // The 3-D view (SpaceView3D): its View3D, camera, pitch and spread.
    required property Item space
    readonly property var view: space.view
    // Re-projected whenever the camera or the view changes.
    readonly property var watch: [space.origin.eulerRotation, space.origin.y, space.camera.z, view.width, view.height, space.layerPitch, space.focusLayer]
    function project(p) { labels.watch; return view.camera ? view.mapFrom3DScene(p) : Qt.vector3d(0, 0, 0) } // (none before the camera is set: a warning at each launch)
    // Which side of the space the camera is on, along x and z (+1 or −1).
    readonly property vector3d eye: { labels.watch; return space.camera.scenePosition }
    readonly property real sideX: eye.x >= 0 ? 1 : -1
    readonly property real sideZ: eye.z >= 0 ? 1 : -1
    // A cell's width on the screen, near the middle: the labels shrink with a small cube
    // (a playtest with the layers large saw the numbers pile up).
    readonly property real cellPx: {
        const p = space.pitch, a = project(Qt.vector3d(-p, 0, 0)), b = project(Qt.vector3d(p, 0, 0))
        const c = project(Qt.vector3d(0, 0, -p)), d = project(Qt.vector3d(0, 0, p))
        return Math.max(Math.hypot(a.x - b.x, a.y - b.y), Math.hypot(c.x - d.x, c.y - d.y)) / 2
    }

    // Under the bottom layer, or under the layer shown alone (sixth playtest: they stayed at
    // the foot of the cube, far from it).
    // In the plane of the layer shown alone, beside its edges (playtest 21: a little under it,
    // they seemed to float apart from it).
    readonly property real level: space.focusLayer >= 0 ? (2 - space.focusLayer) * space.layerPitch : -2 * space.layerPitch - 30
    // How far apart the letters and the numbers come on the screen: an axis seen end-on
    // keeps only its first and last label (playtest 20: v w x y z piled up in a column).
    function step(alongX) {
        const p = space.pitch, a = alongX ? Qt.vector3d(-p, level, 2.85 * p * sideZ) : Qt.vector3d(2.85 * p * sideX, level, -p)
        const b = alongX ? Qt.vector3d(p, level, 2.85 * p * sideZ) : Qt.vector3d(2.85 * p * sideX, level, p)
        const qa = project(a), qb = project(b)
        return Math.hypot(qa.x - qb.x, qa.y - qb.y) / 2
    }
    readonly property real letterStep: { labels.watch; return step(true) }
    readonly property real numberStep: { labels.watch; return step(false) }

    Repeater {
        id: axisLabels
        model: 10
        Text {
            required property int index
            readonly property bool letter: index < 5
            readonly property int k: index % 5
            readonly property real p: labels.space.pitch
            readonly property vector3d at: letter ? Qt.vector3d((k - 2) * p, labels.level, 2.85 * p * labels.sideZ)
                                                  : Qt.vector3d(2.85 * p * labels.sideX, labels.level, (k - 2) * p)
            readonly property point projected: { const q = labels.project(at); return Qt.point(q.x, q.y) }
            x: projected.x - width / 2
            y: projected.y - height / 2
            text: letter ? Theme.letters[k] : String(k + 1)
            objectName: labels.space.side + "AxisLabel" + text
            visible: k === 0 || k === 4 || (letter ? labels.letterStep : labels.numberStep) >= 1.1 * font.pixelSize
            color: Theme.text
            font.pixelSize: Math.round(Math.max(9, Math.min(16, labels.cellPx * 0.5)))
        }
    }
    Repeater {
        id: layerLabels
        model: 5
        Text {
            required property int index
            readonly property real h: 2.5 * labels.space.pitch
            readonly property real level: (2 - index) * labels.space.layerPitch
            // The frame's corner leftmost on the screen.
            readonly property point corner: {
                let best = Qt.point(Infinity, 0)
                for (const [cx, cz] of [[-1, -1], [-1, 1], [1, -1], [1, 1]]) {
                    const q = labels.project(Qt.vector3d(cx * h, level, cz * h))
                    if (q.x < best.x)
                        best = Qt.point(q.x, q.y)
                }
                return best
            }
            objectName: labels.space.side + "LayerLabel" + Theme.colours[index]
            visible: labels.space.focusLayer < 0 || labels.space.focusLayer === index
            // Left of its frame's corner, and left of any axis label there too (playtest 26 saw
            // "B" over a "4"; playtest 31 "G" over a "3" once turned, and the "5" gone under "Y").
            x: {
                let at = corner.x - width - 10
                for (let i = 0; i < axisLabels.count; ++i) {
                    const a = axisLabels.itemAt(i)
                    if (a && a.visible && a.y < corner.y + height / 2 + 2 && a.y + a.height > corner.y - height / 2 - 2
                            && a.x < at + width + 4 && a.x + a.width > at - 4)
                        at = a.x - width - 6
                }
                // and left of the layers' letters above it, where the layers are seen edge-on
                // or from straight above (playtest 39 saw them piled up)
                for (let j = 0; j < index; ++j) {
                    const l = layerLabels.itemAt(j)
                    if (l && l.visible && Math.abs(l.y - (corner.y - height / 2)) < height && l.x < at + width + 4 && l.x + l.width > at - 4)
                        at = l.x - width - 4
                }
                return Math.max(2, at)
            }
            y: corner.y - height / 2
            text: Theme.colours[index]
            color: Theme.layerColours[index]
            font.pixelSize: Math.round(Math.max(12, Math.min(20, labels.cellPx * 0.65)))
            font.bold: true
        }
    }
}
