"""Each line of the log keeps the story's time it happened at (schema 18): the clock's in
the write's own transaction, or the date of a GM's dated note; redo writes the same; the
timeline's query reads every line once, in the pure core's order, on both backends; a
schema-16 file's old lines have no story date."""

from __future__ import annotations

import sqlite3
from datetime import datetime

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import history, open_campaign
from campaign_manager.storage.changes import AdvanceStoryTime, Batch, LogEvents, LogLine
from campaign_manager.storage.migrations import CURRENT_VERSION, migrate_to, schema_version
from campaign_manager.storage.models import LogEntry
from campaign_manager.storage.timeline import timeline_lines
from campaign_manager.storage.unreadable import UnreadableText
from campaign_manager.story_time.calendar import DAY
from campaign_manager.story_time.timeline import NOTE_KIND, Line, Timeline


def stamps() -> dict[str, int | None]:
    return {row.text_en: row.story_time for row in LogEntry.select()}


def test_a_line_keeps_the_clock_it_was_written_at(campaign):
    LogEvents([LogLine("první", "first")]).apply(campaign)
    Batch([AdvanceStoryTime(3 * DAY), LogEvents([LogLine("po", "after")])]).apply(campaign)
    assert stamps() == {"first": 0, "after": 3 * DAY}


def test_a_dated_note_keeps_its_own_date_and_redo_writes_the_same(campaign):
    AdvanceStoryTime(DAY).apply(campaign)
    note = LogEvents([LogLine("Zrada", "Betrayal", NOTE_KIND, story_time=40 * DAY)])
    line = LogEvents([LogLine("teď", "now")])
    note.apply(campaign)
    line.apply(campaign)
    line.revert(campaign)
    AdvanceStoryTime(DAY).apply(campaign)  # the clock moved on before the redo
    line.apply(campaign)
    assert stamps() == {"Betrayal": 40 * DAY, "now": DAY}
    payload, _size = history.encode(line)  # the kept history carries the stamps
    assert history.decode(payload)[0].story_times == [DAY]


def test_the_query_reads_every_line_once_in_timeline_order(campaign):
    AdvanceStoryTime(5 * DAY).apply(campaign)
    LogEvents([LogLine("a", "a"), LogLine("b", "b", encounter=4)]).apply(campaign)
    LogEvents([LogLine("n", "n", NOTE_KIND, story_time=DAY)]).apply(campaign)
    LogEntry.insert(at=datetime(2020, 1, 1), kind="note", text_cs="s", text_en="old").execute()
    read = [Line._make(row) for row in timeline_lines()]
    assert [line.en for line in read] == ["old", "n", "a", "b"]
    assert [line.id for line in read] == [line.id for line in Timeline(read).lines]


@pytest.mark.sqlite_only(reason="upgrading a campaign file of schema 16")
def test_a_schema_16_file_opens_with_its_old_lines_undated(tmp_path):
    path = tmp_path / "stara.kronikar"
    database = SqliteDatabase(str(path))
    migrate_to(database, 16)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará', 'd20', '', '{\"story_time\": 864000}', '2025-01-01 10:00:00', ?)",
        ("5f0c2a9e8b7d4c3fa1e2d3c4b5a69780",),
    )
    conn.execute(
        "INSERT INTO event (at, kind, text_cs, text_en) "
        "VALUES ('2025-01-01 10:00:00', 'note', 'stará', 'old')"
    )
    conn.commit()
    conn.close()
    with open_campaign(path) as opened:
        assert schema_version(opened.database) == CURRENT_VERSION
        LogEvents([LogLine("nová", "new")]).apply(opened)
        assert stamps() == {"old": None, "new": 10 * DAY}
        assert [row[4] for row in timeline_lines()] == ["old", "new"]


@pytest.mark.sqlite_only(reason="bytes that are not UTF-8 in a campaign file")
def test_a_text_that_is_not_utf8_is_read_the_safe_way(campaign):
    LogEvents([LogLine("dobrá", "good")]).apply(campaign)
    campaign.database.execute_sql(
        "INSERT INTO event (at, kind, text_cs, text_en, story_time) "
        "VALUES ('2026-01-01 00:00:00', 'note', CAST(X'ff00fe' AS TEXT), 'bad', 5)"
    )
    read = timeline_lines()
    assert [row[4] for row in read] == ["good", "bad"]
    assert isinstance(read[1][3], UnreadableText)
