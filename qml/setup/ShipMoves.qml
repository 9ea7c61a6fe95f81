// The setup screen's moves of the selected ship: a step along each axis, turn, mirror,
// undo and redo; and the whole fleet at random, or cleared.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

ColumnLayout {
    id: root
    // A button's tooltip over the panel, wrapped to its width (playtest 51 found one across the layers).
    component PanelTip: ToolTip { visible: parent.hovered; delay: 500; x: -parent.x; y: -height - 4; width: Math.min(implicitWidth, root.width) }
    required property SetupController setup
    spacing: 6
    Label { text: qsTr("Move the selected ship"); color: Theme.dimText }
    RowLayout { // narrows with the panel (1024×768)
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            model: [[qsTr("colour"), 0], [qsTr("letter"), 1], [qsTr("number"), 2]]
            ColumnLayout {
                required property var modelData
                Layout.fillWidth: true
                spacing: 0
                Label { text: modelData[0]; color: Theme.dimText; Layout.alignment: Qt.AlignHCenter }
                RowLayout {
                    spacing: 0
                    Button {
                        text: "−"; implicitWidth: 30; Layout.fillWidth: true
                        Accessible.name: ToolTip.text
                        onClicked: root.setup.moveCurrent(modelData[1], -1)
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Move the selected ship one %1 back").arg(modelData[0])
                    }
                    Button {
                        text: "+"; implicitWidth: 30; Layout.fillWidth: true
                        Accessible.name: ToolTip.text
                        onClicked: root.setup.moveCurrent(modelData[1], 1)
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("Move the selected ship one %1 on").arg(modelData[0])
                    }
                }
            }
        }
    }
    RowLayout { // one row at any width: the two words share what the arrows leave
        Layout.fillWidth: true
        spacing: 4
        Button {
            objectName: "rotateShip"
            Layout.fillWidth: true
            Layout.minimumWidth: 0
            leftPadding: 4; rightPadding: 4 // (the German "Spiegeln" was cut at 1024x768)
            text: qsTr("⟳ Turn")
            contentItem: Label { // smaller rather than cut (German at 1024x768)
                text: parent.text; color: Theme.text; horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
                font.pixelSize: Theme.px(13); fontSizeMode: Text.HorizontalFit; minimumPixelSize: 9; elide: Text.ElideRight
            }
            onClicked: root.setup.rotateCurrent(1)
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("Turn the selected ship to its next orientation (R; Shift+R back)")
        }
        Button {
            objectName: "mirrorShip"
            Layout.fillWidth: true
            Layout.minimumWidth: 0
            leftPadding: 4; rightPadding: 4 // (the German "Spiegeln" was cut at 1024x768)
            text: qsTr("⇋ Mirror")
            contentItem: Label { // smaller rather than cut (German at 1024x768)
                text: parent.text; color: Theme.text; horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
                font.pixelSize: Theme.px(13); fontSizeMode: Text.HorizontalFit; minimumPixelSize: 9; elide: Text.ElideRight
            }
            onClicked: root.setup.mirrorCurrent(1)
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("Mirror the selected ship left to right (M)")
        }
        Button {
            objectName: "undoSetup"
            text: "↶"
            Accessible.name: ToolTip.text
            implicitWidth: 30
            enabled: root.setup.canUndo
            onClicked: root.setup.undo()
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("Undo (Ctrl+Z)")
        }
        Button {
            objectName: "redoSetup"
            text: "↷"
            Accessible.name: ToolTip.text
            implicitWidth: 30
            enabled: root.setup.canRedo
            onClicked: root.setup.redo()
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("Redo (Ctrl+Shift+Z)")
        }
    }
    Flow {
        id: layoutButtons
        objectName: "layoutButtons"
        Layout.fillWidth: true
        spacing: 4
        // As wide with the short words (a finished fleet) as with the long ones, so that the row
        // wraps the same and no button moves (playtest 54: those above jumped 30 px as the fleet
        // turned legal, and two clicks missed; playtest 55: Clear came under the pointer after
        // Hide the rest well): the room the long words take.
        TextMetrics { id: longRandom; font: clearButton.font; text: qsTr("Random for the rest") }
        TextMetrics { id: longHidden; font: clearButton.font; text: qsTr("Hide the rest well") }
        function buttonWidth(metrics) {
            return Math.max(clearButton.implicitBackgroundWidth + clearButton.leftInset + clearButton.rightInset,
                            metrics.advanceWidth + clearButton.leftPadding + clearButton.rightPadding)
        }
        Button {
            objectName: "randomLayout"
            width: layoutButtons.buttonWidth(longRandom)
            text: root.setup.randomKeeps > 0 ? qsTr("Random for the rest") : qsTr("Random layout")
            onClicked: root.setup.randomLayout()
            PanelTip {
                text: root.setup.randomKeeps > 0 ? qsTr("Lay out the unfinished ships at random; the ones you finished stay where they are")
                                                 : qsTr("Lay out the whole fleet at random") }
        }
        Button {
            objectName: "hiddenLayout"
            width: layoutButtons.buttonWidth(longHidden)
            text: root.setup.randomKeeps > 0 ? qsTr("Hide the rest well") : qsTr("Hide well") // (as Random says which it does: playtest 31)
            onClicked: root.setup.hiddenLayout()
            PanelTip {
                text: root.setup.randomKeeps > 0 ? qsTr("Lay out the unfinished ships off the cells shooters try first, as the Admiral hides its own; the ones you finished stay where they are")
                                                 : qsTr("Lay out the whole fleet off the cells shooters try first, as the Admiral hides its own: harder to find than most random layouts") }
        }
        Button {
            id: clearButton
            objectName: "clearSetup"
            text: qsTr("Clear")
            onClicked: root.setup.clear()
            PanelTip {
                text: qsTr("Take every ship off the space (Ctrl+Z brings them back)") }
        }
    }
}
