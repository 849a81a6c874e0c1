"""One step of the session's undo history: a :class:`QUndoCommand` around a storage Change.

The session writes first and moves the stack after; a step only keeps its flag right. Its
change may wait in the form the file keeps it (a step read back at opening is decoded on
first use). Consecutive edits of one text field (typing in the notes) merge into one step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from campaign_manager.storage import history

if TYPE_CHECKING:  # the changes' module comes with the first edit or undo, not at opening
    from campaign_manager.storage.changes import Change
    from campaign_manager.ui.session import CampaignSession

MERGEABLE_FIELDS = {"notes"}
MERGE_ID = 0x4B52  # commands with this id may merge: consecutive edits of one text field


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
        if self._session.keeper.rebuilding or change is None:
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
