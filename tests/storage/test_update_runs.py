"""Many rows set in one batch (a chapter start's sheets) are read and written in a few
statements, with the same result, stamps, versions and checks as one by one."""

from __future__ import annotations

import pytest

from campaign_manager.storage.changes import Batch, UpdateCharacter
from campaign_manager.storage.errors import ChangedSince, WriteFailed
from campaign_manager.storage.models import Character


def characters(count: int) -> list[int]:
    return [Character.insert(name=f"Stráž {n}", sheet={}).execute() for n in range(count)]


def rows() -> list[tuple]:
    return [
        (r.name, r.sheet, r.summary, r.version) for r in Character.select().order_by(Character.id)
    ]


def statements(campaign, monkeypatch) -> list[str]:
    seen: list[str] = []
    real = campaign.database.execute_sql
    monkeypatch.setattr(
        campaign.database,
        "execute_sql",
        lambda sql, *a, **k: seen.append(sql) or real(sql, *a, **k),
    )
    return seen


def test_a_batch_of_many_updates_writes_them_in_a_few_statements(campaign, monkeypatch):
    ids = characters(120)
    before = rows()
    batch = Batch([UpdateCharacter(i, {"name": f"Hlídka {i}", "tags": ["noc"]}) for i in ids])
    seen = statements(campaign, monkeypatch)
    batch.apply(campaign)
    if campaign.__class__.__name__ == "Campaign":  # a file: one writer, so all in one go
        assert len(seen) < 20
    after = {r.id: r for r in Character.select()}
    assert all(after[i].name == f"Hlídka {i}" and after[i].tags == ["noc"] for i in ids)
    assert all(after[i].version == 1 and after[i].changed_by == campaign.who for i in ids)
    batch.revert(campaign)
    assert [(n, s, line) for n, s, line, _ in rows()] == [(n, s, line) for n, s, line, _ in before]
    batch.apply(campaign)  # redo
    assert Character.get_by_id(ids[-1]).name == f"Hlídka {ids[-1]}"


def test_a_sheet_set_in_a_run_gets_its_roster_line(campaign):
    ids = characters(3)
    Batch([UpdateCharacter(i, {"sheet": {"level": "veterán"}}) for i in ids]).apply(campaign)
    assert all(r.summary["cs"].startswith("veterán") for r in Character.select())


def test_a_row_changed_since_refuses_the_undo_of_the_whole_run(campaign):
    ids = characters(5)
    batch = Batch([UpdateCharacter(i, {"name": f"Hlídka {i}"}) for i in ids])
    batch.apply(campaign)
    Character.update(name="Jiná").where(Character.id == ids[2]).execute()
    before = rows()
    with pytest.raises((ChangedSince, WriteFailed)):
        batch.revert(campaign)
    assert rows() == before  # nothing of the run was undone


def test_a_character_set_twice_in_one_batch_keeps_both_steps(campaign):
    (only,) = characters(1)
    batch = Batch([UpdateCharacter(only, {"name": "A"}), UpdateCharacter(only, {"name": "B"})])
    batch.apply(campaign)
    assert Character.get_by_id(only).name == "B"
    batch.revert(campaign)
    assert Character.get_by_id(only).name == "Stráž 0"
