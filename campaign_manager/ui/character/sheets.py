"""Which sheet editor a campaign's rule system gets in the Character area."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from campaign_manager.ui.character.sheet_base import SheetEditor
from campaign_manager.ui.session import CampaignSession
from campaign_manager.ui.systems import system_ui


def sheet_editor_for(session: CampaignSession, parent: QWidget | None = None) -> SheetEditor:
    """The sheet editor of the session's rule system (its registered UI)."""
    return system_ui(session.system.key).editor_class()(session, parent)
