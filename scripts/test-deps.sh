#!/bin/sh
# The Debian packages the whole test suite needs beyond Python's: the tools the package test
# uses (packaging/linux/build-deps.sh), PostgreSQL's server binaries (the storage tests also
# run against a server they start themselves) and Chromium (the web player view's tests
# drive it). Installs only what is missing, quietly.
set -e
cd "$(dirname "$0")/.."
sh packaging/linux/build-deps.sh
[ "$(uname -s)" = Linux ] || exit 0
need_pkgs=""
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need_pkgs="$need_pkgs postgresql"
[ -x /usr/bin/chromium ] || need_pkgs="$need_pkgs chromium"
[ -z "$need_pkgs" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
    echo "The tests need:$need_pkgs (Debian package names); install them first." >&2
    exit 1
fi
echo "Installing the Debian packages the tests need:$need_pkgs"
# shellcheck disable=SC2086
sh packaging/linux/apt-install.sh $need_pkgs >/dev/null
