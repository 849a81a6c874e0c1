"""The Člověk + Střety sheet editor and the campaign-wide time boundaries."""

from campaign_manager.ui.character.clovek.editor import ClovekSheetEditor

__all__ = ["ClovekSheetEditor"]
