"""Screens for the player view: the per-machine choice, the identify overlay, and keeping
the GM's own window off the TV."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import quote

# the main window's first paint keeps its window off the TV with these: the overlay's
# painting classes and the Qt namespace (whose enums PySide builds all at once when it
# is first imported) come with the overlay
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent, QScreen

from campaign_manager.paths import config_dir

SCREEN_KEY = "player_view/screen"
TEXT_SIZE_KEY = "player_view/text_size"
#: the TV's text sizes, in per cent; 100 is readable from 4 m (scene.MIN_TEXT)
TEXT_SIZES = (70, 80, 90, 100, 110, 125, 150, 175, 200)
DEFAULT_TEXT_SIZE = 100
IDENTIFY_MS = 2000


def _qsettings(settings) -> QSettings:
    """The app settings' own QSettings (the per-machine INI file)."""
    qs = getattr(settings, "_qs", None)
    if isinstance(qs, QSettings):
        return qs
    return QSettings(str(config_dir() / "kronikar.ini"), QSettings.Format.IniFormat)


def remembered_screen_name(settings) -> str | None:
    """The name of the screen chosen on this machine, None if none was chosen yet (a
    screen's name may be empty on some platforms)."""
    qs = _qsettings(settings)
    if not qs.contains(SCREEN_KEY):
        return None
    value = qs.value(SCREEN_KEY)
    return "" if value is None else str(value)


def remember_screen(settings, name: str | None) -> None:
    qs = _qsettings(settings)
    if name is None:
        qs.remove(SCREEN_KEY)
    else:
        qs.setValue(SCREEN_KEY, name)


def screen_identity(screen: QScreen) -> str:
    """What the screen is known by on this machine: its serial number where it gives one
    (the same TV on another port keeps its text size), else its name (the port)."""
    serial = screen.serialNumber().strip()
    return f"serial:{serial}" if serial else f"name:{screen.name()}"


def _text_size_key(screen: QScreen) -> str:
    # one key per screen: a slash or a backslash in its name would split the key
    return f"{TEXT_SIZE_KEY}/{quote(screen_identity(screen), safe='')}"


def remembered_text_size(settings, screen: QScreen | None) -> int:
    """The text size (per cent) set for ``screen`` on this machine; the default where none
    was set or the stored one is no size (a hand-edited file)."""
    if screen is None:
        return DEFAULT_TEXT_SIZE
    value = _qsettings(settings).value(_text_size_key(screen))
    try:
        size = int(str(value))
    except ValueError:
        return DEFAULT_TEXT_SIZE
    return size if TEXT_SIZES[0] <= size <= TEXT_SIZES[-1] else DEFAULT_TEXT_SIZE


def remember_text_size(settings, screen: QScreen | None, size: int) -> None:
    if screen is None:
        return
    qs = _qsettings(settings)
    if size == DEFAULT_TEXT_SIZE:
        qs.remove(_text_size_key(screen))
    else:
        qs.setValue(_text_size_key(screen), int(size))


def screen_by_name(name: str | None) -> QScreen | None:
    if name is None:
        return None
    for screen in QGuiApplication.screens():
        if screen.name() == name:
            return screen
    return None


def window_screen(window: QWidget | None) -> QScreen | None:
    if window is None:
        return None
    handle = window.windowHandle()
    return handle.screen() if handle is not None else window.screen()


def keep_off_screen(main_window: QWidget, screen_name: str | None) -> bool:
    """If the GM's window restored onto the screen named ``screen_name`` (the TV), move it
    to another screen (the primary one if that is another); True when it moved it."""
    here = window_screen(main_window)
    if not screen_name or here is None or here.name() != screen_name:
        return False
    others = [s for s in QGuiApplication.screens() if s.name() != screen_name]
    if not others:
        return False
    primary = QGuiApplication.primaryScreen()
    target = primary if primary in others else others[0]
    maximized = main_window.isMaximized()
    full = main_window.isFullScreen()
    if maximized or full:
        main_window.showNormal()
    area = target.availableGeometry()
    size = main_window.size().boundedTo(area.size())
    geometry = QRect(0, 0, size.width(), size.height())
    geometry.moveCenter(area.center())
    if main_window.windowHandle() is not None:
        main_window.windowHandle().setScreen(target)
    main_window.setScreen(target)
    main_window.setGeometry(geometry)
    main_window.move(geometry.topLeft())
    if full:
        main_window.showFullScreen()
    elif maximized:
        main_window.showMaximized()
    return True


class IdentifyOverlay(QWidget):
    """A big number on one screen for a moment, so the GM sees which screen is which."""

    def __init__(self, screen: QScreen, number: int, milliseconds: int = IDENTIFY_MS):
        from PySide6.QtCore import Qt, QTimer

        super().__init__(
            None,
            Qt.WindowType.Window
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint
            | Qt.WindowType.WindowDoesNotAcceptFocus,
        )
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.number = number
        self.screen_name = screen.name()
        area = screen.geometry()
        side = max(200, min(area.width(), area.height()) // 2)
        geometry = QRect(0, 0, side, side)
        geometry.moveCenter(area.center())
        self.setScreen(screen)
        self.setGeometry(geometry)
        QTimer.singleShot(milliseconds, self.close)

    def paintEvent(self, event: QPaintEvent) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QFont, QPainter, QPen

        from campaign_manager.ui.player_view.scene import ACCENT, BACKGROUND, FOREGROUND

        painter = QPainter(self)
        painter.fillRect(self.rect(), BACKGROUND)
        border = max(4, self.height() // 60)
        painter.setPen(QPen(ACCENT, border))
        painter.drawRect(self.rect().adjusted(border, border, -border, -border))
        font = QFont()
        font.setPixelSize(int(self.height() * 0.6))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(FOREGROUND)
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, str(self.number))
        painter.end()


def identify_screens(milliseconds: int = IDENTIFY_MS) -> list[IdentifyOverlay]:
    """Show each screen's number (1, 2, … as the chooser lists them) on that screen."""
    overlays = []
    for number, screen in enumerate(QGuiApplication.screens(), start=1):
        overlay = IdentifyOverlay(screen, number, milliseconds)
        overlay.show()
        overlays.append(overlay)
    return overlays
