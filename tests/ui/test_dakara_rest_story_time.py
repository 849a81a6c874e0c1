"""Dakara's rest, sleep and meditation may move the story's clock on by what the GM enters
on the sheet's "Current state" page (off by default), in the same undo step as the pools
they refill."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_dakara_play_panel import open_sheet, stored

from campaign_manager.story_time.calendar import HOUR
from campaign_manager.systems.dakara import new_sheet


def _sheet() -> dict:
    sheet = new_sheet()
    sheet["skills"] = {
        "Fyzická zdatnost": {"rating": 2},
        "Jednání": {"rating": 1, "specialisations": {"Vůle": 3}},
    }
    return sheet


def test_a_night_s_sleep_moves_the_story_on_when_the_gm_says_so(window, qtbot):
    _editor, panel, cid = open_sheet(window, _sheet())
    panel.spend_spin.setValue(2)
    qtbot.mouseClick(panel.spend_buttons["vule"], Qt.MouseButton.LeftButton)
    passes = panel.time_passes
    assert not passes.check.isChecked()  # off until the GM says so
    qtbot.mouseClick(panel.sleep_button, Qt.MouseButton.LeftButton)
    assert stored(cid)["state"]["vule_spent"] == 0
    assert window.story_clock.now() == 0
    window.undo()  # the sleep, and no time
    assert stored(cid)["state"]["vule_spent"] == 2

    passes.check.setChecked(True)
    passes.amount.setValue(8)
    passes.unit.setCurrentIndex(passes.unit.findData(HOUR))
    qtbot.mouseClick(panel.sleep_button, Qt.MouseButton.LeftButton)
    assert stored(cid)["state"]["vule_spent"] == 0
    assert window.story_clock.now() == 8 * HOUR
    window.undo()  # the sleep and its hours go together
    assert window.story_clock.now() == 0
    assert stored(cid)["state"]["vule_spent"] == 2


def test_a_refused_meditation_moves_no_time(window, qtbot, messages):
    _editor, panel, cid = open_sheet(window, _sheet())
    panel.spend_spin.setValue(2)
    qtbot.mouseClick(panel.spend_buttons["vule"], Qt.MouseButton.LeftButton)
    panel.sustaining.setChecked(True)
    panel.time_passes.check.setChecked(True)
    panel._restore("meditate")  # refused while sustaining magic
    assert messages.shown and window.story_clock.now() == 0
    assert stored(cid)["state"]["vule_spent"] == 2
