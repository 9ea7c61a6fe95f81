// The setup screen's players: who plays (against a bot, two people at one screen, two
// bots watched, a friend over the network), their names, and the bots' levels.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

ColumnLayout {
    id: root
    required property GameOptions options
    required property NetworkPlay network
    property bool networkSeated: false
    spacing: 6
    Label { text: qsTr("Players"); color: Theme.text }
    ComboBox {
        objectName: "mode"
        Layout.fillWidth: true
        model: [qsTr("Against a bot"), qsTr("Two players at one screen"), qsTr("Watch two bots"),
                qsTr("A friend over the network")]
        currentIndex: root.options.mode
        enabled: !root.networkSeated && root.network.status !== NetworkPlay.Listening
                 && root.network.status !== NetworkPlay.Connecting
        onActivated: (i) => root.options.mode = i
    }
    TextField {
        objectName: "nameA"
        visible: root.options.mode !== GameOptions.WatchBots
        Layout.fillWidth: true
        placeholderTextColor: Theme.placeholder
        placeholderText: root.options.mode === GameOptions.TwoPlayers ? qsTr("First player's name") : qsTr("Your name")
        text: root.options.nameA
        onTextEdited: root.options.nameA = text
    }
    TextField {
        objectName: "nameB"
        visible: root.options.mode === GameOptions.TwoPlayers
        Layout.fillWidth: true
        placeholderTextColor: Theme.placeholder
        placeholderText: qsTr("Second player's name")
        text: root.options.nameB
        onTextEdited: root.options.nameB = text
    }
    Label {
        visible: root.options.mode === GameOptions.TwoPlayers
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.dimText
        text: qsTr("Lay out the first player's fleet; the second lays out theirs after the screen is handed over.")
    }
    ComboBox {
        objectName: "difficulty"
        visible: root.options.mode === GameOptions.AgainstBot
        Layout.fillWidth: true
        model: root.options.difficulties
        currentIndex: root.options.difficulty
        onActivated: (i) => root.options.difficulty = i
        ToolTip.visible: hovered; ToolTip.delay: 500
        ToolTip.text: qsTr("The bot's level")
    }
    Label {
        objectName: "levelDescription"
        visible: root.options.mode === GameOptions.AgainstBot
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.dimText
        text: root.options.difficultyDescriptions[root.options.difficulty] || ""
        // As tall as the longest description, so that the choices above it never move (the
        // panel is bottom-aligned: ninth playtest, the next click hit another control).
        Layout.preferredHeight: Math.max(implicitHeight, longest.implicitHeight)
        verticalAlignment: Text.AlignTop
        Label {
            id: longest
            visible: false
            width: parent.width
            wrapMode: Text.Wrap
            text: root.options.difficultyDescriptions.reduce((a, b) => a.length >= b.length ? a : b, "")
        }
    }
    // A guided game (issue 23): the weapons one a turn; on for a new player.
    CheckBox {
        objectName: "guided"
        visible: root.options.mode === GameOptions.AgainstBot
        Layout.fillWidth: true
        text: root.width >= Theme.px(320) ? qsTr("Guided game: one new weapon a turn") : qsTr("Guided game") // (cut at 1024x768)
        checked: root.options.guided
        onToggled: root.options.guided = checked
        ToolTip.visible: hovered; ToolTip.delay: 500
        ToolTip.text: qsTr("For a first game: turn 1 has strikes alone; the scan comes in turn 2, the missile in turn 3, the beam in turn 4 and the kamikaze strike in turn 5 — for the bot as for you. Each new weapon is shown as it comes. It turns itself off once you have played a guided game.")
    }
    // The clock at this screen (issue 25): a turn not entered in time is played as entered.
    ClockChoice {
        Layout.fillWidth: true
        visible: root.options.mode === GameOptions.AgainstBot || root.options.mode === GameOptions.TwoPlayers
        label: ""
        choices: [0, 15, 30, 60, 120, 300]
        tip: qsTr("The time for each turn you enter. When it runs out, the turn is played as you had entered it.")
        value: root.options.clock
        onChosen: seconds => root.options.clock = seconds
    }
    Loader { // the two bots' levels, made when watching is chosen
        Layout.fillWidth: true
        visible: root.options.mode === GameOptions.WatchBots
        active: visible
        sourceComponent: watchedLevels
    }

    Component {
        id: watchedLevels
        GridLayout {
            columns: 2
            Label { text: "A"; color: Theme.text }
            ComboBox {
                objectName: "watchedA"
                Layout.fillWidth: true
                model: root.options.difficulties
                currentIndex: root.options.watchedA
                onActivated: (i) => root.options.watchedA = i
            }
            Label { text: "B"; color: Theme.text }
            ComboBox {
                objectName: "watchedB"
                Layout.fillWidth: true
                model: root.options.difficulties
                currentIndex: root.options.watchedB
                onActivated: (i) => root.options.watchedB = i
            }
        }
    }
}
