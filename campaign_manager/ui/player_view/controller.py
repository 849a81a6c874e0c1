"""Opens, closes and reopens the player view: on the remembered screen, closed when that
screen goes away, back when it returns."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QDialog, QWidget

from campaign_manager.ui.player_view.dialogs import ScreenChooserDialog
from campaign_manager.ui.player_view.screens import (
    keep_off_screen,
    remember_screen,
    remembered_screen_name,
    screen_by_name,
)
from campaign_manager.ui.player_view.view import PlayerView


class PlayerViewController(QObject):
    """The GM side's handle on the player view (one per main window).

    ``open()`` shows it on the remembered screen (or asks, with ``choose``); ``close()``
    closes it for good; a screen unplugged closes it until that screen (by name) returns.
    """

    #: the view is shown (True) or not (False): for a checkable "Player view" action
    shown_changed = Signal(bool)

    def __init__(self, feed, settings, main_window: QWidget | None = None, parent=None):
        super().__init__(parent)
        self.feed = feed
        self.settings = settings
        self.main_window = main_window
        self.view = PlayerView(feed, settings)
        self.view.screen_lost.connect(self._on_screen_lost)
        self._waiting_for: str | None = None
        QGuiApplication.instance().screenAdded.connect(self._on_screen_added)
        if main_window is not None:
            main_window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The GM's window closing takes the TV window with it."""
        if watched is self.main_window and event.type() == QEvent.Type.Close:
            QTimer.singleShot(0, self._after_main_close)
        return False

    def _after_main_close(self) -> None:
        # the close may have been refused (unsaved work, a question): only a window that
        # really went away takes the view with it
        if self.main_window is not None and not self.main_window.isVisible():
            self._waiting_for = None
            if self.view.isVisible():
                self.view.close()

    def is_open(self) -> bool:
        return self.view.isVisible()

    def waiting_for(self) -> str | None:
        """The name of the unplugged screen the view comes back to, if any."""
        return self._waiting_for

    def open(self, screen: QScreen | None = None) -> bool:
        """Show the view on ``screen`` (remembered for this machine) or on the remembered
        one; False when there is none to show it on (then ask with ``choose``)."""
        if screen is None:
            screen = screen_by_name(remembered_screen_name(self.settings))
            if screen is None:
                return False
        else:
            remember_screen(self.settings, screen.name())
        self._waiting_for = None
        landed = self.view.show_on(screen)
        if self.main_window is not None:
            keep_off_screen(self.main_window, screen.name())
        self.shown_changed.emit(True)
        return landed

    def choose(self, parent: QWidget | None = None) -> bool:
        """Ask which screen (the chooser dialog) and open there; False if cancelled."""
        dialog = ScreenChooserDialog(self.settings, self.main_window, parent or self.main_window)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.chosen_screen() is None:
            return False
        self.open(dialog.chosen_screen())
        return True

    def toggle(self, parent: QWidget | None = None) -> bool:
        """The View → Player view action: open (asking the first time) or close."""
        if self.is_open():
            self.close()
            return False
        return self.open() or self.choose(parent)

    def close(self) -> None:
        self._waiting_for = None
        if self.view.isVisible():
            self.view.close()
        self.shown_changed.emit(False)

    def set_blank(self, blank: bool) -> None:
        self.view.set_blank(blank)

    def toggle_blank(self) -> bool:
        self.view.set_blank(not self.view.is_blank())
        return self.view.is_blank()

    def _on_screen_lost(self, name: str) -> None:
        self._waiting_for = name
        self.shown_changed.emit(False)

    def _on_screen_added(self, screen: QScreen) -> None:
        if self._waiting_for is not None and screen.name() == self._waiting_for:
            self.open(screen)

    def shutdown(self) -> None:
        """When the main window closes: the view goes with it."""
        self._waiting_for = None
        self.view.close()
        self.view.deleteLater()
