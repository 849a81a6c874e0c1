"""Every reveal the GM made, with whom it was shown to and whether it still stands: take one
back, show it again, take it off the TV, show something new; filtered by a player character,
it is what that PC has been shown. In *View → Reveals…* (:class:`RevealsDialog`) and as the
ledger's *Shown to players* tab. Read again only when a change touched the reveals or the
characters (a name)."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.player_view.notebook import everyone_now, is_for
from campaign_manager.storage.changes.reveals import dismiss_reveal, withdraw_reveal
from campaign_manager.storage.queries import player_characters, reveals
from campaign_manager.ui.text import plain


class RevealsPanel(QWidget):
    """The list of reveals and its buttons, for the open ``session`` (set_session)."""

    TITLE, KIND, AUDIENCE, STATE = range(4)
    # read again (the PCs to filter on may be new)
    reloaded = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = None
        self._stale = True  # read when first shown
        self.rows: list[dict] = []
        self.names: dict[str, str] = {}
        self.filter = QComboBox()
        self.filter.setObjectName("reveals_filter")
        self.filter.currentIndexChanged.connect(self._fill)
        filter_label = QLabel(self.tr("Shown &to:"))
        filter_label.setBuddy(self.filter)
        self.filter.setAccessibleName(self.tr("Shown to"))
        top = QHBoxLayout()
        top.addWidget(filter_label)
        top.addWidget(self.filter, 1)
        self.list = QTreeWidget()
        self.list.setObjectName("reveals_list")
        self.list.setRootIsDecorated(False)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setAccessibleName(self.tr("Reveals"))
        self.list.setHeaderLabels(
            [self.tr("Title"), self.tr("Kind"), self.tr("Shown to"), self.tr("State")]
        )
        self.list.header().setSectionResizeMode(self.TITLE, QHeaderView.ResizeMode.Stretch)
        self.list.header().setStretchLastSection(False)
        self.list.currentItemChanged.connect(self._update_buttons)
        self.empty = plain(QLabel())
        self.empty.setWordWrap(True)
        self.show_button = self._button("reveals_show", self.tr("&Show to players…"), self.show_new)
        self.withdraw_button = self._button(
            "reveals_withdraw", self.tr("Take &back"), lambda: self.set_withdrawn(True)
        )
        self.again_button = self._button(
            "reveals_again", self.tr("Show &again"), lambda: self.set_withdrawn(False)
        )
        self.dismiss_button = self._button(
            "reveals_dismiss", self.tr("&Dismiss from the TV"), self.dismiss
        )
        buttons = QHBoxLayout()
        for button in (self.show_button, self.withdraw_button, self.again_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.dismiss_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.empty)
        layout.addLayout(buttons)

    def _button(self, name: str, text: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    # -- the campaign -----------------------------------------------------------------------
    def set_session(self, session) -> None:
        if self.session is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.session.changed.disconnect(self._on_changed)
        self.session = session
        if session is not None:
            session.changed.connect(self._on_changed)
        self._request_reload()

    def _on_changed(self, changes) -> None:
        if changes.reveals or changes.characters or changes.roster or changes.reread:
            self._request_reload()

    def _request_reload(self) -> None:
        """Read now if the list can be seen; hidden (the ledger's tab not shown), when it
        is shown."""
        self._stale = not self.isVisible()
        if not self._stale:
            self.reload()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if getattr(self, "_stale", True):
            self._stale = False
            self.reload()

    def reload(self) -> None:
        """Read the reveals and the PCs' names again and show them."""
        if self.session is None:
            self.rows, self.names = [], {}
        else:
            self.rows = reveals()
            self.names = {str(i): name for i, name, _player in player_characters()}
        chosen = self.filter.currentData()
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.addItem(self.tr("Anyone (every reveal)"), None)
        for character_id, name in self.names.items():
            self.filter.addItem(name, character_id)
        index = self.filter.findData(chosen) if chosen is not None else 0
        self.filter.setCurrentIndex(max(index, 0))
        self.filter.blockSignals(False)
        self._fill()
        self.reloaded.emit()

    def show_pc(self, character_id: int | str | None) -> None:
        """Filter on what the PC ``character_id`` was shown (None: every reveal)."""
        index = self.filter.findData(None if character_id is None else str(character_id))
        self.filter.setCurrentIndex(max(index, 0))

    def _kind_text(self, kind: str) -> str:
        return {
            "image": self.tr("Picture"),
            "card": self.tr("Card"),
        }.get(kind, self.tr("Text"))

    def _audience_text(self, row: dict) -> str:
        if not row["audience"]:
            return self.tr("Everyone")
        names = [self.names.get(i) for i in row["audience"]]
        known = [name for name in names if name]
        return ", ".join(known) if known else self.tr("No one in the campaign now")

    def _state_text(self, row: dict, on_tv: int | None) -> str:
        if row["withdrawn"]:
            return self.tr("Taken back")
        if row["id"] == on_tv:
            return self.tr("Shown, on the TV")
        return self.tr("Shown")

    def _fill(self, *_args) -> None:
        chosen = self.filter.currentData()
        current = self.current()
        on_tv = everyone_now(self.rows)
        on_tv_id = on_tv["id"] if on_tv else None
        self.list.clear()
        shown = [row for row in self.rows if chosen is None or is_for(row, chosen)]
        for row in reversed(shown):  # the newest first
            item = QTreeWidgetItem(
                [
                    row["title"] or row["body"][:60] or "…",
                    self._kind_text(row["kind"]),
                    self._audience_text(row),
                    self._state_text(row, on_tv_id),
                ]
            )
            item.setData(0, Qt.ItemDataRole.UserRole, row["id"])
            item.setToolTip(0, row["body"][:500])
            self.list.addTopLevelItem(item)
            if current is not None and row["id"] == current["id"]:
                self.list.setCurrentItem(item)
        if self.session is None:
            text = ""
        elif not self.rows:
            text = self.tr(
                "Nothing has been shown to the players yet. Show a handout, a picture or a "
                "card with Show to players… (also in the roster's and the ledger's right-click "
                "menus)."
            )
        elif not shown:
            text = self.tr("Nothing has been shown to this player character.")
        else:
            text = ""
        self.empty.setText(text)
        self.empty.setVisible(bool(text))
        if self.list.currentItem() is None and self.list.topLevelItemCount():
            self.list.setCurrentItem(self.list.topLevelItem(0))
        self._update_buttons()

    def current(self) -> dict | None:
        item = self.list.currentItem()
        if item is None:
            return None
        reveal_id = item.data(0, Qt.ItemDataRole.UserRole)
        return next((row for row in self.rows if row["id"] == reveal_id), None)

    def _update_buttons(self, *_args) -> None:
        row = self.current()
        writable = self.session is not None and not self.session.read_only
        self.show_button.setEnabled(writable)
        self.withdraw_button.setEnabled(writable and row is not None and not row["withdrawn"])
        self.again_button.setEnabled(writable and row is not None and row["withdrawn"])
        on_tv = everyone_now(self.rows)
        self.dismiss_button.setEnabled(writable and on_tv is not None)

    # -- the steps --------------------------------------------------------------------------
    def _perform(self, step, text: str) -> None:
        from campaign_manager.ui.session import EditNotSaved

        with contextlib.suppress(EditNotSaved):
            self.session.perform(step, text)

    def set_withdrawn(self, withdrawn: bool) -> None:
        """Take the chosen reveal back from the players, or show it again."""
        row = self.current()
        if row is None or self.session is None or row["withdrawn"] == withdrawn:
            return
        title = row["title"] or "…"
        if withdrawn:
            text = self.tr("Take “{title}” back from the players").format(title=title)
        else:
            text = self.tr("Show “{title}” to the players again").format(title=title)
        self._perform(withdraw_reveal(row, withdrawn), text)

    def dismiss(self) -> None:
        """Take what the TV shows full screen off it (it stays in the players' notebooks)."""
        dismiss_now(self, self.session)

    def show_new(self) -> None:
        from campaign_manager.ui.reveals.show_dialog import show_to_players

        chosen = self.filter.currentData()
        show_to_players(self.window(), self.session, {"audience": [chosen] if chosen else []})


def dismiss_now(widget: QWidget, session) -> bool:
    """Take the reveal the TV shows full screen off it (one undo step, which another GM's
    TV follows); False: none is shown, or nothing could be written."""
    if session is None or session.read_only:
        return False
    on_tv = everyone_now(reveals())
    if on_tv is None:
        return False
    from PySide6.QtCore import QCoreApplication

    from campaign_manager.ui.session import EditNotSaved

    title = on_tv["title"] or "…"
    text = QCoreApplication.translate("RevealsPanel", "Take “{title}” off the TV")
    try:
        session.perform(
            dismiss_reveal({"id": on_tv["id"], "title": title, "dismissed": False}),
            text.format(title=title),
        )
    except EditNotSaved:
        return False
    return True


class RevealsDialog(QDialog):
    """*View → Reveals…*: the panel in a dialog of its own."""

    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("reveals_dialog")
        self.setWindowTitle(self.tr("Shown to players"))
        self.panel = RevealsPanel(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        layout.addWidget(buttons)
        self.resize(720, 420)
        self.panel.set_session(session)

    def done(self, result: int) -> None:
        self.panel.set_session(None)
        super().done(result)
