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
