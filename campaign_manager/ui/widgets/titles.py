"""Dialog titles the window manager shows whole: a dialog at least as wide as its title."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QWidget

#: what a title bar takes besides the title: the icon and the window buttons (pixels)
TITLE_BAR_EXTRA = 140


def title_width(title: str) -> int:
    """The width a window needs for its title bar to show ``title`` whole (the title in the
    application's font, bold as most title bars draw it)."""
    font = QFont(QApplication.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_EXTRA


def fit_title(dialog: QWidget) -> None:
    """Give ``dialog`` a minimum width that shows its title whole (call after setting it)."""
    dialog.setMinimumWidth(max(dialog.minimumWidth(), title_width(dialog.windowTitle())))
