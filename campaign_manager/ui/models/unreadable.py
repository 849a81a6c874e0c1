"""What cannot be read of an item, as the GM reads it where the item is shown: the line
that says what and why, and the mark (an icon) beside it. The roster, its bar and the
fights' list show them alike."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.unreadable import UnreadableItem
from campaign_manager.ui.i18n import current_language


def unreadable_line(item: UnreadableItem) -> str:
    """What cannot be read, as the GM reads it where the item is shown."""
    problem = item.problem.get(current_language())
    lines = {
        "sheet": QCoreApplication.translate("Unreadable", "This sheet cannot be read: {problem}"),
        "tags": QCoreApplication.translate("Unreadable", "The tags cannot be read: {problem}"),
        "summary": QCoreApplication.translate(
            "Unreadable", "The roster line cannot be read: {problem}"
        ),
        "settings": QCoreApplication.translate(
            "Unreadable",
            "The campaign's settings cannot be read: {problem}. Until they are restored, "
            "the rules use their defaults.",
        ),
        "state": QCoreApplication.translate(
            "Unreadable", "This fight cannot be opened, its state cannot be read: {problem}"
        ),
    }
    if item.table == "campaign":  # its texts: the readable part shown, the GM writes it anew
        lines["name"] = QCoreApplication.translate(
            "Unreadable",
            "The campaign's name is damaged in the file ({problem}); the unreadable "
            "characters show as �. Rename the campaign to put it right.",
        )
        lines["description"] = QCoreApplication.translate(
            "Unreadable",
            "The campaign's description is damaged in the file ({problem}); the unreadable "
            "characters show as �. Write it anew to put it right.",
        )
    else:
        lines["name"] = QCoreApplication.translate(
            "Unreadable",
            "This name is damaged in the file ({problem}); the unreadable characters show "
            "as �. Rename the character to put it right.",
        )
        lines["player"] = QCoreApplication.translate(
            "Unreadable",
            "The player's name is damaged in the file ({problem}); the unreadable "
            "characters show as �. Write it anew to put it right.",
        )
        lines["notes"] = QCoreApplication.translate(
            "Unreadable",
            "The notes are damaged in the file ({problem}); the unreadable characters show "
            "as �. Edit them to put them right.",
        )
    return lines[item.column].format(problem=problem)


def unreadable_icon() -> QIcon:
    """The mark of something that cannot be read."""
    from PySide6.QtWidgets import QStyle  # (PySide builds the class on its first import)

    return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
