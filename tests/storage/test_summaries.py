"""Roster lines: the missing ones are found (``{}`` rows too), many are written at once, and a
rules-settings change keeps the old lines for its undo."""

from __future__ import annotations

import threading

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara.settings import DakaraSettings


def test_rows_stored_with_an_empty_line_get_theirs_on_refresh(campaign):
    Character.insert(name="Bořek", sheet={}, summary={}).execute()  # as schema 3 left them
    assert campaign.refresh_summaries(only_missing=True) == 1
    assert Character.get().summary["cs"].startswith("profesionál")


def test_many_lines_are_written_as_dicts(campaign):
    ids = [Character.insert(name=f"Stráž {n}", sheet={}).execute() for n in range(1200)]
    campaign.write_summaries({i: {"cs": f"řádek {i}", "en": f"line {i}"} for i in ids})
    assert Character.get_by_id(ids[-1]).summary == {
        "cs": f"řádek {ids[-1]}",
        "en": f"line {ids[-1]}",
    }


def test_lines_are_worked_out_on_another_thread(campaign):
    Character.insert(name="Bořek", sheet={}).execute()
    seventy = {
        "dakara": {
            "settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
        }
    }
    result = {}
    worker = threading.Thread(
        target=lambda: result.update(lines=campaign.compute_summaries(seventy))
    )
    worker.start()
    worker.join()
    (line,) = result["lines"].values()
    assert "0/70" in line["en"]
    assert campaign.compute_summaries(seventy, cancelled=lambda: True) is None


def test_a_settings_change_and_its_undo_restore_the_lines_without_working_them_out(
    campaign, monkeypatch
):
    Character.insert(name="Bořek", sheet={}).execute()
    campaign.refresh_summaries()
    before = Character.get().summary
    seventy = {
        "dakara": {
            "settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
        }
    }
    change = SetCampaignField("settings", seventy)
    assert change.apply(campaign).roster
    assert "0/70" in Character.get().summary["en"]
    monkeypatch.setattr(campaign, "compute_summaries", lambda *a, **k: 1 / 0)  # never again
    change.revert(campaign)
    assert Character.get().summary == before
    change.apply(campaign)
    assert "0/70" in Character.get().summary["en"]


def test_settings_the_rules_do_not_read_leave_the_roster_alone(campaign, monkeypatch):
    monkeypatch.setattr(campaign, "compute_summaries", lambda *a, **k: 1 / 0)
    change = SetCampaignField("settings", {"player_view": {"pc": "numbers"}})
    assert not change.apply(campaign).roster


def test_a_rules_change_writes_and_keeps_only_the_lines_that_change(campaign):
    professional = Character.insert(name="Bořek", sheet={}).execute()
    veteran = Character.insert(name="Ctibor", sheet={"level": "veterán"}).execute()
    campaign.refresh_summaries()
    kept = Character.get_by_id(veteran).summary
    seventy = {
        "dakara": {
            "settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
        }
    }
    change = SetCampaignField("settings", seventy)
    change.apply(campaign)
    assert set(change.summaries) == {professional}  # the veteran's line stays as it was
    assert set(change.old_summaries) == {professional}
    assert "0/70" in Character.get_by_id(professional).summary["en"]
    assert Character.get_by_id(veteran).summary == kept
    change.revert(campaign)
    assert "0/70" not in Character.get_by_id(professional).summary["en"]


def test_a_change_of_one_level_prices_only_the_sheets_of_that_level(campaign, monkeypatch):
    from campaign_manager.storage import lines as lines_module

    for n in range(3):
        Character.insert(name=f"Bořek {n}", sheet={}).execute()  # profesionál
        Character.insert(name=f"Ctibor {n}", sheet={"level": "veterán"}).execute()
    campaign.refresh_summaries()
    priced = []
    real = lines_module.line_of
    monkeypatch.setattr(lines_module, "line_of", lambda f, s: priced.append(s) or real(f, s))
    seventy = {
        "dakara": {
            "settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()
        }
    }
    lines = campaign.compute_summaries(seventy)
    assert len(lines) == 3 and all("0/70" in line["en"] for line in lines.values())
    if campaign.__class__.__name__ == "Campaign":  # the file's reader; a server's prices too
        assert len(priced) == 3  # the veterans' sheets were not priced again
    # a change of the catalogue or the currency may touch every sheet: all are priced
    currency = {
        "dakara": {"settings": DakaraSettings.default().with_currency(st_per_zl=20).to_dict()}
    }
    priced.clear()
    campaign.compute_summaries(currency)
    if campaign.__class__.__name__ == "Campaign":
        assert len(priced) == 6
