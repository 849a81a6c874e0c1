"""Tabbing through a window as a keyboard user does, and the three things such a user needs
of it: the chain comes back where it started (no trap), the focus is always visible, and
the order follows the reading order.

Reading order, the rule: a Tab step from A to B is out of order when B is *before* A as one
reads (top to bottom, left to right), with a tolerance of ``TOLERANCE`` px for widgets of
one line that are not quite aligned:
- B on A's line (their heights overlap by more than the tolerance) and left of A, or
- B above A (B's bottom above A's top + tolerance) and not in a column right of A (B's left
  edge left of A's right edge - tolerance): going up is reading only where a new column
  starts to the right (a form's second column of groups).
Steps between two regions of the window (the area and a dock, a dock and another, the tab
bar and the page under it: the widgets' nearest ancestor of ``REGION_TYPES``) are not
judged: a dock's place in the reading is the window's layout, not the chain's. The cycle
(the last widget back to the first included) may go back once: from the end of the reading
to its start.

Visible focus, the rule (WCAG 2.2's "focus appearance", 2.4.13): the widget as its window
shows it (its place and ``RING`` px round it, so a ring drawn outside it counts) grabbed
with the focus and without it differs in at least as many pixels as a one-pixel outline
round it has (its perimeter), each changed by a contrast of 3:1 or more.
"""

from __future__ import annotations

from itertools import pairwise

import numpy as np
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget, QTabBar, QWidget

TOLERANCE = 8
#: the regions of a window whose mutual order the chain does not judge
REGION_TYPES = (QDockWidget, QTabBar)
#: WCAG's non-text contrast for a focus indicator
FOCUS_CONTRAST = 3.0
RING = 3
LIMIT = 400


def describe(widget: QWidget | None) -> str:
    if widget is None:
        return "nothing"
    name = widget.objectName() or widget.accessibleName() or getattr(widget, "text", str)()
    parent = widget.parentWidget()
    return f"{type(widget).__name__}({name!r}) in {type(parent).__name__ if parent else '-'}"


def _press(widget: QWidget, backwards: bool) -> None:
    if backwards:
        QTest.keyClick(widget, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    else:
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    QApplication.processEvents()


def walk(qtbot, start: QWidget, backwards: bool = False, on_each=None) -> list[QWidget]:
    """Tab (or Shift+Tab) from ``start`` until the focus comes back to it: the widgets the
    focus visited, ``start`` first. Fails on a trap (a key that leaves the focus where it
    was), a lost focus, or a chain that never comes back. ``on_each(widget)`` runs while
    each visited widget has the focus."""
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is start)
    chain = [start]
    if on_each is not None:
        on_each(start)
    for _ in range(LIMIT):
        here = QApplication.focusWidget()
        _press(here, backwards)
        now = QApplication.focusWidget()
        assert now is not None, f"the focus was lost after {describe(here)}"
        assert now is not here, (
            f"a trap: {'Shift+' if backwards else ''}Tab stays in {describe(here)}"
        )
        if now is start:
            return chain
        assert now not in chain, (
            f"the chain does not come back to {describe(start)}: it cycles from "
            f"{describe(now)} on ({len(chain)} widgets)"
        )
        chain.append(now)
        if on_each is not None:
            on_each(now)
    raise AssertionError(f"the focus did not come back to {describe(start)} in {LIMIT} keys")


def focus_start(top: QWidget) -> QWidget:
    """The first widget of ``top`` that takes the focus by Tab."""
    for widget in top.findChildren(QWidget):
        if (
            widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.focusProxy() is None
        ):
            return widget
    raise AssertionError(f"{describe(top)} has nothing that takes the focus")


def places(top: QWidget) -> dict[QWidget, QRect]:
    """Where each widget of ``top`` is, in ``top``'s coordinates (taken once, before the
    tabbing scrolls a scroll area)."""
    found = {}
    for widget in top.findChildren(QWidget):
        if widget.isVisible():
            found[widget] = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    return found


def region(widget: QWidget) -> QWidget | None:
    parent = widget
    while parent is not None:
        if isinstance(parent, REGION_TYPES):
            return parent
        parent = parent.parentWidget()
    return None


def out_of_order(chain: list[QWidget], where: dict[QWidget, QRect]) -> list[str]:
    """The steps of ``chain`` (a forward Tab chain) that go against the reading order, if
    more than the one that starts the reading again."""
    found = []
    for a, b in pairwise([*chain, chain[0]]):
        if region(a) is not region(b) or a not in where or b not in where:
            continue
        ra, rb = where[a], where[b]
        same_line = min(ra.bottom(), rb.bottom()) - max(ra.top(), rb.top()) > TOLERANCE
        if same_line:
            back = rb.right() < ra.left() + TOLERANCE
        else:
            back = rb.bottom() < ra.top() + TOLERANCE and rb.left() < ra.right() - TOLERANCE
        if back:
            found.append(f"{describe(a)} at {ra.getRect()} -> {describe(b)} at {rb.getRect()}")
    return found if len(found) > 1 else []


def _array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    data = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.bytesPerLine() * height)
    return data.reshape(height, image.bytesPerLine())[:, : width * 4].reshape(height, width, 4)


def _luminance(rgb: np.ndarray) -> np.ndarray:
    c = rgb.astype(float) / 255.0
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * c[..., 2] + 0.7152 * c[..., 1] + 0.0722 * c[..., 0]  # BGRA


def focus_shows(focused: QImage, unfocused: QImage, size) -> tuple[bool, str]:
    """Whether a widget grabbed with the focus differs visibly from its grab without."""
    if focused.size() != unfocused.size():
        return True, "its size changes"
    a, b = _luminance(_array(focused)), _luminance(_array(unfocused))
    ratio = (np.maximum(a, b) + 0.05) / (np.minimum(a, b) + 0.05)
    changed = int((ratio >= FOCUS_CONTRAST).sum())
    need = 2 * (size.width() + size.height())
    return changed >= need, f"{changed} px change by 3:1, an outline needs {need}"


def seen(widget: QWidget) -> QImage:
    """The widget and ``RING`` px round it as its window shows them."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    rect = rect.adjusted(-RING, -RING, RING, RING).intersected(window.rect())
    return window.grab(rect).toImage()


class FocusGrabs:
    """Grabs each widget while it has the focus (``on_each`` of :func:`walk`) and again
    after the walk, without it; :meth:`unseen` lists those whose focus does not show."""

    def __init__(self) -> None:
        self.focused: dict[QWidget, QImage] = {}

    def __call__(self, widget: QWidget) -> None:
        self.focused[widget] = seen(widget)

    def unseen(self, qtbot, start: QWidget) -> list[str]:
        found = []
        others = [w for w in self.focused if w is not start]
        for widget in [*others, start]:
            away = start if widget is not start else others[0] if others else None
            if away is None:
                continue
            away.setFocus(Qt.FocusReason.TabFocusReason)
            qtbot.waitUntil(lambda a=away: QApplication.focusWidget() is a)
            ok, why = focus_shows(self.focused[widget], seen(widget), widget.size())
            if not ok:
                found.append(f"{describe(widget)}: {why}")
        return found
