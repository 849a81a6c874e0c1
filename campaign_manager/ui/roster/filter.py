"""The roster's search and quick filters: which of the model's rows are shown.

:class:`RosterFilter` decides the rows that pass in one Python pass when the search
changes and follows the source model's inserts, removals and sorts without deciding
again; it keeps the source's order (sorting is :mod:`~campaign_manager.ui.roster.sorting`'s).
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

from PySide6.QtCore import QAbstractProxyModel, QModelIndex, QPersistentModelIndex, Qt

from campaign_manager.storage.queries import RosterRecord
from campaign_manager.ui.roster.model import ANSWERED, Index, RosterModel


def _narrows(old: list[str], new: list[str]) -> bool:
    """Whether every row matching ``new`` also matches ``old``: each old word is inside one
    of the new words ("no" → "nov", "bo" → "bo pr"), so the search can only shrink."""
    return all(any(word in longer for longer in new) for word in old)


class RosterFilter(QAbstractProxyModel):
    """Instant search over name, player, tags and notes; quick filters by kind and tag.

    The rows that pass are decided in one Python pass when the search changes and kept as
    a list of source rows; the view then asks only about the rows it shows (a
    QSortFilterProxyModel asks Python once per row of the roster: 10,000 calls a
    keystroke). Sorting is the source model's (one Python sort); this keeps its order.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._words: list[str] = []
        self._kind: str | None = None
        self._tag: str | None = None
        self._rows: list[int] = []  # source rows shown, ascending (the source's order)
        self._narrowing: list[int] | None = None  # typed on: only these rows can match
        self._decided = -1  # the source's version the shown rows were decided at
        self._source: RosterModel | None = None
        self._held: list[tuple[QPersistentModelIndex, int, int]] = []

    # -- the filter -------------------------------------------------------------------
    @property
    def filtering(self) -> bool:
        return bool(self._words or self._kind or self._tag)

    def set_search(self, text: str) -> None:
        words = text.casefold().split()
        model = self.sourceModel()
        # a search that only narrows the last one (a letter typed on, a word added) looks
        # at the rows shown, not at the whole roster
        self._narrowing = (
            self._rows
            if model is not None
            and self._decided == model.version  # no row came, went or changed since
            and self._words
            and not (self._kind or self._tag)
            and _narrows(self._words, words)
            else None
        )
        self._words = words
        try:
            self._refilter()
        finally:
            self._narrowing = None

    def set_quick_filter(self, kind: str | None = None, tag: str | None = None) -> None:
        self._kind, self._tag = kind, tag
        self._refilter()

    def _passes(self, record: RosterRecord) -> bool:
        if self._kind and record.kind != self._kind:
            return False
        if self._tag and self._tag not in record.tags:
            return False
        if self._words:
            haystack = self.sourceModel().search_text(record)
            return all(word in haystack for word in self._words)
        return True

    def _decide(self) -> None:
        model: RosterModel | None = self.sourceModel()
        self._decided = model.version if model is not None else -1
        if model is None:
            self._rows = []
        elif not self.filtering:
            self._rows = list(range(model.rowCount()))
        elif self._words and not (self._kind or self._tag):  # the keystroke's hot path
            texts, words = model.search_texts(), self._words
            rows = range(len(texts)) if self._narrowing is None else self._narrowing
            if len(words) == 1:
                word = words[0]
                self._rows = [row for row in rows if word in texts[row]]
            else:
                self._rows = [row for row in rows if all(w in texts[row] for w in words)]
        else:
            records = model.records()
            self._rows = [row for row, record in enumerate(records) if self._passes(record)]

    def _proxy_row(self, source: int) -> int | None:
        """Where source row ``source`` is shown, or None (a binary search: rows ascend)."""
        at = bisect_left(self._rows, source)
        return at if at < len(self._rows) and self._rows[at] == source else None

    def _refilter(self) -> None:
        self.beginResetModel()
        self._decide()
        self.endResetModel()

    # -- the source model's changes ---------------------------------------------------------
    def setSourceModel(self, model) -> None:
        old = self.sourceModel()
        if old is not None:
            for signal, slot in self._links(old):
                signal.disconnect(slot)
        self.beginResetModel()
        super().setSourceModel(model)
        self._source = model
        if model is not None:
            for signal, slot in self._links(model):
                signal.connect(slot)
        self._decide()
        self.endResetModel()

    def _links(self, model):
        return (
            (model.modelAboutToBeReset, self.beginResetModel),
            (model.modelReset, self._source_reset),
            (model.dataChanged, self._source_data),
            (model.rowsInserted, self._source_inserted),
            (model.rowsAboutToBeRemoved, self._source_removing),
            (model.rowsRemoved, self._source_removed),
            (model.layoutAboutToBeChanged, self._source_layout_changing),
            (model.layoutChanged, self._source_layout_changed),
        )

    def _source_reset(self) -> None:
        self._decide()
        self.endResetModel()

    def _source_data(self, top: QModelIndex, bottom: QModelIndex, roles=()) -> None:
        # an edited row stays shown until the next search (it does not jump from the cursor)
        found = (self._proxy_row(r) for r in range(top.row(), bottom.row() + 1))
        rows = [row for row in found if row is not None]
        if rows:
            self.dataChanged.emit(
                self.index(min(rows), top.column()), self.index(max(rows), bottom.column())
            )

    def _source_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        count = last - first + 1
        model = self.sourceModel()
        shifted = [r + count if r >= first else r for r in self._rows]
        new = [
            r for r in range(first, last + 1) if not self.filtering or self._passes(model.record(r))
        ]
        at = sum(1 for r in shifted if r < first)
        if new:
            self.beginInsertRows(QModelIndex(), at, at + len(new) - 1)
        self._rows = shifted[:at] + new + shifted[at:]
        if new:
            self.endInsertRows()

    def _source_removing(self, parent: QModelIndex, first: int, last: int) -> None:
        found = (self._proxy_row(r) for r in range(first, last + 1))
        gone = [row for row in found if row is not None]
        self._removing = (first, last, bool(gone))
        if gone:
            self.beginRemoveRows(QModelIndex(), min(gone), max(gone))

    def _source_removed(self, parent: QModelIndex, first: int, last: int) -> None:
        count = last - first + 1
        self._rows = [r - count if r > last else r for r in self._rows if not first <= r <= last]
        if self._removing[2]:
            self.endRemoveRows()

    def _source_layout_changing(self, *_args) -> None:
        self.layoutAboutToBeChanged.emit()
        model = self.sourceModel()
        self._held = [
            (index, model.record(self._rows[index.row()]).id, index.column())
            for index in self.persistentIndexList()
            if 0 <= index.row() < len(self._rows)
        ]

    def _source_layout_changed(self, *_args) -> None:
        model = self.sourceModel()
        self._decide()
        old, new = [], []
        for index, record_id, column in self._held:
            source = model.row_of(record_id)
            proxy = self._proxy_row(source) if source is not None else None
            old.append(index)
            new.append(self.index(proxy, column) if proxy is not None else QModelIndex())
        self.changePersistentIndexList(old, new)
        self._held = []
        self.layoutChanged.emit()

    # -- QAbstractProxyModel --------------------------------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        model = self.sourceModel()
        return 0 if parent.isValid() or model is None else model.columnCount()

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if parent.isValid() or not (
            0 <= row < len(self._rows) and 0 <= column < self.columnCount()
        ):
            return QModelIndex()
        return self.createIndex(row, column)

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        return QModelIndex()

    def hasChildren(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and bool(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in ANSWERED:  # most roles a repaint asks about (half of the calls)
            return None
        row = index.row()
        if not index.isValid() or not 0 <= row < len(self._rows) or self._source is None:
            return None
        return self._source.cell(self._rows[row], index.column(), role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid() or self._source is None:
            return Qt.ItemFlag.NoItemFlags
        return self._source.cell_flags(index.column())

    def source_row(self, row: int) -> int | None:
        """The source row shown at ``row`` (None: no such row)."""
        return self._rows[row] if 0 <= row < len(self._rows) and self._source else None

    def mapToSource(self, proxy: Index) -> QModelIndex:
        if not proxy.isValid() or not 0 <= proxy.row() < len(self._rows):
            return QModelIndex()
        return self.sourceModel().index(self._rows[proxy.row()], proxy.column())

    def mapFromSource(self, source: Index) -> QModelIndex:
        if not source.isValid():
            return QModelIndex()
        row = self._proxy_row(source.row())
        return self.index(row, source.column()) if row is not None else QModelIndex()

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        model = self.sourceModel()
        return model.headerData(section, orientation, role) if model is not None else None
