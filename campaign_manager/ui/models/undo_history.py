"""The undo history as a list the GM reads and clicks: row 0 the opened campaign, row i
the i-th step, the current one bold and the undone ones greyed. Each step pushed, undone
or redone changes only the rows it concerns (a long history is not read again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtGui import QBrush, QFont, QGuiApplication, QPalette

from campaign_manager.ui.text import literal

if TYPE_CHECKING:
    from campaign_manager.ui.session import CampaignSession


class HistoryModel(QAbstractListModel):
    """The undo stack as a list: row 0 is the opened campaign, row i the i-th step."""

    def __init__(self, session: CampaignSession, opened_label: str):
        super().__init__(session)
        self._session = session
        self._opened = opened_label
        self._rows: list[str] = []
        self._current = 0
        self._stale = True  # every row is read again at the next refresh
        session.undo_stack.indexChanged.connect(self.refresh)
        self.refresh()

    def forget(self) -> None:
        """The stack was filled anew: the next refresh reads every row."""
        self._stale = True

    def refresh(self, *_args) -> None:
        stack = self._session.undo_stack
        if not shiboken6.isValid(stack):  # the session is going away
            return
        count, index = stack.count(), stack.index()
        pushed = index == count and index > self._current  # a push, or a redo to the newest
        if self._stale or (count != len(self._rows) and not pushed):
            self.beginResetModel()
            self._rows = [stack.text(i) for i in range(count)]
            self._current = index
            self._stale = False
            self.endResetModel()
            return
        if pushed:  # only the steps from where it was made can differ: a long history
            start = min(self._current, len(self._rows))  # is not read again for each step
            self._replace(start, [stack.text(i) for i in range(start, count)])
        old, self._current = self._current, index
        low, high = min(old, index), max(old, index)  # the current row and the greyed ones
        self.dataChanged.emit(self.index(low), self.index(high))

    def _replace(self, start: int, steps: list[str]) -> None:
        """The steps from ``start`` on are ``steps`` now (rows removed and inserted)."""
        same = 0
        while same < min(len(steps), len(self._rows) - start) and (
            self._rows[start + same] == steps[same]
        ):
            same += 1
        first = start + same
        if first < len(self._rows):
            self.beginRemoveRows(QModelIndex(), first + 1, len(self._rows))
            del self._rows[first:]
            self.endRemoveRows()
        new = steps[same:]
        if new:
            self.beginInsertRows(QModelIndex(), len(self._rows) + 1, len(self._rows) + len(new))
            self._rows.extend(new)
            self.endInsertRows()

    @property
    def current_row(self) -> int:
        return self._current

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows) + 1

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() <= len(self._rows):
            return None
        row = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._opened if row == 0 else self._rows[row - 1]
        if role == Qt.ItemDataRole.ToolTipRole:
            return literal(self._opened if row == 0 else self._rows[row - 1])
        if role == Qt.ItemDataRole.FontRole and row == self._current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and row > self._current:  # undone steps
            return QBrush(QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText))
        return None
