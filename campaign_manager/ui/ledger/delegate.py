"""How a ledger table paints its cells: plain text laid out once and kept.

The standard delegate asks the style to lay out a cell's text several times per paint
(for the text's rectangle, the focus rectangle, the size, then to draw it), at every
paint. A ledger cell is one line of plain text with no icon, font or colour of its own,
so this delegate elides it once for its column's width, keeps the prepared text
(``QStaticText``) and draws that; the row's selection and focus are drawn by the style as
before. A cell with a line break is painted by the standard delegate.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QPalette, QStaticText
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

#: prepared texts kept (a few screens' worth); dropped all at once past it
KEPT = 4000

_SELECTED = QStyle.StateFlag.State_Selected.value
_ENABLED = QStyle.StateFlag.State_Enabled.value
_ACTIVE = QStyle.StateFlag.State_Active.value
_FOCUS = QStyle.StateFlag.State_HasFocus.value
_PANEL = QStyle.PrimitiveElement.PE_PanelItemViewItem
_FOCUS_FRAME = QStyle.PrimitiveElement.PE_FrameFocusRect
_GROUPS = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)
_TEXT = QPalette.ColorRole.Text
_HIGHLIGHTED = QPalette.ColorRole.HighlightedText


class LedgerTextDelegate(QStyledItemDelegate):
    """Paints a :class:`LedgerTableModel`'s cells from its rows' texts, each laid out
    once per width and kept; :meth:`forget` drops them (the font or style changed)."""

    def __init__(self, model, parent=None):
        super().__init__(parent)
        self.model = model
        self._prepared: dict[tuple[str, int, int], tuple[QStaticText, int, int]] = {}
        self._margin: int | None = None
        #: how many texts were laid out (elided and prepared) since the table was made
        self.laid_out = 0

    def forget(self) -> None:
        self._prepared.clear()
        self._margin = None

    def paint(self, painter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        row = self.model.row_at(index.row())
        column = index.column()
        text = row.cells[column] if row is not None and column < len(row.cells) else ""
        widget = option.widget
        if widget is None or "\n" in text or "\u2028" in text:
            super().paint(painter, option, index)
            return
        state = option.state.value
        if state & _SELECTED:
            widget.style().drawPrimitive(_PANEL, option, painter, widget)
        if text:
            rect = option.rect
            key = (text, rect.width(), rect.height())
            found = self._prepared.get(key)
            if found is None:
                found = self._lay_out(key, option, painter)
            if not state & _ENABLED:
                group = _GROUPS[2]
            else:
                group = _GROUPS[0] if state & _ACTIVE else _GROUPS[1]
            role = _HIGHLIGHTED if state & _SELECTED else _TEXT
            pen = painter.pen()
            painter.setPen(option.palette.color(group, role))
            painter.drawStaticText(rect.x() + found[1], rect.y() + found[2], found[0])
            painter.setPen(pen)
        if state & _FOCUS:
            widget.style().drawPrimitive(_FOCUS_FRAME, option, painter, widget)

    def _lay_out(self, key, option, painter) -> tuple[QStaticText, int, int]:
        """A cell's text elided to its width and prepared, with where it starts in the
        cell (at the left margin, centred in height)."""
        text, width, height = key
        widget = option.widget
        if self._margin is None:
            style = widget.style()
            self._margin = (
                style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
            )
        self.laid_out += 1
        room = width - 2 * self._margin
        metrics = option.fontMetrics
        mode = widget.textElideMode()
        shown = text
        if mode != Qt.TextElideMode.ElideNone and metrics.horizontalAdvance(text) > room:
            shown = metrics.elidedText(text, mode, room)
        prepared = QStaticText(shown)
        prepared.setTextFormat(Qt.TextFormat.PlainText)
        prepared.prepare(painter.transform(), option.font)
        top = int(height - prepared.size().height()) // 2
        if len(self._prepared) >= KEPT:
            self._prepared.clear()
        self._prepared[key] = found = (prepared, self._margin, top)
        return found
