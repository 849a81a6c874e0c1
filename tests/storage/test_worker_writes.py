"""A long write on a worker thread: peewee gives the worker a connection of its own (a
second one to the server for a shared campaign), the write commits there and the editing
thread reads it; a cancel inside the write rolls its one transaction back."""

from __future__ import annotations

import threading

import pytest

from campaign_manager.storage.changes import Batch, SetCampaignField, UpdateCharacter
from campaign_manager.storage.models import CampaignInfo, Character
from campaign_manager.storage.progress import Interrupted, watched
from campaign_manager.systems.dakara.settings import DakaraSettings

SEVENTY = {
    "dakara": {"settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()}
}


def on_worker(campaign, work, cancelled=None):
    outcome = {}

    def run():
        try:
            with watched(None, cancelled):
                outcome["result"] = work()
        except Exception as error:  # handed back to the test's thread
            outcome["error"] = error
        finally:
            campaign.database.close()  # the worker's own connection only

    worker = threading.Thread(target=run)
    worker.start()
    worker.join()
    return outcome


def test_a_rules_change_is_written_on_a_worker_with_its_own_connection(campaign):
    for n in range(5):
        Character.insert(name=f"Stráž {n}", sheet={}).execute()
    campaign.refresh_summaries()
    change = SetCampaignField("settings", SEVENTY)
    outcome = on_worker(campaign, lambda: change.apply(campaign))
    assert "error" not in outcome
    assert not campaign.database.is_closed()  # this thread's connection is still open
    assert all("0/70" in row.summary["en"] for row in Character.select())
    outcome = on_worker(campaign, lambda: change.revert(campaign))
    assert all("0/60" in row.summary["en"] for row in Character.select())


def test_a_cancel_inside_a_long_write_leaves_nothing_written(campaign):
    ids = [Character.insert(name=f"Stráž {n}", sheet={}).execute() for n in range(5)]
    campaign.refresh_summaries()
    before = [(r.name, r.summary) for r in Character.select().order_by(Character.id)]
    settings = CampaignInfo.get().settings
    calls = []
    change = Batch(
        [SetCampaignField("settings", SEVENTY)]
        + [UpdateCharacter(i, {"name": f"Hlídka {i}"}) for i in ids]
    )
    # cancelled once the settings and the first names are written
    outcome = on_worker(
        campaign, lambda: change.apply(campaign), lambda: len(calls) > 2 or calls.append(1)
    )
    assert isinstance(outcome.get("error"), Interrupted)
    assert [(r.name, r.summary) for r in Character.select().order_by(Character.id)] == before
    assert CampaignInfo.get().settings == settings
    with pytest.raises(Interrupted), watched(None, lambda: True):
        change.apply(campaign)
    assert [(r.name, r.summary) for r in Character.select().order_by(Character.id)] == before


def test_a_long_run_of_row_writes_on_a_worker_lets_the_window_in_as_it_goes(campaign, monkeypatch):
    """Each row a long write reads or writes gives the interpreter up for an instant and
    takes it straight back, so the window's thread, waiting for it to run a timer or paint
    a cell, waited for the whole write (65–150 ms of a chapter start at 3,000 characters).
    The write now stays out of it for a moment every few milliseconds, on a worker only."""
    import itertools

    from campaign_manager.storage import progress

    ids = [Character.insert(name=f"Stráž {n}", sheet={}).execute() for n in range(40)]
    clock = itertools.count(0.0, 0.001)  # every reading of the clock a millisecond on
    monkeypatch.setattr(progress, "perf_counter", lambda: next(clock))
    pauses = []
    monkeypatch.setattr(progress, "sleep", pauses.append)
    renamed = Batch([UpdateCharacter(i, {"name": f"Hlídka {i}"}) for i in ids])
    renamed.apply(campaign)  # on the window's thread, as every short edit: no pause
    assert pauses == []
    outcome = on_worker(campaign, lambda: renamed.revert(campaign))
    assert "error" not in outcome
    assert [row.name for row in Character.select().order_by(Character.id)][:2] == [
        "Stráž 0",
        "Stráž 1",
    ]
    # 40 rows (read and written, or written one by one to a server), a millisecond of the
    # clock at each look: a pause every 4 ms of it, about every third row or more often
    assert len(pauses) >= 8 and set(pauses) == {progress.PAUSE}


@pytest.mark.sqlite_only(reason="a shared campaign's rows go one by one, each checked alone")
def test_a_run_of_row_writes_looks_the_local_gm_up_once(campaign, monkeypatch):
    """Who wrote a row is the user logged in here: a look into the system's user database,
    which gave the interpreter up once a row. A run of rows looks once."""
    from campaign_manager.storage import campaign as campaign_module

    looked = []
    real = campaign_module.local_gm
    monkeypatch.setattr(campaign_module, "local_gm", lambda: looked.append(1) or real())
    ids = [Character.insert(name=f"Stráž {n}", sheet={}).execute() for n in range(40)]
    Batch([UpdateCharacter(i, {"name": f"Hlídka {i}"}) for i in ids]).apply(campaign)
    assert Character.get_by_id(ids[-1]).changed_by == real()
    assert len(looked) <= 2  # once a run (40 before)
