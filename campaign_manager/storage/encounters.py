"""Encounters in the campaign file: the list, one state, and one tracker step as a Batch.

A step of a fight is one undo step and one transaction: the encounter's new state, the
sheets of the roster characters whose wounds it changed, and its log lines
(:func:`encounter_step`). Extras (combatants with no roster character) keep their wounds
in the encounter only.

A fight of 200 is a state of 200 sheets, and a step changes a few of them: the state is
kept in parts (:mod:`~campaign_manager.storage.fight_parts`: each top-level key, each
combatant), each part's text what ``JSONField`` would store for it; the parts equal to
those of the step before keep their text (:func:`encode_state`), and a step writes only
the parts it changed, keeping their old texts for undo as they were read, never decoded.

Several GMs of a shared campaign step one fight: a step is worked out from the fight as
the GM's window last read it, and lands only where the row still has that version
(:class:`SetEncounterState` ``expected``); else it raises :class:`FightMovedOn` and
nothing is written, for the tracker to read the fight again and work the step out anew
(no step overwrites another's unseen). Every write of the state raises the version.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from peewee import SqliteDatabase

from campaign_manager.storage import fight_parts
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes import Batch, Change, LogEvents, LogLine, PatchSheet
from campaign_manager.storage.db import IDS_PER_QUERY, in_style
from campaign_manager.storage.errors import ChangedSince
from campaign_manager.storage.models import Character, Encounter, utcnow
from campaign_manager.storage.touched import Touched, touched_row
from campaign_manager.storage.unreadable import UnreadableValue, decode
from campaign_manager.storage.unreadable_guard import refuse_unreadable
from campaign_manager.storage.versions import shared, until_written
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
    rows = database.execute_sql(_part_statements(database)[0], (encounter_id,)).fetchall()
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


# -- the state as stored ------------------------------------------------------------------
@dataclass(frozen=True)
class EncodedState:
    """A fight's state and the text of each of its parts
    (:func:`~campaign_manager.storage.fight_parts.parts_of`); ``base``: the parts of the
    state it was encoded from, as stored (None: not known, the step writes every part)."""

    state: dict
    parts: dict[str, str]
    base: dict[str, str] | None = None
    #: each combatant's part's key, by its id (made once)
    keys: dict[str, str] = field(default_factory=dict)


def _reused(texts: dict[str, str], key: str, old: Any, new: Any) -> str | None:
    text = texts.get(key)
    return text if text is not None and (old is new or old == new) else None


def encode_state(state: dict, previous: EncodedState | None = None) -> EncodedState:
    """``state`` with the text of each of its parts. A part equal to its value in
    ``previous`` (the state of the step before, as stored, not modified since) keeps its
    text from there: a step encodes only what it changed. (Equal is Python's equal: the
    rules never turn a number into an equal one of another type.) TypeError for a state
    that is not plain JSON of text keys."""
    if not fight_parts.splits(state):
        raise TypeError("a fight's state is a record of text keys")
    old_state = previous.state if previous is not None else {}
    old_parts = previous.parts if previous is not None else {}
    old_keys = previous.keys if previous is not None else {}
    parts: dict[str, str] = {}
    keys: dict[str, str] = {}
    for name, value in state.items():
        key = fight_parts.key_of(name)
        if name == "combatants" and isinstance(value, dict):
            parts[key] = "{}"
            before = old_state.get(name)
            if not isinstance(before, dict):
                before = {}
            for cid, record in value.items():
                inner = keys[cid] = old_keys.get(cid) or fight_parts.key_of(name, cid)
                parts[inner] = _reused(old_parts, inner, before.get(cid, _ABSENT), record) or (
                    fight_parts.dumps(record)
                )
        else:
            parts[key] = _reused(old_parts, key, old_state.get(name, _ABSENT), value) or (
                fight_parts.dumps(value)
            )
    base = previous.parts if previous is not None else None
    return EncodedState(state, parts, base, keys)


def changed_parts(encoded: EncodedState) -> dict[str, str | None]:
    """The parts ``encoded`` changes from its base (None: a part that goes)."""
    base = encoded.base or {}
    changed: dict[str, str | None] = {
        key: text
        for key, text in encoded.parts.items()
        if base.get(key) is not text and base.get(key) != text
    }
    changed.update((key, None) for key in base if key not in encoded.parts)
    return changed


#: no value (None is one)
_ABSENT = object()


def _same_state(stored: str, expected: str) -> bool:
    """Whether the stored state column is ``expected``: the same text (a file keeps it
    byte for byte), or on a server, whose ``jsonb`` gives back its own spelling, the same
    JSON."""
    if stored == expected:
        return True
    if isinstance(Encounter._meta.database.obj, SqliteDatabase):
        return False
    try:
        return json.loads(stored) == json.loads(expected)
    except (TypeError, ValueError):
        return False


def _statements(database) -> tuple[str, ...]:
    """Reading and writing the row as stored (the state column's text, the status, the
    time of change), in the database's own style (:func:`in_style`)."""
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


def _part_statements(database) -> tuple[str, ...]:
    """Reading a fight's parts (all, or one), writing one, removing one."""
    return in_style(database, _built_part_statements)


def _built_part_statements(p: str, quote: str) -> tuple[str, ...]:
    left, right = quote
    table = f"{left}{fight_parts.TABLE}{right}"
    return (
        fight_parts.read_sql(p, quote),
        f"SELECT body FROM {table} WHERE encounter_id = {p} AND part = {p}",
        f"INSERT INTO {table} (encounter_id, part, body) VALUES ({p}, {p}, {p}) "
        f"ON CONFLICT (encounter_id, part) DO UPDATE SET body = excluded.body",
        f"DELETE FROM {table} WHERE encounter_id = {p} AND part = {p}",
    )


