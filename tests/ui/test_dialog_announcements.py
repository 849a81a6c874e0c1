"""A problem a dialog shows after the GM pressed OK (a value to check, a refusal of the
rules) is said to a screen reader at once, as an assertive announcement, and stays in the
OK button's description: focus does not move to the new line, so it is otherwise silent."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QDialogButtonBox

PEOPLE = [("a", "Bořek Hrabal"), ("b", "Markéta Hellerová")]


@pytest.fixture
def announced(monkeypatch) -> list[tuple[str, object]]:
    """Each announcement the app gave Qt's accessibility: (text, politeness); Qt gets it."""
    said = []
    original = QAccessible.updateAccessibility

    def record(event) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            said.append((event.message(), event.politeness()))
        original(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    return said


def assertive(text: str):
    return (text, QAccessible.AnnouncementPoliteness.Assertive)


def test_a_value_to_check_in_a_tracker_dialog_is_announced(qtbot, announced):
    from campaign_manager.ui.systems.clovek.tracker_dialogs import SpendDialog

    dialog = SpendDialog(PEOPLE)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.table.item(0, 1).setData(Qt.ItemDataRole.EditRole, "many")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.click()
    assert dialog.isVisible() and dialog.problem.isVisible()
    problem = dialog.problem.text()
    assert "Bořek Hrabal" in problem
    assert announced == [assertive(problem)]
    assert ok.accessibleDescription() == problem


def test_a_refusal_of_the_rules_in_a_tracker_dialog_is_announced(qtbot, announced):
    from campaign_manager.ui.systems.clovek.tracker_attacks import SlowResolveDialog

    dialog = SlowResolveDialog(PEOPLE)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.show_refusal("Nobody can attack themselves.")
    assert announced == [assertive("Nobody can attack themselves.")]


def test_a_d20_check_without_a_total_says_why(qtbot, announced):
    from campaign_manager.ui.systems.d20.tracker_dialogs import CheckDialog

    dialog = CheckDialog("Fortitude save", "", "Bonus", parent=None)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.use_total.click()
    assert dialog.isVisible() and dialog.problem.isVisible()
    assert announced == [assertive(dialog.problem.text())]
    assert dialog.use_total.accessibleDescription() == dialog.problem.text()


def test_a_refused_ledger_record_is_announced(window, qtbot, announced):
    from campaign_manager.ui.ledger.dialogs import FavourDialog

    parties = [("character:1", "Jan Bezruč"), ("character:2", "Markéta Hellerová")]
    dialog = FavourDialog(window.session, parties, parent=window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.form.set_values({"debtor": "character:1", "creditor": "character:1"})
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.click()
    assert dialog.isVisible() and dialog.error.isVisible()
    assert announced == [assertive(dialog.error.text())]
    assert ok.accessibleDescription() == dialog.error.text()
