#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (address and undefined-behaviour sanitizers) and
# runs each for SECONDS on a copy of its committed seed corpus; fails on any crash, leak or
# sanitizer report, and prints each target's executions.
#   tests/fuzz/run.sh [SECONDS] [BUILD_DIR]
set -euo pipefail
SECONDS_EACH=${1:-60}
SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${2:-$SRC/build-fuzz}
CC=clang CXX=clang++ cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSPACESHIPS_FUZZ=ON > /dev/null
cmake --build "$BUILD" --parallel "$(nproc)"
status=0
for target in notation setup record bot_protocol network; do
    work=$(mktemp -d)
    cp -r "$SRC/tests/fuzz/corpus/$target/." "$work/"
    log="$BUILD/fuzz_$target.log"
    if ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$BUILD/tests/fuzz/fuzz_$target" -max_total_time="$SECONDS_EACH" -max_len=65536 -timeout=10 \
        -print_final_stats=1 -artifact_prefix="$BUILD/fuzz_$target-" "$work" > "$log" 2>&1; then
        runs=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | tail -1)
        echo "fuzz_$target: $runs, no crash"
    else
        echo "fuzz_$target: FAILED (see $log)"
        tail -40 "$log"
        status=1
    fi
    rm -rf "$work"
done
exit $status
