"""The fourth system's sheet editor: one spin box for the might (the luck is shown in the
print-out only)."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox, QVBoxLayout

from campaign_manager.ui.character.sheet_base import SheetEditor
from fourth_system.rules import LIMIT


class MightEditor(SheetEditor):
    def __init__(self, session, parent=None):
        super().__init__(session, parent)
        self.might = QSpinBox()
        self.might.setRange(0, LIMIT)
        self.might.valueChanged.connect(self._edited)
        QVBoxLayout(self).addWidget(self.might)

    def refresh(self) -> None:
        self.might.setValue(self.sheet["might"])

    def _edited(self, value: int) -> None:
        sheet = self.edited_copy()
        sheet["might"] = value
        self.commit(sheet, "might")

    def printable_html(self) -> str:
        return f"<p>Might {self.sheet['might']}, luck {self.sheet['luck']}</p>"
