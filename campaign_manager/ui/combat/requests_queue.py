"""The queue of the players' requests in the Combat area: one row "who: what" per request
from a player's page, oldest on top, with Accept, Change and accept, and Turn down (with a
word back). Keyboard first: Enter accepts the selected row, F2 changes it, Delete turns it
down; the Combat area's Ctrl+Shift+A and Ctrl+Shift+R take the top one from anywhere in
it. A new request is announced to a screen reader. Shown while a request waits."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.accessibility import announce
from campaign_manager.ui.combat.request_dialogs import EditRequestDialog, RejectDialog
from campaign_manager.ui.i18n import current_language


class RequestsQueue(QWidget):
    # a dialog of the queue opened (tests and the window reach it)
    dialog_opened = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.requests = None  # a PlayerRequests
        self.dialog: QDialog | None = None
        self.title = QLabel()
        self.list = QListWidget()
        self.list.setObjectName("PlayerRequests")
        self.list.setWordWrap(True)
        self.title.setBuddy(self.list)
        self.accept_button = QPushButton()
        self.edit_button = QPushButton()
        self.reject_button = QPushButton()
        self.accept_button.clicked.connect(lambda: self.accept_selected())
        self.edit_button.clicked.connect(lambda: self.edit_selected())
        self.reject_button.clicked.connect(lambda: self.reject_selected())
        # the list's own keys, while it has the focus (and none of its dialogs is open)
        self.keys: list[QAction] = []
        for keys, slot in (
            ((Qt.Key.Key_Return, Qt.Key.Key_Enter), self.accept_selected),
            ((Qt.Key.Key_F2,), self.edit_selected),
            ((Qt.Key.Key_Delete,), self.reject_selected),
        ):
            action = QAction(self.list)
            action.setShortcuts([QKeySequence(key) for key in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            action.triggered.connect(lambda _=False, run=slot: run())
            self.list.addAction(action)
            self.keys.append(action)
        buttons = QHBoxLayout()
        for button in (self.accept_button, self.edit_button, self.reject_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.retranslate()
        self.setVisible(False)

    def retranslate(self) -> None:
        self.title.setText(self.tr("&Players' requests"))
        self.list.setAccessibleName(self.tr("Players' requests"))
        self.accept_button.setText(self.tr("Accept (Enter)"))
        self.edit_button.setText(self.tr("Change and accept… (F2)"))
        self.reject_button.setText(self.tr("Turn down… (Delete)"))
        self._fill()

    # -- the queue ----------------------------------------------------------------------------
    def set_requests(self, requests) -> None:
        """Show ``requests`` (a :class:`PlayerRequests`; None: no campaign)."""
        if self.requests is not None:
            self.requests.changed.disconnect(self._fill)
            self.requests.arrived.disconnect(self._arrived)
            self.requests.refused.disconnect(self._refused)
        self.requests = requests
        if requests is not None:
            requests.changed.connect(self._fill)
            requests.arrived.connect(self._arrived)
            requests.refused.connect(self._refused)
        self._fill()

    def waiting(self) -> list:
        return list(self.requests.waiting) if self.requests is not None else []

    def _fill(self) -> None:
        """The rows as the queue is now, the selection kept on the same request."""
        chosen = self.selected()
        language = current_language()
        waiting = self.waiting()
        self.list.clear()
        for item in waiting:
            row = QListWidgetItem(item.line.get(language))
            row.setData(Qt.ItemDataRole.UserRole, item)
            self.list.addItem(row)
        if waiting:
            index = waiting.index(chosen) if chosen in waiting else 0
            self.list.setCurrentRow(index)
        for button in (self.accept_button, self.edit_button, self.reject_button):
            button.setEnabled(bool(waiting))
        self.setVisible(bool(waiting))

    def _arrived(self, item) -> None:
        announce(
            self.list,
            self.tr("A player's request: {what}").format(what=item.line.get(current_language())),
        )

    def _refused(self, text: str) -> None:
        announce(self.list, text, assertive=True)
        window = self.window()
        if hasattr(window, "show_error"):
            window.show_error(self.tr("Not allowed by the rules"), text)

    def selected(self):
        """The request of the selected row (the top one where none is selected)."""
        row = self.list.currentItem()
        if row is not None:
            return row.data(Qt.ItemDataRole.UserRole)
        waiting = self.waiting()
        return waiting[0] if waiting else None

    # -- the GM decides ---------------------------------------------------------------------
    def accept_top(self) -> bool:
        waiting = self.waiting()
        return self.requests.accept(waiting[0]) if waiting else False

    def reject_top(self) -> None:
        waiting = self.waiting()
        if waiting:
            self._reject(waiting[0])

    def accept_selected(self) -> bool:
        item = self.selected()
        return self.requests.accept(item) if item is not None else False

    def reject_selected(self) -> None:
        item = self.selected()
        if item is not None:
            self._reject(item)

    def edit_selected(self) -> None:
        item = self.selected()
        if item is None:
            return
        state = self.requests.controller.state or {}
        targets = [
            (str(cid), str(record.get("name", "")))
            for cid, record in (state.get("combatants") or {}).items()
            if isinstance(record, dict)
        ]
        dialog = EditRequestDialog(item, targets, self)
        dialog.accepted.connect(lambda: self.requests.accept(item, dialog.request()))
        self._open(dialog)

    def _reject(self, item) -> None:
        dialog = RejectDialog(item, self)
        dialog.accepted.connect(lambda: self.requests.reject(item, dialog.words.text()))
        self._open(dialog)

    def _open(self, dialog: QDialog) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: self._closed(dialog))
        for action in self.keys:
            action.setEnabled(False)
        dialog.open()
        self.dialog_opened.emit(dialog)

    def _closed(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
            for action in self.keys:
                action.setEnabled(True)
        self.list.setFocus()
