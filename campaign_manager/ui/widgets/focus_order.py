"""Keeping the Tab order the reading order when a part is built after what it reads before.

Qt chains the focus in the order widgets join their window: a part built later (the rule
system's panel of the Combat page, made for each campaign) comes after everything already
there, even when it sits above it on screen. :func:`follow` puts a block of widgets back
after the part it follows.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def _takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.focusProxy() is None


def chain_of(top: QWidget) -> list[QWidget]:
    """The widgets of ``top`` (itself included) that Tab reaches, in the chain's order."""
    found, widget = [], top
    while True:
        if (widget is top or top.isAncestorOf(widget)) and _takes_tab(widget):
            found.append(widget)
        widget = widget.nextInFocusChain()
        if widget is top:
            return found


def follow(before: QWidget, block: QWidget) -> None:
    """Tab goes from the last widget of ``before`` to those of ``block``, in their order."""
    previous = chain_of(before)
    items = chain_of(block)
    if previous and items:
        for first, second in pairwise([previous[-1], *items]):
            QWidget.setTabOrder(first, second)
