"""A rules-settings change works out every roster line on several processor cores: helper
processes take parts of the roster. The lines are the same as worked out one by one, a
damaged sheet gets its line, a failed helper's part is worked out here, and Cancel stops
the helpers."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from campaign_manager.storage import lines as lines_module
from campaign_manager.storage.lines import compute_lines
from campaign_manager.storage.models import Character
from campaign_manager.systems import get_system
from campaign_manager.systems.dakara.settings import DakaraSettings

pytestmark = pytest.mark.sqlite_only(reason="helper processes reading the campaign file")

SEVENTY = {
    "dakara": {"settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict()}
}


def fill(campaign, count: int = 60) -> list[int]:
    demo = get_system("dakara").demo()["characters"]
    ids = [
        Character.insert(name=f"N{i}", sheet=demo[i % len(demo)]["sheet"]).execute()
        for i in range(count)
    ]
    ids.append(Character.insert(name="Damaged", sheet={"level": 7}).execute())
    return ids


def one_by_one(campaign, ids) -> dict:
    return {i: campaign.summary_of(Character.get_by_id(i).sheet, SEVENTY) for i in ids}


def test_helpers_work_out_the_same_lines_as_one_core(campaign):
    ids = fill(campaign)
    campaign.checkpoint()
    expected = one_by_one(campaign, ids)
    assert "sheet cannot be read" in expected[ids[-1]]["en"]  # the damaged one says so
    seen = []
    got = compute_lines(
        campaign.path, "dakara", SEVENTY, progress=lambda d, t: seen.append((d, t)), helpers=3
    )
    assert got == expected
    assert compute_lines(campaign.path, "dakara", SEVENTY, helpers=0) == expected
    assert seen and all(t == len(ids) and d <= t for d, t in seen)


def test_edits_not_yet_checkpointed_are_read_too(campaign):
    ids = fill(campaign, 10)
    Character.update(sheet={"level": "veterán"}).where(Character.id == ids[0]).execute()
    got = compute_lines(campaign.path, "dakara", SEVENTY, helpers=2)
    assert got[ids[0]]["cs"].startswith("veterán")


def test_a_helper_that_fails_leaves_its_part_to_this_thread(campaign, monkeypatch):
    ids = fill(campaign, 30)
    expected = one_by_one(campaign, ids)

    def broken(*_args):
        return subprocess.Popen(
            [sys.executable, "-c", "import sys; print('lines {oops'); sys.exit(3)"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    monkeypatch.setattr(lines_module, "_start_helper", broken)
    assert compute_lines(campaign.path, "dakara", SEVENTY, helpers=2) == expected


def test_cancel_stops_the_helpers(campaign, monkeypatch):
    fill(campaign, 30)
    started = []

    def slow(*_args):
        process = subprocess.Popen(
            [sys.executable, "-c", "import time; time.sleep(60)"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        started.append(process)
        return process

    monkeypatch.setattr(lines_module, "_start_helper", slow)
    began = time.monotonic()
    calls = []
    result = compute_lines(
        campaign.path,
        "dakara",
        SEVENTY,
        cancelled=lambda: calls.append(1) or len(calls) > 40,
        helpers=2,
    )
    assert result is None and time.monotonic() - began < 30
    assert started and all(p.poll() is not None for p in started)  # none left running


def test_a_bundled_app_works_the_lines_out_here(campaign, monkeypatch):
    """In a bundled app ``sys.executable`` is the app itself: no helper is started."""
    monkeypatch.setattr(lines_module, "PARALLEL_FROM", 1)
    monkeypatch.setattr(lines_module.sys, "frozen", True, raising=False)
    monkeypatch.setattr(lines_module, "_start_helper", lambda *a: pytest.fail("a helper"))
    ids = fill(campaign, 5)
    assert set(compute_lines(campaign.path, "dakara", SEVENTY)) == set(ids)


def test_a_level_s_new_limits_decode_only_that_level_s_sheets(campaign, monkeypatch):
    """A rules change of one level re-prices that level's sheets: the others keep their
    lines, and their sheets are passed by on the level SQLite reads, not decoded (a rules
    change at 10,000 characters decoded all of them to read the level of each)."""
    import json

    ids = fill(campaign, 40)
    odd = Character.insert(name="Bez úrovně", sheet={"name": "x"}).execute()  # the default
    ids.append(odd)
    before = {"dakara": {"settings": DakaraSettings.default().to_dict()}}
    for character_id in ids:  # the stored lines, worked out by the settings before
        sheet = Character.get_by_id(character_id).sheet
        line = campaign.summary_of(sheet, before)
        Character.update(summary=line).where(Character.id == character_id).execute()
    campaign.checkpoint()
    expected = {
        i: line
        for i, line in one_by_one(campaign, ids).items()
        if line != Character.get_by_id(i).summary
    }
    decoded = []
    real_loads = json.loads

    def loads(text, *args, **kwargs):
        value = real_loads(text, *args, **kwargs)
        if isinstance(value, dict) and ("level" in value or "name" in value):
            decoded.append(value.get("level", "profesionál"))
        return value

    monkeypatch.setattr(lines_module.json, "loads", loads)
    got = compute_lines(campaign.path, "dakara", SEVENTY, helpers=0, since=before)
    assert got == expected and len(got) > 10  # the profesionál sheets (the others keep theirs)
    # no other level decoded (the damaged sheet's level 7 is not a name: decoded as before)
    assert set(decoded) == {"profesionál", 7}, decoded
    # the same lines as when every sheet is decoded to read its level
    plain = lines_module.repricing("dakara", before, SEVENTY)
    monkeypatch.setattr(lines_module, "repricing", lambda *a: lambda sheet: plain(sheet))
    assert compute_lines(campaign.path, "dakara", SEVENTY, helpers=0, since=before) == got
