"""The Combat area's order table's columns: each as wide as its contents when the fight's
rows are laid out anew (not at every step: 200 rows), the state column (else the name)
taking the room the others leave, so it grows with the window; a width the GM dragged is
kept (by column) across every relayout. A cut cell has its whole text in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView


class OrderColumns(QObject):
    """Sizes the columns of ``table`` showing ``order`` (a CombatOrderModel)."""

    def __init__(self, table: QTableView, order) -> None:
        super().__init__(table)
        self.table, self.order = table, order
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        #: widths the GM dragged, by column key
        self.gm_widths: dict[str, int] = {}
        #: each column's width as fitted to its contents, by column key
        self._fitted: dict[str, int] = {}
        self._fitting = False
        order.modelReset.connect(self.fit)
        order.dataChanged.connect(self._grown)
        header.sectionResized.connect(self._column_resized)
        table.viewport().installEventFilter(self)

    def fit(self) -> None:
        """Each column as wide as its header and contents, at most a third of the table;
        a column the GM sized keeps the GM's width."""
        self._fitting = True
        try:
            self.table.resizeColumnsToContents()
            header = self.table.horizontalHeader()
            widest = max(160, self.table.viewport().width() // 3)
            for column in range(self.order.columnCount()):
                kept = self.gm_widths.get(self.order.columns[column].key)
                if kept is not None:
                    header.resizeSection(column, kept)
                    continue
                needed = max(header.sectionSizeFromContents(column).width() + 8, 40)
                width = max(needed, min(header.sectionSize(column), widest))
                if self.order.columns[column].key in ("status", "name"):
                    width = max(needed, header.sectionSize(column))  # these are never cut
                header.resizeSection(column, width)
                self._fitted[self.order.columns[column].key] = width
        finally:
            self._fitting = False
        self._stretch()

    def _stretch(self) -> None:
        """The state column, else the name (where the GM sized the state), as wide as its
        contents and the room the other columns leave in the table."""
        keys = [c.key for c in self.order.columns]
        key = next((k for k in ("status", "name") if k in keys and k not in self.gm_widths), None)
        if key is None:
            return
        header = self.table.horizontalHeader()
        column = keys.index(key)
        others = sum(header.sectionSize(c) for c in range(header.count()) if c != column)
        width = max(self._fitted.get(key, 40), self.table.viewport().width() - others)
        if header.sectionSize(column) != width:
            self._fitting = True
            try:
                header.resizeSection(column, width)
            finally:
                self._fitting = False

    def _grown(self, first, last, roles=()) -> None:
        """A changed state or name cell longer than its column: the column grows (the
        others keep theirs; past the table's width it scrolls)."""
        if roles and Qt.ItemDataRole.DisplayRole not in roles:
            return
        keys = [c.key for c in self.order.columns]
        for key in ("status", "name"):
            if key not in keys or key in self.gm_widths:
                continue
            column = keys.index(key)
            if not first.column() <= column <= last.column():
                continue
            metrics = self.table.fontMetrics()
            needed = max(
                metrics.horizontalAdvance(self.order.text(row, column)) * 11 // 10 + 12
                for row in range(first.row(), last.row() + 1)
            )
            if needed > self._fitted.get(key, 0):
                self._fitted[key] = needed
                header = self.table.horizontalHeader()
                if header.sectionSize(column) < needed:
                    self._fitting = True
                    try:
                        header.resizeSection(column, needed)
                    finally:
                        self._fitting = False
                self._stretch()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.table.viewport():
            self._stretch()
        return super().eventFilter(watched, event)

    def _column_resized(self, column: int, _old: int, new: int) -> None:
        """The GM dragged a column's edge: that width stays (the stretching column takes
        up the difference)."""
        if self._fitting or not 0 <= column < len(self.order.columns):
            return
        self.gm_widths[self.order.columns[column].key] = new
        self._stretch()


def bring_into_view(table: QTableView, row: int | None) -> None:
    """The turn's ``row`` shown a page at a time: out of sight, it comes up to the top
    (under the row before it), so the next turns are in view below it and the table
    scrolls once a page of turns, not at every turn (each scroll repaints its bar)."""
    model = table.model()
    if row is None or not 0 <= row < model.rowCount():
        return
    if not table.viewport().rect().contains(table.visualRect(model.index(row, 0))):
        top = model.index(max(0, row - 1), 0)
        table.scrollTo(top, QAbstractItemView.ScrollHint.PositionAtTop)
