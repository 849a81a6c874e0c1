"""Thin Qt models of the Combat area: the encounters, and the fight's acting order.

Both read plain data: the encounter records (no states) and the system's ``gm_rows`` of
the open encounter, and update rows by key so the GM's selection survives every step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel

from campaign_manager.player_view.bands import band_color
from campaign_manager.storage.encounters import EncounterRecord, encounter_records
from campaign_manager.storage.unreadable import UnreadableItem
from campaign_manager.systems.common import Text
from campaign_manager.ui.colors import CURRENT_ROW, MUTED
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.models.roles import RECORD_ROLE, flags
from campaign_manager.ui.models.unreadable import unreadable_icon, unreadable_line
from campaign_manager.ui.text import literal


def show(value: Any, language: str) -> str:
    """A cell's text from a row value: bilingual texts (a Text or {"cs", "en"}), numbers."""
    if value is None:
        return ""
    if isinstance(value, Text):
        return value.get(language)
    if isinstance(value, dict) and set(value) >= {"cs", "en"}:
        return value["cs"] if language.startswith("cs") else value["en"]
    if isinstance(value, list | tuple):
        return ", ".join(show(v, language) for v in value)
    return str(value)


class EncounterListModel(QAbstractListModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[EncounterRecord] = []
        self.status_text = {"prepared": "", "running": "", "finished": ""}

    def reload(self) -> None:
        rows = encounter_records()
        if [r.id for r in rows] == [r.id for r in self._rows]:
            changed = [i for i, (a, b) in enumerate(zip(rows, self._rows, strict=True)) if a != b]
            self._rows = rows
            for i in changed:
                self.dataChanged.emit(self.index(i), self.index(i))
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def clear(self) -> None:
        self.beginResetModel()
        self._rows = []
        self.endResetModel()

    def row_of(self, encounter_id: int | None) -> int | None:
        return next((i for i, r in enumerate(self._rows) if r.id == encounter_id), None)

    def last_running(self) -> int | None:
        """The running fight changed last (a campaign reopened mid-fight goes back to it)."""
        running = [r for r in self._rows if r.status == "running"]
        if not running:
            return None
        return max(running, key=lambda r: (r.updated_at is not None, r.updated_at, r.id)).id

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        return flags() if index.isValid() else Qt.ItemFlag.NoItemFlags

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            status = self.status_text.get(row.status, row.status)
            return f"{row.name}\n{status}" if status else row.name
        if role == Qt.ItemDataRole.ToolTipRole:
            return literal(row.notes) if row.notes else None
        if role == RECORD_ROLE:
            return row
        if role == Qt.ItemDataRole.FontRole and row.status == "running":
            font = QFont()
            font.setBold(True)
            return font
        return None


class Column:
    def __init__(self, key: str, header: str, value=None):
        self.key = key
        self.header = header
        self.value = value or (lambda row, language: show(row.get(key), language))


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_RECORD = int(RECORD_ROLE)
_READ_ONLY = flags()
_BRUSHES: dict[str, QBrush] = {}


def _brush(colour: str | QColor) -> QBrush:
    key = colour if isinstance(colour, str) else colour.name(QColor.NameFormat.HexArgb)
    brush = _BRUSHES.get(key)
    if brush is None:
        brush = _BRUSHES[key] = QBrush(QColor(colour))
    return brush


_CURRENT_BACKGROUND = QColor(CURRENT_ROW)


class CombatOrderModel(QStandardItemModel):
    """The acting order of the open fight (hidden combatants too, marked), one row per
    combatant; ``columns`` are the generic ones plus those the system's rows carry.

    The cells are Qt's own items, so painting the table asks Python nothing (a Python
    model was asked seven roles of every cell at every paint: half the time the table
    took to paint). A step sets the cells of the rows whose data changed, and a cell's
    role that stays the same is not even told, so the view repaints only what changed.
    ``rows`` are the system's rows as shown."""

    HIDDEN_MARK = "◌ "

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[dict] = []
        self.columns: list[Column] = []
        self.optional: list[Column] = []
        self.base: list[Column] = []
        # of each optional column, how many of ``rows`` fill it (shown where any does)
        self._filled: dict[str, int] = {}
        self._ids: list[str] = []
        self._row_of: dict[str, int] = {}

    def set_columns(self, base: list[Column], optional: list[Column]) -> None:
        self.base, self.optional = base, optional
        self._lay_out(self.rows, self._columns_for(self._counted(self.rows)))

    def _counted(self, rows: list[dict]) -> dict[str, int]:
        """Of each optional column, how many of ``rows`` fill it."""
        return {c.key: sum(row.get(c.key) is not None for row in rows) for c in self.optional}

    def _columns_for(self, filled: dict[str, int]) -> list[Column]:
        extra = [c for c in self.optional if filled[c.key]]
        return self.base[:1] + extra + self.base[1:]

    def set_rows(self, rows: list[dict]) -> None:
        """Show ``rows``; the same combatants in the same order update only changed rows,
        and only those (row objects that are not the ones shown) are read for the
        optional columns: a step of a fight of 200 reads the few rows it changed."""
        ids = [r["id"] for r in rows]
        changed = None
        if ids == self._ids:
            changed = [
                i
                for i, (new, was) in enumerate(zip(rows, self.rows, strict=True))
                if new is not was
            ]
            filled = dict(self._filled)
            for i in changed:
                new, was = rows[i], self.rows[i]
                for key in filled:
                    filled[key] += (new.get(key) is not None) - (was.get(key) is not None)
        else:
            filled = self._counted(rows)
        columns = self._columns_for(filled)
        same_columns = [c.key for c in columns] == [c.key for c in self.columns]
        if changed is None and same_columns and self._rows_come_or_go(rows, ids, filled):
            return
        if changed is None or not same_columns:
            self._lay_out(rows, columns, filled)
            return
        old, self.rows, self._filled = self.rows, rows, filled
        language = current_language()
        for i in changed:
            if rows[i] != old[i]:
                self._fill(i, rows[i], language)

    def _rows_come_or_go(self, rows: list[dict], ids: list[str], filled: dict) -> bool:
        """Combatants joined (the shown ones still in their order among them) or left (the
        rest in theirs): only their rows are inserted or removed, and only rows that
        changed are filled; False (nothing done) for any other change."""
        old = self._ids
        if len(ids) == len(old) or not old or not ids:
            return False
        longer, shorter = (ids, old) if len(ids) > len(old) else (old, ids)
        at, kept = 0, []  # positions in ``longer`` of ``shorter``'s ids, in order
        for position, cid in enumerate(longer):
            if at < len(shorter) and cid == shorter[at]:
                kept.append(position)
                at += 1
        if at != len(shorter):
            return False
        language = current_language()
        kept_set = set(kept)
        if longer is ids:  # joined: insert each new row where it goes
            before = dict(zip(old, self.rows, strict=True))
            for position, row in enumerate(rows):
                if position not in kept_set:
                    self.insertRow(position)
                    self._fill(position, row, language)
        else:  # left: remove from the bottom up
            for position in reversed(range(len(old))):
                if position not in kept_set:
                    self.removeRow(position)
            before = dict(zip(old, self.rows, strict=True))
        self.rows, self._ids, self._filled = rows, ids, filled
        self._row_of = {}
        for number, cid in enumerate(ids):
            self._row_of.setdefault(cid, number)
        for number, row in enumerate(rows):
            was = before.get(row["id"])
            if was is not None and was is not row and was != row:
                self._fill(number, row, language)
        return True

    def _lay_out(
        self, rows: list[dict], columns: list[Column], filled: dict[str, int] | None = None
    ) -> None:
        """Every cell anew (a new fight, other combatants or columns): one model reset."""
        self.beginResetModel()
        blocked = self.blockSignals(True)  # the reset tells the views; the steps need not
        try:
            self.rows, self.columns = rows, columns
            self._filled = filled if filled is not None else self._counted(rows)
            self._ids = [r["id"] for r in rows]
            self._row_of = {}
            for number, cid in enumerate(self._ids):
                self._row_of.setdefault(cid, number)
            self.setColumnCount(len(columns))
            self.setRowCount(len(rows))
            for number, column in enumerate(columns):
                self.setHorizontalHeaderItem(number, QStandardItem(column.header))
            language = current_language()
            for i, row in enumerate(rows):
                self._fill(i, row, language)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def _fill(self, number: int, row: dict, language: str) -> None:
        texts = [column.value(row, language) for column in self.columns]
        if texts and row.get("hidden"):
            texts[0] = self.HIDDEN_MARK + texts[0]
        current, hidden = bool(row.get("current")), bool(row.get("hidden"))
        font = None
        if current or hidden:  # a hidden row in italics: told apart from one that cannot act
            font = QFont()
            font.setBold(current)
            font.setItalic(hidden)
        background = _brush(_CURRENT_BACKGROUND) if current else None
        grey = _brush(MUTED.hex()) if not row.get("can_act", True) or row.get("hidden") else None
        why = row.get("why_not")
        why_text = show(why, language) if why else ""
        for column_number, column in enumerate(self.columns):
            item = self.item(number, column_number)
            if item is None:
                item = QStandardItem()
                item.setFlags(_READ_ONLY)
                self.setItem(number, column_number, item)
            foreground = grey
            if column.key == "band":
                level = (row.get("band") or {}).get("band_level")
                if level is not None:
                    foreground = _brush(band_color(max(0, min(4, level))))
            item.setData(texts[column_number], _DISPLAY)
            item.setData(font, _FONT)
            item.setData(background, _BACKGROUND)
            item.setData(foreground, _FOREGROUND)
            # the whole text in the tooltip, where a narrow column elides it
            whole = "\n".join(part for part in (texts[column_number], why_text) if part)
            item.setData(literal(whole) if whole else None, _TOOLTIP)
            if column_number == 0:
                item.setData(row, _RECORD)

    def row_of(self, combatant_id: str) -> int | None:
        return self._row_of.get(combatant_id)

    def text(self, row: int, column: int) -> str:
        """The cell's text as shown."""
        item = self.item(row, column)
        return item.text() if item is not None else ""


class FightList(EncounterListModel):
    """The fights, a fight whose state cannot be read marked so, with why."""

    def __init__(self, parent=None):
        super().__init__(parent)
        # the fights known to be damaged: found when the area opens, or when opened
        self.damaged: dict[int, UnreadableItem] = {}

    def mark(self, encounter_id: int | None, item: UnreadableItem | None) -> None:
        """Mark the fight damaged (``item``) or sound (None)."""
        if encounter_id is None or self.damaged.get(encounter_id) == item:
            return
        if item is None:
            del self.damaged[encounter_id]
        else:
            self.damaged[encounter_id] = item
        row = self.row_of(encounter_id)
        if row is not None:
            self.dataChanged.emit(self.index(row), self.index(row))

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        record = super().data(index, RECORD_ROLE) if index.isValid() else None
        item = self.damaged.get(record.id) if record is not None else None
        if item is not None and role == Qt.ItemDataRole.DecorationRole:
            return unreadable_icon()
        if item is not None and role == Qt.ItemDataRole.ToolTipRole:
            return unreadable_line(item)
        return super().data(index, role)
