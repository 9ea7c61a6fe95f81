// A guided game's new weapon (issue 23: "a gentler start", playtests 30 and 31), shown over
// the space once the turn that brings it in is ready to enter: what it does, with the
// help's picture, how to use it, and whether a ship of yours can use it now. "Try it"
// (Enter) picks the weapon; "Later" (Escape: the game screen's key, while the card shows),
// picking the weapon or any action entered puts the card away.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Rectangle {
    id: root
    required property TurnDraft draft
    required property bool classic // the classic rules (a beam along a whole row, no scans)
    required property bool revealing // the last turn's results still playing out
    required property int turn
    property int putAwayIn: 0 // the turn whose card was put away
    objectName: "newWeaponCard"
    // The kamikaze strike's card waits for the first turn a ship of yours may make one (playtest
    // 35: its card came in a turn none could, an empty lesson).
    property bool kamikazeOwed: false
    readonly property string kamikazeWhy: draft.guided ? draft.whyNot(TurnDraft.Kamikaze) : ""
    readonly property bool kamikazeLate: kamikazeOwed && draft.newWeapon === "" && kamikazeWhy === ""
    readonly property string weapon: draft.newWeapon === "kamikaze" && kamikazeWhy !== "" ? ""
                                   : kamikazeLate ? "kamikaze" : draft.newWeapon
    readonly property int mode: ({"missile": TurnDraft.Missile, "beam": TurnDraft.Beam, "scan": TurnDraft.Scan,
                                  "kamikaze": TurnDraft.Kamikaze})[weapon] ?? TurnDraft.Strike
    readonly property string why: weapon !== "" ? draft.whyNot(mode) : ""
    visible: weapon !== "" && !revealing && !draft.locked && putAwayIn !== turn
    z: 12
    width: Math.min(parent ? parent.width - 32 : 560, Theme.px(560))
    height: column.implicitHeight + 28
    anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: 12 }
    radius: 6
    color: Qt.rgba(0.07, 0.1, 0.16, 0.95)
    border { color: Theme.ownShip; width: 2 }
    function putAway() { putAwayIn = turn; if (weapon === "kamikaze") kamikazeOwed = false }
    function tryIt() { const chosen = mode; putAway(); draft.mode = chosen; answered() } // (put away, a late card's weapon is gone: playtest 36's kamikaze)
    signal answered() // tried or put away by its buttons or keys: the keys go back to the game (playtest 42's arrows did nothing after "Try it now")
    Connections {
        target: root.draft
        function onChanged() {
            if (root.draft.newWeapon === "kamikaze" && root.kamikazeWhy !== "")
                root.kamikazeOwed = true
            else if (!root.draft.guided)
                root.kamikazeOwed = false
            if (root.visible && (root.draft.mode === root.mode || root.draft.tokens.length > 0)) root.putAway()
        }
    }
    Shortcut { sequences: ["Return", "Enter"]; enabled: root.visible && root.why === ""; onActivated: root.tryIt() }
    MouseArea { anchors.fill: parent } // (a click on the card strikes no cell under it)

    ColumnLayout {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 14 }
        spacing: 8
        Label {
            Layout.fillWidth: true; wrapMode: Text.Wrap
            color: Theme.target; font.bold: true; font.pixelSize: Theme.px(17)
            text: root.weapon === "missile" ? qsTr("Turn %1 of your guided game: missiles come in").arg(root.turn)
                : root.weapon === "beam" ? qsTr("Turn %1 of your guided game: the death star's beam comes in").arg(root.turn)
                : root.weapon === "scan" ? qsTr("Turn %1 of your guided game: scans come in").arg(root.turn)
                : root.kamikazeLate ? qsTr("Turn %1: a ship of yours may now make a kamikaze strike").arg(root.turn)
                : qsTr("Turn %1 of your guided game: the kamikaze strike comes in — every weapon is yours now").arg(root.turn)
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            WeaponPicture {
                Layout.alignment: Qt.AlignTop
                cells: ({"missile": "Mmm.n", "beam": root.classic ? "bbbbb" : ".bbb.", "scan": "..c?.", "kamikaze": "K...k"})[root.weapon] ?? ""
            }
            Label {
                Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.text; font.pixelSize: Theme.px(14)
                text: root.weapon === "missile"
                      ? qsTr("Your missile destroyer's cells are missiles (the dotted cells in your space). Each turn it may fire one: an extra strike. Press Missile (M), click a dotted cell in your space, then the target in the other space. An unfired missile that is hit explodes and takes the next cells of its ship with it, so firing them early is safer.")
                    : root.weapon === "beam" ? (root.classic
                      ? qsTr("While your death star is undamaged it fires five strikes along a whole row through its own cells, once a turn. Press Beam (B) and click the row's two ends in the other space; pointing at a cell lights the rows you may fire.")
                      : qsTr("Once a turn your death star fires three strikes along a straight line of three touching cells (diagonal ones too), running the same way as two undamaged, touching cells of the death star itself: its shape decides the ways it can fire. Press Beam (B) and click the line's two ends in the other space; pointing at a cell lights the other ends you may pick. If both ends hit, the beam burns out for good.")
                    )
                    : root.weapon === "scan"
                      ? qsTr("Your scout's scanner tells whether a cell holds a ship, without striking it: once a turn, or once for each of your cells lost in the last turn. Press Scan (S) and click a cell in the other space; the cell then shows what it found, a ship in orange.")
                      : qsTr("A ship of yours that no longer gives a strike, and has no unfired missile left, may sacrifice one of its own cells for one strike. Press Kamikaze (K), click the cell to give up in your space, then the target.")
            }
        }
        Label {
            visible: root.why !== ""
            Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.dimText; font.pixelSize: Theme.px(13)
            text: qsTr("Not this turn: %1").arg(root.why)
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            Button {
                objectName: "newWeaponLater"
                text: root.why === "" ? qsTr("Later (Esc)") : qsTr("Got it (Esc)")
                onClicked: { root.putAway(); root.answered() }
            }
            Button {
                objectName: "newWeaponTry"
                visible: root.why === ""
                highlighted: true
                text: qsTr("Try it now (Enter)")
                onClicked: root.tryIt()
            }
        }
    }
}
