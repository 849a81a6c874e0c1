"""The sessions of play the GM confirmed and their journals, in the ``session_journal``
table (schema 16), and what the journal reads of the campaign to draft one.

A stored session has a real start and end (UTC, as the log's lines are stamped, so a shared
campaign's GMs agree) and the journal's rich text as the GM edited it (empty: not written
yet, the draft stands). Adding, editing and deleting one are reversible changes that go
through ``session.perform``; the text merges three-way with another GM's edit.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, ClassVar

from peewee import AutoField, Database, DateTimeField, Model, TextField

from campaign_manager.storage.added_tables import create_versioned_table
from campaign_manager.storage.changes.rows import DeleteRow, InsertRow, UpdateRow
from campaign_manager.storage.db import BaseModel
from campaign_manager.storage.models import Character, Encounter, LogEntry, utcnow, versioned
from campaign_manager.storage.queries import LogRecord
from campaign_manager.storage.unreadable import UnreadableValue

TABLE = "session_journal"


@versioned
class SessionJournal(BaseModel):
    id = AutoField()
    started_at = DateTimeField()
    ended_at = DateTimeField()
    #: the journal as the GM edited it (rich text, HTML); "" while the draft stands
    body = TextField(default="")
    created_at = DateTimeField(default=utcnow)
    updated_at = DateTimeField(default=utcnow)

    touched_field = "journals"

    class Meta:
        table_name = TABLE


def create_table(database: Database) -> None:
    """Schema 16's table, made as every added table is (:mod:`.added_tables`)."""
    create_versioned_table(
        database,
        TABLE,
        '"started_at" TIMESTAMP NOT NULL, "ended_at" TIMESTAMP NOT NULL, '
        "\"body\" TEXT NOT NULL DEFAULT ''",
    )


# -- reading ------------------------------------------------------------------------------
@dataclass(frozen=True)
class JournalRecord:
    id: int
    started_at: datetime
    ended_at: datetime
    body: str


@dataclass(frozen=True)
class FightRecord:
    """A fight as the journal tells it: its name, status and combatants (plain dicts
    with ``name``, ``gender``, ``hidden``, ``side``)."""

    name: str
    status: str
    combatants: tuple[dict, ...]


def _stamp(value: Any) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


def journal_records() -> list[JournalRecord]:
    """Every stored session, oldest first."""
    query = SessionJournal.select().order_by(SessionJournal.started_at, SessionJournal.id)
    return [_record(row) for row in query]


def journal_record(journal_id: int) -> JournalRecord | None:
    row = SessionJournal.get_or_none(SessionJournal.id == journal_id)
    return _record(row) if row is not None else None


def _record(row: SessionJournal) -> JournalRecord:
    return JournalRecord(row.id, _stamp(row.started_at), _stamp(row.ended_at), row.body or "")


def event_times() -> list[datetime]:
    """When each line of the log was written, oldest first (what sessions are found by)."""
    query = LogEntry.select(LogEntry.at).order_by(LogEntry.at, LogEntry.id).tuples()
    return [_stamp(at) for (at,) in query]


def lines_between(start: datetime, end: datetime) -> list[LogRecord]:
    """The log's lines written from ``start`` to ``end`` (both included), oldest first."""
    query = (
        LogEntry.select(
            LogEntry.id,
            LogEntry.at,
            LogEntry.kind,
            LogEntry.text_cs,
            LogEntry.text_en,
            LogEntry.character,
            LogEntry.encounter,
            LogEntry.round,
            LogEntry.story_time,
        )
        .where(LogEntry.at.between(start, end))
        .order_by(LogEntry.at, LogEntry.id)
        .tuples()
    )
    return [LogRecord(*row) for row in query]


def fights_of(encounter_ids) -> dict[int, FightRecord]:
    """The fights ``encounter_ids`` name (a deleted one is missing), with their combatants."""
    from campaign_manager.storage.encounters import encounter_state

    found: dict[int, FightRecord] = {}
    ids = sorted({i for i in encounter_ids if i is not None})
    for row in Encounter.select(Encounter.id, Encounter.name, Encounter.status).where(
        Encounter.id.in_(ids)
    ):
        state = encounter_state(row.id)
        combatants: tuple[dict, ...] = ()
        if isinstance(state, dict) and not isinstance(state, UnreadableValue):
            raw = state.get("combatants")
            values = raw.values() if isinstance(raw, dict) else raw if isinstance(raw, list) else ()
            combatants = tuple(
                {
                    "name": str(c.get("name", "")),
                    "gender": str(c.get("gender", "m")),
                    "hidden": bool(c.get("hidden")),
                    "side": str(c.get("side", "npc")),
                }
                for c in values
                if isinstance(c, dict)
            )
        found[row.id] = FightRecord(row.name, row.status, combatants)
    return found


def people_of(character_ids) -> dict[int, dict]:
    """The roster characters ``character_ids`` name: ``name``, ``gender``, ``side``."""
    ids = sorted({i for i in character_ids if i is not None})
    query = Character.select(Character.id, Character.name, Character.gender, Character.kind)
    return {
        row.id: {"name": row.name, "gender": row.gender or "m", "side": row.kind or "pc"}
        for row in query.where(Character.id.in_(ids))
    }


# -- changes ------------------------------------------------------------------------------
@dataclass
class AddJournal(InsertRow):
    """Keep a session (``started_at``, ``ended_at``, ``body``) the GM confirmed."""

    model: ClassVar[type[Model]] = SessionJournal


@dataclass
class UpdateJournal(UpdateRow):
    """Move a session's start or end, or save its journal's text."""

    model: ClassVar[type[Model]] = SessionJournal
    editable: ClassVar[tuple[str, ...]] = ("started_at", "ended_at", "body")
    texts: ClassVar[tuple[str, ...]] = ("body",)


@dataclass
class DeleteJournal(DeleteRow):
    model: ClassVar[type[Model]] = SessionJournal
