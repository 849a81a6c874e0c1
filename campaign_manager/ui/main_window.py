"""The main window: welcome page or the open campaign's work areas, menus, history dock."""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from campaign_manager import APP_NAME, __version__
from campaign_manager.paths import CAMPAIGN_SUFFIX, campaigns_dir
from campaign_manager.storage import CampaignError, create_campaign, open_campaign
from campaign_manager.storage.changes import Batch, ChangeSet, SetCampaignField
from campaign_manager.storage.errors import CampaignReadOnly, CorruptCampaign, DatabaseDamage
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.messages import (
    describe_campaign_error,
    describe_copy_failure,
    describe_stopped,
    describe_write_failure,
)
from campaign_manager.ui.player_view.gm_side import PlayerViewActions
from campaign_manager.ui.refusals import CampaignRefusals
from campaign_manager.ui.roster.view import RosterPage
from campaign_manager.ui.session import CampaignSession
from campaign_manager.ui.settings import AppSettings
from campaign_manager.ui.systems import PACKAGES, system_ui
from campaign_manager.ui.text import literal
from campaign_manager.ui.welcome import WelcomePage
from campaign_manager.ui.widgets.lazy import LazyArea


class MainWindow(PlayerViewActions, CampaignRefusals, QMainWindow):
    session_changed = Signal()
    # (campaign, refusal or None) from the checks run after opening, off this thread
    _checks_done = Signal(object, object)

    def __init__(self, settings: AppSettings | None = None, interactive: bool = True):
        super().__init__()
        self.settings = settings or AppSettings()
        self.interactive = interactive
        self.session: CampaignSession | None = None
        self._player = None
        self.setWindowIcon(icon("kronikar"))
        self.setObjectName("MainWindow")
        self.resize(1200, 780)

        self._checks_done.connect(self._checked)  # from the checks after opening
        self.welcome = WelcomePage()
        self.welcome.new_requested.connect(self.new_campaign_dialog)
        self.welcome.open_requested.connect(self.open_campaign_dialog)
        self.welcome.demo_requested.connect(lambda: self.open_demo("dakara"))
        self.welcome.recent_requested.connect(self.open_campaign)

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

        self.read_only_banner = self._read_only_banner()
        self.work = QWidget()
        work_layout = QVBoxLayout(self.work)
        work_layout.setContentsMargins(0, 0, 0, 0)
        work_layout.setSpacing(0)
        work_layout.addWidget(self.read_only_banner)
        work_layout.addWidget(self.tabs, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.welcome)
        self.pages.addWidget(self.work)
        self.setCentralWidget(self.pages)

        self._build_actions()
        self._build_menus()
        self._build_docks()
        self.campaign_label = QLabel()
        self.saved_label = QLabel()
        self.statusBar().addWidget(self.campaign_label, 1)
        self.statusBar().addPermanentWidget(self.saved_label)
        self._retranslate()
        self._restore_layout()
        self._update_state()

    # -- construction -------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, icon_name: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon_name:
            action.setIcon(icon(icon_name))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(
            self.tr("&New campaign…"), self.new_campaign_dialog, "Ctrl+Shift+N"
        )
        self.open_action = self._action(
            self.tr("&Open campaign…"), self.open_campaign_dialog, QKeySequence.StandardKey.Open
        )
        self.demo_action = self._action(self.tr("Open a &demo campaign"), lambda: self.open_demo())
        self.save_copy_action = self._action(
            self.tr("Save a &copy as…"), self.save_copy_dialog, "Ctrl+Shift+S"
        )
        self.close_action = self._action(
            self.tr("&Close campaign"), self.close_campaign, QKeySequence.StandardKey.Close
        )
        self.quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo_action = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(self.tr("&Redo"), self.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        self.new_fight_from_roster_action = self._action(
            self.tr("New &fight with the selected characters…"),
            self.new_fight_from_roster,
            "Ctrl+Alt+F",
        )
        # the player view: a second window on the TV, built when first asked for
        self.player_view_action = self._action(
            self.tr("&Player view"), self.toggle_player_view, "F8"
        )
        self.player_view_action.setCheckable(True)
        self.player_screen_action = self._action(
            self.tr("Player view on &another screen…"), self.choose_player_screen
        )
        self.blank_action = self._action(
            self.tr("&Blank the player view"), self.toggle_blank, "Ctrl+B"
        )
        self.blank_action.setCheckable(True)
        self.blank_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        self.player_image_action = self._action(
            self.tr("Player view &image between fights…"), self.choose_player_image
        )
        self.player_settings_action = self._action(
            self.tr("What the player &view shows…"), self.player_view_settings
        )
        self.properties_action = self._action(
            self.tr("Campaign &properties…"), self.edit_properties, "Ctrl+Alt+P"
        )
        self.rules_settings_action = self._action(
            self.tr("&Rules settings…"), self.rules_settings_dialog, "Ctrl+Alt+S"
        )
        # Each system's own Campaign menu actions (Start a new scene…), shown for its campaigns.
        self.time_actions: dict[str, QAction] = {}
        self._system_actions: list[tuple[str, QAction]] = []
        for key in PACKAGES:
            for entry in system_ui(key).campaign_actions:
                action = self._action(
                    entry.text(), lambda _=False, run=entry.run: run(self), entry.shortcut
                )
                if entry.status_tip is not None:
                    action.setStatusTip(entry.status_tip())
                self.time_actions.setdefault(entry.key, action)
                self._system_actions.append((key, action))
        self.preferences_action = self._action(
            self.tr("&Preferences…"), self.preferences_dialog, QKeySequence.StandardKey.Preferences
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.about_action = self._action(self.tr("&About Kronikář"), self.about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu(self.tr("&File"))
        self.file_menu.addAction(self.new_action)
        self.file_menu.addAction(self.open_action)
        self.recent_menu = self.file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_menu.addAction(self.demo_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.save_copy_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.file_menu.addAction(self.quit_action)

        self.edit_menu = bar.addMenu(self.tr("&Edit"))
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addActions(self.roster.edit_actions())

        self.campaign_menu = bar.addMenu(self.tr("&Campaign"))
        self.campaign_menu.addAction(self.properties_action)
        self.campaign_menu.addAction(self.rules_settings_action)
        self.campaign_menu.addSeparator()
        for _key, action in self._system_actions:
            self.campaign_menu.addAction(action)

        self.combat_menu = bar.addMenu(self.tr("Co&mbat"))
        self.combat_menu.aboutToShow.connect(lambda: self._fill_combat_menu(with_tracker=True))
        self._fill_combat_menu()

        self.view_menu = bar.addMenu(self.tr("&View"))
        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        self.settings_menu.addAction(self.preferences_action)
        self.appearance_menu = self.settings_menu.addMenu(self.tr("&Appearance"))
        self.theme_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        for key, text in (
            ("system", self.tr("Follow the &system")),
            ("light", self.tr("&Light")),
            ("dark", self.tr("&Dark")),
        ):
            action = self.appearance_menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(self.settings.theme == key)
            action.triggered.connect(lambda _=False, k=key: self.set_theme(k))
            group.addAction(action)
            self.theme_actions[key] = action
        self.help_menu = bar.addMenu(self.tr("&Help"))
        self.help_menu.addAction(self.about_action)

    def _build_docks(self) -> None:
        self.history_dock = QDockWidget(self.tr("History"), self)
        self.history_dock.setObjectName("HistoryDock")
        self.history_view = QListView()
        self.history_view.setObjectName("HistoryView")
        self.history_view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.history_view.clicked.connect(self._history_clicked)
        self.history_view.activated.connect(self._history_clicked)
        self.history_dock.setWidget(self.history_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        toggle = self.history_dock.toggleViewAction()
        toggle.setShortcut(QKeySequence("Ctrl+H"))
        self.view_menu.addAction(toggle)
        for index in range(self.tabs.count()):
            action = QAction(self)
            action.setShortcut(QKeySequence(f"Alt+{index + 1}"))
            action.triggered.connect(lambda _=False, i=index: self.tabs.setCurrentIndex(i))
            self.addAction(action)
            self.view_menu.addAction(action)
        self._tab_actions = self.view_menu.actions()[1:]
        self.view_menu.addSeparator()
        for action in (
            self.player_view_action,
            self.player_screen_action,
            self.blank_action,
            self.player_image_action,
        ):
            self.view_menu.addAction(action)

    def _retranslate(self) -> None:
        self.tabs.setTabText(0, self.tr("Roster"))
        self.tabs.setTabText(1, self.tr("Character"))
        self.tabs.setTabText(2, self.tr("Combat"))
        self.tabs.setTabText(3, self.tr("Ledger"))
        for action, index in zip(self._tab_actions, range(self.tabs.count()), strict=True):
            action.setText(self.tabs.tabText(index))
        self.saved_label.setText(self.tr("Every change is saved at once"))

    def _restore_layout(self) -> None:
        geometry, state = self.settings.window_state()
        if geometry is not None:
            self.restoreGeometry(geometry)
            from campaign_manager.ui.player_view.screens import (
                keep_off_screen,
                remembered_screen_name,
            )

            keep_off_screen(self, remembered_screen_name(self.settings))  # never on the TV
        if state is not None:
            self.restoreState(state)

    # -- state ------------------------------------------------------------------------------
    def _update_state(self) -> None:
        has = self.session is not None
        self.pages.setCurrentWidget(self.work if has else self.welcome)
        read_only = has and self.session.read_only
        self.read_only_banner.setVisible(read_only)
        stopped = self.session.campaign.stopped if has else None
        if stopped is not None:
            self.read_only_label.setText(describe_stopped(stopped))
        for area in (self.character_area, self.combat_area, self.ledger_area):
            area.setEnabled(not read_only)
        for action in (self.save_copy_action, self.close_action):
            action.setEnabled(has)
        for action in (
            self.properties_action,
            self.new_fight_from_roster_action,
            self.player_settings_action,
            self.player_image_action,
        ):
            action.setEnabled(has and not read_only)
        system = self.session.system.key if has else None
        self.rules_settings_action.setEnabled(has and not read_only)
        for key, action in self._system_actions:
            action.setVisible(key == system)
        self._update_undo_actions()
        if has:
            campaign = self.session.campaign
            system_name = self.session.system.name.get(current_language())
            self.setWindowTitle(f"{campaign.name} — {APP_NAME}")
            self.campaign_label.setText(
                self.tr("{name} · {system} · {path}").format(
                    name=campaign.name, system=system_name, path=campaign.path
                )
            )
            self.saved_label.show()
        else:
            self.setWindowTitle(APP_NAME)
            self.campaign_label.setText(self.tr("No campaign open"))
            self.saved_label.hide()
            self.welcome.set_recent(self.settings.recent_files())

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        for number, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number % 10} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_campaign(p))
        if not files:
            self.recent_menu.addAction(self.tr("No recent campaigns")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("Clear the list"))
            clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.settings.clear_recent()
        self._update_state()

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.campaign:
            self._update_state()

    def _fill_combat_menu(self, with_tracker: bool = False) -> None:
        """The Combat menu, with the tracker's own actions once the tracker exists (it is
        built when the Combat area is first shown or this menu is opened)."""
        self.combat_menu.clear()
        self.combat_menu.addAction(self.new_fight_from_roster_action)
        self.combat_menu.addAction(self.player_settings_action)
        self.combat_menu.addSeparator()
        if with_tracker or self.combat_area.built:
            for action in self.combat_area.menu_actions():
                self.combat_menu.addAction(action)

    def new_fight_from_roster(self) -> None:
        """Combat → New fight with the roster's selected characters ticked."""
        if self.session is None:
            return
        chosen = self.roster.selected_ids() if self.tabs.currentWidget() is self.roster else []
        self.tabs.setCurrentWidget(self.combat_area)
        self.combat_area.new_encounter(chosen)

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

    def _update_undo_actions(self, *_args) -> None:
        stack = self.session.undo_stack if self.session is not None else None
        if self.session is not None and self.session.read_only:
            stack = None
        can_undo = bool(stack and stack.canUndo())
        can_redo = bool(stack and stack.canRedo())
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)
        undo, redo = self.tr("&Undo"), self.tr("&Redo")
        self.undo_action.setText(f"{undo} {stack.undoText()}" if can_undo else undo)
        self.redo_action.setText(f"{redo} {stack.redoText()}" if can_redo else redo)
        if stack is not None:
            self.history_view.setCurrentIndex(self.history_view.model().index(stack.index(), 0))

    def _write_failed(self, what: str, error, kind: str) -> None:
        if error.reason == "vanished":
            self._update_state()  # the campaign takes no more edits: the banner says why
        self.saved_label.setText(self.tr("The last change was not saved"))
        self.show_error(*describe_write_failure(what, error, kind))

    def _copied(self, error) -> None:
        """After the idle copy into the file: say whether the file alone is the campaign."""
        if error is None:
            self.saved_label.setText(self.tr("Every change is saved at once"))
            self.saved_label.setToolTip("")
        else:
            self.saved_label.setText(self.tr("Saved; the disk is full"))
            self.saved_label.setToolTip(
                describe_copy_failure(error, str(self.session.campaign.path))
            )

    # -- messages ---------------------------------------------------------------------------
    def show_error(self, title: str, text: str) -> None:
        # the text may quote what someone typed (a name): shown as it is, never as markup
        QMessageBox.warning(self, title, literal(text))

    def _refused(self, error: CampaignError) -> None:
        if not self.interactive:
            raise error
        if isinstance(error, CorruptCampaign) and self._offer_backup(error):
            return
        self.show_error(*describe_campaign_error(error))

    # -- campaigns --------------------------------------------------------------------------
    def attach(self, campaign) -> None:
        self.close_campaign(forget=False)
        self.session = CampaignSession(campaign, self)
        self.session.changed.connect(self._on_changed)
        self.session.write_failed.connect(self._write_failed)
        self.session.copied.connect(self._copied)
        stack = self.session.undo_stack
        for signal in (stack.indexChanged, stack.canUndoChanged, stack.canRedoChanged):
            signal.connect(self._update_undo_actions)
        self.history_view.setModel(self.session.history_model(self.tr("<opened campaign>")))
        self.settings.add_recent(campaign.path)
        self.settings.last_campaign = campaign.path.resolve()
        self.roster.set_session(self.session)
        self.character_area.set_session(self.session)
        self.combat_area.set_session(self.session)
        self.ledger_area.set_session(self.session)
        self.tabs.setCurrentWidget(self.roster)
        self._update_state()
        self._feed_session()
        self.session_changed.emit()

    def open_character(self, character_id: int) -> None:
        self.character_area.show_character(character_id)
        self.tabs.setCurrentWidget(self.character_area)

    def open_campaign(self, path: Path | str) -> bool:
        path = Path(path)
        if self.session is not None and self.session.campaign.path.resolve() == path.resolve():
            return True
        try:
            campaign = open_campaign(path, defer_checks=True)
        except CampaignReadOnly as error:
            if not self.interactive or not self._ask_read_only(error):
                self._refused(error)
                return False
            try:
                campaign = open_campaign(path, read_only=True, defer_checks=True)
            except CampaignError as again:
                self._refused(again)
                return False
        except CampaignError as error:
            self._refused(error)
            return False
        try:
            self.attach(campaign)
        except DatabaseDamage as exc:
            # damage the deferred check had not reached yet, met while reading the roster
            self.close_campaign(forget=False)
            self._refused(CorruptCampaign(path, str(exc), reason="damaged"))
            return False
        self._check_after_opening(campaign)
        return True

    def _check_after_opening(self, campaign) -> None:
        """The integrity check and the rolling backup, on a worker thread while the roster
        paints (they grow with the file); a damaged file or a failed backup closes the
        campaign again with the same message an immediate refusal would give."""
        if not campaign.has_deferred_checks:
            return

        def run() -> None:
            error = campaign.deferred_checks()
            with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
                self._checks_done.emit(campaign, error)

        threading.Thread(target=run, name="kronikar-open-checks", daemon=True).start()

    def _checked(self, campaign, error) -> None:
        if self.session is None or self.session.campaign is not campaign:
            return
        if error is None and not campaign.read_only:
            try:  # the roster lines not yet written (files of schema 3), now it is whole
                if campaign.refresh_summaries(only_missing=True):
                    self.session.changed.emit(ChangeSet(roster=True))
            except DatabaseDamage as exc:
                error = CorruptCampaign(campaign.path, str(exc), reason="damaged")
        if error is None:
            return
        self.close_campaign(forget=False)
        if self.interactive:
            self._refused(error)
        else:
            self.statusBar().showMessage(describe_campaign_error(error)[0])

    def create_campaign(self, path: Path, name: str, system: str) -> bool:
        try:
            campaign = create_campaign(path, name, system)
        except CampaignError as error:
            self._refused(error)
            return False
        self.attach(campaign)
        return True

    def open_demo(self, system: str = "dakara") -> bool:
        from campaign_manager.demo import create_demo

        self.attach(create_demo(system))
        return True

    def close_campaign(self, forget: bool = True) -> None:
        if self.session is None:
            return
        session, self.session = self.session, None
        self.character_area.set_session(None)
        self.combat_area.set_session(None)
        self.ledger_area.set_session(None)
        self.roster.set_session(None)
        self.history_view.setModel(None)
        path = str(session.campaign.path)
        stopped = session.campaign.stopped
        if not session.close():
            self.show_error(
                self.tr("Keep the campaign's two files together"),
                describe_copy_failure(session.campaign.checkpoint_error, path),
            )
        elif stopped is None and session.campaign.stopped is not None:  # went away unseen
            self.show_error(
                self.tr("The campaign file went away"), describe_stopped(session.campaign.stopped)
            )
        session.deleteLater()
        if forget:
            self.settings.last_campaign = None
        self._feed_session()
        self._update_state()
        self.session_changed.emit()

    # -- dialogs ------------------------------------------------------------------------------
    def new_campaign_dialog(self) -> None:
        from campaign_manager.ui.dialogs.new_campaign import NewCampaignDialog

        dialog = NewCampaignDialog(self)
        if dialog.exec():
            self.create_campaign(dialog.path, dialog.campaign_name, dialog.system)

    def _file_filter(self) -> str:
        return self.tr("Kronikář campaigns (*{suffix});;All files (*)").format(
            suffix=CAMPAIGN_SUFFIX
        )

    def open_campaign_dialog(self) -> None:
        start = (
            self.settings.recent_files()[0].parent
            if self.settings.recent_files()
            else campaigns_dir()
        )
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open campaign"), str(start), self._file_filter()
        )
        if path:
            self.open_campaign(path)

    def save_copy_dialog(self) -> None:
        if self.session is None:
            return
        campaign = self.session.campaign
        copy_word = self.tr("copy")
        suggested = campaign.path.with_name(f"{campaign.path.stem} ({copy_word}){CAMPAIGN_SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save a copy of the campaign"), str(suggested), self._file_filter()
        )
        if path:
            self.save_copy(Path(path))

    def save_copy(self, path: Path) -> bool:
        if path.suffix != CAMPAIGN_SUFFIX:
            path = path.with_name(path.name + CAMPAIGN_SUFFIX)
        try:
            self.session.campaign.save_copy(path)
        except (CampaignError, OSError) as error:
            self.show_error(
                self.tr("The copy was not saved"),
                self.tr("Kronikář could not write {path}: {error}").format(path=path, error=error),
            )
            return False
        self.statusBar().showMessage(self.tr("A copy was saved as {path}").format(path=path), 6000)
        return True

    def edit_properties(self) -> None:
        if self.session is None:
            return
        info = self.session.campaign.info
        from campaign_manager.ui.dialogs.campaign_properties import CampaignPropertiesDialog

        dialog = CampaignPropertiesDialog(info.name, info.description, self)
        if dialog.exec():
            self.set_campaign_properties(dialog.name, dialog.description)

    def set_campaign_properties(self, name: str, description: str) -> None:
        info = self.session.campaign.info
        changes = [
            SetCampaignField(field, value)
            for field, value in (("name", name), ("description", description))
            if value != getattr(info, field)
        ]
        if changes:
            self.session.perform(Batch(changes), self.tr("Edit campaign properties"))

    def rules_settings_dialog(self) -> None:
        """The campaign's own rules values: for Dakara creation levels, training, currency and
        the catalogue; for Člověk and d20 the defaults and rulings the texts leave open."""
        if self.session is None:
            return
        system_ui(self.session.system.key).edit_settings(self)

    def set_theme(self, theme: str) -> None:
        """Settings → Appearance: applied at once, remembered for the next start."""
        from campaign_manager.ui.theme import apply_theme

        apply_theme(theme)
        self.settings.theme = theme
        self.theme_actions[theme].setChecked(True)

    def preferences_dialog(self) -> None:
        from campaign_manager.ui.dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings.language, self)
        if dialog.exec():
            self.settings.language = dialog.language

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Kronikář"),
            self.tr(
                "<h3>Kronikář {version}</h3><p>A campaign manager for game masters of Czech "
                "tabletop role-playing games: Dakara, Člověk + Střety and the d20 stamina "
                "variant.</p><p>Every change is saved at once; the last five copies of each "
                "campaign are kept in the backups folder.</p>"
            ).format(version=__version__),
        )

    # -- closing --------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.save_window_state(self.saveGeometry(), self.saveState())
        self.close_campaign(forget=False)
        if self._player is not None:
            self._player.shutdown()
        self.settings.sync()
        super().closeEvent(event)
