#!/usr/bin/env bash
# The desktop game's benchmark (issues 4 and 23): launch to the first frame, the 3-D view
# of a game in play turning while a turn's results play out in it, and resident memory
# over a whole game, under Xvfb (Mesa llvmpipe), at a window size (1280x800 unless given).
# Each run starts the game afresh with a random layout against Admiral (the sampler bot;
# BOT=random for Practice), plays one turn, turns the cube for SECONDS with the reveal of
# the turn's results replayed throughout, measures the box around the pixels that change
# as the cube turns, then plays on to the end and steps through the review from the
# setups to the end; the medians are printed at the end. Exit status 1 when a run fails
# or a target is missed.
#
#   tests/benchmarks/gui_bench.sh [BUILD_DIR] [RUNS] [SECONDS] [BOT] [WxH]
#
# Targets: first frame <= 1000 ms, the cube turning within 3 s of it, >= 30 frames/s,
# resident memory (the peak, VmHWM) <= 260 MB up to 1280x800 and <= 280 MB above.
set -euo pipefail
BUILD_DIR=${1:-build}
RUNS=${2:-7}
SECONDS_PER_RUN=${3:-5}
BOT_ARGS=()
[ -n "${4:-}" ] && BOT_ARGS=(--bot "$4")
SIZE=${5:-1280x800}
[[ "$SIZE" =~ ^[0-9]+x[0-9]+$ ]] || { echo "the size is WxH, such as 1920x1080, not $SIZE" >&2; exit 1; }
PIXELS=$(( ${SIZE%x*} * ${SIZE#*x} ))
RSS_TARGET=$([ "$PIXELS" -le $((1280 * 800)) ] && echo 260 || echo 280)
APP="$BUILD_DIR/app/gui/spaceships"
[ -x "$APP" ] || { echo "build the game first: ./build.sh build" >&2; exit 1; }

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.1f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
field() { sed -n "s/.*\"$1\": \"\{0,1\}\([^,\"}]*\).*/\1/p"; }

results=()
for i in $(seq "$RUNS"); do
    line=$(xvfb-run -a -s "-screen 0 ${SIZE}x24" \
        bash -c 'exec "$0" --benchmark --seconds "$1" --size "$2" --records "$(mktemp -d)" --started-at "$(date +%s%N)" "${@:3}"' \
        "$APP" "$SECONDS_PER_RUN" "$SIZE" "${BOT_ARGS[@]}" 2>/dev/null | grep '^{' || true)
    if [ -z "$line" ]; then
        echo "run $i: no result (the program failed)" >&2
        exit 1
    fi
    echo "run $i: $line"
    results+=("$line")
done

printf '%s\n' "${results[@]}" > /tmp/spaceships-gui-bench.jsonl
launch=$(field launch_ms < /tmp/spaceships-gui-bench.jsonl | median)
fps=$(field fps < /tmp/spaceships-gui-bench.jsonl | median)
rss=$(field peak_rss_mb < /tmp/spaceships-gui-bench.jsonl | median)
rss_max=$(field peak_rss_mb < /tmp/spaceships-gui-bench.jsonl | sort -n | tail -1)
turns=$(field turns < /tmp/spaceships-gui-bench.jsonl | median)
rotate_after=$(field rotate_after_ms < /tmp/spaceships-gui-bench.jsonl | median)
box=$(field changing_box_pct < /tmp/spaceships-gui-bench.jsonl | median)
api=$(field api < /tmp/spaceships-gui-bench.jsonl | sort -u | tr '\n' ' ')
size=$(field width < /tmp/spaceships-gui-bench.jsonl | head -1)x$(field height < /tmp/spaceships-gui-bench.jsonl | head -1)
echo "median of $RUNS runs ($size, renderer: $api):"
echo "  launch to first frame  ${launch} ms   (target <= 1000)"
echo "  cube turning after     ${rotate_after} ms from the first frame   (target <= 3000)"
echo "  cube turning, reveal   ${fps} frames/s   (target >= 30)"
echo "  pixels changing        a box of ${box} % of the window as the cube turns"
echo "  peak resident memory   ${rss} MB, highest ${rss_max} MB, games of ${turns} turns   (target <= ${RSS_TARGET})"
awk -v l="$launch" -v a="$rotate_after" -v f="$fps" -v r="$rss" -v t="$RSS_TARGET" \
    'BEGIN { exit !(l <= 1000 && a <= 3000 && f >= 30 && r <= t) }' \
    || { echo "a target is missed" >&2; exit 1; }
