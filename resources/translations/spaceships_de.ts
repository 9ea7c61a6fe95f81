<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Spaceships</source>
        <translation>Über Spaceships</translation>
    </message>
    <message>
        <source>Made with Qt %1 and Qt Quick 3D. Every game is saved as you play, as a record anyone can check with spaceships-cli.</source>
        <translation>Erstellt mit Qt %1 und Qt Quick 3D. Jedes Spiel wird beim Spielen gespeichert, als Spielprotokoll, das jeder mit spaceships-cli prüfen kann.</translation>
    </message>
    <message>
        <source>Battleships in a 5×5×5 space, with death stars, missiles, kamikaze strikes and scanners. It plays the Spaceships rules, version 2.6.1, and the classic rules: against bots of five levels, two people at one screen, or a friend over the network.</source>
        <translation>Schiffe versenken in einem 5×5×5-Raum, mit Todessternen, Raketen, Kamikaze-Angriffen und Scannern. Gespielt wird nach den Spaceships-Regeln, Version 2.6.1, oder den klassischen Regeln: gegen Bots in fünf Stufen, zu zweit an einem Bildschirm oder mit einem Freund übers Netzwerk.</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <source>No clock</source>
        <translation>Keine Uhr</translation>
    </message>
    <message>
        <source>%1 seconds a turn</source>
        <translation>%1 Sekunden pro Zug</translation>
    </message>
    <message>
        <source>1 minute a turn</source>
        <translation>1 Minute pro Zug</translation>
    </message>
    <message>
        <source>%1 minutes a turn</source>
        <translation>%1 Minuten pro Zug</translation>
    </message>
    <message>
        <source>1 hour a turn (correspondence)</source>
        <translation>1 Stunde pro Zug (Fernspiel)</translation>
    </message>
    <message>
        <source>1 day a turn (correspondence)</source>
        <translation>1 Tag pro Zug (Fernspiel)</translation>
    </message>
    <message>
        <source>%1 days a turn (correspondence)</source>
        <translation>%1 Tage pro Zug (Fernspiel)</translation>
    </message>
    <message>
        <source>Clock when you host</source>
        <translation>Uhr, wenn du eröffnest</translation>
    </message>
    <message>
        <source>The time each of you has for a turn. A turn not entered in time is played as entered so far; a friend whose turn does not come in time twice in a row (once by correspondence) can lose the game on time.</source>
        <translation>Die Zeit, die jeder von euch für einen Zug hat. Ein Zug, der nicht rechtzeitig eingegeben ist, wird so gespielt, wie er bis dahin eingegeben war; wessen Zug zweimal hintereinander (im Fernspiel einmal) nicht rechtzeitig kommt, kann die Partie auf Zeit verlieren.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game library…</source>
        <translation>Spielarchiv…</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Kopie speichern…</translation>
    </message>
    <message>
        <source>Save a picture of the view…</source>
        <translation>Bild der Ansicht speichern…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <source>Show the analysis</source>
        <translation>Analyse anzeigen</translation>
    </message>
    <message>
        <source>Show a hint</source>
        <translation>Tipp anzeigen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>3-D view large</source>
        <translation>3-D-Ansicht groß</translation>
    </message>
    <message>
        <source>Layers large</source>
        <translation>Ebenen groß</translation>
    </message>
    <message>
        <source>Animate turn results</source>
        <translation>Zugergebnisse animieren</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <source>Volume %1%</source>
        <translation>Lautstärke %1%</translation>
    </message>
    <message>
        <source>Reset the 3-D view</source>
        <translation>3-D-Ansicht zurücksetzen</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Show the first-game tips again</source>
        <translation>Tipps für das erste Spiel erneut zeigen</translation>
    </message>
    <message>
        <source>About Spaceships</source>
        <translation>Über Spaceships</translation>
    </message>
    <message>
        <source>The full guide to the rules</source>
        <translation>Die ganze Anleitung zu den Regeln</translation>
    </message>
    <message>
        <source>Play a friend…</source>
        <translation>Gegen Freunde spielen …</translation>
    </message>
    <message>
        <source>The result…</source>
        <translation>Das Ergebnis…</translation>
    </message>
    <message>
        <source>No hints against Captain, Commodore or Admiral: a hint shows where the bot&apos;s ships could be and a good move, which would play the game for you. Hints are for Practice and Cadet; every game can be analysed move by move in review once it is over.</source>
        <translation>Keine Tipps gegen Kapitän, Kommodore oder Admiral: Ein Tipp zeigt, wo die Schiffe des Bots sein könnten, und einen guten Zug – damit spielte er das Spiel für dich. Tipps gibt es gegen Übung und Kadett; jedes Spiel lässt sich nach dem Ende Zug für Zug im Rückblick analysieren.</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Cheating detected: %1</source>
        <translation>Betrug festgestellt: %1</translation>
    </message>
    <message>
        <source>Every report %1 made was checked against their revealed fleet and found true.</source>
        <translation>Jede Meldung von %1 wurde anhand der aufgedeckten Flotte geprüft und stimmte.</translation>
    </message>
    <message>
        <source>%1&apos;s check of your reports: %2</source>
        <translation>Prüfung deiner Meldungen durch %1: %2</translation>
    </message>
    <message>
        <source>Both fleets are shown whole.</source>
        <translation>Beide Flotten werden vollständig angezeigt.</translation>
    </message>
    <message>
        <source>Review the board</source>
        <translation>Spielfeld ansehen</translation>
    </message>
    <message>
        <source>Next game (%1 of %2)</source>
        <translation>Nächstes Spiel (%1 von %2)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Show it</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>The game is saved in the game library (Ctrl+L).</source>
        <translation>Das Spiel ist im Spielarchiv gespeichert (Ctrl+L).</translation>
    </message>
    <message>
        <source>You beat %1. Ready for %2?</source>
        <translation>Du hast %1 geschlagen. Bereit für %2?</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Gegen %1 spielen</translation>
    </message>
    <message>
        <source>%1 won this one. %2 is a step down, to learn the weapons on.</source>
        <translation>Diesmal hat %1 gewonnen. %2 ist eine Stufe leichter, um die Waffen kennenzulernen.</translation>
    </message>
    <message>
        <source>The biggest swing — %1</source>
        <translation>Der größte Umschwung — %1</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Im Vergleich</translation>
    </message>
    <message>
        <source>Opened for review from a file, which stays as it was (point here to see where it is).</source>
        <translation>Aus einer Datei zur Nachbetrachtung geöffnet, die unverändert bleibt (zeig hierauf, um zu sehen, wo sie liegt).</translation>
    </message>
    <message>
        <source>That was your guided game. The next one has every weapon from turn 1; tick “Guided game” on the setup screen to be guided again.</source>
        <translation>Das war deine geführte Partie. In der nächsten hast du alle Waffen ab Zug 1; kreuz „Geführte Partie“ auf dem Aufstellungsbildschirm an, um wieder geführt zu werden.</translation>
    </message>
    <message>
        <source>more ▾</source>
        <translation>mehr ▾</translation>
    </message>
</context>
<context>
    <name>FleetCheck</name>
    <message>
        <source>Fleet check</source>
        <translation>Flottenprüfung</translation>
    </message>
    <message>
        <source>✓ The fleet is legal</source>
        <translation>✓ Die Flotte ist regelkonform</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Turn %1: </source>
        <translation>Zug %1: </translation>
    </message>
    <message>
        <source>Point at a cell to read it</source>
        <translation>Zeig auf eine Zelle, um sie abzulesen</translation>
    </message>
    <message>
        <source> — click to strike, scan or fire a beam</source>
        <translation> — klick, um zu schießen, zu scannen oder einen Strahl abzufeuern</translation>
    </message>
    <message>
        <source> — click to launch missiles and kamikaze strikes</source>
        <translation> — klick, um Raketen zu starten und Kamikaze-Angriffe auszuführen</translation>
    </message>
    <message>
        <source>Turn log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source> — click to strike or fire a beam</source>
        <translation> — klick, um zu schießen oder einen Strahl abzufeuern</translation>
    </message>
    <message>
        <source>The results come in… (Space shows them at once)</source>
        <translation>Die Ergebnisse kommen herein … (Leertaste zeigt sie sofort)</translation>
    </message>
    <message>
        <source>Each turn&apos;s results are told here and played out in the space.</source>
        <translation>Die Ergebnisse jedes Zugs stehen hier und werden im Raum vorgeführt.</translation>
    </message>
    <message>
        <source>Your space</source>
        <translation>Dein Raum</translation>
    </message>
    <message>
        <source>%1&apos;s space</source>
        <translation>Raum: %1</translation>
    </message>
    <message>
        <source>Point at a cell to read it. Click in %1 to strike, scan or fire a beam; in yours, to launch</source>
        <translation>Zeig auf eine Zelle, um sie abzulesen. Klick in den anderen Raum (%1): Schuss, Scan, Strahl; in deinen: Start</translation>
    </message>
    <message>
        <source>Point at a cell to read it. Click in %1 to strike or fire a beam; in yours, to launch</source>
        <translation>Zeig auf eine Zelle, um sie abzulesen. Klick in den anderen Raum (%1): Schuss, Strahl; in deinen: Start</translation>
    </message>
    <message>
        <source>Your chance of winning after turn %1: %2 (blue, from below; your opponent&apos;s above)</source>
        <translation>Deine Gewinnchance nach Zug %1: %2 (blau, von unten; die deines Gegners oben)</translation>
    </message>
    <message>
        <source> (key Y: your space)</source>
        <translation> (Taste Y: dein Raum)</translation>
    </message>
    <message>
        <source> (key O: the other space)</source>
        <translation> (Taste O: der andere Raum)</translation>
    </message>
    <message>
        <source>you %1</source>
        <translation>du %1</translation>
    </message>
    <message>
        <source>%1&apos;s chance of winning after turn %2: %3 (blue, from below; %4&apos;s above)</source>
        <translation>Gewinnchance von %1 nach Zug %2: %3 (blau, von unten; die von %4 oben)</translation>
    </message>
    <message>
        <source> · keys 1–5: one layer alone, to aim in</source>
        <translation> · Tasten 1–5: eine Ebene allein, zum Zielen</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Lay out your fleet</source>
        <translation>Stell deine Flotte auf</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>: the screen goes to %1</source>
        <translation>: der Bildschirm geht an %1</translation>
    </message>
    <message>
        <source>Turn %1: %2 against %3</source>
        <translation>Zug %1: %2 gegen %3</translation>
    </message>
    <message>
        <source>Game over: %1 (%2)</source>
        <translation>Spielende: %1 (%2)</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Kopie speichern…</translation>
    </message>
    <message>
        <source>Every game is saved as you play; this writes its record where you choose, to share (Ctrl+S)</source>
        <translation>Jedes Spiel wird beim Spielen gespeichert; dies schreibt sein Spielprotokoll an einen Ort deiner Wahl, zum Teilen (Ctrl+S)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Back to the setup screen; this game stays saved and can be resumed (Ctrl+N)</source>
        <translation>Zurück zur Aufstellung; dieses Spiel bleibt gespeichert und kann fortgesetzt werden (Ctrl+N)</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Spielanleitung (F1)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>This record cannot be opened</source>
        <translation>Dieses Spielprotokoll kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The game shown stays as it was.</source>
        <translation>Das angezeigte Spiel bleibt, wie es war.</translation>
    </message>
    <message>
        <source>Turn %1&apos;s results come in…</source>
        <translation>Zug %1: Ergebnisse …</translation>
    </message>
    <message>
        <source>Choose the two bots and press Watch</source>
        <translation>Wähl die beiden Bots und drück „Zuschauen“</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>An %1 übergeben</translation>
    </message>
    <message>
        <source>%1, press when ready to %2. Nothing of either player&apos;s space is shown until then.</source>
        <translation>%1, drück, wenn du bereit bist: %2. Bis dahin wird von keinem der beiden Räume etwas angezeigt.</translation>
    </message>
    <message>
        <source>I am %1 — ready</source>
        <translation>Ich bin %1 — bereit</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Battleships in a 5×5×5 cube. You and your opponent each hide a fleet of five ships in your own cube, then take turns at the same time: both choose their shots, both are revealed together. Destroy the whole enemy fleet first to win; if the game stops before, the one with more undamaged ship cells wins.</source>
        <translation>Schiffe versenken in einem 5×5×5-Würfel. Du und dein Gegenüber versteckt je eine Flotte aus fünf Schiffen im eigenen Würfel und zieht dann gleichzeitig: Beide wählen ihre Schüsse, beide werden zusammen aufgedeckt. Wer zuerst die ganze gegnerische Flotte zerstört, gewinnt; endet das Spiel vorher, gewinnt, wer mehr unbeschädigte Schiffszellen hat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Lay out your fleet&lt;/b&gt;: pick a ship in the list, click its cells in the layers (or the cube). Turn it with R, mirror it with M, drag it in the layers, or let Random lay out the rest. The fleet check on the right says what is still wrong, and which rule says so.</source>
        <translation>&lt;b&gt;Stell deine Flotte auf&lt;/b&gt;: Wähl ein Schiff in der Liste und klick seine Zellen in den Ebenen (oder im Würfel) an. Dreh es mit R, spiegle es mit M, zieh es in den Ebenen oder lass den Rest zufällig aufstellen. Die Flottenprüfung rechts zeigt, was noch nicht stimmt und welche Regel das besagt.</translation>
    </message>
    <message>
        <source>Your weapons each turn</source>
        <translation>Deine Waffen in jedem Zug</translation>
    </message>
    <message>
        <source>Strikes</source>
        <translation>Schüsse</translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation>Raketen</translation>
    </message>
    <message>
        <source>The death star&apos;s beam</source>
        <translation>Der Strahl des Todessterns</translation>
    </message>
    <message>
        <source>Kamikaze</source>
        <translation>Kamikaze</translation>
    </message>
    <message>
        <source>Scans</source>
        <translation>Scans</translation>
    </message>
    <message>
        <source>A scout&apos;s scanner shows whether a cell holds a ship, without harming it: one scan a turn, or one for each of your cells lost in the last turn.</source>
        <translation>Der Scanner eines Aufklärers zeigt, ob eine Zelle ein Schiff enthält, ohne es zu beschädigen: ein Scan pro Zug oder einer für jede deiner Zellen, die im letzten Zug verloren gingen.</translation>
    </message>
    <message>
        <source>Destroyed ships and flashcube data</source>
        <translation>Zerstörte Schiffe und Flashcube-Daten</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Spielarchiv</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Kopie speichern</translation>
    </message>
    <message>
        <source>Save a picture of the view</source>
        <translation>Bild der Ansicht speichern</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Review: the analysis; play: a hint (Practice, Cadet)</source>
        <translation>Nachspielen: die Analyse; im Spiel: ein Tipp (Übung, Kadett)</translation>
    </message>
    <message>
        <source>3-D view large / layers large</source>
        <translation>3-D-Ansicht groß / Ebenen groß</translation>
    </message>
    <message>
        <source>Reset the 3-D view</source>
        <translation>3-D-Ansicht zurücksetzen</translation>
    </message>
    <message>
        <source>Setup: undo, redo</source>
        <translation>Aufstellung: rückgängig, wiederholen</translation>
    </message>
    <message>
        <source>Setup: turn the selected ship (back)</source>
        <translation>Aufstellung: gewähltes Schiff drehen (zurück)</translation>
    </message>
    <message>
        <source>Setup: mirror the selected ship</source>
        <translation>Aufstellung: gewähltes Schiff spiegeln</translation>
    </message>
    <message>
        <source>arrows; Page Up/Down between layers</source>
        <translation>Pfeiltasten; Bild auf/ab zwischen den Ebenen</translation>
    </message>
    <message>
        <source>Turn: submit</source>
        <translation>Zug: abschicken</translation>
    </message>
    <message>
        <source>Turn: back to strikes</source>
        <translation>Zug: zurück zu den Schüssen</translation>
    </message>
    <message>
        <source>Review: a turn back, on; the setups, the end</source>
        <translation>Nachspielen: ein Zug zurück, vor; die Aufstellungen, das Ende</translation>
    </message>
    <message>
        <source>← →; Home, End</source>
        <translation>← →; Pos1, Ende</translation>
    </message>
    <message>
        <source>3-D view: turn, zoom</source>
        <translation>3-D-Ansicht: drehen, zoomen</translation>
    </message>
    <message>
        <source>3-D view: show one layer</source>
        <translation>3-D-Ansicht: eine Ebene zeigen</translation>
    </message>
    <message>
        <source>1–5 above the view; 0 all</source>
        <translation>1–5 über der Ansicht; 0 alle</translation>
    </message>
    <message>
        <source>Once a turn the death star fires three strikes along a straight line of touching cells, parallel to two of its own undamaged cells. Choose Beam and click the line&apos;s two ends. If it hits both ends of its line, the beam burns out.</source>
        <translation>Einmal pro Zug feuert der Todesstern drei Schüsse entlang einer geraden Linie sich berührender Zellen, parallel zu zwei seiner eigenen unbeschädigten Zellen. Wähle „Strahl“ und klick die beiden Enden der Linie an. Trifft der Strahl beide Enden seiner Linie, brennt die Strahlenwaffe aus.</translation>
    </message>
    <message>
        <source>The menus</source>
        <translation>Die Menüs</translation>
    </message>
    <message>
        <source>F10, then the arrows; Alt+G, Alt+V, Alt+H</source>
        <translation>F10, dann die Pfeiltasten; Alt+S, Alt+A, Alt+H</translation>
    </message>
    <message>
        <source>While the death star is undamaged it fires, once a turn, five strikes along a whole row of the space that runs through its own cells. Choose Beam and click the row&apos;s two ends. It never burns out, but the first hit on the death star ends its beam.</source>
        <translation>Solange der Todesstern unbeschädigt ist, feuert er einmal pro Zug fünf Schüsse entlang einer ganzen Reihe des Raums, die durch seine eigenen Zellen läuft. Wähl „Strahl“ und klick die beiden Enden der Reihe an. Er verpufft nie, aber der erste Treffer auf den Todesstern beendet seinen Strahl.</translation>
    </message>
    <message>
        <source>Everything at once</source>
        <translation>Alles zugleich</translation>
    </message>
    <message>
        <source>Every strike looks at the space as it was when the turn began, and all destruction happens at its end: two strikes on one cell are both hits. You learn only hits, misses and explosions — no ship is announced as destroyed.</source>
        <translation>Jeder Schuss sieht den Raum so, wie er zu Beginn des Zugs war, und alles wird erst am Ende des Zugs zerstört: Zwei Schüsse auf eine Zelle sind beide Treffer. Du erfährst nur Treffer, Fehlschüsse und Explosionen — kein Schiff wird als zerstört gemeldet.</translation>
    </message>
    <message>
        <source>The missile destroyer fires one missile a turn: an extra strike. Choose Missile, click the launch cell in your own space, then the target. Beware: a strike on an unfired missile makes it explode (✸), taking the next cells of its ship with it; a missile fired that turn does not explode.</source>
        <translation>Der Raketenzerstörer feuert eine Rakete pro Zug ab: ein zusätzlicher Schuss. Wähl „Rakete“, klick die Startzelle in deinem eigenen Raum an, dann das Ziel. Vorsicht: Ein Schuss auf eine nicht abgefeuerte Rakete lässt sie explodieren (✸) und reißt die Nachbarzellen ihres Schiffs mit; eine in diesem Zug abgefeuerte Rakete explodiert nicht.</translation>
    </message>
    <message>
        <source>A ship that no longer gives a strike (no two touching undamaged cells) may sacrifice one of its own cells (☠) for one strike, even a missile destroyer that fires a missile the same turn. The death star never can.</source>
        <translation>Ein Schiff, das keinen Schuss mehr gibt (keine zwei sich berührenden unbeschädigten Zellen), darf eine seiner eigenen Zellen (☠) für einen Schuss opfern, auch ein Raketenzerstörer, der im selben Zug eine Rakete abfeuert. Der Todesstern kann das nie.</translation>
    </message>
    <message>
        <source>Layers and 3-D view: move the cell cursor</source>
        <translation>Ebenen und 3-D-Ansicht: Zellcursor bewegen</translation>
    </message>
    <message>
        <source>Layers and 3-D view: click the cell</source>
        <translation>Ebenen und 3-D-Ansicht: Zelle anklicken</translation>
    </message>
    <message>
        <source>Turn: strike, beam, missile, kamikaze, scan</source>
        <translation>Zug: Schuss, Strahl, Rakete, Kamikaze, Scan</translation>
    </message>
    <message>
        <source>The opponent&apos;s space, your space</source>
        <translation>Der gegnerische Raum, dein Raum</translation>
    </message>
    <message>
        <source>A turn&apos;s results: show them at once</source>
        <translation>Die Ergebnisse eines Zugs: sofort zeigen</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <source>drag or Ctrl+arrows; mouse wheel or + −</source>
        <translation>Ziehen oder Ctrl+Pfeiltasten; Mausrad oder + −</translation>
    </message>
    <message>
        <source>Click a cell of the enemy space to strike it (+): a hit (✕) destroys that cell of a ship, a miss (•) finds empty space. Each ship gives one strike for every two touching undamaged cells it has, no cell counted twice: a whole kill cruiser (6 cells) gives 3, a death star only 1.</source>
        <translation>Klick eine Zelle des gegnerischen Raums an, um auf sie zu schießen (+): Ein Treffer (✕) zerstört diese Zelle eines Schiffs, ein Fehlschuss (•) findet leeren Raum. Jedes Schiff gibt einen Schuss für je zwei sich berührende unbeschädigte Zellen, keine Zelle doppelt gezählt: Ein ganzer Killerkreuzer (6 Zellen) gibt 3, ein Todesstern nur 1.</translation>
    </message>
    <message>
        <source>When a ship is destroyed both players are told which, and its owner learns what lies in the same cells of the other player&apos;s space (flashcube data, marked f there) [7.1].</source>
        <translation>Wird ein Schiff zerstört, erfahren beide, welches, und sein Besitzer erfährt, was im Raum des anderen in denselben Zellen liegt (Flashcube-Daten, dort mit f markiert) [7.1].</translation>
    </message>
    <message>
        <source>While you choose, each action is marked as in the pictures: a strike +, a missile&apos;s launch M and its target m, the beam b, a kamikaze&apos;s launch K and its target k, a scan s.</source>
        <translation>Während du wählst, ist jede Aktion wie in den Bildern markiert: ein Schuss +, der Start einer Rakete M und ihr Ziel m, der Strahl b, der Start eines Kamikaze-Angriffs K und sein Ziel k, ein Scan s.</translation>
    </message>
    <message>
        <source>The full guide to the rules</source>
        <translation>Die ganze Anleitung zu den Regeln</translation>
    </message>
    <message>
        <source>Read the full guide to the rules</source>
        <translation>Die ganze Anleitung zu den Regeln lesen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>3-D view: the pointer a layer up, down</source>
        <translation>3-D-Ansicht: Zeiger eine Ebene hoch, runter</translation>
    </message>
    <message>
        <source>Shift+wheel</source>
        <translation>Umschalt+Mausrad</translation>
    </message>
    <message>
        <source>Play a friend (anywhere, by code, or on this network)</source>
        <translation>Gegen Freunde spielen (überall per Code oder in diesem Netz)</translation>
    </message>
    <message>
        <source>Turn: take back the last action, put it back</source>
        <translation>Zug: letzte Aktion zurücknehmen, wiederherstellen</translation>
    </message>
    <message>
        <source>A ship that gives no strike and has no unfired missile left may sacrifice one of its own cells (☠) for one strike [4.5]; a light scout never may [6.8.2].</source>
        <translation>Ein Schiff, das keinen Schuss gibt und keine ungefeuerte Rakete mehr hat, darf eine eigene Zelle (☠) für einen Schuss opfern [4.5]; ein leichter Aufklärer nie [6.8.2].</translation>
    </message>
    <message>
        <source>Each missile destroyer (and assault or light gunboat, in a fleet chosen by cost) fires one missile a turn: an extra strike. Choose Missile, click the launch cell in your own space, then the target. Beware: a strike on an unfired missile makes it explode (✸), taking the next cells of its ship with it.</source>
        <translation>Jeder Raketenzerstörer (und jedes Sturm- oder leichte Kanonenboot, in einer nach Kosten gewählten Flotte) feuert eine Rakete pro Zug ab: ein zusätzlicher Schuss. Wähl „Rakete“, klick die Startzelle in deinem eigenen Raum an, dann das Ziel. Vorsicht: Ein Schuss auf eine nicht abgefeuerte Rakete lässt sie explodieren (✸) und reißt die nächsten Zellen ihres Schiffs mit.</translation>
    </message>
    <message>
        <source>&lt;b&gt;New to the game?&lt;/b&gt; Tick “Guided game” on the setup screen (it is ticked for your first game): turn 1 has strikes alone, then one new weapon comes in each turn, for the bot as for you, each shown as it comes.</source>
        <translation>&lt;b&gt;Neu im Spiel?&lt;/b&gt; Kreuz auf dem Aufstellungsbildschirm „Geführte Partie“ an (bei deiner ersten Partie ist es angekreuzt): In Zug 1 gibt es nur Schüsse, danach kommt jeden Zug eine neue Waffe dazu, für den Bot wie für dich, und jede wird gezeigt, sobald sie kommt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Entering a turn&lt;/b&gt;: click targets, pick Missile, Beam or Kamikaze for the others, or type the turn in the notation (Yx3 bRv mYz1Bx5: a missile from Yz1 at Bx5). Submit with the button or Ctrl+Return; the game asks before you leave weapons unused. Then the results play out in both views and a summary says what happened.</source>
        <translation>&lt;b&gt;Einen Zug eingeben&lt;/b&gt;: Klick Ziele an, wähl „Rakete“, „Strahl“ oder „Kamikaze“ für die übrigen Aktionen oder tipp den Zug in der Notation ein (Yx3 bRv mYz1Bx5: eine Rakete von Yz1 auf Bx5). Schick ihn mit der Schaltfläche oder Ctrl+Eingabe ab; das Spiel fragt nach, bevor du Waffen ungenutzt lässt. Dann laufen die Ergebnisse in beiden Ansichten ab, und eine Zusammenfassung sagt, was geschehen ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Entering a turn&lt;/b&gt;: click targets, pick Missile, Beam, Kamikaze or Scan for the others, or type the turn in the notation (Yx3 Ry2 mYz1Bx5: a missile from Yz1 at Bx5). Submit with the button or Ctrl+Return; the game asks before you leave weapons unused. Then the results play out in both views and a summary says what happened.</source>
        <translation>&lt;b&gt;Einen Zug eingeben&lt;/b&gt;: Klick Ziele an, wähl „Rakete“, „Strahl“, „Kamikaze“ oder „Scan“ für die übrigen Aktionen oder tipp den Zug in der Notation ein (Yx3 Ry2 mYz1Bx5: eine Rakete von Yz1 auf Bx5). Schick ihn mit der Schaltfläche oder Ctrl+Return ab; das Spiel fragt nach, bevor du Waffen ungenutzt lässt. Dann laufen die Ergebnisse in beiden Ansichten ab und eine Zusammenfassung zeigt, was passiert ist.</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>LayeredView</name>
    <message>
        <source>Your space, in layers</source>
        <translation>Dein Raum, in Ebenen</translation>
    </message>
    <message>
        <source>The other space, in layers</source>
        <translation>Der gegnerische Raum, in Ebenen</translation>
    </message>
    <message>
        <source>Arrows move across a layer, Page Up and Page Down between layers, Enter clicks the cell.</source>
        <translation>Pfeiltasten bewegen sich über eine Ebene, Bild auf und Bild ab zwischen den Ebenen, Enter klickt die Zelle.</translation>
    </message>
