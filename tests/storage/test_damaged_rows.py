"""Unreadable rows in a sound file: JSON that does not decode, or has the wrong type for its
column, reads as a marked damaged value; the campaign opens, lists what is damaged, refuses
edits that would replace it, and restores it from the newest backup that can read it."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.demo import create_demo
from campaign_manager.storage import fight_parts, open_campaign
from campaign_manager.storage.changes import AddEncounter, DeleteCharacter, UpdateCharacter
from campaign_manager.storage.encounters import encounter_state, encounter_step
from campaign_manager.storage.models import CampaignInfo, Character, Encounter, JSONField
from campaign_manager.storage.queries import all_tags, roster_records
from campaign_manager.storage.repair import (
    repair_of,
    unreadable_characters,
    unreadable_characters_of,
    unreadable_encounters,
    unreadable_items,
    unreadable_settings,
)
from campaign_manager.storage.unreadable import UnreadableValue, decode
from campaign_manager.storage.unreadable_guard import WouldReplaceUnreadable, refuse_unreadable
from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleError

pytestmark = pytest.mark.sqlite_only(
    reason="text that is not JSON written into the file (a server's jsonb holds JSON only)"
)

FIGHT_STATE = {"status": "prepared", "round": 0, "combatants": {}}


def make_demo(folder):
    """A closed demo campaign (Dakara, 8 characters) with one fight; returns its path."""
    demo = create_demo("dakara", folder)
    AddEncounter({"name": "Přepadení", "status": "prepared", "state": FIGHT_STATE}).apply(demo)
    path = demo.path
    demo.close()
    return path


def damage(path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    with conn:
        for statement in statements:
            conn.execute(statement)
    conn.close()


def raw(path, sql: str):
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql).fetchone()[0]
    finally:
        conn.close()


EVERY_KIND = (
    "UPDATE character SET sheet='{broken' WHERE id=3",
    "UPDATE character SET tags='7' WHERE id=2",
    "UPDATE character SET summary='[' WHERE id=1",
    "UPDATE campaign SET settings='[1]'",
    "UPDATE encounter SET state='nope'",
)


def test_a_file_with_every_kind_of_damaged_row_opens_and_lists_each(tmp_path):
    path = make_demo(tmp_path)
    damage(path, *EVERY_KIND)
    with open_campaign(path) as opened:
        records = roster_records()  # raised TypeError on the tags '7'
        assert len(records) == 8
        assert next(r for r in records if r.id == 2).tags == ()
        assert all_tags() and all_tags(records)
        texts = [item.text.en for item in unreadable_items()]
        assert texts == [
            "the campaign's settings: a list instead of an object",
            'character "Vilém Kratochvíl" #1: roster line: not valid JSON '
            "(Expecting value at character 2)",
            'character "Markéta Hellerová" #2: tags: a number instead of a list',
            'character "Jan Bezruč" #3: sheet: not valid JSON '
            "(Expecting property name enclosed in double quotes at character 2)",
            'fight "Přepadení" #1: state: not valid JSON (Expecting value at character 1)',
        ]
        czech = [item.text.cs for item in unreadable_items()]
        assert czech[0] == "nastavení kampaně: seznam místo objektu"
        assert czech[3] == "postava „Jan Bezruč“ #3: deník: není to platný JSON (chyba u 2. znaku)"
        # the rules read damaged settings as "nothing set": the campaign's lines and new
        # sheets still work
        assert isinstance(opened.info.settings, UnreadableValue)
        assert opened.summary_of(Character.get_by_id(4).sheet)["cs"]
        assert get_system("dakara").new_sheet(opened.info.settings)


def test_damaged_values_read_as_marked_values_with_their_raw_text(tmp_path):
    path = make_demo(tmp_path)
    damage(path, *EVERY_KIND, "UPDATE character SET sheet='[1, 2]' WHERE id=4")
    with open_campaign(path):
        sheet = Character.get_by_id(3).sheet
        assert isinstance(sheet, UnreadableValue) and sheet.raw == "{broken"
        assert Character.get_by_id(4).sheet.problem.en == "a list instead of an object"
        assert Character.get_by_id(2).tags.raw == "7"
        assert isinstance(CampaignInfo.get().settings, UnreadableValue)
        assert isinstance(Encounter.get_by_id(1).state, UnreadableValue)
        assert isinstance(Character.get_by_id(5).sheet, dict)  # the others as they were
        with pytest.raises(TypeError):
            dict(sheet)  # no edit starts from it
        assert sheet.get("skills", "none") == "none"


def test_the_empty_text_and_a_null_are_damage_too():
    assert decode("", dict).problem.en == "empty text instead of JSON"
    assert decode("null", dict).problem.en == "null instead of an object"
    assert decode('"text"', list).problem.cs == "text místo seznamu"
    assert decode(b"{\x80}", dict).problem.en == "not UTF-8 text"
    assert decode("[" * 100_000, list).problem.en == "JSON nested too deeply"


@settings(max_examples=150, deadline=None, derandomize=True)
@given(st.one_of(st.text(max_size=30), st.builds(str, st.dictionaries(st.text(), st.integers()))))
def test_a_stored_text_never_raises_and_a_damaged_one_is_stored_back_unchanged(text):
    field = JSONField(default=dict)
    value = field.python_value(text)
    if isinstance(value, UnreadableValue):
        assert field.db_value(value) == text
        assert value.problem.cs and value.problem.en
    else:
        assert isinstance(value, dict)


def test_an_edit_of_a_damaged_sheet_is_refused_and_nothing_is_overwritten(tmp_path):
    path = make_demo(tmp_path)
    damage(path, "UPDATE character SET sheet='{broken' WHERE id=3")
    with open_campaign(path) as opened:
        with pytest.raises(WouldReplaceUnreadable) as refused:
            refuse_unreadable(3, ("sheet",))
        assert "Jan Bezruč" in str(refused.value) and "restored from a backup" in str(refused.value)
        assert "obnovení ze zálohy" in refused.value.text.cs
        refuse_unreadable(3, ("tags",))  # the tags are fine
        refuse_unreadable(4, ("sheet",))
        # no rules core edits it either: it is no sheet, not an empty one
        with pytest.raises(RuleError):
            get_system("dakara").validate_sheet(Character.get_by_id(3).sheet)
        # editing another field, deleting and undoing keep the stored text as it was
        rename = UpdateCharacter(3, {"name": "Honza"})
        rename.apply(opened)
        rename.revert(opened)
        delete = DeleteCharacter(3)
        delete.apply(opened)
        delete.revert(opened)
    assert raw(path, "SELECT sheet FROM character WHERE id=3") == "{broken"


def backup_then_damage(path, *statements):
    """Open ``path`` once (a rolling copy of the sound file), damage it, then open it again
    (a newer copy, of the damaged file); returns the campaign open."""
    open_campaign(path).close()
    damage(path, *statements)
    return open_campaign(path)


@pytest.mark.parametrize(
    ("statement", "table", "column"),
    [
        ("UPDATE character SET sheet='{broken' WHERE id=3", "character", "sheet"),
        ("UPDATE character SET tags='7' WHERE id=3", "character", "tags"),
        ("UPDATE campaign SET settings='[1]'", "campaign", "settings"),
        ("UPDATE encounter SET state='nope' WHERE id=1", "encounter", "state"),
    ],
)
def test_restore_from_the_newest_backup_that_reads_it_and_undo(tmp_path, statement, table, column):
    path = make_demo(tmp_path)
    conn = sqlite3.connect(path)
    where = "" if table == "campaign" else " WHERE id=" + ("1" if table == "encounter" else "3")
    sound = conn.execute(f"SELECT {column} FROM {table}{where}").fetchone()[0]
    conn.close()
    with backup_then_damage(path, statement) as opened:
        copies = sorted(opened.backups_folder.glob("*.kronikar"))
        assert len(copies) == 2  # the newest holds the damage: it is passed over
        (item,) = unreadable_items()
        found = repair_of(opened, item)
        assert found is not None and found.taken is not None
        assert found.taken.strftime("%Y%m%d-%H%M%S") == copies[0].name[:15]
        found.change.apply(opened)
        assert unreadable_items() == []
        assert raw(path, f"SELECT {column} FROM {table}{where}") == sound
        found.change.revert(opened)  # undo: the damaged text is back as it was
        assert [i.column for i in unreadable_items()] == [column]
    assert raw(path, f"SELECT {column} FROM {table}{where}") == statement.split("'")[1]


def test_a_fight_kept_in_parts_with_a_damaged_part_is_listed_and_restored(tmp_path):
    path = make_demo(tmp_path)
    with open_campaign(path) as opened:  # a step splits the fight into its parts
        hit = {**FIGHT_STATE, "combatants": {"x1": {"name": "Skřet", "hp": 4}}}
        encounter_step(1, FIGHT_STATE, hit, []).apply(opened)
    part = fight_parts.key_of("combatants", "x1")
    with backup_then_damage(
        path, f"UPDATE encounter_part SET body='{{hp' WHERE part='{part}'"
    ) as opened:
        assert isinstance(encounter_state(1), UnreadableValue)
        (item,) = unreadable_items()
        assert (item.table, item.row_id, item.column) == ("encounter", 1, "state")
        found = repair_of(opened, item)
        assert found is not None
        found.change.apply(opened)
        assert encounter_state(1) == hit and unreadable_items() == []
        found.change.revert(opened)
        assert isinstance(encounter_state(1), UnreadableValue)


def test_no_backup_that_reads_it_means_no_repair(tmp_path):
    path = make_demo(tmp_path)
    damage(path, "UPDATE character SET sheet='{broken' WHERE id=3")
    with open_campaign(path) as opened:  # its only copy is of the damaged file
        (item,) = unreadable_items()
        assert repair_of(opened, item) is None


def test_a_damaged_roster_line_is_worked_out_again_from_the_sheet(tmp_path):
    path = make_demo(tmp_path)
    damage(path, "UPDATE character SET summary='[' WHERE id=1")
    with open_campaign(path) as opened:
        (item,) = unreadable_items()
        found = repair_of(opened, item)
        assert found.taken is None  # no backup needed
        found.change.apply(opened)
        assert unreadable_items() == []
        assert "kondice" in Character.get_by_id(1).summary["cs"]


def test_the_checks_of_sqlite_and_of_python_agree(tmp_path, monkeypatch):
    """SQLite's JSON check only picks the rows to decode: a value Python reads (NaN) is
    not damage, and without SQLite's JSON functions every row is decoded, same result."""
    path = make_demo(tmp_path)
    damage(
        path,
        *EVERY_KIND,
        "UPDATE character SET sheet='{\"x\": NaN}' WHERE id=5",
        "UPDATE character SET sheet='[]' WHERE id=6",
    )
    with open_campaign(path):
        found = unreadable_items()
        assert {(i.row_id, i.column) for i in found if i.table == "character"} == {
            (1, "summary"),
            (2, "tags"),
            (3, "sheet"),
            (6, "sheet"),
        }
        assert set(unreadable_characters(3, 6)) == {3, 6}
        assert set(unreadable_characters_of([2, 4, 6])) == {2, 6}
        assert unreadable_settings() is not None and set(unreadable_encounters()) == {1}
        monkeypatch.setattr("campaign_manager.storage.repair._json_checks", lambda _db: False)
        assert unreadable_items() == found


def test_a_fight_neither_starts_from_nor_merges_into_a_sheet_it_cannot_read(campaign):
    from campaign_manager.storage.changes import AddCharacter, PatchSheet
    from campaign_manager.storage.encounters import roster_combatant
    from campaign_manager.storage.unreadable_guard import WouldReplaceUnreadable

    add = AddCharacter({"name": "Bořek", "sheet": {"con": 10}})
    add.apply(campaign)
    campaign.database.execute_sql("UPDATE character SET sheet = '{broken' WHERE id = ?", (add.id,))
    with pytest.raises(WouldReplaceUnreadable):
        roster_combatant(add.id)
    with pytest.raises(WouldReplaceUnreadable):
        PatchSheet.between(add.id, {"con": 10}, {"con": 12}).apply(campaign)
    raw = campaign.database.execute_sql(
        "SELECT sheet FROM character WHERE id = ?", (add.id,)
    ).fetchone()[0]
    assert raw == "{broken"  # as it was
