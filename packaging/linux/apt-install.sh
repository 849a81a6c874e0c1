#!/bin/sh
# Install the Debian packages named as arguments with apt-get (as root, or through sudo),
# quietly, waiting for the package system's locks: an unattended upgrade (or any other
# apt) that holds them made `make test` fail at once. Every install step of the project
# goes through here (packaging/linux/build-deps.sh, scripts/test-deps.sh,
# packaging/linux/start.sh).
#   sh packaging/linux/apt-install.sh PACKAGE...
# APT_LOCK_TIMEOUT: how many seconds to wait for a lock (default 600).
set -e
[ "$#" -gt 0 ] || exit 0
lock_timeout="${APT_LOCK_TIMEOUT:-600}"
retry_seconds=2
if [ "$(id -u)" = 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi

apt_get() {
    # apt's own wait for the dpkg lock; env: sudo would drop DEBIAN_FRONTEND
    $sudo_cmd env DEBIAN_FRONTEND=noninteractive \
        apt-get -o DPkg::Lock::Timeout="$lock_timeout" "$@"
}

# The package lists' lock (apt-get update's) is not covered by DPkg::Lock::Timeout on
# every apt: while another apt holds it, update is tried again until the timeout.
waited=0
while ! errors="$(apt_get update -qq 2>&1 >/dev/null)"; do
    case "$errors" in
        *lock*) ;;
        *) echo "$errors" >&2; exit 1 ;;
    esac
    if [ "$waited" -ge "$lock_timeout" ]; then
        echo "$errors" >&2
        exit 1
    fi
    [ "$waited" -gt 0 ] || echo "Waiting for another program using apt to finish…" >&2
    sleep "$retry_seconds"
    waited=$((waited + retry_seconds))
done
apt_get install -y -qq --no-install-recommends "$@"
