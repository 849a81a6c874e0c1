"""Schema 13 keeps a fight's state in parts (a step writes what it changed): a campaign
file of schema 12 migrates, with a backup, its fights read back the same, stepping one
splits it and undo brings back its very text; kept undo steps of fights, which named
the whole state's text, go with every older step."""

from __future__ import annotations

import json
import random
import sqlite3

import pytest
from peewee import SqliteDatabase
from support.d20_fights import fighter, monster  # tests/ on the path

from campaign_manager.storage import fight_parts, open_campaign
from campaign_manager.storage.encounters import encounter_step, stored_fight
from campaign_manager.storage.migrations import CURRENT_VERSION, migrate_to, schema_version
from campaign_manager.storage.models import Encounter, UndoStep
from campaign_manager.systems.d20.encounter import act, new_encounter

pytestmark = pytest.mark.sqlite_only(reason="upgrading campaign files of older schemas")


def a_fight() -> dict:
    people = [{"id": "pc", "name": "Bořek", "side": "pc", "sheet": fighter()}]
    people += [
        {"id": f"x{n}", "name": f"Skřet {n}", "side": "npc", "sheet": monster(dex=n % 3)}
        for n in range(12)
    ]
    return act(new_encounter(people), {"type": "start"}, random.Random(3)).state


def write_v12_campaign(path, state: dict) -> str:
    """A schema-12 file with one running fight and four kept steps (the second a fight's
    step); the fight's text as stored."""
    database = SqliteDatabase(str(path))
    migrate_to(database, 12)
    database.close()
    text = json.dumps(state, ensure_ascii=False, sort_keys=True)
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará kampaň', 'd20', '', '{}', '2025-01-01 10:00:00', ?)",
        ("5f0c2a9e8b7d4c3fa1e2d3c4b5a69788",),
    )
    conn.execute(
        "INSERT INTO encounter (name, notes, status, state, created_at, updated_at) "
        "VALUES ('U brodu', '', 'running', ?, '2025-01-01 10:00:00', '2025-01-01 10:00:00')",
        (text,),
    )
    payloads = [
        '{"format": 1, "change": {"$change": "UpdateEncounter", "fields": {}}}',
        '{"format": 1, "change": {"$change": "SetEncounterState", "fields": {}, "$state": {}}}',
        '{"format": 1, "change": {"$change": "UpdateEncounter", "fields": {}}}',
        '{"format": 1, "change": {"$change": "UpdateEncounter", "fields": {}}}',
    ]
    for position, payload in enumerate(payloads, start=1):
        conn.execute(
            "INSERT INTO undo_step (position, text, payload, undone, created_at) "
            "VALUES (?, ?, ?, 0, '2025-01-01 10:00:00')",
            (position, f"Krok {position}", payload),
        )
    conn.commit()
    conn.close()
    return text


def test_a_schema_12_file_migrates_and_its_fight_reads_back_the_same(tmp_path):
    path = tmp_path / "stara.kronikar"
    state = a_fight()
    text = write_v12_campaign(path, state)
    with open_campaign(path) as opened:
        assert schema_version(opened.database) == CURRENT_VERSION
        fight = Encounter.get()
        stored = stored_fight(fight.id)
        assert stored.state == state
        # kept steps older than the fight's step (and it) go; newer ones stay
        assert [row.position for row in UndoStep.select().order_by(UndoStep.position)] == [3, 4]

        # the first step splits the fight into its parts; undo writes back its very text
        after = act(state, {"type": "next"}).state
        step = encounter_step(fight.id, state, after, [], expected=stored.version)
        step.apply(opened)
        assert stored_fight(fight.id).state == after
        assert fight_parts.check_of(Encounter.get_by_id(fight.id).state) is not None
        step.revert(opened)
        raw = opened.database.execute_sql("SELECT state FROM encounter").fetchone()[0]
        assert raw == text
        assert opened.database.execute_sql("SELECT COUNT(*) FROM encounter_part").fetchone() == (0,)
        assert stored_fight(fight.id).state == state

        backup = opened.migration_backup
        assert backup is not None and backup.exists()
    conn = sqlite3.connect(backup)
    try:  # the copy is the file as it was before the migration
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(12,)]
        assert conn.execute("SELECT state FROM encounter").fetchall() == [(text,)]
    finally:
        conn.close()


def test_the_step_to_schema_13_is_atomic(tmp_path, monkeypatch):
    """A step 13 that fails half-way leaves the file at schema 12, its kept steps there."""
    from campaign_manager.storage import migrations

    path = tmp_path / "half.kronikar"
    write_v12_campaign(path, a_fight())
    real = migrations.STEPS[13]

    def broken(database):
        real(database)
        raise RuntimeError("disk pulled out")

    monkeypatch.setitem(migrations.STEPS, 13, broken)
    with pytest.raises(RuntimeError, match="disk pulled out"):
        open_campaign(path)
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(12,)]
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        assert "encounter_part" not in tables
        assert conn.execute("SELECT COUNT(*) FROM undo_step").fetchone() == (4,)
    finally:
        conn.close()
