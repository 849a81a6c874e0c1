"""What a screen reader is told beyond a widget's own interface: announcements of what
changed out of the reader's focus (whose turn it is, the fight log's newest line, a save
asked, a refusal in a dialog).

A painted control takes its role from the Qt class it is made of (the scar boxes are a
button), not from an accessibility factory of ours: an interface made in Python and handed
to Qt has no clear owner (a test worker crashed in a later test after such a factory ran).
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


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
