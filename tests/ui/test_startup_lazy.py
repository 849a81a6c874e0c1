"""Start-up builds only what the first screen shows: the roster. The sheet editors, the
ledger, the combat tracker, the printing and the rules behind them come when first used."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

STARTUP = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication\n"
    "app = QApplication(sys.argv[:1])\n"
    "from campaign_manager.ui.main_window import MainWindow\n"
    "from campaign_manager.ui.settings import AppSettings\n"
    "w = MainWindow(AppSettings(), interactive=False)\n"
    "w.open_campaign(sys.argv[1]); w.show(); app.processEvents()\n"
    "loaded = set(sys.modules)\n"
    "print('character', w.character_area.built, 'ledger', w.ledger_area.built,"
    " 'combat', w.combat_area.built)\n"
    "for name in sys.argv[2:]:\n"
    "    print(name, name in loaded)\n"
)

MAKE_DEMO = (
    "import sys\n"
    "from campaign_manager.demo import create_demo\n"
    "demo = create_demo(sys.argv[1]); print(demo.path); demo.close()\n"
)


def on_a_demo(tmp_path, system: str, script: str, *args: str) -> dict[str, str]:
    """Run ``script`` (with ``args``) in a fresh process on a new demo of ``system``;
    the lines it prints as "name value", by name."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    made = subprocess.run(
        [sys.executable, "-c", MAKE_DEMO, system], capture_output=True, text=True, env=env
    )
    assert made.returncode == 0, made.stderr
    result = subprocess.run(
        [sys.executable, "-c", script, made.stdout.strip(), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return dict(line.split(" ", 1) for line in result.stdout.splitlines())


@pytest.mark.parametrize("system", ["dakara", "clovek", "d20"])
def test_opening_a_campaign_builds_neither_the_sheet_nor_the_ledger(system, tmp_path):
    heavy = [
        f"campaign_manager.ui.systems.{system}.editor",
        "campaign_manager.ui.character.page",
        "campaign_manager.ui.ledger.page",
        "campaign_manager.ui.printing",
        "campaign_manager.ui.combat.page",
        f"campaign_manager.systems.{system}.encounter",
        "campaign_manager.systems.dakara.creation",
    ]
    lines = on_a_demo(tmp_path, system, STARTUP, *heavy)
    assert lines["character"] == "False ledger False combat False"
    assert {name: lines[name] for name in heavy} == {name: "False" for name in heavy}


def test_the_character_area_is_built_when_a_character_is_opened(qtbot, tmp_path):
    from campaign_manager.storage.models import Character
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    window = MainWindow(AppSettings(), interactive=False)
    qtbot.addWidget(window)
    window.open_demo("dakara")
    window.show()
    assert not window.character_area.built
    window.undo()  # Undo commits what is typed in the Character area: it is not built for it
    assert not window.character_area.built
    first = Character.select().first()
    window.open_character(first.id)
    assert window.character_area.built
    assert window.tabs.currentWidget() is window.character_area
    assert window.character_area.name_edit.text() == first.name
    assert window.character_area.sheet_editor is not None
    window.close_campaign()


def test_a_package_names_its_lazy_exports_and_refuses_unknown_ones():
    import campaign_manager.systems.dakara as dakara

    assert "evaluate_creation" in dir(dakara) and "evaluate_creation" in dakara.__all__
    from campaign_manager.systems.dakara import evaluate_creation
    from campaign_manager.systems.dakara.creation import evaluate_creation as direct

    assert evaluate_creation is direct
    with pytest.raises(AttributeError, match="no_such_rule"):
        dakara.no_such_rule  # noqa: B018


KEPT_SOURCES = (
    "import linecache, sys, time\n"
    "from PySide6.QtWidgets import QApplication\n"
    "app = QApplication(sys.argv[:1])\n"
    "from campaign_manager.ui.main_window import MainWindow\n"
    "from campaign_manager.ui.settings import AppSettings\n"
    "def kept():\n"
    "    return sorted(f.rsplit('/', 1)[-1] for f in linecache.cache if f.endswith('.py'))\n"
    "w = MainWindow(AppSettings(), interactive=False)\n"
    "print('window', kept())\n"
    "w.open_campaign(sys.argv[1]); w.show(); app.processEvents()\n"
    "w.tabs.setCurrentWidget(w.character_area)\n"
    "for _ in range(100):  # until the area is built and its moment after it has come\n"
    "    app.processEvents()\n"
    "    if w.character_area.built and not kept():\n"
    "        break\n"
    "    time.sleep(0.02)\n"
    "print('character', w.character_area.built, kept())\n"
)


def test_the_window_keeps_no_source_text_of_the_modules_it_imported(tmp_path):
    """PySide's import hook reads every module's source through linecache, which would
    hold it all (megabytes) for the app's life: the window lets go of it once built, and
    again when it builds an area."""
    lines = on_a_demo(tmp_path, "dakara", KEPT_SOURCES)
    assert lines["window"] == "[]"
    assert lines["character"] == "True []"


# what the app's own start-up (``main --smoke``) has imported once the campaign is
# painted (its smoke check grabs the painted window)
AT_PAINTED_CAMPAIGN = """
import sys
import PySide6.QtWidgets
from campaign_manager.ui.main_window import MainWindow

seen = []
grab = MainWindow.grab

def grabbed(self, *args):
    made = {f"PySide6.QtWidgets.{name}" for name in vars(PySide6.QtWidgets)}  # classes built
    seen.append(set(sys.modules) | made)
    return grab(self, *args)

MainWindow.grab = grabbed
from campaign_manager.app import main
code = main(["--smoke", sys.argv[1]])
for name in sys.argv[2:]:
    print(name, name in seen[0])
sys.exit(code)
"""

# used on an edit or an import, not to show the campaign; the log file's rotation with the
# first record logged; a subprocess when the roster's lines are worked out on a large campaign;
# the style's icons with the first damaged value shown; a dialog's class with the dialog
ONLY_ON_AN_ACTION = [
    "campaign_manager.storage.changes",
    "campaign_manager.exchange",
    "logging.handlers",
    "subprocess",
    "PySide6.QtWidgets.QStyle",  # (PySide builds a class, 6 ms for this one, when first imported)
    "PySide6.QtWidgets.QFileDialog",
    "PySide6.QtWidgets.QMessageBox",
    "PySide6.QtWidgets.QProgressDialog",
]


@pytest.mark.parametrize("system", ["dakara", "clovek"])
def test_the_painted_campaign_has_not_imported_the_edits_code(system, tmp_path):
    lines = on_a_demo(tmp_path, system, AT_PAINTED_CAMPAIGN, *ONLY_ON_AN_ACTION)
    assert {name: lines[name] for name in ONLY_ON_AN_ACTION} == {
        name: "False" for name in ONLY_ON_AN_ACTION
    }


def test_quitting_with_a_campaign_open_builds_no_welcome_page(qtbot):
    """Closing the window closes its campaign without building the welcome page nobody will
    see; closing the campaign itself still shows it."""
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    window = MainWindow(AppSettings(), interactive=False, complete=False)  # as the app starts
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.complete()
    window.open_demo("dakara")
    window.close()
    assert window.session is None and window._welcome is None

    again = MainWindow(AppSettings(), interactive=False)
    qtbot.addWidget(again)
    again.open_demo("clovek")
    again.close_campaign()
    assert again.pages.currentWidget() is again.welcome
