"""The story's clock in the window: its date in the work area's header, advanced a day
(Ctrl+Alt+D) or by what the GM enters, set to a typed date, its calendar edited; each one
undo step, through the real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from campaign_manager.story_time.calendar import DAY
from campaign_manager.ui.story_time.calendar_dialog import CalendarDialog
from campaign_manager.ui.story_time.dialog import StoryTimeDialog
from campaign_manager.ui.story_time.words import duration_text


def when_shown(qtbot, kind, fill):
    """Run ``fill(dialog)`` on the modal dialog of ``kind`` once it is open."""

    def act():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, act)
            return
        fill(dialog)

    QTimer.singleShot(0, act)


def ok(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_the_header_shows_the_date_and_a_day_passes_as_one_undo_step(window, qtbot):
    clock = window.story_clock
    assert clock.button.isVisible()
    assert clock.button.text() == "Monday, 1 January 1 CE, 0:00"
    assert clock.day_action.shortcut().toString() == "Ctrl+Alt+D"
    clock.day_action.trigger()
    assert clock.button.text() == "Tuesday, 2 January 1 CE, 0:00"
    assert window.session.undo_stack.undoText() == "Story time +1 day"
    window.undo()
    assert clock.button.text() == "Monday, 1 January 1 CE, 0:00"
    window.redo()
    assert clock.now() == DAY


def test_the_dialog_advances_by_what_the_gm_enters(window, qtbot):
    clock = window.story_clock

    def fill(dialog):
        dialog.amount.setValue(3)
        dialog.unit.setCurrentIndex(1)  # hours
        assert dialog.unit.currentText() == "hours"
        assert "1 January 1 CE, 3:00" in dialog.preview.text()
        ok(dialog).click()

    when_shown(qtbot, StoryTimeDialog, fill)
    clock.time_action.trigger()
    assert clock.now() == 3 * 3600
    assert window.session.undo_stack.undoText() == "Story time +3 hours"


def test_the_dialog_sets_a_typed_date_and_refuses_one_the_calendar_lacks(window, qtbot):
    clock = window.story_clock
    seen = {}

    def fill(dialog):
        dialog.set_button.setChecked(True)
        dialog.date_edit.setText("31. 2. 1250 10:00")
        seen["refused"] = (ok(dialog).isEnabled(), dialog.problem.text())
        dialog.date_edit.setText("3 March 1250 CE, 18:30")
        ok(dialog).click()

    when_shown(qtbot, StoryTimeDialog, fill)
    clock.button.click()
    assert seen["refused"] == (False, "“31. 2. 1250 10:00” is not a date of this calendar.")
    assert clock.button.text() == "Tuesday, 3 March 1250 CE, 18:30"
    window.undo()
    assert clock.now() == 0


def test_a_calendar_picked_and_edited_names_the_same_moment_anew(window, qtbot):
    clock = window.story_clock
    clock.advance(40 * DAY)

    def fill(dialog):
        dialog.preset.setCurrentIndex(dialog.preset.count() - 1)  # the plain one
        dialog.preset.activated.emit(dialog.preset.count() - 1)
        dialog.months.item(0, 0).setText("Mrazen")
        dialog.era.setText("AK")
        dialog.era.textEdited.emit("AK")
        ok(dialog).click()

    when_shown(qtbot, CalendarDialog, fill)
    clock.calendar_action.trigger()
    assert clock.button.text() == "Day 6, 11 Month 2 1 AK, 0:00"
    assert clock.calendar().months[0].name == "Mrazen"
    window.undo()
    assert clock.button.text() == "Saturday, 10 February 1 CE, 0:00"


def test_a_calendar_with_a_month_of_no_days_is_not_taken(window, qtbot):
    dialog = CalendarDialog(window.story_clock.calendar(), None, window)
    dialog.months.item(1, 1).setText("0")
    assert not ok(dialog).isEnabled()
    assert "1 to 1000 days" in dialog.problem.text()


@pytest.fixture
def czech(qapp):
    from campaign_manager.ui import i18n

    i18n.install(qapp, "cs")
    yield
    i18n.install(qapp, "en")


def test_czech_durations_have_their_plurals(czech):
    assert duration_text(DAY) == "1 den"
    assert duration_text(3 * DAY) == "3 dny"
    assert duration_text(5 * DAY + 2 * 3600) == "5 dní, 2 hodiny"
    assert duration_text(21 * 60) == "21 minut"
