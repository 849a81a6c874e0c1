"""Helpers of the d20 tracker GUI tests: demo-like characters, a prepared fight, modal
dialogs answered in order, and reading the Combat area."""

from __future__ import annotations

import json
import random

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QTimer
from PySide6.QtWidgets import QApplication
from support.open_windows import main_windows

from campaign_manager.paths import resource_path
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import extras_of, roster_combatant

DEMO = json.loads(resource_path("demo", "d20.json").read_text(encoding="utf-8"))


def add_character(window, name: str) -> int:
    """A character of the d20 demo campaign added to the test's campaign."""
    data = next(c for c in DEMO["characters"] if c["name"] == name)
    change = AddCharacter({"name": data["name"], "kind": data["kind"], "sheet": data["sheet"]})
    window.session.perform(change, "New character")
    return change.id


def prepare_fight(window, seed: int = 7) -> dict:
    """Bořek, Lenka and Matěj (PCs) against Ota and two skeletons (extras), prepared in the
    Combat area; the controller's dice seeded. Returns name → combatant id (and roster ids
    under "roster")."""
    ids = {
        name: add_character(window, name)
        for name in ("Bořek Hrabal", "Lenka Vránová", "Matěj Kos", "Ota Mrázek")
    }
    skeleton = add_character(window, "Kostlivec ze starého hřbitova")
    combatants = [roster_combatant(ids[name]) for name in ids] + extras_of(skeleton, 2)
    area = window.combat_area
    window.tabs.setCurrentWidget(area)
    area.create_fight("Přepadení u brodu", combatants)
    area.controller.rng = random.Random(seed)
    QApplication.processEvents()
    result = {c["name"]: c["id"] for c in combatants}
    result["roster"] = ids
    return result


def tracker_panels() -> list:
    """The tracker panels of the open main windows (tests/support/open_windows.py says
    why not through Qt's list of top-level widgets)."""
    return [
        window.combat_area.panel
        for window in main_windows()
        if getattr(window.combat_area, "panel", None) is not None
    ]


def answer_dialogs(qtbot, *handlers):
    """Handle the next modal dialogs in order: each handler gets the dialog and closes it.
    A tracker's dialog is handled as it opens (it runs no event loop of its own), any
    other modal dialog when its event loop runs. Returns the dialogs seen."""
    pending = list(handlers)
    seen: list = []
    panels = tracker_panels()

    def handle(dialog) -> None:
        if dialog is not None and dialog not in seen and pending:
            seen.append(dialog)
            pending.pop(0)(dialog)
        while not pending and panels:
            panels.pop().dialog_opened.disconnect(handle)

    def tick():
        handle(QApplication.activeModalWidget())
        if pending:
            QTimer.singleShot(10, tick)

    for panel in panels:
        panel.dialog_opened.connect(handle)
    QTimer.singleShot(0, tick)
    return seen


def select(area, *ids: str) -> None:
    """Select these combatants' rows in the order table (as Ctrl+click does)."""
    model = area.table.selectionModel()
    selection = QItemSelection()
    for cid in ids:
        row = area.order.row_of(cid)
        assert row is not None, cid
        index = area.order.index(row, 0)
        selection.select(index, index)
    model.select(
        selection,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    if ids:
        model.setCurrentIndex(
            area.order.index(area.order.row_of(ids[-1]), 0),
            QItemSelectionModel.SelectionFlag.NoUpdate,
        )


def row(area, cid: str) -> dict:
    return next(r for r in area.controller.rows() if r["id"] == cid)


def sheet(area, cid: str) -> dict:
    return area.controller.state["combatants"][cid]["sheet"]


def prompt_texts(area) -> list[str]:
    return [area.prompts.item(i).text() for i in range(area.prompts.count())]


def log_texts(window) -> list[str]:
    model = window.combat_area.log_view.model()
    return [model.index(i, 0).data() for i in range(model.rowCount())]


def enter_initiative(dialog, rolls: dict[str, int]) -> None:
    for cid, value in rolls.items():
        dialog.set_roll(cid, value)
    dialog.accept()


def start_fight(window, qtbot, seed: int = 2) -> dict:
    """The prepared fight with its initiative entered (Ota and the first skeleton tied, the
    roll-off entered: the skeleton first), the second skeleton's rolled at the start:
    Bořek 15, Lenka 15, Kostlivec 1 13, Ota 13, Matěj 9, Kostlivec 2 3."""
    ids = prepare_fight(window, seed)
    area = window.combat_area
    b, lenka, m, o = (ids[n] for n in ("Bořek Hrabal", "Lenka Vránová", "Matěj Kos", "Ota Mrázek"))
    k1 = ids["Kostlivec ze starého hřbitova 1"]

    def roll_offs(dialog):
        dialog.spins[o].setValue(6)
        dialog.spins[k1].setValue(14)
        dialog.accept()

    answer_dialogs(
        qtbot,
        lambda d: enter_initiative(d, {b: 10, lenka: 13, o: 12, k1: 12, m: 9}),
        roll_offs,
    )
    area.panel.initiative_action.trigger()
    area.start_action.trigger()
    QApplication.processEvents()
    return ids


def save_with(total: int):
    """A handler that answers a Fortitude save dialog with an entered total."""

    def handle(dialog):
        dialog.total.setValue(total)
        dialog.use_total.click()

    return handle
