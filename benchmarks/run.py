"""Kronikář's speed, as ratios against baselines measured in this same run.

Run with ``make benchmark`` (``benchmarks/run.py CASE …`` runs only the named cases). Each
line prints the machine's load average when its case started, the figure as min / median /
max of at least five runs, the baseline it is measured against in the same run (a bare
PySide6 window process; raw ``sqlite3`` reading the same rows and decoding their JSON; the
same edit at a small size; one frame = 16.7 ms), the ratio of the medians, the goal and
whether it holds. Nothing here is a timed assertion in the test suite.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
TMP = Path(tempfile.mkdtemp(prefix="kronikar-bench-"))
os.environ["XDG_DATA_HOME"] = str(TMP / "data")
os.environ["XDG_CONFIG_HOME"] = str(TMP / "config")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from cases import ALL_CASES  # noqa: E402
from common import NO_RUNS, Line, load_average, report  # noqa: E402


def main(argv: list[str]) -> int:
    wanted = set(argv[1:])
    lines: list[Line] = []
    print(f"load average at the start: {load_average():.2f} ({os.cpu_count()} cores)", flush=True)
    for name, case in ALL_CASES:
        if wanted and name not in wanted:
            continue
        load = load_average()
        try:
            made = case(TMP)
        except Exception as error:  # a broken case says so and the others still run
            made = [Line(name, NO_RUNS, "", NO_RUNS, f"failed: {error!r}", None)]
        for line in made:
            line.load = load
        lines.extend(made)
        print(f"… {name} done (load {load:.2f} at its start)", file=sys.stderr, flush=True)
    print(report(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
