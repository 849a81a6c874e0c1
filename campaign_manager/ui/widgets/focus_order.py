"""Keeping the Tab order the reading order when a part is built after what it reads before.

Qt chains the focus in the order widgets join their window: a part built later (the rule
system's panel of the Combat page, made for each campaign) comes after everything already
there, even when it sits above it on screen. :func:`follow` puts a block of widgets back
after the part it follows.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLayout,
    QWidget,
)


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


def _laid_out(layout: QLayout) -> list[QWidget]:
    """The widgets of ``layout`` (and its nested layouts) in the order they show: a form
    row by row, a grid row by row and column by column, a box from its start."""
    items = []
    if isinstance(layout, QFormLayout):
        for row in range(layout.rowCount()):
            for role in (
                QFormLayout.ItemRole.LabelRole,
                QFormLayout.ItemRole.FieldRole,
                QFormLayout.ItemRole.SpanningRole,
            ):
                item = layout.itemAt(row, role)
                if item is not None:
                    items.append(item)
    elif isinstance(layout, QGridLayout):
        places = []
        for index in range(layout.count()):
            row, column, _rows, _columns = layout.getItemPosition(index)
            places.append(((row, column), layout.itemAt(index)))
        items = [item for _place, item in sorted(places, key=lambda p: p[0])]
    else:
        items = [layout.itemAt(index) for index in range(layout.count())]
    found = []
    for item in items:
        if item.layout() is not None:
            found += _laid_out(item.layout())
        elif item.widget() is not None:
            found += _in_widget(item.widget())
    return found


def _in_widget(widget: QWidget) -> list[QWidget]:
    if widget.isHidden():
        return []
    if isinstance(widget, QAbstractItemView):
        return chain_of(widget)  # with the editors it shows in its cells
    found = [widget] if _takes_tab(widget) else []
    if widget.layout() is not None:  # a button box's buttons as they show, not as added
        found += _laid_out(widget.layout())
    return found


def in_layout_order(top: QWidget) -> None:
    """Tab goes through ``top``'s widgets in the order its layout shows them (for a dialog
    whose rows a subclass adds after the buttons were made)."""
    if top.layout() is None:
        return
    for first, second in pairwise(_laid_out(top.layout())):
        QWidget.setTabOrder(first, second)


def buttons_as_shown(box: QDialogButtonBox) -> None:
    """Tab goes through a button box's buttons left to right as they show (Qt chains them
    in the order they were added: "Restore Defaults", shown first, came last)."""
    for first, second in pairwise(_laid_out(box.layout())):
        QWidget.setTabOrder(first, second)
