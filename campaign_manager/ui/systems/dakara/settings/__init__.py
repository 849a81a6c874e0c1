"""The Dakara campaign settings dialog: creation levels, training table, currency, catalogue."""

from campaign_manager.ui.systems.dakara.settings.dialog import (
    DakaraSettingsDialog,
    apply_dakara_settings,
    edit_dakara_settings,
)

__all__ = ["DakaraSettingsDialog", "apply_dakara_settings", "edit_dakara_settings"]
