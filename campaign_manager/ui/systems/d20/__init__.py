"""The d20 stamina variant's UI: the sheet (character or monster), its settings, its
combat panel."""

from PySide6.QtCore import QCoreApplication

from campaign_manager.ui.systems import SystemUI


def _description() -> str:
    return QCoreApplication.translate(
        "NewCampaignDialog",
        "Stamina and wound points for a D&D 3.5 game: criticals to wounds, fatigue, "
        "stun saves, dying and stabilising.",
    )


UI = SystemUI(
    key="d20",
    editor="campaign_manager.ui.systems.d20.editor:D20SheetEditor",
    description=_description,
    settings="campaign_manager.ui.systems.d20.settings:edit_d20_settings",
    tracker="campaign_manager.ui.systems.d20.tracker:D20TrackerPanel",
    order_columns="campaign_manager.ui.systems.d20.tracker_page:order_columns",
    fight_balance="campaign_manager.ui.systems.d20.fight_balance:describe",
    join_options="campaign_manager.ui.systems.d20.join_dialog:JoinInitiativeDialog",
    monster_editor="campaign_manager.ui.systems.d20.monster_dialog:MonsterDialog",
)
