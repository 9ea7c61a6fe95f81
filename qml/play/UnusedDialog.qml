// Asked before a turn is submitted with actions unused ("You still have a strike and the
// beam — submit anyway?") or with a caution (a strike that cannot hit, a beam that may burn
// out, a turn that ends the game), unless the player said not to ask again. Enter submits,
// Escape keeps choosing; Space answers nothing.
import QtQuick
import QtQuick.Controls
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property GameOptions options
    required property TurnDraft draft
    signal submitAsked()
    objectName: "unusedDialog"
    parent: Overlay.overlay
    // By the Submit button it answers, over the turn panel, not over the spaces: no wider
    // than the panel (playtest 43: at 1920x1080 it covered a layer of the player's space).
    property Item panel: null
    x: parent ? Math.max(20, parent.width - width - 8) : 0
    // From just under the panel down to the window's foot where it fits, so that nothing of
    // the turn log shows beneath it (playtest 45 read its last line as drawn over).
    property real below: 0 // (the panel's foot, read as it opens: a mapping is no binding)
    onAboutToShow: { below = panel && parent ? panel.mapToItem(parent, 0, panel.height).y + 4 : 0; keysSaid.emphasised = false }
    readonly property bool fills: panel !== null && parent !== null && parent.height - below - 8 >= implicitHeight
    y: fills ? below : parent ? Math.max(20, parent.height - height - 70) : 0
    height: fills ? parent.height - below - 8 : implicitHeight
    width: Math.min(520, panel ? Math.max(280, panel.width) : parent ? parent.width - 40 : 520)
    background: Rectangle { color: Theme.panel; radius: 4; border.color: Theme.gridLine }
    modal: true
    closePolicy: Popup.CloseOnEscape // (not a click beside it: playtest 42 thought the turn sent when the question had gone unanswered)
    title: root.draft.unused !== "" ? qsTr("Submit with actions unused?") : qsTr("Submit this turn?")
    Column {
        id: body
        spacing: 10
        width: root.availableWidth
        // Space, the key that skips a turn's results, never answers the question: pressed to
        // skip them just after Ctrl+Return, it submitted the turn unseen (playtest 54), and on
        // Keep choosing it had closed the question unseen (playtest 40).
        Keys.onSpacePressed: (event) => { event.accepted = true; keysSaid.emphasised = true }
        Label {
            objectName: "unusedText"
            // What is left unused, and the turn's cautions (TurnDraft.warning) above it.
            text: HelpText.dimmed([root.draft.warning !== "" ? "⚠ " + root.draft.warning : "",
                   root.draft.unused !== "" ? qsTr("You still have %1 — submit anyway?").arg(root.draft.unused) : qsTr("Submit anyway?")].filter(x => x).join("\n\n"), Theme.dimText)
            textFormat: Text.StyledText
            wrapMode: Text.Wrap
            width: parent.width
        }
        CheckBox { id: dontAsk; objectName: "dontAskAgain"; text: qsTr("Never ask before a turn is submitted (unused actions and warnings alike; Settings turns it back on)"); width: parent.width; contentItem: Label { leftPadding: dontAsk.indicator.width + dontAsk.spacing; text: dontAsk.text; wrapMode: Text.Wrap; color: Theme.text } } // (playtest 24: it turned off more than it said)
        Label {
            id: keysSaid
            objectName: "unusedKeys"
            property bool emphasised: false // (after a Space, which answers nothing)
            text: emphasised ? qsTr("Space answers nothing here: Enter submits, Escape keeps choosing") // (playtest 57: "nothing said so")
                             : qsTr("Enter submits, Escape keeps choosing")
            color: emphasised ? Theme.target : Theme.dimText
            font.bold: emphasised
            wrapMode: Text.Wrap
            width: parent.width
        }
    }
    footer: DialogButtonBox {
        spacing: Theme.px(28) // (apart: playtest 39 aimed at Keep choosing and submitted)
        Button { objectName: "submitAnyway"; text: qsTr("Submit anyway"); focusPolicy: Qt.NoFocus; highlighted: true; DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole }
        Button { objectName: "keepChoosing"; text: qsTr("Keep choosing"); focusPolicy: Qt.NoFocus; DialogButtonBox.buttonRole: DialogButtonBox.RejectRole }
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: root.opened
        onActivated: root.accept()
    }
    onOpened: body.forceActiveFocus() // (the buttons take no keys: Space would press one)
    onAccepted: {
        if (dontAsk.checked)
            root.options.askUnused = false
        root.submitAsked()
    }
}
