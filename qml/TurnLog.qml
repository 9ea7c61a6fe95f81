// The turn log in conventional notation [11.5]: each turn's results, newest at the bottom.
import QtQuick
import QtQuick.Controls

ListView {
    id: root
    required property var controller
    objectName: "turnLog"
    clip: true
    spacing: 6
    model: controller.log
    onCountChanged: positionViewAtEnd()
    delegate: Label {
        required property string modelData
        width: ListView.view.width
        wrapMode: Text.Wrap
        text: modelData
        color: Theme.text
        font.family: "DejaVu Sans Mono"
        font.pixelSize: 11
    }
    ScrollBar.vertical: ScrollBar {}
}
