"""Reversible edits: the only way the UI changes a campaign.

A change captures what it needs to undo itself when it is made, applies and
reverts through the campaign's one write wrapper (one transaction each), and
says what it touched so views can refresh. The UI wraps each in a QUndoCommand.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.models import CampaignInfo, Character, utcnow

CHARACTER_FIELDS = ("name", "kind", "player", "tags", "notes", "portrait", "sheet")


@dataclass(frozen=True)
class Touched:
    """What a change touched: "campaign", or "character" with the character's id."""

    kind: str
    id: int | None = None


class Change(ABC):
    @abstractmethod
    def apply(self, campaign: Campaign) -> Touched: ...

    @abstractmethod
    def revert(self, campaign: Campaign) -> Touched: ...


@dataclass
class SetCampaignField(Change):
    field: str
    new: Any
    old: Any = None

    def __post_init__(self) -> None:
        if self.field not in ("name", "description", "settings"):
            raise ValueError(f"campaign has no editable field {self.field!r}")

    def _set(self, campaign: Campaign, value: Any) -> Touched:
        def op() -> None:
            info = CampaignInfo.get()
            setattr(info, self.field, value)
            info.save()
            if self.field == "settings":  # the rules changed: every roster line may have
                campaign.refresh_summaries(only_missing=False)

        campaign.write(op)
        return Touched("campaign")

    def apply(self, campaign: Campaign) -> Touched:
        self.old = getattr(campaign.info, self.field)
        return self._set(campaign, self.new)

    def revert(self, campaign: Campaign) -> Touched:
        return self._set(campaign, self.old)


def _with_summary(campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
    """``values`` plus the roster line, wherever they carry a sheet."""
    if "sheet" in values:
        return {**values, "summary": campaign.summary_of(values["sheet"])}
    return values


def _character_values(row: Character) -> dict[str, Any]:
    values = {name: getattr(row, name) for name in (*CHARACTER_FIELDS, "summary")}
    values.update(id=row.id, created_at=row.created_at, updated_at=row.updated_at)
    return values


@dataclass
class AddCharacter(Change):
    """Add a character; ``values`` are column values (name, kind, sheet, ...)."""

    values: dict[str, Any]
    id: int | None = None

    def apply(self, campaign: Campaign) -> Touched:
        def op() -> int:
            values = _with_summary(campaign, self.values)
            if self.id is not None:  # redo: bring back the same row, same id
                values["id"] = self.id
            return Character.insert(**values).execute()

        self.id = campaign.write(op)
        return Touched("character", self.id)

    def revert(self, campaign: Campaign) -> Touched:
        campaign.write(lambda: Character.delete_by_id(self.id))
        return Touched("character", self.id)


@dataclass
class DeleteCharacter(Change):
    id: int
    snapshot: dict[str, Any] = field(default_factory=dict)

    def apply(self, campaign: Campaign) -> Touched:
        def op() -> None:
            self.snapshot = _character_values(Character.get_by_id(self.id))
            Character.delete_by_id(self.id)

        campaign.write(op)
        return Touched("character", self.id)

    def revert(self, campaign: Campaign) -> Touched:
        campaign.write(lambda: Character.insert(**self.snapshot).execute())
        return Touched("character", self.id)


@dataclass
class UpdateCharacter(Change):
    """Set some columns of one character (e.g. ``{"sheet": {...}}``)."""

    id: int
    new: dict[str, Any]
    old: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = set(self.new) - set(CHARACTER_FIELDS)
        if unknown:
            raise ValueError(f"character has no editable field(s) {sorted(unknown)}")

    def _set(self, campaign: Campaign, values: dict[str, Any], remember: bool) -> Touched:
        def op() -> None:
            row = Character.get_by_id(self.id)
            if remember:
                self.old = {name: getattr(row, name) for name in values}
                self.old["updated_at"] = row.updated_at
            stamped = {"updated_at": utcnow(), **_with_summary(campaign, values)}
            Character.update(**stamped).where(Character.id == self.id).execute()

        campaign.write(op)
        return Touched("character", self.id)

    def apply(self, campaign: Campaign) -> Touched:
        return self._set(campaign, self.new, remember=True)

    def revert(self, campaign: Campaign) -> Touched:
        return self._set(campaign, self.old, remember=False)
