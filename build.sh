#!/usr/bin/env bash
# Spaceships developer entry point, for a fresh Debian 12 machine.
#   ./build.sh start   install what is missing, build, start the program
#   ./build.sh test    install what is missing, build, run every test
#   ./build.sh build   install what is missing and build only
set -euo pipefail
cd "$(dirname "$0")"

PACKAGES=(cmake ninja-build g++ ccache catch2 qt6-base-dev
    qt6-declarative-dev qt6-quick3d-dev qt6-shadertools-dev libxkbcommon-dev
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-window qml6-module-qtquick-dialogs qml6-module-qtquick-templates
    qml6-module-qtqml-workerscript qml6-module-quick3d qml6-module-quick3d-helpers
    qml6-module-quick3d-particles3d
    qml6-module-qt-labs-folderlistmodel qml6-module-qttest
    qml6-module-qtmultimedia xvfb xauth libgl1-mesa-dri fonts-dejavu-core
    dpkg-dev appstream desktop-file-utils clang libclang-rt-14-dev
    qt6-l10n-tools qt6-tools-dev qt6-translations-l10n
    pkg-config libmosquitto-dev libsodium-dev mosquitto xdotool)
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
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "No display: starting the game under Xvfb would show nothing; run it from a desktop session." >&2
        echo "The game is built: $BUILD_DIR/app/gui/spaceships" >&2
        exit 1
    fi
    exec "$BUILD_DIR/app/gui/spaceships"
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
