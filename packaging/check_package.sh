#!/usr/bin/env bash
# The package as a player gets it: builds the .deb with CPack, checks its metadata
# (appstreamcli, desktop-file-validate), installs it with apt-get, runs the installed
# spaceships-cli on a record and starts the installed game under Xvfb on a record given on
# the command line, checking its picture for real content, then removes the package.
#   packaging/check_package.sh BUILD_DIR VERSION
set -euo pipefail
BUILD=$(cd "$1" && pwd)
VERSION=$2
SRC=$(cd "$(dirname "$0")/.." && pwd)
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

cd "$BUILD"
rm -f spaceships_*.deb
cpack -G DEB --config CPackConfig.cmake > "$WORK/cpack.log" || { cat "$WORK/cpack.log"; exit 1; }
DEB=$(ls spaceships_*.deb)
echo "== $DEB"
dpkg-deb --field "$DEB"
dpkg-deb --contents "$DEB" | awk '{print $6}' | tee "$BUILD/package-files.txt"
case "$DEB" in spaceships_${VERSION}_*.deb) ;; *) echo "the package's version is not $VERSION" >&2; exit 1 ;; esac

# Its metadata, as installed.
dpkg-deb -x "$DEB" "$WORK/root"
appstreamcli validate --no-net "$WORK/root/usr/share/metainfo/org.spaceships.Spaceships.metainfo.xml"
grep -q "release version=\"$VERSION\"" "$WORK/root/usr/share/metainfo/org.spaceships.Spaceships.metainfo.xml"
desktop-file-validate "$WORK/root/usr/share/applications/org.spaceships.Spaceships.desktop"
for f in usr/bin/spaceships usr/bin/spaceships-cli usr/share/man/man6/spaceships.6.gz \
         usr/share/man/man6/spaceships-cli.6.gz usr/share/mime/packages/org.spaceships.Spaceships.xml \
         usr/share/icons/hicolor/scalable/apps/org.spaceships.Spaceships.svg \
         usr/share/icons/hicolor/48x48/apps/org.spaceships.Spaceships.png; do
    [ -e "$WORK/root/$f" ] || { echo "the package lacks /$f" >&2; exit 1; }
done

# Installed as any package is, its dependencies declared.
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "./$DEB"
trap '$SUDO apt-get remove -y -qq spaceships >/dev/null; rm -rf "$WORK"' EXIT
[ "$(command -v spaceships-cli)" = /usr/bin/spaceships-cli ]
/usr/bin/spaceships-cli --version | grep -F "$VERSION"
QT_QPA_PLATFORM=offscreen /usr/bin/spaceships --version | grep -F "$VERSION"
/usr/bin/spaceships-cli check "$SRC/tests/data/finished-standard.ssg"

# The installed game on a record from the command line, as a new player (fresh HOME).
mkdir -p "$WORK/home"
HOME="$WORK/home" USER=package-check xvfb-run -a -s "-screen 0 1280x800x24" \
    /usr/bin/spaceships --records "$WORK/records" --grab "$WORK/shot.png" --state \
    "$SRC/tests/data/finished-standard.ssg" | tee "$WORK/state.json"
grep -q '"phase":"Over"' "$WORK/state.json"
"$BUILD/tests/tools/picture_check" "$WORK/shot.png" 40

$SUDO apt-get remove -y -qq spaceships
trap 'rm -rf "$WORK"' EXIT
! command -v spaceships-cli > /dev/null
echo "package check: $DEB installed, ran and removed"
