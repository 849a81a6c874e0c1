"""Dakara's UI: the creation and play sheet, its rules settings, its combat panel."""

from campaign_manager.ui.systems import SystemUI

UI = SystemUI(
    key="dakara",
    editor="campaign_manager.ui.systems.dakara.editor:DakaraSheetEditor",
    settings="campaign_manager.ui.systems.dakara.settings:edit_dakara_settings",
    contacts_page=True,
    ledger="campaign_manager.ui.systems.dakara.ledger:LEDGER",
    tracker="campaign_manager.ui.systems.dakara.tracker:DakaraTrackerPanel",
)
