// The setup screen's choices of rules and fleet [3, 3.7, 12.4]: the ruleset, the fleet
// rule, the ships to field, and additional ships where the fleet adds them [7.2, 10.3].
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

ColumnLayout {
    id: root
    required property SetupController setup
    required property GameOptions options
    // Who lays out this fleet, and what is fixed: the second of two people at one screen
    // plays under the first one's fleet rule; a match's next game and a network game once
    // seated keep their rules.
    property bool secondPerson: false
    property bool nextOfMatch: false
    property bool networkSeated: false
    property bool layingOut: true
    property string firstPlayerName
    spacing: 6
    // The rules [12.4]: 2.6.1, or the classic rules it was revised from. One
    // ruleset for both players and every game of a match; a network game is
    // played by the host's.
    // What switching rules changed besides them ("" if nothing): said, never silent.
    property string rulesNote
    // A guided game's rules folded into one line until asked for (playtest 32: "four pairs
    // of rule choices before I know what any of them means").
    property bool unfolded: false
    readonly property bool folded: !unfolded && root.options.guided && root.options.mode === GameOptions.AgainstBot
                                   && root.setup.rules === "2.6.1" && !root.setup.costFleet && root.layingOut && !root.secondPerson
    RowLayout {
        objectName: "rulesFolded"
        visible: root.folded
        Layout.fillWidth: true
        Label {
            objectName: "rulesFoldedText"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            color: Theme.text
            // (playtest 33 read "fleet: Flying saucer, Light scout" as two ships)
            text: qsTr("Current rules and the standard fleet of five ships (%1, %2)")
                      .arg(root.setup.saucer ? qsTr("Flying saucer") : qsTr("Patrol cruiser"))
                      .arg(root.setup.heavyScout ? qsTr("Heavy scout") : qsTr("Light scout"))
        }
        Button {
            objectName: "unfoldRules"
            Layout.alignment: Qt.AlignTop
            Layout.minimumWidth: implicitWidth + 6; Layout.preferredWidth: implicitWidth + 6 // (its word was cut: "Chang…", and again at 1920x1080 in playtest 41, a pixel or two short)
            text: qsTr("Change…")
            onClicked: root.unfolded = true
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("The classic rules, a fleet of any ships costing 24, a patrol cruiser for the flying saucer, a heavy scout for the light one")
        }
    }
    Label { // the pairs said before they are met (playtest 34: "22 or 23", light or heavy scout unexplained)
        objectName: "fleetPairsNote"
        visible: root.folded
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.dimText
        text: qsTr("Two ships are chosen from pairs: a flying saucer or a patrol cruiser, a light or a heavy scout. "
                   + "The opponent chooses too, unseen until that ship is destroyed, so its fleet shows as "
                   + "\"22 or 23 cells\" [3.7].")
    }
    Flow {
        Layout.fillWidth: true
        visible: !root.folded
        enabled: !root.secondPerson && !root.nextOfMatch && !root.networkSeated
        opacity: enabled ? 1 : 0.45 // fixed choices do not look clickable
        Label { text: qsTr("Rules"); color: Theme.text; anchors.verticalCenter: undefined; topPadding: 12; rightPadding: 6 }
        RadioButton {
            objectName: "rules261"
            text: qsTr("Current")
            Accessible.name: qsTr("Rules 2.6.1")
            checked: root.setup.rules === "2.6.1"
            onToggled: {
                root.setup.rules = "2.6.1"
                root.rulesNote = ""
            }
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("The current rules, version 2.6.1: scouts and scans, patrol cruisers, loose adjacency, beams of three cells")
        }
        RadioButton {
            objectName: "rulesClassic"
            text: qsTr("Classic")
            Accessible.name: qsTr("Classic rules")
            checked: root.setup.rules === "classic"
            onToggled: {
                root.setup.rules = "classic"
                root.rulesNote = root.options.fitMatchTo(root.setup) // no scored match in classic [7]
            }
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("The older rules: a heavy fighter, whole-row beams, simultaneous strikes, no scans, no news of destroyed ships")
        }
    }
    Flow {
        Layout.fillWidth: true
        visible: root.setup.costFleets && !root.folded
        enabled: !root.secondPerson // both play under one fleet rule [3.7]
        opacity: enabled ? 1 : 0.45
        RadioButton {
            objectName: "standardFleet"
            text: qsTr("Standard fleet"); checked: !root.setup.costFleet
            onToggled: root.setup.costFleet = false
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("A death star, a kill cruiser, a saucer or patrol cruiser, a missile destroyer and a scout [3.7]")
        }
        RadioButton {
            objectName: "costFleet"
            text: qsTr("Any ships, cost 24"); checked: root.setup.costFleet
            onToggled: root.setup.costFleet = true
            ToolTip.visible: hovered; ToolTip.delay: 500
            ToolTip.text: qsTr("Any ships whose costs add up to 24 [3.7.1]")
        }
    }
    Label {
        objectName: "rulesNote"
        visible: text !== ""
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.target
        text: root.rulesNote
    }
    Label {
        objectName: "fleetRuleNote"
        visible: root.secondPerson || !root.layingOut
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.dimText
        text: root.secondPerson ? qsTr("The fleet rule is the one %1 chose [3.7].").arg(root.firstPlayerName)
                                : qsTr("The bots lay out their own fleets under this rule.")
    }
    Item { Layout.fillHeight: true; visible: !root.layingOut }
    Flow {
        Layout.fillWidth: true
        visible: !root.setup.costFleet && root.layingOut && root.setup.fleetChoices && !root.folded
        RadioButton { text: qsTr("Flying saucer"); checked: root.setup.saucer; onToggled: root.setup.saucer = true }
        RadioButton { objectName: "patrolCruiser"; text: qsTr("Patrol cruiser"); checked: !root.setup.saucer; onToggled: root.setup.saucer = false }
    }
    Flow {
        Layout.fillWidth: true
        visible: !root.setup.costFleet && root.layingOut && root.setup.fleetChoices && !root.folded
        RadioButton { text: qsTr("Light scout"); checked: !root.setup.heavyScout; onToggled: root.setup.heavyScout = false
                      ToolTip.visible: hovered && !scoutNote.visible; ToolTip.delay: 300; ToolTip.text: scoutNote.text }
        RadioButton { objectName: "heavyScout"; text: qsTr("Heavy scout"); checked: root.setup.heavyScout; onToggled: root.setup.heavyScout = true
                      ToolTip.visible: hovered && !scoutNote.visible; ToolTip.delay: 300; ToolTip.text: scoutNote.text }
    }
    Label { // which scout is stronger (playtest 26: nothing said)
        id: scoutNote
        objectName: "scoutNote"
        // (on pointing at the scouts in a short window: at 1024x768 it pushed the light scout's
        // row out of the ship list, playtest 36)
        visible: !root.setup.costFleet && root.layingOut && root.setup.fleetChoices && !root.folded && Window.height >= 850
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: Theme.dimText
        text: root.setup.heavyScout
              ? qsTr("Both scouts cost 3. The heavy one counts a cell more in the score [2.3.3] and strikes while whole [4.4.1]: usually the stronger choice.")
              : qsTr("Both scouts cost 3. The light one is the hardest ship to find, but it has no strike and never a kamikaze [6.8.2]; the heavy one is usually stronger.")
    }
    Label {
        objectName: "fleetCostLabel"
        visible: root.setup.addsShips && root.layingOut
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: !root.setup.costFleets ? qsTr("Fleet cells %1 of %2: the standard 23 and additional ships of %3 cells [7.2]. Add them with the buttons below.").arg(root.setup.fleetCost).arg(root.setup.cost).arg(root.setup.cost - 23)
            : root.setup.additional > 0 ? qsTr("Fleet cost %1 of %2: the standard 24 and additional ships costing %3 [10.3]. Add them with the buttons below (each shows its cost).").arg(root.setup.fleetCost).arg(root.setup.cost).arg(root.setup.additional)
                                        : qsTr("Cost %1 of %2").arg(root.setup.fleetCost).arg(root.setup.cost)
        color: root.setup.fleetCost === root.setup.cost ? Theme.text : Theme.target
    }
    Flow {
        visible: root.setup.addsShips && root.layingOut
        Layout.fillWidth: true
        spacing: 4
        Repeater {
            model: root.setup.shipTypes
            Button {
                required property var modelData
                text: "+" + modelData.code
                Accessible.name: qsTr("Add a %1").arg(modelData.name)
                implicitWidth: 50
                onClicked: root.setup.addShip(modelData.code)
                ToolTip.visible: hovered; ToolTip.delay: 500
                objectName: "addShip" + modelData.code
                // "1 cell", "2 cells"
                readonly property string cells: modelData.size === 1 ? qsTr("1 cell") : qsTr("%1 cells").arg(modelData.size)
                ToolTip.text: root.setup.costFleets ? qsTr("%1: %2, cost %3").arg(modelData.name).arg(cells).arg(modelData.cost)
                                                    : qsTr("%1: %2").arg(modelData.name).arg(cells)
            }
        }
    }
}
