"""A Batch deleting many rows of one table reads and deletes them a few hundred at a time,
and its undo puts back every row exactly, with its id; mixed batches keep their order."""

from __future__ import annotations

import pytest
from support.outside import outside

from campaign_manager.storage.changes import (
    AddCharacter,
    Batch,
    DeleteCharacter,
    UpdateCharacter,
)
from campaign_manager.storage.models import Character


def rows(campaign) -> list[tuple]:
    with outside(campaign) as conn:
        return conn.execute("SELECT * FROM character ORDER BY id").fetchall()


def test_many_deletes_and_their_undo_leave_the_rows_exactly_as_they_were(campaign):
    ids = []
    for i in range(1200):  # more than one chunk of ids
        change = AddCharacter({"name": f"Stráž {i}", "tags": ["brána"], "notes": f"<p>{i}</p>"})
        change.apply(campaign)
        ids.append(change.id)
    campaign.checkpoint()
    before = rows(campaign)
    batch = Batch([DeleteCharacter(i) for i in ids[100:1150]])
    touched = batch.apply(campaign)
    assert touched.characters == frozenset(ids[100:1150])
    assert Character.select().count() == 150
    assert batch.revert(campaign).characters == frozenset(ids[100:1150])
    campaign.checkpoint()
    assert rows(campaign) == before
    batch.apply(campaign)  # redo
    assert Character.select().count() == 150


def test_a_mixed_batch_keeps_its_order(campaign):
    first, second, third = (AddCharacter({"name": n}) for n in ("A", "B", "C"))
    for change in (first, second, third):
        change.apply(campaign)
    batch = Batch(
        [
            DeleteCharacter(first.id),
            UpdateCharacter(second.id, {"name": "B2"}),
            DeleteCharacter(third.id),
        ]
    )
    batch.apply(campaign)
    assert [c.name for c in Character.select()] == ["B2"]
    batch.revert(campaign)
    assert sorted(c.name for c in Character.select()) == ["A", "B", "C"]


def test_a_run_with_a_missing_row_changes_nothing(campaign):
    kept = AddCharacter({"name": "Bořek"})
    kept.apply(campaign)
    batch = Batch([DeleteCharacter(kept.id), DeleteCharacter(kept.id + 99)])
    with pytest.raises(Character.DoesNotExist):
        batch.apply(campaign)
    assert Character.select().count() == 1  # the whole batch was one transaction


def test_many_log_lines_are_written_in_order_and_come_back_with_their_ids(campaign):
    from campaign_manager.storage.changes import LogEvents, LogLine
    from campaign_manager.storage.models import LogEntry

    lines = [LogLine(f"řádek {i}", f"line {i}") for i in range(130)]  # more than one chunk
    change = LogEvents(lines)
    change.apply(campaign)
    ids = list(change.ids)
    assert ids == sorted(ids) and len(set(ids)) == 130
    assert [LogEntry.get_by_id(i).text_en for i in ids] == [line.en for line in lines]
    change.revert(campaign)
    assert LogEntry.select().count() == 0
    change.apply(campaign)  # redo: the same lines with the same ids
    assert change.ids == ids
    assert [LogEntry.get_by_id(i).text_cs for i in ids] == [line.cs for line in lines]
