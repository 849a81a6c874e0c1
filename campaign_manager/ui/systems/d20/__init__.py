"""The d20 stamina variant's UI: the sheet (character or monster), its settings."""

from campaign_manager.ui.systems import SystemUI

UI = SystemUI(
    key="d20",
    editor="campaign_manager.ui.systems.d20.editor:D20SheetEditor",
    settings="campaign_manager.ui.dialogs.system_settings:edit_d20_settings",
    tracker="campaign_manager.ui.systems.d20.tracker:D20TrackerPanel",
)
