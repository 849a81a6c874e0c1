"""Help → About Kronikář: the version, what the app is, and the licences of the content it
ships (the Open Game License of the rule data that is Open Game Content).

A rule system's folder in resources/rules/ that holds an ``OGL.txt`` ships Open Game
Content; the dialog offers each such licence to read, naming no system.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.paths import resource_path
from campaign_manager.ui.widgets.titles import fit_title

LICENCE_NAME = "OGL.txt"


def licence_files() -> list[Path]:
    """Every Open Game License the app ships with rule data, sorted by path."""
    rules = resource_path("rules")
    return sorted(path for path in rules.glob(f"*/{LICENCE_NAME}") if path.is_file())


class LicenceDialog(QDialog):
    """The full text of one licence, read-only, in a fixed-width font."""

    def __init__(self, path: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open Game License"))
        fit_title(self)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The game rules data Kronikář ships with (such as its bestiary) include "
                "Open Game Content, used under the Open Game License 1.0a below. Section 15 "
                "names its copyright holders."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont))
        try:
            self.text.setPlainText(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            self.text.setPlainText(
                self.tr("The licence file {path} cannot be read.").format(path=path)
            )
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 560)


class AboutDialog(QDialog):
    """The about text (given by the caller, already translated) and the licences."""

    def __init__(self, title: str, text: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        fit_title(self)
        self.setMinimumWidth(max(self.minimumWidth(), 420))
        layout = QVBoxLayout(self)
        label = QLabel(text)
        label.setWordWrap(True)
        label.setOpenExternalLinks(False)
        layout.addWidget(label)
        self.licence_buttons: list[QPushButton] = []
        files = licence_files()
        if files:
            note = QLabel(
                self.tr(
                    "Parts of the rules data are Open Game Content under the Open Game "
                    "License 1.0a."
                )
            )
            note.setWordWrap(True)
            layout.addWidget(note)
        for path in files:
            button = QPushButton(self.tr("Read the Open Game License…"))
            button.clicked.connect(lambda _=False, p=path: self.show_licence(p))
            layout.addWidget(button)
            self.licence_buttons.append(button)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.licence: LicenceDialog | None = None

    def show_licence(self, path: Path) -> None:
        self.licence = LicenceDialog(path, self)
        self.licence.open()
