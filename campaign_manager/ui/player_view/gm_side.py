"""The GM's side of the player view: open it on the TV, blank it, pick what it shows and the
image between fights, and feed it the open campaign (the window itself is ``view.py``)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from campaign_manager.ui.file_dialogs import open_file
from campaign_manager.ui.i18n import current_language


def _drawable(data: bytes) -> bool:
    """Whether Qt can draw ``data``: its header only is read, on the window's thread (Qt's
    image plugins are made on first use and moved to the window's thread: made on a worker,
    which holds the interpreter meanwhile, that waits for the window's thread while it may
    itself wait for the interpreter, and both stop for good)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImageReader

    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    return reader.canRead() and reader.size().isValid()


class PlayerViewSide(QObject):
    """The player view as the GM's ``window`` (a :class:`MainWindow`) drives it; nothing of
    it is built until it is first asked for."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self._player = None
        self.player_feed = None
        # the player view on the network (a WebShare), made when first asked for
        self.web_share = None
        # the session whose changes the TV window's image follows, and the image it shows
        self._image_session = None
        self._image_digest: str | None = None

    @property
    def session(self):
        return self.window.session

    def player_view(self):
        """The player view's controller, made on first use (nothing of it at start-up)."""
        if self._player is None:
            from campaign_manager.ui.player_view import PlayerViewController, PublicViewFeed

            window = self.window
            self.player_feed = PublicViewFeed(portrait=self._portrait, parent=window)
            self._player = PlayerViewController(self.player_feed, window.settings, window, window)
            self._player.shown_changed.connect(window.menus.player_view_action.setChecked)
            # Ctrl+B blanks it from its own window too
            self._player.view.addAction(window.menus.blank_action)
            # Esc on it takes the reveal it shows full screen off (for every GM's TV)
            self._player.view.dismiss_requested.connect(self.dismiss_reveal)
            self.feed_session()
        return self._player

    def _portrait(self, character_id):
        return self.session.combat.portrait(character_id) if self.session else None

    def shutdown(self) -> None:
        """The app is closing: the player view's window and feed go too."""
        if self._player is not None:
            self._player.shutdown()
        if self.web_share is not None:
            self.web_share.stop()

    def feed_session(self) -> None:
        """Show the open campaign (or none) on the player view, if it was ever built."""
        self.keep_blank(opening=True)  # a file left blanked when closed shows again
        if self.web_share is not None:
            self.web_share.set_session(self.session)
        if self._player is None:
            return
        self._player.view.set_language(current_language())
        if self.session is None:
            self.player_feed.set_campaign_name("")
            self.player_feed.set_public_view(None)
            self._player.view.set_idle_image(None)
            self._player.view.set_reveal(None)
            self._image_digest = None
            return
        combat = self.session.combat
        combat.public_view_changed.connect(self.player_feed.set_public_view)
        self.player_feed.set_campaign_name(self.session.campaign.name)
        self.player_feed.set_public_view(combat.public_view())
        if self._image_session is not self.session:  # undo and redo bring another image
            self._image_session = self.session
            self.session.changed.connect(self._show_image)
            self.session.changed.connect(self._show_reveal)
        self._image_digest = None
        self._show_image(force=True)
        self._show_reveal(force=True)

    def _show_reveal(self, changes=None, force: bool = False) -> None:
        """The TV window shows the newest reveal for everyone still up, full screen; read
        again only when a change touched the reveals (this GM's, another GM's, an undo)."""
        if self._player is None or self.session is None:
            return
        if not force and not (changes is not None and (changes.reveals or changes.reread)):
            return
        from campaign_manager.player_view.notebook import everyone_now
        from campaign_manager.storage.queries import reveal_image, reveals

        shown = everyone_now(reveals())
        view = self._player.view
        if shown is not None and shown == view.reveal():
            return  # the same reveal: its picture is not read again
        data = reveal_image(shown["id"]) if shown is not None and shown["image"] else None
        view.set_reveal(shown, data)

    def dismiss_reveal(self) -> bool:
        """Take the reveal the TV shows full screen off it (Esc on the TV; one undo step)."""
        from campaign_manager.ui.reveals.panel import dismiss_now

        return dismiss_now(self.window, self.session)

    def _show_image(self, *_args, force: bool = False) -> None:
        """The TV window shows the image the campaign keeps, read again only when the
        campaign's settings name another one."""
        if self._player is None or self.session is None:
            return
        from campaign_manager.storage.player_image import image_digest, stored_image

        digest = image_digest(self.session.campaign.info.settings)
        if digest == self._image_digest and not force:
            return
        self._image_digest = digest
        self._player.view.set_idle_image(stored_image() if digest else None)

    def toggle_player_view(self) -> None:
        self.player_view().toggle(self.window)

    def choose_player_screen(self) -> None:
        self.player_view().choose(self.window)

    def toggle_blank(self) -> None:
        blank_action = self.window.menus.blank_action
        blank_action.setChecked(self.player_view().toggle_blank())
        if self.web_share is not None:
            self.web_share.set_blank(blank_action.isChecked())
        self.keep_blank()
        self.window.statusBar().showMessage(
            self.tr("The player view is black. Ctrl+B shows it again.")
            if blank_action.isChecked()
            else self.tr("The player view shows the fight again."),
            5000,
        )

    def keep_blank(self, *, opening: bool = False) -> None:
        """Keep the blank key in the open campaign, where the pages that
        ``serve-player-view`` serves read it: no undo step, no edit. A campaign that cannot
        be written (read-only, its server gone) keeps it in this window only."""
        session = self.session
        if session is None or session.read_only:
            return
        from campaign_manager.storage import player_view

        blank = self.window.menus.blank_action.isChecked()
        player_view.keep_blank(session.campaign, blank, opening=opening)

    def _web_share(self):
        from campaign_manager.ui.player_view.web_share import WebShare

        if self.web_share is None:
            self.web_share = WebShare(self)
            self.web_share.set_session(self.session)
            self.web_share.set_blank(self.window.menus.blank_action.isChecked())
        return self.web_share

    def share_on_network(self) -> None:
        """View → Share the player view on the network…: the dialog, for this window."""
        from campaign_manager.ui.player_view.share_dialog import ShareDialog

        ShareDialog(self._web_share(), self.window).exec()

    def players_devices(self) -> None:
        """View → Players' devices…: each PC's own address, for this window."""
        if self.session is None:
            return
        from campaign_manager.ui.player_view.players_dialog import PlayersDialog

        PlayersDialog(self._web_share(), self.window, self.share_on_network).exec()

    def share_on_this_machine(self, port: int) -> str:
        """The share turned on at ``port`` of 127.0.0.1, as the dialog does (the command
        line's --share-player-view); the page's address. OSError if the port is taken."""
        from campaign_manager.ui.player_view.web_share import LOOPBACK

        share = self._web_share()
        share.start(LOOPBACK, port)
        return share.url()

    # -- the player view as each campaign left it ------------------------------------------
    def keep_state(self, location) -> None:
        """The campaign at ``location`` closes: keep in the app's settings whether the TV
        window and the phone share are on (on which screen, at which port), for the next
        time it opens on this machine."""
        from campaign_manager.ui.player_view.screens import window_screen
        from campaign_manager.ui.settings import PlayerViewState

        tv, screen = False, None
        player = self._player
        if player is not None and player.waiting_for() is not None:  # its screen unplugged
            tv, screen = True, player.waiting_for()
        elif player is not None and player.is_open():
            on = window_screen(player.view)
            tv, screen = True, on.name() if on is not None else None
        share = self.web_share is not None and self.web_share.is_running()
        state = PlayerViewState(tv=tv, screen=screen, share=share)
        if share:
            state = PlayerViewState(tv, screen, True, self.web_share.host, self.web_share.port)
        self.window.settings.keep_player_view(location, state)

    def restore_state(self, location) -> None:
        """The campaign at ``location`` opened: the TV window and the phone share come back
        as it was left (the share at the same address and port); what is on stays on."""
        from campaign_manager.ui.player_view.screens import screen_by_name

        state = self.window.settings.player_view_of(location)
        if state.tv and not (self._player is not None and self._player.is_open()):
            player = self.player_view()
            screen = screen_by_name(state.screen)
            if screen is not None:
                player.open(screen)
            else:  # that screen is not here: the one chosen on this machine, if any
                player.open()
        if not state.share or (self.web_share is not None and self.web_share.is_running()):
            return
        share = self._web_share()
        try:
            share.start(state.host, state.port or share.port)
        except OSError as error:
            self.window.statusBar().showMessage(
                self.tr("The player view was not shared again at port {port}: {error}").format(
                    port=state.port or share.port, error=error.strerror or str(error)
                ),
                10000,
            )

    def choose_player_image(self) -> None:
        if self.session is None:
            return
        path = open_file(
            self.window,
            "images",
            self.tr("Image between fights"),
            self.tr("Images (*.png *.jpg *.jpeg *.webp);;All files (*)"),
        )
        if not path:
            return
        from campaign_manager.storage.player_image import (
            ImageRefused,
            read_image_file,
            set_image,
        )
        from campaign_manager.ui.responsive.long_task import run_with_progress

        # read on a worker (a file on a slow disk or a share never stops the window), by
        # plain Python only: Qt's image reading stays on the window's thread (_drawable)
        try:
            data = run_with_progress(
                self.window, self.tr("Reading the image…"), lambda *_: read_image_file(path)
            )
            if data is not None and not _drawable(data):
                raise ImageRefused("not_an_image")
        except ImageRefused as refusal:
            self.window.show_error(self.tr("The image was not used"), self._refusal(refusal, path))
            return
        if data is None:  # cancelled
            return
        # copied into the campaign: nothing reads the file again
        settings = dict(self.session.campaign.info.settings or {})
        self.session.perform(set_image(settings, data), self.tr("Player view image between fights"))

    def _refusal(self, refusal, path: str) -> str:
        from campaign_manager.storage.player_image import MAX_IMAGE_BYTES

        if refusal.reason == "not_a_file":
            text = self.tr("{path} is not a file (a device, a pipe or a folder).")
        elif refusal.reason == "too_large":
            megabytes = MAX_IMAGE_BYTES // (1024 * 1024)
            text = self.tr("{path} is larger than {size} MB: choose a smaller image.")
            text = text.replace("{size}", str(megabytes))
        elif refusal.reason == "unreadable":
            text = self.tr("{path} cannot be read: {reason}").replace("{reason}", refusal.detail)
        else:
            text = self.tr("{path} is not an image Kronikář can show.")
        return text.replace("{path}", path)

    def player_view_settings(self) -> None:
        if self.session is None:
            return
        from campaign_manager.systems.common import RuleError
        from campaign_manager.ui.player_view import PlayerViewSettingsDialog
        from campaign_manager.ui.systems import system_ui

        combat = self.session.combat
        state = combat.state or {}
        names = sorted(
            {c["name"] for r in state.get("combatants", {}).values() for c in r["conditions"]}
        )
        current = state.get("view") or combat.view_settings()
        options = system_ui(self.session.system.key).player_view_options
        view = PlayerViewSettingsDialog.edit(self.window, current, names, options)
        if view is None:
            return
        try:
            combat.set_view_settings(view)
        except RuleError as error:
            self.window.show_error(self.tr("Not allowed"), error.text.get(current_language()))
