"""A label that keeps the same height whatever it says, so nothing below it moves."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from campaign_manager.ui.text import literal


class LinesLabel(QLabel):
    """Plain text in room for ``lines`` lines, reserved from the start (empty or not): a
    longer text is cut with "…" and whole in the tooltip. ``text()`` is the whole text."""

    def __init__(self, lines: int = 1, parent: QWidget | None = None):
        super().__init__(parent)
        self._lines = lines
        self._whole = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(lines > 1)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(40)
        self._reserve()

    def _reserve(self) -> None:
        margins = self.contentsMargins()
        lines = self.fontMetrics().lineSpacing() * self._lines
        self.setFixedHeight(lines + margins.top() + margins.bottom() + 2 * self.margin())

    def setText(self, text: str) -> None:
        if text == self._whole:
            return
        self._whole = text
        self._show()

    def text(self) -> str:
        return self._whole

    def _fits(self, text: str, width: int) -> bool:
        flags = int(Qt.TextFlag.TextWordWrap) if self._lines > 1 else 0
        room = self.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), flags, text)
        return room.height() <= self.fontMetrics().lineSpacing() * self._lines and (
            self._lines > 1 or room.width() <= width
        )

    def _fitted(self, text: str, width: int) -> str:
        if not text or self._fits(text, width):
            return text
        if self._lines == 1:
            line = text.replace("\n", " ")
            return self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, width)
        low, high = 0, len(text)  # the longest start of the text that fits with "…"
        while low < high:
            middle = (low + high + 1) // 2
            if self._fits(text[:middle].rstrip() + "…", width):
                low = middle
            else:
                high = middle - 1
        return text[:low].rstrip() + "…"

    def _show(self) -> None:
        width = self.contentsRect().width() - 2 * self.margin()
        shown = self._fitted(self._whole, max(width, 1))
        if shown != super().text():
            super().setText(shown)
        self.setToolTip(literal(self._whole) if shown != self._whole else "")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._show()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._reserve()
            self._show()
