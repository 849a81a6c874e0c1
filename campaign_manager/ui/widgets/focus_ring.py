"""A ring round the widget with the keyboard focus, in every theme.

Fusion shows the focus faintly or not at all (a table: nothing until a cell is current; a
button or a choice: a hairline one shade off its frame), and a keyboard user must see at
a glance where the keys go. One ring for the application follows the focus: two pixels
wide round the focused widget's visible part, in the palette's window-text colour (which
reads on the window's colour at 4.5:1 or more in the light, dark and high-contrast themes:
tests/ui/test_theme_contrast.py). It is a child of the focused widget's window, masked to
the ring, so a widget that fills its pane edge to edge (a table in a splitter) still shows
the whole ring, and it takes no clicks (tests/ui/test_keyboard_areas.py grabs each focused
widget with and without it).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication, QWidget

WIDTH = 2
#: what moves the ring: the widget or one of its parents moved, resized, shown or hidden
_MOVES = {QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide}


class _Ring(QWidget):
    def __init__(self, window: QWidget):
        super().__init__(window)
        self.setObjectName("FocusRingFrame")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().windowText())


def _shown_part(widget: QWidget, window: QWidget) -> QRect:
    """The part of ``widget`` its parents do not clip (a scroll area's viewport, a
    splitter's pane), in ``window``'s coordinates."""
    # QWidget's own methods: a widget may name an attribute of its own "size"
    shown = QRect(QWidget.mapTo(widget, window, QPoint(0, 0)), QWidget.size(widget))
    parent = QWidget.parentWidget(widget)
    while parent is not None and parent is not window:
        place = QRect(QWidget.mapTo(parent, window, QPoint(0, 0)), QWidget.size(parent))
        shown = shown.intersected(place)
        parent = QWidget.parentWidget(parent)
    return shown


class FocusRing(QObject):
    """Keeps a ring round the application's focus widget."""

    def __init__(self, app: QApplication):
        super().__init__(app)
        self.setObjectName("FocusRing")
        self.ring: _Ring | None = None
        self.target: QWidget | None = None
        self.watched: list[QWidget] = []
        self._pending = False
        app.focusChanged.connect(self._moved)
        self._moved(None, app.focusWidget())

    def _moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        for widget in self.watched:
            if shiboken6.isValid(widget):
                QObject.removeEventFilter(widget, self)
        self.watched = []
        # QWidget's own methods throughout: a page may have an attribute named "window"
        self.target = new if new is not None and not QWidget.isWindow(new) else None
        ring = self.ring
        if (
            ring is not None
            and shiboken6.isValid(ring)
            and (self.target is None or ring.parentWidget() is not QWidget.window(self.target))
        ):
            self.ring.hide()
            self.ring.deleteLater()
            self.ring = None
        if self.target is None:
            self.ring = None
            return
        if self.ring is None or not shiboken6.isValid(self.ring):
            self.ring = _Ring(QWidget.window(self.target))
        widget = self.target
        while widget is not None and not QWidget.isWindow(widget):
            QObject.installEventFilter(widget, self)
            self.watched.append(widget)
            widget = QWidget.parentWidget(widget)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _MOVES and not self._pending:
            # placed once the events are handled: a widget hidden as it is deleted is not
            # asked where it is while it goes
            self._pending = True
            QTimer.singleShot(0, self, self._place_later)
        return False

    def _place_later(self) -> None:
        self._pending = False
        self._place()

    def _place(self) -> None:
        ring, target = self.ring, self.target
        if ring is None or target is None or not shiboken6.isValid(ring):
            return
        if not shiboken6.isValid(target) or not QWidget.isVisible(target):
            ring.hide()
            return
        window = ring.parentWidget()
        inner = _shown_part(target, window)
        if inner.isEmpty():
            ring.hide()
            return
        outer = inner.adjusted(-WIDTH, -WIDTH, WIDTH, WIDTH)
        ring.setGeometry(outer)
        local = QRect(QPoint(0, 0), outer.size())
        ring.setMask(
            QRegion(local).subtracted(QRegion(local.adjusted(WIDTH, WIDTH, -WIDTH, -WIDTH)))
        )
        ring.show()
        ring.raise_()


def install(app: QApplication | None = None) -> FocusRing:
    """The application's focus ring, made the first time."""
    app = app or QApplication.instance()
    ring = app.findChild(FocusRing, "FocusRing")
    return ring if ring is not None else FocusRing(app)
