"""A reveal meant for everyone on the TV, full screen: its title at the top, its picture (a
handout, a portrait) whole on the left or in the middle, its text wrapped beside or below.

:class:`RevealPicture` keeps the picture decoded once per reveal and scaled once per screen
size, so a repaint (a frame) draws a ready pixmap and lays out nothing: the scene of a size
is worked out once (:meth:`RevealPicture.scene`) and kept until the reveal or the size moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF, QPixmap

from campaign_manager.ui.player_view.scene import (
    ALIGN_CENTER,
    DIM,
    FOREGROUND,
    Item,
    TextItem,
    elide,
    font,
    text_width,
)


@dataclass
class ReadyPixmapItem:
    """A pixmap scaled already to its place: drawn as it is (never scaled in a frame)."""

    rect: QRectF
    pixmap: QPixmap


def wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines of at most ``width`` pixels at ``size`` (its own line
    breaks kept; a word too long for a line is elided)."""
    metrics = QFontMetricsF(font(size, bold))
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if metrics.horizontalAdvance(candidate) <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return [
        metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
        if metrics.horizontalAdvance(line) > width
        else line
        for line in lines
    ]


class RevealPicture:
    """The reveal shown now, its picture decoded once and its scene kept per size."""

    def __init__(self, reveal: dict, data: bytes | None) -> None:
        self.reveal = reveal
        self.pixmap: QPixmap | None = None
        if data:
            pixmap = QPixmap()
            if pixmap.loadFromData(data):
                self.pixmap = pixmap
        self._kept: tuple[tuple, list[Item]] | None = None
        #: how many times a scene was worked out (a test checks frames reuse it)
        self.built = 0

    def scene(self, size: QSizeF, text_scale: float = 1.0) -> list[Item]:
        key = (size.width(), size.height(), text_scale)
        if self._kept is None or self._kept[0] != key:
            self._kept = (key, self._build(size, text_scale))
            self.built += 1
        return self._kept[1]

    def _build(self, size: QSizeF, text_scale: float) -> list[Item]:
        width, height = size.width(), size.height()
        margin = min(width, height) * 0.05
        items: list[Item] = []
        title = str(self.reveal.get("title") or "")
        body = str(self.reveal.get("body") or "")
        top = margin
        if title:
            px = height * min(0.12, 0.07 * text_scale)
            while px > height * 0.03 and text_width(title, px, True) > width - 2 * margin:
                px *= 0.92
            shown = elide(title, px, width - 2 * margin, True)
            rect = QRectF(margin, top, width - 2 * margin, px * 1.4)
            items.append(TextItem(rect, shown, px, FOREGROUND, True, ALIGN_CENTER))
            top += px * 1.6
        area = QRectF(margin, top, width - 2 * margin, height - top - margin)
        text_area = area
        if self.pixmap is not None and not self.pixmap.isNull():
            picture_area = QRectF(area)
            if body:  # the picture on the left, the text beside it
                picture_area.setWidth(area.width() * 0.55)
                text_area = QRectF(
                    picture_area.right() + margin,
                    area.top(),
                    area.right() - picture_area.right() - margin,
                    area.height(),
                )
            scaled = self.pixmap.scaled(
                picture_area.size().toSize(),
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            rect = QRectF(0, 0, scaled.width(), scaled.height())
            rect.moveCenter(picture_area.center())
            items.append(ReadyPixmapItem(rect, scaled))
        if body and text_area.width() > 0:
            px = max(height * 0.025, height * 0.045 * text_scale)
            lines = wrap(body, px, text_area.width())
            while px > height * 0.02 and len(lines) * px * 1.4 > text_area.height():
                px *= 0.9
                lines = wrap(body, px, text_area.width())
            step = px * 1.4
            fits = max(1, int(text_area.height() // step))
            if len(lines) > fits:
                lines = [*lines[: fits - 1], lines[fits - 1].rstrip() + " …"]
            y = text_area.top()
            for line in lines:
                rect = QRectF(text_area.left(), y, text_area.width(), step)
                items.append(TextItem(rect, line, px, DIM if not title else FOREGROUND))
                y += step
        return items
