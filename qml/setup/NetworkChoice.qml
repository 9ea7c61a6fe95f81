// The setup screen's game with a friend over the network: how the connection stands,
// network games stopped in the middle (go on, or forget), and leaving.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

ColumnLayout {
    id: root
    required property NetworkPlay network
    required property Lobby lobby
    // What the last request did, shown once the players are connected (seated).
    property string notice
    property bool networkSeated: false
    signal leaveRequested()
    objectName: "networkPanel"
    Label {
        objectName: "networkSetupStatus"
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: root.network.status === NetworkPlay.Failed ? Theme.target : Theme.text
        text: root.notice !== "" && root.networkSeated ? root.notice
              : root.network.status === NetworkPlay.Idle
                ? qsTr("Lay out your fleet, then host a game or join your friend's.")
                : root.network.statusText
    }
    // Network games this program stopped in the middle of: go on, or forget.
    Repeater {
        model: root.network.status === NetworkPlay.Idle || root.network.status === NetworkPlay.Failed
               ? root.network.unfinished : []
        delegate: ColumnLayout {
            required property var modelData
            required property int index
            Layout.fillWidth: true
            spacing: 2
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: Theme.text
                text: qsTr("Unfinished: %1").arg(modelData.summary)
            }
            RowLayout {
                Button {
                    objectName: "resumeNetworkGame" + index
                    text: qsTr("Go on")
                    highlighted: true
                    onClicked: root.lobby.resumeNetworkGame(modelData.path)
                    ToolTip.visible: hovered; ToolTip.delay: 500
                    ToolTip.text: qsTr("Continue where the game stopped; it waits until %1 is connected again").arg(modelData.opponent)
                }
                Button {
                    text: qsTr("Forget")
                    onClicked: { forgetDialog.path = modelData.path; forgetDialog.open() }
                }
            }
        }
    }
    // Forgetting cannot be undone: asked first (tenth playtest: one click lost a game).
    Dialog {
        id: forgetDialog
        objectName: "forgetNetworkGame"
        property string path
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Theme.px(400) // (its own implicit width looped through its title and buttons: a warning at each launch)
        modal: true
        title: qsTr("Forget this network game?")
        Label {
            width: parent.width
            wrapMode: Text.Wrap
            color: Theme.text
            text: qsTr("It cannot be gone on with afterwards, and the other player waits in vain.")
        }
        footer: DialogButtonBox {
            Button { objectName: "forgetConfirm"; text: qsTr("Forget it"); DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
            Button { text: qsTr("Keep it"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
        }
        onAccepted: root.network.forget(path)
    }
    Button {
        objectName: "leaveNetworkGame"
        Layout.fillWidth: true
        visible: root.network.status !== NetworkPlay.Idle && root.network.status !== NetworkPlay.Failed
        text: root.networkSeated ? qsTr("Leave this game") : qsTr("Stop")
        onClicked: root.leaveRequested()
    }
}
