"""The d20 save dialogs decide nothing the GM did not roll (issue 37, items 22 and 23):
every save dialog starts with an empty total (or the one rolled when the GM presses roll),
Enter on an empty total resolves nothing and says why; a stun save put off with Later
stays pending until resolved, and resolving it then logs its outcome."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel
from test_d20_sheet import FIGHTER, open_sheet, stored
from test_d20_sheet import answer_dialogs as answer_sheet_dialogs
from test_d20_tracker_helpers import (
    answer_dialogs,
    log_texts,
    prompt_texts,
    select,
    sheet,
    start_fight,
)

from campaign_manager.systems.d20.encounter import pending
from campaign_manager.ui.systems.d20.dialogs import DamageDialog, RollDialog
from campaign_manager.ui.text import isolate

OTA = "Ota Mrázek"


@pytest.fixture
def campaign_system():
    return "d20"


def critical(amount: int):
    """A handler for the tracker's damage dialog: ``amount`` as a critical hit."""

    def handle(dialog):
        dialog.amount.setValue(amount)
        dialog.critical.setChecked(True)
        dialog.accept()

    return handle


def enter_on_empty_then_type(qtbot, dialog, typed: str, seen: dict) -> None:
    """Enter on the untouched dialog, then ``typed`` into the total and Enter; the dialog is
    closed in the end whatever happened (a test fails, it never hangs)."""
    seen["at first"] = dialog.total.text()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    seen["open after Enter"] = dialog.isVisible()
    problem = getattr(dialog, "problem", None)
    seen["why"] = problem.text() if problem is not None and problem.isVisible() else ""
    if dialog.isVisible():
        dialog.total.setFocus()
        qtbot.keyClicks(dialog.focusWidget(), typed)
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    if dialog.isVisible():
        seen["left open"] = True
        dialog.reject()


