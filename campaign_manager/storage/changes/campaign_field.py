"""The campaign row's changes: its name, description or rules settings
(:class:`SetCampaignField`; new rules settings write every roster line they change), and
one key of its settings, leaving the others as the file holds them: the story's clock
moved on (:class:`AdvanceStoryTime`, a difference, so two GMs' advances both count, in
any order, and undo takes back exactly its own) and a key set
(:class:`SetCampaignSetting`: the calendar, the clock set to a date)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from peewee import Model

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.base import Change
from campaign_manager.storage.changes.rows import stored
from campaign_manager.storage.errors import ChangedSince, TextConflict
from campaign_manager.storage.models import CampaignInfo
from campaign_manager.storage.text_merge import merge_text
from campaign_manager.storage.touched import Touched
from campaign_manager.storage.versions import other_writer, until_written, write_row
from campaign_manager.story_time.rounds import fight_step_seconds
from campaign_manager.story_time.settings import NOW_KEY, now_of

#: no expectation (a first apply writes over whatever is there)
_ANY: Any = object()
#: what a SetCampaignField's first apply expects when it carries its base
_BASE: Any = object()


@dataclass
class SetCampaignField(Change):
    """Set the campaign's name, description or settings.

    New rules settings of the campaign's system change every roster line: they are
    worked out once (``summaries``, which a caller may compute beforehand on a worker
    thread with a progress dialog), the old lines are kept, and undo and redo write
    the kept lines back instead of working them out again. Settings that do not touch
    the system's rules (what the player view shows) leave the roster alone.
    """

    field: str
    new: Any
    old: Any = None
    summaries: dict[int, dict[str, str]] | None = None
    old_summaries: dict[int, dict[str, str]] | None = None
    #: what the GM's edit of the name or description started from (None: whatever is
    #: there): another client's change since is refused naming them, or, of the
    #: description, merged three-way (lines both changed: TextConflict, with both texts)
    base: str | None = None

    def __post_init__(self) -> None:
        if self.field not in ("name", "description", "settings"):
            raise ValueError(f"campaign has no editable field {self.field!r}")

    def weight(self) -> int:
        return len(self.summaries) if self.summaries else 1  # a roster line each

    def _rules_change(self, campaign: Campaign) -> bool:
        if self.field != "settings":
            return False
        key = campaign.system
        return (self.old or {}).get(key) != (self.new or {}).get(key)

    def _set(self, campaign: Campaign, value: Any, lines: dict | None, expected: Any) -> Touched:
        """Write ``value`` where the field holds ``expected`` (``_ANY``: the first apply)."""

        column = CampaignInfo._meta.fields[self.field]
        read: list[Any] = []  # the field as first read, for merging after a conflict
        written: list[dict[int, str]] = []  # the roster lines as stored

        def attempt(again: bool) -> bool:
            info = CampaignInfo.get()
            held = getattr(info, self.field)
            want = read[0] if again and expected is _ANY else expected
            new_value = value
            if want is _BASE:  # an edit of what the GM saw (the first apply)
                new_value = self._merged(campaign, info, held, value)
                self.old, self.new = held, new_value  # undo and redo go by what is written
            elif want is not _ANY and stored(column, held) != stored(column, want):
                raise ChangedSince("campaign", info.id, info.name, other_writer(campaign, info))
            read.append(held)
            if not write_row(campaign, CampaignInfo, info, {self.field: new_value}):
                return False
            if lines is not None:
                written[:] = [campaign.write_summaries(lines)]
            return True

        campaign.write(lambda: until_written(attempt, "campaign", 1))
        if self.field != "settings":
            return Touched(campaign=True)
        if lines is None:
            return Touched(campaign=True, settings=True)
        return Touched(campaign=True, settings=True, roster=True, roster_lines=written[-1])

    def _merged(self, campaign: Campaign, info: Model, held: Any, value: Any) -> Any:
        """What to write of ``value`` (an edit started from ``base``) where the field
        holds ``held``: the description merged with another client's change of it."""
        if held == self.base or held == value:
            return value
        who = other_writer(campaign, info)
        if self.field != "description":
            raise ChangedSince("campaign", info.id, info.name, who, (self.field,))
        merge = merge_text(self.base or "", value or "", held or "")
        if merge.conflicts:
            texts = (self.base or "", value or "", held or "", merge.both)
            raise TextConflict("campaign", info.id, info.name, who, self.field, texts)
        return merge.text

    def apply(self, campaign: Campaign) -> Touched:
        if self.old is None and self.base is not None and self.field != "settings":
            return self._set(campaign, self.new, None, _BASE)
        expected = _ANY if self.old is None else self.old  # redo: as the undo left it
        if self.old is None:
            self.old = getattr(campaign.info, self.field)
        lines = None
        if self._rules_change(campaign):
            if self.summaries is None:  # only the lines that change
                self.summaries = campaign.compute_summaries(self.new)
            if self.old_summaries is None:
                self.old_summaries = campaign.stored_summaries(self.summaries)
            lines = self.summaries
        return self._set(campaign, self.new, lines, expected)

    def revert(self, campaign: Campaign) -> Touched:
        lines = self.old_summaries if self._rules_change(campaign) else None
        return self._set(campaign, self.old, lines, self.new)


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
