"""The main window's actions and menus: File, Edit, Campaign, Combat, View, Settings, Help.

:class:`WindowMenus` builds every action with its shortcut, keeps their enabled states and
texts current (undo and redo name the step they take), fills the menus that change (recent
campaigns, the Combat menu once the tracker exists) and answers the Settings and Help menus.
What an action does to the campaign is the job of the window's collaborators it calls.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from campaign_manager import __version__
from campaign_manager.systems import get_system, system_keys, system_names
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon


class WindowMenus(QObject):
    """The actions and menus of ``window`` (a :class:`MainWindow`): the menu bar's titles at
    once (the window's first paint shows them), the actions in :meth:`build`."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        self.file_menu = bar.addMenu(self.tr("&File"))
        self.edit_menu = bar.addMenu(self.tr("&Edit"))
        self.campaign_menu = bar.addMenu(self.tr("&Campaign"))
        self.combat_menu = bar.addMenu(self.tr("Co&mbat"))
        self.view_menu = bar.addMenu(self.tr("&View"))
        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        self.help_menu = bar.addMenu(self.tr("&Help"))

    def build(self) -> None:
        """Every action with its shortcut, in the menus (once the window's lifecycle, player
        view side and roster exist)."""
        self._build_actions()
        self._build_menus()

    # -- construction -------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, icon_name: str | None = None) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon_name:
            action.setIcon(icon(icon_name))
        action.triggered.connect(slot)
        self.window.addAction(action)
        return action

    def _build_actions(self) -> None:
        # (the systems' UI registry comes after the first paint, with the actions)
        from campaign_manager.ui.systems import system_ui

        window = self.window
        lifecycle, player = window.lifecycle, window.player_side
        self.new_action = self._action(
            self.tr("&New campaign…"), lifecycle.new_campaign_dialog, "Ctrl+Shift+N"
        )
        self.open_action = self._action(
            self.tr("&Open campaign…"),
            lifecycle.open_campaign_dialog,
            QKeySequence.StandardKey.Open,
        )
        self.open_shared_action = self._action(
            self.tr("Open a &shared campaign…"), lifecycle.shared.open_dialog
        )
        self.publish_action = self._action(
            self.tr("&Publish to a server…"), lifecycle.shared.publish_dialog
        )
        # File → Open a demo campaign → one entry per rule system
        self.demo_actions: dict[str, QAction] = {}
        for key in system_keys():
            self.demo_actions[key] = self._action(
                get_system(key).name.get(current_language()),
                lambda _=False, k=key: lifecycle.open_demo(k),
            )
        self.save_copy_action = self._action(
            self.tr("Save a &copy as…"), lifecycle.save_copy_dialog, "Ctrl+Shift+S"
        )
        self.close_action = self._action(
            self.tr("&Close campaign"), lifecycle.close_campaign, QKeySequence.StandardKey.Close
        )
        self.quit_action = self._action(
            self.tr("&Quit"), window.close, QKeySequence.StandardKey.Quit
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo_action = self._action(
            self.tr("&Undo"), window.undo, QKeySequence.StandardKey.Undo
        )
        self.redo_action = self._action(self.tr("&Redo"), window.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])
        # New fight from every area (the Combat area is built when first asked for)
        self.new_fight_action = self._action(self.tr("&New fight…"), self.new_fight, "Ctrl+Shift+F")
        self.new_fight_from_roster_action = self._action(
            self.tr("New &fight with the selected characters…"),
            window.new_fight_from_roster,
            "Ctrl+Alt+F",
        )
        # the player view: a second window on the TV, built when first asked for
        self.player_view_action = self._action(
            self.tr("&Player view"), player.toggle_player_view, "F8"
        )
        self.player_view_action.setCheckable(True)
        self.player_screen_action = self._action(
            self.tr("Player view on &another screen…"), player.choose_player_screen
        )
        self.blank_action = self._action(
            self.tr("&Blank the player view"), player.toggle_blank, "Ctrl+B"
        )
        # in this window and in the player view's own (added there when it is built), so
        # that a text field's own Ctrl+B (bold in the notes) comes first where it has one
        self.blank_action.setCheckable(True)
        self.player_image_action = self._action(
            self.tr("Player view &image between fights…"), player.choose_player_image
        )
        self.player_settings_action = self._action(
            self.tr("What the player &view shows…"), player.player_view_settings
        )
        self.share_player_view_action = self._action(
            self.tr("&Share the player view on the network…"), player.share_on_network
        )
        self.players_devices_action = self._action(
            self.tr("Players' &devices…"), player.players_devices
        )
        from campaign_manager.ui.reveals.actions import RevealActions

        self.reveals = RevealActions(window)  # View → Reveals…, the roster's Show to players…
        self.properties_action = self._action(
            self.tr("Campaign &properties…"), self.edit_properties, "Ctrl+Alt+P"
        )
        self.rules_settings_action = self._action(
            self.tr("&Rules settings…"), self.rules_settings_dialog, "Ctrl+Alt+S"
        )
        self.journal_action = self._action(
            self.tr("Sessions and &journal…"), self.open_journal, "Ctrl+Alt+J"
        )
        # Each system's own Campaign menu actions (Start a new scene…), shown for its campaigns.
        self.time_actions: dict[str, QAction] = {}
        self.system_actions: list[tuple[str, QAction]] = []
        for key in system_keys():
            for entry in system_ui(key).campaign_actions:
                action = self._action(
                    entry.text(), lambda _=False, run=entry.run: run(window), entry.shortcut
                )
                if entry.status_tip is not None:
                    action.setStatusTip(entry.status_tip())
                self.time_actions.setdefault(entry.key, action)
                self.system_actions.append((key, action))
        self.preferences_action = self._action(
            self.tr("&Preferences…"),
            self.preferences_dialog,
            QKeySequence.StandardKey.Preferences,
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.shortcuts_action = self._action(
            self.tr("&Keyboard shortcuts…"),
            self.keyboard_shortcuts,
            QKeySequence.StandardKey.HelpContents,
        )
        self.about_action = self._action(self.tr("&About Kronikář"), self.about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _build_menus(self) -> None:
        window = self.window
        self.file_menu.addAction(self.new_action)
        self.file_menu.addAction(self.open_action)
        self.file_menu.addAction(self.open_shared_action)
        self.recent_menu = self.file_menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.demo_menu = self.file_menu.addMenu(self.tr("Open a &demo campaign"))
        self.demo_menu.addActions(list(self.demo_actions.values()))
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.save_copy_action)
        self.file_menu.addAction(self.publish_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.file_menu.addAction(self.quit_action)

        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addActions(window.roster.edit_actions())

        self.campaign_menu.addAction(self.properties_action)
        self.campaign_menu.addAction(self.rules_settings_action)
        self.campaign_menu.addAction(self.journal_action)
        self.campaign_menu.addSeparator()
        for _key, action in self.system_actions:
            self.campaign_menu.addAction(action)

        self.combat_menu.aboutToShow.connect(lambda: self.fill_combat_menu(with_tracker=True))
        self.fill_combat_menu()

        self.settings_menu.addAction(self.preferences_action)
        self.appearance_menu = self.settings_menu.addMenu(self.tr("&Appearance"))
        self.theme_actions: dict[str, QAction] = {}
        group = QActionGroup(self)
        for key, text in (
            ("system", self.tr("Follow the &system")),
            ("light", self.tr("&Light")),
            ("dark", self.tr("&Dark")),
            ("high_contrast", self.tr("&High contrast")),
        ):
            action = self.appearance_menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(window.settings.theme == key)
            action.triggered.connect(lambda _=False, k=key: self.set_theme(k))
            group.addAction(action)
            self.theme_actions[key] = action
        self.help_menu.addAction(self.shortcuts_action)
        self.help_menu.addAction(self.about_action)

    def add_view_actions(self, tabs, history_toggle: QAction) -> None:
        """The View menu: the history dock, one Alt+number action per work area, then the
        player view's actions."""
        self.view_menu.addAction(history_toggle)
        self.tab_actions: list[QAction] = []
        for index in range(tabs.count()):
            action = QAction(self.window)
            action.setShortcut(QKeySequence(f"Alt+{index + 1}"))
            action.triggered.connect(lambda _=False, i=index: tabs.setCurrentIndex(i))
            self.window.addAction(action)
            self.view_menu.addAction(action)
            self.tab_actions.append(action)
        self.view_menu.addSeparator()
        for action in (
            self.player_view_action,
            self.player_screen_action,
            self.blank_action,
            self.player_image_action,
            self.share_player_view_action,
            self.players_devices_action,
            self.reveals.roster_action,
            self.reveals.list_action,
        ):
            self.view_menu.addAction(action)

    # -- state --------------------------------------------------------------------------
    def update_state(self, session) -> None:
        """Enable what the open campaign (or none, or a read-only one) allows."""
        has = session is not None
        read_only = has and session.read_only
        for action in (self.save_copy_action, self.close_action):
            action.setEnabled(has)
        shared = has and session.campaign.shared
        self.publish_action.setEnabled(has and not shared)  # a campaign file, open
        self.save_copy_action.setText(
            self.tr("Save a &local copy…") if shared else self.tr("Save a &copy as…")
        )
        for action in (
            self.properties_action,
            self.new_fight_action,
            self.new_fight_from_roster_action,
            self.player_settings_action,
            self.player_image_action,
            self.rules_settings_action,
        ):
            action.setEnabled(has and not read_only)
        self.players_devices_action.setEnabled(has)
        self.journal_action.setEnabled(has)  # read-only: read and export, not saved
        self.reveals.update_state()
        system = session.system.key if has else None
        for key, action in self.system_actions:
            action.setVisible(key == system)
        self.update_undo_actions()

    def update_undo_actions(self, *_args) -> None:
        """Undo and redo enabled as the history allows, each naming the step it takes."""
        session = self.window.session
        stack = session.undo_stack if session is not None else None
        if session is not None and session.read_only:
            stack = None
        can_undo = bool(stack and stack.canUndo())
        can_redo = bool(stack and stack.canRedo())
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)
        undo, redo = self.tr("&Undo"), self.tr("&Redo")
        self.undo_action.setText(f"{undo} {stack.undoText()}" if can_undo else undo)
        self.redo_action.setText(f"{redo} {stack.redoText()}" if can_redo else redo)
        if stack is not None:
            view = self.window.history_view
            view.setCurrentIndex(view.model().index(stack.index(), 0))

    def fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        settings = self.window.settings
        files = settings.recent_files()
        for number, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number % 10} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.window.lifecycle.open_campaign(p))
        if not files:
            self.recent_menu.addAction(self.tr("No recent campaigns")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("Clear the list"))
            clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.window.settings.clear_recent()
        self.window.update_state()

    def fill_combat_menu(self, with_tracker: bool = False) -> None:
        """The Combat menu, with the tracker's own actions once the tracker exists (it is
        built when the Combat area is first shown or this menu is opened)."""
        self.combat_menu.clear()
        self.combat_menu.addAction(self.new_fight_action)
        self.combat_menu.addAction(self.new_fight_from_roster_action)
        self.combat_menu.addAction(self.player_settings_action)
        self.combat_menu.addSeparator()
        combat_area = self.window.combat_area
        if with_tracker or combat_area.built:
            for action in combat_area.menu_actions():
                self.combat_menu.addAction(action)

    def new_fight(self) -> None:
        """Combat → New fight…: the Combat area shown, its New fight dialog open."""
        if self.window.session is None:
            return
        self.window.tabs.setCurrentWidget(self.window.combat_area)
        self.window.combat_area.new_encounter()

    # -- the Campaign menu ----------------------------------------------------------------
    def open_journal(self) -> None:
        """Campaign → Sessions and journal…"""
        if self.window.session is None:
            return
        from campaign_manager.ui.journal.dialog import JournalDialog

        def on_tv(lines_in) -> None:
            share = self.window.player_side.web_share  # the players' pages show it too
            if share is not None:
                share.set_recap(lines_in(current_language()) if lines_in else None)
            controller = self.window.player_side.player_view()
            if lines_in is None:
                controller.view.set_recap(None)
                return
            controller.view.set_recap(lines_in(controller.view.language()))
            if not controller.is_open():
                controller.open() or controller.choose(self.window)

        self.journal_dialog = JournalDialog(self.window.session, on_tv, self.window)
        # the campaign stays open under it (its unsaved words are asked about on closing)
        self.journal_dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.journal_dialog.show()

    def edit_properties(self) -> None:
        session = self.window.session
        if session is None:
            return
        info = session.campaign.info
        from campaign_manager.ui.dialogs.campaign_properties import CampaignPropertiesDialog

        dialog = CampaignPropertiesDialog(
            info.name, info.description, self.window, save=self.set_campaign_properties
        )
        dialog.exec()

    def set_campaign_properties(
        self, name: str, description: str, base: tuple[str, str] | None = None
    ) -> None:
        """Set the campaign's name and description, an edit started from ``base`` (the
        name and description the GM saw; None: as they are now). Raises EditNotSaved
        when the write is refused (the window said why)."""
        from campaign_manager.storage.changes import Batch, SetCampaignField

        session = self.window.session
        info = session.campaign.info
        started = base or (info.name, info.description)
        changes = [
            SetCampaignField(field, value, base=was)
            for field, value, was in zip(
                ("name", "description"), (name, description), started, strict=True
            )
            if value != was
        ]
        if changes:
            session.perform(Batch(changes), self.tr("Edit campaign properties"))

    def rules_settings_dialog(self) -> None:
        """The campaign's own rules values, in the dialog its rule system registers."""
        session = self.window.session
        if session is None:
            return
        from campaign_manager.ui.systems import system_ui

        system_ui(session.system.key).edit_settings(self.window)

    # -- the Settings and Help menus -------------------------------------------------------
    def set_theme(self, theme: str) -> None:
        """Settings → Appearance: applied at once, remembered for the next start."""
        from campaign_manager.ui.theme import apply_theme

        apply_theme(theme)
        self.window.settings.theme = theme
        self.theme_actions[theme].setChecked(True)

    def preferences_dialog(self) -> None:
        from campaign_manager.ui.dialogs.preferences import PreferencesDialog

        settings = self.window.settings
        dialog = PreferencesDialog(settings.language, self.window)
        if dialog.exec():
            settings.language = dialog.language

    def shortcut_groups(self) -> list:
        """Every key of the app, grouped: the menus' (the tracker's too, once a campaign is
        open), then those that are no menu action."""
        from campaign_manager.ui.dialogs.shortcuts import extra_groups, menu_groups

        session = self.window.session
        own = {}
        if session is not None:
            self.fill_combat_menu(with_tracker=True)
            from campaign_manager.ui.systems import system_ui

            own = system_ui(session.system.key).own_shortcuts()
        names = {self.undo_action: self.tr("&Undo"), self.redo_action: self.tr("&Redo")}
        return menu_groups(self.window.menuBar(), names) + extra_groups(own)

    def keyboard_shortcuts(self) -> None:
        """Help → Keyboard shortcuts: the list of every key."""
        from campaign_manager.ui.dialogs.shortcuts import ShortcutsDialog

        ShortcutsDialog(self.shortcut_groups(), self.window).exec()

    def about(self) -> None:
        from campaign_manager.ui.dialogs.about import AboutDialog

        self.about_dialog = AboutDialog(
            self.tr("About Kronikář"),
            self.tr(
                "<h3>Kronikář {version}</h3><p>A campaign manager for game masters of Czech "
                "tabletop role-playing games: {systems}.</p><p>Every change is saved at once; "
                "the last five copies of each campaign are kept in the backups folder.</p>"
            ).format(version=__version__, systems=", ".join(system_names(current_language()))),
            self.window,
        )
        self.about_dialog.open()
