"""A whole fight of each system run from the keyboard alone: start, turns through three
rounds (every dialog the fight opens answered with Enter, or Escape where Enter cannot
confirm it), and the end, with the focus never lost between them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_combat_focus import fight_on_screen


@pytest.fixture(params=["d20", "clovek", "dakara"])
def campaign_system(request) -> str:
    return request.param


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as a person presses it: to the open dialog (a window manager makes it the
    active window) where one is open, else to the widget with the focus."""
    modal = QApplication.activeModalWidget()
    widget = (modal.focusWidget() or modal) if modal is not None else QApplication.focusWidget()
    assert widget is not None, "the focus was lost"
    qtbot.keyClick(widget, key, modifier)


def test_a_whole_fight_from_the_keyboard(window, qtbot, messages):
    page = fight_on_screen(window, qtbot)
    page.table.setFocus()
    qtbot.waitUntil(lambda: page.table.hasFocus())
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # start
    controller = window.session.combat
    assert controller.state["round"] >= 1
    keys = 0
    while controller.state["round"] < 3:
        keys += 1
        where = (controller.state["round"], controller.state.get("phase"), messages.shown[-3:])
        assert keys < 200, f"the keys no longer move the fight on: {where}"
        dialog = page.panel.dialog or QApplication.activeModalWidget()
        if dialog is not None:
            before = dialog
            press(qtbot, Qt.Key.Key_Return)
            if (page.panel.dialog or QApplication.activeModalWidget()) is before:
                press(qtbot, Qt.Key.Key_Escape)  # Enter could not confirm it: skipped
            continue
        press(qtbot, Qt.Key.Key_N)
    press(
        qtbot, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert controller.state["status"] == "finished"
    assert window.isActiveWindow() and QApplication.focusWidget() is not None
