"""Every tracker opens its dialogs one way (issue 38, item 1): window-modal with
``open()``, the action's trigger returns at once with the dialog as ``panel.dialog``, and
what the GM confirms is done when the dialog closes; Escape does nothing."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.storage.models import Character


@pytest.mark.parametrize("campaign_system", ["dakara", "clovek", "d20"])
def test_the_condition_dialog_is_opened_and_acts_when_confirmed(window, qtbot, campaign_system):
    sheet = importlib.import_module(f"campaign_manager.systems.{campaign_system}.sheet").new_sheet()
    ids = [Character.create(name=n, kind="pc", sheet=sheet).id for n in ("Alena", "Bohouš")]
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("Zkouška", [roster_combatant(i) for i in ids])
    page.table.selectAll()
    panel = page.panel
    steps = window.session.undo_stack.count()

    page.condition_action.trigger()  # returns with the dialog open: no loop of its own
    dialog = panel.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowModality() == Qt.WindowModality.WindowModal
    assert QApplication.activeModalWidget() is dialog
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert panel.dialog is None and window.session.undo_stack.count() == steps

    page.condition_action.trigger()
    panel.dialog.name.setText("oslněn")
    panel.dialog.accept()
    assert panel.dialog is None
    assert window.session.undo_stack.count() == steps + 1
    combatants = page.controller.state["combatants"].values()
    assert all(any(c["name"] == "oslněn" for c in r["conditions"]) for r in combatants)
