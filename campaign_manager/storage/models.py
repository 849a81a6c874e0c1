"""The campaign's tables, as the current schema has them.

Only portable column types (text, integer, timestamp, blob): the same models will
later run on PostgreSQL for shared campaigns. Structured values (a character
sheet, tags, settings) are JSON text, owned by the rules cores.
"""

from __future__ import annotations

import contextlib
import json
import threading
from datetime import UTC, datetime
from typing import Any

from peewee import (
    AutoField,
    BigIntegerField,
    BlobField,
    BooleanField,
    CharField,
    CompositeKey,
    DateTimeField,
    IntegerField,
    TextField,
)

from campaign_manager.storage.db import BaseModel
from campaign_manager.storage.unreadable import UnreadableValue, decode

#: the time a write to a server stamps its rows with (that thread's transaction's start by
#: the server's clock), while it runs
_server_clock = threading.local()


def utcnow() -> datetime:
    """Now in UTC (naive): by this machine's clock, or within a write to a server by the
    server's (:func:`server_time`), so every client's rows are stamped by one clock."""
    now = getattr(_server_clock, "now", None)
    return now if now is not None else datetime.now(UTC).replace(tzinfo=None)


@contextlib.contextmanager
def server_time(now: datetime):
    """Within the block, :func:`utcnow` on this thread is ``now`` (the server's clock)."""
    _server_clock.now = now
    try:
        yield
    finally:
        _server_clock.now = None


class JSONField(TextField):
    """A JSON value kept as text (portable: no SQLite JSON1, no PostgreSQL jsonb).

    A column whose default is ``dict`` or ``list`` holds values of that type. Text that is
    not JSON, or a value of another type, reads as :class:`~.unreadable.UnreadableValue` (never
    raises); an unreadable value is stored as the raw text it was read from."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        default = kwargs.get("default")
        self.kind = default if default in (dict, list) else None

    def db_value(self, value: Any) -> str | None:
        if value is None:
            return None
        if isinstance(value, UnreadableValue):
            return value.raw
        return json.dumps(value, ensure_ascii=False, sort_keys=True)

    def python_value(self, value: str | None) -> Any:
        return None if value is None else decode(value, self.kind)


class SchemaVersion(BaseModel):
    version = IntegerField()
    changed_at = DateTimeField(default=utcnow)

    class Meta:
        table_name = "schema_version"


#: Every row a client edits carries its ``version`` (one more with each write, which
#: writes only where the row still has the version read) and who wrote it last
#: (``changed_by``: the client's name); see :mod:`campaign_manager.storage.versions`.
def versioned(model: type[BaseModel]) -> type[BaseModel]:
    model._meta.add_field("version", IntegerField(default=0))
    model._meta.add_field("changed_by", CharField(max_length=200, default=""))
    return model


@versioned
class CampaignInfo(BaseModel):
    """The single row describing the campaign."""

    name = CharField(max_length=200)
    system = CharField(max_length=20)
    description = TextField(default="")
    settings = JSONField(default=dict)
    created_at = DateTimeField(default=utcnow)

    class Meta:
        table_name = "campaign"


@versioned
class Character(BaseModel):
    id = AutoField()
    name = CharField(max_length=200)
    kind = CharField(max_length=3, default="pc")  # "pc" player character, "npc"
    player = CharField(max_length=200, default="")
    #: the grammatical gender Czech texts about the character agree with: "m", "f", "n"
    gender = CharField(max_length=1, default="m")
    tags = JSONField(default=list)
    notes = TextField(default="")  # rich text (HTML)
    portrait = BlobField(null=True)  # PNG bytes
    sheet = JSONField(default=dict)  # the rules core's JSON form
    summary = JSONField(
        default=dict
    )  # {"cs": ..., "en": ...}: the roster line, kept with the sheet
    created_at = DateTimeField(default=utcnow)
    updated_at = DateTimeField(default=utcnow, index=True)

    class Meta:
        table_name = "character"


class LogEntry(BaseModel):
    """One line of the campaign's event log ("Bořek Hrabal: stamina −8 (20 left)").

    Written by the same change as the edit it describes, so undo removes it and redo brings
    it back. Characters and encounters are referred to by id (no foreign key: the line of a
    deleted character stays, and comes back with it on undo).
    """

    id = AutoField()
    at = DateTimeField(default=utcnow, index=True)
    kind = CharField(max_length=40, default="note")
    text_cs = TextField()
    text_en = TextField()
    character = IntegerField(null=True, index=True)
    encounter = IntegerField(null=True, index=True)
    round = IntegerField(null=True)
    #: the story's time the line happened at (seconds since the calendar's epoch): the
    #: clock when it was written, or the date the GM gave a dated note; None for lines
    #: older than schema 18
    story_time = BigIntegerField(null=True)

    touched_field = "events"

    class Meta:
        table_name = "event"


@versioned
class Encounter(BaseModel):
    """A fight: prepared at home, run at the table, kept with its log when finished.

    ``state`` is the system's encounter (plain JSON, owned by its rules core);
    ``status`` mirrors ``state["status"]`` so the list of encounters reads no states.
    """

    id = AutoField()
    name = CharField(max_length=200)
    notes = TextField(default="")
    status = CharField(max_length=12, default="prepared")
    state = JSONField(default=dict)
    created_at = DateTimeField(default=utcnow)
    updated_at = DateTimeField(default=utcnow)

    touched_field = "encounters"

    class Meta:
        table_name = "encounter"


class EncounterPart(BaseModel):
    """One part of a fight's state (a top-level key, a combatant), so a step writes only
    the parts it changed: see :mod:`~campaign_manager.storage.fight_parts`."""

    encounter_id = IntegerField()
    part = TextField()
    body = TextField()

    class Meta:
        table_name = "encounter_part"
        primary_key = CompositeKey("encounter_id", "part")


class FormerCharacter(BaseModel):
    """The name of a deleted character (its id is the character's): what stays of it (log
    lines, ledger records the GM kept) says whose it was. Written and removed by the
    character's delete and its undo."""

    id = IntegerField(primary_key=True)
    name = CharField(max_length=200)
    deleted_at = DateTimeField(default=utcnow)

    touched_field = "characters"

    class Meta:
        table_name = "former_character"


class PlayerViewImage(BaseModel):
    """The image the player view shows between fights, kept in the campaign itself (one
    row, or none): its bytes (PNG, JPEG, GIF or WebP, at most
    :data:`~campaign_manager.storage.player_image.MAX_IMAGE_BYTES`), their MIME type and
    SHA-256 (hex), which the campaign's settings name too, so a reader sees a new image
    without reading the bytes. See :mod:`campaign_manager.storage.player_image`."""

    id = AutoField()
    data = BlobField()
    kind = CharField(max_length=40)
    digest = CharField(max_length=64)

    class Meta:
        table_name = "player_view_image"


class UndoStep(BaseModel):
    """One of the newest steps of the undo history, kept so undo works after a restart:
    its place in the history (``position``, oldest lowest), the label the history shows,
    its change as JSON (:mod:`campaign_manager.storage.history`), and whether it is undone
    (a step that redo would bring back)."""

    id = AutoField()
    position = IntegerField(unique=True)
    text = TextField()
    payload = TextField()
    undone = BooleanField(default=False)
    created_at = DateTimeField(default=utcnow)

    class Meta:
        table_name = "undo_step"


Character.touched_field = "characters"

MODELS = [
    SchemaVersion,
    CampaignInfo,
    Character,
    LogEntry,
    Encounter,
    EncounterPart,
    FormerCharacter,
    UndoStep,
    PlayerViewImage,
]
