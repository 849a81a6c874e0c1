"""A step is undone only where the rows it touched still hold what it wrote, and redone
only where they still hold what it found: a row changed outside the history (another
program, a change applied past the history) is never overwritten; the write is refused
as "changed since" and the file is exactly as it was."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from support.outside import outside as other_connection

from campaign_manager.storage import fight_parts
from campaign_manager.storage.changes import (
    AddCharacter,
    Batch,
    Change,
    DeleteCharacter,
    LogEvents,
    LogLine,
    PatchSheet,
    SetCampaignField,
    SetEncounterState,
    UpdateCharacter,
    UpdateEncounter,
)
from campaign_manager.storage.errors import WriteFailed
from campaign_manager.storage.ledger import AddFavour, SetPosition, UpdateFavour
from campaign_manager.storage.models import Character, Encounter

CHARACTER_ROW = (
    "INSERT INTO character (id, name, kind, player, tags, notes, sheet, summary, created_at, "
    "updated_at) VALUES (?, 'Cizí', 'npc', '', '[]', '', '{}', '{}', '2024-01-01', '2024-01-01')"
)


def outside(campaign, sql: str, *params) -> None:
    """What another program writes into the campaign."""
    with other_connection(campaign) as conn:
        conn.execute(sql, params)


def dump(campaign) -> dict[str, list[tuple]]:
    with other_connection(campaign) as conn:
        return {
            t: sorted(conn.execute(f'SELECT * FROM "{t}"').fetchall(), key=repr)
            for t in conn.tables()
        }


def character(campaign, name: str = "Bořek Hrabal") -> int:
    add = AddCharacter({"name": name, "sheet": {"skills": {"plavání": 1}}})
    add.apply(campaign)
    return add.id


def encounter(campaign) -> int:
    return Encounter.create(name="Přepadení u brodu", state={"round": 1}).id


def favour(campaign) -> AddFavour:
    debtor, creditor = character(campaign), character(campaign, "Lenka Vránová")
    return AddFavour(
        {
            "debtor_kind": "character",
            "debtor_id": debtor,
            "creditor_kind": "character",
            "creditor_id": creditor,
        }
    )


#: (the step, what another program writes after it was applied) per kind
UNDO_CASES: dict[str, Callable[[object], tuple[Change, str, tuple]]] = {
    "a new character renamed": lambda c: (
        AddCharacter({"name": "  Bořek  "}),
        "UPDATE character SET name = 'Cizí' WHERE name = 'Bořek'",
        (),
    ),
    "a rename renamed again": lambda c: (
        UpdateCharacter(character(c), {"name": "Bořek z Hradce"}),
        "UPDATE character SET name = 'Cizí'",
        (),
    ),
    "a delete whose id was taken": lambda c: (
        DeleteCharacter(character(c)),
        CHARACTER_ROW,
        (1,),
    ),
    "many deleted, one id taken": lambda c: (
        Batch([DeleteCharacter(character(c, f"Stráž {n}")) for n in range(3)]),
        CHARACTER_ROW,
        (2,),
    ),
    "a sheet edit edited again": lambda c: (
        PatchSheet(character(c), [{"path": ["skills", "plavání"], "old": 1, "new": 2}]),
        'UPDATE character SET sheet = \'{"skills": {"plavání": 5}}\'',
        (),
    ),
    "a fight step stepped again": lambda c: (
        SetEncounterState(encounter(c), {fight_parts.key_of("round"): "2"}, "running"),
        "UPDATE encounter SET state = '{\"round\": 7}'",
        (),
    ),
    "encounter notes edited again": lambda c: (
        UpdateEncounter(encounter(c), {"notes": "u brodu"}),
        "UPDATE encounter SET notes = 'jinde'",
        (),
    ),
    "a log line deleted": lambda c: (
        LogEvents([LogLine("Bořek: výdrž −2", "Bořek: stamina −2")]),
        "DELETE FROM event",
        (),
    ),
    "the campaign renamed again": lambda c: (
        SetCampaignField("name", "Nové jméno"),
        "UPDATE campaign SET name = 'Cizí'",
        (),
    ),
    "a favour changed": lambda c: (favour(c), "UPDATE ledger_favour SET reason = 'cizí'", ()),
    "a graph position moved": lambda c: (
        SetPosition("contact", 5, (1.0, 2.0)),
        "UPDATE ledger_position SET x = 9",
        (),
    ),
}


@pytest.mark.parametrize("case", sorted(UNDO_CASES))
def test_an_undo_over_a_row_changed_outside_is_refused_and_changes_nothing(campaign, case):
    change, sql, params = UNDO_CASES[case](campaign)
    change.apply(campaign)
    outside(campaign, sql, *params)
    before = dump(campaign)
    with pytest.raises(WriteFailed) as caught:
        change.revert(campaign)
    assert caught.value.reason == "changed"
    assert dump(campaign) == before


#: (the step, what another program writes after it was undone) per kind
REDO_CASES: dict[str, Callable[[object], tuple[Change, str, tuple]]] = {
    "a new character whose id was taken": lambda c: (
        AddCharacter({"name": "Bořek"}),
        CHARACTER_ROW,
        (1,),
    ),
    "a rename over a renamed row": lambda c: (
        UpdateCharacter(character(c), {"name": "Bořek z Hradce"}),
        "UPDATE character SET name = 'Cizí'",
        (),
    ),
    "a delete of a changed row": lambda c: (
        DeleteCharacter(character(c)),
        "UPDATE character SET notes = 'cizí'",
        (),
    ),
    "many deleted, one changed": lambda c: (
        Batch([DeleteCharacter(character(c, f"Stráž {n}")) for n in range(3)]),
        "UPDATE character SET notes = 'cizí' WHERE id = 2",
        (),
    ),
    "a sheet edit over an edited sheet": lambda c: (
        PatchSheet(character(c), [{"path": ["skills", "plavání"], "old": 1, "new": 2}]),
        'UPDATE character SET sheet = \'{"skills": {"plavání": 5}}\'',
        (),
    ),
    "a fight step over another": lambda c: (
        SetEncounterState(encounter(c), {fight_parts.key_of("round"): "2"}, "running"),
        "UPDATE encounter SET state = '{\"round\": 7}'",
        (),
    ),
    "log lines whose id was taken": lambda c: (
        LogEvents([LogLine("Bořek: výdrž −2", "Bořek: stamina −2")]),
        "INSERT INTO event (id, at, kind, text_cs, text_en) VALUES (1, '2024-01-01', 'note', "
        "'cizí', 'other')",
        (),
    ),
    "the campaign's name over another": lambda c: (
        SetCampaignField("name", "Nové jméno"),
        "UPDATE campaign SET name = 'Cizí'",
        (),
    ),
    "a favour change over another": lambda c: (
        UpdateFavour(_added(c, favour(c)), {"reason": "úkryt"}),
        "UPDATE ledger_favour SET reason = 'cizí'",
        (),
    ),
    "a position where another was set": lambda c: (
        SetPosition("contact", 5, (1.0, 2.0)),
        "INSERT INTO ledger_position (node_kind, node_id, x, y) VALUES ('contact', 5, 3, 4)",
        (),
    ),
}


def _added(campaign, change: Change) -> int:
    change.apply(campaign)
    return change.id


@pytest.mark.parametrize("case", sorted(REDO_CASES))
def test_a_redo_over_a_row_changed_outside_is_refused_and_changes_nothing(campaign, case):
    change, sql, params = REDO_CASES[case](campaign)
    change.apply(campaign)
    change.revert(campaign)
    outside(campaign, sql, *params)
    before = dump(campaign)
    with pytest.raises(WriteFailed) as caught:
        change.apply(campaign)
    assert caught.value.reason == "changed"
    assert dump(campaign) == before


@pytest.mark.parametrize("case", sorted(UNDO_CASES))
def test_with_nothing_changed_outside_undo_and_redo_are_never_refused(campaign, case):
    change, _sql, _params = UNDO_CASES[case](campaign)
    start = dump(campaign)
    change.apply(campaign)
    for _ in range(2):
        change.revert(campaign)
        change.apply(campaign)
    change.revert(campaign)
    assert dump(campaign).keys() == start.keys()


def test_an_undo_names_the_record_that_changed(campaign):
    rename = UpdateCharacter(character(campaign), {"name": "Bořek z Hradce"})
    rename.apply(campaign)
    Character.update(name="Cizí jméno").execute()  # a change applied past the history
    with pytest.raises(WriteFailed) as caught:
        rename.revert(campaign)
    assert caught.value.what == "Cizí jméno"
