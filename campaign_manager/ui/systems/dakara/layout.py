"""Layout helpers of the Dakara pages: tables whose headers are never cut off."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHeaderView, QTableView

TEXT_COLUMN_WIDTH = 160  # the least a column of free text starts with (pixels)


class _TextColumnsTakeTheRoom(QObject):
    """Spreads the room the short columns leave over the free text columns whenever the
    table's width or a short column's width changes."""

    def __init__(self, view: QTableView, text_columns: tuple[int, ...]):
        super().__init__(view)
        self.view = view
        self.text_columns = text_columns
        self.spreading = False
        view.viewport().installEventFilter(self)
        view.horizontalHeader().sectionResized.connect(self._resized)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.spread()
        return False

    def _resized(self, column: int, _old: int, _new: int) -> None:
        if column not in self.text_columns:
            self.spread()

    def least(self, column: int) -> int:
        header = self.view.horizontalHeader()
        return max(TEXT_COLUMN_WIDTH, header.sectionSizeFromContents(column).width())

    def spread(self) -> None:
        if self.spreading or not self.text_columns:
            return
        header = self.view.horizontalHeader()
        columns = [c for c in self.text_columns if not header.isSectionHidden(c)]
        if not columns:
            return
        least = {c: self.least(c) for c in columns}
        others = sum(
            header.sectionSize(c)
            for c in range(header.count())
            if c not in least and not header.isSectionHidden(c)
        )
        spare = max(0, self.view.viewport().width() - others - sum(least.values()))
        share, rest = divmod(spare, len(columns))
        self.spreading = True
        try:
            for n, column in enumerate(columns):
                extra = share + (rest if n == len(columns) - 1 else 0)
                header.resizeSection(column, least[column] + extra)
        finally:
            self.spreading = False


def fit_columns(view: QTableView, text_columns: tuple[int, ...] = ()) -> None:
    """Every column at least as wide as its header; short columns fit their contents when
    :func:`refit` is called (another character's rows shown), never on an edit, so the
    columns stay put while the GM edits (a double-click lands on the cell it aimed at);
    free text columns start at their header's width (or TEXT_COLUMN_WIDTH) and share the
    room the short ones leave (a check box column is no wider than its header), and may be
    dragged wider. A narrow window scrolls the table sideways rather than cutting a
    header ("ow met, why they help")."""
    header = view.horizontalHeader()
    header.setStretchLastSection(not text_columns)
    for column in range(view.model().columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        if column in text_columns:
            header.resizeSection(
                column, max(TEXT_COLUMN_WIDTH, header.sectionSizeFromContents(column).width())
            )
    view.setProperty(_TEXT_COLUMNS, list(text_columns))
    refit(view)
    if text_columns:
        _TextColumnsTakeTheRoom(view, text_columns)


#: the view's property holding its free text columns (set by :func:`fit_columns`)
_TEXT_COLUMNS = "fitColumnsText"


def refit(view: QTableView) -> None:
    """Fit the short columns of a table set up by :func:`fit_columns` to the rows shown
    now (call it when another record's rows are shown, not after an edit)."""
    text_columns = set(view.property(_TEXT_COLUMNS) or ())
    for column in range(view.model().columnCount()):
        if column not in text_columns:
            view.resizeColumnToContents(column)
