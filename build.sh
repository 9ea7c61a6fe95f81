#!/usr/bin/env bash
# Spaceships developer entry point, for a fresh Debian 12 machine.
#   ./build.sh start   install what is missing, build, start the program
#   ./build.sh test    install what is missing, build, run every test
#   ./build.sh build   install what is missing and build only
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(cmake ninja-build g++ ccache catch2 qt6-base-dev)
BUILD_DIR=${BUILD_DIR:-build}

install_missing() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

case "${1:-start}" in
start)
    install_missing
    build
    # Until the desktop game lands, "the program" is the referee: it checks the spec's
    # example record and prints its summary.
    exec "$BUILD_DIR/app/cli/spaceships-cli" check tests/data/spec-example.ssg
    ;;
test)
    install_missing
    build
    ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)"
    ;;
build)
    install_missing
    build
    ;;
*)
    echo "usage: $0 [start|test|build]" >&2
    exit 1
    ;;
esac
