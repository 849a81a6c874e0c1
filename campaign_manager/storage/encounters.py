"""Encounters in the campaign file: the list, one state, and one tracker step as a Batch.

A step of a fight is one undo step and one transaction: the encounter's new state, the
sheets of the roster characters whose wounds it changed, and its log lines
(:func:`encounter_step`). Extras (combatants with no roster character) keep their wounds
in the encounter only.

A fight of 200 is a state of 200 sheets, and a step changes a few of them: the state's
text is put together from the text of each combatant (:class:`EncodedState`), and the
combatants equal to those of the step before keep their text (:func:`encode_state`).
What is stored is what ``JSONField`` would store, byte for byte; the step keeps the old
text for undo as it was read, never decoded.

Several GMs of a shared campaign step one fight: a step is worked out from the fight as
the GM's window last read it, and lands only where the row still has that version
(:class:`SetEncounterState` ``expected``); else it raises :class:`FightMovedOn` and
nothing is written, for the tracker to read the fight again and work the step out anew
(no step overwrites another's unseen). Every write of the state raises the version.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from peewee import SqliteDatabase

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes import (
    Batch,
    Change,
    ChangeSet,
    LogEvents,
    LogLine,
    PatchSheet,
    touched,
)
from campaign_manager.storage.db import in_style
from campaign_manager.storage.errors import ChangedSince
from campaign_manager.storage.models import Character, Encounter, utcnow
from campaign_manager.storage.unreadable import UnreadableValue as Damaged
from campaign_manager.storage.unreadable_guard import refuse_unreadable as refuse_damaged
from campaign_manager.storage.versions import shared, until_written


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


def encounter_state(encounter_id: int) -> dict | Damaged | None:
    """The fight's state; :class:`Damaged` when it cannot be read; None: no such fight."""
    row = Encounter.select(Encounter.state).where(Encounter.id == encounter_id).first()
    return row.state if row else None


@dataclass(frozen=True)
class StoredFight:
    """A fight's state as stored, with the row's version (what a step from it expects) and
    who wrote it last."""

    state: dict | Damaged
    version: int
    changed_by: str


def stored_fight(encounter_id: int) -> StoredFight | None:
    """The fight's state and version, read together; None: no such fight."""
    row = (
        Encounter.select(Encounter.state, Encounter.version, Encounter.changed_by)
        .where(Encounter.id == encounter_id)
        .first()
    )
    if row is None:
        return None
    return StoredFight(row.state, row.version or 0, row.changed_by or "")


class FightMovedOn(Exception):
    """A step worked out from an older version of the fight than the stored one: another
    client (``who``, as its rows name it) stepped it meanwhile. Nothing was written."""

    def __init__(self, encounter_id: int, who: str = ""):
        self.encounter_id = encounter_id
        self.who = who
        super().__init__(
            f"encounter {encounter_id} was stepped since" + (f" by {who}" if who else "")
        )


def character_sheets(character_ids) -> dict[int, Any]:
    """The sheets of these roster characters as the file holds them (a deleted one is not
    there)."""
    ids = list(character_ids)
    found: dict[int, Any] = {}
    for start in range(0, len(ids), 500):
        query = Character.select(Character.id, Character.sheet).where(
            Character.id.in_(ids[start : start + 500])
        )
        found.update((row.id, row.sheet) for row in query)
    return found


def roster_combatant(character_id: int, **extra: Any) -> dict:
    """A combatant for a roster character: its id, name, grammatical gender, side and sheet."""
    row = Character.get_by_id(character_id)
    if isinstance(row.sheet, Damaged):  # a fight cannot start from a sheet it cannot read
        refuse_damaged(character_id, ("sheet",))
    return {
        "id": f"c{row.id}",
        "name": row.name,
        "gender": row.gender or "m",
        "side": row.kind,
        "sheet": row.sheet,
        "character_id": row.id,
        **extra,
    }