@dataclass
class SetEncounterState(Change):
    """An encounter's new state, given as the parts it changes
    (:mod:`~campaign_manager.storage.fight_parts`; None: a part that goes), and the status
    it lists; ``complete``: ``parts`` are every part of the new state (the fight's parts
    as stored are not known, or it is kept whole): every other stored part goes.

    Applying reads the row's state column, status and time of change as they are stored,
    and the parts it changes (nothing decoded); reverting writes exactly those back, where
    the row still holds this step's state (its check), a redo where it still holds the
    state before. ``expected``: the version of the row the step was worked out from; a
    first apply over another version raises :class:`FightMovedOn` (None: any). Each write
    raises the version by one and names this client, and lands only on the version it
    read (another client's write between the read and the write: read again). (Statements
    kept as text, run through peewee: building the query each step cost more than the
    write.)"""

    encounter_id: int
    parts: dict[str, str | None]
    status: str | None = None
    #: as stored before: the state column's text, status, time of change, and the texts
    #: of the parts this step writes (None: not there)
    old: tuple[str, str, str, dict[str, str | None]] | None = None
    expected: int | None = None
    complete: bool = False
    #: the check of the state this step writes (set by its first apply)
    check: int | None = None
    #: the version this step's last apply or revert wrote
    version: int | None = None

    def _write(
        self, campaign: Campaign, text: str, status: str | None, at: str, read: int,
        parts: dict[str, str | None],
    ) -> bool:  # fmt: skip
        """Write over the row as read (its version ``read``) and ``parts``; False when
        another client wrote it meanwhile."""
        database = Encounter._meta.database
        write = _statements(database)[1]
        cursor = database.execute_sql(
            write, (text, status, at, campaign.who, self.encounter_id, read)
        )
        if cursor.rowcount != 1:
            return False
        _, _, upsert, delete = _part_statements(database)
        for part, body in parts.items():
            if body is None:
                database.execute_sql(delete, (self.encounter_id, part))
            else:
                database.execute_sql(upsert, (self.encounter_id, part, body))
        self.version = read + 1
        return True

    def _read(self, campaign: Campaign, holds: Callable[[str], bool] | None) -> tuple:
        """The row as stored (state column, status, time of change, version, last
        writer); ChangedSince unless its state column ``holds`` (None: any)."""
        database = Encounter._meta.database
        read = _statements(database)[0]
        row = database.execute_sql(read, (self.encounter_id,)).fetchone()
        if row is None and holds is None:
            if self.old is None and self.expected is not None:  # deleted since it was read
                raise FightMovedOn(self.encounter_id)
            raise Encounter.DoesNotExist(f"no encounter {self.encounter_id}")
        if holds is not None and (row is None or not holds(row[0])):
            found = Encounter.select(Encounter.name).where(Encounter.id == self.encounter_id)
            name = found.scalar() or ""
            who = row[4] if row is not None and shared(campaign) else ""
            raise ChangedSince("encounter", self.encounter_id, name, _other(campaign, who))
        return tuple(row)

    def _stored_parts(self, keys) -> dict[str, str | None]:
        """The texts of these parts as stored (None: not there)."""
        database = Encounter._meta.database
        one = _part_statements(database)[1]
        found: dict[str, str | None] = {}
        for key in keys:
            row = database.execute_sql(one, (self.encounter_id, key)).fetchone()
            found[key] = row[0] if row is not None else None
        return found

    def _first(self, column: str) -> tuple[dict[str, str | None], int]:
        """The stored parts this step changes (a complete step: every stored part, those
        not in it going) and the check of the state it writes."""
        check = fight_parts.check_of_text(column)
        if self.complete or check is None:
            database = Encounter._meta.database
            rows = database.execute_sql(_part_statements(database)[0], (self.encounter_id,))
            stored = {part: body for part, body in rows.fetchall()}
            for part in stored:
                self.parts.setdefault(part, None)
            old = {part: stored.get(part) for part in self.parts}
            return old, fight_parts.moved(0, {}, self.parts)
        old = self._stored_parts(self.parts)
        return old, fight_parts.moved(check, old, self.parts)

    def apply(self, campaign: Campaign) -> Touched:
        redo = self.old is not None
        holds = None
        if redo:  # the state as the undo left it
            before = self.old[0]
            holds = lambda column: _same_state(column, before)  # noqa: E731

        def attempt(again: bool) -> bool:
            column, status, at, version, who = self._read(campaign, holds)
            if not redo and self.expected is not None and version != self.expected:
                raise FightMovedOn(self.encounter_id, _other(campaign, who))
            if redo:
                old = self.old[3]
            else:
                old, self.check = self._first(column)
            # as the sqlite3 module writes a datetime (peewee reads it back as one)
            now = utcnow().isoformat(" ")
            text = fight_parts.marker(self.check)
            if not self._write(campaign, text, self.status, now, version, self.parts):
                return False
            self.old = (column, status, at, old)
            return True

        campaign.write(lambda: until_written(attempt, "encounter", self.encounter_id))
        return touched_row(Encounter, self.encounter_id)

    def revert(self, campaign: Campaign) -> Touched:
        column, status, at, old = self.old
        check = self.check
        holds = lambda stored: fight_parts.check_of_text(stored) == check  # noqa: E731

        def attempt(again: bool) -> bool:
            version = self._read(campaign, holds)[3]
            return self._write(campaign, column, status, at, version, old)

        campaign.write(lambda: until_written(attempt, "encounter", self.encounter_id))
        return touched_row(Encounter, self.encounter_id)


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
    if encoded.base is None or expected is None:  # the stored parts are not known
        state = SetEncounterState(encounter_id, dict(encoded.parts), status, complete=True)
    else:
        state = SetEncounterState(encounter_id, changed_parts(encoded), status)
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
