"""One table model for every ledger table: prebuilt rows, filtered and sorted in Python.

The model does its own filtering and sorting (one pass over prebuilt rows) instead of a
QSortFilterProxyModel calling back into Python once per row, so 50,000 rows filter
within a frame.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from campaign_manager.ui.ledger.rows import Key, Row
from campaign_manager.ui.models.roles import RECORD_ROLE, SORT_ROLE, flags
from campaign_manager.ui.text import literal

Index = QModelIndex | QPersistentModelIndex

DISPLAY = int(Qt.ItemDataRole.DisplayRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
# the roles a ledger table answers (every other role of a cell is None)
_ROLES = frozenset({DISPLAY, TOOLTIP, int(SORT_ROLE), int(RECORD_ROLE)})
_FLAGS = flags() | Qt.ItemFlag.ItemNeverHasChildren
_NO_FLAGS = Qt.ItemFlag.NoItemFlags


class LedgerTableModel(QAbstractTableModel):
    def __init__(self, headers: list[str], parent=None):
        super().__init__(parent)
        self.headers = list(headers)
        self._all: list[Row] = []
        self._visible: list[Row] = []
        self._needle = ""
        self._scope: Key | None = None
        self._area: str | None = None
        self._players_only = False
        self._sort: tuple[int, Qt.SortOrder] | None = None

    # -- contents ----------------------------------------------------------------------
    def set_headers(self, headers: list[str]) -> None:
        self.headers = list(headers)
        if self.headers:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.headers) - 1)

    def set_rows(self, rows: list[Row]) -> None:
        self._all = list(rows)
        self._refilter()

    def update_rows(self, changed: dict[Any, Row | None], key=None) -> None:
        """Replace, add or drop the rows in ``changed`` (by ``key(row)``, the record's id
        unless given; None: gone) and keep every other row: an edit does not rebuild a
        table of 10,000 rows."""
        pending = dict(changed)
        key = key or (lambda row: row.record.get("id"))
        kept = []
        for row in self._all:
            ident = key(row)
            if ident in pending:
                new = pending.pop(ident)
                if new is not None:
                    kept.append(new)
            else:
                kept.append(row)
        kept.extend(row for row in pending.values() if row is not None)
        self._all = kept
        self._refilter()

    def set_filter(
        self,
        text: str = "",
        scope: Key | None = None,
        area: str | None = None,
        players_only: bool = False,
    ) -> None:
        needle = " ".join(text.split()).casefold()
        wanted = (needle, scope, area, players_only)
        if wanted != (self._needle, self._scope, self._area, self._players_only):
            self._needle, self._scope, self._area, self._players_only = wanted
            self._refilter()

    def append_rows(self, rows: list[Row]) -> None:
        """Add ``rows`` after the others (a large ledger's rows arriving in steps): those
        the filter lets through are inserted, the rows shown and the selection stay."""
        self._all.extend(rows)
        shown = self._filtered(rows)
        if not shown:
            return
        if self._sort is None:
            first = len(self._visible)
            self.beginInsertRows(QModelIndex(), first, first + len(shown) - 1)
            self._visible.extend(shown)
            self.endInsertRows()
        else:
            self._relayout(self._visible + shown)

    def _filtered(self, rows: list[Row]) -> list[Row]:
        needle, scope, area = self._needle, self._scope, self._area
        if self._players_only:
            rows = [row for row in rows if row.known_to_players]
        # one comprehension per condition: no Python call per row
        if needle:
            rows = [row for row in rows if needle in row.search]
        if scope is not None:
            rows = [row for row in rows if scope in row.keys]
        if area is not None:
            wanted = ("area", area)
            rows = [row for row in rows if wanted in row.keys]
        return list(rows)

    def _sorted(self, rows: list[Row]) -> list[Row]:
        if self._sort is not None:
            column, order = self._sort
            rows.sort(key=lambda r: r.sort[column], reverse=order == Qt.SortOrder.DescendingOrder)
        return rows

    def _refilter(self) -> None:
        visible = self._sorted(self._filtered(self._all))
        self.beginResetModel()
        self._visible = visible
        self.endResetModel()

    def _relayout(self, rows: list[Row]) -> None:
        """Show ``rows`` (sorted here) in place of the rows shown, keeping the selection
        and the current row where they are still shown (no reset)."""
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        before = [self._visible[i.row()] if i.isValid() else None for i in old]
        self._visible = self._sorted(rows)
        position = {id(r): n for n, r in enumerate(self._visible)}
        self.changePersistentIndexList(
            old,
            [
                self.index(position[id(r)], i.column())
                if r is not None and id(r) in position
                else QModelIndex()
                for r, i in zip(before, old, strict=True)
            ],
        )
        self.layoutChanged.emit()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.headers):
            return
        self._sort = (column, order)
        self._relayout(self._visible)

    def visible_rows(self) -> list[Row]:
        return list(self._visible)

    def all_rows(self) -> list[Row]:
        return list(self._all)

    def row_at(self, row: int) -> Row | None:
        return self._visible[row] if 0 <= row < len(self._visible) else None

    # -- QAbstractTableModel -------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self.headers)
        ):
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        # a paint asks seven roles of every cell: the ones the table has none of are
        # answered first, without touching the row
        if role not in _ROLES:
            return None
        row_number = index.row()
        if not 0 <= row_number < len(self._visible) or not index.isValid():
            return None
        row = self._visible[row_number]
        column = index.column()
        if not 0 <= column < len(row.cells):
            return None
        if role == DISPLAY:
            return row.cells[column]
        if role == TOOLTIP:
            return literal(row.cells[column]) or None
        if role == SORT_ROLE:
            return row.sort[column]
        return row.record

    def flags(self, index: Index) -> Qt.ItemFlag:
        return _FLAGS if index.isValid() else _NO_FLAGS