def extras_of(character_id: int, count: int, start: int = 1, **extra: Any) -> list[dict]:
    """``count`` quick extras made from an NPC ("3× Stráž" → Stráž 1, Stráž 2, Stráž 3),
    each with its own copy of the sheet, numbered; their wounds stay in the encounter."""
    row = Character.get_by_id(character_id)
    if isinstance(row.sheet, Damaged):  # a fight cannot start from a sheet it cannot read
        refuse_damaged(character_id, ("sheet",))
    return [
        {
            "id": f"x{row.id}-{number}",
            "name": f"{row.name} {number}",
            "gender": row.gender or "m",
            "side": "npc",
            "sheet": row.sheet,
            "character_id": None,
            "extra_of": row.id,
            **extra,
        }
        for number in range(start, start + count)
    ]


# -- the state as stored ------------------------------------------------------------------
def _dumps(value: Any) -> str:
    """JSON as the ``state`` column stores it (``JSONField``: sorted keys, not escaped)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


@dataclass(frozen=True)
class EncodedState:
    """A fight's state and the text stored for it; ``parts`` is each combatant's piece of
    that text (``"id": {…}``) and ``fields`` each other key's (``"round": 3``), for the
    next step to reuse."""

    state: dict
    text: str
    parts: dict[str, str]
    fields: dict[str, str] = field(default_factory=dict)


def _reused(texts: dict[str, str], key: str, old: Any, new: Any) -> str | None:
    text = texts.get(key)
    return text if text is not None and (old is new or old == new) else None


def encode_state(state: dict, previous: EncodedState | None = None) -> EncodedState:
    """``state`` with the text ``JSONField`` stores for it (the same bytes). A combatant
    equal to its record in ``previous`` (the state of the step before, not modified since)
    keeps its text from there, and so does any other key whose value is equal: a step
    encodes only what it changed. (Equal is Python's equal: the rules never turn a number
    into an equal one of another type.)"""
    combatants = state.get("combatants")
    if type(combatants) is not dict or not all(type(key) is str for key in state):
        return EncodedState(state, _dumps(state), {})
    old_state = previous.state if previous is not None else {}
    before = old_state.get("combatants")
    if type(before) is not dict:
        before = {}
    old_parts = previous.parts if previous is not None else {}
    parts: dict[str, str] = {}
    for cid, record in combatants.items():
        parts[cid] = _reused(old_parts, cid, before.get(cid), record) or (
            f"{_dumps(cid)}: {_dumps(record)}"
        )
    old_fields = previous.fields if previous is not None else {}
    fields: dict[str, str] = {}
    for key in sorted(state):
        if key == "combatants":
            inner = ", ".join(parts[cid] for cid in sorted(combatants))
            fields[key] = f"{_dumps(key)}: {{{inner}}}"
        else:
            value = state[key]
            fields[key] = _reused(old_fields, key, old_state.get(key, _ABSENT), value) or (
                f"{_dumps(key)}: {_dumps(value)}"
            )
    return EncodedState(state, "{" + ", ".join(fields.values()) + "}", parts, fields)


#: no value (None is one)
_ABSENT = object()


def _same_state(stored: str, expected: str) -> bool:
    """Whether the stored state is ``expected``: the same text (a file keeps it byte for
    byte), or on a server, whose ``jsonb`` gives back its own spelling, the same JSON."""
    if stored == expected:
        return True
    if isinstance(Encounter._meta.database.obj, SqliteDatabase):
        return False
    try:
        return json.loads(stored) == json.loads(expected)
    except (TypeError, ValueError):
        return False


def _statements(database) -> tuple[str, ...]:
    """Reading and writing the row as stored (the state's text, the status, the time of
    change), in the database's own style (:func:`in_style`)."""
    return in_style(database, _built_statements)


def _built_statements(p: str, quote: str) -> tuple[str, ...]:
    left, right = quote
    table = f"{left}{Encounter._meta.table_name}{right}"
    return (
        f"SELECT state, status, updated_at, COALESCE(version, 0), changed_by "
        f"FROM {table} WHERE id = {p}",
        f"UPDATE {table} SET state = {p}, status = COALESCE({p}, status), "
        f"updated_at = {p}, version = COALESCE(version, 0) + 1, changed_by = {p} "
        f"WHERE id = {p} AND COALESCE(version, 0) = {p}",
    )


