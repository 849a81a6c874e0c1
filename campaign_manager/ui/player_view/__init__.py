"""The player view: the fight as the players see it, full screen on a TV or second monitor.

``PlayerView`` (the window, fed by a feed of ``public_view`` dicts, e.g. ``PublicViewFeed``), ``PlayerViewController``
(opens it on the remembered screen, reopens it when an unplugged screen returns),
``ScreenChooserDialog``, ``PlayerViewSettingsDialog`` and ``keep_off_screen``.
"""

from campaign_manager.ui.player_view.controller import PlayerViewController
from campaign_manager.ui.player_view.dialogs import PlayerViewSettingsDialog, ScreenChooserDialog
from campaign_manager.ui.player_view.feed import PublicViewFeed
from campaign_manager.ui.player_view.screens import (
    keep_off_screen,
    remember_screen,
    remembered_screen_name,
)
from campaign_manager.ui.player_view.view import PlayerView

__all__ = [
    "PlayerView",
    "PlayerViewController",
    "PlayerViewSettingsDialog",
    "PublicViewFeed",
    "ScreenChooserDialog",
    "keep_off_screen",
    "remember_screen",
    "remembered_screen_name",
]
