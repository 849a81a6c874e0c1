"""An open campaign in the UI: the campaign, its undo stack and a change signal.

Every user edit goes through :meth:`CampaignSession.perform`: the change is applied and
committed at once; the undo stack then holds a command that can revert it (and commit
that) and apply it again. Undo and redo go through :meth:`undo`, :meth:`redo` and
:meth:`set_index`: the write happens first, and only when it succeeded does the stack
move, so a failed write (the file locked by another program, a full disk) leaves the
stack and the file as they were, and :attr:`write_failed` tells the window.

The history reaches back through the whole session, bounded by memory, not by a count:
past :data:`MEMORY_BUDGET` the oldest steps go. Its newest steps are kept in the campaign
file (:mod:`campaign_manager.storage.history`): each step's row is written in the step's
own transaction, and each undo and redo marks it in its own, so after a crash at any
moment Ctrl+Z undoes exactly the last committed step; steps the session drops (past the
budget, unreadable) leave the file when the session is idle and when it closes. They are
read back when the campaign opens; a step read back is decoded only when it is undone or
redone, and one that cannot be is refused in words.

Models that more than one window shows (the history, the event log, the combat order)
belong to the session.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QFont, QGuiApplication, QPalette, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from campaign_manager.storage import history
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.connection import is_bound
from campaign_manager.storage.errors import CampaignError, CampaignIsReadOnly, DatabaseDamage
from campaign_manager.storage.progress import Interrupted
from campaign_manager.storage.queries import character_name
from campaign_manager.storage.touched import Touched
from campaign_manager.storage.unreadable import UnreadableText
from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleSystem
from campaign_manager.ui.responsive import long_task
from campaign_manager.ui.text import literal

if TYPE_CHECKING:  # the changes' module comes with the first edit or undo, not at opening
    from campaign_manager.storage.changes import Change, LogLine

log = logging.getLogger(__name__)

MERGEABLE_FIELDS = {"notes"}
IDLE_CHECKPOINT_MS = 2000
MERGE_ID = 0x4B52  # commands with this id may merge: consecutive edits of one text field
#: about how much memory the history may take (its steps' JSON, uncompressed); past it,
#: the oldest steps go
MEMORY_BUDGET = 256 * 1024 * 1024
#: how often a shared campaign whose server connection was lost tries it again
RECONNECT_MS = 1000


class ChangeCommand(QUndoCommand):
    """A QUndoCommand around a storage Change. Created after the change is applied.

    Consecutive edits of the same mergeable field of the same character (typing in
    the notes) merge into one undo step that restores the text from before them.

    A step read back from the file holds only its ``payload`` until its change is first
    asked for. ``position`` is its place in the history as the file keeps it; ``size``
    about how much memory it takes (None until it is measured, when the session is idle).
    """

    def __init__(
        self,
        session: CampaignSession,
        change: Change | None,
        text: str,
        *,
        position: int = 0,
        payload: str | None = None,
        size: int | None = None,
    ):
        super().__init__(text)
        self._session = session
        self._change = change
        self._payload = payload
        self.position = position
        self.size = size
        self.keepable = True  # False: its change cannot be kept in the file
        self.rewrite = False  # its change changed after the file got it (typing merged)
        self.applied = True  # perform() already applied it: the first redo() is a no-op

    @property
    def change(self) -> Change:
        """The step's change (decoded from the file on first use: Unreadable if it cannot
        be)."""
        if self._change is None:
            self._change, self.size = history.decode(self._payload)
            self._payload = None
        return self._change

    def payload(self) -> str:
        """The step as the file keeps it (worked out once)."""
        if self._payload is None:
            self._payload, self.size = history.encode(self._change)
        return self._payload

    def release(self) -> None:
        """Forget the payload once the file has it (the change is kept)."""
        if self._change is not None:
            self._payload = None

    def copy(self) -> ChangeCommand:
        """A new command for the same step (the stack is rebuilt with it)."""
        twin = ChangeCommand(
            self._session,
            self._change,
            self.text(),
            position=self.position,
            payload=self._payload,
            size=self.size,
        )
        twin.keepable, twin.rewrite = self.keepable, self.rewrite
        return twin

    def _merge_key(self) -> tuple | None:
        change = self._change
        if self._session._rebuilding or change is None:
            return None
        from campaign_manager.storage.changes import UpdateCharacter

        if isinstance(change, UpdateCharacter) and set(change.new) <= MERGEABLE_FIELDS:
            return (change.id, tuple(sorted(change.new)))
        return None

    def id(self) -> int:
        return MERGE_ID if self._merge_key() is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, ChangeCommand) or other._merge_key() != self._merge_key():
            return False
        if any(other.change.old.get(k) != v for k, v in self.change.new.items()):
            return False  # another GM's text came between (merged): a step of its own
        self.change.new = dict(other.change.new)  # the file already holds the newer value
        self._payload, self.size, self.rewrite = None, None, True
        return True

    # The session writes first and then moves the stack; these only keep the flag right
    # (and write themselves when something else moves the stack).
    def redo(self) -> None:
        if not self.applied:
            self.applied = True
            self._session.changed.emit(self.change.apply(self._session.campaign))

    def undo(self) -> None:
        if self.applied:
            self.applied = False
            self._session.changed.emit(self.change.revert(self._session.campaign))


class HistoryModel(QAbstractListModel):
    """The undo stack as a list: row 0 is the opened campaign, row i the i-th step."""

    def __init__(self, session: CampaignSession, opened_label: str):
        super().__init__(session)
        self._session = session
        self._opened = opened_label
        self._rows: list[str] = []
        self._current = 0
        self._stale = True  # every row is read again at the next refresh
        session.undo_stack.indexChanged.connect(self.refresh)
        self.refresh()

    def forget(self) -> None:
        """The stack was filled anew: the next refresh reads every row."""
        self._stale = True

    def refresh(self, *_args) -> None:
        stack = self._session.undo_stack
        if not shiboken6.isValid(stack):  # the session is going away
            return
        count, index = stack.count(), stack.index()
        pushed = index == count and index > self._current  # a push, or a redo to the newest
        if self._stale or (count != len(self._rows) and not pushed):
            self.beginResetModel()
            self._rows = [stack.text(i) for i in range(count)]
            self._current = index
            self._stale = False
            self.endResetModel()
            return
        if pushed:  # only the steps from where it was made can differ: a long history
            start = min(self._current, len(self._rows))  # is not read again for each step
            self._replace(start, [stack.text(i) for i in range(start, count)])
        old, self._current = self._current, index
        low, high = min(old, index), max(old, index)  # the current row and the greyed ones
        self.dataChanged.emit(self.index(low), self.index(high))

    def _replace(self, start: int, steps: list[str]) -> None:
        """The steps from ``start`` on are ``steps`` now (rows removed and inserted)."""
        same = 0
        while same < min(len(steps), len(self._rows) - start) and (
            self._rows[start + same] == steps[same]
        ):
            same += 1
        first = start + same
        if first < len(self._rows):
            self.beginRemoveRows(QModelIndex(), first + 1, len(self._rows))
            del self._rows[first:]
            self.endRemoveRows()
        new = steps[same:]
        if new:
            self.beginInsertRows(QModelIndex(), len(self._rows) + 1, len(self._rows) + len(new))
            self._rows.extend(new)
            self.endInsertRows()

    @property
    def current_row(self) -> int:
        return self._current

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows) + 1

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() <= len(self._rows):
            return None
        row = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._opened if row == 0 else self._rows[row - 1]
        if role == Qt.ItemDataRole.ToolTipRole:
            return literal(self._opened if row == 0 else self._rows[row - 1])
        if role == Qt.ItemDataRole.FontRole and row == self._current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and row > self._current:  # undone steps
            return QBrush(QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText))
        return None


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
        # after two idle seconds the campaign file alone holds every committed edit (a
        # copy taken to a USB stick is whole); the checkpoint is fast, on this thread
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(IDLE_CHECKPOINT_MS)
        self._idle.timeout.connect(self._checkpoint)
        self.changed.connect(lambda _changes: self._idle.start())
        self._logs: dict[tuple[int | None, int | None], QAbstractListModel] = {}
        self._kept = history.KeptHistory()
        self._position = 0  # the newest step's place in the history
        self._rebuilding = False  # the stack is being filled anew: nothing merges
        self._unsaved = False  # the history has changed since the file got it
        #: other clients' edits of a shared campaign, as they happen (None: a file)
        self.live = None
        #: the step whose undo or redo another client's change refused (its place on the
        #: stack), until the stack moves again: :meth:`keep_theirs` can drop it
        self.refused_step: int | None = None
        #: after a lost connection: what was being written, and how to finish it on this
        #: side when the server says it was saved
        self._interrupted: tuple[str, object] | None = None
        self._reconnect = QTimer(self)
        self._reconnect.setInterval(RECONNECT_MS)
        self._reconnect.timeout.connect(self._try_reconnect)
        #: ``run(change, work, text, going_back)`` does a change's write (a long one on a
        #: worker thread: ``ui.responsive.long_task.background_writer``); None: all on this thread
        self.runner = None
        if isinstance(parent, QWidget):
            self.runner = long_task.background_writer(parent)
        self._writing = False  # a long write runs on a worker: no idle write meanwhile
        if not campaign.read_only and self._keeps_history:
            self._load_history()
        if getattr(campaign, "url", None):
            self._listen()

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
        command = ChangeCommand(self, change, text, position=self._position + 1)
        into = self._merges_into(command)
        kept: dict = {}  # the step's row, as written in its transaction
        record = None
        if self._records:
            record = lambda: self._record_step(command, into, kept)  # noqa: E731
        work = self._with_history(lambda: change.apply(self.campaign), record)
        try:
            touched = self._write(change, work, text)
        except Interrupted as cancel:  # the GM cancelled a long write: rolled back
            raise EditCancelled(text) from cancel
        except CampaignError as error:  # one transaction, rolled back: nothing changed
            # an edit whose commit the lost connection cut off may have been saved: then
            # the views show it, but it is no step to undo (its ids may be unknown here)
            self._interrupted = (text, None)
            self._failed(text, error, "edit")
            raise EditNotSaved(text, error) from error
        self._position += 1
        self.refused_step = None
        self.undo_stack.push(command)
        if record is not None:
            self._step_recorded(command, into, kept)
        self._unsaved = True
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
            command = self._command(index)
            try:
                change = command.change if command is not None else None
            except history.Unreadable:
                continue
            if isinstance(change, SetCampaignField) and change.field == "settings":
                for side in ("old", "new"):
                    if isinstance(getattr(change, side), dict):
                        setattr(change, side, {**getattr(change, side), key: value})
                command._payload, command.size, command.rewrite = None, None, True
                self._unsaved = True
        self.changed.emit(touched)
        return True

    # -- each step's row in the kept history, in the step's own transaction ------------
    @property
    def _records(self) -> bool:
        """Each step is kept in the file as it commits (a file; not read-only)."""
        return self._keeps_history and not self.campaign.read_only and self._bound()

    def _with_history(self, work, record):
        """``work`` and then ``record`` (the kept history's rows) in one transaction; what
        ``record`` returns is called once it committed."""
        if record is None:
            return work

        def op():
            result = work()
            noted.append(record())
            return result

        noted: list = []

        def both():
            result = self.campaign.write(op)
            for note in noted:
                note()
            return result

        return both

    def _merges_into(self, command: ChangeCommand) -> ChangeCommand | None:
        """The step the stack will merge ``command`` into (typing in the notes), if any."""
        index = self.undo_stack.index()
        into = self._command(index - 1) if index else None
        key = command._merge_key()
        if into is None or key is None or into._merge_key() != key:
            return None
        return into

    def _record_step(
        self, command: ChangeCommand, into: ChangeCommand | None, kept: dict
    ) -> object:
        """Within the step's transaction: its row (or, merged, the row of the step it goes
        into); a change that cannot be kept takes the older rows with it."""
        from dataclasses import replace

        try:
            if into is not None:
                merged = replace(into.change, new=dict(command.change.new))
                kept["payload"], kept["size"] = history.encode(merged)
                return self._kept.push(into.position, into.text(), kept["payload"], merged=True)
            kept["payload"], kept["size"] = history.encode(command.change)
            return self._kept.push(command.position, command.text(), kept["payload"])
        except (TypeError, ValueError, RecursionError) as error:  # the edit itself stands
            kept["unkeepable"] = error
            return self._kept.forget()

    def _step_recorded(
        self, command: ChangeCommand, into: ChangeCommand | None, kept: dict
    ) -> None:
        """After the push: the commands know their rows are written."""
        top = self._command(self.undo_stack.index() - 1)
        merged = top is not None and into is not None and top.position == into.position
        if "unkeepable" in kept:
            log.warning("%s is not kept in the file: %s", command.text(), kept["unkeepable"])
            command.keepable = False
            command.size = len(repr(command.change))
        elif merged:
            into.size, into.rewrite = kept["size"], False
        elif into is None:
            command.size = kept["size"]
        else:  # the stack did not merge as foreseen: the idle write puts the rows right
            into.rewrite = True

    def _write(self, change: Change, work, text: str, going_back: bool | None = None):
        """``work()``: the change's one write (``runner`` may take a long one to a worker
        thread behind a progress dialog, and raise Interrupted when the GM cancelled it)."""
        if self.runner is None:
            return work()
        self._writing = True
        try:
            return self.runner(change, work, text, going_back)
        finally:
            self._writing = False

    # -- undo and redo ----------------------------------------------------------------
    def _command(self, index: int) -> ChangeCommand | None:
        command = self.undo_stack.command(index)
        return command if isinstance(command, ChangeCommand) else None

    def undo(self) -> bool:
        return self.set_index(self.undo_stack.index() - 1)

    def redo(self) -> bool:
        return self.set_index(self.undo_stack.index() + 1)

    def set_index(self, target: int) -> bool:
        """Undo or redo step by step to ``target``; stops at the first write that fails
        (the stack stays at the last step that succeeded) and says so."""
        stack = self.undo_stack
        target = max(0, min(target, stack.count()))
        result = Touched()
        ok = True
        self.refused_step = None
        while stack.index() != target:
            going_back = target < stack.index()
            index = stack.index() - 1 if going_back else stack.index()
            command = self._command(index)
            if command is None:
                break
            try:
                change = command.change
            except history.Unreadable as error:
                what = stack.undoText() if going_back else stack.redoText()
                self._drop_unreadable(index, going_back, error)
                ok = False
                self._refuse_unreadable(what, error, going_back)
                break
            what = stack.undoText() if going_back else stack.redoText()
            work = change.revert if going_back else change.apply
            record = None
            if self._records:  # the step's row says undone (or not) in the same transaction
                record = lambda p=command.position, b=going_back: self._kept.mark(p, b)  # noqa: E731
            both = self._with_history(lambda w=work: w(self.campaign), record)
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
                self._interrupted = (what, lambda c=command, b=going_back: self._moved(c, b))
                self._failed(what, error, "undo" if going_back else "redo")
                break
            command.applied = not going_back
            self._unsaved = True
            if going_back:
                stack.undo()
            else:
                stack.redo()
        if result:
            self.changed.emit(result)
        return ok

    # -- the history: memory, the file -----------------------------------------------
    def _commands(self) -> list[ChangeCommand]:
        return [self._command(i) for i in range(self.undo_stack.count())]

    def _fill(self, commands: list[ChangeCommand], index: int) -> None:
        """Push ``commands`` (none merges, none writes), the first ``index`` applied."""
        stack = self.undo_stack
        self._rebuilding = True
        try:
            for command in commands:
                stack.push(command)  # applied: redo() does nothing
            for command in commands[index:]:
                command.applied = False
            stack.setIndex(index)  # not applied: undo() does nothing
        finally:
            self._rebuilding = False

    def _rebuild(self, kept: list[ChangeCommand], index: int) -> list[ChangeCommand]:
        """The stack anew with the steps of ``kept`` (a QUndoStack cannot drop its oldest
        steps), ``index`` of them applied; the views hear of it once."""
        stack = self.undo_stack
        fresh = [command.copy() for command in kept]
        stack.blockSignals(True)
        try:
            stack.clear()
            self._fill(fresh, index)
        finally:
            stack.blockSignals(False)
        if self._history is not None:
            self._history.forget()
        stack.indexChanged.emit(stack.index())
        stack.canUndoChanged.emit(stack.canUndo())
        stack.canRedoChanged.emit(stack.canRedo())
        self._unsaved = True
        return fresh

    def _moved(self, command: ChangeCommand, going_back: bool) -> None:
        """The undo or redo of ``command`` was saved after all: the stack follows."""
        number = self._commands().index(command)
        if self.undo_stack.index() != number + (1 if going_back else 0):
            return
        command.applied = not going_back
        if going_back:
            self.undo_stack.undo()
        else:
            self.undo_stack.redo()

    @property
    def disconnected(self) -> bool:
        """The connection to the shared campaign's server is lost: editing waits."""
        return getattr(self.campaign, "lost", None) is not None

    def _try_reconnect(self) -> None:
        """Try the server again; once it answers, say whether the interrupted write was
        saved (finishing it on this side when it was) and let every view read again."""
        saved = self.campaign.reconnect()
        if saved is None:
            return
        self._reconnect.stop()
        what, finish = self._interrupted or ("", None)
        self._interrupted = None
        if saved and finish is not None:
            finish()
            self._unsaved = True
        self.changed.emit(EVERYTHING)
        self.reconnected.emit(what, saved)

    def keep_theirs(self) -> bool:
        """Keep the other GM's change that refused the last undo or redo: that step of
        this GM's history goes (nothing is written), so undo and redo go on past it."""
        number, self.refused_step = self.refused_step, None
        commands = self._commands()
        if number is None or not 0 <= number < len(commands):
            return False
        index = self.undo_stack.index()
        self._rebuild(commands[:number] + commands[number + 1 :], min(index, number))
        return True

    def _drop_unreadable(self, number: int, going_back: bool, error: Exception) -> None:
        """Step ``number`` read back from the file cannot be decoded: it goes, with the
        steps it stands between the GM and (the older ones on undo, the newer on redo)."""
        log.warning(
            "history step %d cannot be read (%s): it and what lies past it go", number, error
        )
        commands = self._commands()
        if going_back:
            self._rebuild(commands[number + 1 :], 0)
        else:
            self._rebuild(commands[:number], number)

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

    def _trim(self, commands: list[ChangeCommand]) -> list[ChangeCommand]:
        """Past :data:`MEMORY_BUDGET`, the oldest steps go (only with no step to redo, so
        only applied steps go); at least the newest stays."""
        if self.undo_stack.index() != len(commands):
            return commands
        total = sum(command.size or 0 for command in commands)
        drop = 0
        while total > MEMORY_BUDGET and drop < len(commands) - 1:
            total -= commands[drop].size or 0
            drop += 1
        if not drop:
            return commands
        return self._rebuild(commands[drop:], len(commands) - drop)

    def _load_history(self) -> None:
        """The steps the file kept, onto the stack: the applied ones below the index."""
        steps = self._kept.load()
        self._position = self._kept.top
        applied = next((n for n, step in enumerate(steps) if step.undone), len(steps))
        commands = [
            ChangeCommand(
                self,
                None,
                self._kept_label(step.text),
                position=step.position,
                # bytes that are not UTF-8 are no change: undoing it says it cannot be read
                payload="" if isinstance(step.payload, UnreadableText) else step.payload,
                size=len(step.payload),
            )
            for step in steps
        ]
        self._fill(commands, applied)
        self._unsaved = len(steps) != len(self._kept.stored)

    def _kept_label(self, text: str) -> str:
        """A kept step's label as the history shows it; one whose bytes are not UTF-8 says
        it is damaged (its readable part shown)."""
        if not isinstance(text, UnreadableText):
            return text
        from campaign_manager.ui.messages import unreadable_label

        return unreadable_label(text)

    @property
    def _keeps_history(self) -> bool:
        """The newest steps are kept in the campaign (a file: one GM's history; each GM of
        a shared campaign keeps theirs in memory)."""
        return getattr(self.campaign, "keeps_history", True)

    def _listen(self) -> None:
        """Hear other clients' edits and report them as this client's own are reported;
        after a lost connection, every view re-reads."""
        from campaign_manager.ui.live import LiveUpdates

        self.live = LiveUpdates(self.campaign.url, self.campaign.own_connection_id, parent=self)
        self.live.heard.connect(self.changed.emit)
        self.live.resync.connect(lambda: self.changed.emit(EVERYTHING))
        self.live.connected.connect(self._live_connection)

    def _live_connection(self, up: bool) -> None:
        """The notifications stopped: the server is gone, editing waits until it answers."""
        if up or self.disconnected:
            return
        self.campaign.lose_connection("the server's notifications stopped")
        self._reconnect.start()
        self.connection_lost.emit()

    def _bound(self) -> bool:
        """The campaign is open and the one the models read and write."""
        return is_bound(self.campaign.database)

    def _measure(self, command: ChangeCommand) -> None:
        """Work out the step's payload and size; a change that cannot be kept in the file is
        measured by its text."""
        try:
            command.payload()
        except TypeError as error:
            log.warning("%s is not kept in the file: %s", command.text(), error)
            command.keepable = False
            command.size = len(repr(command.change))

    def flush_history(self) -> None:
        """Make the file hold the history as the session holds it, in one transaction (the
        newest :data:`~campaign_manager.storage.history.KEPT_STEPS` steps up to any that
        cannot be kept), after the oldest steps beyond the memory budget went. Each step,
        undo and redo already wrote its row with it: this writes what the session dropped
        since (past the budget, an unreadable step, another GM's change kept). A write that
        fails is logged and tried again next time."""
        if not self._unsaved or self.read_only or not self._bound() or not self._keeps_history:
            return
        commands = self._commands()
        for command in commands:
            if command.size is None:
                self._measure(command)
        commands = self._trim(commands)
        index = self.undo_stack.index()
        wanted: list[history.StepRecord] = []
        for number in range(len(commands) - 1, -1, -1):
            command = commands[number]
            if len(wanted) == history.KEPT_STEPS or not command.keepable:
                break
            wanted.append(
                history.StepRecord(
                    command.position,
                    command.text(),
                    number >= index,
                    command.payload,
                    command.rewrite,
                )
            )
        try:
            self._kept.sync(self.campaign, wanted[::-1])
        except (CampaignError, *DatabaseDamage) as error:
            log.warning("the history was not kept in the file: %r", error)
            return
        self._unsaved = False
        for command in commands:
            command.rewrite = False
            command.release()

    def _checkpoint(self) -> None:
        if self._writing or long_task.busy():  # a long task reads or writes: later
            self._idle.start()
            return
        if self.disconnected:
            return
        stopped = self.campaign.stopped
        self.flush_history()
        self.campaign.checkpoint()
        if stopped is None and self.campaign.stopped is not None:  # its file went away
            self._failed("", self.campaign.stopped, "edit")
            return
        self.copied.emit(self.campaign.checkpoint_error)

    def _failed(self, what: str, error: CampaignError, kind: str) -> None:
        """A write failed: log it, let every view re-read the file, tell the GM. When the
        connection to the server was lost, the views read again once it is back."""
        log.warning("%s not written: %r", what, error)
        if self.disconnected:
            self._reconnect.start()
        else:
            self._interrupted = None
            self.changed.emit(EVERYTHING)
        self.write_failed.emit(what, error, kind)

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
        return self._history

    @property
    def read_only(self) -> bool:
        """Opened read-only (the file or its folder cannot be written), or stopped because
        its file went away while open: look, print, copy."""
        return self.campaign.read_only or self.campaign.stopped is not None or self.disconnected

    def close(self) -> bool:
        """Close the campaign; False when its file and ``-wal`` must stay together (the
        last copy into the file could not be done: ``campaign.checkpoint_error``)."""
        self._idle.stop()
        self._reconnect.stop()
        if self.live is not None:
            self.live.close()
        self.flush_history()
        if self._history is not None:
            self.undo_stack.indexChanged.disconnect(self._history.refresh)
        self.undo_stack.clear()
        return self.campaign.close()
