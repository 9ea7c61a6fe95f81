// The setup screen's fleet check [3]: what to do next, every rule the fleet breaks (click
// one to select the ship it is about), and a tick when the fleet is legal.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

ColumnLayout {
    id: root
    required property SetupController setup
    spacing: 6
    Label { text: qsTr("Fleet check"); font.bold: true; font.pixelSize: Theme.px(16); color: Theme.text }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: root.setup.hint
        color: Theme.dimText
        objectName: "setupHint"
    }
    ListView {
        objectName: "problems"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        spacing: 4
        model: root.setup.problems
        // (a scroll bar where the list runs on: playtest 32 read a line cut at the bottom as cut off)
        ScrollBar.vertical: ScrollBar { policy: problemsView.contentHeight > problemsView.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded }
        id: problemsView
        rightMargin: contentHeight > height + 1 ? 10 : 0
        // Click a problem to select the ship it is about.
        delegate: Label {
            id: problem
            required property string modelData
            required property int index
            readonly property int ship: index < root.setup.problemShips.length ? root.setup.problemShips[index] : -1
            objectName: "problem" + index
            width: ListView.view.width
            wrapMode: Text.Wrap
            text: HelpText.dimmed("! " + modelData, Theme.dimText)
            color: Theme.target; textFormat: Text.StyledText
            font.underline: ship >= 0 && hover.hovered
            HoverHandler { id: hover; cursorShape: problem.ship >= 0 ? Qt.PointingHandCursor : Qt.ArrowCursor }
            TapHandler { onTapped: if (problem.ship >= 0) root.setup.current = problem.ship }
            RuleHover { text: problem.text } // the rules cited, in plain words
        }
    }
    Label {
        visible: root.setup.legal
        text: qsTr("✓ The fleet is legal")
        color: Theme.beam
        font.bold: true
    }
    // How well it hides (a playtest lost to the Admiral from the setups with no word why).
    Label {
        objectName: "setupCover"
        Layout.fillWidth: true
        visible: text !== ""
        wrapMode: Text.Wrap
        text: root.setup.cover
        color: root.setup.coverShare >= 0.4 ? Theme.dimText : Theme.target
        font.pixelSize: Theme.px(12)
    }
}
