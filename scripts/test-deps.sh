#!/bin/sh
# The Debian packages the whole test suite needs beyond Python's: the tools the package test
# uses (packaging/linux/build-deps.sh), PostgreSQL's server binaries (the storage tests also
# run against a server they start themselves), Chromium (the web player view's tests
# drive it) and a desktop a screen reader would read (tests/ui/test_atspi_walk.py: Xvfb, a
# session D-Bus, the AT-SPI bus, Debian's python3 with pyatspi, and the X libraries Qt's
# xcb platform needs). Installs only what is missing, quietly.
set -e
cd "$(dirname "$0")/.."
sh packaging/linux/build-deps.sh
[ "$(uname -s)" = Linux ] || exit 0
need_pkgs=""
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_pkgs="$need_pkgs postgresql"
[ -x /usr/bin/chromium ] || need_pkgs="$need_pkgs chromium"
command -v Xvfb >/dev/null 2>&1 || need_pkgs="$need_pkgs xvfb"
command -v dbus-daemon >/dev/null 2>&1 || need_pkgs="$need_pkgs dbus-daemon"
[ -x /usr/libexec/at-spi-bus-launcher ] || need_pkgs="$need_pkgs at-spi2-core"
/usr/bin/python3 -c "import pyatspi" >/dev/null 2>&1 || need_pkgs="$need_pkgs python3-pyatspi"
for pkg in libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 \
           libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" ||
        need_pkgs="$need_pkgs $pkg"
done
[ -z "$need_pkgs" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
    echo "The tests need:$need_pkgs (Debian package names); install them first." >&2
    exit 1
fi
echo "Installing the Debian packages the tests need:$need_pkgs"
# shellcheck disable=SC2086
sh packaging/linux/apt-install.sh $need_pkgs >/dev/null
