"""Člověk + Střety's UI: the sheet, its settings, the campaign-wide time boundaries, its
combat panel."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from campaign_manager.ui.systems import CampaignAction, SystemUI


def _tr(text: str):
    return lambda: QCoreApplication.translate("MainWindow", text)


def _start(boundary: str):
    def run(window) -> None:
        from campaign_manager.ui.systems.clovek.time import start_time_from_menu

        start_time_from_menu(window, boundary)

    return run


SCENE_TIP = QT_TRANSLATE_NOOP(
    "MainWindow", "Člověk: every stun wound heals, social devastating wounds lighten"
)
CHAPTER_TIP = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Člověk: a scene start, then lethal wounds and one devastating wound per type heal",
)
BOOK_TIP = QT_TRANSLATE_NOOP("MainWindow", "Člověk: every wound heals")


def _description() -> str:
    return QCoreApplication.translate(
        "NewCampaignDialog",
        "Six attributes, dice banks, scars with three wound severities, feelings and "
        "soul; conflicts with d10 initiative.",
    )


UI = SystemUI(
    key="clovek",
    shortcuts="campaign_manager.ui.systems.clovek.keys:shortcuts",
    editor="campaign_manager.ui.systems.clovek.editor:ClovekSheetEditor",
    description=_description,
    settings="campaign_manager.ui.systems.clovek.settings:edit_clovek_settings",
    tracker="campaign_manager.ui.systems.clovek.tracker:ClovekTrackerPanel",
    phases="campaign_manager.ui.systems.clovek.tracker_page:phases",
    order_columns="campaign_manager.ui.systems.clovek.tracker_page:order_columns",
    encounter_options="campaign_manager.ui.systems.clovek.tracker:ConflictOptions",
    campaign_actions=(
        CampaignAction(
            "scene",
            _tr(QT_TRANSLATE_NOOP("MainWindow", "Start a new &scene")),
            _start("scene"),
            "Ctrl+Alt+1",
            _tr(SCENE_TIP),
        ),
        CampaignAction(
            "chapter",
            _tr(QT_TRANSLATE_NOOP("MainWindow", "Start a new c&hapter")),
            _start("chapter"),
            "Ctrl+Alt+2",
            _tr(CHAPTER_TIP),
        ),
        CampaignAction(
            "book",
            _tr(QT_TRANSLATE_NOOP("MainWindow", "Start a new &book")),
            _start("book"),
            "Ctrl+Alt+3",
            _tr(BOOK_TIP),
        ),
    ),
)
