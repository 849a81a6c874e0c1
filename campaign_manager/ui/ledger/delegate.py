"""How a ledger table paints its cells: each one line of plain text, laid out once."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex

from campaign_manager.ui.responsive.prepared_text import Cell, PreparedTextDelegate


class LedgerTextDelegate(PreparedTextDelegate):
    """Paints a :class:`LedgerTableModel`'s cells from its rows' texts."""

    def __init__(self, model, parent=None):
        super().__init__(parent)
        self.model = model

    def cell(self, index: QModelIndex) -> Cell | None:
        row = self.model.row_at(index.row())
        column = index.column()
        return (
            row.cells[column] if row is not None and column < len(row.cells) else "",
            False,
            False,
        )
