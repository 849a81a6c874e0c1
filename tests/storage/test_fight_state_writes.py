"""One way to write a fight's state (issue 38): ``SetEncounterState`` of its parts, the
whole state built by ``whole_state``. An edit of an encounter's row never takes a state;
a new fight and a fight put right from a backup land in parts, read back the same, and
undo and redo (also from the history kept in the file) put back exactly what was there."""

from __future__ import annotations

import sqlite3

import pytest

from campaign_manager.storage import create_campaign, fight_parts, history, open_campaign
from campaign_manager.storage.changes import AddEncounter, SetEncounterState, UpdateEncounter
from campaign_manager.storage.encounters import encounter_state, encounter_step, stored_fight
from campaign_manager.storage.errors import WriteFailed
from campaign_manager.storage.fight_parts import encode_state
from campaign_manager.storage.models import Encounter
from campaign_manager.storage.repair import repair_of, unreadable_items
from campaign_manager.storage.unreadable import UnreadableValue

STATE = {
    "status": "running",
    "round": 2,
    "combatants": {f"x{n}": {"name": f"Stráž {n}", "hp": 10 - n} for n in range(5)},
}


def raw_state(encounter_id: int):
    """The encounter's state column as stored (text)."""
    database = Encounter._meta.database
    row = database.execute_sql(
        f"SELECT state FROM encounter WHERE id = {database.param}", (encounter_id,)
    ).fetchone()
    return row[0] if row is not None else None


def part_count(encounter_id: int) -> int:
    database = Encounter._meta.database
    return database.execute_sql(
        f"SELECT COUNT(*) FROM encounter_part WHERE encounter_id = {database.param}",
        (encounter_id,),
    ).fetchone()[0]


def round_trip(change):
    """``change`` as the file's history keeps it, read back (as after a restart)."""
    return history.decode(history.encode(change)[0])[0]


def test_an_edit_of_an_encounters_row_never_takes_a_state():
    """The state is not an editable field of the row: the edit refuses it when made."""
    assert "state" not in UpdateEncounter.editable
    with pytest.raises(ValueError, match="state"):
        UpdateEncounter(1, {"state": STATE})
    with pytest.raises(ValueError, match="state"):
        UpdateEncounter(1, {"name": "U brodu", "state": STATE})


def test_a_new_fight_lands_in_parts_and_undo_and_redo_keep_them(campaign):
    add = AddEncounter({"name": "U brodu", "status": "running", "state": STATE})
    add.apply(campaign)
    assert fight_parts.check_of_text(raw_state(add.id)) is not None  # a marker, not the state
    assert part_count(add.id) == 3 + len(STATE["combatants"])  # status, round, the record
    stored = stored_fight(add.id)
    assert stored.state == STATE and stored.encoded is not None
    assert Encounter.get_by_id(add.id).status == "running"

    kept = round_trip(add)  # undo and redo from what the file keeps
    kept.revert(campaign)
    assert Encounter.get_or_none(Encounter.id == add.id) is None and part_count(add.id) == 0
    kept.apply(campaign)
    assert encounter_state(add.id) == STATE
    assert fight_parts.check_of_text(raw_state(add.id)) is not None


def test_a_new_fights_undo_is_refused_once_a_step_changed_it(campaign):
    add = AddEncounter({"name": "U brodu", "status": "running", "state": STATE})
    add.apply(campaign)
    hit = {**STATE, "round": 3}
    encounter_step(add.id, STATE, hit, []).apply(campaign)
    with pytest.raises(WriteFailed) as refused:
        add.revert(campaign)
    assert refused.value.reason == "changed"
    assert encounter_state(add.id) == hit


def test_the_first_step_of_a_new_fight_writes_only_what_it_changed(campaign):
    add = AddEncounter({"name": "U brodu", "status": "running", "state": STATE})
    add.apply(campaign)
    stored = stored_fight(add.id)
    hit = {**STATE, "combatants": {**STATE["combatants"], "x1": {"name": "Stráž 1", "hp": 2}}}
    step = encounter_step(
        add.id, STATE, hit, [], encoded=encode_state(hit, stored.encoded), expected=stored.version
    )
    (state_write,) = [c for c in step.changes if isinstance(c, SetEncounterState)]
    assert not state_write.complete and list(state_write.parts) == [
        fight_parts.key_of("combatants", "x1")
    ]
    step.apply(campaign)
    assert encounter_state(add.id) == hit


# -- a fight put right from a backup -----------------------------------------------------------
def damaged_fight_file(tmp_path, statement: str):
    """A campaign file with the fight ``STATE`` (its backup taken), then damaged by
    ``statement``; returns its path."""
    path = tmp_path / "poskozena.kronikar"
    made = create_campaign(path, "Poškozená", "dakara")
    AddEncounter({"name": "U brodu", "status": "running", "state": STATE}).apply(made)
    made.close()
    open_campaign(path).close()  # a rolling copy of the sound file
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(statement)
    conn.close()
    return path


@pytest.mark.sqlite_only(reason="text that is not JSON written into the file")
@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE encounter SET state = 'nope'",  # a state kept whole, damaged
        "UPDATE encounter_part SET body = '{hp' WHERE part LIKE '%x3%'",  # a damaged part
        "UPDATE encounter SET state = CAST(X'7B22C3' AS TEXT)",  # not UTF-8
    ],
)
def test_a_repaired_fight_lands_in_parts_and_undo_and_redo_put_back_what_was_there(
    tmp_path, isolated_dirs, statement
):
    path = damaged_fight_file(tmp_path, statement)
    conn = sqlite3.connect(path)
    conn.text_factory = bytes
    damaged = conn.execute("SELECT state FROM encounter").fetchone()[0]
    damaged_parts = sorted(conn.execute("SELECT part, body FROM encounter_part").fetchall())
    conn.close()
    with open_campaign(path) as opened:
        (item,) = unreadable_items()
        assert (item.table, item.column) == ("encounter", "state")
        found = repair_of(opened, item)
        assert found is not None and isinstance(found.change, SetEncounterState)
        change = found.change
        change.apply(opened)
        assert unreadable_items() == []
        assert fight_parts.check_of_text(raw_state(item.row_id)) is not None
        assert part_count(item.row_id) == 3 + len(STATE["combatants"])
        assert stored_fight(item.row_id).state == STATE
        assert Encounter.get_by_id(item.row_id).status == "running"

        kept = round_trip(change)  # undo from what the file keeps
        kept.revert(opened)
        assert isinstance(encounter_state(item.row_id), UnreadableValue)
        assert [i.column for i in unreadable_items()] == ["state"]
        kept.apply(opened)  # redo
        assert encounter_state(item.row_id) == STATE
        kept.revert(opened)
    conn = sqlite3.connect(path)  # the damaged text is back byte for byte, its parts too
    conn.text_factory = bytes
    assert conn.execute("SELECT state FROM encounter").fetchone()[0] == damaged
    assert sorted(conn.execute("SELECT part, body FROM encounter_part").fetchall()) == (
        damaged_parts
    )
    conn.close()
