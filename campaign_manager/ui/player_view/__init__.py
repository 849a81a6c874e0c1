"""The player view: the fight as the players see it, full screen on a TV or second monitor.

``PlayerView`` (the window, fed by a feed of ``public_view`` dicts, e.g. ``PublicViewFeed``), ``PlayerViewController``
(opens it on the remembered screen, reopens it when an unplugged screen returns),
``ScreenChooserDialog``, ``PlayerViewSettingsDialog`` and ``keep_off_screen``.
"""

from __future__ import annotations

from campaign_manager.lazy import lazy_exports

# imported when first asked for: the main window's Player view menu needs none of it at start
__getattr__, __dir__, __all__ = lazy_exports(
    globals(),
    {
        "controller": ("PlayerViewController",),
        "dialogs": ("PlayerViewSettingsDialog", "ScreenChooserDialog"),
        "feed": ("PublicViewFeed",),
        "screens": ("keep_off_screen", "remember_screen", "remembered_screen_name"),
        "view": ("PlayerView",),
    },
)
