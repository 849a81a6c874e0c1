"""The main window: the welcome page or the open campaign's work areas, the history dock and
the status bar. It is composed of collaborators with one job each: :class:`CampaignLifecycle`
(opening and closing campaigns), :class:`WindowMenus` (actions and menus) and
:class:`PlayerViewSide` (the player view on the TV)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

# only the classes of the first paint here: PySide builds a Qt class (and its enums) when
# first imported, so the tabs', the dock's and the dialogs' come with complete()
from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from campaign_manager import APP_NAME
from campaign_manager.ui.colors import READ_ONLY_BANNER
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.messages import (
    describe_copy_failure,
    describe_disconnected,
    describe_reconnected,
    describe_stopped,
    describe_write_failure,
)
from campaign_manager.ui.settings import AppSettings
from campaign_manager.ui.text import literal
from campaign_manager.ui.widgets import focus_ring
from campaign_manager.ui.window_menus import WindowMenus

if TYPE_CHECKING:
    from campaign_manager.storage.touched import Touched
    from campaign_manager.ui.session import CampaignSession
    from campaign_manager.ui.welcome import WelcomePage


class MainWindow(QMainWindow):
    session_changed = Signal()

    def __init__(
        self, settings: AppSettings | None = None, interactive: bool = True, complete: bool = True
    ):
        """The window; with ``complete=False`` only what its first paint shows (the menu
        bar's titles, an empty work area, the status bar; the welcome page after
        :meth:`show_welcome`): the caller shows it, lets it paint, then calls
        :meth:`complete`."""
        super().__init__()
        focus_ring.install()  # where the keys go shows in every theme
        self.settings = settings or AppSettings()
        self.interactive = interactive
        self.completed = False
        self.setWindowIcon(icon("kronikar"))
        self.setObjectName("MainWindow")
        self.setWindowTitle(APP_NAME)
        self.resize(1200, 780)
        self._welcome: WelcomePage | None = None
        self._closing = False  # the window closes: its campaign goes with it, no page follows
        self.work = QWidget()
        work_layout = QVBoxLayout(self.work)
        work_layout.setContentsMargins(0, 0, 0, 0)
        work_layout.setSpacing(0)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.work)
        self.setCentralWidget(self.pages)
        self.menus = WindowMenus(self)  # the menu bar's titles; their actions come in complete()
        self.campaign_label = QLabel()
        self.saved_label = QLabel()
        self.statusBar().addWidget(self.campaign_label, 1)
        self.statusBar().addPermanentWidget(self.saved_label)
        self._restore_geometry()
        if complete:
            self.show_welcome()
            self.complete()

    @property
    def welcome(self) -> WelcomePage:
        """The welcome page, built when first asked for: a start that opens a campaign
        paints without it."""
        if self._welcome is None:
            from campaign_manager.ui.welcome import WelcomePage

            self._welcome = WelcomePage()
            self.pages.insertWidget(0, self._welcome)
            if self.completed:
                self._connect_welcome()
        return self._welcome

    def _connect_welcome(self) -> None:
        self.welcome.new_requested.connect(self.lifecycle.new_campaign_dialog)
        self.welcome.open_requested.connect(self.lifecycle.open_campaign_dialog)
        self.welcome.demo_requested.connect(self.lifecycle.open_demo)
        self.welcome.recent_requested.connect(self.lifecycle.open_campaign)

    def show_welcome(self) -> None:
        """The welcome page with the recent campaigns, no campaign's title or status."""
        self.pages.setCurrentWidget(self.welcome)
        self.setWindowTitle(APP_NAME)
        self.campaign_label.setText(self.tr("No campaign open"))
        self.saved_label.hide()
        self.welcome.set_recent(self.settings.recent_files())

    def complete(self) -> None:
        """Build what the first paint does not show: the campaign's lifecycle, the work
        areas (the roster first), the actions of the menus, the history dock (once)."""
        if self.completed:
            return
        # the storage code (peewee) and the roster come with these, after the first paint
        from PySide6.QtWidgets import QTabWidget

        from campaign_manager.ui.campaign_lifecycle import CampaignLifecycle
        from campaign_manager.ui.player_view.gm_side import PlayerViewSide
        from campaign_manager.ui.roster.view import RosterPage
        from campaign_manager.ui.undo_keys import TextUndoPassOn
        from campaign_manager.ui.widgets.lazy import LazyArea, forget_module_sources

        self.completed = True
        self.lifecycle = CampaignLifecycle(self)
        self.player_side = PlayerViewSide(self)
        if self._welcome is not None:
            self._connect_welcome()

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.roster = RosterPage(self)
        # built when first shown or asked for: the sheet editors, the combat tracker and the
        # ledger (their imports, widgets and rules) cost nothing at start-up
        self.character_area = LazyArea("campaign_manager.ui.character.page:CharacterPage", self)
        self.roster.open_requested.connect(self.open_character)
        self.combat_area = LazyArea("campaign_manager.ui.combat.page:CombatPage", self)
        self.ledger_area = LazyArea("campaign_manager.ui.ledger.page:LedgerPage", self)
        self.tabs.addTab(self.roster, icon("roster"), "")
        self.tabs.addTab(self.character_area, icon("character"), "")
        self.tabs.addTab(self.combat_area, icon("combat"), "")
        self.tabs.addTab(self.ledger_area, icon("ledger"), "")

        self.menus.build()
        # Ctrl+Z in a text field with nothing of its own to undo undoes the campaign's step
        self.text_undo = TextUndoPassOn(self)
        self.read_only_banner = self._read_only_banner()
        self.work.layout().addWidget(self.read_only_banner)
        self.work.layout().addWidget(self.tabs, 1)
        from campaign_manager.ui.story_time.clock import StoryClock

        self.story_clock = StoryClock(self)  # the story's date in the tabs' header
        from campaign_manager.ui.timeline.actions import TimelineActions

        self.timeline = TimelineActions(self)  # Campaign → Timeline, a dated note

        self._build_docks()
        self._retranslate()
        self._restore_state()
        if self.pages.currentWidget() is self.work:  # a campaign is read next
            self.menus.update_state(None)
        else:
            self.update_state()
        forget_module_sources()  # before a campaign's rows take the memory

    @property
    def session(self) -> CampaignSession | None:
        """The open campaign's session, or None."""
        return self.lifecycle.session if self.completed else None

    # -- the campaign, as the lifecycle opens and closes it ------------------------------
    def open_campaign(self, path: Path | str) -> bool:
        return self.lifecycle.open_campaign(path)

    def create_campaign(self, path: Path, name: str, system: str) -> bool:
        return self.lifecycle.create_campaign(path, name, system)

    def open_demo(self, system: str | None = None) -> bool:
        return self.lifecycle.open_demo(system)

    def attach(self, campaign) -> None:
        self.lifecycle.attach(campaign)

    def close_campaign(self, forget: bool = True) -> None:
        self.lifecycle.close_campaign(forget)

    def show_session(self, session: CampaignSession) -> None:
        """Show the session the lifecycle has just opened in every work area."""
        session.changed.connect(self._on_changed)
        session.write_failed.connect(self._write_failed)
        session.copied.connect(self._copied)
        session.reconnected.connect(self._reconnected)
        session.connection_lost.connect(self.update_state)
        stack = session.undo_stack
        for signal in (stack.indexChanged, stack.canUndoChanged, stack.canRedoChanged):
            signal.connect(self.menus.update_undo_actions)
        self.history_view.setModel(session.history_model(self.tr("<opened campaign>")))
        for area in (self.roster, self.character_area, self.combat_area, self.ledger_area):
            area.set_session(session)
        self.tabs.setCurrentWidget(self.roster)
        # the status line says what happens to edits: none are made in a campaign opened
        # read-only (nor is a file named: a shared campaign has none)
        self.show_saved_state(
            self.tr("Read-only: nothing can be changed")
            if session.campaign.read_only
            else self.tr("Every change is saved at once")
        )
        self.update_state()
        self.player_side.feed_session()
        self.session_changed.emit()

    def hide_session(self) -> None:
        """Let go of the session the lifecycle is closing."""
        for area in (self.character_area, self.combat_area, self.ledger_area, self.roster):
            area.set_session(None)
        self.history_view.setModel(None)

    def session_closed(self) -> None:
        self.player_side.feed_session()
        self.update_state()
        self.session_changed.emit()

    # -- construction ---------------------------------------------------------------------
    def _build_docks(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence
        from PySide6.QtWidgets import QDockWidget, QListView

        self.history_dock = QDockWidget(self.tr("History"), self)
        self.history_dock.setObjectName("HistoryDock")
        self.history_view = QListView()
        self.history_view.setObjectName("HistoryView")
        self.history_view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        # a long step wraps at the dock's width (its whole text is in its tooltip too)
        self.history_view.setWordWrap(True)
        self.history_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.history_view.setLayoutMode(QListView.LayoutMode.Batched)
        self.history_view.setSpacing(1)
        self.history_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history_view.clicked.connect(self._history_clicked)
        self.history_view.activated.connect(self._history_clicked)
        self.history_dock.setWidget(self.history_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        toggle = self.history_dock.toggleViewAction()
        toggle.setShortcut(QKeySequence("Ctrl+H"))
        self.menus.add_view_actions(self.tabs, toggle)
        from campaign_manager.ui.bestiary.dock import BestiaryDock

        self.bestiary_dock = BestiaryDock(self)  # the rule system's bestiary, if it has one
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.bestiary_dock)
        self.bestiary_dock.hide()
        self.menus.view_menu.insertAction(
            self.menus.tab_actions[0], self.bestiary_dock.toggleViewAction()
        )
        self.session_changed.connect(
            lambda: self.bestiary_dock.set_system(self.session and self.session.system)
        )

    def _read_only_banner(self) -> QWidget:
        from PySide6.QtWidgets import QHBoxLayout, QPushButton

        banner = QWidget()
        banner.setObjectName("ReadOnlyBanner")
        text, background = READ_ONLY_BANNER
        banner.setStyleSheet(
            f"#ReadOnlyBanner {{ background: {background}; }} QLabel {{ color: {text}; }}"
        )
        layout = QHBoxLayout(banner)
        self.read_only_label = QLabel()
        self.read_only_label.setWordWrap(True)
        button = QPushButton()
        button.clicked.connect(self.lifecycle.save_copy_dialog)
        self.read_only_button = button
        layout.addWidget(self.read_only_label, 1)
        layout.addWidget(button)
        banner.hide()
        return banner

    def _retranslate(self) -> None:
        self.tabs.setTabText(0, self.tr("Roster"))
        self.tabs.setTabText(1, self.tr("Character"))
        self.tabs.setTabText(2, self.tr("Combat"))
        self.tabs.setTabText(3, self.tr("Ledger"))
        for action, index in zip(self.menus.tab_actions, range(self.tabs.count()), strict=True):
            action.setText(self.tabs.tabText(index))
        self.saved_label.setText(self.tr("Every change is saved at once"))

    def _restore_geometry(self) -> None:
        geometry, _state = self.settings.window_state()
        if geometry is not None:
            self.restoreGeometry(geometry)
            from campaign_manager.ui.player_view.screens import (
                keep_off_screen,
                remembered_screen_name,
            )

            keep_off_screen(self, remembered_screen_name(self.settings))  # never on the TV

    def _restore_state(self) -> None:
        _geometry, state = self.settings.window_state()
        if state is not None:
            self.restoreState(state)

    # -- state ------------------------------------------------------------------------------
    def update_state(self) -> None:
        """Show what the open campaign (or none) allows: the page, the banner, the title."""
        session = self.session
        has = session is not None
        if has:
            self.pages.setCurrentWidget(self.work)
        read_only = has and session.read_only
        self.read_only_banner.setVisible(read_only)
        if read_only:
            self.read_only_label.setText(self._read_only_text(session))
            shared = session.campaign.shared
            self.read_only_button.setText(
                self.tr("Save a &local copy…") if shared else self.tr("Save a &copy as…")
            )
        for area in (self.character_area, self.combat_area, self.ledger_area):
            area.setEnabled(not read_only)
        self.menus.update_state(session)
        if has:
            campaign = session.campaign
            system_name = session.system.name.get(current_language())
            self.setWindowTitle(f"{campaign.name} — {APP_NAME}")
            self.campaign_label.setText(
                self.tr("{name} · {system} · {path}").format(
                    name=campaign.name, system=system_name, path=campaign.location
                )
            )
            self.saved_label.show()
        elif not self._closing:
            self.show_welcome()

    def _read_only_text(self, session: CampaignSession) -> str:
        """Why the open campaign takes no changes: a file's words for a file, the
        campaign's and its address's for a shared one (it has no file)."""
        campaign = session.campaign
        if campaign.stopped is not None:
            return describe_stopped(campaign.stopped)
        if session.disconnected:
            return describe_disconnected(campaign.location)
        if campaign.shared:
            return self.tr(
                "This shared campaign is open read-only: your role on the server may only "
                "read the campaign at {address}, so nothing can be changed. Look, print, or "
                "save a local copy to work on."
            ).format(address=campaign.location)
        return self.tr(
            "This campaign is open read-only: its file or folder cannot be written, so "
            "nothing can be changed. Look, print, or save a copy to work on."
        )

    def _on_changed(self, changes: Touched) -> None:
        if changes.campaign:
            self.update_state()

    def new_fight_from_roster(self) -> None:
        """Combat → New fight with the roster's selected characters ticked."""
        if self.session is None:
            return
        chosen = self.roster.selected_ids() if self.tabs.currentWidget() is self.roster else []
        self.tabs.setCurrentWidget(self.combat_area)
        self.combat_area.new_encounter(chosen)

    def open_character(self, character_id: int) -> None:
        self.character_area.show_character(character_id)
        self.tabs.setCurrentWidget(self.character_area)

    # -- undo and redo ------------------------------------------------------------------------
    def undo(self) -> None:
        if self.session is not None:
            self.flush_typing()
            self.session.undo()

    def flush_typing(self) -> None:
        """Commit what is being typed in the Character area (notes), if it was ever built."""
        if self.character_area.built:
            self.character_area.flush()

    def redo(self) -> None:
        if self.session is not None:
            self.session.redo()

    def _history_clicked(self, index) -> None:
        if self.session is not None and index.isValid():
            self.session.set_index(index.row())

    def _write_failed(self, what: str, error, kind: str) -> None:
        if error.reason in ("vanished", "disconnected"):
            self.update_state()  # the campaign takes no more edits: the banner says why
        self.saved_label.setText(self.tr("The last change was not saved"))
        if error.reason == "conflict":  # the page asks which notes to keep, showing both
            return
        if self.session is not None and self.session.refused_step is not None:
            from campaign_manager.ui.keep_theirs import offer_keep_theirs

            offer_keep_theirs(self, self.session, *describe_write_failure(what, error, kind))
            return
        self.show_error(*describe_write_failure(what, error, kind))

    def _reconnected(self, what: str, saved: bool) -> None:
        """The server answers again: editing goes on; say whether the cut-off write landed."""
        self.update_state()
        text = describe_reconnected(what, saved)
        self.saved_label.setText(text)
        self.statusBar().showMessage(text, 10000)

    def show_saved_state(self, text: str) -> None:
        """What the status line says of the edits (one that waits for the server)."""
        self.saved_label.setText(text)
        self.saved_label.setToolTip(text)

    def _copied(self, error) -> None:
        """After the idle copy into the file: say whether the file alone is the campaign."""
        if error is None:
            self.saved_label.setText(self.tr("Every change is saved at once"))
            self.saved_label.setToolTip("")
        else:
            self.saved_label.setText(self.tr("Saved; the disk is full"))
            self.saved_label.setToolTip(
                describe_copy_failure(error, str(self.session.campaign.location))
            )

    # -- messages ---------------------------------------------------------------------------
    def show_error(self, title: str, text: str) -> None:
        """Say what went wrong: a message box, or with no one to click it (``--smoke``,
        ``interactive=False``) the status bar and the standard error, never a wait."""
        if not self.interactive:
            import sys

            sys.stderr.write(f"{title}: {text}\n")
            self.statusBar().showMessage(title)
            return
        from PySide6.QtWidgets import QMessageBox

        # the text may quote what someone typed (a name): shown as it is, never as markup
        QMessageBox.warning(self, title, literal(text))

    # -- closing --------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.save_window_state(self.saveGeometry(), self.saveState())
        if self.completed:
            self._closing = True
            try:
                self.close_campaign(forget=False)
            finally:
                self._closing = False
            self.player_side.shutdown()
        self.settings.sync()
        super().closeEvent(event)
