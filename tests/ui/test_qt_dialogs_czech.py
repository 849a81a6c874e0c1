"""Qt's own dialogs speak the app's language: with Czech, a message box's and a button
box's standard buttons and Qt's file dialog (the one shown where the desktop has none of
its own, as offscreen) read Czech, from Qt's base translation and, for the texts it lacks,
from the app's own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLabel, QMessageBox

from campaign_manager.ui import i18n
from campaign_manager.ui.file_dialogs import open_file


@pytest.fixture
def czech(qapp):
    i18n.install(qapp, "cs")
    yield
    i18n.install(qapp, "en")


def test_standard_buttons_read_czech(qtbot, czech):
    # Qt's base translation (qtbase_cs): without it these read "&Yes", "&No", "Cancel"
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Yes
        | QDialogButtonBox.StandardButton.No
        | QDialogButtonBox.StandardButton.Cancel
    )
    qtbot.addWidget(buttons)
    assert sorted(b.text() for b in buttons.buttons()) == ["&Ano", "&Ne", "Zrušit"]
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?")
    qtbot.addWidget(box)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    assert sorted(b.text() for b in box.buttons()) == ["&Ano", "&Ne"]


def test_the_file_dialog_reads_czech(qtbot, czech, tmp_path):
    seen: list[str] = []

    def look() -> None:
        dialog = next(
            (w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog)), None
        )
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, look)
            return
        seen.extend(label.text() for label in dialog.findChildren(QLabel) if label.text())
        dialog.reject()

    QTimer.singleShot(0, look)
    assert open_file(None, "campaigns", "Otevřít", "Kampaně (*.kronikar)", tmp_path) == ""
    assert {"&Hledat v:", "Název &souboru:", "Soubory &typu:"} <= set(seen), seen
