"""The undo history kept in the campaign file: the newest steps, so undo works after a
restart.

A step is kept as its label (the text the history shows) and its change as plain JSON
(:func:`encode` and :func:`decode`): every change class of the storage modules by name
(:attr:`Change.kinds`), its dataclass fields, and the values JSON does not have encoded
reversibly: ``{"$datetime": ...}``, ``{"$bytes": base64}``, ``{"$tuple": [...]}``, a
dict with keys that are not text (or start with ``$``) as ``{"$map": [[key, value],
...]}``, a change met a second time in the same step as ``{"$ref": n}``, and a long text
compressed as ``{"$zlib": base64}``. A fight's step is kept as the parts of the state it
changed (:mod:`~campaign_manager.storage.fight_parts`), both ways. A step kept by an older
version as runs of the whole state's text (``"$state"``), a payload naming a class this
version does not have, damaged, or whose compressed texts unpack to more than
:data:`MAX_DECODED`, is refused (:class:`Unreadable`), having unpacked no more than that;
nothing is decoded before its step is undone or redone.

:class:`KeptHistory` reads the table when a campaign opens. Each step's row is written in
the step's own transaction, and each undo and redo sets its row's flag in its own
(:meth:`KeptHistory.push`, :meth:`KeptHistory.mark`): after a crash at any moment the
file holds exactly the committed steps. When the session drops steps (past its memory
budget, an unreadable one) :meth:`KeptHistory.sync` makes the table hold what the
session's history holds, when the session is idle and when it closes.
"""

from __future__ import annotations

import base64
import heapq
import json
import zlib
from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.db import IDS_PER_QUERY, in_style
from campaign_manager.storage.models import UndoStep, utcnow

if TYPE_CHECKING:  # imported by the first encode or decode, not when a campaign opens
    from campaign_manager.storage.changes import Change

#: how many of the newest steps the file keeps
KEPT_STEPS = 1000
#: the payload's format
FORMAT = 1
#: texts longer than this are kept compressed
_LONG = 2048
#: at most this much is unpacked from one kept step (its compressed texts together; what
#: is not compressed takes no more memory decoded than the payload read from the file)
MAX_DECODED = 64 * 1024 * 1024


def _kinds() -> tuple[type, dict[str, type]]:
    """The changes' base class and the plain values (not changes) a change's fields may
    hold, by class name."""
    from campaign_manager.storage.changes import Change, LogLine

    return Change, {"LogLine": LogLine}


class Unreadable(ValueError):
    """A kept step that cannot be turned back into a change (an unknown class, a damaged
    payload)."""


class TooLarge(Unreadable):
    """A kept step that would unpack to more than :data:`MAX_DECODED`."""


# -- changes to JSON and back -------------------------------------------------------------
class _Encoder:
    def __init__(self) -> None:
        self.seen: dict[int, int] = {}
        self.hidden = 0  # the length of what compression took out
        self.base, self.values = _kinds()

    def value(self, value: Any) -> Any:
        kind = type(value)
        if value is None or kind in (bool, int, float):
            return value
        if kind is str:
            if len(value) <= _LONG:
                return value
            packed = base64.b64encode(zlib.compress(value.encode("utf-8", "surrogatepass")))
            if len(packed) >= len(value):  # nothing to gain
                return value
            self.hidden += len(value) - len(packed)
            return {"$zlib": packed.decode("ascii")}
        if kind is list:
            return [self.value(item) for item in value]
        if kind is tuple:
            return {"$tuple": [self.value(item) for item in value]}
        if kind is dict:
            if all(type(key) is str and not key.startswith("$") for key in value):
                return {key: self.value(item) for key, item in value.items()}
            return {"$map": [[self.value(k), self.value(v)] for k, v in value.items()]}
        if kind is datetime:
            return {"$datetime": value.isoformat()}
        if kind in (bytes, bytearray, memoryview):
            return {"$bytes": base64.b64encode(bytes(value)).decode("ascii")}
        if isinstance(value, self.base):
            return self.change(value)
        if self.values.get(kind.__name__) is kind:
            return {"$value": kind.__name__, "fields": self.fields(value)}
        raise TypeError(f"a {kind.__name__} cannot be kept in the history")

    def change(self, change: Change) -> dict:
        number = self.seen.get(id(change))
        if number is not None:
            return {"$ref": number}
        kind = type(change)
        if self.base.kinds.get(kind.__name__) is not kind or not is_dataclass(change):
            raise TypeError(f"{kind.__name__} is not a change the history can keep")
        self.seen[id(change)] = len(self.seen)
        return {"$change": kind.__name__, "fields": self.fields(change)}

    def fields(self, value: Any) -> dict:
        names = [f.name for f in fields(value)]
        return {name: self.value(getattr(value, name)) for name in names}


