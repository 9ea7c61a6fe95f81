// Help: how to play in plain words with a picture for each weapon, the rules in full (our
// own guide, docs/how-to-play.md), and the keyboard shortcuts.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    objectName: "helpDialog"
    property alias page: tabs.currentIndex
    anchors.centerIn: Overlay.overlay // (its parent stays, so the dark palette reaches it)
    // Grows with the text size and the window (playtest 21: "small at 1920×1080").
    width: Math.min(Math.max(Theme.px(760), Overlay.overlay ? Overlay.overlay.width * 0.55 : 0),
                    Overlay.overlay ? Overlay.overlay.width - 40 : 760)
    height: Math.min(Math.max(Theme.px(640), Overlay.overlay ? Overlay.overlay.height * 0.8 : 0),
                     Overlay.overlay ? Overlay.overlay.height - 40 : 640)
    modal: true
    title: qsTr("Help")
    standardButtons: Dialog.Close
    // In the game's language, and again when it changes (Qt's own word stayed English).
    Binding { target: root.standardButton(Dialog.Close); property: "text"; value: qsTr("Close") }
    // The rules of the game in play or on the setup screen (the classic rules have no
    // scans, flashcube data or burn-out, and a beam sweeps a row).
    readonly property bool classic: HelpText.rules === "classic"

    component Weapon: RowLayout {
        property alias cells: picture.cells
        property alias name: nameLabel.text
        property alias text: body.text
        Layout.fillWidth: true
        spacing: 12
        WeaponPicture { id: picture; Layout.alignment: Qt.AlignTop; Layout.preferredWidth: 5 * 24 }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2
            Label { id: nameLabel; font.bold: true; color: Theme.text }
            Label { id: body; Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.text }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        TabBar {
            id: tabs
            objectName: "helpTabs"
            Layout.fillWidth: true
            HelpTab { text: qsTr("How to play") }
            HelpTab { text: qsTr("The full guide to the rules") }
            HelpTab { text: qsTr("Keyboard shortcuts") }
        }
        // The tab shown stands out (playtest 38: "the selected tab hardly looks different").
        component HelpTab: TabButton {
            id: tab
            font.bold: checked
            Rectangle { anchors { left: parent.left; right: parent.right; bottom: parent.bottom } height: 3; color: Theme.ownShip; visible: tab.checked }
        }
        StackLayout {
            currentIndex: tabs.currentIndex
            Layout.fillWidth: true
            Layout.fillHeight: true

            StepScrollView { // how to play
                objectName: "howToPlay"
                clip: true
                contentWidth: availableWidth
                ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                ColumnLayout {
                    width: parent.width - 14 // clear of the scroll bar
                    spacing: 12
                    Label {
                        Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.text
                        text: qsTr("Battleships in a 5×5×5 cube. You and your opponent each hide a fleet of five ships in your own cube, then take turns at the same time: both choose their shots, both are revealed together. Destroy the whole enemy fleet first to win; if the game stops before, the one with more undamaged ship cells wins.")
                    }
                    Label {
                        Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.text; textFormat: Text.StyledText
                        text: qsTr("<b>New to the game?</b> Tick “Guided game” on the setup screen (it is ticked for your first game): turn 1 has strikes alone, then one new weapon comes in each turn, for the bot as for you, each shown as it comes.")
                    }
                    Label {
                        Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.text
                        text: qsTr("<b>Lay out your fleet</b>: pick a ship in the list, click its cells in the layers (or the cube). Turn it with R, mirror it with M, drag it in the layers, or let Random lay out the rest. The fleet check on the right says what is still wrong, and which rule says so.")
                        textFormat: Text.StyledText
                    }
                    Label { text: qsTr("Your weapons each turn"); font.bold: true; font.pixelSize: Theme.px(16); color: Theme.text }
                    Weapon {
                        cells: "+xo.."; name: qsTr("Strikes")
                        text: qsTr("Click a cell of the enemy space to strike it (+): a hit (✕) destroys that cell of a ship, a miss (•) finds empty space. Each ship gives one strike for every two touching undamaged cells it has, no cell counted twice: a whole kill cruiser (6 cells) gives 3, a death star only 1.")
                    }
                    Weapon {
                        cells: "Mmm.n"; name: qsTr("Missiles")
                        text: root.classic
                              ? qsTr("The missile destroyer fires one missile a turn: an extra strike. Choose Missile, click the launch cell in your own space, then the target. Beware: a strike on an unfired missile makes it explode (✸), taking the next cells of its ship with it; a missile fired that turn does not explode.")
                              : qsTr("Each missile destroyer (and assault or light gunboat, in a fleet chosen by cost) fires one missile a turn: an extra strike. Choose Missile, click the launch cell in your own space, then the target. Beware: a strike on an unfired missile makes it explode (✸), taking the next cells of its ship with it.")
                    }
                    Weapon {
                        visible: !root.classic
                        cells: ".bbb."; name: qsTr("The death star's beam")
                        text: qsTr("Once a turn the death star fires three strikes along a straight line of touching cells, parallel to two of its own undamaged cells. Choose Beam and click the line's two ends. If it hits both ends of its line, the beam burns out.")
                    }
                    Weapon {
                        visible: root.classic
                        cells: "bbbbb"; name: qsTr("The death star's beam")
                        text: qsTr("While the death star is undamaged it fires, once a turn, five strikes along a whole row of the space that runs through its own cells. Choose Beam and click the row's two ends. It never burns out, but the first hit on the death star ends its beam.")
                    }
                    Weapon {
                        cells: "K...k"; name: qsTr("Kamikaze")
                        text: root.classic
                              ? qsTr("A ship that no longer gives a strike (no two touching undamaged cells) may sacrifice one of its own cells (☠) for one strike, even a missile destroyer that fires a missile the same turn. The death star never can.")
                              : qsTr("A ship that gives no strike and has no unfired missile left may sacrifice one of its own cells (☠) for one strike [4.5]; a light scout never may [6.8.2].")
                    }
                    Weapon {
                        visible: !root.classic
                        cells: "..c?."; name: qsTr("Scans")
                        text: qsTr("A scout's scanner shows whether a cell holds a ship, without harming it: one scan a turn, or one for each of your cells lost in the last turn.")
                    }
                    Weapon {
                        visible: !root.classic
                        cells: "xxxx."; name: qsTr("Destroyed ships and flashcube data")
                        text: qsTr("When a ship is destroyed both players are told which, and its owner learns what lies in the same cells of the other player's space (flashcube data, marked f there) [7.1].")
                    }
                    Weapon {
                        visible: root.classic
                        cells: "xx.xx"; name: qsTr("Everything at once")
                        text: qsTr("Every strike looks at the space as it was when the turn began, and all destruction happens at its end: two strikes on one cell are both hits. You learn only hits, misses and explosions — no ship is announced as destroyed.")
                    }
                    Label {
                        Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.dimText
                        text: qsTr("While you choose, each action is marked as in the pictures: a strike +, a missile's launch M and its target m, the beam b, a kamikaze's launch K and its target k, a scan s.")
                    }
                    Label {
                        Layout.fillWidth: true; wrapMode: Text.Wrap; color: Theme.text; textFormat: Text.StyledText
                        text: root.classic
                              ? qsTr("<b>Entering a turn</b>: click targets, pick Missile, Beam or Kamikaze for the others, or type the turn in the notation (Yx3 bRv mYz1Bx5: a missile from Yz1 at Bx5). Submit with the button or Ctrl+Return; the game asks before you leave weapons unused. Then the results play out in both views and a summary says what happened.")
                              : qsTr("<b>Entering a turn</b>: click targets, pick Missile, Beam, Kamikaze or Scan for the others, or type the turn in the notation (Yx3 Ry2 mYz1Bx5: a missile from Yz1 at Bx5). Submit with the button or Ctrl+Return; the game asks before you leave weapons unused. Then the results play out in both views and a summary says what happened.")
                    }
                    Button {
                        text: qsTr("Read the full guide to the rules")
                        onClicked: tabs.currentIndex = 1
                    }
                }
            }

            Flickable { // the guide: a Flickable sized by the text (a ScrollView kept the height
                        // the text had before it was first laid out, and stopped short of its end)
                id: fullRules
                objectName: "fullRules"
                clip: true
                WheelSteps { flickable: fullRules }
                contentWidth: width
                contentHeight: guide.height
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }
                Label {
                    id: guide
                    objectName: "guideText"
                    width: parent.width - 14
                    wrapMode: Text.Wrap
                    textFormat: Text.MarkdownText
                    color: Theme.text
                    text: HelpText.howToPlay
                    onLinkActivated: (link) => Qt.openUrlExternally(link)
                }
            }

            StepScrollView { // keys
                objectName: "shortcutsPage"
                clip: true
                contentWidth: availableWidth
                ScrollBar.vertical.policy: contentHeight > availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
                // A plain column (a GridLayout here, its rows made anew when the language
                // changed, once hung the program in its layout: playtest 22).
                Column {
                    width: parent.width
                    spacing: 4
                    Repeater {
                        model: [
                            [qsTr("New game"), "Ctrl+N"], [qsTr("Play a friend (anywhere, by code, or on this network)"), "Ctrl+Shift+N"], [qsTr("Game library"), "Ctrl+L"], [qsTr("Open a saved game"), "Ctrl+O"],
                            [qsTr("Save a copy"), "Ctrl+S"], [qsTr("Save a picture of the view"), "Ctrl+E"],
                            [qsTr("Statistics"), "Ctrl+I"], [qsTr("Settings"), "Ctrl+,"], [qsTr("Quit"), "Ctrl+Q"],
                            [qsTr("The menus"), qsTr("F10, then the arrows; Alt+G, Alt+V, Alt+H")],
                            [qsTr("Review: the analysis; play: a hint (Practice, Cadet)"), "H"],
                            [qsTr("How to play"), "F1"], [qsTr("Keyboard shortcuts"), "Ctrl+F1"],
                            [qsTr("3-D view large / layers large"), "F5 / F6"], [qsTr("Full screen"), "F11"], [qsTr("Reset the 3-D view"), "Ctrl+0"],
                            [qsTr("Setup: undo, redo"), "Ctrl+Z, Ctrl+Shift+Z"],
                            [qsTr("Setup: turn the selected ship (back)"), "R (Shift+R)"],
                            [qsTr("Setup: mirror the selected ship"), "M"],
                            [qsTr("Layers and 3-D view: move the cell cursor"), qsTr("arrows; Page Up/Down between layers")],
                            [qsTr("3-D view: the pointer a layer up, down"), qsTr("Shift+wheel")],
                            [qsTr("Layers and 3-D view: click the cell"), qsTr("Enter")],
                            [qsTr("Turn: strike, beam, missile, kamikaze, scan"), "T, B, M, K, S"],
                            [qsTr("The opponent's space, your space"), "O, Y"],
                            [qsTr("A turn's results: show them at once"), qsTr("Space")],
                            [qsTr("Turn: submit"), "Ctrl+Return"],
                            [qsTr("Turn: take back the last action, put it back"), "Ctrl+Z, Ctrl+Shift+Z"],
                            [qsTr("Turn: back to strikes"), "Esc"],
                            [qsTr("Review: a turn back, on; the setups, the end"), qsTr("← →; Home, End")],
                            [qsTr("3-D view: turn, zoom"), qsTr("drag or Ctrl+arrows; mouse wheel or + −")],
                            [qsTr("3-D view: show one layer"), qsTr("1–5 above the view; 0 all")]
                        ]
                        delegate: Label {
                            required property var modelData
                            required property int index
                            width: parent.width
                            wrapMode: Text.Wrap
                            text: modelData[0] + "  —  " + modelData[1]
                            color: Theme.text
                        }
                    }
                }
            }
        }
    }
}
