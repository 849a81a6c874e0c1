"""Campaign → Properties: the campaign's name and description (undoable edits)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)


class CampaignPropertiesDialog(QDialog):
    def __init__(self, name: str, description: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Campaign properties"))
        self.setMinimumWidth(480)
        self.name_edit = QLineEdit(name)
        self.description_edit = QPlainTextEdit(description)
        self.description_edit.setPlaceholderText(
            self.tr("Where and when the campaign is set, what the party is after…")
        )
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Description:"), self.description_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(
            lambda text: self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
                bool(text.strip())
            )
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    @property
    def name(self) -> str:
        return self.name_edit.text().strip()

    @property
    def description(self) -> str:
        return self.description_edit.toPlainText()
