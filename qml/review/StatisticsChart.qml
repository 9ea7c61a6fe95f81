// A small chart of two players' figures over a game, drawn on a Canvas: grouped bars (the
// cells each hit per turn) or lines (materiel over the game). The first series is the
// shown player's (sky blue), the second the other's (orange), as in the spaces' colours.
import QtQuick
import Spaceships
import Spaceships.Core

Canvas {
    id: root
    // Two arrays of numbers, one per player.
    property var series: [[], []]
    property bool bars: true
    // The value index 0 stands for: 1 for "turn 1" (bars), 0 for "before turn 1" (lines).
    property int firstLabel: bars ? 1 : 0
    readonly property var colours: [Theme.ownShip, Theme.knownShip]
    implicitHeight: 170
    onSeriesChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const ctx = getContext("2d")
        ctx.reset()
        const n = Math.max(series[0].length, series[1].length)
        if (n === 0 || width < 40 || height < 40)
            return
        let top = 1
        for (const s of series)
            for (const v of s)
                top = Math.max(top, v)
        const left = 30, bottom = height - 18, right = width - 14, up = 8 // room for the last label
        const plotW = right - left, plotH = bottom - up
        const x = (i) => left + (bars ? (i + 0.5) : i) * plotW / (bars ? n : Math.max(1, n - 1))
        const y = (v) => bottom - v / top * plotH
        // Axes, a few grid lines and their values.
        ctx.font = "11px sans-serif"
        ctx.lineWidth = 1
        ctx.strokeStyle = Theme.gridLine
        ctx.fillStyle = Theme.dimText
        const step = Math.max(1, Math.ceil(top / 4))
        for (let v = 0; v <= top; v += step) {
            ctx.beginPath(); ctx.moveTo(left, y(v)); ctx.lineTo(right, y(v)); ctx.stroke()
            ctx.fillText(String(v), 4, y(v) + 4)
        }
        const every = Math.max(1, Math.ceil(n / 12))
        for (let i = 0; i < n; i += every)
            ctx.fillText(String(i + firstLabel), x(i) - 4, height - 4)
        for (let s = 0; s < 2; ++s) {
            const data = series[s]
            ctx.fillStyle = colours[s]
            ctx.strokeStyle = colours[s]
            if (bars) {
                const w = Math.max(2, plotW / n / 2.6)
                for (let i = 0; i < data.length; ++i)
                    if (data[i] > 0)
                        ctx.fillRect(x(i) + (s === 0 ? -w : 0), y(data[i]), w - 1, bottom - y(data[i]))
            } else {
                ctx.lineWidth = 2.5
                ctx.beginPath()
                for (let i = 0; i < data.length; ++i)
                    i === 0 ? ctx.moveTo(x(i), y(data[i])) : ctx.lineTo(x(i), y(data[i]))
                ctx.stroke()
                for (let i = 0; i < data.length; ++i) {
                    ctx.beginPath(); ctx.arc(x(i), y(data[i]), 3, 0, 2 * Math.PI); ctx.fill()
                }
            }
        }
    }
}
