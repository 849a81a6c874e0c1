"""Where the GM starts a reveal: *View → Reveals…* (Ctrl+Alt+R), *Show to players…* in the
roster's right-click menu (the character's card, prefilled), in the ledger's (a contact's or
a favour's card) and the ledger's *Shown to players* tab (what each PC has been shown)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

# the key of *View → Reveals…*
LIST_SHORTCUT = "Ctrl+Alt+R"


class RevealActions(QObject):
    """The window's reveal actions: ``list_action`` for the View menu, and the roster's
    *Show to players…* (in its right-click menu, on the selected character)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.dialog = None
        self.list_action = QAction(self.tr("&Reveals (shown to players)…"), window)
        self.list_action.setShortcut(QKeySequence(LIST_SHORTCUT))
        self.list_action.triggered.connect(self.open_list)
        roster = window.roster
        self.roster_action = QAction(self.tr("Show to &players…"), roster)
        self.roster_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.roster_action.triggered.connect(self.show_roster_character)
        roster.table.addAction(self.roster_action)
        # the roster's right-click menu: its own actions on the table, this one among them
        roster.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        roster.table.selectionModel().selectionChanged.connect(lambda *_: self.update_state())
        self.update_state()

    @property
    def session(self):
        return self.window.session

    def update_state(self, *_args) -> None:
        session = self.session
        writable = session is not None and not session.read_only
        self.list_action.setEnabled(session is not None)
        self.roster_action.setEnabled(writable and len(self.window.roster.selected_ids()) == 1)
        if self.dialog is not None and self.dialog.panel.session is not session:
            self.dialog.close()  # another campaign (or none): its list goes

    def open_list(self):
        """*View → Reveals…*: the list of every reveal (one dialog, raised if open)."""
        if self.session is None:
            return None
        from campaign_manager.ui.reveals.panel import RevealsDialog

        if self.dialog is None:
            self.dialog = RevealsDialog(self.session, self.window)
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.dialog.destroyed.connect(self._list_gone)
            self.dialog.show()
        else:  # open already: brought to the front
            self.dialog.raise_()
            self.dialog.activateWindow()
        return self.dialog

    def _list_gone(self, *_args) -> None:
        self.dialog = None

    def show_roster_character(self):
        """The roster's selected character's card, in the dialog."""
        ids = self.window.roster.selected_ids()
        if len(ids) != 1:
            return None
        return show_character(self.window, self.session, ids[0])


def show_character(parent: QWidget, session, character_id: int | None):
    """*Show to players…* with the card of the roster character ``character_id``."""
    if session is None or character_id is None:
        return None
    from campaign_manager.ui.reveals.cards import character_card
    from campaign_manager.ui.reveals.show_dialog import show_to_players

    return show_to_players(parent, session, character_card(character_id))


def add_to_ledger(page) -> QWidget:
    """The ledger ``page``'s reveal parts: *Show to players…* in the right-click menu of its
    people and favours, and its *Shown to players* tab (returned)."""
    from campaign_manager.ui.reveals.panel import RevealsPanel

    for key, card in (("people", "contact"), ("favours", "favour")):
        table = page.tables[key]
        action = QAction(_show_text(), table.view)
        action.setObjectName(f"ledger_{key}_show_to_players")
        action.triggered.connect(lambda _=False, t=table, c=card: _show_ledger(page, t, c))
        table.view.addAction(action)
        table.view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
    panel = RevealsPanel()
    panel.setObjectName("ledger_shown")
    page.tabs.addTab(panel, "")

    def follow_scope(*_args) -> None:
        """The ledger filtered on a character: the tab shows what that PC was shown."""
        scope = page.scope.currentData()
        kind, _, ident = str(scope or "").partition(":")
        panel.show_pc(ident if kind == "character" and ident.isdigit() else None)

    page.scope.currentIndexChanged.connect(follow_scope)
    panel.reloaded.connect(follow_scope)
    return panel


def _show_text() -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("RevealActions", "Show to &players…")


def _show_ledger(page, table, card: str):
    record = table.current()
    if record is None or page.session is None:
        return None
    from campaign_manager.ui.reveals.cards import contact_card, favour_card
    from campaign_manager.ui.reveals.show_dialog import show_to_players

    prefill = contact_card(record) if card == "contact" else favour_card(record)
    return show_to_players(page.window(), page.session, prefill)
