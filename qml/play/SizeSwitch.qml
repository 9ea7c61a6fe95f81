// Over the 3-D view's corner: which of the cube and the layers is large, switched with a
// click as with F5 and F6 (playtest 45 aimed in the small layers at 1920x1080 and found F6
// only by chance; playtest 43 asked for the layers large).
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core

Button {
    objectName: "sizeSwitch"
    anchors { top: parent.top; right: parent.right; margins: 4 }
    z: 10
    flat: true
    focusPolicy: Qt.TabFocus // (a click leaves the keys with the game)
    font.pixelSize: Theme.px(11)
    text: AppSettings.view3dLarge ? qsTr("Layers large (F6)") : qsTr("Cube large (F5)")
    palette.buttonText: Theme.ownShip
    onClicked: AppSettings.view3dLarge = !AppSettings.view3dLarge
    ToolTip.visible: hovered; ToolTip.delay: 500
    ToolTip.text: AppSettings.view3dLarge ? qsTr("Make the layers large to aim in, the cube small (F6; View menu)")
                                          : qsTr("Make the cube large again, the layers beside it (F5; View menu)")
}
