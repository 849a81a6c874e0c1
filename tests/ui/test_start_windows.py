"""Start-up opens one window: no widget the main window builds is shown as a window of its
own on the way (a widget shown before it has a parent becomes a top-level window for an
instant: the system makes it a window, a title and an icon, only to take it back)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings


class _WindowsShown(QObject):
    """Every widget shown as a window, by class name, but the one it is told to ignore."""

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
            self.shown.append(type(watched).__name__)
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
        qtbot.waitUntil(lambda: window.roster.model.rowCount() >= 0 and window.session is not None)
        qapp.processEvents()
    finally:
        qapp.removeEventFilter(watch)
    assert watch.shown == []
    window.close()