@dataclass
class SetEncounterState(Change):
    """An encounter's new state, given as its stored text, and the status it lists.

    Applying reads the row's text, status and time of change as they are stored (nothing
    decoded); reverting writes exactly those back, where the row still holds ``text``
    (a redo, where it still holds the old text). ``expected``: the version of the row the
    step was worked out from; a first apply over another version raises
    :class:`FightMovedOn` (None: any). Each write raises the version by one and names this
    client, and lands only on the version it read (another client's write between the
    read and the write: read again). (Two statements kept as text, run through peewee:
    building the query each step cost more than the write of 200 sheets.)"""

    encounter_id: int
    text: str
    status: str | None = None
    old: tuple[str, str, str] | None = None
    expected: int | None = None
    #: the version this step's last apply or revert wrote
    version: int | None = None

    def _write(self, campaign: Campaign, text: str, status: str | None, at: str, read: int) -> bool:
        """Write over the row as read (its version ``read``); False when another client
        wrote it meanwhile."""
        database = Encounter._meta.database
        write = _statements(database)[1]
        cursor = database.execute_sql(
            write, (text, status, at, campaign.who, self.encounter_id, read)
        )
        if cursor.rowcount != 1:
            return False
        self.version = read + 1
        return True

    def _read(self, campaign: Campaign, expected: str | None) -> tuple:
        """The row as stored (text, status, time of change, version, last writer);
        ChangedSince unless its state's text is ``expected`` (None: any)."""
        database = Encounter._meta.database
        read = _statements(database)[0]
        row = database.execute_sql(read, (self.encounter_id,)).fetchone()
        if row is None and expected is None:
            if self.old is None and self.expected is not None:  # deleted since it was read
                raise FightMovedOn(self.encounter_id)
            raise Encounter.DoesNotExist(f"no encounter {self.encounter_id}")
        if expected is not None and (row is None or not _same_state(row[0], expected)):
            found = Encounter.select(Encounter.name).where(Encounter.id == self.encounter_id)
            name = found.scalar() or ""
            who = row[4] if row is not None and shared(campaign) else ""
            raise ChangedSince("encounter", self.encounter_id, name, _other(campaign, who))
        return tuple(row)

    def apply(self, campaign: Campaign) -> ChangeSet:
        redo = self.old is not None

        def attempt(again: bool) -> bool:
            # redo: the state as the undo left it
            text, status, at, version, who = self._read(campaign, self.old[0] if redo else None)
            if not redo and self.expected is not None and version != self.expected:
                raise FightMovedOn(self.encounter_id, _other(campaign, who))
            # as the sqlite3 module writes a datetime (peewee reads it back as one)
            now = utcnow().isoformat(" ")
            if not self._write(campaign, self.text, self.status, now, version):
                return False
            self.old = (text, status, at)
            return True

        campaign.write(lambda: until_written(attempt, "encounter", self.encounter_id))
        return touched(Encounter, self.encounter_id)

    def revert(self, campaign: Campaign) -> ChangeSet:
        text, status, at = self.old

        def attempt(again: bool) -> bool:
            version = self._read(campaign, self.text)[3]
            return self._write(campaign, text, status, at, version)

        campaign.write(lambda: until_written(attempt, "encounter", self.encounter_id))
        return touched(Encounter, self.encounter_id)


def _other(campaign: Campaign, who: str | None) -> str:
    """``who`` when it is another client than this one (else empty)."""
    return who if who and who != campaign.who else ""


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
    on it: :class:`FightMovedOn`); None: on whatever is stored."""
    if encoded is None or encoded.state is not after:
        encoded = encode_state(after)
    status = after.get("status") if isinstance(after.get("status"), str) else None
    changes: list[Change] = [
        SetEncounterState(encounter_id, encoded.text, status, expected=expected)
    ]
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
