"""Scroll bars at rest painted from a picture of themselves.

The style paints a scroll bar whole at every paint (Fusion: its groove, slider and arrows;
a cost per bar: benchmarks/notes/combat.md, "ui/responsive/scroll_bars.py"); a repaint of the Combat area painted its
three shown bars again each time though none had moved. :class:`ScrollBarPictures` has
each scroll bar it keeps painted by the style once per look (its size, where its slider
is, whether it is at an end, its state, palette and style) into a pixmap, on the bar's
background colour, as Qt paints it, and shows that pixmap until the look changes: a log
growing by a line moves its bar's range, and seldom its slider. A bar under the mouse or
being dragged is painted by Qt as always (its hovered and pressed parts, a style's
animations), and so is every bar of a style whose bars come and go (transient).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QScrollBar, QStyle, QStyleOptionSlider, QWidget

_PAINT = QEvent.Type.Paint
_HORIZONTAL = QStyle.StateFlag.State_Horizontal
_SCROLL_BAR = QStyle.ComplexControl.CC_ScrollBar
_TRANSIENT = QStyle.StyleHint.SH_ScrollBar_Transient
_SLIDER = QStyle.SubControl.SC_ScrollBarSlider


class ScrollBarPictures(QObject):
    """The event filter of the scroll bars it keeps, with each one's look and picture."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._kept: dict[QScrollBar, tuple[tuple, QPixmap | None]] = {}
        #: how many times the style painted a bar into its picture
        self.drawn = 0

    def keep_below(self, widget: QWidget) -> None:
        """Keep every scroll bar below ``widget`` (a scroll area's two, a panel's)."""
        for bar in widget.findChildren(QScrollBar):
            if bar not in self._kept:
                self._kept[bar] = ((), None)
                bar.installEventFilter(self)
                bar.destroyed.connect(lambda _=None, b=bar: self._kept.pop(b, None))

    def eventFilter(self, watched, event) -> bool:
        if event.type() != _PAINT or watched not in self._kept:
            return False
        bar = watched
        style = bar.style()
        if bar.underMouse() or bar.isSliderDown() or style.styleHint(_TRANSIENT, None, bar):
            return False  # Qt paints it: its hovered and pressed parts, its animation
        option = _option(bar)
        ratio = bar.devicePixelRatioF()
        rect = option.rect
        slider = style.subControlRect(_SCROLL_BAR, option, _SLIDER, bar)
        look = (  # what the style paints a bar from: where its slider is, its state
            id(style),
            rect.width(),
            rect.height(),
            ratio,
            slider.x(),
            slider.y(),
            slider.width(),
            slider.height(),
            option.minimum < option.maximum,
            option.sliderValue == option.minimum,
            option.sliderValue == option.maximum,
            option.upsideDown,
            option.state.value,
            option.direction,
            option.palette.cacheKey(),
        )
        kept_look, picture = self._kept[bar]
        if picture is None or look != kept_look:
            picture = QPixmap(round(rect.width() * ratio), round(rect.height() * ratio))
            picture.setDevicePixelRatio(ratio)
            picture.fill(bar.palette().color(bar.backgroundRole()))
            painter = QPainter(picture)
            style.drawComplexControl(_SCROLL_BAR, option, painter, bar)
            painter.end()
            self.drawn += 1
            self._kept[bar] = (look, picture)
        painter = QPainter(bar)
        painter.drawPixmap(0, 0, picture)
        painter.end()
        return True


def _option(bar: QScrollBar) -> QStyleOptionSlider:
    """The style option Qt paints ``bar`` with when none of its parts is hovered or
    pressed (``QScrollBar::initStyleOption`` and its paint event)."""
    option = QStyleOptionSlider()
    option.initFrom(bar)
    option.subControls = QStyle.SubControl.SC_All
    option.activeSubControls = QStyle.SubControl.SC_None
    option.orientation = bar.orientation()
    option.minimum = bar.minimum()
    option.maximum = bar.maximum()
    option.sliderPosition = bar.sliderPosition()
    option.sliderValue = bar.value()
    option.singleStep = bar.singleStep()
    option.pageStep = bar.pageStep()
    option.upsideDown = bar.invertedAppearance()
    if bar.orientation() == Qt.Orientation.Horizontal:
        option.state |= _HORIZONTAL
    return option
