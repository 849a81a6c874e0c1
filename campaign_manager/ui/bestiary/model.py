"""The bestiary list: one row per monster found (name, type, size, CR)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from campaign_manager.ui.i18n import current_language

Index = QModelIndex | QPersistentModelIndex


class BestiaryModel(QAbstractTableModel):
    """The monsters a search found, in the bestiary's order; rows are made when shown."""

    COLUMNS = 4

    def __init__(self, parent=None):
        super().__init__(parent)
        self.bestiary: Any = None
        self.monsters: list[Any] = []
        self._rows: dict[int, tuple[str, str, str, str]] = {}
        self.headers = ["", "", "", ""]

    def set_monsters(self, bestiary: Any, monsters: list[Any]) -> None:
        self.beginResetModel()
        self.bestiary = bestiary
        self.monsters = list(monsters)
        self._rows.clear()
        self.endResetModel()

    def monster(self, row: int) -> Any:
        return self.monsters[row] if 0 <= row < len(self.monsters) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.monsters)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def _row(self, row: int) -> tuple[str, str, str, str]:
        cached = self._rows.get(row)
        if cached is None:
            cached = self.bestiary.row(self.monsters[row], current_language())
            self._rows[row] = cached
        return cached

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
            Qt.ItemDataRole.TextAlignmentRole,
        ):
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if index.column() == 3:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        return self._row(index.row())[index.column()]

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None
