"""Schema 15: a favour and an operation may fall due on a date of the story. A schema-13
file opens upgraded (a backup of it first), its favours due on no date, and a failed step
leaves it as it was."""

from __future__ import annotations

import sqlite3

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import open_campaign
from campaign_manager.storage.ledger import Favour, UpdateFavour
from campaign_manager.storage.migrations import CURRENT_VERSION, migrate_to, schema_version

pytestmark = pytest.mark.sqlite_only(reason="upgrading campaign files of older schemas")


def write_v13_campaign(path) -> None:
    database = SqliteDatabase(str(path))
    migrate_to(database, 13)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará kampaň', 'dakara', '', '{}', '2025-01-01 10:00:00', ?)",
        ("5f0c2a9e8b7d4c3fa1e2d3c4b5a69789",),
    )
    conn.execute(
        "INSERT INTO ledger_contact (name, who, where_to_meet, looks, area, notes, created_at, "
        "updated_at) VALUES ('Hynek', '', '', '', '', '', '2025-01-01', '2025-01-01')"
    )
    conn.execute(
        "INSERT INTO ledger_favour (debtor_kind, debtor_id, creditor_kind, creditor_id, size, "
        "size_text, reason, occurred, state, known_to_players, created_at, updated_at) "
        "VALUES ('contact', 1, 'character', 1, 'small', '', 'most', '', 'open', 1, "
        "'2025-01-01', '2025-01-01')"
    )
    conn.commit()
    conn.close()


def columns(conn, table: str) -> list[str]:
    return [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]


def test_a_schema_13_file_opens_with_favours_due_on_no_date(tmp_path):
    path = tmp_path / "stara.kronikar"
    write_v13_campaign(path)
    with open_campaign(path) as opened:
        assert schema_version(opened.database) == CURRENT_VERSION
        favour = Favour.get()
        assert (favour.reason, favour.due) == ("most", None)
        UpdateFavour(favour.id, {"due": 86400 * 400}).apply(opened)
        assert Favour.get().due == 86400 * 400
        backup = opened.migration_backup
    conn = sqlite3.connect(backup)
    try:  # the copy is the file as it was before the upgrade
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(13,)]
        assert "due" not in columns(conn, "ledger_favour")
    finally:
        conn.close()


def test_the_step_to_schema_15_is_atomic(tmp_path, monkeypatch):
    from campaign_manager.storage import migrations

    path = tmp_path / "half.kronikar"
    write_v13_campaign(path)
    real = migrations.STEPS[15]

    def broken(database):
        real(database)
        raise RuntimeError("disk pulled out")

    monkeypatch.setitem(migrations.STEPS, 15, broken)
    with pytest.raises(RuntimeError, match="disk pulled out"):
        open_campaign(path)
    conn = sqlite3.connect(path)
    try:
        assert max(v for (v,) in conn.execute("SELECT version FROM schema_version")) < 15
        assert "due" not in columns(conn, "ledger_favour")
        assert "due" not in columns(conn, "ledger_operation")
    finally:
        conn.close()
