"""A long write on a worker thread: peewee gives the worker a connection of its own (a
second one to the server for a shared campaign), the write commits there and the editing
thread reads it; a cancel inside the write rolls its one transaction back."""

from __future__ import annotations

import threading

import pytest

from campaign_manager.storage.changes import Batch, SetCampaignField, UpdateCharacter
from campaign_manager.storage.models import CampaignInfo, Character
from campaign_manager.storage.steps import Interrupted, watched
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
