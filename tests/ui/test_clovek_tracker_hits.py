"""The Střety tracker's hit dialogs from the keyboard (issue 37, item 21): a burst's attack
and a shotgun group's wound open with the first points cell focused, typed points and Enter
enter them (Enter never presses *Missed*), and every miss the GM gives goes to the log, in
Czech and in English."""

from __future__ import annotations

import pytest
from clovek_tracker_helpers import initiative_for, log_texts, prepare, run, select, sheet_of
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QDialogButtonBox

from campaign_manager.ui import i18n
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings
from campaign_manager.ui.systems.clovek.tracker_widgets import TargetTable


@pytest.fixture
def campaign_system():
    return "clovek"


def tomas_acts(window, qtbot):
    """The fight started, Tomáš acting (his initiative 9 + 3), Viktor selected."""
    page, (tomas, lucie, viktor) = prepare(window)
    page.start_action.trigger()
    initiative_for(page, qtbot, {f"c{tomas}": "9"})
    run(qtbot, page.next_action.trigger, lambda dialog: dialog.accept())  # the extras' tie
    select(page, f"c{viktor}")
    return page, (tomas, lucie, viktor)


def typing_goes_to_the_points_cell(dialog) -> TargetTable:
    """The dialog's table has the keyboard focus (what gets the keys while the dialog is
    the active window) on its first points cell."""
    table = dialog.findChild(TargetTable)
    focus = dialog.focusWidget()
    assert focus is table or table.isAncestorOf(focus), type(focus).__name__
    assert (table.currentRow(), table.currentColumn()) == (0, 1)
    return table


def test_a_burst_hit_is_typed_and_entered_and_a_miss_is_logged(window, qtbot):
    page, (tomas, _lucie, viktor) = tomas_acts(window, qtbot)
    seen: dict = {}

    def burst(dialog):
        dialog.attacker.set_key(f"c{tomas}")
        dialog.accept()

    def first_hit(dialog):
        table = typing_goes_to_the_points_cell(dialog)
        missed = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        assert missed.text() == "&Missed"
        assert not missed.isDefault() and not missed.autoDefault()
        assert dialog.ok_button().isDefault()
        dialog.table.set_value(f"c{viktor}", "face", "8")  # the torso
        qtbot.keyClicks(dialog.focusWidget(), "3")
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # the cell's Enter
        qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)
        seen["open after the cell's Enter"] = dialog.isVisible()
        seen["points"] = table.values()[0]["points"]
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # the dialog's Hit
        if dialog.isVisible():  # Enter did not press Hit: the test fails, not hangs
            seen["left open"] = True
            dialog.reject()

    def second_missed(dialog):
        typing_goes_to_the_points_cell(dialog)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()

    run(qtbot, page.panel.autofire_action.trigger, burst, first_hit, second_missed)
    assert seen == {"open after the cell's Enter": True, "points": 3}
    assert sheet_of(viktor)["scars"]["torso"].startswith("XXX")
    texts = log_texts(page)
    assert any(t.endswith("Viktor Šindelář: attack 2 of the burst missed.") for t in texts)
    assert not any("attack 1 of the burst missed" in t for t in texts)


def test_a_burst_miss_is_logged_in_czech(qtbot, qapp, campaign, messages):
    i18n.install(qapp, "cs")
    try:
        window = MainWindow(AppSettings())
        qtbot.addWidget(window)
        window.attach(campaign)
        window.show()
        qtbot.waitExposed(window)
        page, (tomas, _lucie, _viktor) = tomas_acts(window, qtbot)

        def burst(dialog):
            dialog.attacker.set_key(f"c{tomas}")
            dialog.accept()

        def missed(dialog):
            dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()

        run(qtbot, page.panel.autofire_action.trigger, burst, missed, missed)
        texts = log_texts(page)
        assert any(t.endswith("Viktor Šindelář: 1. útok dávky minul.") for t in texts)
        assert any(t.endswith("Viktor Šindelář: 2. útok dávky minul.") for t in texts)
        window.close()
    finally:
        i18n.install(qapp, "en")


def test_escape_on_a_burst_attack_is_its_missed_button_and_logged_too(window, qtbot):
    """The attack dialog has two answers, Hit and Missed; Escape is Missed (its Cancel
    button), so an attack never vanishes from the log."""
    page, (tomas, _lucie, _viktor) = tomas_acts(window, qtbot)

    def burst(dialog):
        dialog.attacker.set_key(f"c{tomas}")
        dialog.accept()

    def escape(dialog):
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
        if dialog.isVisible():  # the test fails, not hangs
            dialog.reject()

    run(qtbot, page.panel.autofire_action.trigger, burst, escape, escape)
    texts = log_texts(page)
    assert sum(t.endswith("of the burst missed.") for t in texts) == 2


def test_the_shotgun_dialog_types_its_power_and_a_miss_is_logged(window, qtbot):
    page, (tomas, _lucie, _viktor) = tomas_acts(window, qtbot)
    seen: dict = {}

    def shot(dialog):
        dialog.attacker.set_key(f"c{tomas}")
        seen["focus"] = dialog.focusWidget() is dialog.power
        qtbot.keyClicks(dialog.focusWidget(), "5")
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)  # OK: "it hit" unticked
        if dialog.isVisible():  # the test fails, not hangs
            seen["left open"] = True
            dialog.reject()

    run(qtbot, page.panel.shotgun_action.trigger, shot)
    assert seen == {"focus": True}
    texts = log_texts(page)
    assert any(t.endswith("Viktor Šindelář: slug: power 5.") for t in texts)
    assert any(t.endswith("Tomáš Kubíček → Viktor Šindelář: the shot missed.") for t in texts)


def test_a_shotgun_hit_types_its_groups_next(window, qtbot):
    page, (tomas, _lucie, viktor) = tomas_acts(window, qtbot)

    def shot(dialog):
        dialog.attacker.set_key(f"c{tomas}")
        dialog.hit.setChecked(True)
        assert dialog.focusWidget() is dialog.groups  # ticked: the groups are typed next
        qtbot.keyClicks(dialog.groups, "3 1")
        dialog.faces.setText("8 6")
        qtbot.keyClick(dialog.groups, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.reject()

    run(qtbot, page.panel.shotgun_action.trigger, shot)
    scars = sheet_of(viktor)["scars"]
    assert scars["torso"].startswith("XXX") and scars["right_arm"].startswith("X")
    assert not any("the shot missed" in t for t in log_texts(page))
