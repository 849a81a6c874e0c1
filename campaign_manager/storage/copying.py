"""A campaign copied row by row between the two backends: a campaign file published to an
empty PostgreSQL database (:func:`campaign_manager.storage.server.publish`), and a shared campaign brought back as a new
campaign file (:func:`copy_into_file`, which ``ServerCampaign.save_copy`` is). Both go
through :func:`copy_rows`.

The rows are read through the models from the open campaign (the database the models are
bound to) and written through the same models into the new one, ids, versions and all,
in one transaction: the copy is whole or is not there. Its schema is made by the same
steps as any new campaign's; its id counters start past every id the original gave (ids
are never given twice, there too), and it gets an identity of its own. Each GM's undo
history stays where it was.
"""

from __future__ import annotations

import contextlib
import os
import uuid as uuidlib
from pathlib import Path

from peewee import Database, SqliteDatabase

from campaign_manager.storage import migrations
from campaign_manager.storage.errors import CampaignExists, CannotCreate
from campaign_manager.storage.models import (
    CampaignInfo,
    Character,
    Encounter,
    EncounterPart,
    FormerCharacter,
    LogEntry,
    PlayerViewImage,
)

#: rows a statement inserts (within SQLite's variable limit for the widest table)
_ROWS_PER_INSERT = 40


def _models() -> list:
    from campaign_manager.storage.journals import SessionJournal
    from campaign_manager.storage.ledger import LEDGER_MODELS
    from campaign_manager.storage.reveals import Reveal
    from campaign_manager.storage.templates import CombatantTemplate

    return [
        CampaignInfo,
        Character,
        FormerCharacter,
        LogEntry,
        Encounter,
        EncounterPart,
        PlayerViewImage,
        CombatantTemplate,
        SessionJournal,
        Reveal,
        *LEDGER_MODELS,
    ]


def copy_rows(source: Database, target: Database) -> int:
    """Copy every row of the open campaign (``source``, the database the models are bound
    to) into ``target``, whose tables are there and empty; returns how many. Run inside a
    transaction of ``target``."""
    copied = 0
    for model in _models():
        key = model._meta.primary_key
        names = getattr(key, "field_names", None)  # a CompositeKey orders by its fields
        order = [model._meta.fields[name] for name in names] if names else [key]
        rows = list(model.select().order_by(*order).dicts())
        with target.bind_ctx([model]):
            for start in range(0, len(rows), _ROWS_PER_INSERT):
                model.insert_many(rows[start : start + _ROWS_PER_INSERT]).execute()
        copied += len(rows)
        if "id" in model._meta.fields and model._meta.auto_increment:
            _count_past(source, target, model._meta.table_name)
    target.execute_sql(f"UPDATE campaign SET uuid = {target.param}", (uuidlib.uuid4().hex,))
    return copied


def _counter(database: Database, table: str) -> int:
    """The highest id ``table`` of ``database`` gave (rows deleted since count too)."""
    highest = database.execute_sql(f'SELECT MAX(id) FROM "{table}"').fetchone()[0] or 0
    if isinstance(database, SqliteDatabase):
        row = database.execute_sql(
            "SELECT seq FROM sqlite_sequence WHERE name = ?", (table,)
        ).fetchone()
    else:
        sequence = database.execute_sql(
            "SELECT pg_get_serial_sequence(%s, 'id')", (f'"{table}"',)
        ).fetchone()[0]
        row = None
        if sequence:
            row = database.execute_sql(
                f"SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM {sequence}"
            ).fetchone()
    return max(highest, (row[0] or 0) if row else 0)


def _count_past(source: Database, target: Database, table: str) -> None:
    """Start ``target``'s id counter of ``table`` past every id ``source`` gave."""
    highest = max(_counter(source, table), _counter(target, table))
    if isinstance(target, SqliteDatabase):
        target.execute_sql("DELETE FROM sqlite_sequence WHERE name = ?", (table,))
        if highest:
            target.execute_sql(
                "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", (table, highest)
            )
        return
    sequence = target.execute_sql(
        "SELECT pg_get_serial_sequence(%s, 'id')", (f'"{table}"',)
    ).fetchone()[0]
    if sequence:
        target.execute_sql("SELECT setval(%s, %s, %s)", (sequence, max(highest, 1), highest > 0))


def copy_into_file(destination: Path | str) -> Path:
    """Write the open campaign (on a server) as a new campaign file at ``destination``
    (never over an existing file; nothing is left behind when it fails)."""
    destination = Path(destination).expanduser()
    if destination.exists() or destination.is_symlink():
        raise CampaignExists(destination, "a file of that name exists")
    from campaign_manager.storage.db import db

    source = db.obj
    try:
        os.close(os.open(destination, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
    except FileExistsError as exc:
        raise CampaignExists(destination, "a file of that name exists") from exc
    except OSError as exc:
        raise CannotCreate(destination, exc.strerror or str(exc)) from exc
    target = SqliteDatabase(str(destination), pragmas={"foreign_keys": 1})
    try:
        target.connect()
        migrations.migrate_to(target)
        with target.atomic():
            copy_rows(source, target)
        target.execute_sql("PRAGMA journal_mode = wal")
    except BaseException:
        target.close()
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(OSError):
                Path(f"{destination}{suffix}").unlink()
        raise
    target.close()
    return destination
