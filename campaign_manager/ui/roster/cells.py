"""How the roster paints its cells: their texts laid out once and kept (a keystroke's
repaint shows new rows, the next ones show them again), tooltips shown literally; and
its name editor (F2), which keeps the name it started from."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from campaign_manager.ui.responsive.prepared_text import Cell, PreparedTextDelegate
from campaign_manager.ui.text import LiteralTipDelegate

_DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
_FONT = int(Qt.ItemDataRole.FontRole.value)
_DECORATION = int(Qt.ItemDataRole.DecorationRole.value)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole.value)
_EDIT = Qt.ItemDataRole.EditRole
#: the editor's property that holds the name it started from
BASE = "kronikar_base"


class RosterCells(PreparedTextDelegate, LiteralTipDelegate):
    """Paints the roster's text cells (a player character's name bold, the broken rules'
    count centred) from prepared texts; a name with the damage icon as the standard
    delegate does. A name's editor carries the name it started from to the model."""

    def __init__(self, proxy, parent=None):
        super().__init__(parent)
        self.proxy = proxy
        #: what the next name editor opens with (a rename refused: what was typed)
        self.typed: str | None = None

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

    def setEditorData(self, editor, index: QModelIndex) -> None:
        """The name as it is when the editor opens, kept as what the edit started from; a
        refresh while it is open (another GM renamed the character) leaves what is typed
        alone: saving it then is refused, naming them, instead of overwriting unseen."""
        if editor.property(BASE) is not None:
            return
        super().setEditorData(editor, index)
        editor.setProperty(BASE, index.data(_EDIT) or "")
        if self.typed is not None:  # a rename refused: what was typed, open again
            editor.setText(self.typed)
            self.typed = None

    def setModelData(self, editor, model, index: QModelIndex) -> None:
        """The new name with the name the editor started from (the edit's base)."""
        row = self.proxy.source_row(index.row())
        source = self.proxy.sourceModel()
        if row is None or source is None:
            return
        source.rename(row, editor.text(), editor.property(BASE))
