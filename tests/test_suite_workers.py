"""The suite's own settings under pytest-xdist (make test runs ``-n auto``): every test of
a file runs on one worker, so a file's session fixture (the package build of
test_package_bundle.py, minutes) is made once. Run on a scratch folder with the project's
pytest settings, two workers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

TESTS = """
import os
from pathlib import Path

import pytest


@pytest.mark.parametrize("n", range(4))
def test_one(n):
    out = Path(os.environ["WORKERS_OUT"]) / f"{Path(__file__).stem}-{n}"
    out.write_text(os.environ.get("PYTEST_XDIST_WORKER", "none"))
"""


@pytest.mark.slow
def test_each_test_file_runs_whole_on_one_worker(tmp_path):
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    for name in ("test_first.py", "test_second.py"):
        (scratch / name).write_text(TESTS)
    done = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "-c", str(ROOT / "pyproject.toml")),
            *("--rootdir", str(scratch), "-n", "2", "-q", str(scratch)),
        ],
        capture_output=True,
        text=True,
        cwd=scratch,
        env={"WORKERS_OUT": str(out), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"},
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    ran = {path.name: path.read_text() for path in out.iterdir()}
    assert len(ran) == 8, ran
    for stem in ("test_first", "test_second"):
        workers = {ran[f"{stem}-{n}"] for n in range(4)}
        assert len(workers) == 1 and workers != {"none"}, (stem, ran)
