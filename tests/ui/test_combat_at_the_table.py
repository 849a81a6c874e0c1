"""The Combat area as the GM meets it at the table: what it shows after each step, and the
keys that reach it from every area."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.ui.combat import page as page_module
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
from tests.ui.test_combat_area import add_party

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(params=["d20", "clovek", "dakara"])
def campaign_system(request) -> str:
    return request.param


def new_fight_through_the_dialog(window, monkeypatch, name: str, people: list[int]) -> None:
    """*New fight…* as the GM does it: the dialog filled in and accepted."""

    def accept(dialog) -> bool:
        dialog.name.setText(name)
        for row in range(dialog.people.count()):
            item = dialog.people.item(row)
            ticked = item.data(Qt.ItemDataRole.UserRole) in people
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        return True

    monkeypatch.setattr(NewEncounterDialog, "exec", accept)
    monkeypatch.setattr(page_module, "NewEncounterDialog", NewEncounterDialog)
    window.combat_area.new_action.trigger()


def test_a_new_fight_shows_its_own_title_at_once(window, monkeypatch):
    pcs, _npc = add_party(window)
    window.tabs.setCurrentWidget(window.combat_area)
    page = window.combat_area
    page.create_fight("U brodu", [roster_combatant(i) for i in pcs])
    assert page.title.text() == "U brodu"
    new_fight_through_the_dialog(window, monkeypatch, "Na mostě", pcs[:1])
    assert page.title.text() == "Na mostě"
    new_fight_through_the_dialog(window, monkeypatch, "V jeskyni", pcs)
    assert page.title.text() == "V jeskyni"
    current = page.encounter_view.currentIndex()
    assert page.encounters.data(current, Qt.ItemDataRole.DisplayRole).startswith("V jeskyni")


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_the_new_fight_key_works_from_every_area(window, qtbot, monkeypatch):
    opened: list[str] = []

    def record(dialog) -> bool:
        opened.append(window.tabs.currentWidget().objectName())
        return False

    monkeypatch.setattr(NewEncounterDialog, "exec", record)
    monkeypatch.setattr(page_module, "NewEncounterDialog", NewEncounterDialog)
    pcs, _npc = add_party(window)
    window.combat_area.create_fight("U brodu", [roster_combatant(i) for i in pcs])
    page = window.combat_area
    places = [
        (window.roster, lambda: window.roster),
        (window.character_area, lambda: window.character_area),
        (window.combat_area, lambda: page.encounter_view),
        (window.combat_area, lambda: page.table),
        (window.combat_area, lambda: page.dice),
        (window.ledger_area, lambda: window.ledger_area),
    ]
    for count, (area, focus) in enumerate(places, start=1):
        window.tabs.setCurrentWidget(area)
        window.activateWindow()  # offscreen, a closed dialog stays the active window
        qtbot.waitUntil(window.isActiveWindow)
        widget = focus()
        widget.setFocus()
        QApplication.processEvents()
        target = QApplication.focusWidget() or widget
        QTest.keyClick(target, Qt.Key.Key_F, CTRL_SHIFT)
        assert len(opened) == count, (area, widget)
        assert window.tabs.currentWidget() is window.combat_area
