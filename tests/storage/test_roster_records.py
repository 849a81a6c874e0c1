"""The roster's records: read as plain rows, the lines kept as stored text and decoded when
shown, and values many characters share kept once (a roster of 10,000 in little memory)."""

from __future__ import annotations

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.queries import RosterRecord, roster_records


def test_lines_are_decoded_when_shown_and_shared_values_kept_once(campaign):
    for name in ("Bořek", "Anežka"):
        AddCharacter(
            {"name": name, "player": "Tomáš", "tags": ["družina", "Praha"], "sheet": {}}
        ).apply(campaign)
    first, second = roster_records()
    assert isinstance(first.stored_summary, str)  # not decoded at opening
    assert first.line("cs") and first.line("cs") == first.summary["cs"]
    assert first.line("en") == first.summary["en"] != first.line("cs")
    assert first.tags == ("družina", "Praha") and first.tags is second.tags
    assert first.player is second.player
    assert first.updated_at is not None and first.updated_at.year >= 2026


def test_a_line_stored_damaged_shows_as_empty_not_as_an_error():
    record = RosterRecord(1, "Bořek", "pc", "", (), "", '{"cs": "profes', None)
    assert record.summary == {} and record.line("cs") == ""
    assert RosterRecord(2, "Anežka", "pc", "", (), "", {"en": "only"}).line("cs") == "only"
