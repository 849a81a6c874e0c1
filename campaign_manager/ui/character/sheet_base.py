"""What every rule system's sheet editor shares: show a sheet, commit an edited one."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtWidgets import QWidget

from campaign_manager.storage.changes import Batch, LogLine, PatchSheet
from campaign_manager.storage.unreadable import UnreadableValue
from campaign_manager.storage.unreadable_guard import WouldReplaceUnreadable, refuse_unreadable
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.session import CampaignSession, EditCancelled, EditNotSaved
from campaign_manager.ui.text import literal


class SheetEditor(QWidget):
    """Base for a system's sheet editor in the Character area.

    Subclasses build their widgets, fill them in :meth:`refresh` from ``self.sheet``
    and call :meth:`commit` with an edited copy; they never compute a rule themselves
    (they ask the rules core) and never write to the database themselves.
    """

    def __init__(self, session: CampaignSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.character_id: int | None = None
        self.sheet: dict[str, Any] = {}
        # why the shown character's sheet cannot be read (None: it can)
        self.unreadable: str | None = None
        self._refreshing = False

    @property
    def language(self) -> str:
        return current_language()

    def show_sheet(self, character_id: int, sheet: dict[str, Any] | UnreadableValue) -> None:
        if isinstance(sheet, UnreadableValue):  # stored text that is no sheet
            self.show_unreadable(character_id, sheet.problem.get(self.language))
            return
        self.character_id = character_id
        try:  # fill keys a sheet from an older version lacks
            sheet = self.session.system.validate_sheet(sheet)
        except RuleError as error:  # a sheet the rules cannot read
            self.show_unreadable(character_id, error.text.get(self.language))
            return
        self.unreadable = None
        self.setEnabled(True)
        self.setToolTip("")
        self.sheet = copy.deepcopy(sheet)
        self._refreshing = True
        try:
            self.refresh()
        finally:
            self._refreshing = False

    def show_unreadable(self, character_id: int, problem: str) -> None:
        """Show that the character's sheet cannot be read (``problem`` says why) and allow
        no edit that would lose it; nothing of another character's sheet stays behind to
        be edited instead. (Not for subclasses to extend: there is no sheet to add to.)"""
        self.character_id = character_id
        self.unreadable = self.tr("This sheet cannot be read: {problem}").format(problem=problem)
        self.sheet = {}
        self.setEnabled(False)
        self.setToolTip(literal(self.unreadable))

    def edited_copy(self) -> dict[str, Any]:
        """A deep copy of the shown sheet to change and pass to :meth:`commit`."""
        return copy.deepcopy(self.sheet)

    def commit(self, sheet: dict[str, Any], text: str, log: list[LogLine] | None = None) -> bool:
        """Validate and store ``sheet`` as one undoable step, with ``log`` lines for the event
        log in the same step; on a refusal say why, change nothing."""
        if self._refreshing or self.character_id is None:
            return False
        try:  # a sheet that cannot be read is not replaced: a backup may still give it back
            refuse_unreadable(self.character_id, ("sheet",))
        except WouldReplaceUnreadable as error:
            self._cannot_edit(error.text.get(self.language))
            return False
        if self.unreadable is not None:
            self._cannot_edit(
                self.tr("{problem}. Nothing was changed.").format(problem=self.unreadable)
            )
            return False
        try:
            valid = self.session.system.validate_sheet(sheet)
        except RuleError as error:
            self.refused(error)
            return False
        if valid == self.sheet:
            return False
        # only what this edit changed, merged into the sheet as the file holds it now
        change = PatchSheet.between(self.character_id, self.sheet, valid)
        extra = self.extra_changes(self.sheet, valid)
        steps = [step for step in (change, *extra) if step is not None]
        if not steps:
            return False
        try:
            self.session.perform(
                Batch(steps) if len(steps) > 1 else steps[0],
                self.session.named(self.character_id, text),
                origin=self,
                log=log,
            )
        except (EditNotSaved, EditCancelled):
            self.not_stored()
            raise
        return True

    def not_stored(self) -> None:
        """An edit the file did not take (the window said why): the fields and the totals
        show the sheet as stored again, not the edit."""
        self.show_sheet(self.character_id, self.sheet)

    def extra_changes(self, old: dict[str, Any], new: dict[str, Any]) -> list:
        """Changes that go with a sheet edit in the same undo step (a system's editor may
        keep other records in step with its sheet)."""
        return []

    def _cannot_edit(self, text: str) -> None:
        window = self.window()
        if hasattr(window, "show_error"):
            window.show_error(self.tr("The sheet cannot be edited"), text)

    def refused(self, error: RuleError) -> None:
        window = self.window()
        if hasattr(window, "show_error"):
            window.show_error(self.tr("Not allowed by the rules"), error.text.get(self.language))
        self.show_sheet(self.character_id, self.sheet)  # put the widgets back

    # -- for subclasses ------------------------------------------------------------------------
    def refresh(self) -> None:
        raise NotImplementedError

    def printable_html(self) -> str:
        """The sheet's part of the printed character sheet (HTML body fragment)."""
        return ""
