"""Waiving a broken rule asks why; an empty reason says so and keeps the dialog open."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from campaign_manager.systems.common import Text
from campaign_manager.systems.dakara import Violation
from campaign_manager.ui.systems.dakara.violations import ReasonDialog


def violation() -> Violation:
    text = Text(cs="Limit hodnocení statistik", en="The stat rating limit")
    return Violation(code="limit_others", subject=None, message=text)


def test_an_empty_reason_cannot_be_confirmed_and_says_why(qtbot):
    dialog = ReasonDialog(violation(), "en")
    qtbot.addWidget(dialog)
    dialog.show()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    assert dialog.hint.isVisible() and "why" in dialog.hint.text().lower()
    qtbot.keyClicks(dialog.reason, "   ")
    assert not ok.isEnabled()  # spaces are no reason
    qtbot.keyClicks(dialog.reason, "Mistr plavec")
    assert ok.isEnabled() and not dialog.hint.isVisible()
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert dialog.result() == ReasonDialog.DialogCode.Accepted
    assert dialog.value() == "Mistr plavec"
