"""How hurt a combatant looks, drawn so the colour-blind read it too: a colour (the one
band palette, ``campaign_manager.player_view.bands``), a shape that differs per level, and
the band's own word next to it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from campaign_manager.player_view import bands


def band_color(level: int | None) -> QColor:
    return QColor(bands.band_color(level))


def _round_pen(color: QColor, width: float) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def draw_band_icon(painter: QPainter, rect: QRectF, level: int | None) -> None:
    """Level 0 a full disc, 1 a disc with a notch cut out, 2 a triangle, 3 a diamond with a
    bar, 4 a cross; no band, a hollow ring."""
    color = band_color(level)
    side = min(rect.width(), rect.height())
    box = QRectF(0, 0, side, side)
    box.moveCenter(rect.center())
    pad = side * 0.08
    box = box.adjusted(pad, pad, -pad, -pad)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = QPen(QColor(bands.OUTLINE), max(1.0, side * 0.05))
    if level is None:
        painter.setPen(QPen(color, max(2.0, side * 0.1)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(box.adjusted(side * 0.1, side * 0.1, -side * 0.1, -side * 0.1))
    elif level == 0:
        painter.setPen(outline)
        painter.setBrush(color)
        painter.drawEllipse(box)
    elif level == 1:
        disc = QPainterPath()
        disc.addEllipse(box)
        notch = QPainterPath()
        notch.addRect(QRectF(box.center().x(), box.top(), box.width() / 2, box.height() / 2))
        painter.setPen(outline)
        painter.setBrush(color)
        painter.drawPath(disc.subtracted(notch))
    elif level == 2:
        triangle = QPolygonF(
            [
                QPointF(box.center().x(), box.top()),
                QPointF(box.right(), box.bottom()),
                QPointF(box.left(), box.bottom()),
            ]
        )
        painter.setPen(outline)
        painter.setBrush(color)
        painter.drawPolygon(triangle)
        painter.setPen(_round_pen(QColor(bands.OUTLINE), side * 0.1))
        x = box.center().x()
        painter.drawLine(
            QPointF(x, box.top() + box.height() * 0.38),
            QPointF(x, box.bottom() - box.height() * 0.32),
        )
        painter.drawPoint(QPointF(x, box.bottom() - box.height() * 0.15))
    elif level == 3:
        c = box.center()
        diamond = QPolygonF(
            [
                QPointF(c.x(), box.top()),
                QPointF(box.right(), c.y()),
                QPointF(c.x(), box.bottom()),
                QPointF(box.left(), c.y()),
            ]
        )
        painter.setPen(outline)
        painter.setBrush(color)
        painter.drawPolygon(diamond)
        painter.setPen(_round_pen(QColor(bands.OUTLINE), side * 0.12))
        painter.drawLine(
            QPointF(box.left() + box.width() * 0.3, c.y()),
            QPointF(box.right() - box.width() * 0.3, c.y()),
        )
    else:
        painter.setPen(_round_pen(color, side * 0.22))
        inner = box.adjusted(side * 0.12, side * 0.12, -side * 0.12, -side * 0.12)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())
    painter.restore()
