"""Thin Qt models of the Combat area: the encounters, and the fight's acting order.

Both read plain data: the encounter records (no states) and the system's ``gm_rows`` of
the open encounter, and update rows by key so the GM's selection survives every step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from campaign_manager.storage.encounters import EncounterRecord, encounter_records
from campaign_manager.systems.common import Text
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.models.plain_table import PlainTableModel
from campaign_manager.ui.models.roles import RECORD_ROLE, flags

#: colours of the bands, level 0 (unhurt) .. 4 (the worst); shapes and words go with them
BAND_COLOURS = ("#4f8a3c", "#b7950b", "#d35400", "#c0392b", "#6c3483")


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
            return row.notes or None
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


# the roles as plain ints: the view asks data() seven times a cell while it paints
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_RECORD = int(RECORD_ROLE)
_ROLES = frozenset({_DISPLAY, _TOOLTIP, _FONT, _BACKGROUND, _FOREGROUND, _RECORD})
_NO_FLAGS = Qt.ItemFlag.NoItemFlags
_READ_ONLY = flags()
#: more runs of changed rows than this are one dataChanged from the first to the last
_MOST_RUNS = 8


def _brush(colour: str) -> QBrush:
    brush = _BRUSHES.get(colour)
    if brush is None:
        brush = _BRUSHES[colour] = QBrush(QColor(colour))
    return brush


_BRUSHES: dict[str, QBrush] = {}
_CURRENT_BACKGROUND = QColor(64, 128, 255, 48)


def changed_runs(changed: list[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as runs of consecutive rows: [1, 2, 3, 7] → [(1, 3), (7, 7)]."""
    runs: list[tuple[int, int]] = []
    for row in changed:
        if runs and runs[-1][1] == row - 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


class CombatOrderModel(PlainTableModel):
    """The acting order of the open fight (hidden combatants too, marked), one row per
    combatant; ``columns`` are the generic ones plus those the system's rows carry.

    A step tells the view only about the rows whose data changed (each run of them), and
    each row's cell texts are worked out once, when the row is first painted after it
    changed: a fight of 200 repaints the rows it shows without reformatting them."""

    HIDDEN_MARK = "◌ "

    def __init__(self, parent=None):
        super().__init__([], parent)
        self.optional: list[Column] = []
        self.base: list[Column] = []
        #: each row's cell texts in ``_language`` (None: not worked out since it changed)
        self._texts: list[list[str] | None] = []
        self._language = current_language()

    def set_columns(self, base: list[Column], optional: list[Column]) -> None:
        self.beginResetModel()
        self.base, self.optional = base, optional
        self.columns = self._columns_for(self.rows)
        self._texts = [None] * len(self.rows)
        self.endResetModel()

    def _columns_for(self, rows: list[dict]) -> list[Column]:
        extra = [c for c in self.optional if any(row.get(c.key) is not None for row in rows)]
        return self.base[:1] + extra + self.base[1:]

    def set_rows(self, rows: list[dict]) -> None:
        """Show ``rows``; the same combatants in the same order update only changed rows."""
        columns = self._columns_for(rows)
        same_shape = [r["id"] for r in rows] == [r["id"] for r in self.rows] and [
            c.key for c in columns
        ] == [c.key for c in self.columns]
        if same_shape:
            changed = [i for i, (a, b) in enumerate(zip(rows, self.rows, strict=True)) if a != b]
            self.rows = rows
            for i in changed:
                self._texts[i] = None
            runs = changed_runs(changed)
            if len(runs) > _MOST_RUNS:
                runs = [(runs[0][0], runs[-1][1])]
            last = len(self.columns) - 1
            for first, end in runs:
                self.dataChanged.emit(self.index(first, 0), self.index(end, last))
            return
        self.beginResetModel()
        self.rows = rows
        self.columns = columns
        self._texts = [None] * len(rows)
        self.endResetModel()

    def row_of(self, combatant_id: str) -> int | None:
        return next((i for i, r in enumerate(self.rows) if r["id"] == combatant_id), None)

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        return _READ_ONLY if index.isValid() else _NO_FLAGS

    def text(self, row: int, column: int) -> str:
        """The cell's text in the UI's language (worked out once per row and change)."""
        language = current_language()
        if language != self._language or len(self._texts) != len(self.rows):
            self._language = language
            self._texts = [None] * len(self.rows)
        texts = self._texts[row]
        if texts is None:
            record = self.rows[row]
            texts = [c.value(record, language) for c in self.columns]
            if texts and record.get("hidden"):
                texts[0] = self.HIDDEN_MARK + texts[0]
            self._texts[row] = texts
        return texts[column]

    def data(self, index: QModelIndex, role: int = _DISPLAY):
        if role not in _ROLES:
            return None
        r, c = index.row(), index.column()
        if not (0 <= r < len(self.rows) and 0 <= c < len(self.columns)):
            return None
        if role == _DISPLAY:
            return self.text(r, c)
        row = self.rows[r]
        if role == _RECORD:
            return row
        if role == _TOOLTIP:
            why = row.get("why_not")
            return show(why, current_language()) if why else None
        if role == _FONT:
            if not row.get("current"):
                return None
            font = QFont()
            font.setBold(True)
            return font
        if role == _FOREGROUND:
            if self.columns[c].key == "band":
                level = (row.get("band") or {}).get("band_level")
                if level is not None:
                    return _brush(BAND_COLOURS[max(0, min(4, level))])
            if not row.get("can_act", True) or row.get("hidden"):
                return _brush("#8a8a8a")
            return None
        # the background
        return QBrush(_CURRENT_BACKGROUND) if row.get("current") else None
