"""Kronikář's speed, as ratios against baselines measured in this same run.

Run with ``make benchmark``. Each line prints the figure, the baseline it is measured
against (a bare PySide6 window process; raw ``sqlite3`` reading the same rows and
decoding their JSON; the same edit at a small size; one frame = 16.7 ms), the ratio, the
goal and whether it holds. Nothing here is a timed assertion in the test suite.
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
from common import Line, report  # noqa: E402


def main(argv: list[str]) -> int:
    wanted = set(argv[1:])
    lines: list[Line] = []
    for name, case in ALL_CASES:
        if wanted and name not in wanted:
            continue
        try:
            lines.extend(case(TMP))
        except Exception as error:  # a broken case says so and the others still run
            lines.append(Line(name, float("nan"), "", float("nan"), f"failed: {error!r}", None))
        print(f"… {name} done", file=sys.stderr, flush=True)
    print(report(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
