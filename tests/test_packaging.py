"""A non-editable install (a wheel) finds its resources and runs from anywhere."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.package
def test_wheel_carries_resources_and_runs_outside_the_checkout(tmp_path, isolated_dirs):
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--quiet",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (wheel,) = wheels.glob("kronikar-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "campaign_manager/resources/translations/kronikar_cs.qm",
        "campaign_manager/resources/icons/kronikar.svg",
        "campaign_manager/resources/rules/dakara/skills.json",
        "campaign_manager/resources/demo/dakara.json",
    ):
        assert needed in names

    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "--quiet",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(target))
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import campaign_manager.paths as p, campaign_manager.app as a;"
            "print(p.resources_dir()); raise SystemExit(a.main(['--smoke', '--demo']))",
        ],
        capture_output=True,
        text=True,
        cwd=elsewhere,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert (
        str(target) in result.stdout.splitlines()[0]
    )  # resources from the install, not the checkout
