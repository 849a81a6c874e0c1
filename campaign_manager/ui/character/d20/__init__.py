"""The d20 stamina variant's sheet editor (character or monster)."""

from __future__ import annotations

from campaign_manager.ui.character.d20.editor import D20SheetEditor

__all__ = ["D20SheetEditor"]
