"""An open campaign in the UI: the campaign, its undo stack and a change signal.

Every user edit goes through :meth:`CampaignSession.perform`: the change is applied and
committed at once; the undo stack then holds a command that can revert it (and commit
that) and apply it again. Undo and redo go through :meth:`undo`, :meth:`redo` and
:meth:`set_index`: the write happens first, and only when it succeeded does the stack
move, so a failed write (the file locked by another program, a full disk) leaves the
stack and the file as they were, and :attr:`write_failed` tells the window.

The session is composed of its parts: each step (:mod:`~campaign_manager.ui.undo_step`),
the history kept in the file and bounded by memory
(:mod:`~campaign_manager.ui.history_keeper`), the idle copy into the file
(:mod:`~campaign_manager.ui.idle_copy`) and a shared campaign's link to its server, other
GMs' edits and the connection lost and back (:mod:`~campaign_manager.ui.server_link`).
Models that more than one window shows (the history, the event log, the combat order)
belong to the session.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractListModel, QObject, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from campaign_manager.storage import history
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.errors import CampaignError, CampaignIsReadOnly
from campaign_manager.storage.progress import Interrupted
from campaign_manager.storage.queries import character_name
from campaign_manager.storage.touched import Touched
from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleSystem
from campaign_manager.ui.history_keeper import HistoryKeeper
from campaign_manager.ui.idle_copy import IdleCopy
from campaign_manager.ui.models.undo_history import HistoryModel
from campaign_manager.ui.responsive import long_task
from campaign_manager.ui.server_link import ServerLink
from campaign_manager.ui.undo_step import ChangeCommand

if TYPE_CHECKING:  # the changes' module comes with the first edit or undo, not at opening
    from campaign_manager.storage.changes import Change, LogLine

log = logging.getLogger(__name__)


class EditNotSaved(Exception):
    """An edit, undo or redo whose write failed; the GM has been told (``write_failed``),
    the campaign is as it was before it, and the views have re-read it. The caller's
    following steps do not run."""

    def __init__(self, what: str, error: Exception):
        super().__init__(f"{what}: {error}")
        self.what = what
        self.error = error


class EditCancelled(Exception):
    """The GM cancelled a long edit's write behind its progress dialog: its one transaction
    rolled back, the campaign is as it was and no step went on the stack. The caller's
    following steps do not run (an in-memory copy, such as the open fight, stays as the
    file holds it); uncaught, it ends the action quietly."""

    def __init__(self, what: str):
        super().__init__(what)
        self.what = what


#: every view re-reads (after a write that failed, what a view shows may be ahead of the file)
EVERYTHING = Touched(
    roster=True,
    campaign=True,
    settings=True,
    ledger=True,
    events=True,
    ledger_unlisted=True,
    reread=True,
)


class CampaignSession(QObject):
    changed = Signal(object)  # Touched
    #: (what was attempted, the error, "edit" | "undo" | "redo") when a write failed: the one way a
    #: failed write reaches the GM (the campaign is as it was before it)
    write_failed = Signal(str, object, str)
    #: after the idle copy into the file: None when the file alone holds the campaign, else
    #: why it could not be done (a WriteFailed: the file and its ``-wal`` belong together)
    copied = Signal(object)
    #: (what was being written, whether it was saved) when the connection to a shared
    #: campaign's server is back after it was lost during that write
    reconnected = Signal(str, bool)
    #: the connection to a shared campaign's server was lost (editing waits for it)
    connection_lost = Signal()

    def __init__(self, campaign: Campaign, parent: QObject | None = None):
        super().__init__(parent)
        self.campaign = campaign
        self.undo_stack = QUndoStack(self)
        self.system: RuleSystem = get_system(campaign.system)
        self._history: HistoryModel | None = None
        self._combat = None
        #: two idle seconds after a change, the file alone holds every committed edit
        self.idle_copy = IdleCopy(self)
        self.idle_copy.copied.connect(self.copied)
        self.idle_copy.file_gone.connect(lambda error: self._failed("", error, "edit"))
        self._logs: dict[tuple[int | None, int | None], QAbstractListModel] = {}
        #: the undo history kept in the file and bounded by memory
        self.keeper = HistoryKeeper(self)
        #: the step whose undo or redo another client's change refused (its place on the
        #: stack), until the stack moves again: :meth:`keep_theirs` can drop it
        self.refused_step: int | None = None
        #: ``run(change, work, text, going_back)`` does a change's write (a long one on a
        #: worker thread: ``ui.responsive.long_task.background_writer``); None: all on this thread
        self.runner = None
        if isinstance(parent, QWidget):
            self.runner = long_task.background_writer(parent)
        self.writing = False  # a long write runs on a worker: no idle write meanwhile
        if not campaign.read_only and self.keeper.keeps:
            self.keeper.load()
        #: a shared campaign's server: other GMs' edits, the connection lost and back
        self.server_link = ServerLink(campaign, self)
        self.server_link.heard.connect(self.changed)
        self.server_link.resync.connect(lambda: self.changed.emit(EVERYTHING))
        self.server_link.lost.connect(self.connection_lost)
        self.server_link.back.connect(self._server_back)

    @property
    def live(self):
        """Other clients' edits of a shared campaign, as they happen (None: a file)."""
        return self.server_link.live

    # -- edits ------------------------------------------------------------------------
    def perform(
        self,
        change: Change,
        text: str,
        *,
        origin: object = None,
        log: list[LogLine] | None = None,
        then: Callable[[Touched], object] | None = None,
    ) -> Touched:
        """Apply ``change`` (committed at once) and put it on the undo stack; what it
        touched.

        ``log`` lines go to the event log in the same transaction (one undo step). If
        applying raises, the campaign is unchanged (the write was one transaction) and
        nothing goes on the stack: :class:`EditNotSaved` (the GM was told why). A long
        write runs on a worker behind a progress dialog: :class:`EditCancelled` when the
        GM cancelled it (nothing changed). ``then(touched)`` runs once the change is
        stored, before anyone hears of it (``changed``): a caller's copy of what it
        changed (the open fight) is new by then for every listener.
        """
        if self.read_only:
            raise CampaignIsReadOnly(self.campaign.location, "opened read-only")
        if log:
            from campaign_manager.storage.changes import Batch, LogEvents

            change = Batch([change, LogEvents(list(log))])
        keeper = self.keeper
        command = ChangeCommand(self, change, text, position=keeper.position + 1)
        into = keeper.merges_into(command)
        kept: dict = {}  # the step's row, as written in its transaction
        record = None
        if keeper.records:
            record = lambda: keeper.record_step(command, into, kept)  # noqa: E731
        work = keeper.with_history(lambda: change.apply(self.campaign), record)
        try:
            touched = self._write(change, work, text)
        except Interrupted as cancel:  # the GM cancelled a long write: rolled back
            raise EditCancelled(text) from cancel
        except CampaignError as error:  # one transaction, rolled back: nothing changed
            # an edit whose commit the lost connection cut off may have been saved: then
            # the views show it, but it is no step to undo (its ids may be unknown here)
            self.server_link.cut_off(text)
            self._failed(text, error, "edit")
            raise EditNotSaved(text, error) from error
        keeper.position += 1
        self.refused_step = None
        self.undo_stack.push(command)
        if record is not None:
            keeper.step_recorded(command, into, kept)
        keeper.unsaved = True
        touched = touched.with_origin(origin)
        if then is not None:
            then(touched)
        self.changed.emit(touched)
        return touched

    def keep_setting(self, key: str, value: object) -> bool:
        """Keep ``value`` under ``key`` of the campaign's settings with no undo step (the
        player view's address: turning the share on is no edit to undo). No step of the
        history sets or clears it: the steps that write the settings carry it as it is
        now, so undoing them leaves it. False when it could not be written."""
        from campaign_manager.storage.changes import SetCampaignField

        settings = dict(self.campaign.info.settings or {})
        settings[key] = value
        try:
            touched = SetCampaignField("settings", settings).apply(self.campaign)
        except CampaignError as error:
            log.warning("the setting %s was not kept: %r", key, error)
            return False
        for index in range(self.undo_stack.count()):
            command = self.keeper.command(index)
            try:
                change = command.change if command is not None else None
            except history.Unreadable:
                continue
            if isinstance(change, SetCampaignField) and change.field == "settings":
                for side in ("old", "new"):
                    if isinstance(getattr(change, side), dict):
                        setattr(change, side, {**getattr(change, side), key: value})
                command._payload, command.size, command.rewrite = None, None, True
                self.keeper.unsaved = True
        self.changed.emit(touched)
        return True

    def _write(self, change: Change, work, text: str, going_back: bool | None = None):
        """``work()``: the change's one write (``runner`` may take a long one to a worker
        thread behind a progress dialog, and raise Interrupted when the GM cancelled it)."""
        if self.runner is None:
            return work()
        self.writing = True
        try:
            return self.runner(change, work, text, going_back)
        finally:
            self.writing = False

    # -- undo and redo ----------------------------------------------------------------
    def undo(self) -> bool:
        return self.set_index(self.undo_stack.index() - 1)

    def redo(self) -> bool:
        return self.set_index(self.undo_stack.index() + 1)

    def set_index(self, target: int) -> bool:
        """Undo or redo step by step to ``target``; stops at the first write that fails
        (the stack stays at the last step that succeeded) and says so."""
        stack, keeper = self.undo_stack, self.keeper
        target = max(0, min(target, stack.count()))
        result = Touched()
        ok = True
        self.refused_step = None
        while stack.index() != target:
            going_back = target < stack.index()
            index = stack.index() - 1 if going_back else stack.index()
            command = keeper.command(index)
            if command is None:
                break
            try:
                change = command.change
            except history.Unreadable as error:
                what = stack.undoText() if going_back else stack.redoText()
                keeper.drop_unreadable(index, going_back, error)
                ok = False
                self._refuse_unreadable(what, error, going_back)
                break
            what = stack.undoText() if going_back else stack.redoText()
            work = change.revert if going_back else change.apply
            record = None
            if keeper.records:  # the step's row says undone (or not) in the same transaction
                record = lambda p=command.position, b=going_back: keeper.mark(p, b)  # noqa: E731
            both = keeper.with_history(lambda w=work: w(self.campaign), record)
            try:
                result |= self._write(change, both, what, going_back)
            except Interrupted:  # cancelled: rolled back, the stack stays
                ok = False
                break
            except CampaignError as error:  # the write was one transaction: nothing changed
                ok = False
                if result:
                    self.changed.emit(result)
                    result = Touched()
                if getattr(error, "who", ""):  # another GM's change stands in the way
                    self.refused_step = index
                self.server_link.cut_off(what, lambda c=command, b=going_back: self._moved(c, b))
                self._failed(what, error, "undo" if going_back else "redo")
                break
            command.applied = not going_back
            keeper.unsaved = True
            if going_back:
                stack.undo()
            else:
                stack.redo()
        if result:
            self.changed.emit(result)
        return ok

    def _moved(self, command: ChangeCommand, going_back: bool) -> None:
        """The undo or redo of ``command`` was saved after all: the stack follows."""
        number = self.keeper.commands().index(command)
        if self.undo_stack.index() != number + (1 if going_back else 0):
            return
        command.applied = not going_back
        if going_back:
            self.undo_stack.undo()
        else:
            self.undo_stack.redo()

    def keep_theirs(self) -> bool:
        """Keep the other GM's change that refused the last undo or redo: that step of
        this GM's history goes (nothing is written), so undo and redo go on past it."""
        number, self.refused_step = self.refused_step, None
        return self.keeper.drop(number)

    def _refuse_unreadable(self, what: str, error: history.Unreadable, going_back: bool) -> None:
        """Tell the GM why the step read back from the file was not undone or redone."""
        from campaign_manager.storage.errors import WriteFailed

        too_large = isinstance(error, history.TooLarge)
        refusal = WriteFailed(
            self.campaign.location,
            str(error),
            reason="too large" if too_large else "unreadable",
            needed=history.MAX_DECODED if too_large else None,
        )
        self.write_failed.emit(what, refusal, "undo" if going_back else "redo")

    def flush_history(self) -> None:
        """Make the file hold the history as the session holds it (what the session
        dropped since the steps wrote their rows): :meth:`HistoryKeeper.flush`."""
        self.keeper.flush()

    # -- a write that failed, the server away and back ---------------------------------------
    @property
    def disconnected(self) -> bool:
        """The connection to the shared campaign's server is lost: editing waits."""
        return self.server_link.disconnected

    def _failed(self, what: str, error: CampaignError, kind: str) -> None:
        """A write failed: log it, let every view re-read the file, tell the GM. When the
        connection to the server was lost, the views read again once it is back."""
        log.warning("%s not written: %r", what, error)
        if not self.server_link.failed():
            self.changed.emit(EVERYTHING)
        self.write_failed.emit(what, error, kind)

    def _server_back(self, what: str, saved: bool, finish: Callable[[], None] | None) -> None:
        """The server answers again: the interrupted write, when it was saved, is finished
        on this side, and every view reads again."""
        if saved and finish is not None:
            finish()
            self.keeper.unsaved = True
        self.changed.emit(EVERYTHING)
        self.reconnected.emit(what, saved)

    # -- what the views share ---------------------------------------------------------------
    def fill_missing_summaries(self) -> bool:
        """Write the roster lines a file of an older schema does not have yet. They are text
        derived from each sheet, not an edit: nothing to undo. True when any was written."""
        return bool(self.campaign.refresh_summaries(only_missing=True))

    def named(self, character_id: int | None, text: str) -> str:
        """``text`` for the history, naming the character: "Bořek Hrabal: stamina −8"."""
        name = character_name(character_id) if character_id is not None else None
        return f"{name}: {text}" if name is not None else text

    @property
    def combat(self):
        """The fight the GM has open (shared by the tracker and the player view)."""
        if self._combat is None:
            from campaign_manager.ui.combat.controller import EncounterController

            self._combat = EncounterController(self)
        return self._combat

    def event_log(self, character: int | None = None, encounter: int | None = None):
        """The event log model of one character, one encounter, or the whole campaign;
        one model per filter, shared by every view that shows it."""
        from campaign_manager.ui.models.event_log import EventLogModel

        key = (character, encounter)
        if key not in self._logs:
            self._logs[key] = EventLogModel(self, character, encounter)
        return self._logs[key]

    def history_model(self, opened_label: str) -> HistoryModel:
        if self._history is None:
            self._history = HistoryModel(self, opened_label)
            self.keeper.on_rebuild = self._history.forget
        return self._history

    @property
    def read_only(self) -> bool:
        """Opened read-only (the file or its folder cannot be written), or stopped because
        its file went away while open: look, print, copy."""
        return self.campaign.read_only or self.campaign.stopped is not None or self.disconnected

    def close(self) -> bool:
        """Close the campaign; False when its file and ``-wal`` must stay together (the
        last copy into the file could not be done: ``campaign.checkpoint_error``)."""
        self.idle_copy.stop()
        self.server_link.close()
        self.flush_history()
        if self._history is not None:
            self.undo_stack.indexChanged.disconnect(self._history.refresh)
        self.undo_stack.clear()
        return self.campaign.close()
