"""Changes of one key of the campaign's settings, leaving the others as the file holds
them: the story's clock moved on (:class:`AdvanceStoryTime`, a difference, so two GMs'
advances both count, in any order, and undo takes back exactly its own) and a key set
(:class:`SetCampaignSetting`: the calendar, the clock set to a date)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.base import Change
from campaign_manager.storage.errors import ChangedSince
from campaign_manager.storage.models import CampaignInfo
from campaign_manager.storage.touched import Touched
from campaign_manager.storage.versions import other_writer, until_written, write_row
from campaign_manager.story_time.rounds import fight_step_seconds
from campaign_manager.story_time.settings import NOW_KEY, now_of

#: a key the settings did not hold
MISSING: Any = {"$missing": True}


def _update(campaign: Campaign, edit: Callable[[dict, Any], dict]) -> Touched:
    """Write ``edit(settings as held, the row)`` over the settings, in one write, again
    when another client wrote the row between the read and the write."""

    def attempt(_again: bool) -> bool:
        info = CampaignInfo.get()
        held = dict(info.settings) if isinstance(info.settings, dict) else {}
        return write_row(campaign, CampaignInfo, info, {"settings": edit(held, info)})

    campaign.write(lambda: until_written(attempt, "campaign", 1))
    return Touched(campaign=True)


@dataclass
class AdvanceStoryTime(Change):
    """Move the story's clock by ``seconds`` (back when negative)."""

    seconds: int

    def _move(self, campaign: Campaign, by: int) -> Touched:
        def edit(held: dict, _info: Any) -> dict:
            held[NOW_KEY] = now_of(held) + by
            return held

        return _update(campaign, edit)

    def apply(self, campaign: Campaign) -> Touched:
        return self._move(campaign, self.seconds)

    def revert(self, campaign: Campaign) -> Touched:
        return self._move(campaign, -self.seconds)


@dataclass
class SetCampaignSetting(Change):
    """Set ``key`` of the campaign's settings to ``new`` (``MISSING``: remove it). Undo
    and redo happen only where the key still holds what the other side wrote (another
    GM's change since is refused, naming them)."""

    key: str
    new: Any
    old: Any = field(default=None)
    #: whether ``old`` was read (the first apply reads it)
    read: bool = False

    def _set(self, campaign: Campaign, value: Any, expected: Any, check: bool) -> Touched:
        def edit(held: dict, info: Any) -> dict:
            now = held.get(self.key, MISSING)
            if not check:
                self.old, self.read = now, True
            elif now != expected:
                raise ChangedSince("campaign", info.id, info.name, other_writer(campaign, info))
            if value == MISSING:
                held.pop(self.key, None)
            else:
                held[self.key] = value
            return held

        return _update(campaign, edit)

    def apply(self, campaign: Campaign) -> Touched:
        return self._set(campaign, self.new, self.old, check=self.read)

    def revert(self, campaign: Campaign) -> Touched:
        return self._set(campaign, self.old, self.new, check=True)


def fight_story_time(system_key: str, before: dict, after: dict) -> list[Change]:
    """What a fight's step from ``before`` to ``after`` adds to its batch: the story's
    clock moved by each round begun (nothing when no round began), so undoing the step
    takes the time back with it."""
    seconds = fight_step_seconds(system_key, before, after)
    return [AdvanceStoryTime(seconds)] if seconds else []
