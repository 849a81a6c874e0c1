"""The cold start's floor: how much of the app's whole start is Qt's own and the imports'.

``python benchmarks/start_floor.py [RUNS]`` runs, in turn, a bare PySide6 window process;
the same with the Qt classes the app's start creates (found by a run of the app); the same
with peewee imported too (the one library the storage needs); the same importing every
module the app's start imports instead (nothing of the app run); and the app itself (``--smoke`` on a demo campaign). It prints min / median / max ms and each
median's ratio to the bare window's. Not part of ``make benchmark``: a profile's tool
(``notes/cold_start.md``).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cases import BARE_WINDOW, ENV, PY

ROOT = Path(__file__).resolve().parents[1]

# what a run of the app created and imported, by the end of its start
WHAT_IT_USED = """
import json, sys
import PySide6.QtCore as C, PySide6.QtGui as G, PySide6.QtWidgets as W
from campaign_manager.app import main
main(["--smoke", sys.argv[1]])
classes = {m.__name__.split(".")[-1]: sorted(k for k in vars(m) if k.startswith("Q") or k == "Qt")
           for m in (C, G, W)}
print(json.dumps({"classes": classes, "modules": list(sys.modules)}))
"""

# peewee as the app imports it (the storage package keeps its PostgreSQL drivers out
# first), none of the app's modules
PEEWEE = "import campaign_manager.storage\nimport peewee\n"
# the process that is the floor: a bare window with the app's Qt classes and peewee
FLOOR = "+ peewee (its drivers kept out)"

MAKE_DEMO = (
    "from campaign_manager.demo import create_demo\n"
    "demo = create_demo('dakara'); print(demo.path); demo.close()\n"
)


def floor_commands(demo: str, run: dict) -> dict[str, list[str]]:
    """The processes of the floor, by name, for the campaign file ``demo`` (``run``: the
    keyword arguments of ``subprocess.run`` for them)."""
    used = json.loads(subprocess.run([PY, "-c", WHAT_IT_USED, demo], **run).stdout.splitlines()[-1])
    classes = "".join(
        f"from PySide6.{module} import {', '.join(names)}\n"
        for module, names in used["classes"].items()
    )
    ours = [m for m in used["modules"] if m.startswith("campaign_manager")]
    imports = "".join(f"import {module}\n" for module in ours)
    where = "app = QApplication"
    return {
        "bare window process": [PY, "-c", BARE_WINDOW],
        "+ the app's Qt classes": [PY, "-c", BARE_WINDOW.replace(where, classes + where)],
        FLOOR: [PY, "-c", BARE_WINDOW.replace(where, classes + PEEWEE + where)],
        "+ importing the app's modules": [
            PY,
            "-c",
            BARE_WINDOW.replace(where, classes + imports + where),
        ],
        "the app, --smoke DEMO": [PY, "-m", "campaign_manager", "--smoke", demo],
    }


def main(argv: list[str]) -> int:
    runs = int(argv[1]) if len(argv) > 1 else 7
    home = Path(tempfile.mkdtemp(prefix="kronikar-floor-"))
    env = {
        **ENV,
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "PYTHONPATH": str(ROOT),
    }
    run = dict(capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    demo = subprocess.run([PY, "-c", MAKE_DEMO], **run).stdout.strip()
    commands = floor_commands(demo, run)
    samples: dict[str, list[float]] = {name: [] for name in commands}
    print(f"load average {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")
    for _ in range(runs):
        for name, command in commands.items():  # in turn: a burst of load hits each alike
            start = time.perf_counter()
            subprocess.run(command, **run)
            samples[name].append((time.perf_counter() - start) * 1000)
    bare = statistics.median(samples["bare window process"])
    for name, values in samples.items():
        median = statistics.median(values)
        print(
            f"{name:32} {min(values):7.1f} / {median:7.1f} / {max(values):7.1f} ms"
            f"  {median / bare:.2f}x"
        )
    print(f"load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
