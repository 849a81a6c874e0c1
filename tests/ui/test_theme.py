"""Settings → Appearance: light or dark at once, remembered; the system's look comes back."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from campaign_manager.ui.settings import AppSettings


def window_lightness() -> int:
    return QApplication.palette().color(QPalette.ColorRole.Window).lightness()


def test_dark_then_light_then_the_system(window):
    system = window_lightness()
    window.menus.theme_actions["dark"].trigger()
    assert window_lightness() < 80
    assert AppSettings().theme == "dark"
    assert window.menus.theme_actions["dark"].isChecked()
    window.menus.theme_actions["light"].trigger()
    assert window_lightness() > 180
    window.menus.theme_actions["system"].trigger()
    assert window_lightness() == system
    assert AppSettings().theme == "system"


def test_high_contrast_is_white_on_black_and_remembered(window):
    entry = window.menus.theme_actions["high_contrast"]
    assert entry.text().replace("&", "") == "High contrast"
    entry.trigger()
    palette = QApplication.palette()
    assert palette.color(QPalette.ColorRole.Window).name() == "#000000"
    assert palette.color(QPalette.ColorRole.WindowText).name() == "#ffffff"
    assert AppSettings().theme == "high_contrast"
    assert entry.isChecked()
    window.menus.theme_actions["light"].trigger()
    assert window_lightness() > 180
    assert QApplication.instance().styleSheet() == ""  # the high-contrast frames go with it
    window.menus.theme_actions["system"].trigger()
