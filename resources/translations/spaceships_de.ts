<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Spaceships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battleships in a 5×5×5 space, with death stars, missiles, kamikaze strikes and scanners. It plays the Spaceships rules, version 2.6.1, against bots of four levels, or two people at one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made with Qt %1 and Qt Quick 3D. Every game is saved as you play, as a record anyone can check with spaceships-cli.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a friend over the network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-D view large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animate turn results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the 3-D view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the first-game tips again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Spaceships</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Cheating detected: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every report %1 made was checked against their revealed fleet and found true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s check of your reports: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both fleets are shown whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened for review from %1; it is not written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next game (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 undamaged · %3: %4 destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a cell to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — click to strike, scan or fire a beam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — click to launch missiles and kamikaze strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Lay out your fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the screen goes to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game is saved as you play; this writes its record where you choose, to share (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the setup screen; this game stays saved and can be resumed (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game against %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is told that you left, and the game cannot be gone on with. To stop for now and go on later, just quit: the game is kept and offered again when you both come back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, press when ready to %2. Nothing of either player&apos;s space is shown until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battleships in a 5×5×5 cube. You and your opponent each hide a fleet of five ships in your own cube, then take turns at the same time: both choose their shots, both are revealed together. Destroy the whole enemy fleet first to win; if the game stops before, the one with more undamaged ship cells wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Lay out your fleet&lt;/b&gt;: pick a ship in the list, click its cells in the layers (or the cube). Turn it with R, mirror it with M, drag it in the layers, or let Random lay out the rest. The fleet check on the right says what is still wrong, and which rule says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your weapons each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a cell of the enemy space to strike it: a hit (✕) destroys that cell of a ship, a miss (•) finds empty space. You get one strike for every two touching undamaged cells of each ship; the death star gives one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each missile destroyer (and gunboat) fires one missile a turn: an extra strike. Choose Missile, click the launch cell in your own space, then the target. Beware: a strike on an unfired missile makes it explode (✸), taking the next cells of its ship with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The death star&apos;s beam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a turn the death star fires three strikes along a straight line of touching cells, parallel to two of its own undamaged cells. Choose Beam and click the line&apos;s two ends. A diagonal beam whose hits do not touch burns out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kamikaze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ship that can no longer strike or fire a missile may sacrifice one of its own cells (☠) for one strike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scout&apos;s scanner shows whether a cell holds a ship, without harming it: one scan a turn, or one for each of your cells lost in the last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed ships and flashcube data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a ship is destroyed both players are told which; the one who destroyed it learns what lies in the same cells of their own space (marked f).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Entering a turn&lt;/b&gt;: click targets, pick Missile, Beam, Kamikaze or Scan for the others, or type the turn in the notation (Yx3 Ry2 mYz1 Bx5). Submit with the button or Ctrl+Return; the game asks before you leave weapons unused. Then the results play out in both views and a summary says what happened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rules in full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a friend over the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: the analysis; play: a hint (Practice, Cadet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-D view large / layers large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the 3-D view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: undo, redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: turn the selected ship (back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: mirror the selected ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers: move the pointed cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrows; Page Up/Down between layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers: click the pointed cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn: submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn: take back the last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn: back to strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review: a turn back, on; the setups, the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← →; Home, End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-D view: turn, zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drag, mouse wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-D view: show one layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1–5 above the view; 0 all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>unknown (3-D: small cube)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ship: a miss or empty scan (3-D: sphere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent&apos;s ship cell found (3-D: cube)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your ship, undamaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed (3-D: cone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed, part of a known ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missile exploded (3-D: cylinder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent&apos;s ship shown at the end (3-D: smaller cube)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfired missile (dot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last turn (2-D and 3-D): ○ miss ● hit ◎ duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last turn, beam: ◇ miss ◆ hit ◈ duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last turn: ✸ explosion ? scan K kamikaze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f: flashcube data received [7.2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your choice: + strike, s scan, L launch, b beam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analysis or hint (H): % chance of a ship, brighter is likelier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>analysis: the best move&apos;s cells (3-D: cyan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>review: the selected action&apos;s cells (3-D: magenta)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Game library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved to the trash: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes to the trash, from where it can be restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search players, fleet, result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against %1: %2 — %3 won, %4 drawn, %5 lost, %6 turns on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet: every game is saved here as you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy, show in the file manager, delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in the file manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete (to the trash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Spaceships</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Scored match [9]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continued match [10]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 — overall %3 %4, %5 %6 [9.4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 — the last game&apos;s remaining materiel: %3 %4, %5 %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 — additional ships costing %3 %4, %5 %6 [10.3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is drawn, %1–%2 overall [9.5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match, %2–%3 overall [9.5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is drawn: its last game is a draw [10.6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match, the last game&apos;s winner [10.6]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Play a friend over the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both of you run Spaceships: one hosts, the other joins. No server sees your fleets: each side referees the strikes on its own space, and at the end both reveal everything and every report is checked [1.4].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How your friend sees you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play A, under the fleet rule chosen on the setup screen (%1); your friend plays it too [3.7].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost 24</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce the game on the local network (to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your friend this address and port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for someone to join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host&apos;s address and port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games announced on the local network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, port %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None heard yet. A game hosted on this network with “Announce” on shows here within a few seconds; or type its address above.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>%1 has chosen their actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something, Enter to send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaceships records (*.ssg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenGamePicker</name>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved games, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or type the path of a record (.ssg)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (nothing was added)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the score is the remaining materiel [2.3.3, 2.3.5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both fleets are destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fleet is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, so the game ends [2.3.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could make no action but kamikaze strikes and scans, and recorded only scans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither %1 nor %2 could make any action but kamikaze strikes and scans, and both recorded only scans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, so the game ends [2.3.2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 forfeits: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (scored match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (continued match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished: game %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice: fires at random cells and never aims — for learning the weapons. Any plan beats it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cadet: fires at random until it hits, then hunts around the hit. Beatable by a careful beginner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain: aims where most fleet layouts still fit what it knows, and uses every weapon. A solid opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Admiral: imagines thousands of fleets consistent with everything it has seen, and fires where they agree. Beats Captain in 6 games of 10 and Cadet in 7 of 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no turn played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 turn played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2, %3, last played %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fired nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set off a missile that took %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed their %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed %1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scanned a ship at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hit only cells already destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 missed everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blew up %1 in a missile explosion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hit nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file dialogs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game needs the QML module %1 (Debian package %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 need the QML module %2 (Debian package %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Review: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setups, before turn 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After turn %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setups (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One turn back (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One turn on (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the other player&apos;s ships could be, from what was known after this turn, and the best next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics… (Ctrl+I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn actions: step to a turn to list them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1&apos;s actions — select one to see its cells</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveCopyDialog</name>
    <message>
        <source>Save a copy of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spaceships records (*.ssg)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveCopyPicker</name>
    <message>
        <source>Save a copy of the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot&apos;s level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before submitting a turn with actions unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before leaving a game against a friend over the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before deleting a game from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large view:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3-D view, the layers below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layers, the 3-D view above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In one row, red to blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In two rows (bigger cells)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-D layer spacing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animate the turns&apos; results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound effects (Qt Multimedia is not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>%1&apos;s fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet rule for the bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard [3.7]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost 24 [3.7.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet rule is the one %1 chose [3.7].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bots lay out their own fleets under this rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying saucer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patrol cruiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light scout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy scout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet cost %1 of %2: the standard 24 and additional ships costing %3 [10.3]. Add them with the buttons below (each shows its cost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cells, cost %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a ship, then its cells; drag a ship in the layers to move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear its cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected ship one %1 back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected ship one %1 on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the selected ship to its next orientation (R; Shift+R back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⇋ Mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror the selected ship left to right (M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random for the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out the unfinished ships at random; the ones you finished stay where they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out the whole fleet at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take every ship off the space (Ctrl+Z brings them back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a cell to read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every saved game: review, continue or delete (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume or review a game from its record (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ The fleet is legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game your fleet adds ships costing %1, your remaining materiel [10.3].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players at one screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch two bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friend over the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out the first player&apos;s fleet; the second lays out theirs after the screen is handed over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out your fleet, then host a game or join your friend&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue where the game stopped; it waits until %1 is connected again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored match [9]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continued match [10]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored: the games&apos; scores are added up [9.4]. Continued: each game&apos;s survivors come back as additional ships in the next [10.3]; the last game decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleets are being laid out…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: hand the screen back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host or join a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s fleet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an unfinished game: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have %1 unfinished games; the latest: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stays saved: you can resume it from this screen whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop offering this game; its record stays in the games folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ships</name>
    <message>
        <source>death star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kill cruiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flying saucer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>patrol cruiser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missile destroyer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heavy scout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light scout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assault gunboat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light gunboat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpaceView3D</name>
    <message>
        <source>Spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every layer (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the %1 layer alone, to reach its inner cells (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out (−, the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in (+, the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the view: turn, zoom, spread and layers (Home)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fired: %2 of %3 cells hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 launched (their targets count as strikes [11.5.3])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kamikaze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (their targets count as strikes [11.5.5])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 found a ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found in turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed in turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survived</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 turn played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells hit each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undamaged cells (materiel [2.3.5]) over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explosions set off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cell [8.1.4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cells [8.1.4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ships: when each was found and destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TipBar</name>
    <message>
        <source>Choose the two bots&apos; levels on the right and press Watch; you can pause and step through their game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an unfinished network game: press Go on on the right to continue it (it waits for the other player), or host or join a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1 of 4 — Lay out your fleet: pick a ship in the list on the left, then click its cells in the layers below the cube. Or press Random layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1 of 4 — Keep going: the fleet check on the right lists what is still missing. R turns the selected ship, M mirrors it, and you can drag it in the layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2 of 4 — Your fleet is legal. Press Start: the game begins when both of you have committed your fleets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2 of 4 — Your fleet is legal. Press “Host or join a game…”: one of you hosts, the other joins with the address the host reads out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2 of 4 — Your fleet is legal. Choose the bot&apos;s level on the right (Practice is gentlest) and press Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 3 of 4 — Your first turn: click cells in %1&apos;s space (the cube or the upper layers) to strike them. You have %2 strikes; Missile and Beam add more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 3 of 4 — Your first turn: click cells in the bot&apos;s space (the cube or the upper layers) to strike them. You have %1 strikes; Missile and Beam add more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 4 of 4 — Submitted: both sides&apos; turns are revealed together, as soon as %1 has chosen too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 4 of 4 — Press Submit turn (or Ctrl+Return) when you are ready: both sides&apos; turns are revealed together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results: the summary above the cube says what happened. Corner marks show the last turn (● hit, ○ miss); in the cube a small sphere is an empty cell, a cone a destroyed one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: the Layer buttons above the cube (or keys 1–5) show one layer alone, so you can reach the inner cells; 0 shows them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: Missile and Beam add strikes; hover a weapon&apos;s button to see what it does. Ctrl+Z takes back your last choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: every game is saved as you play; Game → Save a copy writes it where you like, to share. F1 explains every weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tip: step through the game with the slider or ◀ ▶; both fleets are shown whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Got it — no more tips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnDialog</name>
    <message>
        <source>Turn %1 — your actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kamikaze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strikes: click cells of the opponent&apos;s space, one strike each [4.4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The death star&apos;s beam: click the two end cells of a straight line of three [8.2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A missile: click an unfired missile cell of your space, then its target [8.1.3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kamikaze: click an undamaged cell of a ship that has no strike or missile this turn, then the target [4.5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scan: click a cell to learn whether it holds a ship, without harming it [8.3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not this turn: no ship may.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or type: Yx3 bRv3Rv5 mYz1 Bv1 sBx3 ⏎</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has chosen its actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the bot&apos;s ships could be, from what you know, and a good move outlined (against Practice and Cadet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit with actions unused?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You still have %1 — submit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep choosing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <source>Turn %1: %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both fleets are shown: the views are %1&apos;s, with the other&apos;s ships revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step ▸|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s a turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::Analyst</name>
    <message>
        <source>%1 hidden ships: about %2 undamaged cells, likelier where brighter. Best move (outlined): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::AppSettings</name>
    <message>
        <source>Standard (safe for colour blindness)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::GameController</name>
    <message>
        <source>The fleet is not legal yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chose the %2 fleet: choose it too [3.7]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost 24</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, lay out your fleet: click a ship, then its cells, or Random layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players at one screen: each lays out a fleet in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your fleet is committed: the game begins when %1 has laid out theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is starting: the other player is laying out their fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: use the review controls, or start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is playing: watch, or pause and step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn is submitted and waits for %1; your next turn starts when it is resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you already know %1 is empty: a strike there cannot hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already destroyed: a strike there can only be a duplicate hit [5.2.4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hosts a game with the %2 fleet [3.7]: lay out yours and press Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1: lay out your fleet and press Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game or join one first: the game begins once the other player is connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hosts a game with the %2 fleet: choose it too [3.7]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet could not be committed: the connection is not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your fleet is committed: waiting for %1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going on with the game against %1 from turn %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn could not be sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A network game&apos;s record is whole only at its end, once both fleets are revealed [1.4.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to save yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy of the game is saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A picture of the view is saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture could not be saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::GameLibrary</name>
    <message>
        <source>%1 is not in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the copy goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy must go somewhere other than the record itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be copied to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::GameOptions</name>
    <message>
        <source>Host a network game or join one first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no bot called &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::Handover</name>
    <message>
        <source>lay out your fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter your actions for turn %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::HelpText</name>
    <message>
        <source>The guide is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::NetworkPlay</name>
    <message>
        <source>No answer from %1 after 15 seconds: check the address, that the host is hosting, and that their firewall lets the port through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for someone to join: give them the address %1 and the port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing from %1 for %2 s: the game waits for them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 dropped: the game is paused until they reconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 dropped: the game is paused; reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: every report %1 made was checked and true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a port: give an address and a port as 192.168.1.20:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the host&apos;s address and port, as 192.168.1.20:%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hosted on port %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joined at %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against %1 (%2), %3 completed, last played %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::RecordKeeper</name>
    <message>
        <source>The game could not be saved to %1; it goes on, and saving is tried again after each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished game: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::SetupController</name>
    <message>
        <source>Any ships costing 24 [3.7.1]: add ships from the list, remove the ones you don&apos;t want</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard fleet [3.7]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game adds ships costing %1, your remaining materiel at the end of the last game [10.3]: add them from the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a ship from the list first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: took %2 away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected the %1: click its cells to take them away, or move it with the arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 already has its %2 cells [%3]: click one of them to take it away first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard fleet has a fixed set of ships [3.7]; choose &quot;cost 24&quot; to pick your own [3.7.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added a %1: click %2 cells for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleared the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not laid out yet (1 cell) [3.6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not laid out yet (%2 cells) [3.6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fleet costs %1 but must cost %2: 24 and %3 of additional ships [10.3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fleet costs %1 but must cost %2 [3.7.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no cells to move yet: click its cells first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 cannot move there: %2 would leave the space, which does not wrap [1.2.6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no cells to turn yet: click its cells first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 looks the same every way round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned the %1: orientation %2 of the %3 its shape has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no cells to mirror yet: click its cells first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is its own mirror image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirrored the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No room for the other ships around those laid out: move or clear some of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laid out the rest at random; the ships you finished stayed where they were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random legal layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random legal layout of your ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::SpaceModel</name>
    <message>
        <source>: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: no ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, undamaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: a ship is here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: ship %1, undamaged (revealed at the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, part of </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, unfired missile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, missile fired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, missile exploded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (flashcube data [7.2])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; last turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; analysis: %1% chance of a ship</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::Table</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ss::app::TurnDraft</name>
    <message>
        <source>Click cells in the opponent&apos;s space to strike them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted: the turn resolves when the other player has chosen too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn is submitted: it can no longer change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beam [8.2]: click the two end cells of a three-cell straight line in the opponent&apos;s space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile strike [8.1.3]: click an unfired missile in your own space, then its target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kamikaze strike [4.5]: click an undamaged cell of the ship in your own space, then its target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan [8.3]: click the cell to scan in the opponent&apos;s space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can no longer strike: whatever you record, the game ends after this turn [2.3.2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only make kamikaze strikes and scans: unless you record a kamikaze strike, the game ends after this turn [2.3.2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No death star of yours can fire its beam this turn: it needs two undamaged loosely adjacent cells and a beam that has not burnt out [8.2.2, 8.4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beam from %1: now click the other end, two cells away in a straight line [8.2.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beam cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 are not the ends of a beam: the ends lie two steps apart on a straight line, with one cell between [8.2.1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beam %1-%2 recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First click the launch cell in your own space; then its target here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scan of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the strike at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no scans: scans need a scout (light or heavy) that is not destroyed [8.3, 8.3.2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You have %n scan(s) this turn [8.3.1]; click a chosen scan to take it back</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Scan %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You have %n strike(s) this turn [4.4.1, 8.1.3, 4.5]; click a chosen target to take it back</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Strike %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back the launch from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets are in the opponent&apos;s space. In your own space you pick missile and kamikaze launch cells: choose &quot;Missile&quot; or &quot;Kamikaze&quot; first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missile launched from %1: now click its target in the opponent&apos;s space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kamikaze strike from %1: now click its target in the opponent&apos;s space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
