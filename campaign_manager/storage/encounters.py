"""Encounters in the campaign file: the list, one state, and one tracker step as a Batch.

A step of a fight is one undo step and one transaction: the encounter's new state, the
sheets of the roster characters whose wounds it changed, and its log lines
(:func:`encounter_step`). Extras (combatants with no roster character) keep their wounds
in the encounter only.

A fight of 200 is a state of 200 sheets, and a step changes a few of them: the state is
kept in parts (:mod:`~campaign_manager.storage.fight_parts`: each top-level key, each
combatant), each part's text what ``JSONField`` would store for it; the parts equal to
those of the step before keep their text
(:func:`~campaign_manager.storage.fight_parts.encode_state`), and a step writes only the
parts it changed, keeping their old texts for undo as they were read, never decoded
(:func:`~campaign_manager.storage.changes.encounters.changed_state`: the one way a
fight's state is written is in :mod:`campaign_manager.storage.changes.encounters`).

Several GMs of a shared campaign step one fight: a step is worked out from the fight as
the GM's window last read it, and lands only where the row still has that version
(``expected`` of :class:`~campaign_manager.storage.changes.encounters.SetEncounterState`);
else it raises :class:`~campaign_manager.storage.errors.FightMovedOn` and nothing is
written, for the tracker to read the fight again and work the step out anew (no step
overwrites another's unseen). Every write of the state raises the version.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from campaign_manager.storage import fight_parts
from campaign_manager.storage.changes import Batch, Change, LogEvents, LogLine, PatchSheet
from campaign_manager.storage.changes.characters import AddCharacter
from campaign_manager.storage.changes.encounters import changed_state, whole_state
from campaign_manager.storage.db import IDS_PER_QUERY
from campaign_manager.storage.fight_parts import EncodedState, encode_state
from campaign_manager.storage.models import Character, Encounter
from campaign_manager.storage.touched import Touched
from campaign_manager.storage.unreadable import UnreadableValue, decode
from campaign_manager.storage.unreadable_guard import refuse_unreadable
from campaign_manager.systems.common import Text


@dataclass(frozen=True)
class EncounterRecord:
    id: int
    name: str
    status: str  # "prepared", "running", "finished"
    notes: str
    updated_at: datetime | None


def encounter_records() -> list[EncounterRecord]:
    """Every encounter, newest change first, without reading any state."""
    query = Encounter.select(
        Encounter.id, Encounter.name, Encounter.status, Encounter.notes, Encounter.updated_at
    ).order_by(Encounter.updated_at.desc(), Encounter.id.desc())
    return [EncounterRecord(r.id, r.name, r.status, r.notes, r.updated_at) for r in query]


def encounter_state(encounter_id: int) -> dict | UnreadableValue | None:
    """The fight's state; :class:`UnreadableValue` when it cannot be read; None: no such fight."""
    stored = stored_fight(encounter_id)
    return stored.state if stored is not None else None


@dataclass(frozen=True)
class StoredFight:
    """A fight's state as stored, with the row's version (what a step from it expects) and
    who wrote it last; ``encoded``: the state with its parts' texts as read (for the next
    step to write only what it changes; None: the state is kept whole)."""

    state: dict | UnreadableValue
    version: int
    changed_by: str
    encoded: EncodedState | None = None


#: a fight's parts that do not make a state
_PARTS_UNREADABLE = Text(
    cs="části stavu souboje k sobě nesedí", en="the parts of the fight's state do not fit"
)


def stored_fight(encounter_id: int) -> StoredFight | None:
    """The fight's state and version, read together (a fight kept in parts is put
    together from them); None: no such fight."""
    row = (
        Encounter.select(Encounter.state, Encounter.version, Encounter.changed_by)
        .where(Encounter.id == encounter_id)
        .first()
    )
    if row is None:
        return None
    version, who = row.version or 0, row.changed_by or ""
    if fight_parts.check_of(row.state) is None:
        return StoredFight(row.state, version, who)
    database = Encounter._meta.database
    read = fight_parts.read_sql(database.param, database.quote)
    rows = database.execute_sql(read, (encounter_id,)).fetchall()
    for _part, body in rows:  # a part that is not JSON says what is wrong with it
        if not isinstance(body, str) or isinstance(decode(body), UnreadableValue):
            return StoredFight(decode(body), version, who)
    try:
        state = fight_parts.assemble(rows)
    except (ValueError, TypeError, RecursionError):
        return StoredFight(
            UnreadableValue(fight_parts.dumps(rows), _PARTS_UNREADABLE), version, who
        )
    parts = {part: body for part, body in rows}
    return StoredFight(state, version, who, EncodedState(state, parts))


def character_sheets(character_ids) -> dict[int, Any]:
    """The sheets of these roster characters as the file holds them (a deleted one is not
    there)."""
    ids = list(character_ids)
    found: dict[int, Any] = {}
    for start in range(0, len(ids), IDS_PER_QUERY):
        query = Character.select(Character.id, Character.sheet).where(
            Character.id.in_(ids[start : start + IDS_PER_QUERY])
        )
        found.update((row.id, row.sheet) for row in query)
    return found


def roster_combatant(character_id: int, **extra: Any) -> dict:
    """A combatant for a roster character: its id, name, grammatical gender, side and sheet."""
    row = Character.get_by_id(character_id)
    if isinstance(row.sheet, UnreadableValue):  # a fight cannot start from a sheet it cannot read
        refuse_unreadable(character_id, ("sheet",))
    return {
        "id": f"c{row.id}",
        "name": row.name,
        "gender": row.gender or "m",
        "side": row.kind,
        "sheet": row.sheet,
        "character_id": row.id,
        **extra,
    }


