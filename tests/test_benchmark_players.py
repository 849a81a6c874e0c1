"""The players' benchmark case (issue 40 item 11, ``benchmarks/players_case.py``) runs: the
real window, share, server and the phones' process, at a small size, each of its lines
measured (no figure is judged here: the benchmark's verdicts are for ``make benchmark``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SMALL_RUN = (
    "import sys\n"
    "sys.argv = ['run.py', 'players']\n"
    "sys.path.insert(0, 'benchmarks')\n"
    "import players_case\n"
    "players_case.PCS, players_case.TEN, players_case.NPCS = 4, 2, 2\n"
    "players_case.ROUNDS, players_case.TAPS = 1, 2\n"
    "import run\n"
    "sys.exit(run.main(sys.argv))\n"
)


@pytest.mark.slow
def test_the_players_case_runs_and_prints_each_line():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-c", SMALL_RUN],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.startswith("players")]
    assert "failed" not in out.stdout, out.stdout + out.stderr
    expected = [
        "a tap to the GM's queue row painted",
        "… the loopback floor (refused by the server)",
        "a GM step to 2 pages updated",
        "the step with 4 connected pages",
        "… with 4 keys, no page connected",
        "… the window thread's CPU, 4 pages",
    ]
    assert len(lines) == len(expected), out.stdout
    for line, what in zip(lines, expected, strict=True):
        assert line.startswith(f"players: {what} "), line
    # each line has its figures (no NaN: every sample was taken)
    assert not any("nan" in line for line in lines)
