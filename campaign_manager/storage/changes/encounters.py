"""The encounter row's changes: add, delete, set columns, and the one way a fight's state
is written: :class:`SetEncounterState`, built by :func:`whole_state` (every part: a new
fight, one put right from a backup, a step whose stored parts are not known) or by
:func:`changed_state` (a step: the parts it changed). :class:`UpdateEncounter` sets the
other columns only. A new fight lands in parts (:class:`AddEncounter`); one kept in parts
(:mod:`~campaign_manager.storage.fight_parts`) is deleted with its parts, and kept whole
in the delete's snapshot (:func:`_take_parts`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from peewee import Model, SqliteDatabase

from campaign_manager.storage import fight_parts
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.base import Change
from campaign_manager.storage.changes.rows import DeleteRow, InsertRow, UpdateRow
from campaign_manager.storage.db import in_style
from campaign_manager.storage.errors import ChangedSince, FightMovedOn
from campaign_manager.storage.fight_parts import EncodedState, changed_parts, encode_state
from campaign_manager.storage.models import Encounter, utcnow
from campaign_manager.storage.touched import Touched, touched_row
from campaign_manager.storage.unreadable import UnreadableText
from campaign_manager.storage.versions import shared, until_written

#: what an edit of an encounter's row sets (its state is a fight's write: see above)
ENCOUNTER_FIELDS = ("name", "notes", "status")


@dataclass
class AddEncounter(InsertRow):
    """Add a fight; ``values["state"]`` (a record of text keys; none: the empty fight)
    lands in parts as a step's does. The row is inserted holding no part, and the state
    written by :func:`whole_state` in the same
    transaction (``fight``, made by the first apply, kept for undo and redo: undo takes
    the parts away, where the fight is still as this change left it, and then the row)."""

    model: ClassVar[type[Model]] = Encounter
    #: the write of the new fight's state (None before the first apply)
    fight: SetEncounterState | None = None

    def apply(self, campaign: Campaign) -> Touched:
        if self.fight is None:
            state = self.values.get("state", {})
            self.fight = whole_state(0, state)  # its id once the row is in
            self.values = {**self.values, "state": {fight_parts.MARK: 0}}  # no part yet

        def op() -> Touched:
            touched = super(AddEncounter, self).apply(campaign)
            self.fight.encounter_id = self.id
            return touched | self.fight.apply(campaign)

        return campaign.write(op)

    def revert(self, campaign: Campaign) -> Touched:
        def op() -> Touched:
            touched = self.fight.revert(campaign)
            return touched | super(AddEncounter, self).revert(campaign)

        return campaign.write(op)


@dataclass
class DeleteEncounter(DeleteRow):
    """Delete a fight. One kept in parts is kept whole in the snapshot, and its parts go
    with it (its undo brings the fight back whole: the same state, split again by its
    next step)."""

    model: ClassVar[type[Model]] = Encounter

    @classmethod
    def gone(cls, rows: list[dict[str, Any]]) -> None:
        for row in rows:
            whole = _take_parts(row["id"], row.get("state"))
            if whole is not None:
                row["state"] = whole


def _take_parts(encounter_id: int, column: Any) -> dict | None:
    """Within a delete of the fight (its state column ``column``, decoded; the row gone
    already): its parts removed and the state they made; None where it is not kept in
    parts, or they do not make a state (then they stay, for the undo's row to find)."""
    if fight_parts.check_of(column) is None:
        return None
    database = Encounter._meta.database
    read = fight_parts.read_sql(database.param, database.quote)
    rows = database.execute_sql(read, (encounter_id,)).fetchall()
    if not all(type(body) is str for _part, body in rows):  # DamagedText is not str
        return None
    try:
        state = fight_parts.assemble(rows)
    except (ValueError, TypeError, RecursionError):
        return None
    left, right = database.quote
    database.execute_sql(
        f"DELETE FROM {left}{fight_parts.TABLE}{right} WHERE encounter_id = {database.param}",
        (encounter_id,),
    )
    return state


@dataclass
class UpdateEncounter(UpdateRow):
    """Set an encounter's name, notes or listed status; never its state (ValueError:
    a fight's state is written by :class:`SetEncounterState` alone)."""

    model: ClassVar[type[Model]] = Encounter
    editable: ClassVar[tuple[str, ...]] = ENCOUNTER_FIELDS


# -- the one write of a fight's state --------------------------------------------------------
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
            if not redo:
                old = {part: _as_stored(body) for part, body in old.items()}
            self.old = (_as_stored(column), status, at, old)
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


def whole_state(
    encounter_id: int, state: dict, encoded: EncodedState | None = None
) -> SetEncounterState:
    """The write of a fight's whole ``state`` (``encoded``: it encoded already): every
    part of it, any other stored part going, and the status it lists. The one way a
    whole state is written: a new fight (:class:`AddEncounter`), a fight put
    right from a backup (:mod:`~campaign_manager.storage.repair`), a step whose stored
    parts are not known. TypeError for a state that is not a record of text keys."""
    if encoded is None or encoded.state is not state:
        encoded = encode_state(state)
    return SetEncounterState(encounter_id, dict(encoded.parts), _status(state), complete=True)


def changed_state(encounter_id: int, encoded: EncodedState) -> SetEncounterState:
    """The write of a fight's step: the parts ``encoded`` changed from its base, and the
    status its state lists."""
    return SetEncounterState(encounter_id, changed_parts(encoded), _status(encoded.state))


def _status(state: dict) -> str | None:
    """The status ``state`` lists (None: none, the row keeps its own)."""
    status = state.get("status")
    return status if isinstance(status, str) else None


def _as_stored(text: Any) -> Any:
    """A text as read, to write back as it was: a text whose bytes are not UTF-8 (a
    damaged fight, put right) as those bytes."""
    return text.raw if isinstance(text, UnreadableText) else text


def _other(campaign: Campaign, who: str | None) -> str:
    """``who`` when it is another client than this one (else empty)."""
    return who if who and who != campaign.who else ""
