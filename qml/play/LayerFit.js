// The game screen's layers: how large their cells come out in the space left beside the side
// panel, and how they are arranged. Returns {cellSize, twoRows, oneSpace}.
// - The 3-D view large: both spaces stacked in two columns beside it (34 px titles, 26.8
//   cells down, 12.7 across, in 38 % of the width left).
// - The layers large, below a smaller 3-D view in two thirds of the height: both spaces in a
//   row of five layers each, or in two rows each (R O Y over G B) where the Settings allow
//   it and the cells come out bigger so; and where neither reaches 28 px (a small window),
//   one space at a time in two rows, the space shown in the 3-D view (playtest 21: at
//   1024×768 the layers-large view was no larger than the other).
.pragma library

function fit(width, height, sideWidth, spacesHeight, view3dLarge, layersInRow) {
    if (view3dLarge) {
        const h = spacesHeight - 40, across = (width - sideWidth - 36) * 0.38
        return {cellSize: Math.max(12, Math.min(44, Math.floor(Math.min(h / 26.8, across / 12.7)))), twoRows: false, oneSpace: false}
    }
    const w = width - sideWidth - 26, h = height - 16 // the side panel, margins, spacing
    const cells = (across, down, share) => Math.min(44, Math.floor(Math.min(w / across, (h * share - 40) / down)))
    const row = cells(30.6, 12.4, 0.66), two = cells(18.2, 25.6, 0.66), one = cells(18.2, 13.2, 0.68)
    if (Math.max(row, two) < 28 && one >= Math.max(row, two) + 4)
        return {cellSize: one, twoRows: true, oneSpace: true}
    const twoRows = !layersInRow && two > row
    return {cellSize: Math.max(twoRows ? 10 : 16, twoRows ? two : row), twoRows: twoRows, oneSpace: false}
}