</context>
<context>
    <name>LeaveDialog</name>
    <message>
        <source>Leave the game against %1?</source>
        <translation>Das Spiel gegen %1 verlassen?</translation>
    </message>
    <message>
        <source>You lose the game: %1 is told that you left, both fleets are revealed, and the game so far is kept in the library. To stop for now and go on later, just quit: the game is kept and offered again when you both come back.</source>
        <translation>Du verlierst das Spiel: %1 erfährt, dass du gegangen bist, beide Flotten werden aufgedeckt, und das bisherige Spiel bleibt in der Bibliothek. Um nur zu pausieren und später weiterzuspielen, beende einfach das Programm: Das Spiel bleibt erhalten und wird wieder angeboten, wenn ihr beide zurück seid.</translation>
    </message>
    <message>
        <source>The game is saved as it stands: you can go on with it later from the setup screen or the game library.</source>
        <translation>Das Spiel ist so gespeichert, wie es steht: Du kannst es später auf dem Einrichtungsbildschirm oder im Spielarchiv fortsetzen.</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Quit while playing %1?</source>
        <translation>Beenden, während du gegen %1 spielst?</translation>
    </message>
    <message>
        <source>The game is kept: %1 is told you are away, and it goes on when you both come back (Game → Play a friend…, Go on).</source>
        <translation>Das Spiel bleibt erhalten: %1 erfährt, dass du weg bist, und es geht weiter, wenn ihr beide zurück seid (Spiel → Gegen Freunde spielen …, Weiter).</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>no ship: a miss or empty scan (3-D: sphere)</source>
        <translation>kein Schiff: Fehlschuss oder leerer Scan (3-D: Kugel)</translation>
    </message>
    <message>
        <source>opponent&apos;s ship cell found (3-D: cube)</source>
        <translation>gefundene gegnerische Schiffszelle (3-D: Würfel)</translation>
    </message>
    <message>
        <source>destroyed (3-D: cone)</source>
        <translation>zerstört (3-D: Kegel)</translation>
    </message>
    <message>
        <source>destroyed, part of a known ship</source>
        <translation>zerstört, Teil eines bekannten Schiffs</translation>
    </message>
    <message>
        <source>missile exploded (3-D: cylinder)</source>
        <translation>Rakete explodiert (3-D: Zylinder)</translation>
    </message>
    <message>
        <source>opponent&apos;s ship shown at the end (3-D: smaller cube)</source>
        <translation>gegnerisches Schiff, am Ende aufgedeckt (3-D: kleinerer Würfel)</translation>
    </message>
    <message>
        <source>unfired missile (dot)</source>
        <translation>nicht abgefeuerte Rakete (Punkt)</translation>
    </message>
    <message>
        <source>last turn (2-D and 3-D): ○ miss ● hit ◎ duplicate</source>
        <translation>letzter Zug (2-D und 3-D): ○ Fehlschuss ● Treffer ◎ Doppeltreffer</translation>
    </message>
    <message>
        <source>last turn, beam: ◇ miss ◆ hit ◈ duplicate</source>
        <translation>letzter Zug, Strahl: ◇ Fehlschuss ◆ Treffer ◈ Doppeltreffer</translation>
    </message>
    <message>
        <source>f: flashcube data received [7.2]</source>
        <translation>f: Flashcube-Daten erhalten [7.2]</translation>
    </message>
    <message>
        <source>analysis or hint (H): % chance of a ship, brighter is likelier</source>
        <translation>Analyse oder Tipp (H): Schiffswahrscheinlichkeit in %, heller ist wahrscheinlicher</translation>
    </message>
    <message>
        <source>analysis: the best move&apos;s cells (3-D: cyan)</source>
        <translation>Analyse: Zellen des besten Zugs (3-D: Cyan)</translation>
    </message>
    <message>
        <source>review: the selected action&apos;s cells (3-D: magenta)</source>
        <translation>Nachspielen: Zellen der gewählten Aktion (3-D: Magenta)</translation>
    </message>
    <message>
        <source>no ship: a miss (3-D: sphere)</source>
        <translation>kein Schiff: Fehlschuss (3-D: Kugel)</translation>
    </message>
    <message>
        <source>last turn: ✸ explosion K kamikaze</source>
        <translation>letzter Zug: ✸ Explosion K Kamikaze</translation>
    </message>
    <message>
        <source>your choice, a strike: + (3-D: yellow cube)</source>
        <translation>deine Wahl, ein Schuss: + (3-D: gelber Würfel)</translation>
    </message>
    <message>
        <source>your choice, a scan: s (3-D: violet sphere)</source>
        <translation>deine Wahl, ein Scan: s (3-D: violette Kugel)</translation>
    </message>
    <message>
        <source>your choice, a beam: b, its line (3-D: green cylinders)</source>
        <translation>deine Wahl, ein Strahl: b, seine Linie (3-D: grüne Zylinder)</translation>
    </message>
    <message>
        <source>a missile: M its launch, m its target (amber)</source>
        <translation>eine Rakete: M ihr Start, m ihr Ziel (bernsteinfarben)</translation>
    </message>
    <message>
        <source>a kamikaze strike: K its launch, k its target (red)</source>
        <translation>ein Kamikaze-Angriff: K sein Start, k sein Ziel (rot)</translation>
    </message>
    <message>
        <source>unknown (3-D: a small grey cube)</source>
        <translation>unbekannt (3-D: ein kleiner grauer Würfel)</translation>
    </message>
    <message>
        <source>your ship, undamaged (3-D: a flat block on its layer&apos;s colour)</source>
        <translation>dein Schiff, unbeschädigt (3D: ein flacher Block auf der Farbe seiner Ebene)</translation>
    </message>
    <message>
        <source>fired missile (ring)</source>
        <translation>abgefeuerte Rakete (Ring)</translation>
    </message>
    <message>
        <source>f in your space: the opponent knows it from flashcube data [7.1]</source>
        <translation>f in deinem Raum: Der Gegner kennt die Zelle aus Flashcube-Daten [7.1]</translation>
    </message>
    <message>
        <source>last turn: ✸ explosion s scan K kamikaze</source>
        <translation>letzter Zug: ✸ Explosion s Scan K Kamikaze</translation>
    </message>
</context>
<context>
    <name>LegendPane</name>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Cadet</source>
        <translation>Kadett</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitän</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Admiral</translation>
    </message>
    <message>
        <source>Commodore</source>
        <translation>Kommodore</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>Game library</source>
        <translation>Spielarchiv</translation>
    </message>
    <message>
        <source>Copied to %1</source>
        <translation>Kopiert nach %1</translation>
    </message>
    <message>
        <source>Moved to the trash: %1</source>
        <translation>In den Papierkorb verschoben: %1</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>Dieses Spiel löschen?</translation>
    </message>
    <message>
        <source>%1 goes to the trash, from where it can be restored.</source>
        <translation>%1 kommt in den Papierkorb und kann von dort wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Search players, fleet, result…</source>
        <translation>Spieler, Flotte, Ergebnis suchen…</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Neueste zuerst</translation>
    </message>
    <message>
        <source>By players</source>
        <translation>Nach Spielern</translation>
    </message>
    <message>
        <source>Most turns</source>
        <translation>Meiste Züge</translation>
    </message>
    <message>
        <source>Finished first</source>
        <translation>Beendete zuerst</translation>
    </message>
    <message>
        <source>Against %1: %2 — %3 won, %4 drawn, %5 lost, %6 turns on average</source>
        <translation>Gegen %1: %2 — %3 gewonnen, %4 unentschieden, %5 verloren, im Schnitt %6 Züge</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Spiel</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Spiele</translation>
    </message>
    <message>
        <source>No saved games yet: every game is saved here as you play.</source>
        <translation>Noch keine gespeicherten Spiele: Jedes Spiel wird beim Spielen hier gespeichert.</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Spielen</translation>
    </message>
    <message>
        <source>1 turn</source>
        <translation>1 Zug</translation>
    </message>
    <message>
        <source>%1 turns</source>
        <translation>%1 Züge</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Copy, show in the file manager, delete</source>
        <translation>Kopieren, im Dateimanager zeigen, löschen</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Kopie speichern…</translation>
    </message>
    <message>
        <source>Show in the file manager</source>
        <translation>Im Dateimanager zeigen</translation>
    </message>
    <message>
        <source>Delete (to the trash)</source>
        <translation>Löschen (in den Papierkorb)</translation>
    </message>
    <message>
        <source>Show the folder</source>
        <translation>Ordner zeigen</translation>
    </message>
    <message>
        <source>More: copy, show in the file manager, delete</source>
        <translation>Mehr: kopieren, im Dateimanager zeigen, löschen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>this game, open now</source>
        <translation>diese Partie, gerade offen</translation>
    </message>
    <message>
        <source>Back to it</source>
        <translation>Zurück dazu</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Spaceships</source>
        <translation>Spaceships</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Scored match [9]</source>
        <translation>Wertungs-Match [9]</translation>
    </message>
    <message>
        <source>Continued match [10]</source>
        <translation>Fortsetzungs-Match [10]</translation>
    </message>
    <message>
        <source>%1 of %2 games played</source>
        <translation>%1 von %2 Spielen gespielt</translation>
    </message>
    <message>
        <source>game %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>%1, %2 — overall %3 %4, %5 %6 [9.4]</source>
        <translation>%1, %2 — insgesamt %3 %4, %5 %6 [9.4]</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2 — the last game&apos;s remaining materiel: %3 %4, %5 %6</source>
        <translation>%1, %2 — verbleibendes Material im letzten Spiel: %3 %4, %5 %6</translation>
    </message>
    <message>
        <source>%1, %2 — additional ships costing %3 %4, %5 %6 [10.3]</source>
        <translation>%1, %2 — Kosten zusätzlicher Schiffe: %3 %4, %5 %6 [10.3]</translation>
    </message>
    <message>
        <source>The match is drawn, %1–%2 overall [9.5]</source>
        <translation>Das Match endet unentschieden, insgesamt %1–%2 [9.5]</translation>
    </message>
    <message>
        <source>%1 wins the match, %2–%3 overall [9.5]</source>
        <translation>Match gewonnen: %1, insgesamt %2–%3 [9.5]</translation>
    </message>
    <message>
        <source>The match is drawn: its last game is a draw [10.6]</source>
        <translation>Das Match endet unentschieden: Das letzte Spiel ist unentschieden [10.6]</translation>
    </message>
    <message>
        <source>%1 wins the match, the last game&apos;s winner [10.6]</source>
        <translation>Match gewonnen: %1, durch den Sieg im letzten Spiel [10.6]</translation>
    </message>
    <message>
        <source>Continued match [7]</source>
        <translation>Fortsetzungs-Match [7]</translation>
    </message>
    <message>
        <source>%1, %2 — additional ships of cells %3 %4, %5 %6 [7.2]</source>
        <translation>%1, %2 — Zellen zusätzlicher Schiffe: %3 %4, %5 %6 [7.2]</translation>
    </message>
    <message>
        <source>The match is drawn: its last game is a draw</source>
        <translation>Das Match endet unentschieden: Das letzte Spiel ist unentschieden</translation>
    </message>
    <message>
        <source>%1 wins the match, the last game&apos;s winner</source>
        <translation>Match gewonnen: %1, durch den Sieg im letzten Spiel</translation>
    </message>
    <message>
        <source>You win the match, %1–%2 overall [9.5]</source>
        <translation>Du gewinnst das Match, insgesamt %1–%2 [9.5]</translation>
    </message>
    <message>
        <source>You win the match, the last game&apos;s winner</source>
        <translation>Du gewinnst das Match durch den Sieg im letzten Spiel</translation>
    </message>
    <message>
        <source>You win the match, the last game&apos;s winner [10.6]</source>
        <translation>Du gewinnst das Match durch den Sieg im letzten Spiel [10.6]</translation>
    </message>
</context>
<context>
    <name>MatchChoice</name>
    <message>
        <source>Single game</source>
        <translation>Einzelspiel</translation>
    </message>
    <message>
        <source>Scored match [9]</source>
        <translation>Wertungs-Match [9]</translation>
    </message>
    <message>
        <source>Continued match [10]</source>
        <translation>Fortsetzungs-Match [10]</translation>
    </message>
    <message>
        <source>Continued match [7]</source>
        <translation>Fortsetzungs-Match [7]</translation>
    </message>
    <message>
        <source>Scored: the games&apos; scores are added up [9.4]. Continued: each game&apos;s survivors come back as additional ships in the next [10.3]; the last game decides.</source>
        <translation>Wertungs-Match: Die Punkte der Spiele werden addiert [9.4]. Fortsetzungs-Match: Die Überlebenden jedes Spiels kehren im nächsten als zusätzliche Schiffe zurück [10.3]; das letzte Spiel entscheidet.</translation>
    </message>
    <message>
        <source>Continued: each game&apos;s survivors come back as additional ships of as many cells in the next [7.2]; the last game decides.</source>
        <translation>Fortsetzung: Was in einem Spiel übrig bleibt, kommt im nächsten als zusätzliche Schiffe mit ebenso vielen Zellen zurück [7.2]; das letzte Spiel entscheidet.</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>Spiele im Match</translation>
    </message>
