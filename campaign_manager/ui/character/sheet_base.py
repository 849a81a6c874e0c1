"""What every rule system's sheet editor shares: show a sheet, commit an edited one."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtWidgets import QWidget

from campaign_manager.storage.changes import Batch, LogLine, UpdateCharacter
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.session import CampaignSession
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
        self._refreshing = False

    @property
    def language(self) -> str:
        return current_language()

    def show_sheet(self, character_id: int, sheet: dict[str, Any]) -> None:
        self.character_id = character_id
        try:  # fill keys a sheet from an older version lacks
            sheet = self.session.system.validate_sheet(sheet)
        except RuleError as error:  # a damaged sheet: show it, allow no edits that would lose it
            self.setEnabled(False)
            self.setToolTip(
                literal(
                    self.tr("This sheet cannot be read: {problem}").format(
                        problem=error.text.get(self.language)
                    )
                )
            )
            return
        self.setEnabled(True)
        self.setToolTip("")
        self.sheet = copy.deepcopy(sheet)
        self._refreshing = True
        try:
            self.refresh()
        finally:
            self._refreshing = False

    def edited_copy(self) -> dict[str, Any]:
        """A deep copy of the shown sheet to change and pass to :meth:`commit`."""
        return copy.deepcopy(self.sheet)

    def commit(self, sheet: dict[str, Any], text: str, log: list[LogLine] | None = None) -> bool:
        """Validate and store ``sheet`` as one undoable step, with ``log`` lines for the event
        log in the same step; on a refusal say why, change nothing."""
        if self._refreshing or self.character_id is None:
            return False
        try:
            valid = self.session.system.validate_sheet(sheet)
        except RuleError as error:
            self.refused(error)
            return False
        if valid == self.sheet:
            return False
        change = UpdateCharacter(self.character_id, {"sheet": valid})
        extra = self.extra_changes(self.sheet, valid)
        self.session.perform(
            Batch([change, *extra]) if extra else change,
            self.session.named(self.character_id, text),
            origin=self,
            log=log,
        )
        return True

    def extra_changes(self, old: dict[str, Any], new: dict[str, Any]) -> list:
        """Changes that go with a sheet edit in the same undo step (a system's editor may
        keep other records in step with its sheet)."""
        return []

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
