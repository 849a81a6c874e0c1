"""One table model for every ledger table: prebuilt rows, filtered and sorted in Python.

The model does its own filtering and sorting (one pass over prebuilt rows) instead of a
QSortFilterProxyModel calling back into Python once per row, so 50,000 rows filter
within a frame.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from campaign_manager.ui.colors import CAUTION, ERROR, color
from campaign_manager.ui.ledger.deadlines import DUE_KEY
from campaign_manager.ui.ledger.rows import Key, Row
from campaign_manager.ui.models.roles import RECORD_ROLE, SORT_ROLE, flags
from campaign_manager.ui.text import literal

Index = QModelIndex | QPersistentModelIndex

DISPLAY = int(Qt.ItemDataRole.DisplayRole)
TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
# the roles a ledger table answers (every other role of a cell is None)
_ROLES = frozenset({DISPLAY, TOOLTIP, FOREGROUND, int(SORT_ROLE), int(RECORD_ROLE)})
#: a due date's colour by its state (its cell says it in words too)
_DUE_COLOURS = {"overdue": ERROR, "due": CAUTION}
_FLAGS = flags() | Qt.ItemFlag.ItemNeverHasChildren
_NO_FLAGS = Qt.ItemFlag.NoItemFlags


def _record_id(row: Row):
    return row.record.get("id")


def _position(rows: list[Row], row: Row) -> int:
    """Where ``row`` (this very object: rows compare by identity) is in ``rows``; -1 when
    it is not."""
    try:
        return rows.index(row)
    except ValueError:
        return -1


class LedgerTableModel(QAbstractTableModel):
    def __init__(self, headers: list[str], parent=None, key=None):
        super().__init__(parent)
        self.headers = list(headers)
        self.key = key or _record_id  # a row's identity (its record's id unless given)
        self._by_key: dict[Any, Row] = {}
        self._all: list[Row] = []
        self._visible: list[Row] = []
        self._needle = ""
        self._scope: Key | None = None
        self._area: str | None = None
        self._players_only = False
        self._due_only = False
        #: its rows have a due date (favours, operations): the "due" filter narrows them
        self.dated = False
        self._sort: tuple[int, Qt.SortOrder] | None = None
        self._areas: dict[str, list[Row]] | None = None  # every row by its areas, when asked
        #: rows were given (an empty table before that is one still being read)
        self.filled = False

    # -- contents ----------------------------------------------------------------------
    def set_headers(self, headers: list[str]) -> None:
        self.headers = list(headers)
        if self.headers:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.headers) - 1)

    def set_rows(self, rows: list[Row]) -> None:
        self.filled = True
        self._all = list(rows)
        self._areas = None
        self._by_key = {self.key(row): row for row in self._all}
        self._refilter()

    def update_rows(self, changed: dict[Any, Row | None], key=None) -> None:
        """Replace, add or drop the rows in ``changed`` (by their :attr:`key`; None: gone)
        and keep every other row: the rows shown change one by one (their cells, or a
        row inserted or removed), the selection and the scrolling stay."""
        self._areas = None
        for ident, new in changed.items():
            old = self._by_key.get(ident)
            if old is None and new is None:
                continue
            if new is None:
                del self._by_key[ident]
                del self._all[_position(self._all, old)]
            elif old is None:
                self._by_key[ident] = new
                self._all.append(new)
            else:
                self._by_key[ident] = new
                self._all[_position(self._all, old)] = new
            self._show_instead(old, new)

    def _show_instead(self, old: Row | None, new: Row | None) -> None:
        """Show ``new`` where ``old`` was shown (either may be None), as the filter and
        the sort have it."""
        at = _position(self._visible, old) if old is not None else -1
        wanted = new is not None and bool(self._filtered([new]))
        if at >= 0 and wanted:
            if self._sort is not None and new.sort != old.sort:
                del self._visible[at]
                where = self._place(new)
                self._visible.insert(at, old)
                if where != at:  # moved, the selection with it
                    parent = QModelIndex()
                    self.beginMoveRows(parent, at, at, parent, where + (where > at))
                    del self._visible[at]
                    self._visible.insert(where, new)
                    self.endMoveRows()
                    at = where
            self._visible[at] = new
            last = self.columnCount() - 1
            self.dataChanged.emit(self.index(at, 0), self.index(at, last))
            return
        if at >= 0:
            self.beginRemoveRows(QModelIndex(), at, at)
            del self._visible[at]
            self.endRemoveRows()
        if wanted:
            where = self._place(new)
            self.beginInsertRows(QModelIndex(), where, where)
            self._visible.insert(where, new)
            self.endInsertRows()

    def _sort_key(self):
        """The key of the rows in the sort asked for; None while unsorted."""
        if self._sort is None:
            return None
        column = self._sort[0]
        return lambda r: r.sort[column]  # keys made with the rows (ui/ledger/rows.py)

    def _place(self, row: Row) -> int:
        """Where a row newly shown goes: by the sort, else in the order of all rows."""
        key = self._sort_key()
        if key is not None:
            value = key(row)
            if self._sort[1] == Qt.SortOrder.DescendingOrder:
                return next(
                    (n for n, r in enumerate(self._visible) if key(r) < value),
                    len(self._visible),
                )
            return bisect_right(self._visible, value, key=key)
        at = _position(self._all, row)
        shown = set(map(id, self._visible))
        before = next((r for r in reversed(self._all[:at]) if id(r) in shown), None)
        return 0 if before is None else _position(self._visible, before) + 1

    def set_filter(
        self,
        text: str = "",
        scope: Key | None = None,
        area: str | None = None,
        players_only: bool = False,
        due_only: bool = False,
    ) -> None:
        needle = " ".join(text.split()).casefold()
        wanted = (needle, scope, area, players_only, due_only)
        before = (self._needle, self._scope, self._area, self._players_only, self._due_only)
        if wanted == before:
            return
        self._needle, self._scope, self._area, self._players_only, self._due_only = wanted
        if before[0] and before[0] in needle and wanted[1:] == before[1:]:
            # typed on: only the rows shown can still match, in the order they have
            self._show([row for row in self._visible if needle in row.search])
        else:
            self._refilter()

    def append_rows(self, rows: list[Row]) -> None:
        """Add ``rows`` after the others (a large ledger's rows arriving in steps): those
        the filter lets through are inserted, the rows shown and the selection stay."""
        self.filled = True
        self._all.extend(rows)
        self._areas = None
        self._by_key.update((self.key(row), row) for row in rows)
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
        if area is not None and rows is self._all:  # the area's rows, from the index
            rows, area = self._area_rows(area), None
        if self._players_only:
            rows = [row for row in rows if row.known_to_players]
        if self._due_only and self.dated:
            rows = [row for row in rows if DUE_KEY in row.keys]
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
        key = self._sort_key()
        if key is not None:
            rows.sort(key=key, reverse=self._sort[1] == Qt.SortOrder.DescendingOrder)
        return rows

    def _area_rows(self, area: str) -> list[Row]:
        """The rows of ``area`` in the order of all rows (an index by area, built at the
        first area chosen after the rows changed)."""
        if self._areas is None:
            areas: dict[str, list[Row]] = {}
            for row in self._all:
                for kind, value in row.keys:
                    if kind == "area":
                        areas.setdefault(value, []).append(row)
            self._areas = areas
        return self._areas.get(area, [])

    def _refilter(self) -> None:
        self._show(self._sorted(self._filtered(self._all)))

    def _show(self, visible: list[Row]) -> None:
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
        """Sort by ``column``; -1 (no sort indicator): the rows in their own order."""
        if column >= len(self.headers):
            return
        if column < 0:
            self._sort = None
            self._relayout(self._filtered(self._all))
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
        if role == FOREGROUND:
            due = row.due and column == len(row.cells) - 1
            return color(_DUE_COLOURS[row.due]) if due else None
        return row.record

    def flags(self, index: Index) -> Qt.ItemFlag:
        return _FLAGS if index.isValid() else _NO_FLAGS
