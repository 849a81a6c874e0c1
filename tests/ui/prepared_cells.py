"""What the tests of the prepared cell texts share: a view painted by its
``PreparedTextDelegate`` at every stage compared, pixel by pixel, with the standard
delegate's painting of it."""

from __future__ import annotations

from PySide6.QtGui import QStaticText
from PySide6.QtWidgets import QStyledItemDelegate


def settled(qtbot, view):
    """The view's delegate once it paints its own way (after the first pause) and has
    prepared what it drew."""
    delegate = view.itemDelegate()
    view.viewport().grab()
    qtbot.waitUntil(lambda: delegate.ready)
    view.viewport().grab()
    qtbot.waitUntil(lambda: not delegate.pending)
    return delegate


def assert_paints_as_the_standard_delegate(view, qtbot) -> None:
    """The view's cells, painted before the first pause, as their texts come, prepared,
    and at once after the texts were dropped, are the pixels the standard delegate paints
    (the view keeps the standard delegate afterwards)."""
    delegate = view.itemDelegate()
    delegate.forget()
    standard = view.viewport().grab().toImage()  # until the first pause
    qtbot.waitUntil(lambda: delegate.ready)
    first = view.viewport().grab().toImage()  # the texts drawn as they come
    qtbot.waitUntil(lambda: not delegate.pending)  # prepared once the paints pause
    assert all(isinstance(kept[3], QStaticText) for kept in delegate._prepared.values())
    delegate.prepared_painting = 0
    again = view.viewport().grab().toImage()  # drawn prepared
    assert delegate.prepared_painting == 0
    delegate.forget()
    view.viewport().grab()
    qtbot.waitUntil(lambda: delegate.ready)
    view.viewport().grab()
    soon = view.viewport().grab().toImage()  # shown again at once: prepared then
    view.setItemDelegate(QStyledItemDelegate(view))
    theirs = view.viewport().grab().toImage()
    for ours in (standard, first, again, soon):
        assert ours.size() == theirs.size()
        differing = sum(
            ours.pixel(x, y) != theirs.pixel(x, y)
            for x in range(ours.width())
            for y in range(ours.height())
        )
        assert differing == 0
