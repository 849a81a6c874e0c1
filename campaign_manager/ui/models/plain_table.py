"""The part every thin table model over a list of plain dicts shares."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from campaign_manager.ui.models.roles import RECORD_ROLE, SORT_ROLE  # noqa: F401 (re-exported)

Index = QModelIndex | QPersistentModelIndex


class PlainTableModel(QAbstractTableModel):
    """Rows are dicts; ``columns`` are objects with a ``header``. Subclasses give ``data``."""

    def __init__(self, columns: list[Any], parent=None):
        super().__init__(parent)
        self.columns = list(columns)
        self.rows: list[dict] = []

    def set_rows(self, rows: list[dict]) -> None:
        """Show ``rows``: the same count only refreshes the cells, another resets the model."""
        if len(rows) == len(self.rows) and rows:
            self.rows = [dict(r) for r in rows]
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, len(self.columns) - 1)
            )
            return
        self.beginResetModel()
        self.rows = [dict(r) for r in rows]
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self.columns)
        ):
            return self.columns[section].header
        return None
