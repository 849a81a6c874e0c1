"""A character's grammatical gender: a column of its own, edited and undone as any other,
masculine for every character a file had before it, carried into a fight."""

from __future__ import annotations

import sqlite3

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import AddCharacter, UpdateCharacter
from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.migrations import migrate_to
from campaign_manager.storage.models import Character
from campaign_manager.storage.queries import character
from campaign_manager.systems.common import RuleError


def test_a_new_character_is_masculine_and_the_gender_is_undone(campaign):
    add = AddCharacter({"name": "Lenka Vránová", "kind": "pc"})
    add.apply(campaign)
    assert character(add.id).gender == "m"  # nothing guessed below the UI
    change = UpdateCharacter(add.id, {"gender": "f"})
    change.apply(campaign)
    assert character(add.id).gender == "f"
    change.revert(campaign)
    assert character(add.id).gender == "m"
    change.apply(campaign)
    assert Character.get_by_id(add.id).gender == "f"


def test_a_gender_that_is_none_of_the_three_is_refused(campaign):
    add = AddCharacter({"name": "Zvíře", "kind": "npc", "gender": "n"})
    add.apply(campaign)
    with pytest.raises(RuleError):
        UpdateCharacter(add.id, {"gender": "x"}).apply(campaign)
    assert character(add.id).gender == "n"


def test_the_fight_copies_the_gender_with_the_name(campaign):
    add = AddCharacter({"name": "Lenka", "kind": "pc", "gender": "f", "sheet": {}})
    add.apply(campaign)
    assert roster_combatant(add.id)["gender"] == "f"
    assert [extra["gender"] for extra in extras_of(add.id, 2)] == ["f", "f"]


@pytest.mark.sqlite_only(reason="upgrading a campaign file of schema 9")
def test_a_schema_9_file_opens_with_every_character_masculine(tmp_path):
    path = tmp_path / "devitka.kronikar"
    database = SqliteDatabase(str(path))
    migrate_to(database, 9)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará kampaň', 'dakara', '', '{}', '2025-01-01 10:00:00', "
        "'0123456789abcdef0123456789abcdef')"
    )
    conn.execute(
        "INSERT INTO character (name, kind, player, notes, sheet, tags, summary, created_at, "
        "updated_at) VALUES ('Lenka', 'pc', 'Jana', '', '{}', '[]', '{}', "
        "'2025-01-01 10:00:00', '2025-01-02 10:00:00')"
    )
    conn.commit()
    conn.close()
    with open_campaign(path) as opened:
        assert [row.gender for row in Character.select()] == ["m"]  # never guessed
        assert opened.migration_backup is not None and opened.migration_backup.exists()
