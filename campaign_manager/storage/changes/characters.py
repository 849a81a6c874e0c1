"""The characters' changes: add, delete (its name is kept for what of it stays), set
columns (notes merged three-way with another client's change), and :class:`PatchSheet`,
the key paths of a sheet an edit on a copy changed (a fight's step, the sheet editor)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from peewee import Model

from campaign_manager.storage import patches
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.base import Change
from campaign_manager.storage.changes.rows import DeleteRow, InsertRow, UpdateRow, former_name
from campaign_manager.storage.db import IDS_PER_QUERY
from campaign_manager.storage.errors import ChangedSince, RecordGone
from campaign_manager.storage.models import Character, FormerCharacter, utcnow
from campaign_manager.storage.touched import Touched, touched_row
from campaign_manager.storage.unreadable import UnreadableValue
from campaign_manager.storage.unreadable_guard import refuse_unreadable
from campaign_manager.storage.versions import other_writer, shared, until_written, write_row
from campaign_manager.systems.common import check_gender, check_name

CHARACTER_FIELDS = ("name", "kind", "player", "gender", "tags", "notes", "portrait", "sheet")


def _with_summary(campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
    """``values`` plus the roster line, wherever they carry a sheet; a name is checked as
    the rules check every name (RuleError: nothing is written)."""
    if "name" in values:
        values = {**values, "name": check_name(values["name"])}
    if "gender" in values:
        values = {**values, "gender": check_gender(values["gender"])}
    if "sheet" in values:
        return {**values, "summary": campaign.summary_of(values["sheet"])}
    return values


@dataclass
class AddCharacter(InsertRow):
    """Add a character; ``values`` are column values (name, kind, sheet, ...)."""

    model: ClassVar[type[Model]] = Character
    derived: ClassVar[tuple[str, ...]] = ("summary",)

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        return _with_summary(campaign, values)


@dataclass
class DeleteCharacter(DeleteRow):
    """Delete a character; its name is kept (:class:`FormerCharacter`) for whatever of it
    stays, and undo takes that away again."""

    model: ClassVar[type[Model]] = Character

    @classmethod
    def gone(cls, rows: list[dict[str, Any]]) -> None:
        names = [{"id": row["id"], "name": row["name"]} for row in rows]
        cls.back([row["id"] for row in names])  # a name kept from an earlier delete goes
        for start in range(0, len(names), 200):
            FormerCharacter.insert_many(names[start : start + 200]).execute()

    @classmethod
    def back(cls, ids: list[int]) -> None:
        for start in range(0, len(ids), IDS_PER_QUERY):
            FormerCharacter.delete().where(
                FormerCharacter.id.in_(ids[start : start + IDS_PER_QUERY])
            ).execute()


@dataclass
class UpdateCharacter(UpdateRow):
    """Set some columns of one character (e.g. ``{"sheet": {...}}``); with a ``base``
    (what the page showed), its notes merge three-way with another client's change."""

    model: ClassVar[type[Model]] = Character
    editable: ClassVar[tuple[str, ...]] = CHARACTER_FIELDS
    texts: ClassVar[tuple[str, ...]] = ("notes",)

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        return _with_summary(campaign, values)


@dataclass
class PatchSheet(Change):
    """Change the key paths of a character's sheet that an edit on a copy changed (a
    fight's step, the sheet editor), merged into the sheet as the file holds it: whatever
    else changed there meanwhile stays (:mod:`campaign_manager.storage.patches`). Undo puts
    back what those paths held, where they still hold what this wrote."""

    character_id: int
    patch: list[dict]
    #: the paths as the file held them before (worked out when applied)
    before: list[dict] = field(default_factory=list)

    @classmethod
    def between(cls, character_id: int, old: Any, new: Any) -> PatchSheet | None:
        """The change from the copy ``old`` to ``new``; None when they are equal."""
        patch = patches.diff(old, new)
        return cls(character_id, patch) if patch else None

    def _read(self) -> Any:
        fields = (Character.id, Character.name, Character.sheet, Character.version)
        row = Character.select(*fields, Character.changed_by).where(
            Character.id == self.character_id
        )
        row = row.first()
        if row is None:
            raise RecordGone("character", self.character_id, former_name(self.character_id))
        if isinstance(
            row.sheet, UnreadableValue
        ):  # never merged into: a backup may still give it back
            refuse_unreadable(self.character_id, ("sheet",))
        return row

    def _changed(self, campaign: Campaign, row: Any) -> ChangedSince:
        return ChangedSince("character", self.character_id, row.name, other_writer(campaign, row))

    def _write(self, campaign: Campaign, row: Any, sheet: Any) -> bool:
        values = {"sheet": sheet, "summary": campaign.summary_of(sheet), "updated_at": utcnow()}
        return write_row(campaign, Character, row, values)

    def apply(self, campaign: Campaign) -> Touched:
        read: list[list[dict]] = []  # the paths as first read, for merging after a conflict

        def attempt(again: bool) -> bool:
            row = self._read()
            expected = self.before or (read[0] if again else None)
            if expected and not patches.holds(row.sheet, expected, side="old"):  # redo
                raise self._changed(campaign, row)
            # a shared campaign: only where every path still holds what the copy had (the
            # row's last writer does not say who changed a path: maybe this client since)
            stale = not patches.holds(row.sheet, self.patch, side="old")
            if not expected and shared(campaign) and stale:
                raise self._changed(campaign, row)
            before = patches.values_of(row.sheet, self.patch)
            read.append(before)
            if not self._write(campaign, row, patches.apply(row.sheet, self.patch)):
                return False
            self.before = before
            return True

        campaign.write(lambda: until_written(attempt, "character", self.character_id))
        return touched_row(Character, self.character_id)

    def revert(self, campaign: Campaign) -> Touched:
        def attempt(again: bool) -> bool:
            row = self._read()
            if not patches.holds(row.sheet, self.before):
                raise self._changed(campaign, row)
            return self._write(campaign, row, patches.apply(row.sheet, self.before, side="old"))

        campaign.write(lambda: until_written(attempt, "character", self.character_id))
        return touched_row(Character, self.character_id)
