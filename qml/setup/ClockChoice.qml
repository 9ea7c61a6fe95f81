// A game's clock (issue 25): the time each player has for a turn, from 15 seconds for a
// quick game to days for a game by correspondence (network only). A turn not entered in
// time is played as entered so far; over the network, a friend whose turn does not come
// in time can lose the game on time.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Spaceships
import Spaceships.Core

RowLayout {
    id: root
    // Seconds a turn, 0 for none; the choice made goes out by chosen().
    property int value: 0
    property var choices: [0, 15, 30, 60, 120, 300, 3600, 86400, 259200]
    property string label: qsTr("Clock when you host")
    property string tip: qsTr("The time each of you has for a turn. A turn not entered in time is played as entered so far; a friend whose turn does not come in time twice in a row (once by correspondence) can lose the game on time.")
    signal chosen(int seconds)
    function words(s) {
        if (s === 0) return qsTr("No clock")
        if (s < 60) return qsTr("%1 seconds a turn").arg(s)
        if (s < 3600) return s === 60 ? qsTr("1 minute a turn") : qsTr("%1 minutes a turn").arg(s / 60)
        if (s < 86400) return qsTr("1 hour a turn (correspondence)")
        return s === 86400 ? qsTr("1 day a turn (correspondence)") : qsTr("%1 days a turn (correspondence)").arg(s / 86400)
    }
    Label { text: root.label; color: Theme.text; visible: root.label !== "" }
    ComboBox {
        objectName: "clockChoice"
        Layout.fillWidth: true
        model: root.choices.map(s => root.words(s))
        currentIndex: Math.max(0, root.choices.indexOf(root.value))
        onActivated: index => root.chosen(root.choices[index])
        ToolTip.visible: hovered; ToolTip.delay: 500
        ToolTip.text: root.tip
    }
}
