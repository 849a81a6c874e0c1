"""A tracker acts one way (issue 38, item 1): ``TrackerPanel.act_many`` is the only code
that sends a tracker's actions to the controller; a system adds what it must through the
panel's hooks (``may_act`` before, ``acted`` after), never a copy of the try/except, and
its panel keeps no rows of its own beside the controller's."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from campaign_manager.systems import system_keys
from campaign_manager.ui.combat.panel import TrackerPanel
from campaign_manager.ui.systems import system_ui

ROOT = Path(__file__).resolve().parents[2]
UI_SYSTEMS = ROOT / "campaign_manager" / "ui" / "systems"


@pytest.fixture
def campaign():
    """These checks read the code; they need no campaign file."""
    yield None


def _panels() -> list[type]:
    return [panel for key in system_keys() if (panel := system_ui(key).tracker_class()) is not None]


def test_every_system_has_a_tracker_panel():
    assert len(_panels()) == len(system_keys())


@pytest.mark.parametrize("panel", _panels(), ids=lambda p: p.__name__)
def test_a_system_panel_acts_through_the_base(panel):
    assert panel.act_many is TrackerPanel.act_many
    assert panel.act is TrackerPanel.act
    assert not hasattr(panel, "immediate_prompts")


def _calls_to_the_controller(path: Path) -> list[int]:
    """Lines of ``path`` that call ``….controller.act`` or ``….controller.act_many``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("act", "act_many")
        and isinstance(node.func.value, ast.Attribute)
        and node.func.value.attr == "controller"
    ]


def test_no_system_ui_acts_on_the_controller_itself():
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted(UI_SYSTEMS.rglob("*.py"))
        for line in _calls_to_the_controller(path)
    ]
    assert not found, found


def test_no_tracker_panel_caches_the_controllers_rows():
    """The controller works out the rows once per state; a panel asks it."""
    found = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in sorted(UI_SYSTEMS.glob("*/tracker*.py"))
        for name in ("_rows_cache", "_rows_of")
        if name in path.read_text(encoding="utf-8")
    ]
    assert not found, found


def _waits_for_a_dialog(path: Path) -> list[int]:
    """Lines of ``path`` that run a dialog's own event loop: ``….exec()`` or a static
    ``QInputDialog.get…``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and (
            node.func.attr == "exec"
            or (
                isinstance(node.func.value, ast.Name)
                and node.func.value.id == "QInputDialog"
                and node.func.attr.startswith("get")
            )
        )
    ]


def test_every_tracker_dialog_is_opened_not_executed():
    """One idiom: ``TrackerPanel.open_dialog`` (window-modal, no event loop of its own)."""
    files = [ROOT / "campaign_manager" / "ui" / "combat" / "panel.py"]
    files += sorted(UI_SYSTEMS.glob("*/tracker*.py"))
    found = [
        f"{path.relative_to(ROOT)}:{line}" for path in files for line in _waits_for_a_dialog(path)
    ]
    assert not found, found
