// The keyboard's cell cursor, shared by the layers and the 3-D view: arrows move across a
// layer (← → letters v–z, ↑ ↓ numbers 1–5), Page Up / Page Down between layers (R–B).
// Returns the cell the key moves `index` to (record order), or -1 for another key.
.pragma library

function moved(index, key) {
    let c = Math.floor(index / 25), l = Math.floor(index / 5) % 5, n = index % 5
    switch (key) {
    case 0x01000012: l = Math.max(0, l - 1); break // Qt.Key_Left
    case 0x01000014: l = Math.min(4, l + 1); break // Qt.Key_Right
    case 0x01000013: n = Math.max(0, n - 1); break // Qt.Key_Up
    case 0x01000015: n = Math.min(4, n + 1); break // Qt.Key_Down
    case 0x01000016: c = Math.max(0, c - 1); break // Qt.Key_PageUp
    case 0x01000017: c = Math.min(4, c + 1); break // Qt.Key_PageDown
    default: return -1
    }
    return c * 25 + l * 5 + n
}
