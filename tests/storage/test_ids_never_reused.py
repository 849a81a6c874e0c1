"""Ids are never given twice: a new character never takes a deleted one's id (so the
deleted one's log lines and kept ledger records never show up on it), an upgraded file's
counters start past every id still referred to, and what stays of a deleted character
knows its name."""

from __future__ import annotations

import sqlite3

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import migrations, open_campaign
from campaign_manager.storage.changes import (
    AddCharacter,
    Batch,
    DeleteCharacter,
    LogEvents,
    LogLine,
)
from campaign_manager.storage.ledger_queries import party_names
from campaign_manager.storage.models import Character, FormerCharacter, LogEntry


def add(campaign, name: str) -> int:
    change = AddCharacter({"name": name, "sheet": {}})
    Batch([change]).apply(campaign)
    return change.id


def test_a_new_character_never_takes_the_id_of_the_newest_deleted_one(campaign):
    first = add(campaign, "Bořek")
    newest = add(campaign, "Ela")
    LogEvents([LogLine("Ela: rána", "Ela: a hit", character=newest)]).apply(campaign)
    DeleteCharacter(newest).apply(campaign)
    again = add(campaign, "Nový")
    assert again not in (first, newest)
    assert not LogEntry.select().where(LogEntry.character == again).exists()
    # and the deleted one's name is kept for what stays of it, gone again on undo
    assert FormerCharacter.get_by_id(newest).name == "Ela"


def test_undoing_a_delete_brings_back_the_same_id_and_forgets_the_kept_name(campaign):
    character = add(campaign, "Bořek")
    delete = DeleteCharacter(character)
    delete.apply(campaign)
    assert party_names(deleted="a deleted character ({name})")[("character", character)] == (
        "a deleted character (Bořek)"
    )
    delete.revert(campaign)
    assert Character.get_by_id(character).name == "Bořek"
    assert not FormerCharacter.select().where(FormerCharacter.id == character).exists()
    assert party_names()[("character", character)] == "Bořek"


def test_many_deleted_at_once_are_all_remembered_and_all_come_back(campaign):
    ids = [add(campaign, f"Stráž {n}") for n in range(30)]
    batch = Batch([DeleteCharacter(i) for i in ids])
    batch.apply(campaign)
    assert FormerCharacter.select().count() == 30
    assert add(campaign, "Nový") > max(ids)
    batch.revert(campaign)
    assert FormerCharacter.select().count() == 0


@pytest.mark.sqlite_only(reason="upgrading a campaign file (SQLite's AUTOINCREMENT counters)")
def test_an_upgraded_file_counts_past_every_id_its_log_still_names(tmp_path):
    path = tmp_path / "stara.kronikar"
    database = SqliteDatabase(str(path))
    migrations.migrate_to(database, 6)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará', 'dakara', '', '{}', '2025-01-01 10:00:00', 'abc')"
    )
    conn.execute(f"PRAGMA application_id = {migrations.APPLICATION_ID}")
    conn.execute(
        "INSERT INTO character (id, name, kind, player, notes, sheet, created_at, updated_at,"
        " tags, summary) VALUES (1, 'Vilém', 'pc', '', '', '{}', '2025-01-01', '2025-01-01',"
        " '[]', '{}')"
    )
    # character 7 was deleted long ago; its log line stays
    conn.execute(
        "INSERT INTO event (at, kind, text_cs, text_en, character) "
        "VALUES ('2025-01-01', 'note', 'Zdeněk padl', 'Zdeněk fell', 7)"
    )
    conn.commit()
    conn.close()
    campaign = open_campaign(path)
    try:
        new = add(campaign, "Nová")
        assert new > 7
        assert Character.get_by_id(1).name == "Vilém"  # the rows came through the rebuild
        schema = campaign.database.execute_sql(
            "SELECT sql FROM sqlite_master WHERE name = 'character'"
        ).fetchone()[0]
        assert "AUTOINCREMENT" in schema
        indexes = campaign.database.execute_sql(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'event'"
        ).fetchall()
        assert ("event_character",) in indexes
    finally:
        campaign.close()
