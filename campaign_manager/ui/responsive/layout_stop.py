"""A container that stops its child's relayouts from reaching the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QWidget


class LayoutStop(QWidget):
    """Holds one widget, filling it, and passes on its layout changes only when they
    change what it needs from the layouts above: its minimum and maximum size and its
    size policy. (Its size hint is the child's, but a new one alone is not passed on: a
    page fills the room it is given.)

    Qt passes every relayout of a widget up to the window, and a QTabWidget answers one
    by repainting itself whole: the new text of the current combatant's label repainted
    the whole main window at every step of a fight. Inside, the fight lays itself out as
    before."""

    def __init__(self, child: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.child = child
        child.setParent(self)
        self.setSizePolicy(child.sizePolicy())
        self._asked = self._asks()

    def _asks(self) -> tuple:
        child = self.child
        return (
            child.minimumSizeHint(),
            child.minimumSize(),
            child.maximumSize(),
            child.sizePolicy(),
        )

    def sizeHint(self) -> QSize:
        return self.child.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.child.minimumSizeHint()

    def resizeEvent(self, event) -> None:
        self.child.setGeometry(self.rect())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            asked = self._asks()
            if asked != self._asked:
                self._asked = asked
                self.setSizePolicy(asked[3])
                self.updateGeometry()
            return True
        return super().event(event)
