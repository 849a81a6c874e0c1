"""Read-only queries that hand plain records to the UI's thin models."""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from campaign_manager.storage.db import IDS_PER_QUERY
from campaign_manager.storage.models import Character
from campaign_manager.storage.unreadable import UnreadableValue, decode

_TAG = re.compile(r"<[^>]+>")
_STYLE = re.compile(r"<(style|head)[^>]*>.*?</\1>", re.S | re.I)


def plain_text(rich: str) -> str:
    """The visible text of rich-text notes (for search), without markup."""
    return html.unescape(_TAG.sub(" ", _STYLE.sub(" ", rich or ""))).strip()


@dataclass(frozen=True, slots=True)
class RosterRecord:
    """One roster line. The summary and the date are kept as stored and decoded when
    shown (a roster of 10,000 holds its lines as text: half the memory, no decoding at
    opening); ``summary`` and ``updated_at`` give them decoded."""

    id: int
    name: str
    kind: str  # "pc" or "npc"
    player: str
    tags: tuple[str, ...]
    notes: str  # rich text as stored
    #: the roster line in both languages: a dict, or its JSON text as stored
    stored_summary: dict[str, str] | str = field(default_factory=dict, compare=False, hash=False)
    #: when it last changed: a datetime, or its ISO text as stored
    stored_updated: datetime | str | None = None
    has_portrait: bool = False

    @property
    def summary(self) -> dict[str, str]:
        value = self.stored_summary
        if isinstance(value, str):
            try:
                value = json.loads(value)
            except ValueError:
                return {}
        return value if isinstance(value, dict) else {}

    def line(self, language: str) -> str:
        """The roster line in ``language`` (English if it has none in it)."""
        summary = self.summary
        return summary.get(language) or summary.get("en", "")

    def broken(self, language: str) -> list[str]:
        """The rules the sheet breaks, as its roster line holds them, in ``language``."""
        if isinstance(self.stored_summary, str) and '"broken"' not in self.stored_summary:
            return []  # most lines break nothing: not decoded for it
        rules = self.summary.get("broken")
        if not isinstance(rules, list):
            return []
        return [
            str(rule.get(language) or rule.get("en", ""))
            for rule in rules
            if isinstance(rule, dict)
        ]

    @property
    def updated_at(self) -> datetime | None:
        return _stamp(self.stored_updated)

    @property
    def search_text(self) -> str:
        """Everything the roster's search looks through, lowercased."""
        return " ".join(
            (self.name, self.player, " ".join(self.tags), plain_text(self.notes))
        ).casefold()


_FIELDS = (
    Character.id,
    Character.name,
    Character.kind,
    Character.player,
    Character.tags,
    Character.notes,
    Character.summary,
    Character.updated_at,
    Character.portrait.is_null(False).alias("has_portrait"),
)


def _stamp(value: Any) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    try:
        return datetime.fromisoformat(str(value))
    except ValueError:
        return None


def roster_records() -> list[RosterRecord]:
    """Every character (without sheets: the roster shows the stored summary), by id.

    Read as plain cursor rows (no model instance per row): a roster of 10,000 opens in a
    fraction of the time; the query is still peewee's, portable to PostgreSQL.
    """
    return _records(Character.select(*_FIELDS).order_by(Character.id))


def roster_lines() -> dict[int, str]:
    """Every character's stored roster line as its JSON text, by id (for the roster to
    put new lines in place without reading its records again)."""
    return dict(Character._meta.database.execute(Character.select(Character.id, Character.summary)))


def roster_records_of(ids) -> dict[int, RosterRecord]:
    """The records of the characters ``ids`` that exist (one query per few hundred)."""
    ids = sorted(ids)
    found: dict[int, RosterRecord] = {}
    for start in range(0, len(ids), IDS_PER_QUERY):
        chunk = ids[start : start + IDS_PER_QUERY]
        for record in _records(Character.select(*_FIELDS).where(Character.id.in_(chunk))):
            found[record.id] = record
    return found


def _records(query) -> list[RosterRecord]:
    cursor = Character._meta.database.execute(query)
    # values many characters share (a player, a set of tags, "profesionál, 0/60 zk…") are
    # kept once: a large roster's memory goes to what differs
    tag_sets: dict[str, tuple[str, ...]] = {"[]": ()}
    words: dict[str, str] = {}  # kinds, players and tags
    lines: dict[str, str] = {}  # roster lines (JSON text, decoded when shown)
    word, line = words.setdefault, lines.setdefault
    records = []
    for row in cursor:  # row by row: the rows are not all held twice
        tags = tag_sets.get(row[4] or "[]")
        if tags is None:  # damaged tags show as none (the damage is found and shown apart)
            tags = tag_sets[row[4]] = tuple(word(t, t) for t in _tag_list(row[4]))
        player = row[3] or ""
        records.append(
            RosterRecord(
                row[0],
                row[1],
                word(row[2], row[2]),
                word(player, player),
                tags,
                row[5] or "",
                line(row[6], row[6]) if row[6] else {},
                row[7],
                bool(row[8]),
            )
        )
    return records


def _tag_list(text: str) -> list[str]:
    """The tags stored as ``text``; none when they cannot be read, and only the texts."""
    tags = decode(text, list)
    return [] if isinstance(tags, UnreadableValue) else [t for t in tags if isinstance(t, str)]


def all_tags(records: list[RosterRecord] | None = None) -> list[str]:
    """Every tag in use, sorted; from ``records`` when the caller has them already."""
    tags: set[str] = set()
    if records is None:
        for row in Character.select(Character.tags):
            if not isinstance(row.tags, UnreadableValue):
                tags.update(t for t in row.tags if isinstance(t, str))
    else:
        for record in records:
            tags.update(record.tags)
    return sorted(tags, key=str.casefold)


