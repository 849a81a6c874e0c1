#!/bin/sh
# The Debian tools that building and checking the package need (make package, the package
# test): installs those missing, quietly, and does nothing when all are there.
#   objdump                binutils           (PyInstaller reads the libraries' needs)
#   dpkg-deb               dpkg               (builds the .deb)
#   desktop-file-validate  desktop-file-utils (and update-desktop-database)
#   appstreamcli           appstream
#   update-mime-database   shared-mime-info
#   gio                    libglib2.0-bin     (which application opens a .kronikar file)
set -e
[ "$(uname -s)" = Linux ] || exit 0  # the .deb and its checks are Linux-only
need_pkgs=""
for pair in objdump:binutils dpkg-deb:dpkg desktop-file-validate:desktop-file-utils \
            update-desktop-database:desktop-file-utils appstreamcli:appstream \
            update-mime-database:shared-mime-info gio:libglib2.0-bin; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || case " $need_pkgs " in
        *" ${pair#*:} "*) ;;
        *) need_pkgs="$need_pkgs ${pair#*:}" ;;
    esac
done
[ -z "$need_pkgs" ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
    echo "Building the package needs:$need_pkgs (Debian package names); install them first." >&2
    exit 1
fi
echo "Installing the Debian packages the package build needs:$need_pkgs"
# shellcheck disable=SC2086
sh "$(dirname "$0")/apt-install.sh" $need_pkgs >/dev/null
