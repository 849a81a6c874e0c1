"""How heavy a change is (about how many rows it writes) is the change's own to say; the
window writes a heavy one off its thread (``ui.responsive.long_task``), without looking inside it."""

from __future__ import annotations

from campaign_manager.storage.changes import (
    Batch,
    LogEvents,
    LogLine,
    SetCampaignField,
    UpdateCharacter,
)


def test_each_change_says_about_how_many_rows_it_writes():
    edit = UpdateCharacter(1, {"name": "Bořek"})
    lines = LogEvents([LogLine("řádek", "line") for _ in range(400)])
    rules = SetCampaignField("settings", {})
    assert edit.weight() == 1 and rules.weight() == 1
    assert lines.weight() == 100  # short inserts: four to a row's work
    rules.summaries = {n: {"cs": "", "en": ""} for n in range(300)}  # every roster line
    assert rules.weight() == 300
    assert Batch([edit, Batch([lines, rules])]).weight() == 401
