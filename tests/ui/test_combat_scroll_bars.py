"""The Combat area's scroll bars at rest are painted from a picture of themselves: a
repaint that moves none of them asks the style to paint none, and the pictures are the
pixels the style paints (light and dark, moved or not; within one level of 255 where the
style's gradients round by place)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle
from test_combat_steps import big_fight  # tests/ui on the path

from campaign_manager.ui.theme import apply_theme


@pytest.fixture
def campaign_system() -> str:
    return "d20"


class CountingStyle(QProxyStyle):
    """The application's style, counting the scroll bars it paints."""

    def __init__(self):
        super().__init__(QApplication.style().name())
        self.bars = 0

    def drawComplexControl(self, control, option, painter, widget=None):
        if control == QStyle.ComplexControl.CC_ScrollBar:
            self.bars += 1
        super().drawComplexControl(control, option, painter, widget)


def _shown_fight(window, qapp):
    big_fight(window, extras=60)
    window.tabs.setCurrentWidget(window.combat_area)
    controller = window.session.combat
    controller.act({"type": "start"})
    for _ in range(3):
        controller.act({"type": "next"})
        qapp.processEvents()
    page = window.combat_area
    bars = [page.table.verticalScrollBar(), page.log_view.verticalScrollBar()]
    assert all(bar.isVisible() for bar in bars[:1])  # 63 rows: the table scrolls
    return page, bars


def test_a_repaint_that_moves_no_scroll_bar_paints_none_of_them(window, qapp):
    page, bars = _shown_fight(window, qapp)
    style = CountingStyle()
    for bar in bars:
        bar.setStyle(style)
    window.grab()
    assert style.bars >= 1  # the shown bars' looks, once
    style.bars = 0
    window.grab()
    window.grab()
    assert style.bars == 0  # before: every shown bar at every repaint
    page.table.verticalScrollBar().setValue(page.table.verticalScrollBar().value() + 3)
    window.grab()
    assert style.bars == 1  # the bar that moved
    for bar in bars:
        bar.setStyle(None)


def test_a_bar_whose_range_moves_but_not_its_slider_is_not_painted_again(window, qapp):
    page, _bars = _shown_fight(window, qapp)
    bar = page.log_view.verticalScrollBar()
    bar.setRange(0, 100_000)  # a long log: one line more moves its slider by no pixel
    bar.setValue(bar.maximum())
    window.grab()
    ours_before = window.grab().toImage()
    drawn = page.scroll_bars.drawn
    bar.setRange(0, 100_001)
    bar.setValue(bar.maximum())
    ours = window.grab().toImage()
    assert page.scroll_bars.drawn == drawn
    assert ours == ours_before
    bar.removeEventFilter(page.scroll_bars)
    assert window.grab().toImage() == ours  # the style paints the very same
    bar.installEventFilter(page.scroll_bars)
    bar.setValue(bar.maximum() // 2)  # the slider moves: painted again
    window.grab()
    assert page.scroll_bars.drawn == drawn + 1


def _levels_apart(ours, theirs) -> int:
    """The largest difference of a colour channel between the two images (0: the same)."""
    if ours == theirs:
        return 0
    worst = 0
    for y in range(ours.height()):
        for x in range(ours.width()):
            a, b = ours.pixel(x, y), theirs.pixel(x, y)
            if a != b:
                worst = max(worst, *(abs((a >> s & 255) - (b >> s & 255)) for s in (0, 8, 16, 24)))
    return worst


# the style's gradients round by where they are drawn: in the dark palette a few pixels of
# a bar drawn into its picture (at 0, 0) are one level of 255 off the same bar drawn in place
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_pictures_are_the_pixels_the_style_paints(window, qapp, theme):
    page, bars = _shown_fight(window, qapp)
    apply_theme(theme)
    try:
        qapp.processEvents()
        for moved in (0, 5):
            bars[0].setValue(bars[0].value() + moved)
            qapp.processEvents()
            window.grab()  # the pictures drawn
            ours = window.grab().toImage()  # painted from them
            for bar in page.findChildren(type(bars[0])):
                bar.removeEventFilter(page.scroll_bars)
            theirs = window.grab().toImage()  # the style paints every bar
            for bar in page.findChildren(type(bars[0])):
                bar.installEventFilter(page.scroll_bars)
            assert ours.size() == theirs.size()
            assert _levels_apart(ours, theirs) <= (0 if theme == "light" else 1)
    finally:
        apply_theme("system")
