"""Which sheet editor a campaign's rule system gets in the Character area."""

from __future__ import annotations

import importlib

from PySide6.QtWidgets import QWidget

from campaign_manager.ui.character.sheet_base import SheetEditor
from campaign_manager.ui.session import CampaignSession

#: system key → (module, class) of its editor; imported when a campaign of it opens.
EDITORS = {
    "dakara": ("campaign_manager.ui.character.dakara.editor", "DakaraSheetEditor"),
    "clovek": ("campaign_manager.ui.character.clovek.editor", "ClovekSheetEditor"),
    "d20": ("campaign_manager.ui.character.d20.editor", "D20SheetEditor"),
}


def sheet_editor_for(session: CampaignSession, parent: QWidget | None = None) -> SheetEditor:
    """The sheet editor of the session's rule system."""
    module, name = EDITORS[session.system.key]
    return getattr(importlib.import_module(module), name)(session, parent)
