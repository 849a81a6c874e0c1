"""Dakara's UI: the creation and play sheet, its rules settings, its combat panel."""

from PySide6.QtCore import QCoreApplication

from campaign_manager.ui.systems import SystemUI


def _description() -> str:
    return QCoreApplication.translate(
        "NewCampaignDialog",
        "Point-buy characters with experience, skills and specialisations, contacts "
        "and networks, 1d6 tests, kondice wounds.",
    )


UI = SystemUI(
    key="dakara",
    shortcuts="campaign_manager.ui.systems.dakara.keys:shortcuts",
    editor="campaign_manager.ui.systems.dakara.editor:DakaraSheetEditor",
    description=_description,
    settings="campaign_manager.ui.systems.dakara.settings:edit_dakara_settings",
    contacts_page=True,
    broken_rules=True,
    ledger="campaign_manager.ui.systems.dakara.ledger:LEDGER",
    tracker="campaign_manager.ui.systems.dakara.tracker:DakaraTrackerPanel",
    phases="campaign_manager.ui.systems.dakara.tracker_page:phases",
    order_columns="campaign_manager.ui.systems.dakara.tracker_page:order_columns",
    # a Dakara fight has an order of action, no initiative numbers
    player_view_options=("pc", "npc", "secret_conditions"),
)
