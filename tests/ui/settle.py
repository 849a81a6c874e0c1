"""Waiting for a window's layout to settle, however slow the machine is.

A fixed ``qtbot.wait(20)`` lets the event loop run for 20 ms: on a busy machine one pass of
it takes longer, the layout requests that pass posts are still waiting, and a test measures
a half-laid-out window (a label narrower than its text). :func:`settle` instead runs the
event loop until a whole pass moves, resizes, shows or hides no widget of the window, and
fails (rather than measuring) if that does not happen within ``timeout``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QWidget

#: passes in a row that must change nothing
CALM_PASSES = 2


def geometry(top: QWidget) -> tuple:
    """Where every widget of ``top`` is, how big, and whether it shows."""
    return tuple(
        (widget.geometry().getRect(), widget.isVisible())
        for widget in (top, *top.findChildren(QWidget))
    )


def _one_pass(top: QWidget) -> None:
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    layout = top.layout()
    if layout is not None:
        layout.activate()
    QApplication.processEvents()


def settle(qtbot, top: QWidget, timeout: int = 10_000) -> None:
    """Run the event loop until ``top`` is laid out: ``CALM_PASSES`` passes in a row that
    change the geometry or visibility of no widget of ``top`` (its window's layout runs too)."""
    window = top.window()
    seen = {"last": None, "calm": 0}

    def calm() -> bool:
        _one_pass(window)
        now = geometry(top)
        seen["calm"] = seen["calm"] + 1 if now == seen["last"] else 0
        seen["last"] = now
        return seen["calm"] >= CALM_PASSES

    qtbot.waitUntil(calm, timeout=timeout)
