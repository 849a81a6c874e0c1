"""Settings → Preferences: the UI language (system, Czech or English)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.paths import backups_dir, data_dir
from campaign_manager.ui.text import plain


class PreferencesDialog(QDialog):
    def __init__(self, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(460)
        self.language_combo = QComboBox()
        self.language_combo.addItem(self.tr("Follow the system"), "system")
        self.language_combo.addItem("Čeština", "cs")
        self.language_combo.addItem("English", "en")
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(language)))
        note = QLabel(self.tr("A new language takes effect the next time Kronikář starts."))
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(placeholder-text);")
        folders = plain(
            QLabel(
                self.tr("Data and logs: {data}\nBackups: {backups}").format(
                    data=data_dir(), backups=backups_dir()
                )
            )
        )
        folders.setWordWrap(True)
        folders.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language_combo)
        form.addRow("", note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(folders)
        layout.addWidget(buttons)

    @property
    def language(self) -> str:
        return self.language_combo.currentData()
