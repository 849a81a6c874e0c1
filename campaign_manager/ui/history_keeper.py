"""The session's undo history kept in the campaign file and bounded by memory.

The history reaches back through the whole session, bounded by memory, not by a count:
past :data:`MEMORY_BUDGET` the oldest steps go. Its newest steps are kept in the campaign
file (:mod:`campaign_manager.storage.history`): each step's row is written in the step's
own transaction, and each undo and redo marks it in its own, so after a crash at any
moment Ctrl+Z undoes exactly the last committed step; steps the session drops (past the
budget, unreadable, another GM's change kept) leave the file when the session is idle and
when it closes. They are read back when the campaign opens; a step read back is decoded
only when it is undone or redone.

A QUndoStack cannot drop its oldest steps: the keeper fills it anew with the steps kept.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from campaign_manager.storage import history
from campaign_manager.storage.connection import is_bound
from campaign_manager.storage.errors import CampaignError, DatabaseDamage
from campaign_manager.storage.unreadable import UnreadableText
from campaign_manager.ui.undo_step import ChangeCommand

if TYPE_CHECKING:
    from campaign_manager.ui.session import CampaignSession

log = logging.getLogger(__name__)

#: about how much memory the history may take (its steps' JSON, uncompressed); past it,
#: the oldest steps go
MEMORY_BUDGET = 256 * 1024 * 1024


class HistoryKeeper:
    """The steps of ``session``'s undo stack, as the file keeps them and memory bounds them."""

    def __init__(self, session: CampaignSession):
        self._session = session
        self.stack = session.undo_stack
        self.kept = history.KeptHistory()
        self.position = 0  # the newest step's place in the history
        self.rebuilding = False  # the stack is being filled anew: nothing merges
        self.unsaved = False  # the history has changed since the file got it
        #: called when the stack was filled anew (the history's list reads every row)
        self.on_rebuild: Callable[[], None] | None = None

    # -- the stack's steps ------------------------------------------------------------------
    def command(self, index: int) -> ChangeCommand | None:
        command = self.stack.command(index)
        return command if isinstance(command, ChangeCommand) else None

    def commands(self) -> list[ChangeCommand]:
        return [self.command(i) for i in range(self.stack.count())]

    @property
    def keeps(self) -> bool:
        """The newest steps are kept in the campaign (a file: one GM's history; each GM of
        a shared campaign keeps theirs in memory)."""
        return getattr(self._session.campaign, "keeps_history", True)

    def _bound(self) -> bool:
        """The campaign is open and the one the models read and write."""
        return is_bound(self._session.campaign.database)

    # -- each step's row, in the step's own transaction --------------------------------------
    @property
    def records(self) -> bool:
        """Each step is kept in the file as it commits (a file; not read-only)."""
        return self.keeps and not self._session.campaign.read_only and self._bound()

    def with_history(self, work, record):
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
            result = self._session.campaign.write(op)
            for note in noted:
                note()
            return result

        return both

    def mark(self, position: int, undone: bool) -> object:
        """Within an undo's or redo's transaction: its step's row says undone (or not)."""
        return self.kept.mark(position, undone)

    def merges_into(self, command: ChangeCommand) -> ChangeCommand | None:
        """The step the stack will merge ``command`` into (typing in the notes), if any."""
        index = self.stack.index()
        into = self.command(index - 1) if index else None
        key = command._merge_key()
        if into is None or key is None or into._merge_key() != key:
            return None
        return into

    def record_step(self, command: ChangeCommand, into: ChangeCommand | None, kept: dict) -> object:
        """Within the step's transaction: its row (or, merged, the row of the step it goes
        into); a change that cannot be kept takes the older rows with it."""
        from dataclasses import replace

        try:
            if into is not None:
                merged = replace(into.change, new=dict(command.change.new))
                kept["payload"], kept["size"] = history.encode(merged)
                return self.kept.push(into.position, into.text(), kept["payload"], merged=True)
            kept["payload"], kept["size"] = history.encode(command.change)
            return self.kept.push(command.position, command.text(), kept["payload"])
        except (TypeError, ValueError, RecursionError) as error:  # the edit itself stands
            kept["unkeepable"] = error
            return self.kept.forget()

    def step_recorded(self, command: ChangeCommand, into: ChangeCommand | None, kept: dict) -> None:
        """After the push: the commands know their rows are written."""
        top = self.command(self.stack.index() - 1)
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

    # -- the stack filled anew ---------------------------------------------------------------
    def fill(self, commands: list[ChangeCommand], index: int) -> None:
        """Push ``commands`` (none merges, none writes), the first ``index`` applied."""
        stack = self.stack
        self.rebuilding = True
        try:
            for command in commands:
                stack.push(command)  # applied: redo() does nothing
            for command in commands[index:]:
                command.applied = False
            stack.setIndex(index)  # not applied: undo() does nothing
        finally:
            self.rebuilding = False

    def rebuild(self, kept: list[ChangeCommand], index: int) -> list[ChangeCommand]:
        """The stack anew with the steps of ``kept`` (a QUndoStack cannot drop its oldest
        steps), ``index`` of them applied; the views hear of it once."""
        stack = self.stack
        fresh = [command.copy() for command in kept]
        stack.blockSignals(True)
        try:
            stack.clear()
            self.fill(fresh, index)
        finally:
            stack.blockSignals(False)
        if self.on_rebuild is not None:
            self.on_rebuild()
        stack.indexChanged.emit(stack.index())
        stack.canUndoChanged.emit(stack.canUndo())
        stack.canRedoChanged.emit(stack.canRedo())
        self.unsaved = True
        return fresh

    def drop(self, number: int | None) -> bool:
        """Step ``number`` goes (nothing is written), so undo and redo go on past it."""
        commands = self.commands()
        if number is None or not 0 <= number < len(commands):
            return False
        index = self.stack.index()
        self.rebuild(commands[:number] + commands[number + 1 :], min(index, number))
        return True

    def drop_unreadable(self, number: int, going_back: bool, error: Exception) -> None:
        """Step ``number`` read back from the file cannot be decoded: it goes, with the
        steps it stands between the GM and (the older ones on undo, the newer on redo)."""
        log.warning(
            "history step %d cannot be read (%s): it and what lies past it go", number, error
        )
        commands = self.commands()
        if going_back:
            self.rebuild(commands[number + 1 :], 0)
        else:
            self.rebuild(commands[:number], number)

    def _trim(self, commands: list[ChangeCommand]) -> list[ChangeCommand]:
        """Past :data:`MEMORY_BUDGET`, the oldest steps go (only with no step to redo, so
        only applied steps go); at least the newest stays."""
        if self.stack.index() != len(commands):
            return commands
        total = sum(command.size or 0 for command in commands)
        drop = 0
        while total > MEMORY_BUDGET and drop < len(commands) - 1:
            total -= commands[drop].size or 0
            drop += 1
        if not drop:
            return commands
        return self.rebuild(commands[drop:], len(commands) - drop)

    # -- the file ------------------------------------------------------------------------------
    def load(self) -> None:
        """The steps the file kept, onto the stack: the applied ones below the index."""
        steps = self.kept.load()
        self.position = self.kept.top
        applied = next((n for n, step in enumerate(steps) if step.undone), len(steps))
        commands = [
            ChangeCommand(
                self._session,
                None,
                self._kept_label(step.text),
                position=step.position,
                # bytes that are not UTF-8 are no change: undoing it says it cannot be read
                payload="" if isinstance(step.payload, UnreadableText) else step.payload,
                size=len(step.payload),
            )
            for step in steps
        ]
        self.fill(commands, applied)
        self.unsaved = len(steps) != len(self.kept.stored)

    def _kept_label(self, text: str) -> str:
        """A kept step's label as the history shows it; one whose bytes are not UTF-8 says
        it is damaged (its readable part shown)."""
        if not isinstance(text, UnreadableText):
            return text
        from campaign_manager.ui.messages import unreadable_label

        return unreadable_label(text)

    def _measure(self, command: ChangeCommand) -> None:
        """Work out the step's payload and size; a change that cannot be kept in the file is
        measured by its text."""
        try:
            command.payload()
        except TypeError as error:
            log.warning("%s is not kept in the file: %s", command.text(), error)
            command.keepable = False
            command.size = len(repr(command.change))

    def flush(self) -> None:
        """Make the file hold the history as the session holds it, in one transaction (the
        newest :data:`~campaign_manager.storage.history.KEPT_STEPS` steps up to any that
        cannot be kept), after the oldest steps beyond the memory budget went. Each step,
        undo and redo already wrote its row with it: this writes what the session dropped
        since (past the budget, an unreadable step, another GM's change kept). A write that
        fails is logged and tried again next time."""
        if not self.unsaved or self._session.read_only or not self._bound() or not self.keeps:
            return
        commands = self.commands()
        for command in commands:
            if command.size is None:
                self._measure(command)
        commands = self._trim(commands)
        index = self.stack.index()
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
            self.kept.sync(self._session.campaign, wanted[::-1])
        except (CampaignError, *DatabaseDamage) as error:
            log.warning("the history was not kept in the file: %r", error)
            return
        self.unsaved = False
        for command in commands:
            command.rewrite = False
            command.release()
