"""A thin editable table model over a list of plain dicts (contacts, networks, gear…).

Edits are not applied to the list: they go to an editor callback, which commits them
through the command path; the model is refilled from the stored data afterwards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt

from campaign_manager.ui.colors import ERROR, color
from campaign_manager.ui.models.plain_table import RECORD_ROLE, SORT_ROLE, Index, PlainTableModel
from campaign_manager.ui.text import literal

__all__ = ["RECORD_ROLE", "SORT_ROLE", "Column", "DictListModel"]


@dataclass(frozen=True)
class Column:
    key: str
    header: str
    kind: type = str  # str, int or bool
    editable: bool = True
    minimum: int = 0
    maximum: int = 99
    display: Callable[[dict], str] | None = None  # computed text for a read-only column


class DictListModel(PlainTableModel):
    def __init__(
        self,
        columns: list[Column],
        editor: Callable[[int, str, Any], None] | None = None,
        parent=None,
    ):
        super().__init__(columns, parent)
        self.editor = editor
        self.flags_for_row: Callable[[dict], str | None] = lambda row: None  # tooltip of a flag

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], self.columns[index.column()]
        value = row.get(column.key)
        if role == RECORD_ROLE:
            return row
        if role == SORT_ROLE:
            return column.display(row) if column.display else value
        if column.kind is bool:
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column.display is not None:
                return column.display(row)
            return "" if value is None else value
        if role == Qt.ItemDataRole.ToolTipRole:
            flag = self.flags_for_row(row)
            return literal(flag or (str(value) if column.kind is str and value else "")) or None
        if role == Qt.ItemDataRole.ForegroundRole and self.flags_for_row(row):
            return color(ERROR)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )
        column = self.columns[index.column()]
        if column.editable and self.editor is not None and column.display is None:
            flags |= (
                Qt.ItemFlag.ItemIsUserCheckable
                if column.kind is bool
                else Qt.ItemFlag.ItemIsEditable
            )
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or self.editor is None:
            return False
        column = self.columns[index.column()]
        if column.kind is bool:
            if role != Qt.ItemDataRole.CheckStateRole:
                return False
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif role != Qt.ItemDataRole.EditRole:
            return False
        elif column.kind is int:
            try:
                value = int(value)
            except (TypeError, ValueError):
                return False
            value = max(column.minimum, min(column.maximum, value))
        else:
            value = str(value).strip()
        if self.rows[index.row()].get(column.key) == value:
            return False
        self.editor(index.row(), column.key, value)
        return True
