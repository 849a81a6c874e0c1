"""The few colours the UI uses to mean something (readable in light and dark themes)."""

from __future__ import annotations

from PySide6.QtGui import QColor

ERROR = "#c0392b"  # a broken rule, over budget
GOOD = "#4f8a3c"  # within the rules
WAIVED = "#8a8a8a"  # a broken rule the GM allowed


def color(name: str) -> QColor:
    return QColor(name)
