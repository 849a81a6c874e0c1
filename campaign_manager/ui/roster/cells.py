"""How the roster paints its cells: their texts laid out once and kept (a keystroke's
repaint shows new rows, the next ones show them again), tooltips shown literally."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from campaign_manager.ui.prepared_text import Cell, PreparedTextDelegate
from campaign_manager.ui.text import LiteralTipDelegate

_DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
_FONT = int(Qt.ItemDataRole.FontRole.value)
_DECORATION = int(Qt.ItemDataRole.DecorationRole.value)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole.value)


class RosterCells(PreparedTextDelegate, LiteralTipDelegate):
    """Paints the roster's text cells (a player character's name bold, the broken rules'
    count centred) from prepared texts; a name with the damage icon as the standard
    delegate does."""

    def __init__(self, proxy, parent=None):
        super().__init__(parent)
        self.proxy = proxy

    def cell(self, index: QModelIndex) -> Cell | None:
        row = self.proxy.source_row(index.row())
        model = self.proxy.sourceModel()
        if row is None or model is None:
            return None
        column = index.column()
        if model.cell(row, column, _DECORATION) is not None:
            return None
        text = model.cell(row, column, _DISPLAY) or ""
        bold = model.cell(row, column, _FONT) is not None
        return (text, bold, model.cell(row, column, _ALIGNMENT) is not None)
