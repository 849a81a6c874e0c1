"""A campaign written by an older schema opens migrated, with a backup of the old file."""

from __future__ import annotations

import sqlite3

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import open_campaign
from campaign_manager.storage.migrations import CURRENT_VERSION, migrate_to, schema_version
from campaign_manager.storage.models import Character

pytestmark = pytest.mark.sqlite_only(reason="upgrading campaign files of older schemas")


def write_v1_campaign(path):
    database = SqliteDatabase(str(path))
    migrate_to(database, 1)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at) "
        "VALUES ('Stará kampaň', 'dakara', '', '{}', '2025-01-01 10:00:00')"
    )
    conn.execute(
        "INSERT INTO character (name, kind, player, notes, sheet, created_at, updated_at) "
        "VALUES ('Vilém z Pernštejna', 'pc', 'Jana', '<p>Hledá otce.</p>', "
        "'{\"level\": \"profesionál\"}', '2025-01-01 10:00:00', '2025-01-02 10:00:00')"
    )
    conn.commit()
    conn.close()


def test_v1_file_is_migrated_and_its_data_kept(tmp_path):
    path = tmp_path / "stara.kronikar"
    write_v1_campaign(path)
    with open_campaign(path) as opened:
        assert schema_version(opened.database) == CURRENT_VERSION
        vilem = Character.get(Character.name == "Vilém z Pernštejna")
        assert vilem.player == "Jana"
        assert vilem.sheet == {"level": "profesionál"}
        assert vilem.tags == [] and vilem.portrait is None  # columns added by schema 2
        Character.update(tags=["šlechta"]).execute()  # and they work
        assert Character.get().tags == ["šlechta"]

        backup = opened.migration_backup
        assert backup is not None and backup.exists()
        conn = sqlite3.connect(backup)
        try:  # the copy is the file as it was before the migration
            assert conn.execute("SELECT version FROM schema_version").fetchall() == [(1,)]
            columns = [row[1] for row in conn.execute("PRAGMA table_info(character)")]
            assert "tags" not in columns
            assert conn.execute("SELECT name FROM character").fetchall() == [
                ("Vilém z Pernštejna",)
            ]
        finally:
            conn.close()


def test_a_current_file_is_not_migrated_or_copied_aside(tmp_path, campaign):
    path = campaign.path
    campaign.close()
    with open_campaign(path) as opened:
        assert opened.migration_backup is None


def test_each_step_is_atomic(tmp_path, monkeypatch):
    """A step that fails half-way leaves the file at the previous version."""
    from campaign_manager.storage import migrations

    path = tmp_path / "half.kronikar"
    write_v1_campaign(path)

    def broken(database):
        database.execute_sql("ALTER TABLE character ADD COLUMN tags TEXT DEFAULT '[]'")
        raise RuntimeError("disk pulled out")

    monkeypatch.setitem(migrations.STEPS, 2, broken)
    with pytest.raises(RuntimeError, match="disk pulled out"):
        open_campaign(path)
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(1,)]
        columns = [row[1] for row in conn.execute("PRAGMA table_info(character)")]
        assert "tags" not in columns
    finally:
        conn.close()
