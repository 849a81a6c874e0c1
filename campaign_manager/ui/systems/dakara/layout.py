"""Layout helpers of the Dakara pages: tables whose headers are never cut off."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableView

TEXT_COLUMN_WIDTH = 160  # the least a column of free text starts with (pixels)


def fit_columns(view: QTableView, text_columns: tuple[int, ...] = ()) -> None:
    """Every column at least as wide as its header; short columns fit their contents, free
    text columns start at their header's width (or TEXT_COLUMN_WIDTH) and may be dragged
    wider; the last one takes what is left. A narrow window scrolls the table sideways
    rather than cutting a header ("ow met, why they help")."""
    header = view.horizontalHeader()
    header.setStretchLastSection(True)
    for column in range(view.model().columnCount()):
        if column in text_columns:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(
                column, max(TEXT_COLUMN_WIDTH, header.sectionSizeFromContents(column).width())
            )
        else:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
