// The rotatable 3-D view of one space [1.2]: 125 pickable cells over the C++ SpaceModel, layers
// R–B top to bottom as in the layers beside it. Drag or Ctrl+arrows rotate, arrows move the
// cell cursor, the wheel or +/− zoom, Shift+wheel changes layer, Home resets, the slider spreads
// the layers; 1–5 (or the layer buttons) show one layer alone, 0 all. Clicks go to cellClicked,
// hover to the perspective (shared with the 2-D view). Results play out here (TurnReveal).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick3D
import Spaceships
import Spaceships.Core
import "CellCursor.js" as CellCursor
import "CellAim.js" as CellAim

FocusScope {
    id: root
    required property SpaceModel model
    // The shown perspective: the pointed-at cell, shared with the 2-D view.
    required property Perspective perspective
    // A cell clicked, for the game to take (GameController.clickCell).
    signal cellClicked(int index)
    // Whose space the model is (SpaceModel.Own or .Opponent), as a word for object names.
    readonly property bool own: model.side === SpaceModel.Own
    readonly property string side: own ? "own" : "opponent"
    property alias spread: spreadSlider.value
    property bool animateResults: true
    property bool ending: false // the results played out end the game (the final blow)
    // The last turn's results as shots (Perspective.turnShots), played out by revealResults().
    property var turnShots: []
    // The reveal wants a space shown ("own", "opponent"), or a sound played.
    signal showSpaceAsked(string space)
    signal soundAsked(string name)
    readonly property bool revealing: turnReveal.running; readonly property bool pointed: pointer.containsMouse // (the pointer over the cube)
    // The cells of the shown space the reveal has not reached yet (drawn as they were).
    readonly property var veiled: turnReveal.veiled[side]
    readonly property var veils: turnReveal.veiled // both spaces', for the layers
    // A beam's ray flares (0 → 1 → 0), a destroyed ship sinks and crumples (collapse) (RevealMotion).
    readonly property real flashBeam: motion.flashBeam; readonly property real collapse: motion.collapse
    property alias motion: motion; readonly property alias sphere: coarseSphere // the round marks' one mesh (Cell3D, ShotEffects)
    property alias cellModels: cells // (the drawn cells, for aiming at their marks: CellAim.js)
    RevealMotion { id: motion; space: root; origin: origin }
    // A turn's results come in (GameController.turnPlayed): played out shot by shot.
    function revealResults() { if (visible) turnReveal.start(turnShots) }
    // Space: the results shown at once, the reveal skipped.
    function skipReveal() { turnReveal.stop() }
    // The end: one slow turn around the space, the other fleet revealed in it.
    function sweep() { motion.sweep() }
    readonly property real pitch: 60
    readonly property real layerPitch: pitch * (1 + 2 * spread)
    readonly property vector3d defaultRotation: Qt.vector3d(-19, 32, 0) // (lower: the layers overlap less; playtest 21 saw them drift over one another at -24)
    // The layer shown alone (0 R … 4 B), the others ghosted and not clickable; -1 all.
    property int focusLayer: -1
    // The camera's distance that fits the whole space in the view, whatever the spread and
    // the view's shape; the player's zoom is a factor of it.
    property real zoom: 1
    readonly property real fitDistance: {
        // The farthest of the cells' corners (from the pivot, which sits a little below the
        // centre) and the axis labels.
        // A layer shown alone is framed alone (ninth playtest: it stayed small, in its place).
        const alone = focusLayer >= 0
        const half = 2.5 * pitch, halfUp = (alone ? 0 : 2 * layerPitch) + 0.3 * pitch + 0.35 * pitch
        const corner = Math.sqrt(2 * half * half + halfUp * halfUp)
        const label = Math.sqrt(Math.pow(2.85 * pitch, 2) * 2 + Math.pow((alone ? 0 : 2 * layerPitch) + 30, 2))
        const radius = Math.max(corner, 0.9 * label) + 6
        const vertical = camera.fieldOfView * Math.PI / 180
        const aspect = view.width > 0 && view.height > 0 ? view.width / view.height : 1
        const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * aspect)
        // The cube fills most of the view, its labels just inside it (the sphere around it is
        // wider than the cube ever looks, hence 0.93; less so spread apart, a tall column).
        return (alone ? 1.12 : 0.9 + 0.07 * spread) * radius / Math.sin(Math.min(vertical, horizontal) / 2) // (a layer alone, flat: its corners and letter reach the sphere: a playtest saw them cut)
    }
    readonly property real defaultDistance: fitDistance
    property alias view: view
    property alias camera: camera
    property alias origin: origin

    objectName: side + "View3D"
    clip: true
    activeFocusOnTab: true

    // The turn that brings the y axis (a cylinder's) onto the direction d.
    function turnYTo(d) {
        const n = d.normalized()
        const angle = Math.acos(Math.max(-1, Math.min(1, n.y)))
        const axis = Qt.vector3d(n.z, 0, -n.x)
        if (axis.length() < 1e-6) // along y already, or against it
            return n.y > 0 ? Qt.quaternion(1, 0, 0, 0) : Qt.quaternion(0, 1, 0, 0)
        const a = axis.normalized().times(Math.sin(angle / 2))
        return Qt.quaternion(Math.cos(angle / 2), a.x, a.y, a.z)
    }
    // A cell's centre in the scene, by its index in record order.
    function cellAt3D(index) {
        return cellPosition(Math.floor(index / 25), Math.floor(index / 5) % 5, index % 5)
    }
    function cellPosition(colour, letter, number) {
        return Qt.vector3d((letter - 2) * pitch, (2 - colour) * layerPitch, (number - 2) * pitch)
    }
    function resetView() {
        tiltBeforeAlone = NaN
        origin.eulerRotation = defaultRotation
        zoom = 1
        spreadSlider.value = AppSettings.layerSpacing
        focusLayer = -1
    }
    // A layer shown alone is seen from higher up (at least 38° down), its cells apart; the
    // view's own tilt comes back with all the layers (playtest 21: flat and small alone).
    property real tiltBeforeAlone: NaN
    onFocusLayerChanged: {
        const tilt = origin.eulerRotation.x
        if (focusLayer >= 0 && isNaN(tiltBeforeAlone) && tilt > -38) {
            tiltBeforeAlone = tilt
            origin.eulerRotation = Qt.vector3d(-38, origin.eulerRotation.y, 0)
        } else if (focusLayer < 0 && !isNaN(tiltBeforeAlone)) {
            if (tilt === -38)
                origin.eulerRotation = Qt.vector3d(tiltBeforeAlone, origin.eulerRotation.y, 0)
            tiltBeforeAlone = NaN
        }
    }
    function rotateBy(dx, dy) {
        motion.sweepAnimation.stop() // the player turns it now
        origin.eulerRotation = Qt.vector3d(Math.max(-89, Math.min(89, origin.eulerRotation.x + dx)),
                                           origin.eulerRotation.y + dy, 0)
    }
    function zoomBy(factor) { zoom = Math.max(0.4, Math.min(2.5, zoom * factor)) }
    // The layer aimed in: the one shown alone, else the pointer's (lit).
    property int wheeled: -1 // the cell Shift+wheel pointed at, until the mouse moves
    readonly property int aimedLayer: focusLayer >= 0 ? focusLayer
        : perspective.hoverSide === model.side && perspective.hoverCell >= 0 ? Math.floor(perspective.hoverCell / 25) : -1
    // The cell under a point, or -1 (CellAim.js: the nearest centre, else the lit layer's square).
    function cellAt(x, y) { return CellAim.cellAt(root, x, y) }
    function gatherDots() { const all = []; for (let i = 0; i < cells.count; ++i) if (cells.objectAt(i)) all.push(cells.objectAt(i).dot); dots.instances = all }

    // The keyboard: arrows move the cell cursor across a layer, Page Up/Down between layers
    // (as in the layers), Enter clicks the cell, Ctrl+arrows turn the space, + − zoom, Home resets.
    Keys.onPressed: (event) => {
        const ctrl = event.modifiers & (Qt.ControlModifier | Qt.ShiftModifier)
        const pointed = root.perspective.hoverSide === root.model.side && root.perspective.hoverCell >= 0
        const last = root.perspective.cursorCell(root.model.side) // after the mouse has left, too
        const at = last >= 0 && (focusLayer < 0 || Math.floor(last / 25) === focusLayer) ? last
                 : (focusLayer >= 0 ? focusLayer * 25 + 12 : 62)
        const turns = {[Qt.Key_Left]: [0, -10], [Qt.Key_Right]: [0, 10], [Qt.Key_Up]: [-10, 0], [Qt.Key_Down]: [10, 0]}
        switch (event.key) {
        case Qt.Key_Left: case Qt.Key_Right: case Qt.Key_Up: case Qt.Key_Down: case Qt.Key_PageUp: case Qt.Key_PageDown:
            if (ctrl && turns[event.key])
                rotateBy(turns[event.key][0], turns[event.key][1])
            else
                root.perspective.hover(root.model.side, CellCursor.moved(at, event.key))
            break
        case Qt.Key_Space: break // (it skips the results, never clicks: playtest 53's, pressed just after they ended, struck a cell)
        case Qt.Key_Return: case Qt.Key_Enter:
            if (root.revealing)
                break // (not while the results play: playtest 30's Enter struck a cell for the next turn)
            if (pointed)
                root.cellClicked(at)
            else
                root.perspective.hover(root.model.side, at)
            break
        case Qt.Key_Plus: case Qt.Key_Equal: zoomBy(0.9); break
        case Qt.Key_Minus: zoomBy(1 / 0.9); break
        case Qt.Key_Home: resetView(); break
        default: return
        }
        event.accepted = true
    }

    // 1–5 show one layer alone, 0 all: wherever the keyboard is (but in a text field).
    Repeater {
        model: 6
        Item { required property int index; Shortcut { sequence: String(index); enabled: root.visible; onActivated: root.focusLayer = index - 1 } }
    }

    View3D {
        id: view
        // Above the controls, so that the cube and its labels are never under them.
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: controls.top; bottomMargin: 4 }
        camera: camera
        environment: SceneEnvironment {
            backgroundMode: SceneEnvironment.Color
            clearColor: Theme.background
            antialiasingMode: SceneEnvironment.NoAA
        }

        Node {
            id: origin
            // A little below the centre, so that the labels under the cube keep in view; at the layer shown alone.
            x: motion.focus.x; z: motion.focus.z // (toward a ship destroyed, for a moment)
            y: (root.focusLayer >= 0 ? (2 - root.focusLayer) * root.layerPitch : 0) - 0.35 * root.pitch + motion.focus.y
            eulerRotation: root.defaultRotation
            PerspectiveCamera {
                id: camera
                z: root.fitDistance * root.zoom * motion.closeness
                // Narrow, from farther away: the near cells not much larger than the far ones.
                fieldOfView: 30
                clipNear: 1
                clipFar: 5000
            }
        }
        DirectionalLight {
            eulerRotation: Qt.vector3d(-40, -35, 0)
            brightness: 1.0
        }
        DirectionalLight {
            eulerRotation: Qt.vector3d(30, 150, 0)
            brightness: 0.45
        }

        // The reveal: each beam the last turn fired into this space, drawn as a ray along its
        // line of three cells while the struck cells pulse [8.2].
        Repeater3D {
            model: root.model.lastBeams
            delegate: Model {
                id: ray
                required property var modelData
                readonly property vector3d from: root.cellAt3D(modelData.from)
                readonly property vector3d to: root.cellAt3D(modelData.to)
                readonly property real length: to.minus(from).length() + 0.8 * root.pitch
                objectName: root.side + "BeamRay"
                position: from.plus(to).times(0.5)
                rotation: root.turnYTo(to.minus(from))
                visible: root.flashBeam > 0.05
                source: "#Cylinder"
                scale: Qt.vector3d(0.16 + 0.12 * root.flashBeam, ray.length / 100, 0.16 + 0.12 * root.flashBeam)
                materials: DefaultMaterial {
                    diffuseColor: Theme.beam
                    emissiveFactor: Qt.vector3d(0.0, 0.45, 0.3) // glowing, still green
                    opacity: 0.35 + 0.65 * root.flashBeam
                }
            }
        }

        Repeater3D {
            id: cells
            model: root.model
            delegate: Cell3D { space: root }
            onObjectAdded: Qt.callLater(root.gatherDots)
            onObjectRemoved: Qt.callLater(root.gatherDots)
        }
        Model { // the plain unknown cells' faint dots, in one draw call (Cell3D.plainDot)
            objectName: root.side + "Dots"
            source: "#Cube"
            pickable: false
            instancing: InstanceList { id: dots }
            materials: DefaultMaterial { diffuseColor: Theme.unknownDot; opacity: Theme.unknownDotOpacity }
        }
        ShotEffects { id: effects; space: root }
        LayerFrames { space: root }
        CoarseSphere { id: coarseSphere }
    }

    AxisLabels { anchors.fill: view; space: root; clip: true } // (zoomed in, never over the controls below: playtest 20)

    // The player's marks, what the last turn did, setup problems and ships seen in
    // flashcube data, with the 2-D view's symbols (see the legend), drawn above each
    // cell's projected centre; those on the far side of the space are dimmed. (Flashcube
    // data of empty cells shows as their shape, a sphere, as misses do.)
    Repeater {
        model: root.model
        Text {
            required property int index
            required property var model
            readonly property string glyph: Theme.markGlyph(model.mark) + Theme.lastTurnGlyph(model.lastTurn)
            readonly property bool flashcube: model.flashcube === SpaceModel.Flashcube.FlashcubeShip && !root.revealing // (after the results)
            readonly property vector3d at: root.cellPosition(model.colour, model.letter, model.number)
            readonly property vector3d projected: {
                if (!visible)
                    return Qt.vector3d(0, 0, 0)
                origin.eulerRotation; origin.position; camera.z; view.width; view.height // re-project when these change
                return view.mapFrom3DScene(at)
            }
            readonly property bool near: visible && at.dotProduct(camera.scenePosition) >= 0
            objectName: root.side + "Badge" + model.name
            visible: (glyph !== "" || flashcube) && (root.focusLayer < 0 || model.colour === root.focusLayer)
            x: projected.x - width / 2 // (centred just above its cell, not beside it: playtest 37 read marks apart from their cells)
            y: projected.y - 0.95 * height
            opacity: near ? 1 : 0.4
            text: glyph + (flashcube ? "f" : "")
            color: Theme.target
            style: Text.Outline
            styleColor: Theme.background
            font.pixelSize: Math.min(Theme.px(13), Math.max(7, Math.round(view.height / 24))) // (smaller in a small view: playtest 23, F6 at 1024x768)
            font.bold: true
        }
    }

    TurnReveal {
        id: turnReveal; objectName: root.side + "TurnReveal"
        anchors.fill: view
        view3d: root
        effects: effects
        animate: root.animateResults
        ending: root.ending
        onShowSpace: (space) => root.showSpaceAsked(space)
        onSound: (name) => root.soundAsked(name)
    }

    Rectangle { // keyboard focus
        anchors.fill: parent
        color: "transparent"
        border.color: Theme.ownShip
        border.width: 1
        visible: root.activeFocus
    }

    // Dragging turns the space by the pixel whatever the frame rate (Qt's OrbitCameraController
    // turns by each frame's duration: under load 200 px turned it 90°, a playtest): a drag
    // across the view turns it half round, at most 0.3° a pixel (playtest 19: a small drag
    // turned it a lot). Zoom is the wheel's and +/−'s.
    DragHandler {
        id: orbit
        target: null
        property point last: Qt.point(0, 0)
        readonly property real perPixel: Math.min(0.3, 180 / Math.max(1, root.width, root.height))
        onActiveChanged: last = Qt.point(0, 0)
        onTranslationChanged: {
            root.rotateBy((translation.y - last.y) * perPixel, -(translation.x - last.x) * perPixel)
            last = Qt.point(translation.x, translation.y)
        }
    }

    MouseArea {
        id: pointer
        anchors.fill: parent
        acceptedButtons: Qt.NoButton
        hoverEnabled: true
        // The camera or the view moved under a still pointer (a turn, a zoom, the camera easing
        // after a reveal): the read-out and the lit cell follow (a playtest: it read Rw2 and the
        // click struck Rx3, the cell under the pointer by then).
        readonly property var aimedFrom: [origin.eulerRotation, origin.position, camera.z, view.width, view.height, root.spread, root.focusLayer]
        onAimedFromChanged: if (containsMouse && root.wheeled < 0) reaim.restart() // once the camera is still (each frame's re-aim cost the turning cube 3 frames/s)
        property int aimed: -1 // the cell the pointer last lit (the keys' cell cursor is left alone)
        Timer { id: reaim; interval: 120; onTriggered: if (pointer.containsMouse && root.wheeled < 0 && root.perspective.hoverCell === pointer.aimed) root.perspective.hover(root.model.side, pointer.aimed = root.cellAt(pointer.mouseX, pointer.mouseY)) }
        function aimAt(x, y) { root.wheeled = -1; root.perspective.hover(root.model.side, aimed = root.cellAt(x, y)) }
        onPositionChanged: (mouse) => aimAt(mouse.x, mouse.y)
        onEntered: aimAt(mouseX, mouseY) // (a jump in lights at once: playtest 38)
        onExited: root.perspective.hover(root.model.side, -1)
        // The wheel zooms; with Shift it takes the pointer a layer up or down, as Page Up/Down.
        onWheel: (wheel) => {
            const delta = wheel.angleDelta.y || wheel.angleDelta.x
            if (!(wheel.modifiers & Qt.ShiftModifier))
                root.zoomBy(delta > 0 ? 0.9 : 1 / 0.9)
            else if (root.focusLayer < 0 && root.aimedLayer >= 0 && delta !== 0) {
                root.wheeled = CellCursor.moved(root.perspective.hoverCell, delta > 0 ? Qt.Key_PageUp : Qt.Key_PageDown)
                root.perspective.hover(root.model.side, root.wheeled)
            }
        }
    }
    TapHandler {
        onTapped: (eventPoint) => {
            root.forceActiveFocus()
            // (the cell Shift+wheel took the pointer to, until the mouse moves: tenth playtest,
            // the read-out said By5 and the click struck Bw2)
            const i = root.wheeled >= 0 ? root.wheeled : root.cellAt(eventPoint.position.x, eventPoint.position.y)
            if (i >= 0)
                root.cellClicked(i)
        }
    }

    // Controls below the view: zoom, reset, layer spread (what lies over the view keeps clear of them).
    readonly property real controlsHeight: controls.height + 2 * 6
    RowLayout {
        id: controls
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 6 }
        spacing: 6
        Label { text: qsTr("Spread"); color: Theme.text }
        Slider {
            id: spreadSlider
            objectName: "spreadSlider"
            Accessible.name: qsTr("Spread the layers apart")
            from: 0; to: 1; value: AppSettings.layerSpacing
            onMoved: AppSettings.layerSpacing = value // kept for the next game (ninth playtest)
            Layout.preferredWidth: root.width < 560 ? 50 : root.width < 700 ? 80 : 140
        }
        Label { text: qsTr("Layer"); color: Theme.text; Layout.leftMargin: root.width < 560 ? 2 : 8 }
        Row {
            spacing: 2
            Repeater {
                model: 6 // all, then R O Y G B
                Button {
                    required property int index
                    readonly property int colour: index - 1
                    objectName: root.side + "FocusLayer" + (colour < 0 ? "All" : Theme.colours[colour])
                    implicitWidth: Math.max((colour < 0 ? 38 : 28) - (root.width < 560 ? 6 : 0), implicitContentWidth + 10) // ("Alle" whole)
                    text: colour < 0 ? qsTr("All") : Theme.colours[colour]
                    Accessible.name: ToolTip.text
                    highlighted: root.focusLayer === colour // (a checkable button lost this binding when clicked)
                    onClicked: root.focusLayer = colour
                    palette.buttonText: colour < 0 ? Theme.text : Theme.layerColours[colour]
                    font.bold: highlighted
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: colour < 0 ? qsTr("Show every layer (0)")
                                            : qsTr("Show the %1 layer alone, to reach its inner cells (%2)").arg(Theme.layerNames[colour]).arg(index)
                }
            }
        }
        Item { Layout.fillWidth: true }
        Button { text: "−"; Accessible.name: ToolTip.text; implicitWidth: root.width < 560 ? 26 : 32; onClicked: root.zoomBy(1 / 0.9); ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.text: qsTr("Zoom out (−, the mouse wheel)") }
        Button { text: "+"; Accessible.name: ToolTip.text; implicitWidth: root.width < 560 ? 26 : 32; onClicked: root.zoomBy(0.9); ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.text: qsTr("Zoom in (+, the mouse wheel)") }
        Button { text: "⟲"; Accessible.name: ToolTip.text; implicitWidth: root.width < 560 ? 26 : 32; onClicked: root.resetView(); ToolTip.visible: hovered; ToolTip.delay: 500; ToolTip.text: qsTr("Reset the view: turn, zoom and layers (Ctrl+0)") }
    }
}
