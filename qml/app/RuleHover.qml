// Over a message that cites rules ("[4.4.1]"): resting the pointer on it shows each rule
// cited in plain words (HelpText.explain), for a player who does not know them by number.
// Put it in the message's Label: RuleHover { text: parent.text }.
import QtQuick
import QtQuick.Controls
import Spaceships.Core

Item {
    id: root
    required property string text
    property string lead: "" // said first (a message cut short: the whole of it)
    anchors.fill: parent
    readonly property string words: hover.hovered ? [root.lead, HelpText.explain(root.text)].filter(s => s !== "").join("\n\n") : ""
    HoverHandler { id: hover }
    ToolTip {
        objectName: "ruleWords"
        visible: root.words !== ""
        delay: 400
        text: root.words
        width: Math.min(implicitWidth, 440) // (wrapped: a rule may take a few lines)
        // Beside the pointer, kept in the window (playtest 39 saw it 1,000 px away, over the space),
        // above it where there is room: the buttons under a message stay clear (playtest 40
        // clicked the tooltip that covered the review's ◀ ▶ under the end's reason).
        readonly property bool roomAbove: root.mapToItem(null, 0, hover.point.position.y).y - height - 12 >= margins
        x: hover.point.position.x - width / 2
        y: roomAbove ? hover.point.position.y - height - 12 : hover.point.position.y + 22
        margins: 6
    }
}