def encode(change: Change) -> tuple[str, int]:
    """The payload that keeps ``change``, and about how much memory the step takes (the
    length of its JSON uncompressed). TypeError when a value cannot be kept."""
    encoder = _Encoder()
    payload = json.dumps({"format": FORMAT, "change": encoder.change(change)}, ensure_ascii=False)
    return payload, len(payload) + encoder.hidden


class _Decoder:
    def __init__(self) -> None:
        self.made: list[Change | None] = []
        self.size = 0
        self.room = MAX_DECODED  # what may still be unpacked
        self.base, self.values = _kinds()

    def unpack(self, packed: str) -> str:
        """A ``$zlib`` text; Unreadable when it would unpack to more than the room left
        (having unpacked no more than that) or is cut short."""
        inflater = zlib.decompressobj()
        data = inflater.decompress(base64.b64decode(packed), self.room + 1)
        if len(data) > self.room or inflater.unconsumed_tail:
            raise TooLarge(f"too large: a text unpacks to more than {MAX_DECODED} bytes")
        if not inflater.eof:
            raise Unreadable("a compressed text is cut short")
        self.room -= len(data)
        return data.decode("utf-8", "surrogatepass")

    def value(self, value: Any) -> Any:
        if type(value) is list:
            return [self.value(item) for item in value]
        if type(value) is not dict:
            self.size += len(value) if type(value) is str else 8
            return value
        if len(value) == 1:
            ((tag, inner),) = value.items()
            if tag == "$zlib":
                text = self.unpack(inner)
                self.size += len(text)
                return text
            if tag == "$tuple":
                return tuple(self.value(item) for item in inner)
            if tag == "$map":
                return {self.value(k): self.value(v) for k, v in inner}
            if tag == "$datetime":
                return datetime.fromisoformat(inner)
            if tag == "$bytes":
                data = base64.b64decode(inner)
                self.size += len(data)
                return data
            if tag == "$ref":
                made = self.made[inner]
                if made is None:
                    raise Unreadable("a change refers to itself")
                return made
        if "$change" in value:
            return self.change(value)
        if "$value" in value:
            kind = self.values.get(value["$value"])
            if kind is None:
                raise Unreadable(f"unknown value {value['$value']!r}")
            return kind(**self.fields(value["fields"]))
        return {key: self.value(item) for key, item in value.items()}

    def change(self, value: dict) -> Change:
        kind = self.base.kinds.get(value["$change"])
        if kind is None:
            raise Unreadable(f"unknown change {value['$change']!r}")
        number = len(self.made)
        self.made.append(None)
        if "$state" in value:
            raise Unreadable("a fight's step kept as runs of its whole state (an older version)")
        values = self.fields(value["fields"])
        made = kind(**values)
        self.made[number] = made
        return made

    def fields(self, value: dict) -> dict:
        return {name: self.value(item) for name, item in value.items()}


def _every_kind() -> None:
    """Import every module that defines changes (their classes list themselves in
    :attr:`Change.kinds`); not at start-up, where the ledger is not needed yet."""
    from campaign_manager.storage import (  # noqa: F401
        encounters,
        journals,
        ledger,
        ledger_sheet,
        player_image,
    )
    from campaign_manager.storage.changes import reveals  # noqa: F401


def decode(payload: str) -> tuple[Change, int]:
    """The change ``payload`` keeps, and about how much memory it takes; Unreadable when
    it cannot be read, names a class this version does not have (nothing half-made is
    returned)."""
    _every_kind()
    decoder = _Decoder()
    try:
        document = json.loads(payload)
        if document.get("format") != FORMAT:
            raise Unreadable(f"format {document.get('format')!r}")
        change = decoder.change(document["change"])
    except Unreadable:
        raise
    except (
        ValueError,
        TypeError,
        KeyError,
        IndexError,
        AttributeError,
        RecursionError,
        zlib.error,
    ) as exc:
        raise Unreadable(f"{type(exc).__name__}: {exc}") from exc
    return change, len(payload) + decoder.size


# -- the table ------------------------------------------------------------------------------
@dataclass(frozen=True)
class KeptStep:
    """One step as the file keeps it (``payload`` not decoded)."""

    position: int
    text: str
    payload: str
    undone: bool


@dataclass
class StepRecord:
    """One step the file should hold; ``payload`` is asked for only when it is written."""

    position: int
    text: str
    undone: bool
    payload: Callable[[], str]
    rewrite: bool = False  # its change changed since it was written (merged typing)


def _statements(database) -> tuple[str, ...]:
    """A step's row written, rewritten, flagged, in the database's own style (:func:`in_style`)."""
    return in_style(database, _built_statements)