@dataclass(frozen=True)
class LogRecord:
    id: int
    at: datetime
    kind: str
    cs: str
    en: str
    character: int | None
    encounter: int | None
    round: int | None

    def text(self, language: str) -> str:
        return self.cs if language.startswith("cs") else self.en


def log_records(
    character: int | None = None, encounter: int | None = None, limit: int = 2000
) -> list[LogRecord]:
    """Event log lines, oldest first: all, or one character's, or one encounter's (the
    newest ``limit`` of them)."""
    from campaign_manager.storage.models import LogEntry

    query = LogEntry.select(
        LogEntry.id,
        LogEntry.at,
        LogEntry.kind,
        LogEntry.text_cs,
        LogEntry.text_en,
        LogEntry.character,
        LogEntry.encounter,
        LogEntry.round,
    )
    if character is not None:
        query = query.where(LogEntry.character == character)
    if encounter is not None:
        query = query.where(LogEntry.encounter == encounter)
    rows = list(query.order_by(LogEntry.id.desc()).limit(limit).tuples())
    return [LogRecord(*row) for row in reversed(rows)]


# -- one character, and the few columns the sheets and the session read -------------------
@dataclass(frozen=True, slots=True)
class CharacterRecord:
    """One character as stored: the sheet, tags and roster line decoded (a value that
    cannot be read is a :class:`~.unreadable.UnreadableValue`), the portrait as PNG bytes."""

    id: int
    name: str
    kind: str  # "pc" or "npc"
    player: str
    gender: str  # "m", "f" or "n": the grammatical gender Czech texts agree with
    tags: list | UnreadableValue
    notes: str  # rich text as stored
    portrait: bytes | None
    sheet: dict | UnreadableValue
    summary: dict | UnreadableValue


_CHARACTER = (
    Character.id,
    Character.name,
    Character.kind,
    Character.player,
    Character.gender,
    Character.tags,
    Character.notes,
    Character.portrait,
    Character.sheet,
    Character.summary,
)


def find_character(character_id: int | None) -> CharacterRecord | None:
    """The character ``character_id`` (one row by id), or None when there is none."""
    row = Character.select(*_CHARACTER).where(Character.id == character_id).tuples().first()
    return None if row is None else CharacterRecord(*row)


def character(character_id: int) -> CharacterRecord:
    """The character ``character_id``; raises ``Character.DoesNotExist`` when there is none."""
    found = find_character(character_id)
    if found is None:
        raise Character.DoesNotExist(f"no character {character_id}")
    return found


def character_name(character_id: int | None) -> str | None:
    """The name of the character ``character_id``; None when there is none."""
    row = Character.select(Character.name).where(Character.id == character_id).tuples().first()
    return None if row is None else row[0]


def character_gender(character_id: int | None) -> str:
    """The grammatical gender ("m", "f", "n") of the character ``character_id``; "m"
    when there is none."""
    row = Character.select(Character.gender).where(Character.id == character_id).tuples().first()
    return "m" if row is None else row[0]


def character_sheet(character_id: int) -> dict | UnreadableValue | None:
    """The sheet of the character ``character_id`` (an :class:`UnreadableValue` when it cannot be read);
    None when there is no such character."""
    row = Character.select(Character.sheet).where(Character.id == character_id).tuples().first()
    return None if row is None else row[0]


def player_portrait(character_id: int) -> bytes | None:
    """The portrait (PNG bytes) of the player character ``character_id``; None for an NPC,
    a character with no portrait, or none at all."""
    row = (
        Character.select(Character.portrait)
        .where(Character.id == character_id, Character.kind == "pc")
        .tuples()
        .first()
    )
    return bytes(row[0]) if row is not None and row[0] else None


def character_count() -> int:
    """How many characters the campaign has."""
    return Character.select().count()


def names_and_sheets(ids=None) -> list[tuple[int, str, dict | UnreadableValue]]:
    """(id, name, sheet) of the characters ``ids`` (None: of every character), by name."""
    query = Character.select(Character.id, Character.name, Character.sheet)
    if ids is not None:
        query = query.where(Character.id.in_(list(ids)))
    return list(query.order_by(Character.name).tuples())


def party() -> list[tuple[int, str, str]]:
    """(id, name, kind) of every character: the player characters first, each kind by name."""
    query = Character.select(Character.id, Character.name, Character.kind)
    return list(query.order_by(Character.kind.desc(), Character.name).tuples())


def player_characters() -> list[tuple[int, str, str]]:
    """(id, name, player) of every player character (kind "pc"), by name (one query)."""
    query = Character.select(Character.id, Character.name, Character.player).where(
        Character.kind == "pc"
    )
    return sorted(query.tuples(), key=lambda row: (row[1].casefold(), row[0]))


def other_names(character_id: int | None) -> list[str]:
    """The names of every character but ``character_id``, sorted (names only: one query)."""
    query = Character.select(Character.name).where(Character.id != character_id)
    return sorted((name for (name,) in query.tuples()), key=str.casefold)


def reveals() -> list[dict]:
    """Every reveal the GM made, oldest first, as plain rows (no picture's bytes):
    :func:`campaign_manager.storage.reveals.reveals`."""
    from campaign_manager.storage.reveals import reveals as rows

    return rows()


def reveal_image(reveal_id: int) -> bytes | None:
    """The picture of reveal ``reveal_id``, None when it has none (or none it may show)."""
    from campaign_manager.storage.reveals import reveal_image as image

    return image(reveal_id)
