"""GUI fixtures: a real main window on the test's campaign, with message boxes patched out."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

import pytest
from PySide6.QtWidgets import QMessageBox
from support import open_windows

from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

open_windows.install()  # the tracker tests find the open windows through it


@dataclass
class Messages:
    """Every message box the code tried to show: (kind, title, text)."""

    shown: list[tuple[str, str, str]] = field(default_factory=list)

    def titles(self) -> list[str]:
        return [title for _, title, _ in self.shown]


@pytest.fixture(autouse=True, scope="session")
def english_ui(qapp):
    """GUI tests read the English UI, as the app shows it (plural forms come from the .qm)."""
    from campaign_manager.ui import i18n

    i18n.install(qapp, "en")


@pytest.fixture(autouse=True, scope="session")
def desktop_font(qapp):
    """KRONIKAR_TEST_FONT_POINTS=15 runs the GUI tests as on a desktop whose font is that
    large (Qt takes the desktop's font as the application's: tests/ui/test_texts_fit_scaled.py
    runs the text-fit tests so)."""
    points = os.environ.get("KRONIKAR_TEST_FONT_POINTS")
    if points:
        font = qapp.font()
        font.setPointSize(int(points))
        qapp.setFont(font)


@pytest.fixture
def messages(monkeypatch) -> Messages:
    record = Messages()

    def patched(kind, answer):
        def show(parent, title, text, *args, **kwargs):
            record.shown.append((kind, title, text))
            return answer

        return show

    monkeypatch.setattr(QMessageBox, "warning", patched("warning", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "critical", patched("critical", QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(
        QMessageBox, "information", patched("information", QMessageBox.StandardButton.Ok)
    )
    monkeypatch.setattr(
        QMessageBox, "question", patched("question", QMessageBox.StandardButton.Yes)
    )
    monkeypatch.setattr(QMessageBox, "about", patched("about", None))
    return record


@pytest.fixture
def window(qtbot, messages, campaign) -> MainWindow:
    """The main window with the test's fresh campaign open in it."""
    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.attach(campaign)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


@pytest.fixture(params=["cs", "en"])
def both_languages(qapp, request):
    """The test runs once in Czech and once in English (then the UI is English again)."""
    from campaign_manager.ui import i18n

    i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, "en")
