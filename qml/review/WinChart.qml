// Who was winning (issue 26): the viewer's chance of winning after each turn, from the
// setups to the end, as a chess review's evaluation graph — the turn shown marked, the
// turn that decided the game ringed, each of the viewer's choices the judge marks dotted
// by how much it cost (inaccuracy, mistake, blunder) as far as the viewer could know. A
// click goes to that turn. While the game is judged, how far it has got and a way to stop.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Window
import Spaceships
import Spaceships.Core

ColumnLayout {
    id: root
    required property Review review
    readonly property GameJudge judge: review.judge
    readonly property var chances: judge.chances
    readonly property var turns: judge.turns
    // Whose side the chances are (the review's viewer): "You", or a name where the game was
    // watched or opened from a file (two bots' game said "Your chance").
    readonly property string viewer: review.names.length > 0 ? review.names[0] : ""
    readonly property bool viewerIsYou: viewer === "" || viewer === qsTr("You")
    spacing: 2
    objectName: "winChart"

    // A choice's judgement ("inaccuracy", "mistake", "blunder"; game_judge.h).
    function severityColour(severity) {
        return severity === "blunder" ? Theme.blunder : severity === "mistake" ? Theme.knownShip : Theme.target
    }
    function severityWord(severity) {
        return severity === "blunder" ? qsTr("a blunder") : severity === "mistake" ? qsTr("a mistake") : qsTr("an inaccuracy")
    }

    Canvas {
        id: chart
        objectName: "winChartCanvas"
        Layout.fillWidth: true
        Layout.preferredHeight: Window.height >= 1000 ? 150 : Window.height >= 850 ? 110 : 84 // (a playtest: 84 px told little; at 768 the review bar must still fit)
        readonly property int n: root.review.turnsPlayed
        function xOf(t) { return 6 + (width - 12) * (n > 0 ? t / n : 0) }
        function yOf(p) { return 4 + (height - 18) * (1 - p) } // (above the turns' numbers: a playtest saw 0% run over them)
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.fillStyle = Theme.background
            ctx.fillRect(0, 0, width, height)
            // 50%: even; above, the viewer is ahead. The turns numbered along the foot
            // (ninth playtest: no axis labels).
            ctx.strokeStyle = Theme.gridLine
            ctx.lineWidth = 1
            ctx.beginPath(); ctx.moveTo(0, yOf(0.5)); ctx.lineTo(width, yOf(0.5)); ctx.stroke()
            ctx.fillStyle = Theme.dimText
            ctx.font = "10px sans-serif"
            ctx.fillText("50%", 2, yOf(0.5) - 2)
            const every = Math.max(1, Math.ceil(n * 24 / Math.max(1, width - 12)))
            for (let t = every; t <= n; t += every)
                ctx.fillText(String(t), xOf(t) - (t < 10 ? 3 : 6), height - 2)
            // The turn shown.
            ctx.strokeStyle = Theme.highlight
            ctx.beginPath(); ctx.moveTo(xOf(root.review.turn), 0); ctx.lineTo(xOf(root.review.turn), height); ctx.stroke()
            const c = root.chances
            if (c.length === 0)
                return
            // The area under the curve in the viewer's colour, the line over it.
            ctx.fillStyle = Qt.rgba(Theme.ownShip.r, Theme.ownShip.g, Theme.ownShip.b, 0.25)
            ctx.beginPath(); ctx.moveTo(xOf(0), yOf(0))
            for (let t = 0; t < c.length; ++t)
                ctx.lineTo(xOf(t), yOf(c[t]))
            ctx.lineTo(xOf(c.length - 1), yOf(0)); ctx.closePath(); ctx.fill()
            ctx.strokeStyle = Theme.ownShip
            ctx.lineWidth = 2
            ctx.beginPath()
            for (let t = 0; t < c.length; ++t)
                t === 0 ? ctx.moveTo(xOf(t), yOf(c[t])) : ctx.lineTo(xOf(t), yOf(c[t]))
            ctx.stroke()
            // The viewer's marked choices: a dot where the turn's results came in.
            for (let t = 1; t < c.length && t - 1 < root.turns.length; ++t) {
                const severity = root.turns[t - 1].mine.mark
                if (!severity)
                    continue
                ctx.fillStyle = root.severityColour(severity)
                ctx.beginPath(); ctx.arc(xOf(t), yOf(c[t]), 4, 0, 2 * Math.PI); ctx.fill()
            }
            const d = root.judge.decisiveTurn
            if (d > 0 && d < c.length) {
                ctx.strokeStyle = Theme.text
                ctx.lineWidth = 1.5
                ctx.beginPath(); ctx.arc(xOf(d), yOf(c[d]), 6, 0, 2 * Math.PI); ctx.stroke()
            }
        }
        Connections {
            target: root.judge
            function onChanged() { chart.requestPaint() }
        }
        Connections {
            target: root.review
            function onChanged() { chart.requestPaint() }
        }
        onWidthChanged: requestPaint()
        MouseArea {
            anchors.fill: parent
            cursorShape: Qt.PointingHandCursor
            onClicked: (mouse) => root.review.turn = Math.round((mouse.x - 6) / Math.max(1, chart.width - 12) * chart.n)
        }
        ToolTip.visible: hoverArea.hovered; ToolTip.delay: 500
        // (in lines: one line ran 1,300 px across the spaces, playtest 23; how exact a figure
        // is, as a standard error at 50%: playtest 30 read a small dip as fact)
        ToolTip.text: [qsTr("Your chance of winning after each turn, from what you knew then: the game played on many times over the fleets your opponent's could be;"),
                       qsTr("each from %1 games, good to about %2 points either way;").arg(root.judge.rollouts).arg(Math.round(50 / Math.sqrt(Math.max(1, root.judge.rollouts)))), qsTr("click a turn to go to it."),
                       qsTr("Dots: your inaccuracies (yellow), mistakes (orange) and blunders (red), judged from what you knew then;"), qsTr("the ring: the turn that decided the game.")].join("\n")
        HoverHandler { id: hoverArea }
    }
    RowLayout {
        Layout.fillWidth: true
        visible: root.judge.running
        ProgressBar { objectName: "judgeProgress"; Layout.fillWidth: true; value: root.judge.progress }
        Button { focusPolicy: Qt.TabFocus; text: qsTr("Stop"); onClicked: root.judge.cancel() }
    }
    // The turn shown in words: the chances, and the viewer's choice weighed.
    Label {
        objectName: "judgeText"
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        font.pixelSize: Theme.px(12)
        color: Theme.text
        text: {
            const t = root.review.turn, c = root.chances
            if (c.length === 0)
                return root.judge.running ? qsTr("Weighing each turn…") : ""
            if (t >= c.length)
                return qsTr("Weighing each turn…")
            let s = t === 0 ? qsTr("Your chance of winning from the setups, from what you knew then: %1. Your own fleet against the fleets your opponent's could be, the game played out many times; under 50% means your fleet looked the easier to find, not that you were bound to lose.").arg(Theme.chance(c[0]))
                            : qsTr("Your chance of winning after turn %1, from what you knew once its results were in: %2 (before it: %3)").arg(t).arg(Theme.chance(c[t])).arg(Theme.chance(c[t - 1]))
            if (t > 0 && t === root.judge.decisiveTurn)
                s += "\n" + qsTr("The turn that decided the game.")
            // The choice weighed by how much more often one choice wins than the other ("about
            // 1 more games in 100" read wrong: playtest 45),
            // before the turn's results (playtest 33: two absolute chances "from what you knew
            // then" beside the line's read as contradicting it).
            const j = t > 0 && t - 1 < root.turns.length ? root.turns[t - 1].mine : null
            const more = j && j.played !== undefined ? Math.round(100 * Math.abs(j.best - j.played)) : 0
            if (j && j.mark)
                s += "\n" + qsTr("Your choice was %1: from what you knew before the turn, the Admiral's %2 would have won about %3 % more often").arg(root.severityWord(j.mark))
                                 .arg(j.bestWords).arg(more)
            else if (j && j.played !== undefined && j.played > j.best + 0.05) // (tenth playtest: "held up" at 94 % against 41 %)
                s += "\n" + qsTr("Your choice did better here than the Admiral's would have, from what you knew before the turn: it wins about %1 % more often").arg(more)
            else if (j && j.played !== undefined && j.played < j.best - 0.005) // (a playtest: "as good as … 2% after yours, 6% after its")
                s += "\n" + qsTr("Not marked: from what you knew before the turn, the Admiral's choice would have won about %1 % more often, too close to tell from chance").arg(Math.max(1, more)) // (playtest 20: \"too close to mark\" for 7 % against 19 %)
            else if (j && j.played !== undefined)
                s += "\n" + qsTr("As good as the Admiral's choice or better, from what you knew before the turn") // (a playtest: "held up … (0% against 0%)" was cryptic)
            if (root.review.trying)
                s += "\n" + qsTr("Shown: turn %1 as it would have gone with the Admiral's choice, the other side's actions as played (not the game).").arg(t)
            return root.viewerIsYou ? s : qsTr("Seen as %1: %2").arg(root.viewer).arg(s)
        }
    }
    // What a mark judges, said once (tenth playtest: "do marks judge the decision or the result?").
    Label {
        objectName: "judgeBasis"
        Layout.fillWidth: true
        visible: root.chances.length > 0 && Window.height >= 850 // (at 768 the turn's actions need the room; the chart's tip says it)
        wrapMode: Text.Wrap
        font.pixelSize: Theme.px(11)
        color: Theme.dimText
        text: qsTr("The line and the marks weigh only what you could know, so luck is not taken for skill.")
    }
    // The Admiral's choice played on the board, as a chess GUI plays the engine's move.
    Button {
        objectName: "tryAdmiral"
        focusPolicy: Qt.TabFocus // (the keys stay with the game)
        visible: root.review.canTry || root.review.trying
        Layout.fillWidth: true
        checkable: true
        checked: root.review.trying
        onToggled: root.review.trying = checked
        text: root.review.trying ? qsTr("Back to the game as played") : qsTr("Show the Admiral's choice for turn %1").arg(root.review.turn)
        // (wrapped to the button's width, above it: playtest 52 found it across both spaces' layers)
        ToolTip { visible: parent.hovered; delay: 500; y: -height - 4; width: parent.width
            text: qsTr("Plays this turn again with the actions the Admiral would have chosen from what you knew, to see what they would have hit") }
    }
}
