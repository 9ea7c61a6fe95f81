// Playing a friend on another computer: host a game (and read out the address and port to
// give), or join one by its address or from the games announced on the local network.
// Closes once the two are connected; the fleets are then laid out on the setup screen.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    objectName: "networkDialog"
    required property NetworkPlay network
    required property Lobby lobby
    required property GameOptions options
    required property SetupController setup
    readonly property bool busy: network.status === NetworkPlay.Listening || network.status === NetworkPlay.Connecting
    property alias page: tabs.currentIndex
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(600, Overlay.overlay ? Overlay.overlay.width - 40 : 600)
    title: qsTr("Play a friend over the network")
    standardButtons: Dialog.Close
    // In the game's language, and again when it changes (Qt's own word stayed English).
    Binding { target: root.standardButton(Dialog.Close); property: "text"; value: qsTr("Close") }
    // Announcements are listened for only while the join page shows.
    onOpened: network.browse(tabs.currentIndex === 1)
    onClosed: network.browse(false)

    ColumnLayout {
        anchors.fill: parent
        spacing: 8
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.dimText
            text: qsTr("Both of you run Spaceships: one hosts, the other joins. No server sees your fleets: each side referees the strikes on its own space, and at the end both reveal everything and every report is checked [1.4].")
        }
        RowLayout {
            Layout.fillWidth: true
            Label { text: qsTr("Your name"); color: Theme.text }
            TextField {
                objectName: "networkName"
                Layout.fillWidth: true
                enabled: !root.busy
                placeholderTextColor: Theme.placeholder
                placeholderText: qsTr("How your friend sees you")
                text: root.options.nameA
                onTextEdited: root.options.nameA = text
            }
        }
        TabBar {
            id: tabs
            Layout.fillWidth: true
            enabled: !root.busy
            TabButton { objectName: "hostTab"; text: qsTr("Host a game") }
            TabButton { objectName: "joinTab"; text: qsTr("Join a game") }
            onCurrentIndexChanged: root.network.browse(root.opened && currentIndex === 1)
        }
        StackLayout {
            Layout.fillWidth: true
            currentIndex: tabs.currentIndex
            // Host: the port, announcing, and once hosting the address to give.
            ColumnLayout {
                spacing: 6
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: qsTr("You play A, under the fleet rule chosen on the setup screen (%1); your friend plays it too [3.7].")
                          .arg(root.setup.costFleet ? qsTr("cost 24") : qsTr("standard fleet"))
                }
                RowLayout {
                    enabled: !root.busy
                    Label { text: qsTr("Port"); color: Theme.text }
                    SpinBox {
                        objectName: "hostPort"
                        Accessible.name: qsTr("Port")
                        from: 1024; to: 65535
                        editable: true
                        value: root.network.hostPort > 0 ? root.network.hostPort : 47474
                        textFromValue: (v) => String(v) // no thousands separator in a port
                        valueFromText: (t) => parseInt(t)
                        onValueModified: root.network.hostPort = value
                    }
                }
                CheckBox {
                    objectName: "announce"
                    enabled: !root.busy
                    checked: root.network.announce
                    onToggled: root.network.announce = checked
                    text: qsTr("Announce the game on the local network (to %1)").arg(root.network.announceAddress)
                }
                Button {
                    objectName: "hostButton"
                    visible: !root.busy
                    highlighted: true
                    text: qsTr("Host the game")
                    onClicked: root.lobby.hostGame()
                }
                // Hosting: what to tell the friend, to copy.
                ColumnLayout {
                    visible: root.network.status === NetworkPlay.Listening
                    Layout.fillWidth: true
                    Label { text: qsTr("Give your friend this address and port:"); color: Theme.text; font.bold: true }
                    Repeater {
                        model: root.network.addresses
                        TextField {
                            required property string modelData
                            Layout.fillWidth: true
                            readOnly: true
                            selectByMouse: true
                            font.pixelSize: 18
                            font.family: "DejaVu Sans Mono"
                            text: (modelData.indexOf(":") >= 0 ? "[" + modelData + "]" : modelData) + ":" + root.network.port
                        }
                    }
                    RowLayout {
                        BusyIndicator { running: visible; Layout.preferredWidth: 28; Layout.preferredHeight: 28 }
                        Label { text: qsTr("Waiting for someone to join…"); color: Theme.dimText }
                        Item { Layout.fillWidth: true }
                        Button { objectName: "stopHosting"; text: qsTr("Stop hosting"); onClicked: root.network.cancel() }
                    }
                }
            }
            // Join: an address typed, or a game heard on the local network.
            ColumnLayout {
                spacing: 6
                Label { text: qsTr("The host's address and port"); color: Theme.text }
                RowLayout {
                    Layout.fillWidth: true
                    enabled: !root.busy
                    TextField {
                        id: address
                        objectName: "joinAddress"
                        Layout.fillWidth: true
                        placeholderTextColor: Theme.placeholder
                        placeholderText: "192.168.1.20:47474"
                        text: root.network.lastAddress
                        onAccepted: root.lobby.joinGame(text)
                    }
                    Button {
                        objectName: "joinButton"
                        highlighted: true
                        text: qsTr("Join")
                        enabled: address.text.trim() !== ""
                        onClicked: root.lobby.joinGame(address.text)
                    }
                }
                RowLayout {
                    visible: root.network.status === NetworkPlay.Connecting
                    BusyIndicator { running: visible; Layout.preferredWidth: 28; Layout.preferredHeight: 28 }
                    Label { text: root.network.statusText; color: Theme.dimText; Layout.fillWidth: true; elide: Text.ElideRight }
                    Button { objectName: "cancelJoin"; text: qsTr("Cancel"); onClicked: root.network.cancel() }
                }
                                Label { text: qsTr("Games announced on the local network"); color: Theme.text }
                ListView {
                    id: games
                    objectName: "announcedGames"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 110
                    clip: true
                    enabled: !root.busy
                    model: root.network.games
                    delegate: ItemDelegate {
                        required property var modelData
                        width: games.width
                        text: qsTr("%1 — %2, port %3").arg(modelData.name).arg(modelData.address).arg(modelData.port)
                        onClicked: {
                            address.text = modelData.address + ":" + modelData.port
                            root.lobby.joinGame(address.text)
                        }
                    }
                    Label {
                        anchors.fill: parent
                        visible: games.count === 0
                        wrapMode: Text.Wrap
                        color: Theme.dimText
                        text: root.network.browseError !== "" ? root.network.browseError
                              : qsTr("None heard yet. A game hosted on this network with “Announce” on shows here within a few seconds; or type its address above.")
                    }
                }
            }
        }
        // What is happening, or what went wrong.
        Label {
            objectName: "networkStatus"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            visible: text !== "" && root.network.status !== NetworkPlay.Listening && root.network.status !== NetworkPlay.Connecting
            color: root.network.status === NetworkPlay.Failed ? Theme.invalid : Theme.text
            text: root.network.statusText
        }
    }
    // Connected: the setup screen takes over.
    Connections {
        target: root.network
        function onSetupNeeded() { root.close() }
    }
}
