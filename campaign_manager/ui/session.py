"""An open campaign in the UI: the campaign, its undo stack and a change signal.

Every user edit goes through :meth:`CampaignSession.perform`: the change is applied and
committed at once; the undo stack then holds a command that can revert it (and commit
that) and apply it again. Undo and redo go through :meth:`undo`, :meth:`redo` and
:meth:`set_index`: the write happens first, and only when it succeeded does the stack
move, so a failed write (the file locked by another program, a full disk) leaves the
stack and the file as they were, and :attr:`write_failed` tells the window.

Models that more than one window shows (the history, the event log, the combat order)
belong to the session.
"""

from __future__ import annotations

import logging

import shiboken6
from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QFont, QGuiApplication, QPalette, QUndoCommand, QUndoStack

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes import (
    Batch,
    Change,
    ChangeSet,
    LogEvents,
    LogLine,
    UpdateCharacter,
)
from campaign_manager.storage.errors import CampaignError, CampaignIsReadOnly
from campaign_manager.storage.models import Character
from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleSystem

log = logging.getLogger(__name__)

MERGEABLE_FIELDS = {"notes"}
IDLE_CHECKPOINT_MS = 2000
MERGE_ID = 0x4B52  # commands with this id may merge: consecutive edits of one text field


class ChangeCommand(QUndoCommand):
    """A QUndoCommand around a storage Change. Created after the change is applied.

    Consecutive edits of the same mergeable field of the same character (typing in
    the notes) merge into one undo step that restores the text from before them.
    """

    def __init__(self, session: CampaignSession, change: Change, text: str):
        super().__init__(text)
        self._session = session
        self.change = change
        self.applied = True  # perform() already applied it: the first redo() is a no-op

    def _merge_key(self) -> tuple | None:
        change = self.change
        if isinstance(change, UpdateCharacter) and set(change.new) <= MERGEABLE_FIELDS:
            return (change.id, tuple(sorted(change.new)))
        return None

    def id(self) -> int:
        return MERGE_ID if self._merge_key() is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, ChangeCommand) or other._merge_key() != self._merge_key():
            return False
        self.change.new = dict(other.change.new)  # the file already holds the newer value
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
        session.undo_stack.indexChanged.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args) -> None:
        stack = self._session.undo_stack
        if not shiboken6.isValid(stack):  # the session is going away
            return
        rows = [stack.text(i) for i in range(stack.count())]
        if rows != self._rows:
            self.beginResetModel()
            self._rows = rows
            self._current = stack.index()
            self.endResetModel()
            return
        old, self._current = self._current, stack.index()
        for row in {old, self._current}:
            self.dataChanged.emit(self.index(row), self.index(row))

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


#: every view re-reads (after a write that failed, what a view shows may be ahead of the file)
EVERYTHING = ChangeSet(
    roster=True, campaign=True, settings=True, ledger=True, events=True, ledger_unlisted=True
)


class CampaignSession(QObject):
    changed = Signal(object)  # ChangeSet
    #: (what was attempted, the error, "edit" | "undo") when a write failed: the one way a
    #: failed write reaches the GM (the campaign is as it was before it)
    write_failed = Signal(str, object, str)
    #: after the idle copy into the file: None when the file alone holds the campaign, else
    #: why it could not be done (a WriteFailed: the file and its ``-wal`` belong together)
    copied = Signal(object)

    def __init__(self, campaign: Campaign, parent: QObject | None = None):
        super().__init__(parent)
        self.campaign = campaign
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(500)
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

    # -- edits ------------------------------------------------------------------------
    def perform(
        self,
        change: Change,
        text: str,
        *,
        origin: object = None,
        log: list[LogLine] | None = None,
    ) -> ChangeSet:
        """Apply ``change`` (committed at once) and put it on the undo stack.

        ``log`` lines go to the event log in the same transaction (one undo step). If
        applying raises, the campaign is unchanged (the write was one transaction) and
        nothing goes on the stack; the caller shows the error.
        """
        if self.read_only:
            raise CampaignIsReadOnly(self.campaign.path, "opened read-only")
        if log:
            change = Batch([change, LogEvents(list(log))])
        try:
            touched = change.apply(self.campaign)
        except CampaignError as error:  # one transaction, rolled back: nothing changed
            self._failed(text, error, "edit")
            raise EditNotSaved(text, error) from error
        self.undo_stack.push(ChangeCommand(self, change, text))
        touched = touched.with_origin(origin)
        self.changed.emit(touched)
        return touched

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
        result = ChangeSet()
        ok = True
        while stack.index() != target:
            going_back = target < stack.index()
            index = stack.index() - 1 if going_back else stack.index()
            command = self._command(index)
            if command is None:
                break
            try:
                if going_back:
                    result |= command.change.revert(self.campaign)
                else:
                    result |= command.change.apply(self.campaign)
            except CampaignError as error:  # the write was one transaction: nothing changed
                ok = False
                what = stack.undoText() if going_back else stack.redoText()
                if result:
                    self.changed.emit(result)
                    result = ChangeSet()
                self._failed(what, error, "undo")
                break
            command.applied = not going_back
            if going_back:
                stack.undo()
            else:
                stack.redo()
        if result:
            self.changed.emit(result)
        return ok

    def _checkpoint(self) -> None:
        stopped = self.campaign.stopped
        self.campaign.checkpoint()
        if stopped is None and self.campaign.stopped is not None:  # its file went away
            self._failed("", self.campaign.stopped, "edit")
            return
        self.copied.emit(self.campaign.checkpoint_error)

    def _failed(self, what: str, error: CampaignError, kind: str) -> None:
        """A write failed: log it, let every view re-read the file, tell the GM."""
        log.warning("%s not written: %r", what, error)
        self.changed.emit(EVERYTHING)
        self.write_failed.emit(what, error, kind)

    def named(self, character_id: int | None, text: str) -> str:
        """``text`` for the history, naming the character: "Bořek Hrabal: stamina −8"."""
        row = (
            Character.select(Character.name).where(Character.id == character_id).first()
            if character_id is not None
            else None
        )
        return f"{row.name}: {text}" if row is not None else text

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
        return self.campaign.read_only or self.campaign.stopped is not None

    def close(self) -> bool:
        """Close the campaign; False when its file and ``-wal`` must stay together (the
        last copy into the file could not be done: ``campaign.checkpoint_error``)."""
        self._idle.stop()
        if self._history is not None:
            self.undo_stack.indexChanged.disconnect(self._history.refresh)
        self.undo_stack.clear()
        return self.campaign.close()
