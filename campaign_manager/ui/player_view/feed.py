"""A ready-made feed for the player view: hold the public view, say when it changes.

The session (or the combat area) calls ``set_public_view(public_view(encounter))`` after
every GM action and its undo, and ``set_public_view(None)`` between fights; the view
repaints in the next frame. Any QObject with the same four members works as a feed.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QPixmap


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
        return copy.deepcopy(self._view)

    def set_public_view(self, view: dict | None) -> None:
        """The new public view (None between fights); emits only when it differs."""
        if view == self._view:
            return
        self._view = copy.deepcopy(view)
        self.public_view_changed.emit(self.public_view())

    def campaign_name(self) -> str:
        return self._name

    def set_campaign_name(self, name: str) -> None:
        self._name = name
        if self._view is None:
            self.public_view_changed.emit(None)

    def portrait(self, character_id: str) -> QPixmap | None:
        return self._portrait(character_id) if self._portrait else None
