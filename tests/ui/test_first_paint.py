"""The window's first paint at start-up: the menu bar's titles and an empty work area (or
the welcome page), before the storage code, the roster and the menus' actions exist."""

from __future__ import annotations

import os
import subprocess
import sys

# what the app's own start-up (``main``) has imported and shows when its main window
# first paints
AT_FIRST_PAINT = """
import sys
from PySide6.QtWidgets import QMainWindow
from campaign_manager.ui.main_window import MainWindow

seen = []

def paint(self, event):
    if not seen:
        menus = [a.text() for a in self.menuBar().actions()]
        page = "work" if self.pages.currentWidget() is self.work else "welcome"
        seen.append((set(sys.modules), menus, page))
    QMainWindow.paintEvent(self, event)

MainWindow.paintEvent = paint
from campaign_manager.app import main
code = main(sys.argv[1:])
loaded, menus, page = seen[0]
print("peewee", "peewee" in loaded)
print("storage", sorted(m for m in loaded if m.startswith("campaign_manager.storage.")))
print("roster", "campaign_manager.ui.roster.view" in loaded)
print("rules", sorted(m for m in loaded if m.startswith("campaign_manager.systems.")))
print("menus", "|".join(menus))
print("page", page)
sys.exit(code)
"""

MAKE_DEMO = (
    "import sys\n"
    "from campaign_manager.demo import create_demo\n"
    "demo = create_demo('dakara'); print(demo.path); demo.close()\n"
)


def _first_paint(tmp_path, *args: str) -> dict[str, str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "LANGUAGE": "en",
    }
    made = [a if a != "DEMO" else _demo(env) for a in args]
    result = subprocess.run(
        [sys.executable, "-c", AT_FIRST_PAINT, "--smoke", "--language", "en", *made],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return dict(line.split(" ", 1) for line in result.stdout.splitlines() if " " in line)


def _demo(env) -> str:
    made = subprocess.run(
        [sys.executable, "-c", MAKE_DEMO], capture_output=True, text=True, env=env, timeout=120
    )
    assert made.returncode == 0, made.stderr
    return made.stdout.strip()


def test_the_first_paint_with_a_campaign_imports_no_peewee_and_shows_the_menu_bar(tmp_path):
    seen = _first_paint(tmp_path, "DEMO")
    assert seen["peewee"] == "False"
    # the pure error classes and paths only: no campaign, model or query code yet
    assert seen["storage"] == str(
        [
            "campaign_manager.storage.drivers",
            "campaign_manager.storage.errors",
            "campaign_manager.storage.uris",
        ]
    )
    assert seen["roster"] == "False"
    # no rules code: the list of the systems' keys only (their names wait for the welcome page)
    assert seen["rules"] == "[]"
    # the whole menu bar is there at once: it does not push the window's content down later
    assert seen["menus"] == "&File|&Edit|&Campaign|Co&mbat|&View|&Settings|&Help"
    assert seen["page"] == "work"


def test_the_first_paint_without_a_campaign_is_the_welcome_page(tmp_path):
    seen = _first_paint(tmp_path)
    assert seen["peewee"] == "False"
    assert seen["page"] == "welcome"
    assert seen["menus"] == "&File|&Edit|&Campaign|Co&mbat|&View|&Settings|&Help"
