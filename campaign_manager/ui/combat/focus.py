"""Where the keyboard focus goes on the Combat page, so the fight's keys always work:
Escape leaves the dice line for the order table, and a part that hides while it holds the
focus (the tie list) hands it to the order table, not to nowhere (with the focus nowhere,
the fight's keys would wait for a Tab) or to whatever Qt found next."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QLineEdit, QTableView, QWidget


class FocusKeeper(QObject):
    """Keeps the focus of ``page`` on its order ``table`` when it would go astray."""

    def __init__(self, page: QWidget, table: QTableView, dice: QLineEdit):
        super().__init__(page)
        self._page, self._table = page, table
        leave = QShortcut(QKeySequence(Qt.Key.Key_Escape), dice)
        leave.setContext(Qt.ShortcutContext.WidgetShortcut)
        leave.activated.connect(self.to_table)
        QApplication.instance().focusChanged.connect(self._focus_moved)

    def to_table(self) -> None:
        self._table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _focus_moved(self, old, now) -> None:
        """A part of the page that held the focus went away (hidden): the focus goes to
        the order table."""
        page = self._page
        if old is None or old is self._table or not page.isVisible():
            return
        if now is not None and now.window() is not page.window():
            return  # the GM went to a dialog or another window
        try:
            gone = page.isAncestorOf(old) and not old.isVisible()
        except RuntimeError:  # deleted meanwhile
            gone = True
        if gone:
            self.to_table()
