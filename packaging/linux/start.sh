#!/bin/sh
# Start Kronikář on Linux, first making sure Qt can reach a screen:
# - Qt's X11 plugin needs a few X11 client libraries (Debian/Ubuntu package names below);
#   the ones missing are installed here (as root, or with sudo, which asks for your password);
# - on a machine with no screen at all (a server, CI) the app runs on a virtual one
#   under xvfb-run (installed the same way), so the command still ends in a running app.
set -e
need_pkgs=""
if command -v dpkg >/dev/null 2>&1; then
    for pkg in libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 \
               libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 \
               libxkbcommon-x11-0 libx11-xcb1 libegl1 libfontconfig1 libdbus-1-3; do
        dpkg -s "$pkg" >/dev/null 2>&1 || need_pkgs="$need_pkgs $pkg"
    done
    if [ -z "$DISPLAY" ] && [ -z "$WAYLAND_DISPLAY" ] && ! command -v xvfb-run >/dev/null 2>&1; then
        need_pkgs="$need_pkgs xvfb xauth"
    fi
fi
if [ -n "$need_pkgs" ]; then
    echo "Kronikář needs these Debian packages to show its window:$need_pkgs"
    # shellcheck disable=SC2086
    sh "$(dirname "$0")/apt-install.sh" $need_pkgs
fi
if [ -z "$DISPLAY" ] && [ -z "$WAYLAND_DISPLAY" ]; then
    echo "No screen found: Kronikář starts on a virtual screen (xvfb-run). Stop it with Ctrl+C."
    exec xvfb-run -a -s "-screen 0 1440x900x24" "$@"
fi
exec "$@"