def extras_of(
    character_id: int, count: int, start: int = 1, names: list[str] | None = None, **extra: Any
) -> list[dict]:
    """``count`` quick extras made from an NPC ("3× Stráž" → Stráž 1, Stráž 2, Stráž 3),
    each with its own copy of the sheet, numbered (``names``: their names, as a pattern
    gave them); their wounds stay in the encounter."""
    row = Character.get_by_id(character_id)
    if isinstance(row.sheet, UnreadableValue):  # a fight cannot start from a sheet it cannot read
        refuse_unreadable(character_id, ("sheet",))
    return [
        {
            "id": f"x{row.id}-{number}",
            "name": names[number - start] if names else f"{row.name} {number}",
            "gender": row.gender or "m",
            "side": "npc",
            "sheet": row.sheet,
            "character_id": None,
            "extra_of": row.id,
            **extra,
        }
        for number in range(start, start + count)
    ]


@dataclass
class ExtrasToRoster(Change):
    """Numbered extras (``raw``: the combatants as a dialog made them) made roster NPCs in
    the fight's own step, before the fight's change in its Batch: each a character of its
    name and sheet, and its combatant in ``into`` (the new state's combatants, by id)
    refers to it, so its wounds land on its sheet. For a fight under way, ``step`` (the
    step's write) and ``encoded`` (the state it writes from) get those combatants' parts
    anew. After the first apply only the characters' inserts are kept (for undo, redo
    and the kept history): work per extra, not per campaign or fight."""

    raw: list[dict]
    into: dict
    step: Change | None = None
    encoded: EncodedState | None = None
    added: list[AddCharacter] = field(default_factory=list)

    def weight(self) -> int:
        return max(len(self.raw), len(self.added))

    def apply(self, campaign) -> Touched:
        if not self.added:
            self.added = [
                AddCharacter(
                    {
                        "name": c["name"],
                        "kind": "npc",
                        "gender": c.get("gender") or "m",
                        "sheet": c["sheet"],
                    }
                )
                for c in self.raw
            ]

        def op() -> Touched:
            touched = Touched()
            for add in self.added:
                touched |= add.apply(campaign)
            if self.raw:  # the first apply (a redo: the fight's change holds the ids)
                for combatant, add in zip(self.raw, self.added, strict=True):
                    self._link(combatant["id"], add.id)
            return touched

        touched = campaign.write(op)
        self.raw, self.into, self.step, self.encoded = [], {}, None, None
        return touched

    def _link(self, combatant_id: str, character_id: int) -> None:
        record = self.into.get(combatant_id)
        if record is None:
            return
        record["character_id"] = character_id
        if self.step is not None and self.encoded is not None:
            key = self.encoded.keys.get(combatant_id) or fight_parts.key_of(
                "combatants", combatant_id
            )
            self.step.parts[key] = self.encoded.parts[key] = fight_parts.dumps(record)

    def revert(self, campaign) -> Touched:
        def op() -> Touched:
            touched = Touched()
            for add in reversed(self.added):
                touched |= add.revert(campaign)
            return touched

        return campaign.write(op)


def with_roster_extras(change: Change, raw: list[dict], into: dict) -> Change:
    """``change`` (a new fight) with the extras ``raw`` made roster characters first, as
    one Batch (one undo step); ``change`` itself where there are none."""
    return Batch([ExtrasToRoster(list(raw), into), change]) if raw else change


def encounter_step(
    encounter_id: int,
    before: dict,
    after: dict,
    events: list,
    extra: list[Change] = (),
    encoded: EncodedState | None = None,
    expected: int | None = None,
) -> Batch:
    """The Batch for one tracker step: the new state, changed sheets, the log lines.
    ``encoded``: ``after`` encoded already (:func:`encode_state`), else it is here.
    ``expected``: the version of the fight ``before`` was read at (the step lands only
    on it: :class:`~campaign_manager.storage.errors.FightMovedOn`); None: on whatever is stored."""
    if encoded is None or encoded.state is not after:
        encoded = encode_state(after)
    if encoded.base is None or expected is None:  # the stored parts are not known
        state = whole_state(encounter_id, after, encoded)
    else:
        state = changed_state(encounter_id, encoded)
    state.expected = expected
    changes: list[Change] = [state]
    old = before.get("combatants", {})
    for cid, record in after.get("combatants", {}).items():
        character_id = record.get("character_id")
        if character_id and cid in old:
            patch = PatchSheet.between(character_id, old[cid].get("sheet"), record.get("sheet"))
            if patch is not None:  # only what the fight changed, into the sheet as it is now
                changes.append(patch)
    for event in events:  # a combatant that left with its sheet changed (its last wounds)
        record = old.get(event.combatant) if event.sheet is not None else None
        gone = record is not None and event.combatant not in after.get("combatants", {})
        if gone and record.get("character_id"):
            patch = PatchSheet.between(record["character_id"], record.get("sheet"), event.sheet)
            if patch is not None:
                changes.append(patch)
    lines = []
    for event in events:
        record = after.get("combatants", {}).get(event.combatant) if event.combatant else None
        lines.append(
            LogLine(
                event.text.cs,
                event.text.en,
                event.kind,
                character=record.get("character_id") if record else None,
                encounter=encounter_id,
                round=after.get("round"),
            )
        )
    if lines:
        changes.append(LogEvents(lines))
    changes.extend(extra)
    return Batch(changes)
