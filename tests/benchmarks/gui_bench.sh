#!/usr/bin/env bash
# The desktop game's benchmark (issue 4): launch to the first frame, the 3-D view of a
# game in play rotating at 1280x800, and resident memory over a whole game, under Xvfb
# (Mesa llvmpipe). Each run starts the game afresh with a random layout against Admiral
# (the sampler bot; BOT=random for Practice), plays one turn, rotates the 3-D view, then
# plays on to the end and steps through the review from the setups to the end; the
# medians are printed at the end. Exit status 1 when a run fails or a target is missed.
#
#   tests/benchmarks/gui_bench.sh [BUILD_DIR] [RUNS] [SECONDS] [BOT]
#
# Targets: launch <= 1500 ms, >= 30 frames/s, resident memory <= 250 MB (the peak, VmHWM).
set -euo pipefail
BUILD_DIR=${1:-build}
RUNS=${2:-7}
SECONDS_PER_RUN=${3:-5}
BOT_ARGS=()
[ -n "${4:-}" ] && BOT_ARGS=(--bot "$4")
APP="$BUILD_DIR/app/gui/spaceships"
[ -x "$APP" ] || { echo "build the game first: ./build.sh build" >&2; exit 1; }

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.1f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
field() { sed -n "s/.*\"$1\": \"\{0,1\}\([^,\"}]*\).*/\1/p"; }

results=()
for i in $(seq "$RUNS"); do
    line=$(xvfb-run -a -s "-screen 0 1280x800x24" \
        bash -c 'exec "$0" --benchmark --seconds "$1" --records "$(mktemp -d)" --started-at "$(date +%s%N)" "${@:2}"' \
        "$APP" "$SECONDS_PER_RUN" "${BOT_ARGS[@]}" 2>/dev/null | grep '^{' || true)
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
api=$(field api < /tmp/spaceships-gui-bench.jsonl | sort -u | tr '\n' ' ')
size=$(field width < /tmp/spaceships-gui-bench.jsonl | head -1)x$(field height < /tmp/spaceships-gui-bench.jsonl | head -1)
echo "median of $RUNS runs ($size, renderer: $api):"
echo "  launch to first frame  ${launch} ms   (target <= 1500)"
echo "  3-D view rotating      ${fps} frames/s   (target >= 30)"
echo "  peak resident memory   ${rss} MB, highest ${rss_max} MB, games of ${turns} turns   (target <= 250)"
awk -v l="$launch" -v f="$fps" -v r="$rss" 'BEGIN { exit !(l <= 1500 && f >= 30 && r <= 250) }' \
    || { echo "a target is missed" >&2; exit 1; }
