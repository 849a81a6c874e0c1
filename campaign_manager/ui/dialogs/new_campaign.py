"""File → New campaign: a name, a rule system and where the file goes."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.paths import CAMPAIGN_SUFFIX, campaigns_dir
from campaign_manager.systems import get_system, system_keys
from campaign_manager.ui.file_dialogs import remember
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems import system_ui
from campaign_manager.ui.text import plain


def file_name_for(name: str) -> str:
    """A safe file name for a campaign called ``name`` (accents kept, odd characters dropped)."""
    cleaned = unicodedata.normalize("NFC", name).strip()
    cleaned = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "", cleaned)
    cleaned = re.sub(r"\s+", " ", cleaned).strip(" .")
    return (cleaned or "kampan") + CAMPAIGN_SUFFIX


def free_path(folder: Path, name: str) -> Path:
    """``folder/name.kronikar``, numbered if taken, so nothing is ever overwritten."""
    candidate = folder / file_name_for(name)
    number = 2
    while candidate.exists():
        candidate = folder / f"{Path(file_name_for(name)).stem} ({number}){CAMPAIGN_SUFFIX}"
        number += 1
    return candidate


class PathLabel(QLabel):
    """A path shown whole: wrapped after each folder, and as tall as its lines (a label
    that wraps inside a form row kept its first height, the rest of the path cut)."""

    def __init__(self):
        super().__init__()
        plain(self)  # a folder's name as it is
        self.setWordWrap(True)

    def set_path(self, path: Path) -> None:
        # a path has no spaces to wrap at: allow a break after every separator
        self.setText(str(path).replace(os.sep, os.sep + "\u200b"))
        self.setToolTip(str(path))
        self._fit_height()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        needed = self.heightForWidth(self.width())
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


class NewCampaignDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New campaign"))
        self.setMinimumWidth(520)
        self.folder = campaigns_dir()

        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Stíny nad Prahou"))
        self.system_combo = QComboBox()
        for key in system_keys():
            self.system_combo.addItem(get_system(key).name.get(current_language()), key)
        self.system_help = QLabel(wordWrap=True)
        self.system_help.setStyleSheet("color: palette(placeholder-text);")
        self.location_label = PathLabel()
        browse = QPushButton(self.tr("Change folder…"))
        browse.clicked.connect(self._choose_folder)
        location_row = QHBoxLayout()
        location_row.addWidget(self.location_label, 1)
        location_row.addWidget(browse)

        form = QFormLayout()
        form.addRow(self.tr("Campaign &name:"), self.name_edit)
        form.addRow(self.tr("&Rule system:"), self.system_combo)
        form.addRow("", self.system_help)
        form.addRow(self.tr("Saved as:"), location_row)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Create campaign"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

        self.name_edit.textChanged.connect(self._update)
        self.system_combo.currentIndexChanged.connect(self._update)
        self._update()

    def _system_description(self, key: str) -> str:
        """What the system is, in a sentence, as its UI says it."""
        return system_ui(key).description()

    def _update(self) -> None:
        self.system_help.setText(self._system_description(self.system))
        self.location_label.set_path(self.path)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.campaign_name))

    def _choose_folder(self) -> None:
        folder = remember(
            "campaigns",
            QFileDialog.getExistingDirectory(
                self, self.tr("Folder for the campaign"), str(self.folder)
            ),
        )
        if folder:
            self.folder = Path(folder)
            self._update()

    @property
    def campaign_name(self) -> str:
        return self.name_edit.text().strip()

    @property
    def system(self) -> str:
        return self.system_combo.currentData()

    @property
    def path(self) -> Path:
        return free_path(self.folder, self.campaign_name or self.tr("New campaign"))
