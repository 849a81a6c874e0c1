"""The queries the UI reads one character through: plain rows (never model instances),
an unreadable value as an UnreadableValue, a missing character as None or the error it always was."""

from __future__ import annotations

import pytest
from peewee import Model

from campaign_manager.storage import queries
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.models import Character
from campaign_manager.storage.unreadable import UnreadableValue


def _add(campaign, name: str, **values) -> int:
    change = AddCharacter({"name": name, "sheet": {}, **values})
    change.apply(campaign)
    return change.id


#: a sheet that cannot be read: not JSON in a file; on a server (whose ``jsonb`` holds JSON
#: only) a list where the sheet's object belongs
DAMAGED = {"sqlite": "{broken", "postgresql": "[1, 2]"}


@pytest.fixture
def three(campaign, backend):
    ids = {
        "Bořek": _add(campaign, "Bořek", player="Tomáš", portrait=b"png", tags=["Praha"]),
        "anežka": _add(campaign, "anežka", kind="npc", portrait=b"npc"),
        "Cyril": _add(campaign, "Cyril"),
    }
    damaged = DAMAGED[backend]
    param = campaign.database.param
    campaign.database.execute_sql(
        f"UPDATE character SET sheet = '{damaged}' WHERE id = {param}", (ids["Cyril"],)
    )
    return ids


def test_one_character_comes_as_a_plain_record(three):
    record = queries.find_character(three["Bořek"])
    assert not isinstance(record, Model)
    assert (record.name, record.kind, record.player, record.tags) == (
        "Bořek",
        "pc",
        "Tomáš",
        ["Praha"],
    )
    assert record.portrait == b"png" and isinstance(record.sheet, dict)
    assert record == queries.character(three["Bořek"])
    damaged = queries.character(three["Cyril"])
    assert isinstance(damaged.sheet, UnreadableValue)
    assert isinstance(queries.character_sheet(three["Cyril"]), UnreadableValue)


def test_a_missing_character_is_none_or_the_error_it_was(three):
    assert queries.find_character(999) is None and queries.find_character(None) is None
    assert queries.character_name(999) is None and queries.character_sheet(999) is None
    with pytest.raises(Character.DoesNotExist):
        queries.character(999)


def test_the_narrow_reads(three):
    assert queries.character_name(three["anežka"]) == "anežka"
    assert queries.player_portrait(three["Bořek"]) == b"png"
    assert queries.player_portrait(three["anežka"]) is None  # an NPC's is not shown
    assert queries.player_portrait(three["Cyril"]) is None  # none
    assert queries.character_count() == 3
    assert queries.other_names(three["Cyril"]) == ["anežka", "Bořek"]  # sorted, any case
    assert [name for _id, name, _kind in queries.party()] == ["Bořek", "Cyril", "anežka"]
    rows = queries.names_and_sheets([three["Cyril"], three["Bořek"]])
    assert [(i, name) for i, name, _sheet in rows] == [
        (three["Bořek"], "Bořek"),
        (three["Cyril"], "Cyril"),
    ]
    assert len(queries.names_and_sheets()) == 3
