"""Settings → Appearance: follow the system, light, or dark (Fusion with a dark palette).

Applied at once to the whole application; the player view paints its own dark scene
whatever the theme.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

THEMES = ("system", "light", "dark")

_DARK = {
    QPalette.ColorRole.Window: "#2b2d30",
    QPalette.ColorRole.WindowText: "#e8e8e8",
    QPalette.ColorRole.Base: "#1e1f22",
    QPalette.ColorRole.AlternateBase: "#26282b",
    QPalette.ColorRole.ToolTipBase: "#3c3f41",
    QPalette.ColorRole.ToolTipText: "#e8e8e8",
    QPalette.ColorRole.Text: "#e8e8e8",
    QPalette.ColorRole.Button: "#3c3f41",
    QPalette.ColorRole.ButtonText: "#e8e8e8",
    QPalette.ColorRole.BrightText: "#ff6b6b",
    QPalette.ColorRole.Link: "#6cb4ff",
    QPalette.ColorRole.Highlight: "#2f65ca",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.PlaceholderText: "#9a9a9a",
}
_DISABLED = {
    QPalette.ColorRole.WindowText: "#7a7a7a",
    QPalette.ColorRole.Text: "#7a7a7a",
    QPalette.ColorRole.ButtonText: "#7a7a7a",
}

_system_style: str | None = None
_system_palette: QPalette | None = None


def apply_theme(theme: str, app: QApplication | None = None) -> None:
    """Switch the whole application to ``theme`` ("system", "light" or "dark") now."""
    global _system_style, _system_palette
    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}")
    app = app or QApplication.instance()
    if _system_style is None:
        _system_style = app.style().name()
        _system_palette = QPalette(app.palette())
    if theme == "system":
        app.setStyle(QStyleFactory.create(_system_style) or app.style())
        app.setPalette(_system_palette)
        return
    app.setStyle(QStyleFactory.create("Fusion"))
    if theme == "light":
        app.setPalette(app.style().standardPalette())
        return
    palette = QPalette()
    for role, value in _DARK.items():
        palette.setColor(role, QColor(value))
    for role, value in _DISABLED.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(value))
    app.setPalette(palette)


def is_dark() -> bool:
    palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128
