"""Icons shipped in resources/icons (SVG, crisp at any size)."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QIcon

from campaign_manager.paths import resource_path


@cache
def icon(name: str) -> QIcon:
    """``icon("kronikar")`` loads resources/icons/kronikar.svg."""
    return QIcon(str(resource_path("icons", f"{name}.svg")))
