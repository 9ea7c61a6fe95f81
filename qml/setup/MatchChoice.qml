// The setup screen's choice of a single game or a match of several [9, 10]: scored or
// continued (classic: continued only [7]), and how many games.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

RowLayout {
    id: root
    required property SetupController setup
    required property GameOptions options
    ComboBox {
        objectName: "matchKind"
        Layout.fillWidth: true
        // The classic rules have single games and continued matches only [7].
        model: root.setup.costFleets ? [qsTr("Single game"), qsTr("Scored match [9]"), qsTr("Continued match [10]")]
                                     : [qsTr("Single game"), qsTr("Continued match [7]")]
        currentIndex: root.setup.costFleets ? root.options.matchKind
                      : root.options.matchKind === GameOptions.Single ? 0 : 1
        onActivated: (i) => root.options.matchKind = root.setup.costFleets ? i : (i === 0 ? GameOptions.Single : GameOptions.Continued)
        ToolTip.visible: hovered; ToolTip.delay: 500
        ToolTip.text: root.setup.costFleets
                      ? qsTr("Scored: the games' scores are added up [9.4]. Continued: each game's survivors come back as additional ships in the next [10.3]; the last game decides.")
                      : qsTr("Continued: each game's survivors come back as additional ships of as many cells in the next [7.2]; the last game decides.")
    }
    SpinBox {
        objectName: "matchGames"
        visible: root.options.matchKind !== GameOptions.Single
        from: 2; to: 9
        value: root.options.matchGames
        onValueModified: root.options.matchGames = value
        implicitWidth: 96
        ToolTip.visible: hovered; ToolTip.delay: 500
        ToolTip.text: qsTr("Games in the match")
    }
}