# -- item 22: the tracker's save dialog ----------------------------------------------------
def test_the_tracker_save_dialog_starts_empty_and_enter_on_it_resolves_nothing(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    o = ids[OTA]
    select(area, o)
    seen: dict = {}
    answer_dialogs(qtbot, critical(5), lambda d: enter_on_empty_then_type(qtbot, d, "20", seen))
    panel.damage_action.trigger()
    assert seen == {
        "at first": "",
        "open after Enter": True,
        "why": "Enter the total rolled, or roll d20 + the bonus.",
    }
    assert sheet(area, o)["pending_saves"] == []
    assert any("20 vs DC 10, success" in t for t in log_texts(window))


def test_the_tracker_save_put_off_on_an_empty_total_stays_pending(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    o = ids[OTA]
    select(area, o)

    def enter_then_later(dialog):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.reject()  # Later

    answer_dialogs(qtbot, critical(5), enter_then_later)
    panel.damage_action.trigger()
    assert sheet(area, o)["pending_saves"] == [["stun", 10]]
    assert not any("vs DC 10" in t for t in log_texts(window))


def test_the_stabilise_check_starts_empty_too(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    select(area, ids[OTA])
    seen: dict = {}
    answer_dialogs(qtbot, lambda d: enter_on_empty_then_type(qtbot, d, "17", seen))
    panel.stabilise_action.trigger()
    assert seen["at first"] == "" and seen["open after Enter"]
    assert seen["why"] == "Enter the total rolled, or roll d20 + the bonus."
    assert "left open" not in seen


# -- item 22: the sheet's save dialog --------------------------------------------------------
def test_the_sheet_save_dialog_starts_empty_refuses_enter_and_takes_a_roll(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    editor.rng = random.Random(1)
    expected = random.Random(1).randint(1, 20) + 5  # the sheet's Fortitude: 5
    dialog = editor.save_dialog("stun", 9)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.total.text() == ""
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.problem.isVisibleTo(dialog)
    assert dialog.problem.text() == "Enter the total rolled, or roll d20 + the bonus."
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert dialog.total.value() == expected  # the rolled one
    assert not dialog.problem.isVisibleTo(dialog)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_the_sheet_heal_check_starts_empty(window, qtbot):
    editor = open_sheet(window, FIGHTER)
    seen: dict = {}
    answer_sheet_dialogs(qtbot, lambda d: enter_on_empty_then_type(qtbot, d, "16", seen))
    assert editor.ask_heal_check() == 16
    assert seen["at first"] == "" and seen["open after Enter"]
    assert seen["why"] == "Enter the total rolled, or roll d20 + the bonus."


# -- item 23: a stun save put off with Later ------------------------------------------------------
def test_a_stun_save_put_off_stays_pending_when_a_later_save_brings_dying(window, qtbot):
    """15 damage as a critical hit: the stun save (DC 20) and the disabled one (DC 15).
    The stun save is put off; the disabled one fails: dying. The stun save stays pending
    (listed on the sheet) until the GM resolves it, and then its outcome is logged."""
    editor = open_sheet(window, FIGHTER)

    def damage(dialog):
        assert isinstance(dialog, DamageDialog)
        dialog.amount.setValue(15)
        dialog.critical.setChecked(True)
        dialog.accept()

    def later(dialog):
        assert isinstance(dialog, RollDialog)
        dialog.reject()

    def fails(dialog):
        dialog.total.setValue(3)
        dialog.accept()

    answer_sheet_dialogs(qtbot, damage, later, fails)
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    sheet_now = stored(editor)
    assert "dying" in sheet_now["conditions"]
    assert ["stun", 20] in sheet_now["pending_saves"]
    assert editor.state.saves.item(0).text() == "DC 20 — against stun (Hit to the body)"

    def resolve(dialog):
        dialog.total.setValue(12)
        dialog.accept()

    answer_sheet_dialogs(qtbot, resolve)
    editor.state.saves.setCurrentRow(0)
    qtbot.mouseClick(editor.state.resolve_button, Qt.MouseButton.LeftButton)
    assert ["stun", 20] not in stored(editor)["pending_saves"]
    log = editor.log_lines()
    assert "Fortitude save against stun (Hit to the body): 12 vs DC 20, failure." in log
    assert "The save no longer matters." in log  # unconscious: no stun


def test_a_stun_save_put_off_in_the_tracker_is_pending_until_resolved(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    o = ids[OTA]
    select(area, o)
    answer_dialogs(qtbot, critical(5), lambda d: d.reject())  # Later
    panel.damage_action.trigger()
    stuns = [p for p in pending(area.controller.state) if p.data.get("save") == "stun"]
    assert [(p.combatant, p.dc) for p in stuns] == [(o, 10)]
    assert any(OTA in t and "against stun" in t for t in prompt_texts(area))
    answer_dialogs(qtbot, lambda d: (d.total.setValue(4), d.use_total.click()))
    panel.save_action.trigger()
    assert not [p for p in pending(area.controller.state) if p.data.get("save") == "stun"]
    assert any(
        "Fortitude save against stun" in t and "4 vs DC 10, failure" in t
        for t in (log_texts(window))
    )


# -- issue 38, item 11: one wording of a save, on the sheet and in the tracker --------------
def test_the_sheet_and_the_tracker_ask_a_save_in_the_same_words(window, qtbot):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    select(area, ids[OTA])
    asked: dict = {}

    def later(dialog):
        asked["title"] = dialog.windowTitle()
        asked["text"] = dialog.findChild(QLabel, "check_text").text()
        dialog.reject()  # Later: it stays pending

    answer_dialogs(qtbot, critical(5), later)
    panel.damage_action.trigger()
    [(kind, dc)] = sheet(area, ids[OTA])["pending_saves"]
    editor = open_sheet(window, FIGHTER, name=OTA)
    dialog = editor.save_dialog(kind, dc)
    qtbot.addWidget(dialog)
    assert (asked["title"], asked["text"]) == (
        dialog.windowTitle(),
        dialog.findChildren(QLabel)[0].text(),
    )
    assert asked["text"].startswith(f"{isolate(OTA)}: Fortitude save DC {dc}, against stun")
