"""The command line: --version, --smoke on a demo and on refused files."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys

import pytest

from campaign_manager import __version__


def run_app(*args: str, cwd=None) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "campaign_manager", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
    )


def test_version():
    result = run_app("--version")
    assert result.returncode == 0
    assert __version__ in result.stdout


@pytest.mark.parametrize("system", ["dakara", "clovek", "d20"])
def test_smoke_opens_and_paints_a_demo(system, isolated_dirs):
    result = run_app("--smoke", "--demo", "--system", system)
    assert result.returncode == 0, result.stderr
    assert "opened and painted" in result.stdout
    demos = list((isolated_dirs / "data" / "kronikar" / "demo").glob(f"demo-{system}-*.kronikar"))
    assert len(demos) == 1


def test_smoke_on_a_file_that_is_not_a_campaign_fails_cleanly(tmp_path):
    bogus = tmp_path / "bogus.kronikar"
    bogus.write_bytes(b"\x00\x01 not sqlite " * 50)
    before = hashlib.sha256(bogus.read_bytes()).hexdigest()
    result = run_app("--smoke", str(bogus))
    assert result.returncode == 2
    assert "Not a Kronikář campaign" in result.stderr
    assert hashlib.sha256(bogus.read_bytes()).hexdigest() == before


def test_smoke_on_a_missing_file_fails_cleanly(tmp_path):
    result = run_app("--smoke", str(tmp_path / "gone.kronikar"))
    assert result.returncode == 2
    assert "does not exist" in result.stderr


def test_smoke_on_a_file_with_damaged_rows_opens_it_and_names_each(tmp_path):
    import sqlite3

    from campaign_manager.demo import create_demo
    from campaign_manager.storage.changes import AddEncounter

    demo = create_demo("dakara", tmp_path)
    AddEncounter({"name": "Přepadení", "status": "prepared", "state": {}}).apply(demo)
    path = demo.path
    demo.close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE character SET sheet='{broken' WHERE id=3")
        conn.execute("UPDATE character SET tags='7' WHERE id=2")  # this stopped the opening
        conn.execute("UPDATE campaign SET settings='[1]'")
        conn.execute("UPDATE encounter SET state='nope'")
    conn.close()
    result = run_app("--smoke", "--language", "en", str(path))
    assert result.returncode == 0, result.stderr
    assert "opened and painted" in result.stdout
    damaged = [line for line in result.stderr.splitlines() if "cannot be read" in line]
    assert damaged == [
        "Kronikář: cannot be read: the campaign's settings: a list instead of an object",
        'Kronikář: cannot be read: character "Markéta Hellerová" #2: tags: '
        "a number instead of a list",
        'Kronikář: cannot be read: character "Jan Bezruč" #3: sheet: not valid JSON '
        "(Expecting property name enclosed in double quotes at character 2)",
        'Kronikář: cannot be read: fight "Přepadení" #1: state: not valid JSON '
        "(Expecting value at character 1)",
    ]


def test_a_windowed_app_without_streams_writes_to_the_log(monkeypatch, tmp_path):
    """A windowed .exe starts with no stderr: the messages go to the log file, not a crash."""
    from campaign_manager import app, paths

    monkeypatch.setattr(paths, "data_dir", lambda: tmp_path / "data")
    monkeypatch.setattr(app.sys, "stderr", None)
    monkeypatch.setattr(app.sys, "stdout", None)
    app.give_a_windowed_app_its_streams()
    app.sys.stderr.write("Kronikář: a message\n")
    app.sys.stderr.flush()
    assert "a message" in (tmp_path / "data" / "kronikar.log").read_text(encoding="utf-8")
    app.sys.stderr.close()
    app.sys.stdout.close()


SPY_ON_OPENING = """
import sys
from campaign_manager.ui import main_window

opening = main_window.MainWindow.open_campaign

def spied(self, path):
    print("painted before opening:", self.isVisible(), self.pages.currentWidget() is self.work)
    return opening(self, path)

main_window.MainWindow.open_campaign = spied
from campaign_manager.app import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_window_is_shown_before_the_campaign_is_read(tmp_path):
    """Started with a campaign, the window is up (its work area, empty) before the file is
    read."""
    from campaign_manager.demo import create_demo

    demo = create_demo("dakara", tmp_path)
    path = demo.path
    demo.close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-c", SPY_ON_OPENING, "--smoke", str(path)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert "painted before opening: True True" in result.stdout
    assert "opened and painted" in result.stdout
