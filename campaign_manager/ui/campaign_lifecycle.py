"""The open campaign's lifecycle: create, open, open a demo, save a copy, close.

:class:`CampaignLifecycle` owns the window's :class:`CampaignSession`. It opens a file (read-only
when the GM agrees, after the refusals of ``refusals.py`` for a damaged one), runs the checks
that grow with the file on a worker thread after the roster paints, and closes the campaign
with a message when its file could not be left whole. The window shows whichever session
this object hands it.
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from campaign_manager.paths import CAMPAIGN_SUFFIX, campaigns_dir
from campaign_manager.storage import CampaignError, create_campaign, open_campaign
from campaign_manager.storage.errors import (
    CampaignReadOnly,
    CorruptCampaign,
    DatabaseDamage,
    UpgradeNeedsBackup,
)
from campaign_manager.storage.touched import Touched
from campaign_manager.storage.uris import is_server_url
from campaign_manager.storage.uris import shown as server_shown
from campaign_manager.systems import system_keys
from campaign_manager.ui.file_dialogs import open_file, save_file
from campaign_manager.ui.messages import (
    describe_campaign_error,
    describe_copy_failure,
    describe_stopped,
)
from campaign_manager.ui.refusals import CampaignRefusals
from campaign_manager.ui.session import CampaignSession
from campaign_manager.ui.settings import location_of
from campaign_manager.ui.shared_campaigns import SharedCampaigns


class CampaignLifecycle(QObject):
    """Opens and closes the campaign shown by ``window`` (a :class:`MainWindow`)."""

    # (campaign, refusal or None) from the checks run after opening, off this thread
    _checks_done = Signal(object, object)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.session: CampaignSession | None = None
        self.refusals = CampaignRefusals(window, self)
        self.shared = SharedCampaigns(window, self)
        self._checks_done.connect(self._checked)

    # -- opening ----------------------------------------------------------------------------
    def attach(self, campaign) -> None:
        """Show ``campaign`` (already open) in the window, closing the one shown before."""
        self.close_campaign(forget=False)
        self.session = CampaignSession(campaign, self.window)
        settings = self.window.settings
        settings.add_recent(campaign.location)
        # a plain start opens it again: a file by its path, a shared campaign by its
        # address (never with a password: the start asks for one as an open does)
        settings.last_campaign = location_of(campaign.location).resolve()
        self.window.show_session(self.session)
        if self.window.interactive:  # the TV window and the phone share, as it was left
            self.window.player_side.restore_state(campaign.location)

    def _showing(self, location: Path | str) -> bool:
        """Whether the campaign at ``location`` is the one open."""
        if self.session is None:
            return False
        shown = self.session.campaign.location
        if is_server_url(location):
            return shown == server_shown(location)
        return isinstance(shown, Path) and shown.resolve() == Path(location).resolve()

    def open_campaign(self, path: Path | str) -> bool:
        """Open the campaign file at ``path``, or the shared campaign at a
        ``postgresql://`` URL (asking for its password where the server wants one)."""
        if self._showing(path):
            return True
        try:
            campaign = self._open(path)
        except CampaignError as error:
            self.refused(error)
            return False
        if campaign is None:  # the GM gave no password
            return False
        try:
            self.attach(campaign)
        except DatabaseDamage as exc:
            if campaign.shared:
                raise
            # damage the deferred check had not reached yet, met while reading the roster
            self.close_campaign(forget=False)
            self.refused(CorruptCampaign(campaign.location, str(exc), reason="damaged"))
            return False
        self._check_after_opening(campaign)
        return True

    def _open(self, location: Path | str, **options):
        """The storage's one ``open_campaign``, with the checks that grow with a file left
        for after the first paint; what a refusal leaves to the GM is asked once: open a
        read-only file to look at it (``CampaignReadOnly``), upgrade a shared campaign no
        backup of which could be taken (``UpgradeNeedsBackup``), a server's password. None
        when the GM gave no password; other refusals are raised."""

        def attempt(where: Path | str):
            return open_campaign(where, defer_checks=True, **options)

        try:
            if is_server_url(location):
                reached = self.shared.reach(str(location), attempt)
                return None if reached is None else reached[0]
            return attempt(Path(location))
        except CampaignReadOnly as error:
            if options or not self.window.interactive or not self.refusals.ask_read_only(error):
                raise
            return self._open(location, read_only=True)
        except UpgradeNeedsBackup as error:
            if options or not self.window.interactive:
                raise
            if not self.refusals.ask_upgrade_anyway(error):
                raise
            return self._open(location, force_upgrade=True)

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
                if self.session.fill_missing_summaries():
                    self.session.changed.emit(Touched(roster=True))
            except DatabaseDamage as exc:
                error = CorruptCampaign(campaign.location, str(exc), reason="damaged")
        if error is None:
            return
        self.close_campaign(forget=False)
        if self.window.interactive:
            self.refused(error)
        else:
            self.window.statusBar().showMessage(describe_campaign_error(error)[0])

    def create_campaign(self, path: Path, name: str, system: str) -> bool:
        try:
            campaign = create_campaign(path, name, system)
        except CampaignError as error:
            self.refused(error)
            return False
        self.attach(campaign)
        return True

    def open_demo(self, system: str | None = None) -> bool:
        """A fresh demo campaign of ``system`` (the first registered system by default)."""
        from campaign_manager.demo import create_demo

        self.attach(create_demo(system or system_keys()[0]))
        return True

    def refused(self, error: CampaignError) -> None:
        """Say why a campaign was not opened (a damaged one first offers its backup)."""
        if not self.window.interactive:
            raise error
        if isinstance(error, CorruptCampaign) and self.refusals.offer_backup(error):
            return
        self.window.show_error(*describe_campaign_error(error))

    # -- closing ----------------------------------------------------------------------------
    def close_campaign(self, forget: bool = True) -> None:
        """Close the campaign, saying so if its file could not be left whole or went away."""
        if self.session is None:
            return
        session, self.session = self.session, None
        window = self.window
        window.player_side.keep_state(session.campaign.location)
        window.hide_session()
        path = str(session.campaign.location)
        stopped = session.campaign.stopped
        if not session.close():
            window.show_error(
                self.tr("Keep the campaign's two files together"),
                describe_copy_failure(session.campaign.checkpoint_error, path),
            )
        elif stopped is None and session.campaign.stopped is not None:  # went away unseen
            window.show_error(
                self.tr("The campaign file went away"), describe_stopped(session.campaign.stopped)
            )
        session.deleteLater()
        if forget:
            window.settings.last_campaign = None
        window.session_closed()

    # -- file dialogs -----------------------------------------------------------------------
    def new_campaign_dialog(self) -> None:
        from campaign_manager.ui.dialogs.new_campaign import NewCampaignDialog

        dialog = NewCampaignDialog(self.window)
        if dialog.exec():
            self.create_campaign(dialog.path, dialog.campaign_name, dialog.system)

    def _file_filter(self) -> str:
        return self.tr("Kronikář campaigns (*{suffix});;All files (*)").format(
            suffix=CAMPAIGN_SUFFIX
        )

    def open_campaign_dialog(self) -> None:
        recent = [p for p in self.window.settings.recent_files() if isinstance(p, Path)]
        start = recent[0].parent if recent else campaigns_dir()
        path = open_file(
            self.window, "campaigns", self.tr("Open campaign"), self._file_filter(), start
        )
        if path:
            self.open_campaign(path)

    def save_copy_dialog(self) -> None:
        if self.session is None:
            return
        campaign = self.session.campaign
        copy_word = self.tr("copy")
        if isinstance(campaign.location, Path):
            suggested = f"{campaign.location.stem} ({copy_word}){CAMPAIGN_SUFFIX}"
            title = self.tr("Save a copy of the campaign")
            folder = campaign.location.parent
        else:  # a shared campaign: a file of its own on this computer
            suggested = f"{campaign.name}{CAMPAIGN_SUFFIX}"
            title = self.tr("Save a local copy of the shared campaign")
            folder = campaigns_dir()
        path = save_file(self.window, "campaigns", title, suggested, self._file_filter(), folder)
        if path:
            self.save_copy(Path(path))

    def save_copy(self, path: Path) -> bool:
        if path.suffix != CAMPAIGN_SUFFIX:
            path = path.with_name(path.name + CAMPAIGN_SUFFIX)
        try:
            self.session.campaign.save_copy(path)
        except (CampaignError, OSError) as error:
            self.window.show_error(
                self.tr("The copy was not saved"),
                self.tr("Kronikář could not write {path}: {error}").format(path=path, error=error),
            )
            return False
        self.window.statusBar().showMessage(
            self.tr("A copy was saved as {path}").format(path=path), 6000
        )
        return True
