"""What a screen reader is told beyond a widget's own interface: the role of a painted
control (a widget class says ``accessible_role = QAccessible.Role.…``) and announcements of
what changed out of the reader's focus (whose turn it is, the fight log's newest line, a
save asked).

Qt asks the factory for every object a reader looks at, only while a reader (an AT-SPI
client) is listening; a class without ``accessible_role`` keeps Qt's own interface."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAccessibleWidget, QWidget

_installed = False


def _factory(_key: str, obj: QObject):
    role = getattr(type(obj), "accessible_role", None)
    if role is None or not isinstance(obj, QWidget):
        return None
    return QAccessibleWidget(obj, role)


def install() -> None:
    """Give painted controls their true role (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say ``text`` to a listening screen reader as coming from ``widget`` (a live region's
    change: the reader speaks it without moving its focus); ``assertive`` interrupts what
    it is saying (a refusal must be heard before the GM goes on). Nothing for no text."""
    if not text.strip():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
