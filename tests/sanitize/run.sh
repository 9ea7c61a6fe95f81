#!/usr/bin/env bash
# Builds the game, the CLI and every test with AddressSanitizer and UndefinedBehaviorSanitizer
# (g++), then runs the test suite there: all tests but the fuzzers (sanitized in their own
# build) and the package (which installs the normal build). Any sanitizer report fails the
# test that made it, and with it this run; leaks are checked in all but the 3-D tests.
#   tests/sanitize/run.sh [BUILD_DIR]
set -euo pipefail
SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$SRC/build-sanitize}
cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSPACESHIPS_SANITIZE=ON > /dev/null
cmake --build "$BUILD" --parallel "$(nproc)"
# Reports from inside system libraries this project cannot fix are suppressed by library
# (asan.supp, lsan.supp, each entry with its reason); anything from our code still fails.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1:detect_stack_use_after_return=0:suppressions=$SRC/tests/sanitize/asan.supp
export LSAN_OPTIONS=suppressions=$SRC/tests/sanitize/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
ctest --test-dir "$BUILD" --output-on-failure --parallel "$(nproc)" --timeout 1200 -LE 'fuzz|package|sanitize|3d' || status=1
# The 3-D tests (under Xvfb) load the GL driver, which Mesa unloads at exit with blocks of
# its own still held (reported from an "<unknown module>"): there, every error but leaks.
ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=0 \
    ctest --test-dir "$BUILD" --output-on-failure --parallel "$(nproc)" --timeout 1200 -L 3d || status=1
exit $status
