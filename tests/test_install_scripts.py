"""The install steps of `make test` and `make run` wait for apt's locks: another program
(an unattended upgrade) that holds them made `make test` fail at once. Run against a
stand-in apt-get that refuses, as apt does, while the lock is held."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

#: apt-get as another program's unattended upgrade leaves it: the package lists' lock is
#: held for the first update, and an install that does not wait for the dpkg lock fails
FAKE_APT_GET = """#!/bin/sh
echo "$*" >> "$LOG"
case " $* " in
    *" update "*)
        if [ -e "$LISTS_HELD" ]; then
            rm "$LISTS_HELD"
            echo "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (unattended-upgr)" >&2
            exit 100
        fi ;;
    *" install "*)
        case " $* " in
            *"DPkg::Lock::Timeout="*) ;;
            *) echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 4242 (unattended-upgr)" >&2
               exit 100 ;;
        esac ;;
esac
exit 0
"""

#: the commands the scripts use besides apt-get (no objdump, dpkg-deb...: all are missing)
TOOLS = ("sh", "uname", "id", "ls", "dirname", "sleep", "env", "cat", "rm", "true")


@pytest.fixture
def fake_system(tmp_path) -> dict[str, str]:
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    for name in TOOLS:
        (bin_ / name).symlink_to(shutil.which(name))
    stand_ins = (
        ("apt-get", FAKE_APT_GET),
        ("sudo", '#!/bin/sh\nexec "$@"\n'),
        ("dpkg", "#!/bin/sh\nexit 1\n"),  # start.sh: no package is installed
    )
    for name, text in stand_ins:
        (bin_ / name).write_text(text)
        (bin_ / name).chmod(0o755)
    held = tmp_path / "lists-held"
    held.touch()
    return {
        "PATH": str(bin_),
        "LOG": str(tmp_path / "apt-get.log"),
        "LISTS_HELD": str(held),
        "HOME": str(tmp_path),
    }


@pytest.mark.parametrize(
    "script", ["scripts/test-deps.sh", "packaging/linux/build-deps.sh", "packaging/linux/start.sh"]
)
def test_every_install_step_waits_for_apts_locks(fake_system, script):
    args = ["true"] if script.endswith("start.sh") else []
    env = dict(fake_system, DISPLAY=":0")  # start.sh: a screen, so no xvfb-run
    result = subprocess.run(
        ["sh", script, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    calls = Path(fake_system["LOG"]).read_text().splitlines() if result.returncode == 0 else []
    assert result.returncode == 0, result.stdout + result.stderr
    installs = [c for c in calls if " install " in f" {c} "]
    assert installs, calls  # (it had something to install)
    assert all("DPkg::Lock::Timeout=600" in c for c in calls), calls
    assert not os.path.exists(fake_system["LISTS_HELD"])  # it waited out the lists' lock
