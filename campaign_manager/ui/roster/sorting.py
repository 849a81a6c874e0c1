"""The order of the roster's rows: the column and direction the GM chose, and each
column's key as a reader expects it (Č after C, "Hráč 9" before "Hráč 10").

Rows are sorted in Python, once, not by a comparison per pair through Qt; a new row goes
where the order puts it by a binary search (log n keys).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from campaign_manager.storage.queries import RosterRecord
from campaign_manager.ui.models.name_keys import NameKeys

if TYPE_CHECKING:
    from campaign_manager.ui.roster.model import RosterModel


class RosterSort:
    """The roster model's order (its column numbers, its summaries and language)."""

    def __init__(self, model: RosterModel):
        self._model = model
        self.column = model.NAME
        self.order = Qt.SortOrder.AscendingOrder
        self._name_keys = NameKeys()

    @property
    def reverse(self) -> bool:
        return self.order == Qt.SortOrder.DescendingOrder

    def arrange(self, records: list[RosterRecord]) -> None:
        """Sort ``records`` in place by the chosen column and direction."""
        records.sort(key=self.key(self.column), reverse=self.reverse)

    def key(self, column: int):
        model, keys = self._model, self._name_keys
        if column == model.PLAYER:
            return lambda r: (r.kind == "npc", keys.key(r.player))
        if column == model.TAGS:
            return lambda r: keys.key(", ".join(r.tags))
        if column == model.SUMMARY:
            return lambda r: keys.key(model.summary(r))
        if column == model.UPDATED:
            return lambda r: r.updated_at.isoformat() if r.updated_at else ""
        if column == model.BROKEN:
            return lambda r: len(r.broken(model.language))
        return lambda r: keys.key(r.name)

    def sort_value(self, record: RosterRecord, column: int):
        """The sort role's value: the text sorted on, folded (a count, a time as they are)."""
        model = self._model
        if column == model.PLAYER:
            return ("1" if record.kind == "npc" else "0") + record.player.casefold()
        if column == model.TAGS:
            return ", ".join(record.tags).casefold()
        if column == model.SUMMARY:
            return model.summary(record).casefold()
        if column in (model.UPDATED, model.BROKEN):
            return self.key(column)(record)
        return record.name.casefold()

    def position(self, records: list[RosterRecord], record: RosterRecord) -> int:
        """Where ``record`` belongs in the sorted ``records`` (a binary search: log n keys)."""
        key = self.key(self.column)
        wanted, reverse = key(record), self.reverse
        low, high = 0, len(records)
        while low < high:
            middle = (low + high) // 2
            here = key(records[middle])
            if (here > wanted) if reverse else (here <= wanted):
                low = middle + 1
            else:
                high = middle
        return low
