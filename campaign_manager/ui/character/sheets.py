"""Which sheet editor a campaign's rule system gets in the Character area."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.session import CampaignSession
from campaign_manager.ui.widgets.empty_state import EmptyState


class PlaceholderSheet(EmptyState):
    """For a system whose sheet editor has not been built yet: says so, keeps the sheet."""

    def __init__(self, session: CampaignSession, parent: QWidget | None = None):
        super().__init__(None, parent)
        self.session = session

    def show_sheet(self, character_id: int, sheet: dict) -> None:
        language = current_language()
        self.set_texts(
            self.session.system.summary(sheet).get(language),
            self.tr(
                "The sheet editor for {system} arrives in a coming version. The character's "
                "sheet is kept as it is; name, player, tags, portrait and notes can be edited now."
            ).format(system=self.session.system.name.get(language)),
        )


def sheet_editor_for(session: CampaignSession, parent: QWidget | None = None) -> QWidget:
    """A widget with ``show_sheet(character_id, sheet)`` for the session's rule system."""
    if session.system.key == "dakara":
        from campaign_manager.ui.character.dakara.editor import DakaraSheetEditor

        return DakaraSheetEditor(session, parent)
    if session.system.key == "clovek":
        from campaign_manager.ui.character.clovek.editor import ClovekSheetEditor

        return ClovekSheetEditor(session, parent)
    if session.system.key == "d20":
        from campaign_manager.ui.character.d20.editor import D20SheetEditor

        return D20SheetEditor(session, parent)
    return PlaceholderSheet(session, parent)
