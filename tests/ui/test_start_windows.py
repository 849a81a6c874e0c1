"""One window: no widget the main window builds is shown as a window of its own on the way
(a widget shown before it has a parent becomes a top-level window for an instant: the
system makes it a window, with a title and an icon, and it flashes on the GM's screen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject

from campaign_manager.demo import create_demo
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings


class _WindowsShown(QObject):
    """Every widget shown as a window, by class and object name, but the one it ignores."""

    def __init__(self, ignore) -> None:
        super().__init__()
        self.ignore = ignore
        self.shown: list[str] = []

    def eventFilter(self, watched, event) -> bool:
        if (
            event.type() == QEvent.Type.Show
            and watched.isWidgetType()
            and watched.isWindow()
            and watched is not self.ignore
        ):
            self.shown.append(f"{type(watched).__name__} {watched.objectName()}".strip())
        return False


def test_building_the_window_and_opening_a_campaign_shows_no_other_window(
    qtbot, qapp, messages, campaign
):
    path = campaign.path
    campaign.close()
    window = MainWindow(AppSettings(), interactive=False, complete=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    watch = _WindowsShown(window)
    qapp.installEventFilter(watch)
    try:
        window.complete()
        assert window.open_campaign(path)
        qapp.processEvents()
    finally:
        qapp.removeEventFilter(watch)
    assert watch.shown == []
    window.close()


@pytest.mark.parametrize("system", ["dakara", "clovek", "d20"])
def test_every_area_and_a_sheet_open_without_another_window(qtbot, qapp, messages, system):
    demo = create_demo(system)
    path = demo.path
    demo.close()
    window = MainWindow(AppSettings(), interactive=False)
    qtbot.addWidget(window)
    window.resize(1200, 780)
    window.show()
    qtbot.waitExposed(window)
    watch = _WindowsShown(window)
    qapp.installEventFilter(watch)
    try:
        assert window.open_campaign(path)
        window.open_character(window.roster.model.record(0).id)
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            qapp.processEvents()
    finally:
        qapp.removeEventFilter(watch)
    assert watch.shown == []
    window.close()
