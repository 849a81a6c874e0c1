"""An open campaign in the UI: the campaign, its undo stack and a change signal.

Every user edit goes through :meth:`CampaignSession.perform`: the change is applied
and committed at once; the undo stack then holds a command that can revert it
(and commit that) and apply it again.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes import Change, Touched, UpdateCharacter
from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleSystem

MERGEABLE_FIELDS = {"notes"}
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
        self._applied = True  # perform() already applied it: the first redo() is a no-op

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

    def redo(self) -> None:
        if self._applied:
            return
        self._session.changed.emit(self.change.apply(self._session.campaign))
        self._applied = True

    def undo(self) -> None:
        self._session.changed.emit(self.change.revert(self._session.campaign))
        self._applied = False


class CampaignSession(QObject):
    changed = Signal(object)  # Touched

    def __init__(self, campaign: Campaign, parent: QObject | None = None):
        super().__init__(parent)
        self.campaign = campaign
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(500)
        self.system: RuleSystem = get_system(campaign.system)

    def perform(self, change: Change, text: str) -> Touched:
        """Apply ``change`` (committed at once) and put it on the undo stack.

        If applying raises, the campaign is unchanged (the write was one
        transaction) and nothing goes on the stack; the caller shows the error.
        """
        touched = change.apply(self.campaign)
        self.undo_stack.push(ChangeCommand(self, change, text))
        self.changed.emit(touched)
        return touched

    def close(self) -> None:
        self.undo_stack.clear()
        self.campaign.close()
