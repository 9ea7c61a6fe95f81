// Beside the board in a network game: the connection (paused, silent, the verdict), what
// the other player is doing, and the chat, kept in the record as comments.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Pane {
    id: root
    objectName: "networkPanel"
    required property NetworkPlay network
    // The other player's name; whether a turn is being played, and this player waits.
    property string opponentName
    property bool playing: false
    property bool waiting: false
    // Chat goes on after the end too, while the other is still there ("good game").
    readonly property bool connected: network.status === NetworkPlay.Playing || network.status === NetworkPlay.Over
    background: Rectangle { color: Theme.panel; radius: 4 }

    ColumnLayout {
        anchors.fill: parent
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            BusyIndicator {
                running: root.network.status === NetworkPlay.Paused
                         || (root.playing && root.waiting)
                visible: running
                Layout.preferredWidth: 24; Layout.preferredHeight: 24
            }
            Label {
                objectName: "opponentStatus"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                font.bold: root.network.status !== NetworkPlay.Playing
                color: root.network.status === NetworkPlay.Failed || root.network.status === NetworkPlay.Paused
                       || (root.network.status === NetworkPlay.Over && root.network.verdict !== "") ? Theme.target : Theme.text
                // While connected: whether the other has chosen this turn (their actions
                // stay hidden until both have [2.2.1]); else the connection's state.
                text: root.network.status === NetworkPlay.Playing && root.playing
                      ? (root.network.silentFor > 0 ? root.network.statusText
                         : root.network.theyChose ? qsTr("%1 has chosen their actions").arg(root.opponentName)
                         : qsTr("%1 is choosing…").arg(root.opponentName))
                      : root.network.statusText
            }
            Button {
                objectName: "reconnectButton"
                visible: root.network.status === NetworkPlay.Paused && !root.network.hosting
                text: qsTr("Reconnect")
                onClicked: root.network.reconnect()
            }
        }
        // The clock (issue 25): this player's time for the turn — or, once the turn is sent,
        // the friend's — and the claim once the clock allows it on one row; what the clock
        // says below, two lines at most (a playtest: the words squeezed beside the time
        // pushed the chat out of sight at 1024x768).
        RowLayout {
            objectName: "clockRow"
            Layout.fillWidth: true
            visible: root.network.gameClock > 0 && (timeLeft.visible || root.network.canClaim)
            Label {
                id: timeLeft
                objectName: "timeLeft"
                readonly property bool mine: root.network.secondsLeft >= 0
                visible: mine || root.network.theirSecondsLeft >= 0
                readonly property int s: Math.max(0, mine ? root.network.secondsLeft : root.network.theirSecondsLeft)
                readonly property string shown: s >= 3600 ? qsTr("%1 h %2 min").arg(Math.floor(s / 3600)).arg(Math.floor(s % 3600 / 60))
                                                          : "%1:%2".arg(Math.floor(s / 60)).arg(String(s % 60).padStart(2, "0"))
                text: mine ? qsTr("Your time: %1").arg(shown) : qsTr("%1's time: %2").arg(root.network.opponentName).arg(shown)
                font.bold: mine
                font.pixelSize: Theme.px(15)
                color: mine && s <= 10 ? Theme.urgent : mine ? Theme.text : Theme.dimText
            }
            Item { Layout.fillWidth: true }
            Button {
                objectName: "claimButton"
                visible: root.network.canClaim
                highlighted: true
                text: qsTr("Claim the game")
                onClicked: root.network.claimOnTime()
            }
        }
        Label {
            objectName: "clockText"
            visible: text !== ""
            Layout.fillWidth: true
            Layout.preferredWidth: 0 // (no width of its own: it wraps to the panel's)
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            text: root.network.clockText
            color: root.network.canClaim ? Theme.target : Theme.dimText
            ToolTip.visible: clockHover.hovered && truncated; ToolTip.text: text
            HoverHandler { id: clockHover }
        }
        Label { text: qsTr("Chat"); font.bold: true; color: Theme.text }
        ListView {
            id: lines
            objectName: "chatLines"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 48
            clip: true
            model: root.network.chat
            onCountChanged: positionViewAtEnd()
            delegate: Label {
                required property string modelData
                width: lines.width
                wrapMode: Text.Wrap
                text: modelData
                color: Theme.text
                font.pixelSize: Theme.px(12)
            }
            ScrollBar.vertical: ScrollBar {}
        }
        TextField {
            id: say
            objectName: "chatInput"
            Layout.fillWidth: true
            enabled: root.connected
            maximumLength: 500
            placeholderTextColor: Theme.placeholder
            placeholderText: root.connected ? qsTr("Say something, Enter to send") : qsTr("Not connected")
            onAccepted: if (root.network.sendChat(text)) text = ""
        }
    }
}
