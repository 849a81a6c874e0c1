"""Batches: one transaction, one undo step, all or nothing, even when the process is killed."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import (
    AddCharacter,
    Batch,
    DeleteCharacter,
    LogEvents,
    LogLine,
    UpdateCharacter,
)
from campaign_manager.storage.models import Character, LogEntry
from campaign_manager.storage.touched import Touched


def test_a_failing_change_leaves_nothing_of_the_batch(campaign):
    kept = AddCharacter({"name": "Anežka"})
    kept.apply(campaign)
    batch = Batch(
        [
            UpdateCharacter(kept.id, {"name": "Anežka z Hradce"}),
            AddCharacter({"name": "Bořek"}),
            DeleteCharacter(9999),  # no such character: the whole batch fails
        ]
    )
    with pytest.raises(Character.DoesNotExist):
        batch.apply(campaign)
    assert [row.name for row in Character.select()] == ["Anežka"]


def test_a_batch_reverts_in_reverse_order_and_reports_what_it_touched(campaign):
    added = AddCharacter({"name": "Bořek"})
    batch = Batch(
        [
            added,
            LogEvents([LogLine("Bořek přibyl", "Bořek joined")]),
        ]
    )
    touched = batch.apply(campaign)
    (line,) = touched.event_lines  # the line written, as the log's views show it
    assert touched == Touched(
        characters=frozenset({added.id}), events=True, event_lines=frozenset({line})
    )
    assert (line.id, line.en) == (LogEntry.get().id, "Bořek joined")
    assert batch.revert(campaign).event_lines_gone == {line.id}
    assert Character.select().count() == 0 and LogEntry.select().count() == 0
    batch.apply(campaign)  # redo: the same rows come back with the same ids
    assert Character.get_by_id(added.id).name == "Bořek"
    assert LogEntry.get().text_en == "Bořek joined"


def count_characters(location) -> int:
    """How many characters the campaign holds, read through a connection of its own."""
    if isinstance(location, str):  # a server's database
        import psycopg

        with psycopg.connect(location) as conn:
            return conn.execute("SELECT COUNT(*) FROM character").fetchone()[0]
    conn = sqlite3.connect(location)
    try:
        return conn.execute("SELECT COUNT(*) FROM character").fetchone()[0]
    finally:
        conn.close()


CHILD = r"""
import sys
from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import Batch, DeleteCharacter
from campaign_manager.storage.models import Character
campaign = open_campaign(sys.argv[1], backup=False)
batch = Batch([DeleteCharacter(row.id) for row in Character.select(Character.id)])
print("go", flush=True)
while True:
    batch.apply(campaign)
    batch.revert(campaign)
"""


@pytest.mark.slow
def test_a_process_killed_during_a_batch_of_400_deletes_leaves_all_or_none(tmp_path, campaign):
    for n in range(400):
        Character.insert(name=f"Stráž {n}", sheet={}).execute()
    path = campaign.url if campaign.shared else campaign.path  # a file, or a server's database
    campaign.close()
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    rng = random.Random(4)
    for _ in range(5):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path)],
            stdout=subprocess.PIPE,
            env=env,
        )
        assert child.stdout.readline().strip() == b"go"
        time.sleep(rng.uniform(0.05, 0.4))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        assert count_characters(path) in (0, 400)
    with open_campaign(path, backup=False):
        assert Character.select().count() in (0, 400)


def test_a_batch_keeps_the_roster_lines_written_only_when_one_part_wrote_them():
    """A view puts the written lines in place only when they are all that changed."""
    rules = Touched(roster=True, roster_lines={1: '{"en": "a"}'})
    edit = Touched(characters=frozenset({2}))
    assert (rules | edit).roster_lines == {1: '{"en": "a"}'}
    assert (edit | rules).roster_lines == {1: '{"en": "a"}'}
    assert (rules | Touched(roster=True)).roster_lines is None  # any line may differ
    assert (rules | rules).roster_lines is None
    assert (rules | edit).roster and (rules | edit).characters == {2}


def test_a_plain_update_after_an_edit_of_a_view_of_the_same_table_is_written_as_an_update(
    campaign,
):
    """An edit of what a page showed (it has a ``base``, merged on its own) then a plain
    update of another character, in one batch: both characters hold their new notes (the
    two were once taken for a run of deletes)."""
    first, second = AddCharacter({"name": "Anežka"}), AddCharacter({"name": "Bořek"})
    first.apply(campaign)
    second.apply(campaign)
    batch = Batch(
        [
            UpdateCharacter(first.id, {"notes": "z Hradce"}, base={"notes": ""}),
            UpdateCharacter(second.id, {"notes": "kovář"}),
        ]
    )
    batch.apply(campaign)
    assert {row.name: row.notes for row in Character.select()} == {
        "Anežka": "z Hradce",
        "Bořek": "kovář",
    }
    batch.revert(campaign)
    assert {row.name: row.notes for row in Character.select()} == {"Anežka": "", "Bořek": ""}
