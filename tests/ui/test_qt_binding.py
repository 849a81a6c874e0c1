"""The Qt binding itself must not wear Python down during a long evening at the table."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSortFilterProxyModel, QStringListModel
from PySide6.QtWidgets import QWidget


def test_calls_that_return_nothing_keep_none_alive(qtbot):
    """PySide6 6.12.0 dropped a reference to None on every such call; on Python 3.11 the
    app then aborted ("deallocating None") after a few thousand clicks. Pinned away in
    pyproject.toml; this guards every later upgrade."""
    widget = QWidget()
    qtbot.addWidget(widget)
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(QStringListModel(["Vilém", "Anežka"]))
    before = sys.getrefcount(None)
    for _ in range(1000):
        widget.setEnabled(True)
        proxy.beginFilterChange()
        proxy.endFilterChange(QSortFilterProxyModel.Direction.Rows)
    assert sys.getrefcount(None) >= before - 100