</context>
<context>
    <name>NetworkChoice</name>
    <message>
        <source>Lay out your fleet, then host a game or join your friend&apos;s.</source>
        <translation>Stell deine Flotte auf, dann eröffne ein Spiel oder tritt dem deines Freundes bei.</translation>
    </message>
    <message>
        <source>Unfinished: %1</source>
        <translation>Offen: %1</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Continue where the game stopped; it waits until %1 is connected again</source>
        <translation>Dort weitermachen, wo das Spiel stehen blieb; es wartet, bis %1 wieder verbunden ist</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Leave this game</source>
        <translation>Dieses Spiel verlassen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Forget this network game?</source>
        <translation>Dieses Netzwerkspiel vergessen?</translation>
    </message>
    <message>
        <source>It cannot be gone on with afterwards, and the other player waits in vain.</source>
        <translation>Danach lässt es sich nicht mehr fortsetzen, und dein Gegenüber wartet vergeblich.</translation>
    </message>
    <message>
        <source>Forget it</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>NetworkDialog</name>
    <message>
        <source>Both of you run Spaceships: one hosts, the other joins. No server sees your fleets: each side referees the strikes on its own space, and at the end both reveal everything and every report is checked [1.4].</source>
        <translation>Ihr startet beide Spaceships: Einer eröffnet, der andere tritt bei. Kein Server sieht eure Flotten: Jede Seite wertet die Schüsse auf ihren eigenen Raum selbst aus, und am Ende decken beide alles auf und jede Meldung wird geprüft [1.4].</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>How your friend sees you</source>
        <translation>So sieht dich dein Gegenüber</translation>
    </message>
    <message>
        <source>cost 24</source>
        <translation>Kosten 24</translation>
    </message>
    <message>
        <source>standard fleet</source>
        <translation>Standardflotte</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Announce the game on the local network (to %1)</source>
        <translation>Spiel im lokalen Netzwerk ankündigen (an %1)</translation>
    </message>
    <message>
        <source>Host the game</source>
        <translation>Spiel eröffnen</translation>
    </message>
    <message>
        <source>Give your friend this address and port:</source>
        <translation>Gib deinem Gegenüber diese Adresse und diesen Port:</translation>
    </message>
    <message>
        <source>Waiting for someone to join…</source>
        <translation>Warte, bis jemand beitritt…</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Eröffnung beenden</translation>
    </message>
    <message>
        <source>The host&apos;s address and port</source>
        <translation>Adresse und Port des eröffneten Spiels</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Games announced on the local network</source>
        <translation>Im lokalen Netzwerk angekündigte Spiele</translation>
    </message>
    <message>
        <source>%1 — %2, port %3</source>
        <translation>%1 — %2, Port %3</translation>
    </message>
    <message>
        <source>None heard yet. A game hosted on this network with “Announce” on shows here within a few seconds; or type its address above.</source>
        <translation>Noch keins gefunden. Ein in diesem Netzwerk eröffnetes Spiel mit eingeschaltetem „Ankündigen“ erscheint hier innerhalb weniger Sekunden; oder gib oben seine Adresse ein.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Gegen Freunde spielen</translation>
    </message>
    <message>
        <source>Anywhere, by code</source>
        <translation>Überall, per Code</translation>
    </message>
    <message>
        <source>Host on this network</source>
        <translation>In diesem Netz eröffnen</translation>
    </message>
    <message>
        <source>Join on this network</source>
        <translation>In diesem Netz beitreten</translation>
    </message>
    <message>
        <source>One of you hosts and sends the other the game&apos;s code by any chat; the other types it. The game goes through a message broker, which reads nothing of it: every message is sealed with a key made from the code.</source>
        <translation>Einer von euch eröffnet und schickt dem anderen den Code der Partie über einen beliebigen Chat; der andere tippt ihn ein. Die Partie läuft über einen Nachrichten-Broker, der nichts davon lesen kann: Jede Nachricht ist mit einem Schlüssel aus dem Code versiegelt.</translation>
    </message>
    <message>
        <source>Host: make a code</source>
        <translation>Eröffnen: Code erzeugen</translation>
    </message>
    <message>
        <source>or the code you were sent:</source>
        <translation>oder der Code, den du bekommen hast:</translation>
    </message>
    <message>
        <source>Send your friend this code:</source>
        <translation>Schick deinem Gegenüber diesen Code:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Broker</source>
        <translation>Broker</translation>
    </message>
    <message>
        <source>An MQTT broker both of you can reach (mqtt:// or mqtts://): a public one, or your own mosquitto. Both must use the same.</source>
        <translation>Ein MQTT-Broker, den ihr beide erreicht (mqtt:// oder mqtts://): ein öffentlicher oder euer eigener mosquitto. Beide müssen denselben verwenden.</translation>
    </message>
    <message>
        <source>Both of you play under the fleet rule chosen on the setup screen (%1) [3.7]; the game&apos;s record names you player A, your friend player B.</source>
        <translation>Ihr spielt beide nach der Flottenregel, die auf dem Aufstellungsbildschirm gewählt ist (%1) [3.7]; im Spielprotokoll bist du Spieler A, dein Freund Spieler B.</translation>
    </message>
    <message>
        <source>such as K7QF-M2XA</source>
        <translation>etwa K7QF-M2XA</translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <source>%1 has chosen their actions</source>
        <translation>%1 hat gewählt</translation>
    </message>
    <message>
        <source>%1 is choosing…</source>
        <translation>%1 wählt…</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Neu verbinden</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something, Enter to send</source>
        <translation>Schreib etwas, Enter zum Senden</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Claim the game</source>
        <translation>Partie beanspruchen</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Your time: %1</source>
        <translation>Deine Zeit: %1</translation>
    </message>
    <message>
        <source>%1&apos;s time: %2</source>
        <translation>Zeit von %1: %2</translation>
    </message>
</context>
<context>
    <name>NewWeaponCard</name>
    <message>
        <source>Turn %1 of your guided game: missiles come in</source>
        <translation>Zug %1 deiner geführten Partie: Raketen kommen dazu</translation>
    </message>
    <message>
        <source>Turn %1 of your guided game: the death star&apos;s beam comes in</source>
        <translation>Zug %1 deiner geführten Partie: der Strahl des Todessterns kommt dazu</translation>
    </message>
    <message>
        <source>Turn %1 of your guided game: scans come in</source>
        <translation>Zug %1 deiner geführten Partie: Scans kommen dazu</translation>
    </message>
    <message>
        <source>Turn %1 of your guided game: the kamikaze strike comes in — every weapon is yours now</source>
        <translation>Zug %1 deiner geführten Partie: der Kamikaze-Angriff kommt dazu – jetzt hast du alle Waffen</translation>
    </message>
    <message>
        <source>Not this turn: %1</source>
        <translation>Nicht in diesem Zug: %1</translation>
    </message>
    <message>
        <source>Later (Esc)</source>
        <translation>Später (Esc)</translation>
    </message>
    <message>
        <source>Got it (Esc)</source>
        <translation>Verstanden (Esc)</translation>
    </message>
    <message>
        <source>Try it now (Enter)</source>
        <translation>Gleich ausprobieren (Enter)</translation>
    </message>
    <message>
        <source>Turn %1: a ship of yours may now make a kamikaze strike</source>
        <translation>Zug %1: Ein Schiff von dir darf jetzt einen Kamikaze-Angriff machen</translation>
    </message>
    <message>
        <source>Your missile destroyer&apos;s cells are missiles (the dotted cells in your space). Each turn it may fire one: an extra strike. Press Missile (M), click a dotted cell in your space, then the target in the other space. An unfired missile that is hit explodes and takes the next cells of its ship with it, so firing them early is safer.</source>
        <translation>Die Zellen deines Raketenzerstörers sind Raketen (die Zellen mit Punkt in deinem Raum). Jeden Zug darf er eine abfeuern: ein zusätzlicher Schuss. Drück „Rakete“ (M), klick eine Zelle mit Punkt in deinem Raum an, dann das Ziel im anderen Raum. Eine nicht abgefeuerte Rakete, die getroffen wird, explodiert und reißt die nächsten Zellen ihres Schiffs mit – früh abfeuern ist also sicherer.</translation>
    </message>
    <message>
        <source>While your death star is undamaged it fires five strikes along a whole row through its own cells, once a turn. Press Beam (B) and click the row&apos;s two ends in the other space; pointing at a cell lights the rows you may fire.</source>
        <translation>Solange dein Todesstern unbeschädigt ist, feuert er einmal pro Zug fünf Schüsse entlang einer ganzen Reihe durch seine eigenen Zellen. Drück „Strahl“ (B) und klick die beiden Enden der Reihe im anderen Raum an; zeigst du auf eine Zelle, leuchten die Reihen auf, die du feuern darfst.</translation>
    </message>
    <message>
        <source>Your scout&apos;s scanner tells whether a cell holds a ship, without striking it: once a turn, or once for each of your cells lost in the last turn. Press Scan (S) and click a cell in the other space; the cell then shows what it found, a ship in orange.</source>
        <translation>Der Scanner deines Aufklärers zeigt, ob in einer Zelle ein Schiff ist, ohne darauf zu schießen: einmal pro Zug, oder einmal für jede deiner Zellen, die im letzten Zug verloren ging. Drück „Scan“ (S) und klick eine Zelle im anderen Raum an; die Zelle zeigt dann, was er gefunden hat, ein Schiff in Orange.</translation>
    </message>
    <message>
        <source>A ship of yours that no longer gives a strike, and has no unfired missile left, may sacrifice one of its own cells for one strike. Press Kamikaze (K), click the cell to give up in your space, then the target.</source>
        <translation>Ein Schiff von dir, das keinen Schuss mehr gibt und keine nicht abgefeuerte Rakete mehr hat, darf eine seiner eigenen Zellen für einen Schuss opfern. Drück „Kamikaze“ (K), klick die Zelle an, die du in deinem Raum aufgibst, dann das Ziel.</translation>
    </message>
    <message>
        <source>Once a turn your death star fires three strikes along a straight line of three touching cells (diagonal ones too), running the same way as two undamaged, touching cells of the death star itself: its shape decides the ways it can fire. Press Beam (B) and click the line&apos;s two ends in the other space; pointing at a cell lights the other ends you may pick. If both ends hit, the beam burns out for good.</source>
        <translation>Einmal pro Zug feuert dein Todesstern drei Schüsse entlang einer geraden Linie aus drei sich berührenden Zellen (auch schräg), in derselben Richtung wie zwei unbeschädigte, sich berührende Zellen des Todessterns selbst: Seine Form entscheidet, in welche Richtungen er feuern kann. Drück „Strahl“ (B) und klick die beiden Enden der Linie im anderen Raum an; zeigst du auf eine Zelle, leuchten die anderen Enden auf, die du wählen darfst. Treffen beide Enden, brennt der Strahl für immer aus.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Spaceships records (*.ssg)</source>
        <translation>Spaceships-Spielprotokolle (*.ssg)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>OpenGamePicker</name>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Your saved games, newest first</source>
        <translation>Deine gespeicherten Spiele, neueste zuerst</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Noch keine gespeicherten Spiele</translation>
    </message>
    <message>
        <source>or type the path of a record (.ssg)</source>
        <translation>oder gib den Pfad eines Spielprotokolls ein (.ssg)</translation>
    </message>
</context>
<context>
    <name>PlayersChoice</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Against a bot</source>
        <translation>Gegen einen Bot</translation>
    </message>
    <message>
        <source>Two players at one screen</source>
        <translation>Zu zweit an einem Bildschirm</translation>
    </message>
    <message>
        <source>Watch two bots</source>
        <translation>Zwei Bots zuschauen</translation>
    </message>
    <message>
        <source>A friend over the network</source>
        <translation>Mit Freunden, online</translation>
    </message>
    <message>
        <source>First player&apos;s name</source>
        <translation>Name des ersten Spielers</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Second player&apos;s name</source>
        <translation>Name des zweiten Spielers</translation>
    </message>
    <message>
        <source>Lay out the first player&apos;s fleet; the second lays out theirs after the screen is handed over.</source>
        <translation>Stell die Flotte des ersten Spielers auf; der zweite stellt seine auf, nachdem der Bildschirm übergeben wurde.</translation>
    </message>
    <message>
        <source>The bot&apos;s level</source>
        <translation>Stufe des Bots</translation>
    </message>
    <message>
        <source>The time for each turn you enter. When it runs out, the turn is played as you had entered it.</source>
        <translation>Die Zeit für jeden Zug, den du eingibst. Läuft sie ab, wird der Zug so gespielt, wie du ihn eingegeben hattest.</translation>
    </message>
    <message>
        <source>Guided game: one new weapon a turn</source>
        <translation>Geführte Partie: eine neue Waffe pro Zug</translation>
    </message>
    <message>
        <source>Guided game</source>
        <translation>Geführte Partie</translation>
    </message>
    <message>
        <source>For a first game: turn 1 has strikes alone; the scan comes in turn 2, the missile in turn 3, the beam in turn 4 and the kamikaze strike in turn 5 — for the bot as for you. Each new weapon is shown as it comes. It turns itself off once you have played a guided game.</source>
        <translation>Für eine erste Partie: In Zug 1 gibt es nur Schüsse; der Scan kommt in Zug 2, die Rakete in Zug 3, der Strahl in Zug 4 und der Kamikaze-Angriff in Zug 5 – für den Bot wie für dich. Jede neue Waffe wird gezeigt, sobald sie kommt. Nach einer geführten Partie schaltet es sich von selbst ab.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Du hast gewonnen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Both fleets are destroyed</source>
        <translation>Beide Flotten sind zerstört</translation>
    </message>
    <message>
        <source>, so the game ends [2.3.1]</source>
        <translation>, daher endet das Spiel [2.3.1]</translation>
    </message>
    <message>
        <source>, so the game ends [2.3.2]</source>
        <translation>, daher endet das Spiel [2.3.2]</translation>
    </message>
    <message>
        <source>%1 forfeits: %2</source>
        <translation>%1 gibt auf: %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>damaged, %1</source>
        <translation>beschädigt, %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source> (scored match)</source>
        <translation> (Wertungs-Match)</translation>
    </message>
    <message>
        <source> (continued match)</source>
        <translation> (Fortsetzungs-Match)</translation>
    </message>
    <message>
        <source>unfinished: game %1 of %2</source>
        <translation>offen: Spiel %1 von %2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>draw %1–%2</source>
        <translation>unentschieden %1–%2</translation>
    </message>
    <message>
        <source>%1 wins %2–%3</source>
        <translation>%1 gewinnt %2–%3</translation>
    </message>
    <message>
        <source>Cadet: strikes in a checkerboard pattern until it hits, then hunts around its hits, with every weapon it has. Beatable by a careful beginner.</source>
        <translation>Kadett: schießt im Schachbrettmuster, bis er trifft, und jagt dann rund um seine Treffer, mit allen Waffen, die er hat. Für umsichtige Anfänger schlagbar.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>your space</source>
        <translation>dein Raum</translation>
    </message>
    <message>
        <source>%1&apos;s space</source>
        <translation>Raum: %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>no turn played yet</source>
        <translation>noch kein Zug gespielt</translation>
    </message>
    <message>
        <source>1 turn played</source>
        <translation>1 Zug gespielt</translation>
    </message>
    <message>
        <source>%1 turns played</source>
        <translation>%1 Züge gespielt</translation>
    </message>
    <message>
        <source>%1 against %2, %3, last played %4</source>
        <translation>%1 gegen %2, %3, zuletzt gespielt am %4</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 Zelle</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 Zellen</translation>
    </message>
    <message>
        <source>%1 fired nothing.</source>
        <translation>%1: nichts abgefeuert.</translation>
    </message>
    <message>
        <source>hit %1</source>
        <translation>%1 getroffen</translation>
    </message>
    <message>
        <source>set off a missile that took %1 more</source>
        <translation>eine Rakete gezündet, die noch %1 mitriss</translation>
    </message>
    <message>
        <source>destroyed their %1</source>
        <translation>zerstört: %1 deines Gegenübers</translation>
    </message>
    <message>
        <source>destroyed %1&apos;s %2</source>
        <translation>zerstört: %2 von %1</translation>
    </message>
    <message>
        <source>scanned a ship at %1</source>
        <translation>ein Schiff auf %1 gescannt</translation>
    </message>
    <message>
        <source>%1 hit only cells already destroyed.</source>
        <translation>%1: nur bereits zerstörte Zellen getroffen.</translation>
    </message>
    <message>
        <source>%1 missed everything.</source>
        <translation>%1: alles verfehlt.</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>your</source>
        <translation>bei dir</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <source>%1 %2 at %3</source>
        <translation>%2 %1 auf %3</translation>
    </message>
    <message>
        <source>blew up %1 in a missile explosion</source>
        <translation>%1 durch eine Raketenexplosion gesprengt</translation>
    </message>
    <message>
        <source>destroyed %1 %2</source>
        <translation>%2 %1 zerstört</translation>
    </message>
    <message>
        <source>%1 hit nothing.</source>
        <translation>%1: nichts getroffen.</translation>
    </message>
    <message>
        <source>The file dialogs</source>
        <translation>Die Dateidialoge</translation>
    </message>
    <message>
        <source>The sound effects</source>
        <translation>Die Soundeffekte</translation>
    </message>
    <message>
        <source>The game needs the QML module %1 (Debian package %2)</source>
        <translation>Das Spiel braucht das QML-Modul %1 (Debian-Paket %2)</translation>
    </message>
    <message>
        <source>%1 need the QML module %2 (Debian package %3)</source>
        <translation>%1 brauchen das QML-Modul %2 (Debian-Paket %3)</translation>
    </message>
    <message>
        <source>Your fleet is destroyed</source>
        <translation>Deine Flotte ist zerstört</translation>
    </message>
    <message>
        <source>%1&apos;s fleet is destroyed</source>
        <translation>Die Flotte von %1 ist zerstört</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>Fehlschuss</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source> (burnt out [8.2.4])</source>
        <translation> (ausgebrannt [8.2.4])</translation>
    </message>
    <message>
        <source>, explosions %1</source>
        <translation>, Explosionen %1</translation>
    </message>
    <message>
        <source>Turn %1
%2: %3
%4: %5</source>
        <translation>Zug %1
%2: %3
%4: %5</translation>
    </message>
    <message>
        <source>Your ships destroyed: %1</source>
        <translation>Deine zerstörten Schiffe: %1</translation>
    </message>
    <message>
        <source>%1&apos;s ships destroyed: %2</source>
        <translation>Zerstörte Schiffe von %1: %2</translation>
    </message>
    <message>
        <source> destroyed</source>
        <translation> zerstört</translation>
    </message>
    <message>
        <source>Flashcube data (%1): %2</source>
        <translation>Flashcube-Daten (%1): %2</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <translation>%1-Bot</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>Kosten %1</translation>
    </message>
    <message>
        <source>a strike</source>
        <translation>einen Schuss</translation>
    </message>
    <message>
        <source>%1 strikes</source>
        <translation>%1 Schüsse</translation>
    </message>
    <message>
        <source>a missile</source>
        <translation>eine Rakete</translation>
    </message>
    <message>
        <source>%1 missiles</source>
        <translation>%1 Raketen</translation>
    </message>
    <message>
        <source>the beam</source>
        <translation>den Strahl</translation>
    </message>
    <message>
        <source>%1 beams</source>
        <translation>%1 Strahlen</translation>
    </message>
    <message>
        <source>a scan</source>
        <translation>einen Scan</translation>
    </message>
    <message>
        <source>%1 scans</source>
        <translation>%1 Scans</translation>
    </message>
    <message>
        <source>%1 could make no action but kamikaze strikes, and recorded none</source>
        <translation>%1: außer Kamikaze-Angriffen keine Aktion möglich, und keinen ausgeführt</translation>
    </message>
    <message>
        <source>Neither %1 nor %2 could make any action but kamikaze strikes, and both recorded none</source>
        <translation>Weder %1 noch %2 konnten etwas anderes als Kamikaze-Angriffe ausführen, und beide haben keinen ausgeführt</translation>
    </message>
    <message>
        <source>classic rules, %1</source>
        <translation>klassische Regeln, %1</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1:%2: this unfinished game&apos;s fleets are sealed until it ends [1.4], and this user&apos;s key does not open them: the game was saved by another user, or the line is damaged</source>
        <translation>%1:%2: Die Flotten dieses unfertigen Spiels sind bis zu seinem Ende versiegelt [1.4], und der Schlüssel dieses Benutzers öffnet sie nicht: Das Spiel wurde von einem anderen Benutzer gespeichert, oder die Zeile ist beschädigt</translation>
    </message>
    <message>
        <source>You destroyed their %1!</source>
        <translation>%1 des Gegners zerstört!</translation>
    </message>
    <message>
        <source>%1 destroyed %2&apos;s %3!</source>
        <translation>%1 zerstört: %3 von %2!</translation>
    </message>
    <message>
        <source>They destroyed your %1!</source>
        <translation>Eigenes Schiff zerstört: %1!</translation>
    </message>
    <message>
        <source>%1 destroyed %2</source>
        <translation>%1: %2 zerstört</translation>
    </message>
    <message>
        <source>Turn %1: %2, %3</source>
        <translation>Zug %1: %2, %3</translation>
    </message>
    <message>
        <source>%1 destroyed nothing</source>
        <translation>%1: nichts zerstört</translation>
    </message>
    <message>
        <source>%1 of %2 cells</source>
        <translation>%1 von %2 Zellen</translation>
    </message>
    <message>
        <source>%1: %2 undamaged · %3: %4 destroyed</source>
        <translation>%1: %2 unbeschädigt · %3: %4 zerstört</translation>
    </message>
    <message>
        <source>You left the game, and so lost it</source>
        <translation>Du hast das Spiel verlassen und es damit verloren</translation>
    </message>
    <message>
        <source>%1 left the game, and so lost it</source>
        <translation>%1 hat das Spiel verlassen und es damit verloren</translation>
    </message>
    <message>
        <source>You forfeit: %1</source>
        <translation>Du gibst auf: %1</translation>
    </message>
    <message>
        <source>Your beam burnt out [8.2.4].</source>
        <translation>Dein Strahl ist ausgebrannt [8.2.4].</translation>
    </message>
    <message>
        <source>%1&apos;s beam burnt out [8.2.4].</source>
        <translation>Der Strahl von %1 ist ausgebrannt [8.2.4].</translation>
    </message>
    <message>
        <source>Practice bot</source>
        <translation>Übungs-Bot</translation>
    </message>
    <message>
        <source>The beam %1 passes %2, already known to be empty or destroyed: those strikes are wasted [5.2.2, 5.2.4]</source>
        <translation>Der Strahl %1 geht durch %2, die schon als leer oder zerstört bekannt sind: Diese Schüsse sind vergeudet [5.2.2, 5.2.4]</translation>
    </message>
    <message>
        <source>Both ends of the beam %1 are known ship cells: when both hit, your beam weapon burns out [8.2.4]</source>
        <translation>Beide Enden des Strahls %1 sind bekannte Schiffszellen: Treffen beide, brennt deine Strahlwaffe aus [8.2.4]</translation>
    </message>
    <message>
        <source>%1 at one end of the beam %2 is a known ship cell: if %3 at the other end hits too, your beam weapon burns out [8.2.4]</source>
        <translation>%1 an einem Ende des Strahls %2 ist eine bekannte Schiffszelle: Trifft auch %3 am anderen Ende, brennt deine Strahlwaffe aus [8.2.4]</translation>
    </message>
    <message>
        <source>%1 is a target %2 times this turn: after the first, a strike there can at best be a duplicate hit [5.2.4]</source>
        <translation>%1 ist in diesem Zug %2-mal Ziel: Nach dem ersten kann ein Schuss dort höchstens ein doppelter Treffer sein [5.2.4]</translation>
    </message>
    <message>
        <source>already destroyed</source>
        <translation>schon zerstört</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>ein Schiff</translation>
    </message>
    <message>
        <source>Your beam %1</source>
        <translation>Dein Strahl %1</translation>
    </message>
    <message>
        <source>%1&apos;s beam %2</source>
        <translation>Strahl von %1 %2</translation>
    </message>
    <message>
        <source>Your scan of %1</source>
        <translation>Dein Scan von %1</translation>
    </message>
    <message>
        <source>%1&apos;s scan of %2</source>
        <translation>Scan von %1 auf %2</translation>
    </message>
    <message>
        <source>Your kamikaze launch from %1</source>
        <translation>Dein Kamikaze-Start von %1</translation>
    </message>
    <message>
        <source>%1&apos;s kamikaze launch from %2</source>
        <translation>Kamikaze-Start von %1 aus %2</translation>
    </message>
    <message>
        <source>Your strike at %1</source>
        <translation>Dein Schuss auf %1</translation>
    </message>
    <message>
        <source>%1&apos;s strike at %2</source>
        <translation>Schuss von %1 auf %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a missile explodes [8.1.4]</source>
        <translation>eine Rakete explodiert [8.1.4]</translation>
    </message>
    <message>
        <source>the beam burns out [8.2.4]</source>
        <translation>der Strahl brennt aus [8.2.4]</translation>
    </message>
    <message>
        <source>Both ends of the beam %1 lie beside known ship cells: if both hit, your beam weapon burns out [8.2.4]</source>
        <translation>Beide Enden des Strahls %1 liegen neben bekannten Schiffszellen: Treffen beide, brennt deine Strahlwaffe aus [8.2.4]</translation>
    </message>
    <message>
        <source>already a target this turn; a second strike there could at best be a duplicate hit [5.2.4]</source>
        <translation>in diesem Zug schon Ziel; ein zweiter Schuss dort wäre höchstens ein doppelter Treffer [5.2.4]</translation>
    </message>
    <message>
        <source>%1 is known to be empty: a strike there cannot hit [5.2.2]</source>
        <translation>%1 ist als leer bekannt: Ein Schuss dorthin kann nicht treffen [5.2.2]</translation>
    </message>
    <message>
        <source>%1 is already destroyed: a strike there can only be a duplicate hit [5.2.4]</source>
        <translation>%1 ist schon zerstört: Ein Schuss dorthin kann nur ein Doppeltreffer sein [5.2.4]</translation>
    </message>
    <message>
        <source>your %1 were lost in their own kamikaze strikes</source>
        <translation>deine %1 gingen in ihren eigenen Kamikaze-Angriffen verloren</translation>
    </message>
    <message>
        <source>your %1 was lost in its own kamikaze strike</source>
        <translation>dein %1 ging im eigenen Kamikaze-Angriff verloren</translation>
    </message>
    <message>
        <source>%1&apos;s %2 were lost in their own kamikaze strikes</source>
        <translation>%2 von %1 gingen in ihren eigenen Kamikaze-Angriffen verloren</translation>
    </message>
    <message>
        <source>%1&apos;s %2 was lost in its own kamikaze strike</source>
        <translation>%2 von %1 ging im eigenen Kamikaze-Angriff verloren</translation>
    </message>
    <message>
        <source>Your %1 was lost in its own kamikaze strike</source>
        <translation>Dein %1 ging im eigenen Kamikaze-Angriff verloren</translation>
    </message>
    <message>
        <source>%1&apos;s %2 were lost in their own kamikaze strikes.</source>
        <translation>%2 von %1 gingen in ihren eigenen Kamikaze-Angriffen verloren.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 was lost in its own kamikaze strike.</source>
        <translation>%2 von %1 ging im eigenen Kamikaze-Angriff verloren.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 were lost in their own kamikaze strikes; you struck their cells %3 too.</source>
        <translation>%2 von %1 gingen in ihren eigenen Kamikaze-Angriffen verloren; auch du hast auf ihre Zellen %3 geschossen.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 was lost in its own kamikaze strike; you struck its cell %3 too.</source>
        <translation>%2 von %1 ging im eigenen Kamikaze-Angriff verloren; auch du hast auf die Zelle %3 geschossen.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 were lost in their own kamikaze strikes; %4 struck their cells %3 too.</source>
        <translation>%2 von %1 gingen in ihren eigenen Kamikaze-Angriffen verloren; auch %4 hat auf ihre Zellen %3 geschossen.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 was lost in its own kamikaze strike; %4 struck its cell %3 too.</source>
        <translation>%2 von %1 ging im eigenen Kamikaze-Angriff verloren; auch %4 hat auf die Zelle %3 geschossen.</translation>
    </message>
    <message>
        <source>Your %1 were lost in their own kamikaze strikes.</source>
        <translation>Deine %1 gingen in ihren eigenen Kamikaze-Angriffen verloren.</translation>
    </message>
    <message>
        <source>Your %1 was lost in its own kamikaze strike.</source>
        <translation>Dein %1 ging im eigenen Kamikaze-Angriff verloren.</translation>
    </message>
    <message>
        <source>The beam %1 passes %2, already known to be empty or destroyed: that strike is wasted [5.2.2, 5.2.4]</source>
        <translation>Der Strahl %1 geht durch %2, schon als leer oder zerstört bekannt: Dieser Schuss ist vergeudet [5.2.2, 5.2.4]</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <translation>d. MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>%1 wins: %2 left the game</source>
        <translation>%1 gewinnt: %2 hat das Spiel verlassen</translation>
    </message>
    <message>
        <source>%1 wins: %2 forfeits (%3)</source>
        <translation>%1 gewinnt: %2 gibt auf (%3)</translation>
    </message>
    <message>
        <source>%1 wins on time: %2&apos;s turn did not come in time</source>
        <translation>%1 gewinnt auf Zeit: Der Zug von %2 kam nicht rechtzeitig</translation>
    </message>
    <message>
        <source>Your time ran out, and so you lost the game</source>
        <translation>Deine Zeit ist abgelaufen, und so hast du die Partie verloren</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out, and so they lost the game</source>
        <translation>Die Zeit von %1 ist abgelaufen, und damit hat %1 die Partie verloren</translation>
    </message>
    <message>
        <source>; the score is the remaining materiel, the undamaged cells of each fleet [2.3.3, 2.3.5]</source>
        <translation>; gewertet wird das verbleibende Material, die unbeschädigten Zellen jeder Flotte [2.3.3, 2.3.5]</translation>
    </message>
    <message>
        <source>; the score is the remaining materiel, the undamaged cells of each fleet [2.3.3, 2.3.4]</source>
        <translation>; gewertet wird das verbleibende Material, die unbeschädigten Zellen jeder Flotte [2.3.3, 2.3.4]</translation>
    </message>
    <message>
        <source>%1 is known to be empty: a scan there tells you nothing new [8.3]</source>
        <translation>Von %1 weißt du schon, dass es leer ist: Ein Scan dort verrät dir nichts Neues [8.3]</translation>
    </message>
    <message>
        <source>%1 is known to hold a ship: a scan there tells you nothing new [8.3]</source>
        <translation>Von %1 weißt du schon, dass dort ein Schiff ist: Ein Scan dort verrät dir nichts Neues [8.3]</translation>
    </message>
    <message>
        <source>You destroyed their %1! What wins, though, is materiel: when the game ends, whoever has more undamaged ship cells wins [2.3.4, 2.3.5], so every hit counts, not only the last.</source>
        <translation>%1 des Gegners zerstört! Gewonnen wird aber nach Material: Wer am Spielende mehr unbeschädigte Schiffszellen hat, gewinnt [2.3.4, 2.3.5] – jeder Treffer zählt, nicht nur der letzte.</translation>
    </message>
    <message>
        <source>A hit at %1: a ship is there. Most ships are groups of neighbouring cells [6], so strike the cells beside it next; pointing at a cell reads out what is known of it.</source>
        <translation>Ein Treffer auf %1: Dort ist ein Schiff. Die meisten Schiffe sind Gruppen benachbarter Zellen [6], also schieß als Nächstes auf die Zellen daneben; zeigst du auf eine Zelle, wird gesagt, was über sie bekannt ist.</translation>
    </message>
    <message>
        <source>Hits at %1: ships are there. Most ships are groups of neighbouring cells [6], so strike the cells beside them next; pointing at a cell reads out what is known of it.</source>
        <translation>Treffer auf %1: Dort sind Schiffe. Die meisten Schiffe sind Gruppen benachbarter Zellen [6], also schieß als Nächstes auf die Zellen daneben; zeigst du auf eine Zelle, wird gesagt, was über sie bekannt ist.</translation>
    </message>
    <message>
        <source>Your %1 has no strike of its own left, so it may make a kamikaze strike instead: press Kamikaze, click one of its undamaged cells, then a target. That cell is destroyed [4.5].</source>
        <translation>Ein Schiff von dir (%1) hat keinen eigenen Schuss mehr, also darf es stattdessen einen Kamikaze-Schuss machen: Drück „Kamikaze“, klick eine seiner unbeschädigten Zellen an, dann ein Ziel. Diese Zelle wird zerstört [4.5].</translation>
    </message>
    <message>
        <source>Try a missile: press Missile, click a missile cell of your %1, then a target — a strike more this turn, and a fired missile can no longer explode in your space when it is hit [8.1.3, 8.1.4].</source>
        <translation>Probier eine Rakete: Drück „Rakete“, klick eine Raketenzelle deines Schiffs (%1) an, dann ein Ziel – ein Schuss mehr in diesem Zug, und eine abgefeuerte Rakete kann in deinem Raum nicht mehr explodieren, wenn sie getroffen wird [8.1.3, 8.1.4].</translation>
    </message>
    <message>
        <source>Try the beam: press Beam and click the two end cells of a three-cell straight line; your %1 strikes all three, along a line two of its undamaged cells are parallel to [8.2].</source>
        <translation>Probier den Strahl: Drück „Strahl“ und klick die beiden Endzellen einer geraden Linie aus drei Zellen an; dein Schiff (%1) trifft alle drei, entlang einer Linie, zu der zwei seiner unbeschädigten Zellen parallel liegen [8.2].</translation>
    </message>
    <message>
        <source>Try a scan: press Scan and click a cell; it tells whether a ship is there without striking it [8.3]. You get one more for each of your cells destroyed the turn before [8.3.1.1].</source>
        <translation>Probier einen Scan: Drück „Scan“ und klick eine Zelle an; er zeigt, ob dort ein Schiff ist, ohne darauf zu schießen [8.3]. Für jede deiner Zellen, die im Zug davor zerstört wurde, bekommst du einen mehr [8.3.1.1].</translation>
    </message>
    <message>
        <source>The kamikaze strike from %1 spends the last undamaged cell of your %2: the ship is destroyed with it, its cells lost to your score [4.5.3, 3.10, 2.3.5]</source>
        <translation>Der Kamikaze-Schuss von %1 verbraucht die letzte unbeschädigte Zelle deines Schiffs (%2): Das Schiff wird mit ihr zerstört, seine Zellen fehlen deinen Punkten [4.5.3, 3.10, 2.3.5]</translation>
    </message>
    <message>
        <source> or </source>
        <comment>two ships, one of which is in the fleet [3.7]</comment>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1&apos;s fleet, one ship of each [3.7]: %2 (%3 cells). Which ship of each pair was chosen shows only when it is destroyed or in flashcube data [7.2.3].</source>
        <translation>Flotte von %1, je ein Schiff jeder Art [3.7]: %2 (%3 Zellen). Welches Schiff jedes Paars gewählt wurde, zeigt sich erst, wenn es zerstört wird oder in Flashcube-Daten [7.2.3].</translation>
    </message>
    <message>
        <source>%1&apos;s %2 was lost in its own kamikaze strike; you struck its cells %3 too.</source>
        <translation>%2 von %1 ging im eigenen Kamikaze-Angriff verloren; auch du hast auf die Zellen %3 geschossen.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 was lost in its own kamikaze strike; %4 struck its cells %3 too.</source>
        <translation>%2 von %1 ging im eigenen Kamikaze-Angriff verloren; auch %4 hat auf die Zellen %3 geschossen.</translation>
    </message>
    <message>
        <source>Scanned empty: %1.</source>
        <translation>Leer gescannt: %1.</translation>
    </message>
    <message>
        <source>%1 destroyed your %2: whatever it gave you each turn (strikes, a weapon, scans) is gone with it. Your score is what you keep: your undamaged ship cells when the game ends [2.3.5].</source>
        <translation>%1 hat dein Schiff zerstört (%2): Was es dir jeden Zug gab (Schüsse, eine Waffe, Scans), ist mit ihm verloren. Deine Punkte sind, was du behältst: deine unbeschädigten Schiffszellen am Spielende [2.3.5].</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>a fleet&apos;s cells: which scout it fields is hidden</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 could make no action but kamikaze strikes and scans, and made no kamikaze strike</source>
        <translation>%1: außer Kamikaze-Angriffen und Scans keine Aktion möglich, und keinen Kamikaze-Angriff ausgeführt</translation>
    </message>
    <message>
        <source>Neither %1 nor %2 could make any action but kamikaze strikes and scans, and neither made a kamikaze strike</source>
        <translation>Weder %1 noch %2 konnten etwas anderes als Kamikaze-Angriffe und Scans ausführen, und keiner hat einen Kamikaze-Angriff ausgeführt</translation>
    </message>
    <message>
        <source>Practice: fires every weapon at random cells and never aims, so it still hits now and then — for learning the weapons. A plan beats it.</source>
        <translation>Übung: feuert jede Waffe auf zufällige Zellen und zielt nie, trifft also trotzdem ab und zu — zum Kennenlernen der Waffen. Ein Plan schlägt diesen Bot.</translation>
    </message>
    <message>
        <source>a safe beam: its end %1 is known empty or destroyed, so it cannot hit there, and the beam cannot burn out [8.2.4]</source>
        <translation>ein sicherer Strahl: sein Ende %1 ist als leer oder zerstört bekannt, dort trifft er also nicht, und er kann nicht ausbrennen [8.2.4]</translation>
    </message>
    <message>
        <source>%1 missed everything; one strike fell on a cell already destroyed.</source>
        <translation>%1: alles verfehlt; ein Schuss traf eine bereits zerstörte Zelle.</translation>
    </message>
    <message>
        <source>%1 missed everything; %2 strikes fell on cells already destroyed.</source>
        <translation>%1: alles verfehlt; %2 Schüsse trafen bereits zerstörte Zellen.</translation>
    </message>
    <message>
        <source>the missile</source>
        <translation>die Rakete</translation>
    </message>
    <message>
        <source>the scan</source>
        <translation>den Scan</translation>
    </message>
    <message>
        <source>the kamikaze strike</source>
        <translation>den Kamikaze-Angriff</translation>
    </message>
    <message>
        <source>Not yet: this guided game brings in %1 in turn %2, one new weapon a turn (the setup screen&apos;s “Guided game” box)</source>
        <translation>Noch nicht: Diese geführte Partie bringt %1 in Zug %2, eine neue Waffe pro Zug (das Kästchen „Geführte Partie“ auf dem Aufstellungsbildschirm)</translation>
    </message>
    <message>
        <source>Flashcube data: with your %1 destroyed, you learn what lies in the same cells of %2&apos;s space (marked f) [7.1] — %3 of them hold ships: strike them.</source>
        <translation>Flashcube-Daten: Da dein Schiff (%1) zerstört ist, erfährst du, was in denselben Zellen im Raum von %2 liegt (mit f markiert) [7.1] – in %3 davon sind Schiffe: schieß auf sie.</translation>
    </message>
    <message>
        <source>Flashcube data: with your %1 destroyed, you learn what lies in the same cells of %2&apos;s space (marked f) [7.1] — one of them holds a ship: strike it.</source>
        <translation>Flashcube-Daten: Da dein Schiff (%1) zerstört ist, erfährst du, was in denselben Zellen im Raum von %2 liegt (mit f markiert) [7.1] – in einer davon ist ein Schiff: schieß darauf.</translation>
    </message>
    <message>
        <source>Flashcube data: with your %1 destroyed, you learn what lies in the same cells of %2&apos;s space (marked f) [7.1] — no ship there this time. It works both ways: a ship of theirs destroyed tells them what lies in its cells of your space.</source>
        <translation>Flashcube-Daten: Da dein Schiff (%1) zerstört ist, erfährst du, was in denselben Zellen im Raum von %2 liegt (mit f markiert) [7.1] – diesmal kein Schiff. Es gilt in beide Richtungen: Wird eines ihrer Schiffe zerstört, erfahren sie, was in seinen Zellen deines Raums liegt.</translation>
    </message>
    <message>
        <source>You destroyed their %1! In return they learn what lies in the same cells of your space, marked f there (flashcube data [7.1]); you learn theirs when they destroy one of yours. What wins is materiel: the undamaged ship cells at the end [2.3.5].</source>
        <translation>Du hast ihr Schiff zerstört (%1)! Dafür erfahren sie, was in denselben Zellen deines Raums liegt, dort mit f markiert (Flashcube-Daten [7.1]); du erfährst ihres, wenn sie eines deiner Schiffe zerstören. Es gewinnt das Material: die unbeschädigten Schiffszellen am Ende [2.3.5].</translation>
    </message>
    <message>
        <source>%1 destroyed %2 and sank your %3</source>
        <translation>%1 zerstörte %2 und versenkte dein Schiff (%3)</translation>
    </message>
    <message>
        <source>%1 destroyed %2 and sank %3&apos;s %4</source>
        <translation>%1 zerstörte %2 und versenkte das Schiff von %3 (%4)</translation>
    </message>
    <message>
        <source>Flashcube data: with your %1 destroyed, you learn what lies in the same cells of %2&apos;s space (marked f) [7.1] — the ship cells there are already destroyed. It works both ways: a ship of theirs destroyed tells them what lies in its cells of your space.</source>
        <translation>Flashcube-Daten: Da dein Schiff (%1) zerstört ist, erfährst du, was in denselben Zellen im Raum von %2 liegt (mit f markiert) [7.1] – die Schiffszellen dort sind schon zerstört. Das gilt in beide Richtungen: Ein zerstörtes Schiff von ihnen verrät ihnen, was in seinen Zellen deines Raums liegt.</translation>
    </message>
    <message>
        <source>You could make no action but scans: no ship of yours could strike, and none may make a kamikaze strike [4.5, 6.8.2]</source>
        <translation>Du konntest keine Aktion außer Scans machen: Kein Schiff von dir konnte schießen, und keines darf einen Kamikaze-Angriff machen [4.5, 6.8.2]</translation>
    </message>
    <message>
        <source>%1 could make no action but scans: no ship of theirs could strike, and none may make a kamikaze strike [4.5, 6.8.2]</source>
        <translation>%1 konnte keine Aktion außer Scans machen: Kein Schiff konnte schießen, und keines darf einen Kamikaze-Angriff machen [4.5, 6.8.2]</translation>
    </message>
    <message>
        <source>%1 has hit your ships. A damaged ship strikes less — one strike for every two touching undamaged cells, no cell counted twice [4.4.1] — so the strike count in the turn panel drops. A death star alone gives its one strike until it is destroyed [6.2.4].</source>
        <translation>%1 hat deine Schiffe getroffen. Ein beschädigtes Schiff schießt weniger – ein Schuss für je zwei sich berührende unbeschädigte Zellen, keine Zelle doppelt gezählt [4.4.1] –, darum sinkt die Zahl der Schüsse im Zugbereich. Ein Todesstern gibt allein seinen einen Schuss, bis er zerstört ist [6.2.4].</translation>
    </message>
    <message>
        <source>launched: one strike more</source>
        <translation>gestartet: ein Schuss mehr</translation>
    </message>
    <message>
        <source>Captain: aims where most fleet layouts still fit what it knows, uses every weapon, and hides its own fleet where such aimers look last; it never learns where you hide yours. It beats Cadet 7 games in 10.</source>
        <translation>Kapitän: zielt dorthin, wo die meisten Flottenaufstellungen noch zu dem passen, was er weiß, nutzt jede Waffe und versteckt seine eigene Flotte dort, wo solche Zielende zuletzt suchen; er lernt nie, wo du deine versteckst. Er schlägt den Kadetten in 7 von 10 Spielen.</translation>
    </message>
    <message>
        <source>Commodore: the Admiral&apos;s aim on a few dozen fleets that fit all it has seen instead of thousands; it learns where you like to hide your ships and hides its own as well. It beats Captain 7 games in 10.</source>
        <translation>Kommodore: zielt wie der Admiral, aber über ein paar Dutzend Flotten, die zu allem Gesehenen passen, statt über Tausende; er lernt, wo du deine Schiffe gern versteckst, und versteckt seine eigenen ebenso gut. Er schlägt den Kapitän in 7 von 10 Spielen.</translation>
    </message>
    <message>
        <source>Admiral: hides its fleet where aimers look last, and fires where thousands of fleets that fit all it has seen agree. It beats Commodore 6 games in 10, and Captain 8 in 10.</source>
        <translation>Admiral: versteckt seine Flotte dort, wo Zielende zuletzt suchen, und schießt, wo Tausende Flotten übereinstimmen, die zu allem Gesehenen passen. Er schlägt den Kommodore in 6 von 10 Spielen und den Kapitän in 8 von 10.</translation>
    </message>
    <message>
        <source>The kamikaze strike from %1 spends the last undamaged cell of your fleet: every ship of yours is destroyed, so the game ends after this turn with your score at 0, lost unless theirs is 0 too [4.5.3, 2.3.1, 2.3.4]</source>
        <translation>Der Kamikaze-Schuss von %1 verbraucht die letzte unbeschädigte Zelle deiner Flotte: Jedes deiner Schiffe ist zerstört, also endet die Partie nach diesem Zug mit 0 Punkten für dich, verloren, außer der Gegner hat auch 0 [4.5.3, 2.3.1, 2.3.4]</translation>
    </message>
    <message>
        <source>You had no ship left that could strike, so the game ends [2.3.2]</source>
        <translation>Du hattest kein Schiff mehr, das schießen konnte, daher endet das Spiel [2.3.2]</translation>
    </message>
    <message>
        <source>%1 had no ship left that could strike, so the game ends [2.3.2]</source>
        <translation>%1 hatte kein Schiff mehr, das schießen konnte, daher endet das Spiel [2.3.2]</translation>
    </message>
    <message>
        <source>fired 1 strike last turn</source>
        <translation>im letzten Zug 1 Schuss abgegeben</translation>
    </message>
    <message>
        <source>fired %1 strikes last turn</source>
        <translation>im letzten Zug %1 Schüsse abgegeben</translation>
    </message>
    <message>
        <source> · ships left: %1</source>
        <translation> · übrige Schiffe: %1</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Review: %1 (%2)</source>
        <translation>Nachspielen: %1 (%2)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>The setups, before turn 1</source>
        <translation>Die Aufstellungen, vor Zug 1</translation>
    </message>
    <message>
        <source>After turn %1 of %2</source>
        <translation>Nach Zug %1 von %2</translation>
    </message>
    <message>
        <source>The setups (Home)</source>
        <translation>Die Aufstellungen (Pos1)</translation>
    </message>
    <message>
        <source>One turn back (←)</source>
        <translation>Einen Zug zurück (←)</translation>
    </message>
    <message>
        <source>One turn on (→)</source>
        <translation>Einen Zug vor (→)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>Das Ende (Ende)</translation>
    </message>
    <message>
        <source>Analysis (H)</source>
        <translation>Analyse (H)</translation>
    </message>
    <message>
        <source>Where the other player&apos;s ships could be, from what was known after this turn, and the best next move</source>
        <translation>Wo die Schiffe deines Gegenübers nach dem Wissensstand dieses Zugs sein könnten, und der beste nächste Zug</translation>
    </message>
    <message>
        <source>Turn actions: step to a turn to list them</source>
        <translation>Aktionen des Zugs: geh zu einem Zug, um sie aufzulisten</translation>
    </message>
    <message>
        <source>Turn %1&apos;s actions — select one to see its cells</source>
        <translation>Aktionen von Zug %1 — wähle eine aus, um ihre Zellen zu sehen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>The end of the game again: the result, the turn that decided it, another level (Ctrl+R)</source>
        <translation>Das Spielende noch einmal: das Ergebnis, der entscheidende Zug, eine andere Stufe (Ctrl+R)</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <source>The game in figures (Ctrl+I)</source>
        <translation>Die Partie in Zahlen (Ctrl+I)</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <source>Each player has a space of 5×5×5 cells: five layers R, O, Y, G, B, each of 5×5 cells.</source>
        <translation>Jede Seite hat einen Raum aus 5×5×5 Zellen: fünf Ebenen R, O, Y, G, B zu je 5×5 Zellen.</translation>
    </message>
    <message>
        <source>Adjacent cells share a face: next to each other in a row, a column or the layer above or below.</source>
        <translation>Benachbarte Zellen teilen eine Fläche: nebeneinander in einer Reihe, einer Spalte oder in der Ebene darüber oder darunter.</translation>
    </message>
    <message>
        <source>Loosely adjacent cells touch at a face, an edge or a corner.</source>
        <translation>Lose benachbarte Zellen berühren sich an einer Fläche, einer Kante oder einer Ecke.</translation>
    </message>
    <message>
        <source>What each player records is hidden from the other until the rules say it is shown.</source>
        <translation>Was jede Seite festhält, bleibt der anderen verborgen, bis die Regeln es zeigen lassen.</translation>
    </message>
    <message>
        <source>Both players choose their actions for a turn in secret; then both turns are revealed together.</source>
        <translation>Beide wählen ihre Aktionen für einen Zug geheim; dann werden beide Züge zusammen aufgedeckt.</translation>
    </message>
    <message>
        <source>How a game ends and who wins.</source>
        <translation>Wie ein Spiel endet und wer gewinnt.</translation>
    </message>
    <message>
        <source>The game ends at the end of a turn in which either player has lost every ship.</source>
        <translation>Das Spiel endet am Ende eines Zugs, in dem eine Seite alle Schiffe verloren hat.</translation>
    </message>
    <message>
        <source>A player left with nothing but kamikaze strikes and scans who records only scans ends the game at the end of that turn.</source>
        <translation>Wer nur noch Kamikaze-Angriffe und Scans hat und nur Scans festhält, beendet das Spiel am Ende dieses Zugs.</translation>
    </message>
    <message>
        <source>Each player&apos;s score is their remaining materiel when the game ends.</source>
        <translation>Die Punktzahl jeder Seite ist ihr verbleibendes Material, wenn das Spiel endet.</translation>
    </message>
    <message>
        <source>The higher score wins; equal scores are a draw.</source>
        <translation>Die höhere Punktzahl gewinnt; bei Gleichstand ist es ein Unentschieden.</translation>
    </message>
    <message>
        <source>Remaining materiel: the number of undamaged cells in a player&apos;s ships.</source>
        <translation>Verbleibendes Material: die Zahl der unbeschädigten Zellen in den Schiffen einer Seite.</translation>
    </message>
    <message>
        <source>A ship is a type, the cells it stands on, and an identity.</source>
        <translation>Ein Schiff ist ein Typ, die Zellen, auf denen es steht, und eine Kennung.</translation>
    </message>
    <message>
        <source>A player&apos;s ships may not share a cell.</source>
        <translation>Die Schiffe einer Seite dürfen keine Zelle teilen.</translation>
    </message>
    <message>
        <source>Each ship must have its type&apos;s shape.</source>
        <translation>Jedes Schiff muss die Form seines Typs haben.</translation>
    </message>
    <message>
        <source>The fleet must have exactly the ships the rules ask for.</source>
        <translation>Die Flotte muss genau die Schiffe haben, die die Regeln verlangen.</translation>
    </message>
    <message>
        <source>The fleet: a death star, a kill cruiser, a flying saucer or a patrol cruiser, a missile destroyer, and a light or a heavy scout.</source>
        <translation>Die Flotte: ein Todesstern, ein Killerkreuzer, eine Fliegende Untertasse oder ein Patrouillenkreuzer, ein Raketenzerstörer und ein leichter oder schwerer Aufklärer.</translation>
    </message>
    <message>
        <source>By agreement, a fleet may be any ships whose costs add up to 24.</source>
        <translation>Nach Absprache darf eine Flotte aus beliebigen Schiffen bestehen, deren Kosten zusammen 24 ergeben.</translation>
    </message>
    <message>
        <source>A ship is destroyed when all its cells are destroyed.</source>
        <translation>Ein Schiff ist zerstört, wenn alle seine Zellen zerstört sind.</translation>
    </message>
    <message>
        <source>Conventional strikes: shots at one cell of the other&apos;s space each.</source>
        <translation>Konventionelle Schüsse: je ein Schuss auf eine Zelle im Raum der anderen Seite.</translation>
    </message>
    <message>
        <source>A ship gives one strike a turn for each pair of touching undamaged cells it has, no cell counted twice: the more a ship is hit, the fewer strikes it gives.</source>
        <translation>Ein Schiff gibt pro Zug einen Schuss für jedes Paar sich berührender unbeschädigter Zellen, keine Zelle doppelt gezählt: Je mehr ein Schiff getroffen ist, desto weniger Schüsse gibt es.</translation>
    </message>
    <message>
        <source>A strike names one target cell.</source>
        <translation>Ein Schuss nennt eine Zielzelle.</translation>
    </message>
    <message>
        <source>A ship that gives no strike or missile this turn may make a kamikaze strike instead: one of its own undamaged cells is destroyed to strike a cell of the other&apos;s space.</source>
        <translation>Ein Schiff, das in diesem Zug keinen Schuss und keine Rakete gibt, darf stattdessen einen Kamikaze-Angriff machen: Eine seiner unbeschädigten Zellen wird zerstört, um auf eine Zelle im Raum der anderen Seite zu schießen.</translation>
    </message>
    <message>
        <source>The kamikaze launch cell must be an undamaged cell of that ship.</source>
        <translation>Die Startzelle des Kamikaze-Angriffs muss eine unbeschädigte Zelle dieses Schiffs sein.</translation>
    </message>
    <message>
        <source>The kamikaze launch cell is destroyed.</source>
        <translation>Die Startzelle des Kamikaze-Angriffs wird zerstört.</translation>
    </message>
    <message>
        <source>A strike on an empty cell is a miss; on an undamaged ship cell, a hit that destroys it; on a cell already destroyed, a duplicate hit.</source>
        <translation>Ein Schuss auf eine leere Zelle ist ein Fehlschuss; auf eine unbeschädigte Schiffszelle ein Treffer, der sie zerstört; auf eine schon zerstörte Zelle ein Doppeltreffer.</translation>
    </message>
    <message>
        <source>A strike on a cell already destroyed is a duplicate hit: it does nothing more.</source>
        <translation>Ein Schuss auf eine schon zerstörte Zelle ist ein Doppeltreffer: Er bewirkt nichts mehr.</translation>
    </message>
    <message>
        <source>The types of ship, their shapes and what they can do.</source>
        <translation>Die Schiffstypen, ihre Formen und was sie können.</translation>
    </message>
    <message>
        <source>Each type of ship has a cost: death star 8, kill cruiser 6, saucer and patrol cruiser 4, missile destroyer and the scouts 3, assault gunboat 2, light gunboat 1.</source>
        <translation>Jeder Schiffstyp hat Kosten: Todesstern 8, Killerkreuzer 6, Untertasse und Patrouillenkreuzer 4, Raketenzerstörer und die Aufklärer 3, Sturmkanonenboot 2, leichtes Kanonenboot 1.</translation>
    </message>
    <message>
        <source>A death star: eight cells, each touching at least two others, with a 2×2×2 cube or a 3×2×1 block among them; it has a beam weapon.</source>
        <translation>Ein Todesstern: acht Zellen, jede berührt mindestens zwei andere, darunter ein 2×2×2-Würfel oder ein 3×2×1-Block; er hat eine Strahlenwaffe.</translation>
    </message>
    <message>
        <source>A death star gives only one conventional strike a turn, but until it is destroyed.</source>
        <translation>Ein Todesstern gibt nur einen konventionellen Schuss pro Zug, aber bis er zerstört ist.</translation>
    </message>
    <message>
        <source>A kill cruiser: six cells in a 3×2×1 block.</source>
        <translation>Ein Killerkreuzer: sechs Zellen in einem 3×2×1-Block.</translation>
    </message>
    <message>
        <source>A flying saucer: four cells in a 2×2 square.</source>
        <translation>Eine Fliegende Untertasse: vier Zellen in einem 2×2-Quadrat.</translation>
    </message>
    <message>
        <source>A patrol cruiser: four cells in a straight line.</source>
        <translation>Ein Patrouillenkreuzer: vier Zellen in einer geraden Linie.</translation>
    </message>
    <message>
        <source>A missile destroyer: three cells in a straight line, each a missile.</source>
        <translation>Ein Raketenzerstörer: drei Zellen in einer geraden Linie, jede eine Rakete.</translation>
    </message>
    <message>
        <source>A heavy scout: two touching cells, with a scanner.</source>
        <translation>Ein schwerer Aufklärer: zwei sich berührende Zellen, mit einem Scanner.</translation>
    </message>
    <message>
        <source>A light scout: one cell, with a scanner; it never makes a kamikaze strike.</source>
        <translation>Ein leichter Aufklärer: eine Zelle, mit einem Scanner; er macht nie einen Kamikaze-Angriff.</translation>
    </message>
    <message>
        <source>Flashcube data: when one of your ships is destroyed, the other player tells you what is in the same cells of their own space.</source>
        <translation>Flashcube-Daten: Wird eines deiner Schiffe zerstört, sagt dir die andere Seite, was in denselben Zellen ihres eigenen Raums ist.</translation>
    </message>
    <message>
        <source>Missiles: each ship with an unfired missile fires one missile strike a turn, from a missile cell, at any cell.</source>
        <translation>Raketen: Jedes Schiff mit einer nicht abgefeuerten Rakete feuert pro Zug einen Raketenschuss ab, von einer Raketenzelle auf eine beliebige Zelle.</translation>
    </message>
    <message>
        <source>Each ship with an unfired missile gives one missile strike a turn; the launch cell becomes a fired missile.</source>
        <translation>Jedes Schiff mit einer nicht abgefeuerten Rakete gibt pro Zug einen Raketenschuss; die Startzelle wird zu einer abgefeuerten Rakete.</translation>
    </message>
    <message>
        <source>A strike on an unfired missile makes it explode: the touching undamaged cells of its ship are destroyed too. Fired missiles no longer explode.</source>
        <translation>Ein Schuss auf eine nicht abgefeuerte Rakete bringt sie zur Explosion: Die angrenzenden unbeschädigten Zellen ihres Schiffs werden mit zerstört. Abgefeuerte Raketen explodieren nicht mehr.</translation>
    </message>
    <message>
        <source>A beam weapon fires once a turn at three cells in a straight line, along a line parallel to two undamaged cells of its ship.</source>
        <translation>Eine Strahlenwaffe feuert einmal pro Zug auf drei Zellen in einer geraden Linie, parallel zu zwei unbeschädigten Zellen ihres Schiffs.</translation>
    </message>
    <message>
        <source>A beam&apos;s three target cells lie in a straight line, each touching the next at a face, an edge or a corner.</source>
        <translation>Die drei Zielzellen eines Strahls liegen in einer geraden Linie, jede berührt die nächste an einer Fläche, Kante oder Ecke.</translation>
    </message>
    <message>
        <source>The ship needs two undamaged cells, touching, in a line parallel to the beam&apos;s.</source>
        <translation>Das Schiff braucht zwei unbeschädigte, sich berührende Zellen in einer Linie parallel zu der des Strahls.</translation>
    </message>
    <message>
        <source>A beam burns out for good when two of the cells it hits do not touch each other: in its line of three, both end cells hit.</source>
        <translation>Ein Strahl brennt für immer aus, wenn zwei der Zellen, die er trifft, sich nicht berühren: in seiner Linie aus drei Zellen beide Endzellen getroffen.</translation>
    </message>
    <message>
        <source>A scanner gives a scan a turn, one more for each of your cells destroyed the turn before; a scan tells whether a cell is part of a ship, and whether it is destroyed.</source>
        <translation>Ein Scanner gibt einen Scan pro Zug, einen mehr für jede deiner Zellen, die im Zug davor zerstört wurde; ein Scan sagt, ob eine Zelle zu einem Schiff gehört und ob sie zerstört ist.</translation>
    </message>
    <message>
        <source>One scan a turn, plus one for each of your own cells destroyed in the turn before; several scanners give no more.</source>
        <translation>Ein Scan pro Zug, dazu einer für jede deiner Zellen, die im Zug davor zerstört wurde; mehrere Scanner geben nicht mehr.</translation>
    </message>
    <message>
        <source>A weapon that burns out gives no more actions for the rest of the game.</source>
        <translation>Eine ausgebrannte Waffe gibt für den Rest des Spiels keine Aktionen mehr.</translation>
    </message>
    <message>
        <source>A scored match: several games; each player&apos;s scores are added up, and the larger total wins the match.</source>
        <translation>Ein gewertetes Match: mehrere Spiele; die Punktzahlen jeder Seite werden addiert, die größere Summe gewinnt das Match.</translation>
    </message>
    <message>
        <source>A continued match: in each game after the first, a player adds ships costing as much as the materiel they had left at the end of the last.</source>
        <translation>Ein fortgesetztes Match: In jedem Spiel nach dem ersten kommen Schiffe hinzu, die so viel kosten, wie am Ende des letzten Spiels an Material übrig war.</translation>
    </message>
    <message>
        <source>A cell is named by its layer (R, O, Y, G, B), its letter (v–z) and its number (1–5), as Yx3.</source>
        <translation>Eine Zelle wird mit ihrer Ebene (R, O, Y, G, B), ihrem Buchstaben (v–z) und ihrer Zahl (1–5) benannt, etwa Yx3.</translation>
    </message>
    <message>
        <source>How a turn&apos;s actions are written: Yx3 a strike, bRv3Rv5 a beam, mYz1Bv1 a missile from Yz1 at Bv1, kOw5Rv1 a kamikaze strike, sBx3 a scan.</source>
        <translation>So werden die Aktionen eines Zugs geschrieben: Yx3 ein Schuss, bRv3Rv5 ein Strahl, mYz1Bv1 eine Rakete von Yz1 auf Bv1, kOw5Rv1 ein Kamikaze-Angriff, sBx3 ein Scan.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
    <message>
        <source>2.6.1</source>
        <translation>2.6.1</translation>
    </message>
</context>
<context>
    <name>RulesChoice</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules 2.6.1</source>
        <translation>Regeln 2.6.1</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Klassische Regeln</translation>
    </message>
    <message>
        <source>The older rules: a heavy fighter, whole-row beams, simultaneous strikes, no scans, no news of destroyed ships</source>
        <translation>Die älteren Regeln: ein schwerer Jäger, Strahlen über ganze Reihen, gleichzeitige Schüsse, keine Scans, keine Meldung zerstörter Schiffe</translation>
    </message>
    <message>
        <source>The fleet rule is the one %1 chose [3.7].</source>
        <translation>Die Flottenregel hat %1 gewählt [3.7].</translation>
    </message>
    <message>
        <source>The bots lay out their own fleets under this rule.</source>
        <translation>Die Bots stellen ihre eigenen Flotten nach dieser Regel auf.</translation>
    </message>
    <message>
        <source>Flying saucer</source>
        <translation>Fliegende Untertasse</translation>
    </message>
    <message>
        <source>Patrol cruiser</source>
        <translation>Patrouillenkreuzer</translation>
    </message>
    <message>
        <source>Light scout</source>
        <translation>Leichter Aufklärer</translation>
    </message>
    <message>
        <source>Heavy scout</source>
        <translation>Schwerer Aufklärer</translation>
    </message>
    <message>
        <source>Fleet cells %1 of %2: the standard 23 and additional ships of %3 cells [7.2]. Add them with the buttons below.</source>
        <translation>Flottenzellen %1 von %2: die Standard-23 plus zusätzliche Schiffe mit %3 Zellen [7.2]. Füge sie mit den Schaltflächen unten hinzu.</translation>
    </message>
    <message>
        <source>Fleet cost %1 of %2: the standard 24 and additional ships costing %3 [10.3]. Add them with the buttons below (each shows its cost).</source>
        <translation>Flottenkosten %1 von %2: die Standard-24 plus zusätzliche Schiffe für %3 [10.3]. Füge sie mit den Schaltflächen unten hinzu (jede zeigt ihre Kosten).</translation>
    </message>
    <message>
        <source>Cost %1 of %2</source>
        <translation>Kosten %1 von %2</translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation>Hinzufügen: %1</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 Zelle</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 Zellen</translation>
    </message>
    <message>
        <source>%1: %2, cost %3</source>
        <translation>%1: %2, Kosten %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>The current rules, version 2.6.1: scouts and scans, patrol cruisers, loose adjacency, beams of three cells</source>
        <translation>Die aktuellen Regeln, Version 2.6.1: Späher und Scans, Patrouillenkreuzer, lose Nachbarschaft, Strahlen aus drei Zellen</translation>
    </message>
    <message>
        <source>Standard fleet</source>
        <translation>Standardflotte</translation>
    </message>
    <message>
        <source>A death star, a kill cruiser, a saucer or patrol cruiser, a missile destroyer and a scout [3.7]</source>
        <translation>Ein Todesstern, ein Killerkreuzer, eine Untertasse oder ein Patrouillenkreuzer, ein Raketenzerstörer und ein Aufklärer [3.7]</translation>
    </message>
    <message>
        <source>Any ships, cost 24</source>
        <translation>Beliebige Schiffe, Kosten 24</translation>
    </message>
    <message>
        <source>Any ships whose costs add up to 24 [3.7.1]</source>
        <translation>Beliebige Schiffe, deren Kosten zusammen 24 ergeben [3.7.1]</translation>
    </message>
    <message>
        <source>Both scouts cost 3. The light one is the hardest ship to find, but it has no strike and never a kamikaze [6.8.2]; the heavy one is usually stronger.</source>
        <translation>Beide Aufklärer kosten 3. Der leichte ist das am schwersten zu findende Schiff, gibt aber keinen Schuss und nie einen Kamikaze-Angriff [6.8.2]; der schwere ist meist stärker.</translation>
    </message>
    <message>
        <source>Both scouts cost 3. The heavy one counts a cell more in the score [2.3.3] and strikes while whole [4.4.1]: usually the stronger choice.</source>
        <translation>Beide Aufklärer kosten 3. Der schwere zählt eine Zelle mehr für die Wertung [2.3.3] und gibt einen Schuss, solange er ganz ist [4.4.1]: meist die stärkere Wahl.</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Ändern …</translation>
    </message>
    <message>
        <source>The classic rules, a fleet of any ships costing 24, a patrol cruiser for the flying saucer, a heavy scout for the light one</source>
        <translation>Die klassischen Regeln, eine Flotte beliebiger Schiffe mit Kosten 24, ein Patrouillenkreuzer statt der fliegenden Untertasse, ein schwerer statt des leichten Aufklärers</translation>
    </message>
    <message>
        <source>Current rules and the standard fleet of five ships (%1, %2)</source>
        <translation>Aktuelle Regeln und die Standardflotte aus fünf Schiffen (%1, %2)</translation>
    </message>
    <message>
        <source>Two ships are chosen from pairs: a flying saucer or a patrol cruiser, a light or a heavy scout. The opponent chooses too, unseen until that ship is destroyed, so its fleet shows as &quot;22 or 23 cells&quot; [3.7].</source>
        <translation>Zwei Schiffe werden aus Paaren gewählt: eine fliegende Untertasse oder ein Patrouillenkreuzer, ein leichter oder ein schwerer Aufklärer. Der Gegner wählt auch, ungesehen, bis das Schiff zerstört ist; darum zeigt seine Flotte „22 oder 23 Zellen“ [3.7].</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>%1 has %2 of its %3 cells</source>
        <translation>%1 hat %2 von %3 Zellen</translation>
    </message>
    <message>
        <source>death star: %1 touches only one other cell</source>
        <translation>Todesstern: %1 berührt nur eine andere Zelle</translation>
    </message>
    <message>
        <source>death star: %1 touches no other cell</source>
        <translation>Todesstern: %1 berührt keine andere Zelle</translation>
    </message>
    <message>
        <source>death star: %1 each touch fewer than two other cells</source>
        <translation>Todesstern: %1 berühren jeweils weniger als zwei andere Zellen</translation>
    </message>
    <message>
        <source>death star %1 contains neither a 2x2x2 cube nor a 3x2x1 block</source>
        <translation>Todesstern %1 enthält weder einen 2×2×2-Würfel noch einen 3×2×1-Block</translation>
    </message>
    <message>
        <source>%1 %2 is not a 3x2x1 block</source>
        <translation>%1 %2 ist kein 3×2×1-Block</translation>
    </message>
    <message>
        <source>%1 %2 is not a 2x2x1 square</source>
        <translation>%1 %2 ist kein 2×2×1-Quadrat</translation>
    </message>
    <message>
        <source>%1 %2 does not lie in a straight line of adjacent cells</source>
        <translation>%1 %2 liegt nicht auf einer geraden Linie benachbarter Zellen</translation>
    </message>
    <message>
        <source>%1 %2 is not two adjacent cells</source>
        <translation>%1 %2 sind nicht zwei benachbarte Zellen</translation>
    </message>
    <message>
        <source>the fleet has no %1</source>
        <translation>der Flotte fehlt: %1</translation>
    </message>
    <message>
        <source>the standard fleet has one %1, not %2</source>
        <translation>die Standardflotte hat 1 × %1, nicht %2</translation>
    </message>
    <message>
        <source>the fleet needs a %1 or a %2</source>
        <translation>die Flotte braucht %1 oder %2</translation>
    </message>
    <message>
        <source>the standard fleet has either a %1 or a %2, not both or several</source>
        <translation>die Standardflotte hat entweder %1 oder %2, nicht beide und nicht mehrere</translation>
    </message>
    <message>
        <source>%2 × %1 in a standard fleet, which has none</source>
        <translation>%2 × %1 in einer Standardflotte, die keine hat</translation>
    </message>
    <message>
        <source>the setup records no ships</source>
        <translation>die Aufstellung enthält keine Schiffe</translation>
    </message>
    <message>
        <source>%1 in both %2 and %3</source>
        <translation>%1 doppelt belegt: in %2 und in %3</translation>
    </message>
    <message>
        <source>the fleet costs %1 but must cost %2</source>
        <translation>die Flotte kostet %1, muss aber %2 kosten</translation>
    </message>
    <message>
        <source>the fleet costs %1 but must cost %2 (%3 plus %4 of additional ships, the remaining materiel of the last game)</source>
        <translation>die Flotte kostet %1, muss aber %2 kosten (%3 plus %4 für zusätzliche Schiffe, das verbliebene Material der letzten Partie)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>names no unfired missile of yours</source>
        <translation>nennt keine deiner nicht abgefeuerten Raketen</translation>
    </message>
    <message>
        <source>%1 is not in any of your ships</source>
        <translation>%1 liegt in keinem deiner Schiffe</translation>
    </message>
    <message>
        <source>%1 is in %2, which carries no missiles</source>
        <translation>%1 gehört zu %2, das keine Raketen trägt</translation>
    </message>
    <message>
        <source>%1 is destroyed, so it is no longer a missile</source>
        <translation>%1 ist zerstört und damit keine Rakete mehr</translation>
    </message>
    <message>
        <source>%1 was fired in an earlier turn</source>
        <translation>%1 wurde in einem früheren Zug abgefeuert</translation>
    </message>
    <message>
        <source>names %1 unfired missiles (%2); give more of the cell</source>
        <translation>passt auf %1 nicht abgefeuerte Raketen (%2); gib mehr von der Zelle an</translation>
    </message>
    <message>
        <source>%1 already makes a missile strike this turn; a ship makes one</source>
        <translation>%1 macht in diesem Zug schon einen Raketenschuss; ein Schiff macht einen</translation>
    </message>
    <message>
        <source>%1 is already destroyed; the launch cell must be undamaged</source>
        <translation>%1 ist schon zerstört; die Startzelle muss unbeschädigt sein</translation>
    </message>
    <message>
        <source>a light scout never makes a kamikaze strike</source>
        <translation>ein Leichter Aufklärer macht nie einen Kamikaze-Angriff</translation>
    </message>
    <message>
        <source>%1 still entitles you to a conventional or missile strike, so it cannot make a kamikaze strike</source>
        <translation>%1 gibt dir noch einen Schuss oder Raketenschuss und kann deshalb keinen Kamikaze-Angriff machen</translation>
    </message>
    <message>
        <source>%1 already makes a kamikaze strike this turn; a ship makes one</source>
        <translation>%1 macht in diesem Zug schon einen Kamikaze-Angriff; ein Schiff macht einen</translation>
    </message>
    <message>
        <source>the end cells of a beam lie two steps apart on a straight line, with one cell between</source>
        <translation>die Endzellen eines Strahls liegen zwei Schritte auseinander auf einer geraden Linie, mit einer Zelle dazwischen</translation>
    </message>
    <message>
        <source>you have several ships of type %1; name one with its identity, e.g. %2</source>
        <translation>du hast mehrere Schiffe vom Typ %1; nenn eines mit seiner Nummer, z. B. %2</translation>
    </message>
    <message>
        <source>you have no ship %1</source>
        <translation>du hast kein Schiff %1</translation>
    </message>
    <message>
        <source>%1 has no beam weapon</source>
        <translation>%1 hat keine Strahlenwaffe</translation>
    </message>
    <message>
        <source>%1 is destroyed</source>
        <translation>%1 ist zerstört</translation>
    </message>
    <message>
        <source>%1&apos;s beam weapon has burnt out</source>
        <translation>die Strahlenwaffe von %1 ist ausgebrannt</translation>
    </message>
    <message>
        <source>%1 has no two undamaged cells touching (by a face, an edge or a corner) in this beam&apos;s direction, so it cannot fire along it</source>
        <translation>%1 hat keine zwei unbeschädigten Zellen, die sich in Richtung dieses Strahls berühren (mit einer Fläche, Kante oder Ecke), und kann daher nicht entlang dieser Linie feuern</translation>
    </message>
    <message>
        <source>%1 already fires its beam weapon this turn</source>
        <translation>%1 feuert seine Strahlenwaffe in diesem Zug schon ab</translation>
    </message>
    <message>
        <source>several death stars could fire this beam; name one, e.g. %1</source>
        <translation>mehrere Todessterne könnten diesen Strahl abfeuern; nenn einen, z. B. %1</translation>
    </message>
    <message>
        <source>you have no beam weapon left</source>
        <translation>du hast keine Strahlenwaffe mehr</translation>
    </message>
    <message>
        <source>your beam weapon has burnt out</source>
        <translation>deine Strahlenwaffe ist ausgebrannt</translation>
    </message>
    <message>
        <source>your beam weapon already fires this turn; a death star fires once a turn</source>
        <translation>deine Strahlenwaffe feuert in diesem Zug schon; ein Todesstern feuert einmal pro Zug</translation>
    </message>
    <message>
        <source>your death star has no two undamaged cells touching (by a face, an edge or a corner) in this beam&apos;s direction, so it cannot fire along it</source>
        <translation>dein Todesstern hat keine zwei unbeschädigten Zellen, die sich in Richtung dieses Strahls berühren (mit einer Fläche, Kante oder Ecke), und kann daher nicht entlang dieser Linie feuern</translation>
    </message>
    <message>
        <source>none of your death stars has two undamaged cells touching (by a face, an edge or a corner) in this beam&apos;s direction, so none can fire along it</source>
        <translation>keiner deiner Todessterne hat zwei unbeschädigte Zellen, die sich in Richtung dieses Strahls berühren (mit einer Fläche, Kante oder Ecke); keiner kann entlang dieser Linie feuern</translation>
    </message>
    <message>
        <source>every one of your death stars that can fire along it already fires this turn; each fires once a turn</source>
        <translation>jeder deiner Todessterne, der entlang dieser Linie feuern kann, feuert in diesem Zug schon; jeder feuert einmal pro Zug</translation>
    </message>
    <message>
        <source>you have %1 strikes but only %2 available</source>
        <translation>du hast %1 Schüsse, aber nur %2 stehen zur Verfügung</translation>
    </message>
    <message>
        <source>you launch %1 missile or kamikaze strikes but record only %2 targets; each needs its own</source>
        <translation>du startest %1 Raketen- oder Kamikaze-Angriffe, nennst aber nur %2 Ziele; jeder braucht sein eigenes</translation>
    </message>
    <message>
        <source>you have no undestroyed scanner, so cannot scan</source>
        <translation>du hast keinen unzerstörten Scanner und kannst daher nicht scannen</translation>
    </message>
    <message>
        <source>you make %1 scans but only %2 available</source>
        <translation>du machst %1 Scans, aber nur %2 stehen zur Verfügung</translation>
    </message>
    <message>
        <source>the game terminated at the end of turn %1, so no further turn is played</source>
        <translation>das Spiel endete nach Zug %1, es wird kein weiterer Zug gespielt</translation>
    </message>
    <message>
        <source>the game is over, so no further turn is played</source>
        <translation>das Spiel ist vorbei, es wird kein weiterer Zug gespielt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a cell: a cell is colour, letter, number, e.g. Yx3</source>
        <translation>„%1“ ist keine Zelle: Eine Zelle ist Farbe, Buchstabe, Zahl, z. B. Yx3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a cell: the colour must be one of R O Y G B</source>
        <translation>„%1“ ist keine Zelle: Die Farbe muss R, O, Y, G oder B sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a cell: the letter must be one of v w x y z</source>
        <translation>„%1“ ist keine Zelle: Der Buchstabe muss v, w, x, y oder z sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a cell: the number must be one of 1 2 3 4 5</source>
        <translation>„%1“ ist keine Zelle: Die Zahl muss 1, 2, 3, 4 oder 5 sein</translation>
    </message>
    <message>
        <source>a scan is written s and one cell, e.g. sYx3</source>
        <translation>ein Scan wird als s und eine Zelle geschrieben, z. B. sYx3</translation>
    </message>
    <message>
        <source>a kamikaze strike is written k and one cell, e.g. kYx3</source>
        <translation>ein Kamikaze-Angriff wird als k und eine Zelle geschrieben, z. B. kYx3</translation>
    </message>
    <message>
        <source>a missile launch is m and its cell, e.g. mYz1, or enough of it to name one missile, e.g. mY</source>
        <translation>ein Raketenstart ist m und seine Zelle, z. B. mYz1, oder so viel davon, dass genau eine Rakete gemeint ist, z. B. mY</translation>
    </message>
    <message>
        <source>a beam firing is b and its two end cells, e.g. bRv1Rv3</source>
        <translation>ein Strahl ist b und seine beiden Endzellen, z. B. bRv1Rv3</translation>
    </message>
    <message>
        <source>the ship firing a beam is written in parentheses, e.g. bRv1Rv3(DS2)</source>
        <translation>das Schiff, das den Strahl abfeuert, steht in Klammern, z. B. bRv1Rv3(DS2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a ship</source>
        <translation>„%1“ ist kein Schiff</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an action: write a cell (Gx3), bCELLCELL, mCELL, kCELL or sCELL</source>
        <translation>„%1“ ist keine Aktion: Schreib eine Zelle (Gx3), bZELLEZELLE, mZELLE, kZELLE oder sZELLE</translation>
    </message>
    <message>
        <source>empty action</source>
        <translation>leere Aktion</translation>
    </message>
    <message>
        <source>&apos;-&apos; means no actions and stands alone on its line</source>
        <translation>„-“ bedeutet keine Aktionen und steht allein in seiner Zeile</translation>
    </message>
    <message>
        <source>a { comment may not contain another {</source>
        <translation>ein {-Kommentar darf kein weiteres { enthalten</translation>
    </message>
    <message>
        <source>} closes no comment</source>
        <translation>} schließt keinen Kommentar</translation>
    </message>
    <message>
        <source>the comment opened by { is never closed</source>
        <translation>der mit { geöffnete Kommentar wird nie geschlossen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tag; write [Name &quot;value&quot;]</source>
        <translation>„%1“ ist kein Tag; schreib [Name &quot;Wert&quot;]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a ship: write its type (DS KC FS PC MD HS LS AG LG), then its cells</source>
        <translation>„%1“ ist kein Schiff: Schreib seinen Typ (DS KC FS PC MD HS LS AG LG), dann seine Zellen</translation>
    </message>
    <message>
        <source>%1 lists %2 twice</source>
        <translation>%1 nennt %2 zweimal</translation>
    </message>
    <message>
        <source>%1 lists no cells</source>
        <translation>%1 nennt keine Zellen</translation>
    </message>
    <message>
        <source>the setup lists no ships</source>
        <translation>die Aufstellung nennt keine Schiffe</translation>
    </message>
    <message>
        <source>game has no setup line for %1</source>
        <translation>dem Spiel fehlt die Aufstellungszeile für %1</translation>
    </message>
    <message>
        <source>turn %1 has no %2 line</source>
        <translation>Zug %1 hat keine Zeile für %2</translation>
    </message>
    <message>
        <source>a setup line begins &apos;setup A:&apos; or &apos;setup B:&apos;</source>
        <translation>eine Aufstellungszeile beginnt mit „setup A:“ oder „setup B:“</translation>
    </message>
    <message>
        <source>setup lines come before the first turn</source>
        <translation>Aufstellungszeilen stehen vor dem ersten Zug</translation>
    </message>
    <message>
        <source>second setup line for %1 (the first is at line %2)</source>
        <translation>zweite Aufstellungszeile für %1 (die erste steht in Zeile %2)</translation>
    </message>
    <message>
        <source>a turn line begins with its number, a dot and the player, e.g. &apos;3. A:&apos;</source>
        <translation>eine Zugzeile beginnt mit ihrer Nummer, einem Punkt und dem Spieler, z. B. „3. A:“</translation>
    </message>
    <message>
        <source>turns come after both players&apos; setup lines</source>
        <translation>Züge folgen auf die Aufstellungszeilen beider Spieler</translation>
    </message>
    <message>
        <source>turn %1 has no %2 line before turn %3 begins</source>
        <translation>Zug %1 hat keine Zeile für %2, bevor Zug %3 beginnt</translation>
    </message>
    <message>
        <source>turn %1 is out of order: expected turn %2</source>
        <translation>Zug %1 steht an der falschen Stelle: erwartet war Zug %2</translation>
    </message>
    <message>
        <source>turn %1 is out of order: expected turn %2 or %3</source>
        <translation>Zug %1 steht an der falschen Stelle: erwartet war Zug %2 oder %3</translation>
    </message>
    <message>
        <source>turn %1 already has %2&apos;s line (line %3)</source>
        <translation>Zug %1 hat schon die Zeile für %2 (Zeile %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a tag, a setup line or a turn line</source>
        <translation>„%1“ ist weder ein Tag noch eine Aufstellungs- oder Zugzeile</translation>
    </message>
    <message>
        <source>the record holds no game</source>
        <translation>das Spielprotokoll enthält kein Spiel</translation>
    </message>
    <message>
        <source>%1 %2 is not a 2x2x2 cube</source>
        <translation>%1 %2 ist kein 2×2×2-Würfel</translation>
    </message>
    <message>
        <source>%1 %2 is not a 3x2x1 rectangle</source>
        <translation>%1 %2 ist kein 3×2×1-Rechteck</translation>
    </message>
    <message>
        <source>%1 %2 is not three adjacent cells in a straight line</source>
        <translation>%1 %2 sind keine drei benachbarten Zellen in einer geraden Linie</translation>
    </message>
    <message>
        <source>%1 %2 is not two adjacent cells sharing a face</source>
        <translation>%1 %2 sind keine zwei benachbarten Zellen mit gemeinsamer Fläche</translation>
    </message>
    <message>
        <source>the classic rules have no %1; their ships are DS KC FS MD HF</source>
        <translation>die klassischen Regeln kennen kein Schiff „%1“; ihre Schiffe sind DS KC FS MD HF</translation>
    </message>
    <message>
        <source>the fleet has one %1, not %2 (several only in a continued match&apos;s later games)</source>
        <translation>die Flotte hat ein Schiff „%1“, nicht %2 (mehrere nur in späteren Spielen eines Fortsetzungs-Matchs)</translation>
    </message>
    <message>
        <source>the fleet has %1 cells but must have %2</source>
        <translation>die Flotte hat %1 Zellen, muss aber %2 haben</translation>
    </message>
    <message>
        <source>the fleet has %1 cells but must have %2 (23 plus %3 in additional ships, the remaining materiel of the last game)</source>
        <translation>die Flotte hat %1 Zellen, muss aber %2 haben (23 plus %3 in zusätzlichen Schiffen, das verbleibende Material des letzten Spiels)</translation>
    </message>
    <message>
        <source>the classic rules have no scans</source>
        <translation>die klassischen Regeln kennen keine Scans</translation>
    </message>
    <message>
        <source>%1 gives you a conventional strike until it is destroyed, so never a kamikaze strike</source>
        <translation>%1 gibt dir einen konventionellen Schuss, bis er zerstört ist, also nie einen Kamikaze-Angriff</translation>
    </message>
    <message>
        <source>%1 still has two adjacent undamaged cells, which entitle you to a conventional strike, so it cannot make a kamikaze strike</source>
        <translation>%1 hat noch zwei benachbarte unbeschädigte Zellen, die dir einen konventionellen Schuss geben, also keinen Kamikaze-Angriff</translation>
    </message>
    <message>
        <source>a beam strikes a whole row of five cells: write b and the two coordinates the row keeps, e.g. bRv, bR3 or bv3, or its two end cells, e.g. bRv1Rv5</source>
        <translation>ein Strahl trifft eine ganze Reihe aus fünf Zellen: schreib b und die zwei Koordinaten, die die Reihe festhält, z. B. bRv, bR3 oder bv3, oder ihre beiden Endzellen, z. B. bRv1Rv5</translation>
    </message>
    <message>
        <source>%1 is damaged, and only an undamaged death star fires its beam weapon</source>
        <translation>%1 ist beschädigt, und nur ein unbeschädigter Todesstern feuert seine Strahlenwaffe</translation>
    </message>
    <message>
        <source>the row does not pass through the cells of %1 in your own space</source>
        <translation>die Reihe läuft nicht durch die Zellen von %1 in deinem eigenen Raum</translation>
    </message>
    <message>
        <source>you have no undamaged death star, and only an undamaged death star fires its beam weapon</source>
        <translation>du hast keinen unbeschädigten Todesstern, und nur ein unbeschädigter Todesstern feuert seine Strahlenwaffe</translation>
    </message>
    <message>
        <source>the row does not pass through the cells of your undamaged death star in your own space</source>
        <translation>die Reihe läuft nicht durch die Zellen deines unbeschädigten Todessterns in deinem eigenen Raum</translation>
    </message>
    <message>
        <source>each of your death stars that could fire along it already fires this turn; each fires once a turn</source>
        <translation>jeder deiner Todessterne, der entlang dieser Reihe feuern könnte, feuert in diesem Zug schon; jeder feuert einmal pro Zug</translation>
    </message>
    <message>
        <source>no undamaged death star of yours that is not firing already has a cell in its row</source>
        <translation>keiner deiner unbeschädigten Todessterne, der nicht schon feuert, hat eine Zelle in dieser Reihe</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the classic rules have no scans</source>
        <translation>„%1“: die klassischen Regeln kennen keine Scans</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a beam strikes a whole row of five cells: write b and the two coordinates the row keeps, e.g. bRv, bR3 or bv3, or its two end cells, e.g. bRv1Rv5</source>
        <translation>„%1“: ein Strahl trifft eine ganze Reihe aus fünf Zellen: schreib b und die zwei Koordinaten, die die Reihe festhält, z. B. bRv, bR3 oder bv3, oder ihre beiden Endzellen, z. B. bRv1Rv5</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the classic rules have no ship %2</source>
        <translation>„%1“: die klassischen Regeln kennen kein Schiff %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a cell: a colour is a capital letter, %2 not %3</source>
        <translation>„%1“ ist keine Zelle: Eine Farbe ist ein Großbuchstabe, %2, nicht %3</translation>
    </message>
</context>
<context>
    <name>SaveCopyPicker</name>
    <message>
        <source>Save a copy of the game</source>
        <translation>Eine Kopie des Spiels speichern</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Bot&apos;s level:</source>
        <translation>Stufe des Bots:</translation>
    </message>
    <message>
        <source>Ask before deleting a game from the library</source>
        <translation>Nachfragen, bevor ein Spiel aus dem Spielarchiv gelöscht wird</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Large view:</source>
        <translation>Große Ansicht:</translation>
    </message>
    <message>
        <source>The layers, the 3-D view above</source>
        <translation>Die Ebenen, darüber die 3-D-Ansicht</translation>
    </message>
    <message>
        <source>In one row, red to blue</source>
        <translation>In einer Reihe, Rot bis Blau</translation>
    </message>
    <message>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <source>Sound effects (Qt Multimedia is not installed)</source>
        <translation>Soundeffekte (Qt Multimedia ist nicht installiert)</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>In two rows where the cells come out bigger</source>
        <translation>In zwei Reihen, wo die Zellen so größer werden</translation>
    </message>
    <message>
        <source>The 3-D view, the layers beside it</source>
        <translation>Die 3-D-Ansicht, daneben die Ebenen</translation>
    </message>
    <message>
        <source>Play the turns&apos; results out in the 3-D view (off: reduce motion)</source>
        <translation>Zugergebnisse in der 3-D-Ansicht vorführen (aus: weniger Bewegung)</translation>
    </message>
    <message>
        <source>Results play out:</source>
        <translation>Ergebnisse laufen ab:</translation>
    </message>
    <message>
        <source>Slowly</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>At a normal pace</source>
        <translation>In normalem Tempo</translation>
    </message>
    <message>
        <source>Quickly</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Layers, when large:</source>
        <translation>Ebenen, wenn groß:</translation>
    </message>
    <message>
        <source>3-D view&apos;s spread at first:</source>
        <translation>Auffächerung der 3-D-Ansicht zu Beginn:</translation>
    </message>
    <message>
        <source>Ask before leaving a game under way</source>
        <translation>Vor dem Verlassen eines laufenden Spiels fragen</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Textgröße:</translation>
    </message>
    <message>
        <source>Larger in a large window</source>
        <translation>Größer in einem großen Fenster</translation>
    </message>
    <message>
        <source>As the desktop&apos;s</source>
        <translation>Wie auf dem Desktop</translation>
    </message>
    <message>
        <source>125 %</source>
        <translation>125 %</translation>
    </message>
    <message>
        <source>150 %</source>
        <translation>150 %</translation>
    </message>
    <message>
        <source>Ask before submitting a turn with actions unused or a warning</source>
        <translation>Nachfragen, bevor ein Zug mit ungenutzten Aktionen oder einer Warnung abgeschickt wird</translation>
    </message>
    <message>
        <source>Show the rules&apos; numbers in tips, notes and help, such as 8.2.4 (a refused action always names its rule)</source>
        <translation>Die Nummern der Regeln in Tipps, Hinweisen und Hilfe zeigen, etwa 8.2.4 (eine abgelehnte Aktion nennt ihre Regel immer)</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>%1&apos;s fleet</source>
        <translation>Flotte von %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Fleet rule for the bots</source>
        <translation>Flottenregel für die Bots</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>Deine Flotte</translation>
    </message>
    <message>
        <source>Point at a cell to read it</source>
        <translation>Zeig auf eine Zelle, um sie abzulesen</translation>
    </message>
    <message>
        <source>Game library…</source>
        <translation>Spielarchiv…</translation>
    </message>
    <message>
        <source>Every saved game: review, continue or delete (Ctrl+L)</source>
        <translation>Alle gespeicherten Spiele: nachspielen, fortsetzen oder löschen (Ctrl+L)</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <source>Resume or review a game from its record (Ctrl+O)</source>
        <translation>Ein Spiel aus seinem Spielprotokoll fortsetzen oder nachspielen (Ctrl+O)</translation>
    </message>
    <message>
        <source>This game your fleet adds ships costing %1, your remaining materiel [10.3].</source>
        <translation>In diesem Spiel bekommt deine Flotte zusätzliche Schiffe für %1, dein verbleibendes Material [10.3].</translation>
    </message>
    <message>
        <source>Fleets are being laid out…</source>
        <translation>Flotten werden aufgestellt…</translation>
    </message>
    <message>
        <source>Done: hand the screen back</source>
        <translation>Fertig: Bildschirm zurückgeben</translation>
    </message>
    <message>
        <source>Host or join a game…</source>
        <translation>Spiel eröffnen oder beitreten…</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s fleet…</source>
        <translation>Warte auf die Flotte von %1…</translation>
    </message>
    <message>
        <source>Start against %1</source>
        <translation>Gegen %1 starten</translation>
    </message>
    <message>
        <source>Start game %1</source>
        <translation>Spiel %1 starten</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Start is enabled once the fleet is legal: the fleet check lists what is still wrong.</source>
        <translation>„Starten“ geht, sobald die Flotte regelgerecht ist: Die Flottenprüfung zeigt, was noch fehlt.</translation>
    </message>
    <message>
        <source>“Done” is enabled once the fleet is legal: the fleet check lists what is still wrong.</source>
        <translation>„Fertig“ geht, sobald die Flotte regelgerecht ist: Die Flottenprüfung zeigt, was noch fehlt.</translation>
    </message>
    <message>
        <source>The two bots lay out their own fleets: both spaces show here once the game starts.</source>
        <translation>Die beiden Bots stellen ihre Flotten selbst auf: Beide Räume erscheinen hier, sobald das Spiel beginnt.</translation>
    </message>
</context>
<context>
    <name>ShipList</name>
    <message>
        <source>Click a ship, then its cells; drag a ship in the layers to move it</source>
        <translation>Klick ein Schiff an, dann seine Zellen; zieh ein Schiff in den Ebenen, um es zu verschieben</translation>
    </message>
    <message>
        <source>Remove this ship</source>
        <translation>Dieses Schiff entfernen</translation>
    </message>
    <message>
        <source>Clear its cells</source>
        <translation>Seine Zellen leeren</translation>
    </message>
</context>
<context>
    <name>ShipMoves</name>
    <message>
        <source>Move the selected ship</source>
        <translation>Gewähltes Schiff verschieben</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>Buchstabe</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Move the selected ship one %1 back</source>
        <translation>Gewähltes Schiff einen Schritt zurück (%1)</translation>
    </message>
    <message>
        <source>Move the selected ship one %1 on</source>
        <translation>Gewähltes Schiff einen Schritt vor (%1)</translation>
    </message>
    <message>
        <source>⟳ Turn</source>
        <translation>⟳ Drehen</translation>
    </message>
    <message>
        <source>Turn the selected ship to its next orientation (R; Shift+R back)</source>
        <translation>Gewähltes Schiff in die nächste Ausrichtung drehen (R; Shift+R zurück)</translation>
    </message>
    <message>
        <source>⇋ Mirror</source>
        <translation>⇋ Spiegeln</translation>
    </message>
    <message>
        <source>Mirror the selected ship left to right (M)</source>
        <translation>Gewähltes Schiff von links nach rechts spiegeln (M)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Rückgängig (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Random for the rest</source>
        <translation>Rest zufällig</translation>
    </message>
    <message>
        <source>Random layout</source>
        <translation>Zufällige Aufstellung</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Take every ship off the space (Ctrl+Z brings them back)</source>
        <translation>Alle Schiffe aus dem Raum nehmen (Ctrl+Z holt sie zurück)</translation>
    </message>
    <message>
        <source>Lay out the unfinished ships at random; the ones you finished stay where they are</source>
        <translation>Die unfertigen Schiffe zufällig aufstellen; die fertigen bleiben, wo sie sind</translation>
    </message>
    <message>
        <source>Lay out the whole fleet at random</source>
        <translation>Die ganze Flotte zufällig aufstellen</translation>
    </message>
    <message>
        <source>Hide well</source>
        <translation>Gut verstecken</translation>
    </message>
    <message>
        <source>Lay out the unfinished ships off the cells shooters try first, as the Admiral hides its own; the ones you finished stay where they are</source>
        <translation>Die unfertigen Schiffe abseits der Zellen aufstellen, auf die Schützen zuerst zielen, wie der Admiral seine versteckt; die fertigen bleiben, wo sie sind</translation>
    </message>
    <message>
        <source>Lay out the whole fleet off the cells shooters try first, as the Admiral hides its own: harder to find than most random layouts</source>
        <translation>Die ganze Flotte abseits der Zellen aufstellen, auf die Schützen zuerst zielen, wie der Admiral seine versteckt: schwerer zu finden als die meisten zufälligen Aufstellungen</translation>
    </message>
    <message>
        <source>Hide the rest well</source>
        <translation>Den Rest gut verstecken</translation>
    </message>
</context>
<context>
    <name>ShipRoles</name>
    <message>
        <source>One strike a turn, and while undamaged a beam along a whole row through it [6.1.2, 6.1.3].</source>
        <translation>Ein Schuss pro Zug, und solange er unbeschädigt ist, ein Strahl entlang einer ganzen Reihe durch ihn [6.1.2, 6.1.3].</translation>
    </message>
    <message>
        <source>Each undamaged cell is a missile to fire once [6.4.2, 6.6.2]. A hit on an unfired missile sets off the undamaged cells beside it [6.6.3]: fire them early, or hide the ship well.</source>
        <translation>Jede unbeschädigte Zelle ist eine Rakete, einmal abzufeuern [6.4.2, 6.6.2]. Ein Treffer auf eine nicht abgefeuerte Rakete zündet die unbeschädigten Zellen daneben [6.6.3]: feuere sie früh ab oder versteck das Schiff gut.</translation>
    </message>
    <message>
        <source>A strike a turn for every pair of its undamaged cells side by side [4.3.1]; with none left, a kamikaze strike instead [4.4].</source>
        <translation>Ein Schuss pro Zug für jedes Paar unbeschädigter Zellen nebeneinander [4.3.1]; ist keins mehr übrig, stattdessen ein Kamikaze-Angriff [4.4].</translation>
    </message>
    <message>
        <source>One strike a turn [6.2.4], and a beam: three cells in a line, parallel to two of its undamaged cells [8.2]. Two hits at the beam&apos;s ends burn it out [8.2.4].</source>
        <translation>Ein Schuss pro Zug [6.2.4] und ein Strahl: drei Zellen in einer Linie, parallel zu zwei seiner unbeschädigten Zellen [8.2]. Zwei Treffer an den Enden des Strahls lassen ihn ausbrennen [8.2.4].</translation>
    </message>
    <message>
        <source>Three missiles, one fired a turn, each a strike more [8.1.3]. A hit on an unfired missile destroys its undamaged neighbours too [8.1.4]: the middle one takes the whole ship, so fire it early.</source>
        <translation>Drei Raketen, eine pro Zug, jede ein Schuss mehr [8.1.3]. Ein Treffer auf eine nicht abgefeuerte Rakete zerstört auch ihre unbeschädigten Nachbarn [8.1.4]: die mittlere reißt das ganze Schiff mit, also feuere sie früh ab.</translation>
    </message>
    <message>
        <source>Its cells are missiles: each fired once for a strike more [8.1.3]; a hit on an unfired one sets off its undamaged neighbours [8.1.4].</source>
        <translation>Seine Zellen sind Raketen: jede einmal abgefeuert für einen Schuss mehr [8.1.3]; ein Treffer auf eine nicht abgefeuerte zündet ihre unbeschädigten Nachbarn [8.1.4].</translation>
    </message>
    <message>
        <source>A scanner: at least one scan a turn, more after your ships lose cells [8.3.1]; and a strike while both its cells are undamaged [4.4.1].</source>
        <translation>Ein Scanner: mindestens ein Scan pro Zug, mehr, nachdem deine Schiffe Zellen verloren haben [8.3.1]; und ein Schuss, solange beide Zellen unbeschädigt sind [4.4.1].</translation>
    </message>
    <message>
        <source>A scanner in one cell: at least one scan a turn [8.3.1], no strike and never a kamikaze [6.8.2].</source>
        <translation>Ein Scanner in einer Zelle: mindestens ein Scan pro Zug [8.3.1], kein Schuss und nie ein Kamikaze [6.8.2].</translation>
    </message>
    <message>
        <source>A strike a turn for every pair of its undamaged cells side by side [4.4.1]; with none left, a kamikaze strike instead [4.5].</source>
        <translation>Ein Schuss pro Zug für jedes Paar unbeschädigter Zellen nebeneinander [4.4.1]; ist keins mehr übrig, stattdessen ein Kamikaze-Angriff [4.5].</translation>
    </message>
    <message>
        <source>Eight cells in a 2×2×2 cube [6.1.1].</source>
        <translation>Acht Zellen in einem 2×2×2-Würfel [6.1.1].</translation>
    </message>
    <message>
        <source>Six cells in a 3×2×1 block [6.2].</source>
        <translation>Sechs Zellen in einem 3×2×1-Block [6.2].</translation>
    </message>
    <message>
        <source>Four cells in a 2×2×1 square [6.3].</source>
        <translation>Vier Zellen in einem 2×2×1-Quadrat [6.3].</translation>
    </message>
    <message>
        <source>Three cells in a straight line [6.4.1].</source>
        <translation>Drei Zellen in einer geraden Linie [6.4.1].</translation>
    </message>
    <message>
        <source>Two cells side by side [6.5].</source>
        <translation>Zwei Zellen nebeneinander [6.5].</translation>
    </message>
    <message>
        <source>Eight cells, each beside at least two others, holding a 2×2×2 cube or a 3×2×1 block [6.2].</source>
        <translation>Acht Zellen, jede neben mindestens zwei anderen, mit einem 2×2×2-Würfel oder einem 3×2×1-Block darin [6.2].</translation>
    </message>
    <message>
        <source>Six cells in a 3×2×1 block [6.3].</source>
        <translation>Sechs Zellen in einem 3×2×1-Block [6.3].</translation>
    </message>
    <message>
        <source>Four cells in a 2×2×1 square [6.4].</source>
        <translation>Vier Zellen in einem 2×2×1-Quadrat [6.4].</translation>
    </message>
    <message>
        <source>Four cells in a straight line [6.5].</source>
        <translation>Vier Zellen in einer geraden Linie [6.5].</translation>
    </message>
    <message>
        <source>Three cells in a straight line [6.6].</source>
        <translation>Drei Zellen in einer geraden Linie [6.6].</translation>
    </message>
    <message>
        <source>Two cells side by side [6.7].</source>
        <translation>Zwei Zellen nebeneinander [6.7].</translation>
    </message>
    <message>
        <source>One cell [6.8].</source>
        <translation>Eine Zelle [6.8].</translation>
    </message>
    <message>
        <source>Two cells side by side [6.9].</source>
        <translation>Zwei Zellen nebeneinander [6.9].</translation>
    </message>
    <message>
        <source>One cell [6.10].</source>
        <translation>Eine Zelle [6.10].</translation>
    </message>
</context>
<context>
    <name>Ships</name>
    <message>
        <source>death star</source>
        <translation>Todesstern</translation>
    </message>
    <message>
        <source>kill cruiser</source>
        <translation>Killerkreuzer</translation>
    </message>
    <message>
        <source>flying saucer</source>
        <translation>Fliegende Untertasse</translation>
    </message>
    <message>
        <source>patrol cruiser</source>
        <translation>Patrouillenkreuzer</translation>
    </message>
    <message>
        <source>missile destroyer</source>
        <translation>Raketenzerstörer</translation>
    </message>
    <message>
        <source>heavy scout</source>
        <translation>Schwerer Aufklärer</translation>
    </message>
    <message>
        <source>light scout</source>
        <translation>Leichter Aufklärer</translation>
    </message>
    <message>
        <source>assault gunboat</source>
        <translation>Sturmkanonenboot</translation>
    </message>
    <message>
        <source>light gunboat</source>
        <translation>Leichtes Kanonenboot</translation>
    </message>
    <message>
        <source>heavy fighter</source>
        <translation>Schwerer Jäger</translation>
    </message>
</context>
<context>
    <name>SideBySide</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 Zelle</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 Zellen</translation>
    </message>
    <message>
        <source>Strikes that hit</source>
        <translation>Treffer je Schuss</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>First hit</source>
        <translation>Erster Treffer</translation>
    </message>
    <message>
        <source>Ships found</source>
        <translation>Schiffe gefunden</translation>
    </message>
    <message>
        <source>Beam hits</source>
        <translation>Strahltreffer</translation>
    </message>
    <message>
        <source>Scans that found</source>
        <translation>Scans mit Fund</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 exploded: each struck missile and the cells it took with it</source>
        <translation>%1 explodiert: jede getroffene Rakete und die Zellen, die sie mitriss</translation>
    </message>
    <message>
        <source>Missile explosions set off</source>
        <translation>Ausgelöste Raketenexplosionen</translation>
    </message>
</context>
<context>
    <name>SizeSwitch</name>
    <message>
        <source>Layers large (F6)</source>
        <translation>Ebenen groß (F6)</translation>
    </message>
    <message>
        <source>Cube large (F5)</source>
        <translation>Würfel groß (F5)</translation>
    </message>
    <message>
        <source>Make the layers large to aim in, the cube small (F6; View menu)</source>
        <translation>Die Ebenen groß zum Zielen, den Würfel klein (F6; Menü Ansicht)</translation>
    </message>
    <message>
        <source>Make the cube large again, the layers beside it (F5; View menu)</source>
        <translation>Den Würfel wieder groß, die Ebenen daneben (F5; Menü Ansicht)</translation>
    </message>
</context>
<context>
    <name>SpaceView3D</name>
    <message>
        <source>Spread</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Show every layer (0)</source>
        <translation>Alle Ebenen zeigen (0)</translation>
    </message>
    <message>
        <source>Show the %1 layer alone, to reach its inner cells (%2)</source>
        <translation>Nur die Ebene %1 zeigen, um an ihre inneren Zellen zu kommen (%2)</translation>
    </message>
    <message>
        <source>Zoom out (−, the mouse wheel)</source>
        <translation>Herauszoomen (−, Mausrad)</translation>
    </message>
    <message>
        <source>Zoom in (+, the mouse wheel)</source>
        <translation>Hineinzoomen (+, Mausrad)</translation>
    </message>
    <message>
        <source>Spread the layers apart</source>
        <translation>Ebenen auseinanderziehen</translation>
    </message>
    <message>
        <source>Reset the view: turn, zoom and layers (Ctrl+0)</source>
        <translation>Ansicht zurücksetzen: Drehung, Zoom und Ebenen (Ctrl+0)</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Strikes</source>
        <translation>Schüsse</translation>
    </message>
    <message>
        <source>%1 of %2 hit</source>
        <translation>%1 von %2 trafen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Beams</source>
        <translation>Strahlen</translation>
    </message>
    <message>
        <source>%1 fired: %2 of %3 cells hit</source>
        <translation>%1 abgefeuert: %2 von %3 Zellen getroffen</translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation>Raketen</translation>
    </message>
    <message>
        <source>Kamikaze</source>
        <translation>Kamikaze</translation>
    </message>
    <message>
        <source>Scans</source>
        <translation>Scans</translation>
    </message>
    <message>
        <source>%1 of %2 found a ship</source>
        <translation>%1 von %2 fanden ein Schiff</translation>
    </message>
    <message>
        <source>found in turn %1</source>
        <translation>in Zug %1 gefunden</translation>
    </message>
    <message>
        <source>never found</source>
        <translation>nie gefunden</translation>
    </message>
    <message>
        <source>destroyed in turn %1</source>
        <translation>in Zug %1 zerstört</translation>
    </message>
    <message>
        <source>survived</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <source>%1 launched (a missile&apos;s target counts as a strike [8.2.3])</source>
        <translation>%1 gestartet (das Ziel einer Rakete zählt als Schuss [8.2.3])</translation>
    </message>
    <message>
        <source>%1 launched (a missile&apos;s target counts as a strike [11.5.3])</source>
        <translation>%1 gestartet (das Ziel einer Rakete zählt als Schuss [11.5.3])</translation>
    </message>
    <message>
        <source>%1 made (a kamikaze&apos;s target counts as a strike [8.2.4])</source>
        <translation>%1 ausgeführt (das Ziel eines Kamikaze zählt als Schuss [8.2.4])</translation>
    </message>
    <message>
        <source>%1 made (a kamikaze&apos;s target counts as a strike [11.5.5])</source>
        <translation>%1 ausgeführt (das Ziel eines Kamikaze zählt als Schuss [11.5.5])</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>1 turn played</source>
        <translation>1 Zug gespielt</translation>
    </message>
    <message>
        <source>%1 turns played</source>
        <translation>%1 Züge gespielt</translation>
    </message>
    <message>
        <source>Cells hit each turn</source>
        <translation>Getroffene Zellen pro Zug</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Ships: when each was found and destroyed</source>
        <translation>Schiffe: wann jedes gefunden und zerstört wurde</translation>
    </message>
    <message>
        <source>%1 fleet</source>
        <translation>%1 Flotte</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>Deine</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>%1s</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Missile explosions</source>
        <translation>Raketenexplosionen</translation>
    </message>
    <message>
        <source>Undamaged cells (materiel) over the game%1</source>
        <translation>Unbeschädigte Zellen (Material) im Spielverlauf%1</translation>
    </message>
    <message>
        <source>1 cell</source>
        <translation>1 Zelle</translation>
    </message>
    <message>
        <source>%1 cells</source>
        <translation>%1 Zellen</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
</context>
<context>
    <name>TipBar</name>
    <message>
        <source>Choose the two bots&apos; levels on the right and press Watch; you can pause and step through their game.</source>
        <translation>Wähl rechts die Stufen der beiden Bots und drück „Zuschauen“; du kannst ihr Spiel pausieren und Zug für Zug durchgehen.</translation>
    </message>
    <message>
        <source>You have an unfinished network game: press Go on on the right to continue it (it waits for the other player), or host or join a new one.</source>
        <translation>Du hast ein offenes Netzwerkspiel: Drück rechts „Weiter“, um es fortzusetzen (es wartet auf dein Gegenüber), oder eröffne ein neues oder tritt einem bei.</translation>
    </message>
    <message>
        <source>Step 1 of 4 — Lay out your fleet: pick a ship in the list on the left, then click its cells in the layers below the cube. Or press Random layout.</source>
        <translation>Schritt 1 von 4 — Stell deine Flotte auf: Wähl links ein Schiff in der Liste und klick dann seine Zellen in den Ebenen unter dem Würfel an. Oder drück „Zufällige Aufstellung“.</translation>
    </message>
    <message>
        <source>Step 1 of 4 — Keep going: the fleet check on the right lists what is still missing. R turns the selected ship, M mirrors it, and you can drag it in the layers.</source>
        <translation>Schritt 1 von 4 — Weiter so: Die Flottenprüfung rechts zeigt, was noch fehlt. R dreht das gewählte Schiff, M spiegelt es, und in den Ebenen kannst du es ziehen.</translation>
    </message>
    <message>
        <source>Step 2 of 4 — Your fleet is legal. Press Start: the game begins when both of you have committed your fleets.</source>
        <translation>Schritt 2 von 4 — Deine Flotte ist regelkonform. Drück „Starten“: Das Spiel beginnt, sobald ihr beide eure Flotten festgelegt habt.</translation>
    </message>
    <message>
        <source>Step 2 of 4 — Your fleet is legal. Press “Host or join a game…”: one of you hosts, the other joins with the address the host reads out.</source>
        <translation>Schritt 2 von 4 — Deine Flotte ist regelkonform. Drück „Spiel eröffnen oder beitreten…“: Einer von euch eröffnet, der andere tritt mit der Adresse bei, die der Eröffnende vorliest.</translation>
    </message>
    <message>
        <source>Step 2 of 4 — Your fleet is legal. Choose the bot&apos;s level on the right (Practice is gentlest) and press Start.</source>
        <translation>Schritt 2 von 4 — Deine Flotte ist regelkonform. Wähl rechts die Stufe des Bots („Übung“ ist am sanftesten) und drück „Starten“.</translation>
    </message>
    <message>
        <source>Step 4 of 4 — Submitted: both sides&apos; turns are revealed together, as soon as %1 has chosen too.</source>
        <translation>Schritt 4 von 4 — Abgeschickt: Die Züge beider Seiten werden zusammen aufgedeckt, sobald auch %1 gewählt hat.</translation>
    </message>
    <message>
        <source>Step 4 of 4 — Press Submit turn (or Ctrl+Return) when you are ready: both sides&apos; turns are revealed together.</source>
        <translation>Schritt 4 von 4 — Drück „Abschicken“ (oder Ctrl+Return), wenn du bereit bist: Die Züge beider Seiten werden zusammen aufgedeckt.</translation>
    </message>
    <message>
        <source>Tip: Missile and Beam add strikes; hover a weapon&apos;s button to see what it does. Ctrl+Z takes back your last choice.</source>
        <translation>Tipp: „Rakete“ und „Strahl“ bringen zusätzliche Schüsse; zeig auf die Schaltfläche einer Waffe, um zu sehen, was sie tut. Ctrl+Z nimmt deine letzte Wahl zurück.</translation>
    </message>
    <message>
        <source>Tip: every game is saved as you play; Game → Save a copy writes it where you like, to share. F1 explains every weapon.</source>
        <translation>Tipp: Jedes Spiel wird beim Spielen gespeichert; Spiel → Kopie speichern legt es zum Teilen an einem Ort deiner Wahl ab. F1 erklärt jede Waffe.</translation>
    </message>
    <message>
        <source>Tip: step through the game with the slider or ◀ ▶; both fleets are shown whole.</source>
        <translation>Tipp: Geh mit dem Schieberegler oder ◀ ▶ durch das Spiel; beide Flotten werden vollständig angezeigt.</translation>
    </message>
    <message>
        <source>Got it — no more tips</source>
        <translation>Verstanden — keine Tipps mehr</translation>
    </message>
    <message>
        <source>Step 2 of 4 — Your fleet is legal. Enter both names on the right and press Start; the second player lays out a fleet after the screen is handed over.</source>
        <translation>Schritt 2 von 4 — Deine Flotte ist regelkonform. Gib rechts beide Namen ein und drück „Starten“; die zweite Person legt ihre Flotte aus, nachdem der Bildschirm übergeben wurde.</translation>
    </message>
    <message>
        <source>The results play out in the cube (Space shows them at once), then the summary above it says what happened. Corner marks show the last turn (● hit, ○ miss); in the cube a small sphere is an empty cell, a cone a destroyed one.</source>
        <translation>Die Ergebnisse laufen im Würfel ab (Leertaste: sofort), dann sagt die Zusammenfassung, was geschah. Eckzeichen zeigen den letzten Zug (● Treffer, ○ Fehlschuss); im Würfel: Kugel leer, Kegel zerstört.</translation>
    </message>
    <message>
        <source>Your fleet is legal. Press “Done: hand the screen back”; the game starts once the first player is back at the screen.</source>
        <translation>Deine Flotte ist regelgerecht. Drück „Fertig: Bildschirm zurückgeben“; das Spiel beginnt, sobald die erste Person wieder am Bildschirm ist.</translation>
    </message>
    <message>
        <source>Step 3 of 4 — Your first turn: click cells in %1&apos;s space (in the cube, or in its layers) to strike them. You have %2 strikes; Missile and Beam add more.</source>
        <translation>Schritt 3 von 4 — Dein erster Zug: Klick Zellen im Raum deines Gegenübers (%1) an (im Würfel oder in seinen Ebenen), um auf sie zu schießen. Du hast %2 Schüsse; „Rakete“ und „Strahl“ bringen weitere.</translation>
    </message>
    <message>
        <source>Step 3 of 4 — Your first turn: click cells in the bot&apos;s space (in the cube, or in its layers) to strike them. You have %1 strikes; Missile and Beam add more.</source>
        <translation>Schritt 3 von 4 — Dein erster Zug: Klick Zellen im Raum des Bots an (im Würfel oder in seinen Ebenen), um auf sie zu schießen. Du hast %1 Schüsse; „Rakete“ und „Strahl“ bringen weitere.</translation>
    </message>
    <message>
        <source>Tip: the Layer buttons below the cube (keys 1–5) show one layer alone, to reach the inner cells; 0 shows all. F6 makes the layers large to aim in, F5 the cube (View menu).</source>
        <translation>Tipp: Die Ebenen-Schaltflächen unter dem Würfel (Tasten 1–5) zeigen eine Ebene allein, um an die inneren Zellen zu kommen; 0 zeigt alle. F6 macht die Ebenen groß zum Zielen, F5 den Würfel (Menü Ansicht).</translation>
    </message>
    <message>
        <source>Step 3 of 4 — %1 of %2 strikes chosen: click more cells, then press Submit turn (or Ctrl+Return).</source>
        <translation>Schritt 3 von 4 — %1 von %2 Schüssen gewählt: Klick weitere Zellen an, dann drück „Abschicken“ (oder Ctrl+Return).</translation>
    </message>
    <message>
        <source>Step 3 of 4 — Now a missile, a strike more: press Missile (M), click a dotted cell of your missile destroyer in your space, then a target [8.1.3]. Or press Submit turn.</source>
        <translation>Schritt 3 von 4 — Jetzt eine Rakete, ein Schuss mehr: Drück „Rakete“ (M), klick eine Zelle deines Raketenzerstörers mit Punkt in deinem Raum an, dann ein Ziel [8.1.3]. Oder drück „Abschicken“.</translation>
    </message>
    <message>
        <source>Step 3 of 4 — Now the beam: press Beam (B) and click the two end cells of a straight line of three cells in the other space; your death star strikes all three [8.2]. Or press Submit turn.</source>
        <translation>Schritt 3 von 4 — Jetzt der Strahl: Drück „Strahl“ (B) und klick die beiden Endzellen einer geraden Linie aus drei Zellen im anderen Raum an; dein Todesstern trifft alle drei [8.2]. Oder drück „Abschicken“.</translation>
    </message>
    <message>
        <source>Step 3 of 4 — Last, a scan: press Scan (S) and click a cell; it tells whether a ship is there without striking it [8.3]. Or press Submit turn.</source>
        <translation>Schritt 3 von 4 — Zuletzt ein Scan: Drück „Scan“ (S) und klick eine Zelle an; er zeigt, ob dort ein Schiff ist, ohne darauf zu schießen [8.3]. Oder drück „Abschicken“.</translation>
    </message>
    <message>
        <source>Step 2 of 4 — Your fleet is legal. Press Start. This is a guided game (the box on the right): strikes alone in turn 1, then one new weapon a turn, for the bot as for you.</source>
        <translation>Schritt 2 von 4 — Deine Flotte ist regelgerecht. Drück „Starten“. Das ist eine geführte Partie (das Kästchen rechts): in Zug 1 nur Schüsse, dann eine neue Waffe pro Zug, für den Bot wie für dich.</translation>
    </message>
    <message>
        <source>Step 3 of 4 — Your first turn: click cells in the bot&apos;s space (in the cube, or in its layers) to strike them. You have %1 strikes, and strikes alone this turn: a new weapon comes each turn.</source>
        <translation>Schritt 3 von 4 — Dein erster Zug: Klick Zellen im Raum des Bots an (im Würfel oder in seinen Ebenen), um auf sie zu schießen. Du hast %1 Schüsse, und in diesem Zug nur Schüsse: Jeden Zug kommt eine neue Waffe dazu.</translation>
    </message>
    <message>
        <source>New this turn — the missile, a strike more: press Missile (M), click a dotted cell of your missile destroyer in your space, then a target [8.1.3].</source>
        <translation>Neu in diesem Zug — die Rakete, ein Schuss mehr: Drück „Rakete“ (M), klick eine Zelle mit Punkt deines Raketenzerstörers in deinem Raum an, dann ein Ziel [8.1.3].</translation>
    </message>
    <message>
        <source>New this turn — the beam: press Beam (B) and click the two ends of a line in the other space; your death star strikes the whole line [8.2].</source>
        <translation>Neu in diesem Zug — der Strahl: Drück „Strahl“ (B) und klick die beiden Enden einer Linie im anderen Raum an; dein Todesstern trifft die ganze Linie [8.2].</translation>
    </message>
    <message>
        <source>New this turn — the scan: press Scan (S) and click a cell; it tells whether a ship is there without striking it [8.3].</source>
        <translation>Neu in diesem Zug — der Scan: Drück „Scan“ (S) und klick eine Zelle an; er zeigt, ob dort ein Schiff ist, ohne darauf zu schießen [8.3].</translation>
    </message>
    <message>
        <source>Game over: the other fleet is revealed in the cube; the review follows.</source>
        <translation>Partie vorbei: Die andere Flotte wird im Würfel aufgedeckt; danach folgt die Nachbetrachtung.</translation>
    </message>
    <message>
        <source>Tip: stuck for a turn? Hint (H) suggests a whole turn and says why; “Play this hint” enters it, and a click on any of its actions takes that one back.</source>
        <translation>Tipp: Du weißt nicht weiter? „Tipp (H)“ schlägt einen ganzen Zug vor und sagt, warum; „Diesen Tipp spielen“ trägt ihn ein, und ein Klick auf eine seiner Aktionen nimmt diese zurück.</translation>
    </message>
    <message>
        <source>The turn&apos;s results play out in the space, shot by shot; Space shows them all at once.</source>
        <translation>Die Ergebnisse des Zugs laufen im Raum ab, Schuss für Schuss; die Leertaste zeigt sie alle auf einmal.</translation>
    </message>
    <message>
        <source>A new weapon this turn: its card is over the space. Enter tries it now, Esc puts it away for later.</source>
        <translation>Eine neue Waffe in diesem Zug: Ihre Karte liegt über dem Raum. Eingabe probiert sie gleich aus, Esc legt sie für später weg.</translation>
    </message>
    <message>
        <source>Step 3 of 4 — </source>
        <translation>Schritt 3 von 4 — </translation>
    </message>
</context>
<context>
    <name>TurnDialog</name>
    <message>
        <source>Turn %1 — your actions</source>
        <translation>Zug %1 — deine Aktionen</translation>
    </message>
    <message>
        <source>Strikes</source>
        <translation>Schüsse</translation>
    </message>
    <message>
        <source>Missiles</source>
        <translation>Raketen</translation>
    </message>
    <message>
        <source>Beam</source>
        <translation>Strahl</translation>
    </message>
    <message>
        <source>Kamikaze</source>
        <translation>Kamikaze</translation>
    </message>
    <message>
        <source>Scans</source>
        <translation>Scans</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <source>Strikes: click cells of the opponent&apos;s space, one strike each [4.4]</source>
        <translation>Schüsse: Klick Zellen im gegnerischen Raum an, ein Schuss pro Zelle [4.4]</translation>
    </message>
    <message>
        <source>The death star&apos;s beam: click the two end cells of a straight line of three [8.2]</source>
        <translation>Der Strahl des Todessterns: Klick die beiden Endzellen einer geraden Linie aus drei Zellen an [8.2]</translation>
    </message>
    <message>
        <source>Missile</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <source>A missile: click an unfired missile cell of your space, then its target [8.1.3]</source>
        <translation>Eine Rakete: Klick eine nicht abgefeuerte Raketenzelle in deinem Raum an, dann ihr Ziel [8.1.3]</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Scan</translation>
    </message>
    <message>
        <source>A scan: click a cell to learn whether it holds a ship, without harming it [8.3]</source>
        <translation>Ein Scan: Klick eine Zelle an, um zu erfahren, ob sie ein Schiff enthält, ohne es zu beschädigen [8.3]</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>%1 zurücknehmen</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>%1 has chosen its actions</source>
        <translation>%1 hat gewählt</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>Where the bot&apos;s ships could be, from what you know, and a good move outlined (against Practice and Cadet)</source>
        <translation>Wo die Schiffe des Bots nach deinem Wissensstand sein könnten, dazu ein guter Zug umrandet (gegen Übung und Kadett)</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warte auf %1…</translation>
    </message>
    <message>
        <source>Submit turn</source>
        <translation>Abschicken</translation>
    </message>
    <message>
        <source>Strikes: click cells of the opponent&apos;s space, one strike each [4.3]</source>
        <translation>Schüsse: Klick Zellen im gegnerischen Raum an, ein Schuss pro Zelle [4.3]</translation>
    </message>
    <message>
        <source>The undamaged death star&apos;s beam: click the two end cells of a whole row of five through your death star [6.1.3]</source>
        <translation>Der Strahl des unbeschädigten Todessterns: Klick die beiden Endzellen einer ganzen Reihe aus fünf Zellen durch deinen Todesstern an [6.1.3]</translation>
    </message>
    <message>
        <source>A missile: click an unfired missile cell of your space, then its target [6.6.2]</source>
        <translation>Eine Rakete: Klick eine nicht abgefeuerte Raketenzelle in deinem Raum an, dann ihr Ziel [6.6.2]</translation>
    </message>
    <message>
        <source>Kamikaze: click an undamaged cell of a ship that gives no strike this turn, then the target [4.4]</source>
        <translation>Kamikaze: Klick eine unbeschädigte Zelle eines Schiffs an, das in diesem Zug keinen Schuss gibt, dann das Ziel [4.4]</translation>
    </message>
    <message>
        <source>Your actions appear here; click one to take it back</source>
        <translation>Deine Aktionen erscheinen hier; klick eine an, um sie zurückzunehmen</translation>
    </message>
    <message>
        <source>Play this hint</source>
        <translation>Diesen Tipp spielen</translation>
    </message>
    <message>
        <source>Enter %1 as this turn&apos;s actions; change them as you like before submitting</source>
        <translation>%1 als Aktionen dieses Zugs eingeben; vor dem Abschicken kannst du sie beliebig ändern</translation>
    </message>
    <message>
        <source>Kamikaze: click an undamaged cell of a ship that has no strike or missile this turn (never a light scout), then the target [4.5, 6.8.2]</source>
        <translation>Kamikaze: Klick eine unbeschädigte Zelle eines Schiffs ohne Schuss oder Rakete in diesem Zug an (nie ein leichter Aufklärer), dann das Ziel [4.5, 6.8.2]</translation>
    </message>
    <message>
        <source>Not submitted: correct or delete what is left in the box: %1</source>
        <translation>Nicht abgeschickt: Korrigiere oder lösche, was noch im Eingabefeld steht: %1</translation>
    </message>
    <message>
        <source>Turn %1&apos;s results come in…</source>
        <translation>Zug %1: Ergebnisse …</translation>
    </message>
    <message>
        <source>Play this hint instead</source>
        <translation>Stattdessen diesen Tipp spielen</translation>
    </message>
    <message>
        <source>Submit turn — %1 left</source>
        <translation>Abschicken — noch %1</translation>
    </message>
    <message>
        <source>or type: Yx3 bRv3Rv5 mYz1Bv1 sBx3 ⏎</source>
        <translation>oder tippe: Yx3 bRv3Rv5 mYz1Bv1 sBx3 ⏎</translation>
    </message>
    <message>
        <source>or type: Yx3 bRv mYz1Bv1 ⏎</source>
        <translation>oder tippe: Yx3 bRv mYz1Bv1 ⏎</translation>
    </message>
    <message>
        <source>From %1: one strike for each pair of touching undamaged cells of a ship, no cell counted twice; a death star gives one [4.4.1, 6.2.4]</source>
        <translation>Von %1: ein Schuss für jedes Paar sich berührender unbeschädigter Zellen eines Schiffs, keine Zelle doppelt gezählt; ein Todesstern gibt einen [4.4.1, 6.2.4]</translation>
    </message>
    <message>
        <source>Space shows the results at once</source>
        <translation>Leertaste zeigt die Ergebnisse sofort</translation>
    </message>
    <message>
        <source>Hint entered: submit or change it</source>
        <translation>Tipp eingegeben: abschicken oder ändern</translation>
    </message>
    <message>
        <source>One scan for each cell of your ships destroyed in the turn before, and at least one; none once your scout, which has the scanner, is destroyed [8.3.1, 8.3.2]</source>
        <translation>Ein Scan für jede Zelle deiner Schiffe, die im Zug davor zerstört wurde, und mindestens einer; keiner mehr, sobald dein Aufklärer, der den Scanner hat, zerstört ist [8.3.1, 8.3.2]</translation>
    </message>
    <message>
        <source>No hints against Captain, Commodore or Admiral: a hint shows where the bot&apos;s ships could be and a good move, which would play the game for you. Hints are for Practice and Cadet; every game can be analysed move by move in review once it is over.</source>
        <translation>Keine Tipps gegen Kapitän, Kommodore oder Admiral: Ein Tipp zeigt, wo die Schiffe des Bots sein könnten, und einen guten Zug – damit spielte er das Spiel für dich. Tipps gibt es gegen Übung und Kadett; jedes Spiel lässt sich nach dem Ende Zug für Zug im Rückblick analysieren.</translation>
    </message>
    <message>
        <source>none: your scout is destroyed [8.3.2]</source>
        <translation>keiner: dein Aufklärer ist zerstört [8.3.2]</translation>
    </message>
    <message>
        <source>none until a ship gives no strike</source>
        <translation>keiner, bis ein Schiff keinen Schuss mehr gibt</translation>
    </message>
    <message>
        <source>No hints</source>
        <translation>Keine Tipps</translation>
    </message>
    <message>
        <source>Enter %1 in place of the actions entered so far (%2); change them as you like before submitting</source>
        <translation>%1 anstelle der bisher eingegebenen Aktionen (%2) eingeben; vor dem Abschicken kannst du sie beliebig ändern</translation>
    </message>
    <message>
        <source>%1 of %2 chosen</source>
        <translation>%1 von %2 gewählt</translation>
    </message>
    <message>
        <source>%1 of %2 chosen, one per cell lost last turn</source>
        <translation>%1 von %2 gewählt, einer je Zelle, die im letzten Zug verloren ging</translation>
    </message>
    <message>
        <source>1 of them by a missile&apos;s or a kamikaze&apos;s launch [8.1.3, 4.5]</source>
        <translation>1 davon durch den Start einer Rakete oder eines Kamikaze-Angriffs [8.1.3, 4.5]</translation>
    </message>
    <message>
        <source>%1 of them by missiles&apos; and kamikazes&apos; launches [8.1.3, 4.5]</source>
        <translation>%1 davon durch Starts von Raketen und Kamikaze-Angriffen [8.1.3, 4.5]</translation>
    </message>
    <message>
        <source>%1 of %2 chosen: %3 + %4 missile/kamikaze</source>
        <translation>%1 von %2 gewählt: %3 + %4 Rakete/Kamikaze</translation>
    </message>
</context>
<context>
    <name>TurnLog</name>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>%1: %2 (the Admiral: %3)</source>
        <translation>%1: %2 (der Admiral: %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TurnReveal</name>
    <message>
        <source>Final blow!</source>
        <translation>Der letzte Schlag!</translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message>
        <source>An unfinished game</source>
        <translation>Ein offenes Spiel</translation>
    </message>
    <message>
        <source>%1 unfinished games</source>
        <translation>%1 offene Spiele</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Stop offering this game; its record stays in the games folder</source>
        <translation>Dieses Spiel nicht mehr anbieten; sein Spielprotokoll bleibt im Spieleordner</translation>
    </message>
</context>
<context>
    <name>UnfinishedWarning</name>
    <message>
        <source>Start a new game?</source>
        <translation>Neues Spiel starten?</translation>
    </message>
    <message>
        <source>You have an unfinished game: %1.</source>
        <translation>Du hast ein offenes Spiel: %1.</translation>
    </message>
    <message>
        <source>You have %1 unfinished games; the latest: %2.</source>
        <translation>Du hast %1 offene Spiele; das neueste: %2.</translation>
    </message>
    <message>
        <source>It stays saved: you can resume it from this screen whenever you like.</source>
        <translation>Es bleibt gespeichert: Du kannst es jederzeit auf diesem Bildschirm fortsetzen.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <source>Resume the unfinished one</source>
        <translation>Das offene fortsetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>UnusedDialog</name>
    <message>
        <source>Submit with actions unused?</source>
        <translation>Mit ungenutzten Aktionen abschicken?</translation>
    </message>
    <message>
        <source>You still have %1 — submit anyway?</source>
        <translation>Du hast noch %1 — trotzdem abschicken?</translation>
    </message>
    <message>
        <source>Submit anyway</source>
        <translation>Trotzdem abschicken</translation>
    </message>
    <message>
        <source>Keep choosing</source>
        <translation>Weiter auswählen</translation>
    </message>
    <message>
        <source>Submit this turn?</source>
        <translation>Diesen Zug abschicken?</translation>
    </message>
    <message>
        <source>Submit anyway?</source>
        <translation>Trotzdem abschicken?</translation>
    </message>
    <message>
        <source>Never ask before a turn is submitted (unused actions and warnings alike; Settings turns it back on)</source>
        <translation>Nie mehr vor dem Abschicken eines Zuges fragen (bei ungenutzten Aktionen wie bei Warnungen; in den Einstellungen wieder einschaltbar)</translation>
    </message>
    <message>
        <source>Enter submits, Escape keeps choosing</source>
        <translation>Enter: trotzdem abschicken, Escape: weiter auswählen</translation>
    </message>
    <message>
        <source>Space answers nothing here: Enter submits, Escape keeps choosing</source>
        <translation>Die Leertaste beantwortet hier nichts: Enter: trotzdem abschicken, Escape: weiter auswählen</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <source>Turn %1: %2 against %3</source>
        <translation>Zug %1: %2 gegen %3</translation>
    </message>
    <message>
        <source>Both fleets are shown: the views are %1&apos;s, with the other&apos;s ships revealed.</source>
        <translation>Beide Flotten werden angezeigt: Die Ansichten sind die von %1, die Schiffe des anderen sind aufgedeckt.</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>Step ▸|</source>
        <translation>Schritt ▸|</translation>
    </message>
    <message>
        <source>Play the next turn</source>
        <translation>Nächsten Zug abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>%1 s after each turn</source>
        <translation>%1 s nach jedem Zug</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>a blunder</source>
        <translation>ein grober Fehler</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>ein Fehler</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>eine Ungenauigkeit</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Weighing each turn…</source>
        <translation>Jeder Zug wird bewertet …</translation>
    </message>
    <message>
        <source>The turn that decided the game.</source>
        <translation>Der Zug, der das Spiel entschied.</translation>
    </message>
    <message>
        <source>Shown: turn %1 as it would have gone with the Admiral&apos;s choice, the other side&apos;s actions as played (not the game).</source>
        <translation>Gezeigt: Zug %1, wie er mit der Wahl des Admirals verlaufen wäre, die Aktionen der anderen Seite wie gespielt (nicht die Partie).</translation>
    </message>
    <message>
        <source>Back to the game as played</source>
        <translation>Zurück zur gespielten Partie</translation>
    </message>
    <message>
        <source>Plays this turn again with the actions the Admiral would have chosen from what you knew, to see what they would have hit</source>
        <translation>Spielt diesen Zug noch einmal mit den Aktionen, die der Admiral nach deinem Wissen gewählt hätte, um zu sehen, was sie getroffen hätten</translation>
    </message>
    <message>
        <source>click a turn to go to it.</source>
        <translation>klick auf einen Zug, um zu ihm zu gehen.</translation>
    </message>
    <message>
        <source>the ring: the turn that decided the game.</source>
        <translation>der Ring: der Zug, der das Spiel entschied.</translation>
    </message>
    <message>
        <source>Show the Admiral&apos;s choice for turn %1</source>
        <translation>Die Wahl des Admirals für Zug %1 zeigen</translation>
    </message>
    <message>
        <source>Dots: your inaccuracies (yellow), mistakes (orange) and blunders (red), judged from what you knew then;</source>
        <translation>Punkte: deine Ungenauigkeiten (gelb), Fehler (orange) und groben Fehler (rot), beurteilt nach dem, was du damals wusstest;</translation>
    </message>
    <message>
        <source>each from %1 games, good to about %2 points either way;</source>
        <translation>jede aus %1 Partien, auf etwa %2 Punkte genau;</translation>
    </message>
    <message>
        <source>Your chance of winning after each turn, from what you knew then: the game played on many times over the fleets your opponent&apos;s could be;</source>
        <translation>Deine Gewinnchance nach jedem Zug, nach dem, was du damals wusstest: die Partie viele Male weitergespielt über die Flotten, die dein Gegner haben könnte;</translation>
    </message>
    <message>
        <source>Your chance of winning from the setups, from what you knew then: %1. Your own fleet against the fleets your opponent&apos;s could be, the game played out many times; under 50% means your fleet looked the easier to find, not that you were bound to lose.</source>
        <translation>Deine Gewinnchance nach den Aufstellungen, nach dem, was du damals wusstest: %1. Deine eigene Flotte gegen die Flotten, die dein Gegner haben könnte, die Partie viele Male zu Ende gespielt; unter 50 % heißt, deine Flotte sah leichter zu finden aus, nicht dass du verlieren musstest.</translation>
    </message>
    <message>
        <source>Your chance of winning after turn %1, from what you knew once its results were in: %2 (before it: %3)</source>
        <translation>Deine Gewinnchance nach Zug %1, nach dem, was du nach seinen Ergebnissen wusstest: %2 (davor: %3)</translation>
    </message>
    <message>
        <source>As good as the Admiral&apos;s choice or better, from what you knew before the turn</source>
        <translation>So gut wie die Wahl des Admirals oder besser, nach dem, was du vor dem Zug wusstest</translation>
    </message>
    <message>
        <source>The line and the marks weigh only what you could know, so luck is not taken for skill.</source>
        <translation>Die Linie und die Markierungen wiegen nur, was du wissen konntest, damit Glück nicht für Können gehalten wird.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Seen as %1: %2</source>
        <translation>Aus Sicht von %1: %2</translation>
    </message>
    <message>
        <source>Your choice was %1: from what you knew before the turn, the Admiral&apos;s %2 would have won about %3 % more often</source>
        <translation>Deine Wahl war %1: Nach dem, was du vor dem Zug wusstest, hätte die Wahl des Admirals (%2) etwa %3 % öfter gewonnen</translation>
    </message>
    <message>
        <source>Your choice did better here than the Admiral&apos;s would have, from what you knew before the turn: it wins about %1 % more often</source>
        <translation>Deine Wahl war hier besser als die des Admirals, nach dem, was du vor dem Zug wusstest: Sie gewinnt etwa %1 % öfter</translation>
    </message>
    <message>
        <source>Not marked: from what you knew before the turn, the Admiral&apos;s choice would have won about %1 % more often, too close to tell from chance</source>
        <translation>Nicht markiert: Nach dem, was du vor dem Zug wusstest, hätte die Wahl des Admirals etwa %1 % öfter gewonnen, zu knapp, um es vom Zufall zu unterscheiden</translation>
    </message>
</context>
<context>
    <name>ss::app::Analyst</name>
    <message>
        <source>nothing to do</source>
        <translation>nichts zu tun</translation>
    </message>
    <message>
        <source>the opponent</source>
        <translation>deinem Gegenüber</translation>
    </message>
    <message>
        <source>Its beam burns out if both ends hit [8.2.4]: about %1% here, a risk worth its strikes.</source>
        <translation>Sein Strahl brennt aus, wenn beide Enden treffen [8.2.4]: hier etwa %1 %, ein Risiko, das seine Schüsse wert sind.</translation>
    </message>
    <message>
        <source>It keeps the beam back this turn: every line it could fire risks burning it out [8.2.4].</source>
        <translation>Den Strahl hält er diesmal zurück: Jede Reihe, in die er feuern könnte, droht ihn verpuffen zu lassen [8.2.4].</translation>
    </message>
    <message>
        <source>Weighing your chance of winning…</source>
        <translation>Deine Gewinnchance wird abgewogen …</translation>
    </message>
    <message>
        <source>%1&apos;s hidden ships: about 1 undamaged cell, likelier where brighter. Best move for turn %2 (outlined): %3</source>
        <translation>Verborgene Schiffe von %1: etwa 1 unbeschädigte Zelle, je heller, desto wahrscheinlicher. Bester Zug für Zug %2 (umrandet): %3</translation>
    </message>
    <message>
        <source>%1&apos;s hidden ships: about %2 undamaged cells, likelier where brighter. Best move for turn %3 (outlined): %4</source>
        <translation>Verborgene Schiffe von %1: etwa %2 unbeschädigte Zellen, je heller, desto wahrscheinlicher. Bester Zug für Zug %3 (umrandet): %4</translation>
    </message>
    <message>
        <source>about %1</source>
        <comment>a chance of winning</comment>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>Your chance of winning from what you know: %1.</source>
        <translation>Deine Gewinnchance nach deinem Wissen: %1.</translation>
    </message>
    <message>
        <source>The chance of winning is what you would score playing on as well as a strong bot: 64 games played on against %1 as it plays, from fleets that fit what you know, never its true one. It is good to about 7 points either way; the review, which plays more games, may differ by as much.</source>
        <translation>Die Gewinnchance ist, was du erzielen würdest, wenn du so gut wie ein starker Bot weiterspielst: 64 Partien weitergespielt gegen %1, wie er spielt, aus Flotten, die zu deinem Wissen passen, nie aus seiner wahren. Sie ist auf etwa 7 Punkte genau; die Analyse danach, die mehr Partien spielt, kann um so viel abweichen.</translation>
    </message>
    <message>
        <source>The move is the one the Admiral, the strongest bot, would make here, made careful: it never stakes the beam on a line likely to burn it out, and it strikes the likeliest cells, the brightest in the map.</source>
        <translation>Der Zug ist der, den der Admiral, der stärkste Bot, hier machen würde, vorsichtig gemacht: Er setzt den Strahl nie auf eine Linie, die ihn wahrscheinlich ausbrennt, und schießt auf die wahrscheinlichsten Zellen, die hellsten der Karte.</translation>
    </message>
    <message>
        <source>It strikes beside the hit at %1 to finish that ship: the cells beside a hit are the likeliest to hold the rest of its ship.</source>
        <translation>Er schießt neben den Treffer auf %1, um dieses Schiff zu erledigen: Die Zellen neben einem Treffer halten am wahrscheinlichsten den Rest seines Schiffs.</translation>
    </message>
    <message>
        <source>It strikes beside the hits at %1 to finish those ships: the cells beside a hit are the likeliest to hold the rest of its ship.</source>
        <translation>Er schießt neben die Treffer auf %1, um diese Schiffe zu erledigen: Die Zellen neben einem Treffer halten am wahrscheinlichsten den Rest seines Schiffs.</translation>
    </message>
    <message>
        <source>Every cell beside the hit at %1 is known, so the rest of its ship lies farther on.</source>
        <translation>Jede Zelle neben dem Treffer auf %1 ist bekannt; der Rest seines Schiffs liegt also weiter weg.</translation>
    </message>
    <message>
        <source>Every cell beside the hits at %1 is known, so the rest of their ships lies farther on.</source>
        <translation>Jede Zelle neben den Treffern auf %1 ist bekannt; der Rest ihrer Schiffe liegt also weiter weg.</translation>
    </message>
    <message>
        <source>%1, %2 and %3 more</source>
        <translation>%1, %2 und %3 weitere</translation>
    </message>
    <message>
        <source>With no ship hit and not yet destroyed, it strikes the likeliest cells: where the most ways of laying out a fleet put a ship, often near the middle.</source>
        <translation>Solange kein Schiff getroffen und noch nicht zerstört ist, schießt er auf die wahrscheinlichsten Zellen: dorthin, wo die meisten Arten, eine Flotte aufzustellen, ein Schiff hinlegen, oft nahe der Mitte.</translation>
    </message>
    <message>
        <source>The game ended with this turn: there is no next move to suggest.</source>
        <translation>Die Partie endete mit diesem Zug: Es gibt keinen nächsten Zug vorzuschlagen.</translation>
    </message>
    <message>
        <source>Its beam takes in %1, %2 likely to hold a ship.</source>
        <translation>Sein Strahl erfasst %1, mit %2 Wahrscheinlichkeit ein Schiff.</translation>
    </message>
    <message>
        <source>It strikes elsewhere than beside the hit at %1: no cell beside it is more than %2 likely to hold a ship, and each cell it strikes is at least as likely.</source>
        <translation>Er schießt nicht neben den Treffer auf %1: Keine Zelle daneben hält mit mehr als %2 ein Schiff, und jede Zelle, auf die er schießt, ist mindestens so wahrscheinlich.</translation>
    </message>
    <message>
        <source>It strikes elsewhere than beside the hits at %1: no cell beside them is more than %2 likely to hold a ship, and each cell it strikes is at least as likely.</source>
        <translation>Er schießt nicht neben die Treffer auf %1: Keine Zelle daneben hält mit mehr als %2 ein Schiff, und jede Zelle, auf die er schießt, ist mindestens so wahrscheinlich.</translation>
    </message>
    <message>
        <source>With no ship hit and not yet destroyed, it strikes the likeliest cells: where the most ways of laying out a fleet that fit what you know put a ship.</source>
        <translation>Solange kein Schiff getroffen und noch nicht zerstört ist, schießt er auf die wahrscheinlichsten Zellen: dorthin, wo die meisten Arten, eine Flotte passend zu deinem Wissen aufzustellen, ein Schiff hinlegen.</translation>
    </message>
    <message>
        <source>Its beam runs beside the hit at %1, to finish that ship.</source>
        <translation>Sein Strahl läuft neben dem Treffer auf %1, um dieses Schiff zu erledigen.</translation>
    </message>
    <message>
        <source>Its beam runs beside the hits at %1, to finish those ships.</source>
        <translation>Sein Strahl läuft neben den Treffern auf %1, um diese Schiffe zu erledigen.</translation>
    </message>
    <message>
        <source>It ends on %1, known to be empty, so it cannot burn out [8.2.4].</source>
        <translation>Er endet auf %1, das bekanntlich leer ist, und kann daher nicht ausbrennen [8.2.4].</translation>
    </message>
    <message>
        <source>It ends on %1, already destroyed: a strike there is a duplicate hit, not a hit, so it cannot burn out [5.2.4, 8.2.4].</source>
        <translation>Er endet auf %1, schon zerstört: Ein Schuss dort ist ein doppelter Treffer, kein Treffer, daher kann er nicht ausbrennen [5.2.4, 8.2.4].</translation>
    </message>
</context>
<context>
    <name>ss::app::AppSettings</name>
    <message>
        <source>Standard (safe for colour blindness)</source>
        <translation>Standard (farbenblindfreundlich)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>ss::app::BrokerLink</name>
    <message>
        <source>A broker&apos;s address starts with mqtt:// or mqtts:// (%1)</source>
        <translation>Die Adresse eines Brokers beginnt mit mqtt:// oder mqtts:// (%1)</translation>
    </message>
    <message>
        <source>The broker&apos;s address names no host (%1)</source>
        <translation>Die Adresse des Brokers nennt keinen Rechner (%1)</translation>
    </message>
    <message>
        <source>The MQTT library could not start</source>
        <translation>Die MQTT-Bibliothek ließ sich nicht starten</translation>
    </message>
    <message>
        <source>TLS could not be set up: %1</source>
        <translation>TLS ließ sich nicht einrichten: %1</translation>
    </message>
    <message>
        <source>Could not reach the broker %1: its name was not found (is this computer online?)</source>
        <translation>Der Broker %1 ist nicht erreichbar: Sein Name wurde nicht gefunden (ist dieser Rechner online?)</translation>
    </message>
    <message>
        <source>Could not reach the broker %1: %2</source>
        <translation>Der Broker %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>The broker refused the connection: %1</source>
        <translation>Der Broker hat die Verbindung abgelehnt: %1</translation>
    </message>
</context>
<context>
    <name>ss::app::BrokerRelay</name>
    <message>
        <source>Could not listen on loopback: %1</source>
        <translation>Auf der lokalen Schnittstelle kann nicht gelauscht werden: %1</translation>
    </message>
</context>
<context>
    <name>ss::app::ChanceWords</name>
    <message>
        <source>over 99%</source>
        <translation>über 99%</translation>
    </message>
    <message>
        <source>under 1%</source>
        <translation>unter 1%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>ss::app::GameController</name>
    <message>
        <source>%1, lay out your fleet: click a ship, then its cells, or Random layout</source>
        <translation>%1, stell deine Flotte auf: Klick ein Schiff an, dann seine Zellen, oder nimm „Zufällige Aufstellung“</translation>
    </message>
    <message>
        <source>Two players at one screen: each lays out a fleet in turn</source>
        <translation>Zwei Personen an einem Bildschirm: Ihr stellt nacheinander je eine Flotte auf</translation>
    </message>
    <message>
        <source>The game is over: use the review controls, or start a new game</source>
        <translation>Das Spiel ist vorbei: Nutze die Steuerung zum Nachspielen oder starte ein neues Spiel</translation>
    </message>
    <message>
        <source>%1 is playing: watch, or pause and step</source>
        <translation>%1 spielt: Schau zu oder pausiere und geh Zug für Zug weiter</translation>
    </message>
    <message>
        <source>This turn is submitted and waits for %1; your next turn starts when it is resolved</source>
        <translation>Dieser Zug ist abgeschickt und wartet auf %1; dein nächster Zug beginnt, sobald er ausgewertet ist</translation>
    </message>
    <message>
        <source>There is no game to save yet</source>
        <translation>Es gibt noch kein Spiel zum Speichern</translation>
    </message>
</context>
<context>
    <name>ss::app::GameLibrary</name>
    <message>
        <source>%1 is not in the library</source>
        <translation>%1 ist nicht im Spielarchiv</translation>
    </message>
    <message>
        <source>%1 could not be deleted: %2</source>
        <translation>%1 konnte nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <source>Choose where the copy goes</source>
        <translation>Wähl aus, wohin die Kopie soll</translation>
    </message>
    <message>
        <source>The copy must go somewhere other than the record itself</source>
        <translation>Die Kopie muss an einen anderen Ort als das Spielprotokoll selbst</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name</source>
        <translation>%1 gibt es schon: Wähl einen anderen Namen</translation>
    </message>
    <message>
        <source>%1 could not be copied to %2: %3</source>
        <translation>%1 konnte nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>unentschieden</translation>
    </message>
</context>
<context>
    <name>ss::app::GameOptions</name>
    <message>
        <source>Host a network game or join one first</source>
        <translation>Eröffne zuerst ein Netzwerkspiel oder tritt einem bei</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>There is no bot called &quot;%1&quot;</source>
        <translation>Es gibt keinen Bot namens „%1“</translation>
    </message>
    <message>
        <source>Host a game or join one first: the game begins once the other player is connected</source>
        <translation>Eröffne zuerst ein Spiel oder tritt einem bei: Das Spiel beginnt, sobald dein Gegenüber verbunden ist</translation>
    </message>
    <message>
        <source>The fleet is not legal yet: %1</source>
        <translation>Die Flotte ist noch nicht regelkonform: %1</translation>
    </message>
    <message>
        <source>The classic rules have no scored match: play a single game or a continued match [7]</source>
        <translation>Die klassischen Regeln kennen kein Wertungs-Match: Spiel ein einzelnes Spiel oder ein Fortsetzungs-Match [7]</translation>
    </message>
    <message>
        <source>The classic rules have no scored match [7]: the match is a continued one now.</source>
        <translation>Die klassischen Regeln kennen kein Wertungs-Match [7]: Das Match ist jetzt ein Fortsetzungs-Match.</translation>
    </message>
</context>
<context>
    <name>ss::app::Handover</name>
    <message>
        <source>lay out your fleet</source>
        <translation>stell deine Flotte auf</translation>
    </message>
    <message>
        <source>enter your actions for turn %1</source>
        <translation>gib deine Aktionen für Zug %1 ein</translation>
    </message>
</context>
<context>
    <name>ss::app::HelpText</name>
    <message>
        <source>The guide is missing from this build.</source>
        <translation>Die Spielanleitung fehlt in diesem Build.</translation>
    </message>
</context>
<context>
    <name>ss::app::LanBrowser</name>
    <message>
        <source>Cannot listen for games on port %1: %2</source>
        <translation>Auf Port %1 kann nicht nach Spielen gelauscht werden: %2</translation>
    </message>
</context>
<context>
    <name>ss::app::Lobby</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out: the turn was played as entered</source>
        <translation>Die Zeit von %1 ist abgelaufen: Der Zug wurde so gespielt, wie er eingegeben war</translation>
    </message>
    <message>
        <source>Your time ran out: the turn was played as you had entered it</source>
        <translation>Deine Zeit ist abgelaufen: Der Zug wurde so gespielt, wie du ihn eingegeben hattest</translation>
    </message>
</context>
<context>
    <name>ss::app::NetGame</name>
    <message>
        <source>Cannot listen on port %1: %2</source>
        <translation>Auf Port %1 kann nicht gelauscht werden: %2</translation>
    </message>
    <message>
        <source>The connection failed: %1</source>
        <translation>Die Verbindung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Message &apos;resume&apos; out of order: the game was not interrupted</source>
        <translation>Nachricht „resume“ zur falschen Zeit: Das Spiel war nicht unterbrochen</translation>
    </message>
    <message>
        <source>The other side is in another game (its fleet&apos;s commitment differs)</source>
        <translation>Die andere Seite ist in einem anderen Spiel (die Festlegung ihrer Flotte weicht ab)</translation>
    </message>
    <message>
        <source>The other side has completed %1 turns and this side %2: they cannot go on together</source>
        <translation>Die andere Seite hat %1 Züge abgeschlossen und diese Seite %2: Zusammen geht es so nicht weiter</translation>
    </message>
    <message>
        <source>The other side sent a line longer than %1 bytes</source>
        <translation>Die andere Seite hat eine Zeile mit mehr als %1 Bytes geschickt</translation>
    </message>
    <message>
        <source>The other side sent something that is not a protocol message: %1</source>
        <translation>Die andere Seite hat etwas geschickt, das keine Protokollnachricht ist: %1</translation>
    </message>
    <message>
        <source>%1 did not reveal their fleet after you left: no whole record of the game could be kept</source>
        <translation>%1 hat die Flotte nach deinem Verlassen nicht aufgedeckt: Kein vollständiges Spielprotokoll konnte behalten werden</translation>
    </message>
    <message>
        <source>The other player</source>
        <translation>Die andere Seite</translation>
    </message>
    <message>
        <source>%1&apos;s setup does not match the commitment made before the first turn: the fleet was changed during the game [2.1]</source>
        <translation>Die Aufstellung von %1 passt nicht zur Festlegung vor dem ersten Zug: Die Flotte wurde während des Spiels geändert [2.1]</translation>
    </message>
    <message>
        <source>%1 revealed %2 turns of the %3 played</source>
        <translation>%1 hat %2 der %3 gespielten Züge aufgedeckt</translation>
    </message>
    <message>
        <source>%1&apos;s action list of turn %2 does not match its commitment [2.2.1]</source>
        <translation>Die Aktionen von %1 in Zug %2 passen nicht zu ihrer Festlegung [2.2.1]</translation>
    </message>
    <message>
        <source>%1&apos;s revealed game breaks the rules: %2</source>
        <translation>Das aufgedeckte Spiel von %1 bricht die Regeln: %2</translation>
    </message>
    <message>
        <source>Message &apos;%1&apos; out of order: %2</source>
        <translation>Nachricht „%1“ zur falschen Zeit: %2</translation>
    </message>
    <message>
        <source>The other side stopped the game: %1</source>
        <translation>Die andere Seite hat das Spiel beendet: %1</translation>
    </message>
    <message>
        <source>a second hello</source>
        <translation>ein zweites hello</translation>
    </message>
    <message>
        <source>The other side speaks protocol version %1; this game speaks version %2</source>
        <translation>Die andere Seite spricht Protokollversion %1; dieses Spiel Version %2</translation>
    </message>
    <message>
        <source>nothing may come before hello</source>
        <translation>vor hello darf nichts kommen</translation>
    </message>
    <message>
        <source>only the host says which game is played, once</source>
        <translation>nur die eröffnende Seite sagt einmal, welches Spiel gespielt wird</translation>
    </message>
    <message>
        <source>The other side plays rules &apos;%1&apos;; this game plays 2.6.1 and classic</source>
        <translation>Die andere Seite spielt nach den Regeln „%1“; dieses Spiel kennt 2.6.1 und die klassischen</translation>
    </message>
    <message>
        <source>The other side&apos;s fleet rule is not one this game knows: %1</source>
        <translation>Die Flottenregel der anderen Seite kennt dieses Spiel nicht: %1</translation>
    </message>
    <message>
        <source>The other side&apos;s seat must be A or B</source>
        <translation>Der Platz der anderen Seite muss A oder B sein</translation>
    </message>
    <message>
        <source>the game is paused until both sides resume</source>
        <translation>das Spiel ruht, bis beide Seiten weitermachen</translation>
    </message>
    <message>
        <source>a resignation outside a game under way</source>
        <translation>eine Aufgabe außerhalb eines laufenden Spiels</translation>
    </message>
    <message>
        <source>one setup commitment, after the game is known</source>
        <translation>eine Festlegung der Aufstellung, nachdem das Spiel bekannt ist</translation>
    </message>
    <message>
        <source>The other side&apos;s setup commitment is not a SHA-256 digest</source>
        <translation>Die Festlegung der Aufstellung der anderen Seite ist kein SHA-256-Hashwert</translation>
    </message>
    <message>
        <source>a commitment for turn %1</source>
        <translation>eine Festlegung für Zug %1</translation>
    </message>
    <message>
        <source>The other side&apos;s commitment for turn %1 is not a SHA-256 digest</source>
        <translation>Die Festlegung der anderen Seite für Zug %1 ist kein SHA-256-Hashwert</translation>
    </message>
    <message>
        <source>aspects of turn %1 before both commitments</source>
        <translation>sichtbare Aktionen von Zug %1 vor beiden Festlegungen</translation>
    </message>
    <message>
        <source>The other side&apos;s aspects of turn %1 are malformed: %2</source>
        <translation>Die sichtbaren Aktionen der anderen Seite in Zug %1 sind fehlerhaft: %2</translation>
    </message>
    <message>
        <source>The other side&apos;s beam in turn %1 does not run along a line of the space [8.2.2]</source>
        <translation>Der Strahl der anderen Seite in Zug %1 verläuft nicht entlang einer Reihe des Raums [8.2.2]</translation>
    </message>
    <message>
        <source>The other side scanned in turn %1, but the classic rules have no scans [4.2]</source>
        <translation>Die andere Seite hat in Zug %1 gescannt, aber die klassischen Regeln kennen keine Scans [4.2]</translation>
    </message>
    <message>
        <source>The other side revealed a missile launch in turn %1: it is not a visible aspect [8.1.3.3]</source>
        <translation>Die andere Seite hat in Zug %1 einen Raketenstart gezeigt: Er ist keine sichtbare Aktion [8.1.3.3]</translation>
    </message>
    <message>
        <source>The other side sent %1 aspects in turn %2</source>
        <translation>Die andere Seite hat in Zug %2 %1 sichtbare Aktionen geschickt</translation>
    </message>
    <message>
        <source>results of turn %1 before its aspects</source>
        <translation>Ergebnisse von Zug %1 vor seinen sichtbaren Aktionen</translation>
    </message>
    <message>
        <source>The other side&apos;s results of turn %1 are malformed: %2</source>
        <translation>Die Ergebnisse der anderen Seite in Zug %1 sind fehlerhaft: %2</translation>
    </message>
    <message>
        <source>The other side&apos;s results of turn %1 do not answer the aspects sent [2.2.3]</source>
        <translation>Die Ergebnisse der anderen Seite in Zug %1 beantworten nicht die geschickten Aktionen [2.2.3]</translation>
    </message>
    <message>
        <source>destruction reports of turn %1</source>
        <translation>Zerstörungsmeldungen von Zug %1</translation>
    </message>
    <message>
        <source>The other side&apos;s destruction report of turn %1 is malformed: %2</source>
        <translation>Die Zerstörungsmeldung der anderen Seite in Zug %1 ist fehlerhaft: %2</translation>
    </message>
    <message>
        <source>The other side&apos;s status at the end of turn %1 is malformed</source>
        <translation>Der Stand der anderen Seite am Ende von Zug %1 ist fehlerhaft</translation>
    </message>
    <message>
        <source>flashcube data of turn %1</source>
        <translation>Flashcube-Daten von Zug %1</translation>
    </message>
    <message>
        <source>The other side&apos;s flashcube data of turn %1 is malformed: %2</source>
        <translation>Die Flashcube-Daten der anderen Seite in Zug %1 sind fehlerhaft: %2</translation>
    </message>
    <message>
        <source>a reveal before the end</source>
        <translation>ein Aufdecken vor dem Ende</translation>
    </message>
    <message>
        <source>The other side found a report of yours false</source>
        <translation>Die andere Seite hat eine deiner Meldungen als falsch befunden</translation>
    </message>
    <message>
        <source>The other side sent a message this game does not know: &apos;%1&apos;</source>
        <translation>Die andere Seite hat eine Nachricht geschickt, die dieses Spiel nicht kennt: „%1“</translation>
    </message>
    <message>
        <source>The saved network game is not one this version can go on with</source>
        <translation>Mit diesem gespeicherten Netzwerkspiel kann diese Version nicht weitermachen</translation>
    </message>
    <message>
        <source>The saved network game&apos;s rules cannot be read</source>
        <translation>Die Regeln des gespeicherten Netzwerkspiels sind nicht lesbar</translation>
    </message>
    <message>
        <source>The saved network game&apos;s fleet rule cannot be read: %1</source>
        <translation>Die Flottenregel des gespeicherten Netzwerkspiels ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>the game had not begun</source>
        <translation>das Spiel hatte nicht begonnen</translation>
    </message>
    <message>
        <source>The saved network game cannot be gone on with: %1</source>
        <translation>Mit dem gespeicherten Netzwerkspiel geht es nicht weiter: %1</translation>
    </message>
    <message>
        <source>Message &apos;claim&apos; out of order: a claim on time outside a game with a clock under way</source>
        <translation>Nachricht „claim“ zur falschen Zeit: ein Anspruch auf Zeit außerhalb eines laufenden Spiels mit Uhr</translation>
    </message>
    <message>
        <source>The other side claimed the game on time, but by this side&apos;s clock its turn %1 was not late</source>
        <translation>Die andere Seite hat die Partie auf Zeit beansprucht, aber nach der Uhr dieser Seite war ihr Zug %1 nicht verspätet</translation>
    </message>
    <message>
        <source>The other side&apos;s clock is not a number of seconds a turn</source>
        <translation>Die Uhr der anderen Seite ist keine Zahl von Sekunden pro Zug</translation>
    </message>
</context>
<context>
    <name>ss::app::NetworkGame</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 hosts a game by the rules %2: lay out your fleet and press Start</source>
        <translation>%1 eröffnet ein Spiel nach den Regeln „%2“: Stell deine Flotte auf und drück „Starten“</translation>
    </message>
    <message>
        <source>%1 hosts a game with the %2 fleet [3.7]: lay out yours and press Start</source>
        <translation>%1 eröffnet ein Spiel mit der Flotte „%2“ [3.7]: Stell deine auf und drück „Starten“</translation>
    </message>
    <message>
        <source>cost 24</source>
        <translation>Kosten 24</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Connected to %1: lay out your fleet and press Start</source>
        <translation>%1 ist verbunden: Stell deine Flotte auf und drück „Starten“</translation>
    </message>
    <message>
        <source>Host a game or join one first: the game begins once the other player is connected</source>
        <translation>Eröffne zuerst ein Spiel oder tritt einem bei: Das Spiel beginnt, sobald dein Gegenüber verbunden ist</translation>
    </message>
    <message>
        <source>%1 hosts a game by the rules %2: choose them too</source>
        <translation>%1 eröffnet ein Spiel nach den Regeln „%2“: Wähl sie auch</translation>
    </message>
    <message>
        <source>%1 hosts a game with the %2 fleet: choose it too [3.7]</source>
        <translation>%1 eröffnet ein Spiel mit der Flotte „%2“: Wähl sie auch [3.7]</translation>
    </message>
    <message>
        <source>The fleet could not be committed: the connection is not ready</source>
        <translation>Die Flotte konnte nicht festgelegt werden: Die Verbindung ist nicht bereit</translation>
    </message>
    <message>
        <source>Your fleet is committed: waiting for %1&apos;s</source>
        <translation>Deine Flotte steht fest: Warte, bis %1 die eigene festgelegt hat</translation>
    </message>
    <message>
        <source>Your fleet is committed: the game begins when %1 has laid out theirs</source>
        <translation>Deine Flotte steht fest: Das Spiel beginnt, sobald %1 die eigene aufgestellt hat</translation>
    </message>
    <message>
        <source>Going on with the game against %1 from turn %2</source>
        <translation>Das Spiel gegen %1 geht ab Zug %2 weiter</translation>
    </message>
    <message>
        <source>The turn could not be sent: %1</source>
        <translation>Der Zug konnte nicht gesendet werden: %1</translation>
    </message>
    <message>
        <source>A network game&apos;s record is whole only at its end, once both fleets are revealed [1.4.1]</source>
        <translation>Das Spielprotokoll eines Netzwerkspiels ist erst am Ende vollständig, wenn beide Flotten aufgedeckt sind [1.4.1]</translation>
    </message>
    <message>
        <source>There is no game to save yet</source>
        <translation>Es gibt noch kein Spiel zum Speichern</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>You win on time: %1 did not answer the claim, so their fleet was never revealed. The game is kept in the library with your fleet and the result [1.4.1]</source>
        <translation>Du gewinnst auf Zeit: %1 hat auf den Anspruch nicht geantwortet, daher wurde die Flotte nie aufgedeckt. Das Spiel bleibt im Spielarchiv, mit deiner Flotte und dem Ergebnis [1.4.1]</translation>
    </message>
    <message>
        <source> — the clock: %1 a turn</source>
        <translation> — die Uhr: %1 pro Zug</translation>
    </message>
</context>
<context>
    <name>ss::app::NetworkPlay</name>
    <message>
        <source>No answer from %1 after 15 seconds: check the address, that the host is hosting, and that their firewall lets the port through</source>
        <translation>Keine Antwort von %1 nach 15 Sekunden: Prüf die Adresse, ob dort wirklich ein Spiel eröffnet ist und ob die Firewall den Port durchlässt</translation>
    </message>
    <message>
        <source>the other player</source>
        <translation>dein Gegenüber</translation>
    </message>
    <message>
        <source>Waiting for someone to join: give them the address %1 and the port %2</source>
        <translation>Warte, bis jemand beitritt: Gib die Adresse %1 und den Port %2 weiter</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>Nothing from %1 for %2 s: the game waits for them</source>
        <translation>%1 meldet sich seit %2 s nicht: Das Spiel wartet</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>%1 ist verbunden</translation>
    </message>
    <message>
        <source>The connection to %1 dropped: the game is paused until they reconnect</source>
        <translation>%1 ist nicht mehr verbunden: Das Spiel ist pausiert, bis die Verbindung wieder steht</translation>
    </message>
    <message>
        <source>The connection to %1 dropped: the game is paused; reconnecting…</source>
        <translation>%1 ist nicht mehr verbunden: Das Spiel ist pausiert; verbinde neu…</translation>
    </message>
    <message>
        <source>Game over: every report %1 made was checked and true</source>
        <translation>Spielende: Alles, was %1 gemeldet hat, wurde geprüft und stimmte</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 left the game</source>
        <translation>%1 hat das Spiel verlassen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a port: give an address and a port as 192.168.1.20:%2</source>
        <translation>„%1“ ist kein Port: Gib Adresse und Port an, etwa 192.168.1.20:%2</translation>
    </message>
    <message>
        <source>Give the host&apos;s address and port, as 192.168.1.20:%1</source>
        <translation>Gib Adresse und Port des eröffneten Spiels an, etwa 192.168.1.20:%1</translation>
    </message>
    <message>
        <source>hosted on port %1</source>
        <translation>eröffnet auf Port %1</translation>
    </message>
    <message>
        <source>joined at %1:%2</source>
        <translation>beigetreten bei %1:%2</translation>
    </message>
    <message>
        <source>Against %1 (%2), %3 completed, last played %4</source>
        <translation>Gegen %1 (%2), %3 abgeschlossen, zuletzt gespielt am %4</translation>
    </message>
    <message>
        <source>1 turn</source>
        <translation>1 Zug</translation>
    </message>
    <message>
        <source>%1 turns</source>
        <translation>%1 Züge</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>You left the game: waiting for %1 to reveal their fleet, for the record</source>
        <translation>Du hast das Spiel verlassen: Warte, bis %1 die Flotte aufdeckt, für die Aufzeichnung</translation>
    </message>
    <message>
        <source>%1 left the game: you win, and the game is kept with both fleets</source>
        <translation>%1 hat das Spiel verlassen: Du gewinnst, und das Spiel bleibt mit beiden Flotten erhalten</translation>
    </message>
    <message>
        <source>No answer to the code %1 after 15 seconds: check the code, and that your friend is hosting it through the same broker (%2)</source>
        <translation>Keine Antwort auf den Code %1 nach 15 Sekunden: Prüf den Code und ob dein Gegenüber die Partie über denselben Broker eröffnet hat (%2)</translation>
    </message>
    <message>
        <source>Waiting for your friend: send them the code %1 (through %2)</source>
        <translation>Warte auf dein Gegenüber: Schick ihm den Code %1 (über %2)</translation>
    </message>
    <message>
        <source>Looking for the game %1 through %2…</source>
        <translation>Suche die Partie %1 über %2 …</translation>
    </message>
    <message>
        <source>The broker %1: %2</source>
        <translation>Der Broker %1: %2</translation>
    </message>
    <message>
        <source>A game code is eight letters and digits, as K7QF-M2XA: &quot;%1&quot; is not one</source>
        <translation>Ein Partie-Code besteht aus acht Buchstaben und Ziffern, etwa K7QF-M2XA: „%1“ ist keiner</translation>
    </message>
    <message>
        <source>by the code %1</source>
        <translation>über den Code %1</translation>
    </message>
    <message>
        <source>Your time ran out: %1 claimed the game</source>
        <translation>Deine Zeit ist abgelaufen: %1 hat die Partie beansprucht</translation>
    </message>
    <message>
        <source>%1&apos;s turn has not come in time: you may claim the game</source>
        <translation>Der Zug von %1 kam nicht rechtzeitig: Du kannst die Partie beanspruchen</translation>
    </message>
    <message>
        <source>%1&apos;s turn is late (%2 of the %3 timeouts that let you claim the game)</source>
        <translation>Der Zug von %1 ist verspätet (%2 der %3 Zeitüberschreitungen, nach denen du die Partie beanspruchen kannst)</translation>
    </message>
    <message>
        <source>Your time for turn %1 ran out: it was played as you had entered it</source>
        <translation>Deine Zeit für Zug %1 ist abgelaufen: Er wurde so gespielt, wie du ihn eingegeben hattest</translation>
    </message>
    <message>
        <source>Game over: you win on time; %1 never revealed their fleet, so nothing could be checked</source>
        <translation>Spielende: Du gewinnst auf Zeit; %1 hat die Flotte nie aufgedeckt, daher konnte nichts geprüft werden</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>You claimed the game on time: waiting up to 15 s for %1 to reveal their fleet</source>
        <translation>Du hast die Partie wegen Zeitüberschreitung beansprucht: bis zu 15 s Warten, bis %1 die Flotte aufdeckt</translation>
    </message>
</context>
<context>
    <name>ss::app::Outputs</name>
    <message>
        <source>A copy of the game is saved as %1</source>
        <translation>Eine Kopie des Spiels ist gespeichert als %1</translation>
    </message>
    <message>
        <source>A picture of the view is saved as %1</source>
        <translation>Ein Bild der Ansicht ist gespeichert als %1</translation>
    </message>
    <message>
        <source>The picture could not be saved to %1</source>
        <translation>Das Bild konnte nicht als %1 gespeichert werden</translation>
    </message>
</context>
<context>
    <name>ss::app::RecordKeeper</name>
    <message>
        <source>The game could not be saved to %1; it goes on, and saving is tried again after each turn</source>
        <translation>Das Spiel konnte nicht als %1 gespeichert werden; es geht weiter, und das Speichern wird nach jedem Zug erneut versucht</translation>
    </message>
    <message>
        <source>Unfinished game: %1</source>
        <translation>Offenes Spiel: %1</translation>
    </message>
    <message>
        <source>Not saved: %1 (%2). The game goes on, and saving is tried again after each turn.</source>
        <translation>Nicht gespeichert: %1 (%2). Das Spiel geht weiter, und nach jedem Zug wird erneut versucht zu speichern.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Das Spiel konnte nicht als %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>ss::app::Review</name>
    <message>
        <source>your chance of winning</source>
        <translation>deine Gewinnchance</translation>
    </message>
    <message>
        <source>%1&apos;s chance of winning</source>
        <translation>die Gewinnchance von %1</translation>
    </message>
    <message>
        <source>Turn %1: %2 went from %3 to %4 — %5</source>
        <translation>Zug %1: %2 ging von %3 auf %4 — %5</translation>
    </message>
    <message>
        <source>; strikes fired from this turn to the next: %1 %2 → %3, %4 %5 → %6 [4.4.1]</source>
        <translation>; abgegebene Schüsse von diesem Zug zum nächsten: %1 %2 → %3, %4 %5 → %6 [4.4.1]</translation>
    </message>
    <message>
        <source>; you found %1&apos;s %2</source>
        <translation>; du hast das Schiff von %1 gefunden (%2)</translation>
    </message>
    <message>
        <source>; %1 found %2&apos;s %3</source>
        <translation>; %1 fand das Schiff von %2 (%3)</translation>
    </message>
    <message>
        <source>; %1 found your %2</source>
        <translation>; %1 fand dein Schiff (%2)</translation>
    </message>
    <message>
        <source>; remaining materiel after it: %1 %2, %3 %4</source>
        <translation>; verbleibendes Material danach: %1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>ss::app::SetupController</name>
    <message>
        <source>Any ships costing 24 [3.7.1]: add ships from the list, remove the ones you don&apos;t want</source>
        <translation>Beliebige Schiffe für insgesamt 24 [3.7.1]: Füge Schiffe aus der Liste hinzu und entferne die, die du nicht willst</translation>
    </message>
    <message>
        <source>The standard fleet [3.7]</source>
        <translation>Die Standardflotte [3.7]</translation>
    </message>
    <message>
        <source>This game adds ships costing %1, your remaining materiel at the end of the last game [10.3]: add them from the list</source>
        <translation>In diesem Spiel kommen Schiffe für %1 hinzu, dein verbleibendes Material am Ende des letzten Spiels [10.3]: Füge sie aus der Liste hinzu</translation>
    </message>
    <message>
        <source>Add a ship from the list first</source>
        <translation>Füge zuerst ein Schiff aus der Liste hinzu</translation>
    </message>
    <message>
        <source>%1: took %2 away</source>
        <translation>%1: %2 entfernt</translation>
    </message>
    <message>
        <source>Selected the %1: click its cells to take them away, or move it with the arrows</source>
        <translation>Gewählt: %1 — klick Zellen des Schiffs an, um sie zu entfernen, oder verschieb es mit den Pfeilen</translation>
    </message>
    <message>
        <source>%1: added %2</source>
        <translation>%1: %2 hinzugefügt</translation>
    </message>
    <message>
        <source>The standard fleet has a fixed set of ships [3.7]; choose &quot;cost 24&quot; to pick your own [3.7.1]</source>
        <translation>Die Standardflotte hat feste Schiffe [3.7]; wähl „Kosten 24“, um deine eigenen auszusuchen [3.7.1]</translation>
    </message>
    <message>
        <source>Removed the %1</source>
        <translation>Entfernt: %1</translation>
    </message>
    <message>
        <source>Cleared the %1</source>
        <translation>Zellen geleert: %1</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Geleert</translation>
    </message>
    <message>
        <source>the fleet costs %1 but must cost %2: 24 and %3 of additional ships [10.3]</source>
        <translation>die Flotte kostet %1, muss aber %2 kosten: 24 plus %3 für zusätzliche Schiffe [10.3]</translation>
    </message>
    <message>
        <source>the fleet costs %1 but must cost %2 [3.7.1]</source>
        <translation>die Flotte kostet %1, muss aber %2 kosten [3.7.1]</translation>
    </message>
    <message>
        <source>Moved the %1</source>
        <translation>Verschoben: %1</translation>
    </message>
    <message>
        <source>The %1 has no cells to move yet: click its cells first</source>
        <translation>Noch nichts zu verschieben: Klick erst die Zellen für %1 an</translation>
    </message>
    <message>
        <source>The %1 cannot move there: %2 would leave the space, which does not wrap [1.2.6]</source>
        <translation>%1: Verschieben nicht möglich, %2 würde den Raum verlassen, und der Raum hat feste Ränder [1.2.6]</translation>
    </message>
    <message>
        <source>The %1 has no cells to turn yet: click its cells first</source>
        <translation>Noch nichts zu drehen: Klick erst die Zellen für %1 an</translation>
    </message>
    <message>
        <source>The %1 looks the same every way round</source>
        <translation>Drehen ändert nichts: %1 sieht in jeder Lage gleich aus</translation>
    </message>
    <message>
        <source>The %1 has no cells to mirror yet: click its cells first</source>
        <translation>Noch nichts zu spiegeln: Klick erst die Zellen für %1 an</translation>
    </message>
    <message>
        <source>The %1 is its own mirror image</source>
        <translation>Spiegeln ändert nichts: %1 ist spiegelsymmetrisch</translation>
    </message>
    <message>
        <source>Mirrored the %1</source>
        <translation>Gespiegelt: %1</translation>
    </message>
    <message>
        <source>No room for the other ships around those laid out: move or clear some of them</source>
        <translation>Kein Platz für die übrigen Schiffe um die bereits aufgestellten herum: Verschieb oder leere einige davon</translation>
    </message>
    <message>
        <source>Laid out the rest at random; the ships you finished stayed where they were</source>
        <translation>Den Rest zufällig aufgestellt; die fertigen Schiffe sind geblieben, wo sie waren</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone</source>
        <translation>Wiederholt</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>your space</source>
        <translation>dein Raum</translation>
    </message>
    <message>
        <source>Rules 2.6.1: the standard fleet, or any ships costing 24</source>
        <translation>Regeln 2.6.1: die Standardflotte oder beliebige Schiffe mit Kosten 24</translation>
    </message>
    <message>
        <source>The classic rules: one death star, kill cruiser, flying saucer, missile destroyer and heavy fighter, all cells sharing faces [3.3]</source>
        <translation>Die klassischen Regeln: je ein Todesstern, Killerkreuzer, Fliegende Untertasse, Raketenzerstörer und Schwerer Jäger, alle Zellen über Flächen verbunden [3.3]</translation>
    </message>
    <message>
        <source>Your remaining materiel at the end of the last game was 1 cell, and no ship has one: this game adds no ship [7.2]</source>
        <translation>Dein verbleibendes Material am Ende des letzten Spiels war 1 Zelle, und kein Schiff hat nur eine: In diesem Spiel kommt kein Schiff hinzu [7.2]</translation>
    </message>
    <message>
        <source>This game adds ships of %1 cells in all, your remaining materiel at the end of the last game [7.2]: add them from the list</source>
        <translation>In diesem Spiel kommen Schiffe mit zusammen %1 Zellen hinzu, dein verbleibendes Material am Ende des letzten Spiels [7.2]: Füge sie aus der Liste hinzu</translation>
    </message>
    <message>
        <source>The classic fleet is one ship of each type [3.3]; more ships come only in a continued match&apos;s later games [7.2]</source>
        <translation>Die klassische Flotte hat ein Schiff jedes Typs [3.3]; weitere Schiffe kommen nur in späteren Spielen eines Fortsetzungs-Matchs hinzu [7.2]</translation>
    </message>
    <message>
        <source>the fleet has %1 cells but must have %2: 23 and %3 in additional ships [7.2]</source>
        <translation>die Flotte hat %1 Zellen, muss aber %2 haben: 23 plus %3 in zusätzlichen Schiffen [7.2]</translation>
    </message>
    <message>
        <source>To lay out again, as this fleet has no such ship or not in that shape: %1</source>
        <translation>Neu aufzustellen, da diese Flotte kein solches Schiff oder keines in dieser Form hat: %1</translation>
    </message>
    <message>
        <source>Turned the %1 (way %2 of %3)</source>
        <translation>Gedreht: %1 (Lage %2 von %3)</translation>
    </message>
    <message>
        <source>Hidden about as well as a random layout (better than %1% of them): ships at the edges and corners are found later</source>
        <translation>Etwa so gut versteckt wie eine zufällige Aufstellung (besser als %1 % davon): Schiffe an Rändern und Ecken werden später gefunden</translation>
    </message>
    <message>
        <source>Easy to find: better hidden than only %1% of random layouts, its ships where shooters look first; edges and corners are found later</source>
        <translation>Leicht zu finden: besser versteckt als nur %1 % der zufälligen Aufstellungen, die Schiffe dort, wo Schützen zuerst zielen; Ränder und Ecken werden später gefunden</translation>
    </message>
    <message>
        <source>The %1 is in hand: click its cells</source>
        <translation>Als Nächstes: %1 – klick die Zellen an</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Laid out the rest off the cells shooters try first; the ships you finished stayed where they were</source>
        <translation>Den Rest abseits der Zellen aufgestellt, auf die Schützen zuerst zielen; deine fertigen Schiffe blieben, wo sie waren</translation>
    </message>
    <message>
        <source>A layout hidden well, its ships off the cells shooters try first</source>
        <translation>Eine gut versteckte Aufstellung, die Schiffe abseits der Zellen, auf die Schützen zuerst zielen</translation>
    </message>
    <message>
        <source>A layout of your ships hidden well, off the cells shooters try first</source>
        <translation>Eine gut versteckte Aufstellung deiner Schiffe, abseits der Zellen, auf die Schützen zuerst zielen</translation>
    </message>
    <message>
        <source>A random layout</source>
        <translation>Eine zufällige Aufstellung</translation>
    </message>
    <message>
        <source>A random layout of your ships</source>
        <translation>Eine zufällige Aufstellung deiner Schiffe</translation>
    </message>
    <message>
        <source>%1: added %2. %3</source>
        <translation>%1: %2 hinzugefügt. %3</translation>
    </message>
    <message>
        <source>Added the %1: click %2 cells for it</source>
        <translation>Hinzugefügt: %1 — klick %2 Zellen dafür an</translation>
    </message>
    <message>
        <source>The %1 already has its %2 cells%3: click one of them to take it away first</source>
        <translation>Schon alle %2 Zellen für %1 gesetzt%3: Klick erst eine davon an, um sie zu entfernen</translation>
    </message>
    <message>
        <source>%1: not laid out yet (1 cell)%2</source>
        <translation>%1: noch nicht aufgestellt (1 Zelle)%2</translation>
    </message>
    <message>
        <source>%1: not laid out yet (%2 cells)%3</source>
        <translation>%1: noch nicht aufgestellt (%2 Zellen)%3</translation>
    </message>
    <message>
        <source>Hidden well from a first search: better than almost any random layout, its ships off the cells shooters try first. It slows a search down; a lucky shot, or a bot that has learnt where you hide, still finds them</source>
        <translation>Gut versteckt vor einer ersten Suche: besser als fast jede zufällige Aufstellung, die Schiffe abseits der Zellen, auf die Schützen zuerst zielen. Das verlangsamt eine Suche; ein Glückstreffer oder ein Bot, der gelernt hat, wo du dich versteckst, findet sie trotzdem</translation>
    </message>
    <message>
        <source>Hidden well from a first search: better than %1% of random layouts, its ships off the cells shooters try first. It slows a search down; a lucky shot, or a bot that has learnt where you hide, still finds them</source>
        <translation>Gut versteckt vor einer ersten Suche: besser als %1 % der zufälligen Aufstellungen, die Schiffe abseits der Zellen, auf die Schützen zuerst zielen. Das verlangsamt eine Suche; ein Glückstreffer oder ein Bot, der gelernt hat, wo du dich versteckst, findet sie trotzdem</translation>
    </message>
</context>
<context>
    <name>ss::app::SpaceModel</name>
    <message>
        <source>: unknown</source>
        <translation>: unbekannt</translation>
    </message>
    <message>
        <source>: no ship</source>
        <translation>: kein Schiff</translation>
    </message>
    <message>
        <source>: ship</source>
        <translation>: Schiff</translation>
    </message>
    <message>
        <source>, undamaged</source>
        <translation>, unbeschädigt</translation>
    </message>
    <message>
        <source>: a ship is here</source>
        <translation>: hier ist ein Schiff</translation>
    </message>
    <message>
        <source>: ship %1, undamaged (revealed at the end)</source>
        <translation>: Schiff %1, unbeschädigt (am Ende aufgedeckt)</translation>
    </message>
    <message>
        <source>: destroyed</source>
        <translation>: zerstört</translation>
    </message>
    <message>
        <source>, part of </source>
        <translation>, Teil des Schiffs </translation>
    </message>
    <message>
        <source>, unfired missile</source>
        <translation>, nicht abgefeuerte Rakete</translation>
    </message>
    <message>
        <source>, missile fired</source>
        <translation>, Rakete abgefeuert</translation>
    </message>
    <message>
        <source>, missile exploded</source>
        <translation>, Rakete explodiert</translation>
    </message>
    <message>
        <source> (flashcube data [7.2])</source>
        <translation> (Flashcube-Daten [7.2])</translation>
    </message>
    <message>
        <source>; last turn: %1</source>
        <translation>; letzter Zug: %1</translation>
    </message>
    <message>
        <source>; analysis: %1% chance of a ship</source>
        <translation>; Analyse: %1% Wahrscheinlichkeit für ein Schiff</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>missed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>getroffen</translation>
    </message>
    <message>
        <source>struck again, already destroyed</source>
        <translation>erneut beschossen, schon zerstört</translation>
    </message>
    <message>
        <source>missed by a beam</source>
        <translation>vom Strahl verfehlt</translation>
    </message>
    <message>
        <source>hit by a beam</source>
        <translation>vom Strahl getroffen</translation>
    </message>
    <message>
        <source>struck again by a beam, already destroyed</source>
        <translation>erneut vom Strahl getroffen, schon zerstört</translation>
    </message>
    <message>
        <source>destroyed by a missile&apos;s explosion</source>
        <translation>durch die Explosion einer Rakete zerstört</translation>
    </message>
    <message>
        <source>scanned</source>
        <translation>gescannt</translation>
    </message>
    <message>
        <source>launched a kamikaze strike</source>
        <translation>Start eines Kamikaze-Angriffs</translation>
    </message>
    <message>
        <source>: a ship, undamaged</source>
        <translation>: ein Schiff, unbeschädigt</translation>
    </message>
    <message>
        <source>: %1, undamaged</source>
        <translation>: %1, unbeschädigt</translation>
    </message>
    <message>
        <source>: hit</source>
        <translation>: Treffer</translation>
    </message>
    <message>
        <source>: hit, %1</source>
        <translation>: Treffer, %1</translation>
    </message>
    <message>
        <source> (the opponent knows it from flashcube data [7.1])</source>
        <translation> (der Gegner kennt sie aus Flashcube-Daten [7.1])</translation>
    </message>
</context>
<context>
    <name>ss::app::TableGame</name>
    <message>
        <source>The game is starting: the other player is laying out their fleet</source>
        <translation>Das Spiel beginnt: Dein Gegenüber stellt gerade die Flotte auf</translation>
    </message>
    <message>
        <source>%1 chose the rules %2: choose them too</source>
        <translation>%1 hat die Regeln „%2“ gewählt: Wähl sie auch</translation>
    </message>
    <message>
        <source>%1 chose the %2 fleet: choose it too [3.7]</source>
        <translation>%1 hat die Flotte „%2“ gewählt: Wähl sie auch [3.7]</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>cost 24</source>
        <translation>Kosten 24</translation>
    </message>
    <message>
        <source>There is no game to save yet</source>
        <translation>Es gibt noch kein Spiel zum Speichern</translation>
    </message>
</context>
<context>
    <name>ss::app::TurnClock</name>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
</context>
<context>
    <name>ss::app::TurnDraft</name>
    <message>
        <source>Click cells in the opponent&apos;s space to strike them</source>
        <translation>Klick Zellen im gegnerischen Raum an, um auf sie zu schießen</translation>
    </message>
    <message>
        <source>Submitted: the turn resolves when the other player has chosen too</source>
        <translation>Abgeschickt: Der Zug wird ausgewertet, sobald dein Gegenüber auch gewählt hat</translation>
    </message>
    <message>
        <source>This turn is submitted: it can no longer change</source>
        <translation>Dieser Zug ist abgeschickt: Er lässt sich nicht mehr ändern</translation>
    </message>
    <message>
        <source>Missile strike [8.1.3]: click an unfired missile in your own space, then its target</source>
        <translation>Raketenschuss [8.1.3]: Klick eine nicht abgefeuerte Rakete in deinem eigenen Raum an, dann ihr Ziel</translation>
    </message>
    <message>
        <source>Kamikaze strike [4.5]: click an undamaged cell of the ship in your own space, then its target</source>
        <translation>Kamikaze-Angriff [4.5]: Klick eine unbeschädigte Zelle des Schiffs in deinem eigenen Raum an, dann das Ziel</translation>
    </message>
    <message>
        <source>Scan [8.3]: click the cell to scan in the opponent&apos;s space</source>
        <translation>Scan [8.3]: Klick die zu scannende Zelle im gegnerischen Raum an</translation>
    </message>
    <message>
        <source>You can no longer strike: whatever you record, the game ends after this turn [2.3.2]</source>
        <translation>Du kannst nicht mehr schießen: Egal, was du wählst, das Spiel endet nach diesem Zug [2.3.2]</translation>
    </message>
    <message>
        <source>You can only make kamikaze strikes and scans: unless you record a kamikaze strike, the game ends after this turn [2.3.2]</source>
        <translation>Du kannst nur noch Kamikaze-Angriffe und Scans ausführen: Wenn du keinen Kamikaze-Angriff wählst, endet das Spiel nach diesem Zug [2.3.2]</translation>
    </message>
    <message>
        <source>No death star of yours can fire its beam this turn: it needs two undamaged loosely adjacent cells and a beam that has not burnt out [8.2.2, 8.4]</source>
        <translation>Keiner deiner Todessterne kann in diesem Zug seinen Strahl abfeuern: Er braucht zwei unbeschädigte, lose benachbarte Zellen und einen Strahl, der noch nicht verpufft ist [8.2.2, 8.4]</translation>
    </message>
    <message>
        <source>Beam from %1: now click the other end, two cells away in a straight line [8.2.1]</source>
        <translation>Strahl von %1: Klick jetzt das andere Ende an, zwei Zellen entfernt auf einer geraden Linie [8.2.1]</translation>
    </message>
    <message>
        <source>Beam cancelled</source>
        <translation>Strahl abgebrochen</translation>
    </message>
    <message>
        <source>%1 and %2 are not the ends of a beam: the ends lie two steps apart on a straight line, with one cell between [8.2.1]</source>
        <translation>%1 und %2 sind nicht die Enden eines Strahls: Die Enden liegen zwei Schritte auseinander auf einer geraden Linie, mit einer Zelle dazwischen [8.2.1]</translation>
    </message>
    <message>
        <source>Beam %1-%2 recorded</source>
        <translation>Strahl %1-%2 eingetragen</translation>
    </message>
    <message>
        <source>First click the launch cell in your own space; then its target here</source>
        <translation>Klick zuerst die Startzelle in deinem eigenen Raum an, dann hier ihr Ziel</translation>
    </message>
    <message>
        <source>Took back %1 %2</source>
        <translation>Zurückgenommen: %1 %2</translation>
    </message>
    <message>
        <source>the scan of</source>
        <translation>Scan von</translation>
    </message>
    <message>
        <source>the strike at</source>
        <translation>Schuss auf</translation>
    </message>
    <message>
        <source>You have no scans: scans need a scout (light or heavy) that is not destroyed [8.3, 8.3.2]</source>
        <translation>Du hast keine Scans: Scans brauchen einen Aufklärer (leicht oder schwer), der nicht zerstört ist [8.3, 8.3.2]</translation>
    </message>
    <message>
        <source>Scan %1</source>
        <translation>Scan %1</translation>
    </message>
    <message>
        <source>Strike %1</source>
        <translation>Schuss auf %1</translation>
    </message>
    <message>
        <source>Took back the launch from %1</source>
        <translation>Zurückgenommen: Start von %1</translation>
    </message>
    <message>
        <source>Targets are in the opponent&apos;s space. In your own space you pick missile and kamikaze launch cells: choose &quot;Missile&quot; or &quot;Kamikaze&quot; first</source>
        <translation>Ziele liegen im gegnerischen Raum. In deinem eigenen Raum wählst du die Startzellen für Raketen und Kamikaze-Angriffe: Wähl zuerst „Rakete“ oder „Kamikaze“</translation>
    </message>
    <message>
        <source>Missile launched from %1: now click its target in the opponent&apos;s space</source>
        <translation>Rakete von %1 gestartet: Klick jetzt ihr Ziel im gegnerischen Raum an</translation>
    </message>
    <message>
        <source>Kamikaze strike from %1: now click its target in the opponent&apos;s space</source>
        <translation>Kamikaze-Angriff von %1: Klick jetzt das Ziel im gegnerischen Raum an</translation>
    </message>
    <message>
        <source>Added %1</source>
        <translation>Hinzugefügt: %1</translation>
    </message>
    <message>
        <source>Took back %1</source>
        <translation>Zurückgenommen: %1</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Geleert</translation>
    </message>
    <message>
        <source>Missile strike [6.6.2]: click an unfired missile in your own space, then its target</source>
        <translation>Raketenschuss [6.6.2]: Klick eine nicht abgefeuerte Rakete in deinem eigenen Raum an, dann ihr Ziel</translation>
    </message>
    <message>
        <source>Kamikaze strike [4.4]: click an undamaged cell of the ship in your own space, then its target</source>
        <translation>Kamikaze-Angriff [4.4]: Klick eine unbeschädigte Zelle des Schiffs in deinem eigenen Raum an, dann das Ziel</translation>
    </message>
    <message>
        <source>You can only make kamikaze strikes: unless you record one, the game ends after this turn [2.3.2]</source>
        <translation>Du kannst nur noch Kamikaze-Angriffe ausführen: Wenn du keinen wählst, endet das Spiel nach diesem Zug [2.3.2]</translation>
    </message>
    <message>
        <source>No death star of yours can fire its beam this turn: only an undamaged death star fires [6.1.3]</source>
        <translation>Keiner deiner Todessterne kann in diesem Zug seinen Strahl abfeuern: Nur ein unbeschädigter Todesstern feuert [6.1.3]</translation>
    </message>
    <message>
        <source>Beam from %1: now click the other end of its row, at the far side of the space [6.1.3.2]</source>
        <translation>Strahl von %1: Klick jetzt das andere Ende seiner Reihe an, auf der anderen Seite des Raums [6.1.3.2]</translation>
    </message>
    <message>
        <source>%1 and %2 are not the ends of a beam: a beam strikes a whole row of five cells, from one side of the space to the other [6.1.3.2]</source>
        <translation>%1 und %2 sind nicht die Enden eines Strahls: Ein Strahl trifft eine ganze Reihe aus fünf Zellen, von einer Seite des Raums zur anderen [6.1.3.2]</translation>
    </message>
    <message>
        <source>you already know %1 is empty: a strike there cannot hit</source>
        <translation>du weißt schon, dass %1 leer ist: Ein Schuss dorthin kann nicht treffen</translation>
    </message>
    <message>
        <source>%1 is already destroyed: a strike there can only be a duplicate hit [5.2.4]</source>
        <translation>%1 ist schon zerstört: Ein Schuss dorthin kann nur ein Doppeltreffer sein [5.2.4]</translation>
    </message>
    <message>
        <source>No missile of yours can be fired this turn: each missile ship fires one a turn, from an unfired missile cell [8.1.3]</source>
        <translation>Keine deiner Raketen kann in diesem Zug starten: Jedes Raketenschiff feuert eine pro Zug, aus einer nicht abgefeuerten Raketenzelle [8.1.3]</translation>
    </message>
    <message>
        <source>No ship of yours may make a kamikaze strike this turn: only a ship that gives no strike may [4.4]</source>
        <translation>Keines deiner Schiffe darf in diesem Zug einen Kamikaze-Angriff ausführen: nur ein Schiff, das keinen Schuss gibt [4.4]</translation>
    </message>
    <message>
        <source>You have no scan this turn: a scout scans once a turn, or once for each of your cells destroyed in the last turn [8.3.1]</source>
        <translation>Du hast in diesem Zug keinen Scan: Ein Aufklärer scannt einmal pro Zug oder einmal für jede deiner im letzten Zug zerstörten Zellen [8.3.1]</translation>
    </message>
    <message>
        <source>Beam [6.1.3]: click the two end cells of a whole row of five in the opponent&apos;s space; the row must run through your death star&apos;s cells. Point at a cell to light the other ends of the rows you may fire from it</source>
        <translation>Strahl [6.1.3]: Klick die beiden Endzellen einer ganzen Reihe aus fünf Zellen im gegnerischen Raum an; die Reihe muss durch die Zellen deines Todessterns laufen. Zeig auf eine Zelle: Die anderen Enden der Reihen, die du von dort abfeuern darfst, leuchten auf</translation>
    </message>
    <message>
        <source>No strike is left this turn (%1 in all) [4.3.1, 6.6.2, 4.4]; click a chosen target to take it back</source>
        <translation>In diesem Zug ist kein Schuss mehr übrig (%1 insgesamt) [4.3.1, 6.6.2, 4.4]; klick ein gewähltes Ziel an, um es zurückzunehmen</translation>
    </message>
    <message>
        <source>No strike is left this turn (%1 in all) [4.4.1, 8.1.3, 4.5]; click a chosen target to take it back</source>
        <translation>In diesem Zug ist kein Schuss mehr übrig (%1 insgesamt) [4.4.1, 8.1.3, 4.5]; klick ein gewähltes Ziel an, um es zurückzunehmen</translation>
    </message>
    <message>
        <source>Missile from %1 at %2</source>
        <translation>Rakete von %1 auf %2</translation>
    </message>
    <message>
        <source>Kamikaze strike from %1 at %2</source>
        <translation>Kamikaze-Angriff von %1 auf %2</translation>
    </message>
    <message>
        <source>Added %1; the rest is left in the box to correct</source>
        <translation>%1 hinzugefügt; der Rest bleibt zum Korrigieren im Eingabefeld</translation>
    </message>
    <message>
        <source>Beam [8.2]: click the two end cells of a three-cell straight line in the opponent&apos;s space. Point at a cell to light the other ends of the lines your death star may fire from it [8.2.2]. If both end cells hit, the beam weapon burns out [8.2.4]</source>
        <translation>Strahl [8.2]: Klick die beiden Endzellen einer geraden Linie aus drei Zellen im gegnerischen Raum an. Zeig auf eine Zelle: Die anderen Enden der Linien, die dein Todesstern von dort abfeuern darf, leuchten auf [8.2.2]. Treffen beide Endzellen, brennt die Strahlwaffe aus [8.2.4]</translation>
    </message>
    <message>
        <source>%1 (no line left with an unknown cell)</source>
        <translation>%1 (keine Linie mehr mit einer unbekannten Zelle)</translation>
    </message>
    <message>
        <source>Put back %1</source>
        <translation>%1 wiederhergestellt</translation>
    </message>
    <message>
        <source>No ship of yours may make a kamikaze strike this turn: only a ship that gives no strike and has no unfired missile left may [4.5, 8.1.3] (a missile it could fire counts, fired or not), and never a light scout [6.8.2]</source>
        <translation>Keines deiner Schiffe darf in diesem Zug einen Kamikaze-Angriff ausführen: nur ein Schiff, das keinen Schuss gibt und keine ungefeuerte Rakete mehr hat [4.5, 8.1.3] (eine Rakete, die es feuern könnte, zählt, ob gefeuert oder nicht), und nie ein leichter Aufklärer [6.8.2]</translation>
    </message>
    <message>
        <source>%1: unfired missiles at %2 [8.1.3]</source>
        <translation>%1: ungefeuerte Raketen bei %2 [8.1.3]</translation>
    </message>
    <message>
        <source>%1: only lines like %2–%3 [8.2.2]</source>
        <translation>%1: nur Linien wie %2–%3 [8.2.2]</translation>
    </message>
    <message>
        <source>the strike at %1</source>
        <translation>Schuss auf %1</translation>
    </message>
    <message>
        <source>the scan of %1</source>
        <translation>Scan von %1</translation>
    </message>
    <message>
        <source>the beam %1–%2</source>
        <translation>Strahl %1–%2</translation>
    </message>
    <message>
        <source>the missile from %1 at %2</source>
        <translation>Rakete von %1 auf %2</translation>
    </message>
    <message>
        <source>the missile from %1</source>
        <translation>Rakete von %1</translation>
    </message>
    <message>
        <source>the kamikaze strike from %1 at %2</source>
        <translation>Kamikaze-Angriff von %1 auf %2</translation>
    </message>
    <message>
        <source>the kamikaze strike from %1</source>
        <translation>Kamikaze-Angriff von %1</translation>
    </message>
    <message>
        <source>Your one scan this turn is chosen [8.3.1]: back to striking; click the chosen scan to take it back</source>
        <translation>Dein einer Scan in diesem Zug ist gewählt [8.3.1]: zurück zum Schießen; klick den gewählten Scan an, um ihn zurückzunehmen</translation>
    </message>
    <message>
        <source>Your %1 scans this turn are all chosen [8.3.1]: back to striking; click a chosen scan to take it back</source>
        <translation>Deine %1 Scans in diesem Zug sind alle gewählt [8.3.1]: zurück zum Schießen; klick einen gewählten Scan an, um ihn zurückzunehmen</translation>
    </message>
    <message>
        <source>from turn %1</source>
        <translation>ab Zug %1</translation>
    </message>
    <message>
        <source>from turn %1, by a ship that gives no strike</source>
        <translation>ab Zug %1, durch ein Schiff, das keinen Schuss gibt</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
</context>
</TS>
