// The mouse wheel scrolls a Flickable by a few lines a notch, at most a quarter of its height
// (Qt's three lines a notch are a whole page of a small box: playtest 19 lost its place in
// the turn panel's messages and in Help). A touchpad's pixel steps are followed as they come.
import QtQuick

WheelHandler {
    id: steps
    required property Flickable flickable
    target: null
    orientation: Qt.Vertical
    onWheel: (event) => {
        const f = steps.flickable
        const step = Math.min(51, Math.max(17, f.height / 4))
        const dy = event.pixelDelta.y !== 0 ? event.pixelDelta.y : event.angleDelta.y / 120 * step
        const top = f.originY - f.topMargin
        const bottom = Math.max(top, f.originY + f.contentHeight + f.bottomMargin - f.height)
        f.contentY = Math.max(top, Math.min(bottom, f.contentY - dy))
        event.accepted = true
    }
}
