// Playing a friend on another computer: anywhere, by a game code through a message broker
// (issue 25); or on the local network, hosting a game (and reading out the address and port
// to give) or joining one by its address or from the games announced there.
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
    width: Math.min(Theme.px(600), Overlay.overlay ? Overlay.overlay.width - 40 : 600)
    title: qsTr("Play a friend")
    standardButtons: Dialog.Close
    // In the game's language, and again when it changes (Qt's own word stayed English).
    Binding { target: root.standardButton(Dialog.Close); property: "text"; value: qsTr("Close") }
    // Announcements are listened for only while the join page shows.
    onOpened: network.browse(tabs.currentIndex === 2)
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
        // The clock of the games this player hosts (issue 25): the joiner plays by it too.
        ClockChoice {
            Layout.fillWidth: true
            visible: tabs.currentIndex !== 2 // (who joins plays by the host's clock)
            enabled: !root.busy
            value: root.network.clock
            onChosen: seconds => root.network.clock = seconds
        }
        TabBar {
            id: tabs
            Layout.fillWidth: true
            enabled: !root.busy
            TabButton { objectName: "onlineTab"; text: qsTr("Anywhere, by code") }
            TabButton { objectName: "hostTab"; text: qsTr("Host on this network") }
            TabButton { objectName: "joinTab"; text: qsTr("Join on this network") }
            onCurrentIndexChanged: {
                root.network.browse(root.opened && currentIndex === 2)
                if (root.network.status === NetworkPlay.Failed)
                    root.network.cancel() // (another page: the last one's error goes)
            }
        }
        StackLayout {
            Layout.fillWidth: true
            currentIndex: tabs.currentIndex
            // Anywhere, by code (issue 25): through a message broker, no port to open.
            ColumnLayout {
                spacing: 6
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: qsTr("One of you hosts and sends the other the game's code by any chat; the other types it. The game goes through a message broker, which reads nothing of it: every message is sealed with a key made from the code.")
                }
                RowLayout {
                    Layout.fillWidth: true
                    enabled: !root.busy
                    Button {
                        objectName: "hostByCode"
                        visible: root.network.code === ""
                        highlighted: true
                        text: qsTr("Host: make a code")
                        onClicked: root.lobby.hostGameByCode()
                    }
                }
                RowLayout { // (a row of its own: beside the host button the field was cut to "ETWA K7QF-…" in German)
                    Layout.fillWidth: true
                    enabled: !root.busy
                    Label { text: qsTr("or the code you were sent:"); color: Theme.text; visible: root.network.code === "" }
                    TextField {
                        id: code
                        objectName: "joinCode"
                        visible: root.network.code === ""
                        Layout.fillWidth: true
                        placeholderTextColor: Theme.placeholder
                        placeholderText: qsTr("such as K7QF-M2XA")
                        font.capitalization: Font.AllUppercase
                        onAccepted: if (text.trim() !== "") root.lobby.joinGameByCode(text)
                    }
                    Button {
                        objectName: "joinByCode"
                        visible: root.network.code === ""
                        text: qsTr("Join")
                        enabled: code.text.trim() !== ""
                        onClicked: root.lobby.joinGameByCode(code.text)
                    }
                }
                // Hosting: the code to send, to copy.
                RowLayout {
                    visible: root.network.code !== "" && root.network.status === NetworkPlay.Listening
                    Layout.fillWidth: true
                    Label { text: qsTr("Send your friend this code:"); color: Theme.text; font.bold: true }
                    TextField {
                        id: codeShown
                        objectName: "gameCode"
                        Layout.fillWidth: true // (the whole code shows: it was cut to "NB-YNJT")
                        readOnly: true
                        selectByMouse: true
                        font.pixelSize: Theme.px(22); font.bold: true; font.letterSpacing: 2
                        text: root.network.code
                    }
                    Button { text: qsTr("Copy"); onClicked: { codeShown.selectAll(); codeShown.copy() } }
                }
                RowLayout {
                    visible: root.busy && root.network.byCode
                    Layout.fillWidth: true
                    BusyIndicator { running: visible; Layout.preferredWidth: 28; Layout.preferredHeight: 28 }
                    Label { text: root.network.statusText; color: Theme.dimText; Layout.fillWidth: true; wrapMode: Text.Wrap }
                    Button { objectName: "stopByCode"; text: root.network.hosting ? qsTr("Stop hosting") : qsTr("Cancel"); onClicked: root.network.cancel() }
                }
                RowLayout {
                    Layout.fillWidth: true
                    enabled: !root.busy
                    Label { text: qsTr("Broker"); color: Theme.dimText }
                    TextField {
                        objectName: "broker"
                        Layout.fillWidth: true
                        text: root.network.broker
                        onEditingFinished: root.network.broker = text
                        ToolTip.visible: hovered; ToolTip.delay: 500
                        ToolTip.text: qsTr("An MQTT broker both of you can reach (mqtt:// or mqtts://): a public one, or your own mosquitto. Both must use the same.")
                    }
                }
                Item { Layout.fillHeight: true } // (the rows together at the top)
            }
            // Host: the port, announcing, and once hosting the address to give.
            ColumnLayout {
                spacing: 6
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    color: Theme.text
                    text: qsTr("Both of you play under the fleet rule chosen on the setup screen (%1) [3.7]; the game's record names you player A, your friend player B.")
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
                            font.pixelSize: Theme.px(18)
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
