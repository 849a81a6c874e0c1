"""Settings → Appearance: follow the system, light, dark or high contrast (Fusion with our
own palette).

Applied at once to the whole application; the player view paints its own dark scene
whatever the theme. Light, dark and high contrast meet WCAG AA: every text role reads at
4.5:1 or better on its background (high contrast at 7:1, AAA), and disabled text at 3:1,
more than WCAG asks (it exempts inactive controls) so a greyed-out value can still be read
(tests/ui/test_theme_contrast.py checks every pair).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from campaign_manager.ui.settings import THEMES

Role = QPalette.ColorRole

#: Fusion's own light palette but for these: its selection (white on #308cc6, 3.7:1) and
#: its disabled text (#bebebe on #efefef, 1.6:1) were too faint
_LIGHT = {Role.Highlight: "#2a6db0"}
_LIGHT_DISABLED = {Role.WindowText: "#808080", Role.Text: "#808080", Role.ButtonText: "#808080"}

_DARK = {
    Role.Window: "#2b2d30",
    Role.WindowText: "#e8e8e8",
    Role.Base: "#1e1f22",
    Role.AlternateBase: "#26282b",
    Role.ToolTipBase: "#3c3f41",
    Role.ToolTipText: "#e8e8e8",
    Role.Text: "#e8e8e8",
    Role.Button: "#3c3f41",
    Role.ButtonText: "#e8e8e8",
    Role.BrightText: "#ff6b6b",
    Role.Link: "#6cb4ff",
    Role.Highlight: "#2f65ca",
    Role.HighlightedText: "#ffffff",
    Role.PlaceholderText: "#9a9a9a",
}
_DARK_DISABLED = {Role.WindowText: "#8f8f8f", Role.Text: "#8f8f8f", Role.ButtonText: "#8f8f8f"}

#: white on black, a cyan selection with black text, yellow links; the frames white (Fusion
#: draws them a shade darker than the window: on black, nothing)
_HIGH_CONTRAST = {
    Role.Window: "#000000",
    Role.WindowText: "#ffffff",
    Role.Base: "#000000",
    Role.AlternateBase: "#1a1a1a",
    Role.ToolTipBase: "#000000",
    Role.ToolTipText: "#ffffff",
    Role.Text: "#ffffff",
    Role.Button: "#000000",
    Role.ButtonText: "#ffffff",
    Role.BrightText: "#ffffff",
    Role.Link: "#ffff00",
    Role.LinkVisited: "#ffff00",
    Role.Highlight: "#1aebff",
    Role.HighlightedText: "#000000",
    Role.PlaceholderText: "#c8c8c8",
    Role.Light: "#ffffff",
    Role.Midlight: "#c8c8c8",
    Role.Mid: "#c8c8c8",
    Role.Dark: "#c8c8c8",
    Role.Shadow: "#ffffff",
}
_HIGH_CONTRAST_DISABLED = {
    Role.WindowText: "#a6a6a6",
    Role.Text: "#a6a6a6",
    Role.ButtonText: "#a6a6a6",
    Role.Highlight: "#a6a6a6",
    Role.HighlightedText: "#000000",
}
#: the controls' edges and the scroll bars' handles, which Fusion would draw black on black
_HIGH_CONTRAST_SHEET = """
QPushButton, QToolButton, QComboBox, QLineEdit, QAbstractSpinBox, QTextEdit,
QPlainTextEdit, QAbstractItemView, QTabWidget::pane, QGroupBox, QToolTip, QMenu {
    border: 1px solid #ffffff;
}
QPushButton, QToolButton, QComboBox { padding: 3px 8px; }
QPushButton:focus, QToolButton:focus, QComboBox:focus, QLineEdit:focus,
QAbstractSpinBox:focus, QTextEdit:focus, QPlainTextEdit:focus, QAbstractItemView:focus {
    border: 2px solid #1aebff;
}
QPushButton:disabled, QToolButton:disabled { border-color: #a6a6a6; }
QScrollBar { background: #000000; border: 1px solid #ffffff; }
QScrollBar:vertical { width: 14px; }
QScrollBar:horizontal { height: 14px; }
QScrollBar::handle { background: #c8c8c8; min-width: 24px; min-height: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0px; height: 0px; border: none; }
QTabBar::tab { border: 1px solid #ffffff; padding: 4px 10px; }
QTabBar::tab:selected { background: #1aebff; color: #000000; }
"""

PALETTES = {
    "light": (_LIGHT, _LIGHT_DISABLED),
    "dark": (_DARK, _DARK_DISABLED),
    "high_contrast": (_HIGH_CONTRAST, _HIGH_CONTRAST_DISABLED),
}

_system_style: str | None = None
_system_palette: QPalette | None = None
_current = "system"


def apply_theme(theme: str, app: QApplication | None = None) -> None:
    """Switch the whole application to ``theme`` (one of THEMES) now."""
    global _system_style, _system_palette, _current
    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}")
    app = app or QApplication.instance()
    if _system_style is None:
        _system_style = app.style().name()
        _system_palette = QPalette(app.palette())
    if _current == "high_contrast" and theme != "high_contrast":
        app.setStyleSheet("")
    _current = theme
    if theme == "system":
        app.setStyle(QStyleFactory.create(_system_style) or app.style())
        app.setPalette(_system_palette)
        return
    app.setStyle(QStyleFactory.create("Fusion"))
    palette = QPalette(app.style().standardPalette())  # whatever the theme before
    colours, disabled = PALETTES[theme]
    for role, value in colours.items():
        palette.setColor(role, QColor(value))
    for role, value in disabled.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(value))
    app.setPalette(palette)
    if theme == "high_contrast":
        app.setStyleSheet(_HIGH_CONTRAST_SHEET)


def is_dark() -> bool:
    palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def scheme() -> str:
    """Which set of meaning colours reads on the look now: "light", "dark" or
    "high_contrast" (the system's own palette counted light or dark by its window)."""
    if _current in PALETTES:
        return _current
    return "dark" if is_dark() else "light"
