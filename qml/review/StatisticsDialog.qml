// After the game (or during it): both sides' hits per turn and materiel over the game as
// charts, what each weapon did, and when each ship was found and destroyed — worked out
// from the record each time the dialog opens.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

Dialog {
    id: root
    required property Outputs outputs
    objectName: "statisticsDialog"
    anchors.centerIn: Overlay.overlay
    width: Math.min(Theme.px(860), Overlay.overlay ? Overlay.overlay.width - 30 : 860)
    height: Math.min(720, Overlay.overlay ? Overlay.overlay.height - 30 : 720)
    modal: true
    title: qsTr("Statistics")
    standardButtons: Dialog.Close
    // In the game's language, and again when it changes (Qt's own word stayed English).
    Binding { target: root.standardButton(Dialog.Close); property: "text"; value: qsTr("Close") }
    property var stats: ({})
    readonly property var sides: stats.sides || []
    onAboutToShow: stats = outputs.statistics()

    component Key: RowLayout {
        property color colour
        property string text
        spacing: 4
        Rectangle { width: 12; height: 12; color: parent.colour }
        Label { text: parent.text; color: Theme.text; font.pixelSize: Theme.px(12) }
    }
    component Heading: Label { font.bold: true; color: Theme.text; Layout.topMargin: 6; Layout.fillWidth: true; wrapMode: Text.Wrap } // (a long one wraps: playtest 22 saw it cut)

    StepScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true
        ColumnLayout {
            width: scroll.availableWidth
            spacing: 4
            RowLayout {
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    color: Theme.dimText
                    text: root.stats.turns === 1 ? qsTr("1 turn played") : qsTr("%1 turns played").arg(root.stats.turns || 0)
                }
                Repeater {
                    model: root.sides
                    Key { required property var modelData; required property int index
                          colour: index === 0 ? Theme.ownShip : Theme.knownShip; text: modelData.name }
                }
            }
            GridLayout {
                Layout.fillWidth: true
                columns: root.width > 700 ? 2 : 1
                columnSpacing: 16
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1 // the two charts share the width equally
                    Heading { text: qsTr("Cells hit each turn") }
                    StatisticsChart {
                        objectName: "hitsChart"
                        Layout.fillWidth: true
                        Layout.preferredHeight: 170
                        bars: true
                        series: root.sides.length === 2 ? [root.sides[0].hits, root.sides[1].hits] : [[], []]
                    }
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    Heading { objectName: "materielHeading"; text: qsTr("Undamaged cells (materiel) over the game%1").arg(HelpText.cite(root.stats.materielRule || "2.3.5")) }
                    StatisticsChart {
                        objectName: "materielChart"
                        Layout.fillWidth: true
                        Layout.preferredHeight: 170
                        bars: false
                        series: root.sides.length === 2 ? [root.sides[0].materiel, root.sides[1].materiel] : [[], []]
                    }
                }
            }
            Heading { text: qsTr("Weapons") }
            GridLayout {
                objectName: "weaponsTable"
                Layout.fillWidth: true
                columns: 3
                columnSpacing: 14
                rowSpacing: 2
                Label { text: "" }
                Repeater { model: root.sides; Label { required property var modelData; text: modelData.name; font.bold: true; color: Theme.text } }
                Repeater {
                    model: root.sides.length === 2 ? root.sides[0].weapons.length * 3 : 0
                    Label {
                        required property int index
                        readonly property int row: Math.floor(index / 3)
                        readonly property int col: index % 3
                        Layout.fillWidth: col > 0
                        wrapMode: Text.Wrap
                        text: col === 0 ? root.sides[0].weapons[row].weapon : root.sides[col - 1].weapons[row].text
                        color: col === 0 ? Theme.dimText : Theme.text
                        font.pixelSize: Theme.px(12)
                    }
                }
                Label { text: qsTr("Missile explosions"); color: Theme.dimText; font.pixelSize: Theme.px(12) } // (in cells, the struck missile's own included [8.1.4.2])
                Repeater {
                    model: root.sides
                    Label { required property var modelData; font.pixelSize: Theme.px(12); color: Theme.text
                            text: modelData.explosions === 1 ? qsTr("1 cell") + HelpText.cite(root.stats.explosionRule || "8.1.4.2") : qsTr("%1 cells").arg(modelData.explosions) + HelpText.cite(root.stats.explosionRule || "8.1.4.2") }
                }
            }
            Heading { text: qsTr("Ships: when each was found and destroyed") }
            GridLayout {
                objectName: "shipsTable"
                Layout.fillWidth: true
                columns: 2
                columnSpacing: 14
                Repeater {
                    model: root.sides
                    ColumnLayout {
                        required property var modelData
                        required property int index
                        Layout.fillWidth: true
                        Layout.alignment: Qt.AlignTop
                        Label { text: qsTr("%1 fleet").arg(modelData.name === qsTr("You") ? qsTr("Your") : qsTr("%1's").arg(modelData.name)); font.bold: true; color: index === 0 ? Theme.ownShip : Theme.knownShip }
                        Repeater {
                            model: modelData.ships
                            Label {
                                required property var modelData
                                Layout.fillWidth: true
                                wrapMode: Text.Wrap
                                font.pixelSize: Theme.px(12)
                                color: modelData.destroyed > 0 ? Theme.dimText : Theme.text
                                text: modelData.name + ": " + modelData.text
                            }
                        }
                    }
                }
            }
        }
    }
}
