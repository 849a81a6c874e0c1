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


# -- Člověk: the initiative dialog and the burst's follow-ups ---------------------------------
def clovek_fight(window, monkeypatch):
    """The Člověk fight of the tracker's tests, started, its panel's steps recorded."""
    from tests.ui.clovek_tracker_helpers import prepare

    page, people = prepare(window)
    page.start_action.trigger()
    sent: list[dict] = []
    act_many = page.panel.act_many

    def record(actions, text=None):
        sent.extend(actions)
        return act_many(actions, text)

    monkeypatch.setattr(page.panel, "act_many", record)
    return page, people, sent


def focused(dialog, qtbot):
    """Where the keys go in the dialog, as the GM types them (the dialog made active)."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    widget = QApplication.focusWidget()
    assert widget is not None and dialog.isAncestorOf(widget)
    return widget


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_enter_in_the_initiative_dialog_commits_the_cell_and_keeps_the_dialog(
    window, qtbot, monkeypatch
):
    from tests.ui.clovek_tracker_helpers import run

    page, (tomas, lucie, _viktor), sent = clovek_fight(window, monkeypatch)
    still_open = []

    def type_dice(dialog):
        table = dialog.table
        assert focused(dialog, qtbot) is table  # typing goes into the first cell at once
        QTest.keyClicks(focused(dialog, qtbot), "3")  # no double click
        QTest.keyClick(focused(dialog, qtbot), Qt.Key.Key_Return)
        QApplication.processEvents()
        still_open.append(dialog.isVisible())
        assert table.values()[0]["dice"] == 3, "Enter lost the typed dice"
        assert table.currentRow() == 1  # Enter went on to the next participant
        QTest.keyClicks(focused(dialog, qtbot), "2")
        QTest.keyClick(focused(dialog, qtbot), Qt.Key.Key_Enter)
        QApplication.processEvents()
        still_open.append(dialog.isVisible())
        QTest.keyClicks(focused(dialog, qtbot), "1")  # and OK with the editor still open
        dialog.ok_button().click()

    run(qtbot, page.panel.initiative_action.trigger, type_dice)
    assert still_open == [True, True]
    ids = [a["id"] for a in sent]
    dice = {a["id"]: a.get("dice") for a in sent if a["type"] == "roll_initiative"}
    assert ids[:2] == [f"c{tomas}", f"c{lucie}"]
    assert dice == {ids[0]: 3, ids[1]: 2, ids[2]: 1}


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_enter_outside_a_cell_accepts_the_initiative_dialog_with_what_was_typed(
    window, qtbot, monkeypatch
):
    from tests.ui.clovek_tracker_helpers import run

    page, _people, sent = clovek_fight(window, monkeypatch)

    def type_and_accept(dialog):
        QTest.keyClicks(focused(dialog, qtbot), "2")
        QTest.keyClick(focused(dialog, qtbot), Qt.Key.Key_Return)  # the cell
        QApplication.processEvents()
        assert dialog.isVisible()
        QTest.keyClick(focused(dialog, qtbot), Qt.Key.Key_Return)  # nothing typed now: OK

    run(qtbot, page.panel.initiative_action.trigger, type_and_accept)
    assert [a.get("dice") for a in sent if a["type"] == "roll_initiative"] == [2]


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_the_bursts_follow_up_dialogs_name_the_attacker(window, qtbot, monkeypatch):
    from campaign_manager.ui.systems.clovek.tracker_attacks import AutofireDialog
    from tests.ui.clovek_tracker_helpers import initiative_for, run, select

    page, (tomas, lucie, viktor), _sent = clovek_fight(window, monkeypatch)
    initiative_for(page, qtbot, {f"c{viktor}": "9", f"c{tomas}": "1", f"c{lucie}": "2"})
    run(qtbot, page.next_action.trigger, lambda dialog: dialog.accept())  # the extras' tie
    assert page.controller.state["current"] == f"c{viktor}"
    select(page, f"c{tomas}")
    attackers = []

    def burst(dialog):
        assert isinstance(dialog, AutofireDialog)
        dialog.accept()

    def follow_up(dialog):
        attackers.append((dialog.attacker.currentText(), dialog.attacker.isEnabled()))
        dialog.reject()

    run(qtbot, page.panel.autofire_action.trigger, burst, follow_up, follow_up)
    assert attackers == [("Viktor Šindelář", False)] * 2
