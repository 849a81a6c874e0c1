"""A d20 rest may move the story's clock on by what the GM enters in the healing dialog
(a night proposes 8 hours, left unchecked), in the same undo step as the healing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from test_d20_sheet import FIGHTER, answer_dialogs, campaign_system, open_sheet, stored  # noqa: F401

from campaign_manager.story_time.calendar import HOUR
from campaign_manager.ui.systems.d20.dialogs import HealingDialog


def test_a_nights_rest_moves_the_story_on_when_the_gm_says_so(window, qtbot):
    editor = open_sheet(window, {**FIGHTER, "stamina": 20, "wounds": 12})
    seen = {}

    def heal(dialog):
        assert isinstance(dialog, HealingDialog)
        qtbot.mouseClick(dialog.mode_buttons["night"], Qt.MouseButton.LeftButton)
        passes = dialog.time_passes
        seen["proposed"] = (
            passes.isEnabled(),
            passes.check.isChecked(),
            passes.amount.value(),
            passes.unit.currentText(),
        )
        passes.check.setChecked(True)
        passes.amount.setValue(10)  # a long night
        dialog.accept()

    answer_dialogs(qtbot, heal)
    qtbot.mouseClick(editor.state.heal_button, Qt.MouseButton.LeftButton)
    assert seen["proposed"] == (True, False, 8, "hours")
    assert stored(editor)["wounds"] == 15
    assert window.story_clock.now() == 10 * HOUR
    window.undo()  # the healing and its hours go together
    assert window.story_clock.now() == 0
    assert stored(editor)["wounds"] == 12


def test_a_healing_spell_takes_no_story_time(window, qtbot):
    editor = open_sheet(window, {**FIGHTER, "stamina": 20, "wounds": 12})
    seen = {}

    def heal(dialog):
        qtbot.mouseClick(dialog.mode_buttons["spell"], Qt.MouseButton.LeftButton)
        seen["shown"] = dialog.time_passes.isEnabled()
        dialog.dice.setValue(3)
        dialog.accept()

    answer_dialogs(qtbot, heal)
    qtbot.mouseClick(editor.state.heal_button, Qt.MouseButton.LeftButton)
    assert seen["shown"] is False
    assert window.story_clock.now() == 0
