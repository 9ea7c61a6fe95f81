// Leaving a game under way (New game while a turn waits) is asked first. A game against a
// bot or at one screen is saved as it stands and offered again; a network game is lost by
// the one who leaves it (docs/network-protocol.md, "Leaving: resigning").
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property string opponent
    // A network game (resigned on leaving), or null.
    required property NetworkPlay network
    // Quitting the program (Ctrl+Q, the window's close): a network game is kept, not
    // resigned, and goes on when both come back (eleventh playtest: it quit unasked).
    property bool quitting: false
    readonly property bool keeping: network !== null && quitting
    // The player chose to leave (after resigning a network game that could be).
    signal left()
    objectName: keeping ? "quitNetworkDialog" : network ? "leaveNetworkDialog" : "leaveGameDialog"
    anchors.centerIn: Overlay.overlay
    modal: true
    title: keeping ? qsTr("Quit while playing %1?").arg(opponent) : qsTr("Leave the game against %1?").arg(opponent)
    width: Math.min(480, Overlay.overlay ? Overlay.overlay.width - 40 : 480) // (its parent, a Loader, has no size)
    contentItem: Label {
        wrapMode: Text.Wrap
        color: Theme.text
        text: root.keeping
              ? qsTr("The game is kept: %1 is told you are away, and it goes on when you both come back (Game → Play a friend…, Go on).").arg(root.opponent)
              : root.network
              ? qsTr("You lose the game: %1 is told that you left, both fleets are revealed, and the game so far is kept in the library. To stop for now and go on later, just quit: the game is kept and offered again when you both come back.")
                .arg(root.opponent)
              : qsTr("The game is saved as it stands: you can go on with it later from the setup screen or the game library.")
    }
    footer: DialogButtonBox {
        Button { objectName: "leaveConfirm"; text: root.keeping ? qsTr("Quit") : qsTr("Leave the game"); DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
        Button { text: qsTr("Keep playing"); DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
    }
    onAccepted: if (keeping || !network || !network.resign()) left() // (not connected: just left)
}
