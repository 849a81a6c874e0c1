"""A rescue note: what the GM typed into a character's fields that could not be saved
(the character was deleted meanwhile, the campaign closed while the server was away) is
written to a text file in the data folder and shown, to be copied where it belongs."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QMessageBox, QWidget

from campaign_manager.paths import rescue_dir
from campaign_manager.ui.text import literal

log = logging.getLogger(__name__)


def plain_text(field: str, value: Any) -> str:
    """A field's value as the GM reads it (the notes without their markup)."""
    if field == "notes":
        document = QTextDocument()
        document.setHtml(value or "")
        return document.toPlainText()
    if isinstance(value, list):
        return ", ".join(str(item) for item in value)
    return "" if value is None else str(value)


def write_rescue(what: str, values: dict[str, Any]) -> tuple[Path | None, str]:
    """The rescue file (None when it could not be written) and its text."""
    text = "\n\n".join(
        [what, *(f"{field}:\n{plain_text(field, value)}" for field, value in values.items())]
    )
    stamp = datetime.now().strftime("%Y-%m-%d %H-%M-%S")
    path = rescue_dir() / f"{stamp} {what.replace('/', '-')[:60]}.txt"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text + "\n", encoding="utf-8")
    except OSError as error:
        log.warning("the rescue note was not written: %s", error)
        return None, text
    return path, text


def rescue_note(parent: QWidget, what: str, values: dict[str, Any]) -> QMessageBox:
    """Keep ``values`` (an edit ``what`` that could not be saved) in a rescue note and say
    where; the message shows the text too. The message is returned open (not waited on)."""
    path, text = write_rescue(what, values)
    if path is not None:
        message = QCoreApplication.translate(
            "RescueNote",
            "“{what}” could not be saved. What you typed is kept in {path} and under "
            "Show Details: copy it where it belongs.",
        ).format(what=what, path=str(path))
    else:
        message = QCoreApplication.translate(
            "RescueNote",
            "“{what}” could not be saved. What you typed is under Show Details: copy it "
            "where it belongs before closing this message.",
        ).format(what=what)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("RescueNote", "Kept in a rescue note"),
        literal(message),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setDetailedText(text)
    box.open()
    return box
