"""A table's cells painted from their text laid out once and kept.

The standard delegate asks the style to lay out a cell's text several times per paint
(for the text's rectangle, the focus rectangle, the size, then to draw it), at every
paint. :class:`PreparedTextDelegate` paints a cell that is one line of plain text (in the
view's font or its bold, at the left or centred, with no icon or colour of its own) from
its text elided once for the column's width: drawn as it is the first time (one layout,
as cheap as the standard delegate's) and prepared (``QStaticText``, laid out once) when the
paints pause, drawn prepared from then on at less than half the standard cost. The row's selection and focus
are drawn by the style as before. Any other cell (an icon, a line break) is painted by
the standard delegate, and so is every cell until the first pause after the view is shown
(the style's margins are read then: QStyle's first use is costly in PySide, and not the
start's to pay: benchmarks/notes/cold_start.md, "ui/responsive/prepared_text.py").
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPointF, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QPalette, QStaticText, QTransform
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

#: prepared texts kept (a few screens' worth); dropped all at once past it
KEPT = 4000
#: the texts drawn for the first time are prepared once the paints pause this long (ms)
IDLE_MS = 60

# QStyle.StateFlag's values (QStyle itself is not touched at import: PySide builds its
# class when it is first used, at a cost; the cold start leaves that to the first pause)
_SELECTED, _ENABLED, _ACTIVE, _FOCUS = 0x8000, 0x1, 0x10000, 0x100
_GROUPS = (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled)
_TEXT = QPalette.ColorRole.Text
_NEW_LOOK = (QEvent.Type.FontChange, QEvent.Type.StyleChange)
_HIGHLIGHTED = QPalette.ColorRole.HighlightedText

#: a cell as painted here: its text, whether bold, whether centred
Cell = tuple[str, bool, bool]


class PreparedTextDelegate(QStyledItemDelegate):
    """Paints the cells :meth:`cell` describes from texts laid out once per width and
    kept; :meth:`forget` drops them (the font or the style changed)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._prepared: dict[tuple, list] = {}
        self._margin: int | None = None
        #: the style's margin and elements are known (at the first pause): until then the
        #: standard delegate paints
        self.ready = False
        self._panel = self._focus_frame = None
        self._bold: QFont | None = None
        self._font: QFont | None = None
        #: the texts drawn once, to prepare while the window is idle
        self.pending: list[list] = []
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_MS)
        self._idle.timeout.connect(self._prepare_pending)
        #: how many texts were elided for their width, and prepared during a paint
        self.laid_out = 0
        self.prepared_painting = 0
        if parent is not None:  # the view: its font or style changing drops the texts
            parent.installEventFilter(self)

    def cell(self, index: QModelIndex) -> Cell | None:
        """The cell at ``index`` as painted here, or None: the standard delegate paints it."""
        raise NotImplementedError

    def eventFilter(self, watched, event) -> bool:
        if watched is not self.parent():  # an editor's events, as the standard delegate's
            return super().eventFilter(watched, event)
        if event.type() in _NEW_LOOK:
            self.forget()
        return False

    def forget(self) -> None:
        self._prepared.clear()
        self.pending.clear()
        self.ready = False
        self._margin = None
        self._bold = None
        self._font = None

    def _prepare_pending(self) -> None:
        """Prepare the texts drawn once since the last time (the paints paused): the next
        paint that shows them draws them prepared."""
        from campaign_manager.ui.responsive import long_task

        if long_task.busy():  # the worker's rival for the interpreter: after it
            self._idle.start()
            return
        if not self.ready:
            self._get_ready()
        pending, self.pending = self.pending, []
        for found in pending:
            if found[3] is False:
                found[3] = self._static(found[0], found[5])

    def _get_ready(self) -> None:
        """The style's text margin and the elements it draws a cell's selection and focus
        with (QStyle's first use)."""
        from PySide6.QtWidgets import QStyle

        view = self.parent()
        style = view.style() if view is not None else None
        if style is None:
            return
        self._margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
        self._panel = QStyle.PrimitiveElement.PE_PanelItemViewItem
        self._focus_frame = QStyle.PrimitiveElement.PE_FrameFocusRect
        self.ready = True

    def _static(self, text: str, bold: bool) -> QStaticText:
        prepared = QStaticText(text)
        prepared.setTextFormat(Qt.TextFormat.PlainText)
        font = self._bold if bold else self._font
        if font is not None:
            prepared.prepare(QTransform(), font)
        return prepared

    def paint(self, painter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        if not self.ready:  # the standard delegate until the first pause
            super().paint(painter, option, index)
            self._idle.start()
            return
        cell = self.cell(index)
        widget = option.widget
        if cell is None or widget is None or "\n" in cell[0] or "\u2028" in cell[0]:
            super().paint(painter, option, index)
            return
        state = option.state.value
        if state & _SELECTED:
            widget.style().drawPrimitive(self._panel, option, painter, widget)
        if cell[0]:
            rect = option.rect
            key = (cell, rect.width(), rect.height())
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
            x, y = rect.x() + found[1], rect.y() + found[2]
            if cell[1]:  # drawn in the painter's font: bold for this cell only
                font = painter.font()
                painter.setFont(self._bold)
            prepared = found[3]
            if prepared is None:  # shown for the first time: drawn, prepared when idle
                painter.drawText(QPointF(x, y + found[4]), found[0])
                found[3] = False
                self.pending.append(found)
                self._idle.start()  # again: once the paints pause
            elif prepared is False:  # shown again before that: prepared now
                found[3] = prepared = self._static(found[0], cell[1])
                self.prepared_painting += 1
            if prepared:
                if cell[2]:  # centred: at a fraction of a pixel, as the style draws it
                    painter.drawStaticText(QPointF(x, y), prepared)
                else:
                    painter.drawStaticText(int(x), int(y), prepared)
            if cell[1]:
                painter.setFont(font)
            painter.setPen(pen)
        if state & _FOCUS:
            widget.style().drawPrimitive(self._focus_frame, option, painter, widget)

    def _lay_out(self, key, option, painter) -> list:
        """A cell's text elided to its width, with where it starts in the cell (at the left
        margin or centred, centred in height), to be prepared when it is shown again."""
        (text, bold, centred), width, height = key
        widget = option.widget
        font, metrics = option.font, option.fontMetrics
        if self._font is None:
            self._font = QFont(font)
        if bold:
            if self._bold is None:
                self._bold = QFont(option.font)
                self._bold.setBold(True)
            font = self._bold
            metrics = QFontMetrics(font)
        self.laid_out += 1
        room = width - 2 * self._margin
        mode = widget.textElideMode()
        shown, advance = text, metrics.horizontalAdvance(text)
        if mode != Qt.TextElideMode.ElideNone and advance > room:
            shown = metrics.elidedText(text, mode, room)
            advance = metrics.horizontalAdvance(shown) if centred else advance
        left = self._margin + ((room - advance) / 2 if centred else 0)
        top = (height - metrics.height()) // 2
        if len(self._prepared) >= KEPT:
            self._prepared.clear()
        # the text shown, where, not yet drawn (None), the baseline below its top, bold
        self._prepared[key] = found = [shown, left, top, None, metrics.ascent(), bold]
        return found
