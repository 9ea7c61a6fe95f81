#!/usr/bin/env bash
# Two desktop windows play a turn by code (issue 25), as two friends would: two programs
# (--new-instance, a HOME each) on one X display, a broker of the test's own on loopback.
# Ann hosts from "Play a friend" (Ctrl+Shift+N) with a 5-minute clock and copies the code;
# Ben pastes it and joins; both lay out a random fleet, press Start, type seven strikes and
# submit. Passes when both programs have saved the game with its first turn completed and
# the same code. Ben's program is then closed and started again: the game by code waits
# for his move (a picture of it). Run under xvfb-run with a screen of 2100x800:
#   two_windows.sh GAME WORK [SCREENSHOTS]
# Clicks are at places in a 1024x768 window (the fonts are the ones build.sh installs).
set -uo pipefail
GAME=$1 WORK=$2 SHOTS=${3:-}
SLOW=${SPACESHIPS_TEST_SLOW:-1} # (waits times this: 3 for the sanitizers' build, slower throughout)
command -v xdotool > /dev/null || { echo "xdotool is installed by build.sh"; exit 1; }
command -v mosquitto > /dev/null || MOSQUITTO=/usr/sbin/mosquitto
MOSQUITTO=${MOSQUITTO:-mosquitto}
rm -rf "$WORK" && mkdir -p "$WORK"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2> /dev/null; done; }
trap cleanup EXIT
fail() { echo "FAIL: $*"; shot failed; exit 1; }
shot() { [ -n "$SHOTS" ] && command -v import > /dev/null && mkdir -p "$SHOTS" && import -window root "$SHOTS/two-windows-$1.png"; return 0; }

# A broker on a free loopback port, answering before the windows start.
for try in 1 2 3 4 5 6 7 8; do
    PORT=$((20000 + RANDOM % 20000))
    "$MOSQUITTO" -p "$PORT" > "$WORK/broker.log" 2>&1 &
    BROKER=$!
    for _ in $(seq 20); do (exec 3<> "/dev/tcp/127.0.0.1/$PORT") 2> /dev/null && break 2; sleep 0.25; done
    kill "$BROKER" 2> /dev/null
done
pids+=("$BROKER")

home() { # name → a HOME where the tips were seen, the broker is the test's, a 5-minute clock
    mkdir -p "$WORK/$1/.config/Spaceships"
    printf '[help]\ntipsSeen=true\n[game]\nnameA=%s\naskUnused=false\n[network]\nbroker=mqtt://127.0.0.1:%s\nclock=300\n' \
        "$1" "$PORT" > "$WORK/$1/.config/Spaceships/Spaceships.conf"
}
start() { # name x → the program's pid; its window moved to x
    HOME="$WORK/$1" QT_QUICK_CONTROLS_STYLE=Fusion "$GAME" --new-instance --size 1024x768 --seed "$RANDOM" \
        > "$WORK/$1.log" 2>&1 &
    local pid=$! window=""
    for _ in $(seq $((60 * SLOW))); do
        for w in $(xdotool search --pid "$pid" 2> /dev/null); do
            xdotool getwindowgeometry "$w" | grep -q 1024x768 && window=$w
        done
        [ -n "$window" ] && break
        sleep 0.5
    done
    [ -n "$window" ] || fail "$1's window did not open"
    xdotool windowmove "$window" "$2" 0
    sleep $((2 * SLOW)) # (settled)
    echo "$pid"
}
click() { xdotool mousemove "$1" "$2" click 1; sleep "$(awk "BEGIN { print ${3:-0.5} * $SLOW }")"; }
saved() { # name → turns completed in its saved game by code, and its code
    local f
    for f in "$WORK/$1"/.local/share/Spaceships/games/network/*.json; do
        [ -f "$f" ] || continue
        echo "$(grep -o '"turnsCompleted": *[0-9]*' "$f" | grep -o '[0-9]*$')" \
             "$(grep -o '"code": *"[^"]*"' "$f" | sed 's/.*"\([^"]*\)"$/\1/')"
    done
}
wait_for() { # seconds command… → true once the command succeeds
    local until=$((SECONDS + $1 * SLOW)); shift
    until "$@"; do [ $SECONDS -ge $until ] && return 1; sleep 1; done
}
turn_saved() { [ "$(saved "$1" | cut -d' ' -f1)" = "$2" ]; }

home Ann; home Ben
ANN=$(start Ann 0); pids+=("$ANN")
BEN=$(start Ben 1060); pids+=("$BEN")
A=0 B=1060 # (where each window is)

# Ann hosts: Play a friend opens on "Anywhere, by code"; she makes a code and copies it.
click $((A + 400)) 28
xdotool key ctrl+shift+n; sleep $((2 * SLOW))
click $((A + 277)) 419 6
shot hosting
click $((A + 765)) 454 # Copy
# Ben pastes it and joins.
click $((B + 400)) 28
xdotool key ctrl+shift+n; sleep $((2 * SLOW))
click $((B + 552)) 450
xdotool key ctrl+v; sleep 0.5
shot joining
xdotool key Return
sleep $((8 * SLOW)) # (the code's key is derived, the two meet through the broker)
# Both lay out a random fleet and press Start: the game is saved once both fleets are in.
for x in $A $B; do click $((x + 66)) 710; click $((x + 897)) 738; done # (Random layout, beside Hide well and above Clear; then Start)
wait_for 30 test -n "$(saved Ann)" || fail "Ann's program saved no game by code: not connected"
wait_for 30 test -n "$(saved Ben)" || fail "Ben's program saved no game by code: not connected"
sleep 2
shot clock-running
# Both type seven strikes and submit.
for x in $A $B; do
    click $((x + 877)) 336
    xdotool type --delay 30 "Rv1 Rw1 Rx1 Ry1 Rz1 Ov1 Ow1"
    xdotool key Return; sleep 0.5
    xdotool key ctrl+Return; sleep 1
done
wait_for 60 turn_saved Ann 1 || fail "Ann's game has no first turn: $(saved Ann)"
wait_for 60 turn_saved Ben 1 || fail "Ben's game has no first turn: $(saved Ben)"
[ "$(saved Ann | cut -d' ' -f2)" = "$(saved Ben | cut -d' ' -f2)" ] || fail "not the same code: $(saved Ann) / $(saved Ben)"
sleep 3
shot turn-played
echo "both windows played turn 1 of the game by code $(saved Ann | cut -d' ' -f2)"

# Ben closes his program between turns and starts it again: the game waits for his move.
kill "$BEN"; wait "$BEN" 2> /dev/null
test -n "$(saved Ben)" || fail "Ben's saved game is gone after he closed the program"
BEN=$(start Ben 1060); pids+=("$BEN")
sleep 3
shot correspondence-waiting
exit 0
