"""The fight runs from the keyboard: no focus trap. Escape leaves the dice line for the
order table, a key takes focus to the order table, a panel part that hides while it holds
the focus hands it to the order table, and ending the fight and the players' name for a
combatant have keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit
from test_combat_area import add_party

from campaign_manager.storage.encounters import extras_of, roster_combatant


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def fight_on_screen(window, qtbot):
    """The demo's party and two extras in a prepared fight, its Combat page on screen in
    the active window."""
    pcs, npc = add_party(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.tabs.setCurrentWidget(window.combat_area)
    page = window.combat_area
    page.create_fight("U brodu", [roster_combatant(i) for i in pcs] + extras_of(npc, 2))
    return page


@pytest.fixture
def page(window, qtbot):
    page = fight_on_screen(window, qtbot)
    page.start_action.trigger()
    return page


def turn(page) -> str:
    return page.controller.state["current"]


def test_escape_leaves_the_dice_line_and_n_moves_the_fight_on(page, qtbot):
    page.log_pane.focus_dice()
    qtbot.waitUntil(lambda: page.dice.hasFocus())
    qtbot.keyClicks(page.dice, "2d6")
    qtbot.keyClick(page.dice, Qt.Key.Key_Return)  # rolled; the line keeps the focus
    qtbot.keyClick(page.dice, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: page.table.hasFocus())
    before = turn(page)
    qtbot.keyClick(page.table, Qt.Key.Key_N)
    assert turn(page) != before
    assert "n" not in page.dice.text().lower().replace("2d6", "")


def test_a_part_that_hides_with_the_focus_hands_it_to_the_order_table(page, qtbot):
    field = QLineEdit(page.panel)  # a panel part (the tie list) holding the focus
    field.show()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.hide()
    qtbot.waitUntil(lambda: page.table.hasFocus())
    before = turn(page)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_N)
    assert turn(page) != before


def test_keys_for_the_order_table_the_players_name_and_ending_the_fight(page, qtbot):
    assert page.focus_table_action.shortcut() == QKeySequence("Ctrl+T")
    page.log_pane.focus_dice()
    qtbot.waitUntil(lambda: page.dice.hasFocus())
    qtbot.keyClick(page.dice, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: page.table.hasFocus())
    assert not page.alias_action.shortcut().isEmpty()
    assert not page.finish_action.shortcut().isEmpty()
    keys = {a.shortcut().toString() for a in page.menu_actions() if not a.shortcut().isEmpty()}
    shortcuts = [a.shortcut().toString() for a in page.menu_actions() if not a.shortcut().isEmpty()]
    assert len(keys) == len(shortcuts)  # no key does two things
