"""A ready-made feed for the player view: hold the public view, say when it changes.

The session (or the combat area) calls ``set_public_view(public_view(encounter))`` after
every GM action and its undo, and ``set_public_view(None)`` between fights; the view
repaints in the next frame. Any QObject with the same four members works as a feed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QPixmap

from campaign_manager.systems.encounter_common import plain_copy


class PublicViewFeed(QObject):
    public_view_changed = Signal(object)

    def __init__(
        self,
        campaign_name: str = "",
        portrait: Callable[[str], QPixmap | None] | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._view: dict | None = None
        self._name = campaign_name
        self._portrait = portrait

    def public_view(self) -> dict | None:
        """A copy of the public view (plain JSON: copied as such, several times faster than
        a deep copy of 200 combatants)."""
        return plain_copy(self._view)

    def set_public_view(self, view: dict | None) -> None:
        """The new public view (None between fights); emits only when it differs. The feed
        keeps its own copy and hands that to the views, which keep theirs (they never
        modify what they are given)."""
        if view == self._view:
            return
        self._view = plain_copy(view)
        self.public_view_changed.emit(self._view)

    def campaign_name(self) -> str:
        return self._name

    def set_campaign_name(self, name: str) -> None:
        self._name = name
        if self._view is None:
            self.public_view_changed.emit(None)

    def portrait(self, character_id: str) -> QPixmap | None:
        return self._portrait(character_id) if self._portrait else None
