"""The answer to an undo or redo that another GM's change refused: the message says who
changed what, and offers to keep their change (this GM's step then goes from the history)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from campaign_manager.ui.text import literal


def ask(box: QMessageBox):
    """Show ``box`` and return the button clicked (tests answer it)."""
    box.exec()
    return box.clickedButton()


def offer_keep_theirs(window, session, title: str, text: str) -> bool:
    """Say why the step was refused and offer to keep the other GM's change; True when the
    GM chose to (the step left the history)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, literal(text), parent=window)
    keep = box.addButton(
        QCoreApplication.translate("KeepTheirs", "&Keep their change"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "KeepTheirs",
            "Keeping their change takes this step out of your history, so undo and redo "
            "go on past it.",
        )
    )
    box.addButton(QMessageBox.StandardButton.Close)
    if ask(box) is not keep:
        return False
    return session.keep_theirs()