def _built_statements(p: str, quote: str) -> tuple[str, ...]:
    left, right = quote
    table = f"{left}{UndoStep._meta.table_name}{right}"
    return (
        f"INSERT INTO {table} (position, text, payload, undone, created_at) "
        f"VALUES ({p}, {p}, {p}, {p}, {p})",
        f"UPDATE {table} SET text = {p}, payload = {p} WHERE position = {p}",
        f"UPDATE {table} SET undone = {p} WHERE position = {p}",
    )


class KeptHistory:
    """The open campaign's ``undo_step`` rows as this session last read or wrote them."""

    def __init__(self) -> None:
        #: position → undone, for every row the file holds
        self.stored: dict[int, bool] = {}
        #: the highest position the file has held (a new step goes above it)
        self.top = 0

    def load(self) -> list[KeptStep]:
        """The kept steps, oldest first (none is decoded)."""
        rows = (
            UndoStep.select(UndoStep.position, UndoStep.text, UndoStep.payload, UndoStep.undone)
            .order_by(UndoStep.position)
            .tuples()
        )
        steps = [KeptStep(p, t, payload, bool(u)) for p, t, payload, u in rows]
        self.stored = {step.position: step.undone for step in steps}
        self.top = max(self.stored, default=0)
        return steps

    def sync(self, campaign: Campaign, wanted: list[StepRecord]) -> None:
        """Make the file hold ``wanted`` and nothing else, in one transaction: rows that
        went are deleted, new ones written, the ``undone`` flags of the others set."""
        keep = {step.position for step in wanted}
        gone = [position for position in self.stored if position not in keep]
        new = [s for s in wanted if s.position not in self.stored or s.rewrite]
        flips = [
            s
            for s in wanted
            if s.position in self.stored and not s.rewrite and self.stored[s.position] != s.undone
        ]
        if not (gone or new or flips):
            return
        rows = [
            {"position": s.position, "text": s.text, "payload": s.payload(), "undone": s.undone}
            for s in new
        ]

        def op() -> None:
            stale = gone + [s.position for s in new]  # a row written anew replaces its old one
            for start in range(0, len(stale), IDS_PER_QUERY):
                UndoStep.delete().where(
                    UndoStep.position.in_(stale[start : start + IDS_PER_QUERY])
                ).execute()
            for start in range(0, len(rows), 50):
                UndoStep.insert_many(rows[start : start + 50]).execute()
            for undone in (True, False):
                positions = [s.position for s in flips if s.undone is undone]
                for start in range(0, len(positions), IDS_PER_QUERY):
                    UndoStep.update(undone=undone).where(
                        UndoStep.position.in_(positions[start : start + IDS_PER_QUERY])
                    ).execute()

        campaign.write(op)
        for position in gone:
            del self.stored[position]
        for step in (*new, *flips):
            self.stored[step.position] = step.undone
        self.top = max(self.top, *keep) if keep else self.top

    # -- within a step's own transaction -----------------------------------------------
    # Each writes its statements in the caller's transaction and returns what to note once
    # it committed (nothing is noted of a step rolled back).
    def push(
        self, position: int, text: str, payload: str, merged: bool = False
    ) -> Callable[[], None]:
        """A new step at ``position`` (``merged``: typing merged into the step there, its
        row rewritten): the undone rows go (redo cannot bring them back after a new
        step), and so do the oldest past :data:`KEPT_STEPS`."""
        merged = merged and position in self.stored
        undone = [p for p, flag in self.stored.items() if flag and p != position]
        gone = list(undone)
        if not merged and position in self.stored:  # never so: a row of the same place goes
            gone.append(position)
        if not merged:
            applied = len(self.stored) - len(undone)
            if applied + 1 > KEPT_STEPS:
                kept = (p for p, flag in self.stored.items() if not flag)
                gone += heapq.nsmallest(applied + 1 - KEPT_STEPS, kept)
        for start in range(0, len(gone), IDS_PER_QUERY):
            UndoStep.delete().where(
                UndoStep.position.in_(gone[start : start + IDS_PER_QUERY])
            ).execute()
        database = UndoStep._meta.database
        if merged:
            database.execute_sql(_statements(database)[1], (text, payload, position))
        else:
            at = utcnow().isoformat(" ")  # as the sqlite3 module writes a datetime
            database.execute_sql(_statements(database)[0], (position, text, payload, False, at))

        def done() -> None:
            for p in gone:
                self.stored.pop(p, None)
            self.stored[position] = False
            self.top = max(self.top, position)

        return done

    def forget(self) -> Callable[[], None]:
        """A step that cannot be kept: the file keeps nothing older either (undo after a
        restart must not skip it)."""
        UndoStep.delete().execute()
        return self.stored.clear

    def mark(self, position: int, undone: bool) -> Callable[[], None]:
        """The step at ``position`` undone (or redone), where the file keeps it."""
        if position not in self.stored:
            return lambda: None
        database = UndoStep._meta.database
        database.execute_sql(_statements(database)[2], (undone, position))

        def done() -> None:
            self.stored[position] = undone

        return done
