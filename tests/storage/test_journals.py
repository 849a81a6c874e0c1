"""The sessions of play and their journals (schema 16): kept, edited and deleted as undoable
steps, on a file and on a server; an older file gains the table after a backup, atomically."""

from __future__ import annotations

import sqlite3
from datetime import datetime

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import Batch, LogEvents, LogLine
from campaign_manager.storage.journals import (
    AddJournal,
    DeleteJournal,
    UpdateJournal,
    event_times,
    journal_records,
    lines_between,
)
from campaign_manager.storage.migrations import CURRENT_VERSION, migrate_to, schema_version

START = datetime(2026, 12, 5, 18, 0)
END = datetime(2026, 12, 5, 23, 30)


def test_a_session_is_kept_edited_and_deleted_under_undo(campaign):
    add = AddJournal({"started_at": START, "ended_at": END, "body": ""})
    Batch([add]).apply(campaign)
    [record] = journal_records()
    assert (record.started_at, record.ended_at, record.body) == (START, END, "")
    edit = UpdateJournal(record.id, {"body": "<p>Zdena padla.</p>"}, base={"body": ""})
    edit.apply(campaign)
    assert journal_records()[0].body == "<p>Zdena padla.</p>"
    edit.revert(campaign)
    assert journal_records()[0].body == ""
    delete = DeleteJournal(record.id)
    delete.apply(campaign)
    assert journal_records() == []
    delete.revert(campaign)
    assert journal_records() == [record]
    add.revert(campaign)
    assert journal_records() == []


def test_the_log_s_lines_of_a_session_are_read_by_time(campaign):
    LogEvents([LogLine("Hlídač: Mrtvý", "Hlídač: Dead", "dead")]).apply(campaign)
    [at] = event_times()
    assert [line.cs for line in lines_between(at, at)] == ["Hlídač: Mrtvý"]
    assert lines_between(datetime(2000, 1, 1), datetime(2000, 1, 2)) == []


def _old_file(path, version: int) -> None:
    database = SqliteDatabase(str(path))
    migrate_to(database, version)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará kampaň', 'dakara', '', '{}', '2025-01-01 10:00:00', 'b2')"
    )
    conn.commit()
    conn.close()


@pytest.mark.sqlite_only(reason="upgrading a campaign file of schema 14")
def test_a_schema_14_file_gains_the_table_with_a_backup(tmp_path):
    path = tmp_path / "stara.kronikar"
    _old_file(path, 14)
    with open_campaign(path) as opened:
        assert schema_version(opened.database) == CURRENT_VERSION
        assert journal_records() == []
        sql = opened.database.execute_sql(
            "SELECT sql FROM sqlite_master WHERE name = 'session_journal'"
        ).fetchone()[0]
        assert "AUTOINCREMENT" in sql
        backup = opened.migration_backup
    assert backup is not None and backup.exists()
    conn = sqlite3.connect(backup)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(14,)]
    finally:
        conn.close()


@pytest.mark.sqlite_only(reason="upgrading a campaign file of schema 14")
def test_the_step_to_schema_16_is_atomic(tmp_path, monkeypatch):
    from campaign_manager.storage import migrations

    path = tmp_path / "half.kronikar"
    _old_file(path, 14)
    real = migrations.STEPS[16]

    def broken(database):
        real(database)
        raise RuntimeError("disk pulled out")

    monkeypatch.setitem(migrations.STEPS, 16, broken)
    with pytest.raises(RuntimeError, match="disk pulled out"):
        open_campaign(path)
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchone()[0] < 16
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert "session_journal" not in tables
    finally:
        conn.close()


def test_a_kept_step_of_a_journal_comes_back_after_a_restart(campaign):
    """The undo history kept in the campaign holds the journal's steps (datetimes and all)."""
    import subprocess
    import sys

    from campaign_manager.storage.history import encode

    add = AddJournal({"started_at": START, "ended_at": END, "body": "<p>Zdena padla.</p>"})
    add.apply(campaign)
    payload, _size = encode(add)
    # a fresh interpreter, as after a restart: nothing of the journal imported yet
    script = (
        "import sys\n"
        "from campaign_manager.storage.history import decode\n"
        "change, _ = decode(sys.stdin.read())\n"
        "print(type(change).__name__, change.values['started_at'].isoformat(), change.id)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], input=payload, capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == ["AddJournal", START.isoformat(), str(add.id)]
