"""Text cells whose bytes are not UTF-8 (a name, notes, the campaign's name or
description, an undo label): the campaign opens, the cell reads as a damaged text (its
readable part with U+FFFD) and is listed as damaged, as unreadable JSON already is."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.demo import create_demo
from campaign_manager.storage import open_campaign
from campaign_manager.storage.models import CampaignInfo, Character, UndoStep
from campaign_manager.storage.queries import roster_records
from campaign_manager.storage.repair import unreadable_characters, unreadable_items
from campaign_manager.storage.unreadable import UnreadableText, not_utf8, read_text

pytestmark = pytest.mark.sqlite_only(reason="bytes that are not UTF-8 written into the file")

BAD = "CAST(X'4AFF6E' AS TEXT)"  # "J", a byte no UTF-8 text holds, "n"

CELLS = {
    "character name": (f"UPDATE character SET name = {BAD} WHERE id = 2", "character", "name"),
    "notes": (f"UPDATE character SET notes = {BAD} WHERE id = 2", "character", "notes"),
    "player": (f"UPDATE character SET player = {BAD} WHERE id = 2", "character", "player"),
    "campaign name": (f"UPDATE campaign SET name = {BAD}", "campaign", "name"),
    "description": (f"UPDATE campaign SET description = {BAD}", "campaign", "description"),
}


def spoiled(folder, statement: str):
    demo = create_demo("dakara", folder)
    path = demo.path
    demo.close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(statement)
    conn.close()
    return path


@pytest.mark.parametrize("cell", CELLS, ids=list(CELLS))
def test_a_text_cell_that_is_not_utf8_opens_and_is_listed_as_damaged(tmp_path, cell):
    statement, table, column = CELLS[cell]
    path = spoiled(tmp_path, statement)
    with open_campaign(path) as opened:
        assert len(roster_records()) == 8
        assert opened.name
        found = [(item.table, item.column) for item in unreadable_items()]
        assert found == [(table, column)]
        item = unreadable_items()[0]
        assert item.problem.en == "not UTF-8 text"
        if table == "character":
            value = getattr(Character.get_by_id(2), column)
            assert list(unreadable_characters()) == [2]
        else:
            value = getattr(CampaignInfo.get(), column)
        assert isinstance(value, UnreadableText)
        assert value == "J\ufffdn" and value.raw == b"J\xffn"
    with open_campaign(path):  # opened and closed again: the cell as it was
        pass
    where = " WHERE id = 2" if table == "character" else ""
    conn = sqlite3.connect(path)
    try:
        stored = conn.execute(f"SELECT CAST({column} AS BLOB) FROM {table}{where}").fetchone()
    finally:
        conn.close()
    assert stored[0] == b"J\xffn"


def test_a_damaged_name_is_renamed_like_any_other(tmp_path):
    from campaign_manager.storage.changes import UpdateCharacter

    path = spoiled(tmp_path, CELLS["character name"][0])
    with open_campaign(path) as opened:
        UpdateCharacter(2, {"name": "Jana"}).apply(opened)
        assert Character.get_by_id(2).name == "Jana"
        assert unreadable_items() == []


def test_an_undo_label_that_is_not_utf8_reads_as_damaged(tmp_path):
    path = spoiled(tmp_path, "SELECT 1")
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            f"INSERT INTO undo_step (position, text, payload, undone, created_at) "
            f"VALUES (1, {BAD}, '{{}}', 0, '2026-01-01 00:00:00')"
        )
    conn.close()
    with open_campaign(path):
        label = UndoStep.get().text
        assert isinstance(label, UnreadableText) and label == "J\ufffdn"


def test_reading_text_keeps_every_utf8_text_and_marks_only_the_rest():
    for text in ("", "Bořek", "ᄀ\u200b", "\U0001f600", "a\x00b"):
        data = text.encode()
        assert read_text(data) == text and type(read_text(data)) is str
        assert not not_utf8(data)
    for data in (b"\xff", b"\xc3", b"a\xed\xa0\x80b"):  # a cut sequence, a surrogate
        assert isinstance(read_text(data), UnreadableText) and not_utf8(data)


@given(st.binary(max_size=40))
def test_any_bytes_read_as_text_and_only_utf8_reads_as_itself(data):
    text = read_text(data)
    try:
        expected = data.decode("utf-8")
    except UnicodeDecodeError:
        assert isinstance(text, UnreadableText) and text.raw == data and not_utf8(data)
        assert text == data.decode("utf-8", "replace")
    else:
        assert text == expected and not isinstance(text, UnreadableText) and not not_utf8(data)
