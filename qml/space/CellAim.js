// Aiming in the 3-D view: the cell under a point of the view (record order), or -1.
// `space` is the SpaceView3D (its view, cell positions, pitches, lit and lone layers).
.pragma library

// First the cell whose centre is nearest on screen (within ¾ of a cell; unknown cells are
// faint dots but aim like whole cells), the front one of two as near. The lit layer's cells
// count nearer (×0.6), so the pointer slides along one layer instead of flickering between
// overlapping ones (eighth playtest: "fiddly"), yet a cell of another layer pointed at
// squarely is taken (ninth playtest: a beam's end went to the lit layer instead).
function cellAt(space, x, y) {
    const marked = markAt(space, x, y)
    if (marked >= 0)
        return marked
    const view = space.view
    const a = view.mapFrom3DScene(space.cellAt3D(0)), b = view.mapFrom3DScene(space.cellAt3D(1)),
          c = view.mapFrom3DScene(space.cellAt3D(5))
    const size = Math.max(Math.hypot(a.x - b.x, a.y - b.y), Math.hypot(a.x - c.x, a.y - c.y))
    let found = -1, best = Infinity, depth = Infinity, nearest = -1, nearestAt = 1.5 * size
    for (let i = 0; i < 125; ++i) {
        if (space.focusLayer >= 0 && Math.floor(i / 25) !== space.focusLayer)
            continue
        const p = view.mapFrom3DScene(space.cellAt3D(i))
        let d = Math.hypot(p.x - x, p.y - y)
        if (d < nearestAt) {
            nearest = i
            nearestAt = d
        }
        if (d > 0.75 * size)
            continue
        if (Math.floor(i / 25) === space.aimedLayer)
            d *= 0.6
        if (d < best - 0.1 * size || (d <= best + 0.1 * size && p.z < depth)) {
            found = i
            best = Math.min(best, d)
            depth = p.z
        }
    }
    if (found >= 0)
        return found
    // Else the square of a layer the ray meets; else, still close to the cube (seen edge-on,
    // the ray meets no square: playtest 18 clicked between the dots and lit nothing), the
    // cell nearest on screen within 1½ cells.
    const onLayer = cellOnLayer(space, x, y)
    return onLayer >= 0 ? onLayer : nearest
}

// First a mark standing over its cell, where the pointer is over its drawn box: a hint's cyan
// cube, a strike's or a scan's mark (playtest 40 clicked the top of the hint's cube at Oy2,
// and the cell behind it, whose centre was nearer, was struck). The front one of several.
function markAt(space, x, y) {
    const view = space.view
    let found = -1, depth = Infinity
    for (let i = 0; i < 125; ++i) {
        const cell = space.cellModels.objectAt(i)
        if (!cell || !cell.visible || cell.ghosted || (!cell.best && cell.mark === 0)) // (0: SpaceModel.Marking.Unmarked)
            continue
        const h = 50 * Math.max(cell.scale.x, cell.scale.y, cell.scale.z), c = cell.position
        let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity
        for (let k = 0; k < 8; ++k) { // the box's corners on the screen
            const q = view.mapFrom3DScene(c.plus(Qt.vector3d(k & 1 ? h : -h, k & 2 ? h : -h, k & 4 ? h : -h)))
            x0 = Math.min(x0, q.x); x1 = Math.max(x1, q.x); y0 = Math.min(y0, q.y); y1 = Math.max(y1, q.y)
        }
        const p = view.mapFrom3DScene(c)
        if (x >= x0 && x <= x1 && y >= y0 && y <= y1 && p.z < depth) {
            found = i
            depth = p.z
        }
    }
    return found
}

// Between the cells, where the layers are spread apart: the cell of a layer's square the
// pointer's ray meets, on the lit layer (or the one shown alone) if it meets it there, else
// on the nearest layer it meets (fourteenth playtest: with every layer shown, pointing
// between the planes lit nothing).
function cellOnLayer(space, x, y) {
    const view = space.view
    // (z: the distance from the camera's near plane, so two points on the pointer's ray)
    const a = view.mapTo3DScene(Qt.vector3d(x, y, 0)), b = view.mapTo3DScene(Qt.vector3d(x, y, 1000))
    const ray = b.minus(a)
    if (Math.abs(ray.y) < 1e-6)
        return -1
    const on = (colour) => {
        const t = ((2 - colour) * space.layerPitch - a.y) / ray.y
        const letter = Math.round((a.x + t * ray.x) / space.pitch + 2), number = Math.round((a.z + t * ray.z) / space.pitch + 2)
        return t < 0 || letter < 0 || letter > 4 || number < 0 || number > 4 ? null : {t: t, cell: colour * 25 + letter * 5 + number}
    }
    const lit = space.focusLayer >= 0 ? space.focusLayer : space.aimedLayer
    if (lit >= 0) {
        const hit = on(lit)
        if (hit || space.focusLayer >= 0)
            return hit ? hit.cell : -1
    }
    let found = null
    for (let colour = 0; colour < 5; ++colour) {
        const hit = on(colour)
        if (hit && (!found || hit.t < found.t))
            found = hit
    }
    return found ? found.cell : -1
}
