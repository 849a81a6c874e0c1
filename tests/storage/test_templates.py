"""The campaign's templates (schema 14): saved from a roster character, made into numbered
combatants each with its own sheet, undone and redone, on a file and on a server."""

from __future__ import annotations

import sqlite3

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import AddCharacter, Batch
from campaign_manager.storage.migrations import CURRENT_VERSION, migrate_to, schema_version
from campaign_manager.storage.templates import (
    AddTemplate,
    CombatantTemplate,
    DeleteTemplate,
    UpdateTemplate,
    template_extras,
    template_records,
    template_values,
)
from campaign_manager.systems import get_system


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


def _guard(campaign) -> int:
    npc = next(e for e in get_system("dakara").demo()["characters"] if e["kind"] == "npc")
    change = AddCharacter({"name": "Stráž", "kind": "npc", "gender": "f", "sheet": npc["sheet"]})
    change.apply(campaign)
    return change.id


def test_a_template_from_a_character_makes_independent_combatants(campaign):
    guard = _guard(campaign)
    add = AddTemplate(template_values(guard, campaign.system))
    Batch([add]).apply(campaign)
    [record] = template_records()
    assert (record.name, record.kind, record.system, record.gender) == (
        "Stráž", "character", "dakara", "f",
    )  # fmt: skip
    made = template_extras(record.id, ["Stráž 1", "Stráž 2"], hidden=True)
    assert [c["name"] for c in made] == ["Stráž 1", "Stráž 2"]
    assert len({c["id"] for c in made}) == 2 and all(c["character_id"] is None for c in made)

    rename = UpdateTemplate(record.id, {"name": "Strážná"})
    rename.apply(campaign)
    assert template_records()[0].name == "Strážná"
    rename.revert(campaign)
    assert template_records()[0].name == "Stráž"

    delete = DeleteTemplate(record.id)
    delete.apply(campaign)
    assert template_records() == []
    delete.revert(campaign)  # undo brings it back whole, with its id
    assert template_records() == [record]

    add.revert(campaign)
    assert template_records() == []
    add.apply(campaign)  # redo: the same id
    assert template_records()[0].id == record.id


def test_a_sheet_the_rules_refuse_is_not_saved(campaign):
    from campaign_manager.systems.common import RuleError

    with pytest.raises(RuleError):
        AddTemplate({"name": "Nic", "system": "dakara", "sheet": {"skills": "ne"}}).apply(campaign)
    assert CombatantTemplate.select().count() == 0


@pytest.mark.sqlite_only(reason="upgrading a campaign file of schema 13")
def test_a_schema_13_file_gains_the_table_with_a_backup(tmp_path):
    path = tmp_path / "stara.kronikar"
    database = SqliteDatabase(str(path))
    migrate_to(database, 13)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará kampaň', 'dakara', '', '{}', '2025-01-01 10:00:00', ?)",
        ("5f0c2a9e8b7d4c3fa1e2d3c4b5a69711",),
    )
    conn.commit()
    conn.close()
    with open_campaign(path) as opened:
        assert schema_version(opened.database) == CURRENT_VERSION
        assert template_records() == []
        sql = opened.database.execute_sql(
            "SELECT sql FROM sqlite_master WHERE name = 'combatant_template'"
        ).fetchone()[0]
        assert "AUTOINCREMENT" in sql  # ids never given twice
        backup = opened.migration_backup
    assert backup is not None and backup.exists()
    conn = sqlite3.connect(backup)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(13,)]
    finally:
        conn.close()


@pytest.mark.sqlite_only(reason="upgrading a campaign file of schema 13")
def test_the_step_to_schema_14_is_atomic(tmp_path, monkeypatch):
    from campaign_manager.storage import migrations

    path = tmp_path / "half.kronikar"
    database = SqliteDatabase(str(path))
    migrate_to(database, 13)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará', 'dakara', '', '{}', '2025-01-01 10:00:00', 'a1')"
    )
    conn.commit()
    conn.close()
    real = migrations.STEPS[14]

    def broken(database):
        real(database)
        raise RuntimeError("disk pulled out")

    monkeypatch.setitem(migrations.STEPS, 14, broken)
    with pytest.raises(RuntimeError, match="disk pulled out"):
        open_campaign(path)
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(13,)]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert "combatant_template" not in tables
    finally:
        conn.close()
